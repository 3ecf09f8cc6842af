import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '#common/enums.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema/index.ts';
import { AppError, unauthenticated } from '#server/lib/errors.ts';
import { generateToken, hashToken, TOKEN_TTL } from '#server/lib/tokens.ts';

/** Who may call a route: anyone, any signed-in user, or the listed roles (decisions §1). */
export type Access = 'public' | 'user' | readonly Role[];

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
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
    /** Every API route with its declared access (and body schema), for the matrix and fuzz tests. */
    apiRoutes: { method: string; url: string; access: Access; body?: unknown }[];
  }
}

/**
 * The session's user, by the session id's hash, unless expired: one query on sessions_pkey and
 * users_pkey. Built once per app and run with new values every request (building the select with
 * drizzle cost more Node time than running it, docs/performance.md "Per-request CPU"); still one query
 * per request, so role and suspension are re-read every time. Unnamed (''): planned with its values.
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
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))),
    )
    .limit(1)
    .prepare('');
}

/**
 * Resolves the session on every request, re-reading role and suspension from the users table, then
 * enforces the route's declared access. Any route that declares nothing stops the app from starting, but
 * those of the static-file plugin (registerUndeclared); the not-found handler is no route.
 */
export function registerAuth(app: FastifyInstance, opts: { db: Db; secureCookie: boolean }) {
  const { db } = opts;
  const cookieName = sessionCookieName(opts.secureCookie);
  app.decorate('sessionCookieSecure', opts.secureCookie);
  app.decorate('apiRoutes', [] as FastifyInstance['apiRoutes']);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);

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
    if (!route.url.startsWith('/api')) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access, body: route.schema?.body });
    }
  });

  let sessionUser: ReturnType<typeof sessionUserStatement> | undefined;
  app.addHook('onRequest', async (request) => {
    const raw = request.cookies[cookieName];
    if (raw && raw.length <= 100) {
      const idHash = hashToken(raw);
      // A placeholder's value skips the column's encoder: the ISO string is what it would send.
      sessionUser ??= sessionUserStatement(db);
      const [row] = await sessionUser.execute({ idHash, now: new Date().toISOString() });
      if (row && !row.suspended) {
        request.user = {
          id: row.id,
          email: row.email,
          name: row.name,
          role: row.role,
          emailVerified: row.emailVerified,
        };
        request.sessionIdHash = idHash;
      }
    }
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === 'public') return;
    if (!request.user) throw unauthenticated();
    if (access === 'user') return;
    if (!access.includes(request.user.role)) {
      throw new AppError('FORBIDDEN', 'You are not allowed to do that.');
    }
  });
}
