import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '#common/enums.ts';
import type { Database, Db, DbOrTx } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema/index.ts';
import { AppError, unauthenticated } from '#server/lib/errors.ts';
import { PAGE_CHANGED_CHANNEL, pageTag } from '#server/lib/page-tags.ts';
import { startTaggedCache, type TaggedCache } from '#server/lib/tagged-cache.ts';
import { generateToken, hashToken, TOKEN_TTL } from '#server/lib/tokens.ts';

/**
 * Who may call a route: anyone, any signed-in user, the listed roles (decisions §1), or a resource
 * policy (below).
 */
export type Access = 'public' | 'user' | readonly Role[] | PolicyAccess;

/**
 * The resource policies, by name: each feature that owns a resource declares its policies here by
 * interface merging (`declare module '#server/plugins/auth.ts'`) and hands their implementations to the
 * app's composition root (server/app.ts), which passes them all to registerAuth. The type of an entry is
 * its AccessPolicy. An organizations feature would add `org:member`: `param: 'orgId'`, and `scope`
 * naming the member permission required (e.g. 'roster'), read from the caller's org_members row
 * (role, scopes, accepted), not from users.role alone.
 */
export interface AccessPolicies extends Record<never, AccessPolicy<unknown>> {}
export type PolicyName = keyof AccessPolicies & string;

/**
 * A route guarded by a resource policy: after params are validated, the policy loads the resource named
 * by `params[param]` for the caller (answering 404 or 403 itself) and attaches it as `request.resource`.
 */
export interface PolicyAccess {
  readonly policy: PolicyName;
  readonly param: string;
  /** Roles allowed at all, checked with the session like a role list (403 for others). */
  readonly roles?: readonly Role[];
  /** A narrower permission the policy checks within the resource (an organization member's scope). */
  readonly scope?: string;
}

/** How a policy reads its resource for the caller; it throws the AppError (404/403) of a refusal. */
export interface AccessPolicy<Resource, SignedIn extends boolean = boolean> {
  /** Whether the caller must be signed in: anonymous callers get 401 before anything is read. */
  readonly signedIn: SignedIn;
  load(input: {
    db: Db;
    user: SignedIn extends true ? AuthUser : AuthUser | null;
    id: string;
    scope: string | undefined;
  }): Promise<Resource>;
}

/** Declares a policy (identity, keeps its types). */
export function definePolicy<Resource, const SignedIn extends boolean>(
  policy: AccessPolicy<Resource, SignedIn>,
): AccessPolicy<Resource, SignedIn> {
  return policy;
}

/** Every declared policy's implementation, as the composition root hands them to registerAuth. */
export type PolicyRegistry = { readonly [P in PolicyName]: AccessPolicies[P] };

/** Who may get past the session check of a route: 'public', 'user' or a role list. */
export type CallerGate = 'public' | 'user' | readonly Role[];

function isPolicyAccess(access: Access): access is PolicyAccess {
  return typeof access === 'object' && 'policy' in access;
}

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
  /** D262: signed in again since the sign-up (GET /api/auth/me answers it). */
  isReturning: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** false only for server-to-server routes such as payment webhooks. */
    csrf?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    sessionIdHash: string | null;
    /** The resource a policy route loaded (server/lib/route.ts types it per route). */
    resource: unknown;
  }
}

export interface SessionCookieOptions {
  secure: boolean;
}

export function sessionCookieName(secure: boolean) {
  // The __Host- prefix pins the cookie to our host and path when served over HTTPS.
  return secure ? '__Host-rs_session' : 'rs_session';
}

/** Creates a session row and sets its cookie; the id is new at every login (fixation). */
export async function startSession(db: Db, reply: FastifyReply, userId: string, request: FastifyRequest) {
  const secure = reply.server.sessionCookieSecure;
  const id = generateToken();
  const expiresAt = new Date(Date.now() + TOKEN_TTL.session);
  const ua = request.headers['user-agent'];
  await db.insert(sessions).values({
    idHash: hashToken(id),
    userId,
    expiresAt,
    ipAddress: request.ip,
    userAgent: typeof ua === 'string' ? ua.slice(0, 512) : null,
  });
  reply.setCookie(sessionCookieName(secure), id, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export async function endSession(db: Db, reply: FastifyReply, request: FastifyRequest) {
  if (request.sessionIdHash) await db.delete(sessions).where(eq(sessions.idHash, request.sessionIdHash));
  const secure = reply.server.sessionCookieSecure;
  reply.clearCookie(sessionCookieName(secure), { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/** Ends every session of a user (password reset, suspension). */
export async function endAllSessions(db: DbOrTx, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookieSecure: boolean;
    /**
     * Runs a registration whose routes cannot carry config (the static-file wildcard): they are exempt from
     * the start-up access check and answer anyone. Only for public files.
     */
    registerUndeclared(register: () => PromiseLike<unknown>): Promise<void>;
    /**
     * Every API route with its declared access, who gets past its session check (gate), and its body
     * schema, for the matrix and fuzz tests.
     */
    apiRoutes: { method: string; url: string; access: Access; gate: CallerGate; body?: unknown }[];
    /** The sessions kept in memory (D275), if listening for changes could start. */
    sessionCache: SessionCache | null;
  }
}

/**
 * The session's user, by the session id's hash, unless expired: one query on sessions_pkey and
 * users_pkey. Built once per app and run with new values every request (building the select with
 * drizzle cost more Node time than running it, docs/performance.md "Per-request CPU"). Unnamed (''):
 * planned with its values.
 */
function sessionUserStatement(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      emailVerified: users.emailVerified,
      suspended: users.suspended,
      expiresAt: sessions.expiresAt,
      // D262: the rule of hasSignedInSinceSignUp (auth.service.ts), read in the same query.
      isReturning: sql<boolean>`coalesce(${users.lastLoginAt} > ${users.createdAt}, false)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))),
    )
    .limit(1)
    .prepare('');
}

/** A session kept in memory: its user as the session read found it, until the session expires. */
export interface CachedSession {
  user: AuthUser;
  expiresAt: number;
}
export type SessionCache = TaggedCache<CachedSession>;

/**
 * D275: a signed-in request's session read from memory instead of the database. An entry is dropped as soon
 * as `user:<id>` is NOTIFYed on `page_changed`, on commit and to every process: the user row changed (role,
 * suspension, e-mail, name, deletion: 0025) or one of the user's sessions ended or changed (0029). While
 * the listening connection is down nothing is answered from memory (tagged-cache.ts), a read that overlaps
 * a change is not kept, and an entry lives at most a minute and never past its session's expiry. Only valid
 * sessions of users not suspended are kept: an unknown cookie is read from the database every time, so
 * made-up cookies cannot fill the cache.
 */
export const SESSION_CACHE = { maxEntries: 20_000, ttlMs: 60_000 } as const;

export function startSessionCache(
  database: Database,
  log: { warn(obj: unknown, msg: string): void },
  options: { maxEntries: number; ttlMs: number } = SESSION_CACHE,
): Promise<SessionCache | undefined> {
  return startTaggedCache<CachedSession>(
    database,
    PAGE_CHANGED_CHANNEL,
    {
      maxEntries: options.maxEntries,
      maxSize: options.maxEntries,
      ttlMs: options.ttlMs,
      tagsOf: (session) => [pageTag.user(session.user.id)],
    },
    log,
    'session cache',
  );
}

/**
 * Resolves the session on every request, re-reading role and suspension from the users table, then
 * enforces the route's declared access. Any route that declares nothing stops the app from starting, but
 * those of the static-file plugin (registerUndeclared); the not-found handler is no route.
 */
export function registerAuth(
  app: FastifyInstance,
  opts: { db: Db; secureCookie: boolean; policies: PolicyRegistry; sessions?: SessionCache },
) {
  const { db, policies, sessions: kept } = opts;
  const cookieName = sessionCookieName(opts.secureCookie);
  app.decorate('sessionCookieSecure', opts.secureCookie);
  app.decorate('apiRoutes', [] as FastifyInstance['apiRoutes']);
  app.decorate('sessionCache', kept ?? null);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);
  app.decorateRequest('resource', null);

  /** The session check of an access declaration; a policy's is its roles, or its signedIn. */
  const gateOf = (access: Access): CallerGate => {
    if (!isPolicyAccess(access)) return access;
    return access.roles ?? (policyOf(access).signedIn ? 'user' : 'public');
  };
  const policyOf = (access: PolicyAccess): AccessPolicy<unknown> => {
    const policy: AccessPolicy<unknown> | undefined = policies[access.policy];
    if (!policy) throw new Error(`Access policy ${access.policy} is not registered`);
    return policy;
  };

  let undeclaredAllowed = false;
  app.decorate('registerUndeclared', async (register: () => PromiseLike<unknown>) => {
    undeclaredAllowed = true;
    try {
      await register();
    } finally {
      undeclaredAllowed = false;
    }
  });

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined) {
      if (undeclaredAllowed) return;
      throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    }
    if (isPolicyAccess(access)) {
      // The one place a policy runs: a route-level preHandler, so after validation and the app-wide
      // preHandlers (e-mail budget), where the handler used to read the resource itself.
      const policy = policyOf(access);
      if (!route.url.includes(`:${access.param}`)) {
        throw new Error(`Route ${route.method} ${route.url} has no :${access.param} for its policy`);
      }
      const load = async (request: FastifyRequest) => {
        const params = request.params as Record<string, string>;
        request.resource = await policy.load({
          db,
          user: request.user,
          id: params[access.param] ?? '',
          scope: access.scope,
        });
      };
      route.preHandler = [route.preHandler ?? []].flat().concat(load);
    }
    if (!route.url.startsWith('/api')) return;
    const gate = gateOf(access);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        app.apiRoutes.push({ method, url: route.url, access, gate, body: route.schema?.body });
      }
    }
  });

  let sessionUser: ReturnType<typeof sessionUserStatement> | undefined;
  /** The session's user: from memory when kept (D275), else read, and kept when valid. */
  const readSession = async (idHash: string): Promise<AuthUser | null> => {
    const now = Date.now();
    const cached = kept?.get(idHash);
    if (cached && cached.expiresAt > now) return cached.user;
    const since = kept?.begin() ?? 0;
    // A placeholder's value skips the column's encoder: the ISO string is what it would send.
    sessionUser ??= sessionUserStatement(db);
    const [row] = await sessionUser.execute({ idHash, now: new Date(now).toISOString() });
    if (!row || row.suspended) return null;
    const user: AuthUser = {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      emailVerified: row.emailVerified,
      isReturning: row.isReturning,
    };
    const expiresAt = new Date(row.expiresAt).getTime();
    kept?.fill(idHash, { user, expiresAt }, since, expiresAt - now);
    return user;
  };
  app.addHook('onRequest', async (request) => {
    const raw = request.cookies[cookieName];
    if (raw && raw.length <= 100) {
      const idHash = hashToken(raw);
      const user = await readSession(idHash);
      if (user) {
        request.user = user;
        request.sessionIdHash = idHash;
      }
    }
    const access = request.routeOptions.config?.access;
    if (access === undefined) return;
    const gate = gateOf(access);
    if (gate === 'public') return;
    if (!request.user) throw unauthenticated();
    if (gate === 'user') return;
    if (!gate.includes(request.user.role)) {
      throw new AppError('FORBIDDEN', 'You are not allowed to do that.');
    }
  });
}
