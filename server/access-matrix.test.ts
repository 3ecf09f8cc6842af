import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpointsOf } from '#common/api/index.ts';
import { ORG_SCOPES, ROLES, type Role } from '#common/enums.ts';
import { orgMembers, users } from '#server/db/schema/index.ts';
import { createOrganization, createUser } from '#server/db/seed/factories.ts';
import { errorJson, json } from '../test/api-json.ts';
import { createRouteWorld, type RouteWorld } from '../test/route-world.ts';
import { sessionCookie, uniqueEmail } from '../test/test-app.ts';
import { withTestApp } from '../test/with-test-app.ts';
import { ACCESS_POLICIES } from './app.ts';
import type { Access, CallerGate, PolicyAccess } from './plugins/auth.ts';

/** The resource policies of the player area (server/features/players/player-policies.ts). */
const view = { policy: 'player:view', param: 'id' } as const;
/** player:view with the profile screen's parts, read in the same statement. */
const profile = { policy: 'player:profile', param: 'id' } as const;
const manage = { policy: 'player:manage', param: 'id' } as const;
/** A profile part its managers or the organization the family granted it to maintain (fieldControl). */
const maintain = (scope: 'teamHistory' | 'schedule' | 'stats') =>
  ({
    policy: 'player:maintain',
    param: 'id',
    scope,
    roles: ['PLAYER', 'PARENT', 'ADMIN', 'ORG_ADMIN', 'ORG_STAFF'],
  }) as const;
/** The organization policy (server/features/orgs/org-policies.ts): members of the organization and admins. */
const ORG_CALLERS = ['ORG_ADMIN', 'ORG_STAFF', 'ADMIN'] as const;
const member = { policy: 'org:member', param: 'orgId', roles: ORG_CALLERS } as const;
const orgAdmin = { ...member, scope: 'admin' } as const;
const rosterStaff = { ...member, scope: 'roster' } as const;
const FAMILY = ['PLAYER', 'PARENT'] as const;

/**
 * The one table of who may call what (decisions §1). Every API route must appear here with the access
 * it declares; a new route without a row fails this test. Object-level rules (owner or not) are tested
 * in each feature's own file.
 */
const ACCESS_TABLE: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/me': 'user',
  'POST /api/auth/verify-email': 'public',
  'POST /api/auth/resend-verification': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/dev/outbox': 'public',
  'GET /api/players/:id/media': view,
  'POST /api/players/:id/media': { ...manage, roles: ['PLAYER', 'PARENT', 'ADMIN'] },
  'DELETE /api/media/:id': ['PLAYER', 'PARENT', 'ADMIN'],
  'POST /api/media/upload': 'user',
  'PUT /api/media/uploads/:token': 'user',
  'POST /api/players/setup': ['PLAYER'],
  'GET /api/players/me': 'user',
  'GET /api/players/:id': profile,
  'GET /api/players/:id/page': profile,
  'PATCH /api/players/:id': manage,
  'GET /api/players/:id/views': 'user',
  'GET /api/players/:id/list-count': 'user',
  'GET /api/players/:id/features': 'user',
  'PUT /api/players/:id/profile-url': manage,
  // The family (the player, a linked parent) or an admin.
  'PUT /api/players/:id/commitment': { ...manage, roles: ['PLAYER', 'PARENT', 'ADMIN'] },
  'DELETE /api/players/:id/commitment': { ...manage, roles: ['PLAYER', 'PARENT', 'ADMIN'] },
  'GET /api/players/:id/analytics': 'user',
  'GET /api/demo-profile': 'public',
  'GET /api/players/:id/profile-strength': 'user',
  'GET /api/players/:id/team-history': view,
  'POST /api/players/:id/team-history': maintain('teamHistory'),
  'PATCH /api/team-history/:id': 'user',
  'DELETE /api/team-history/:id': 'user',
  'GET /api/players/:id/schedule-events': view,
  'POST /api/players/:id/schedule-events': maintain('schedule'),
  'PATCH /api/schedule-events/:id': 'user',
  'DELETE /api/schedule-events/:id': 'user',
  'GET /api/players/:id/upcoming-events': view,
  'POST /api/players/:id/upcoming-events': maintain('schedule'),
  'PATCH /api/players/:id/upcoming-events/:eventId': maintain('schedule'),
  'DELETE /api/players/:id/upcoming-events/:eventId': maintain('schedule'),
  'GET /api/players/:id/season-stats': view,
  'GET /api/players/:id/measurables': view,
  'PUT /api/players/:id/measurables': manage,
  'GET /api/players/:id/coach-references': view,
  'GET /api/players/:id/game-stats': view,
  'POST /api/players/:id/game-stats/skater': maintain('stats'),
  'POST /api/players/:id/game-stats/goalie': maintain('stats'),
  'PATCH /api/players/:id/game-stats/:gameId': maintain('stats'),
  'DELETE /api/players/:id/game-stats/:gameId': maintain('stats'),
  'GET /api/players/:id/goals': view,
  'POST /api/players/:id/goals': manage,
  'PATCH /api/players/:id/goals/:goalId': manage,
  'DELETE /api/players/:id/goals/:goalId': manage,
  'GET /api/subscriptions/features/:userId': 'user',
  'GET /api/subscriptions/tiers': 'public',
  'GET /api/subscriptions/tiers-with-features': 'public',
  'GET /api/subscriptions/me': 'user',
  'PATCH /api/subscriptions/tiers/:id': ['ADMIN'],
  'POST /api/subscriptions/tiers/:id/sync-stripe': ['ADMIN'],
  'POST /api/subscriptions/override-feature': ['ADMIN'],
  'DELETE /api/subscriptions/override-feature': ['ADMIN'],
  'POST /api/admin/seed-subscriptions': ['ADMIN'],
  'GET /api/admin/metrics': ['ADMIN'],
  'GET /api/admin/users': ['ADMIN'],
  'GET /api/admin/audit-logs': ['ADMIN'],
  'GET /api/admin/parents/:id/details': ['ADMIN'],
  'GET /api/admin/users/:id/details': ['ADMIN'],
  'POST /api/admin/users/:id/reset-password': ['ADMIN'],
  'PATCH /api/admin/users/:id/role': ['ADMIN'],
  'POST /api/admin/users/:id/suspend': ['ADMIN'],
  'POST /api/admin/users/:id/unsuspend': ['ADMIN'],
  'POST /api/admin/users/:id/subscription': ['ADMIN'],
  'POST /api/admin/users/:id/resend-verification': ['ADMIN'],
  'POST /api/admin/import/validate': ['ADMIN'],
  'POST /api/admin/import/execute': ['ADMIN'],
  'POST /api/admin/retention/run': ['ADMIN'],
  'GET /api/players/search': ['RECRUITER', 'ADMIN', 'ORG_ADMIN', 'ORG_STAFF'],
  'GET /api/lists': ['RECRUITER'],
  'POST /api/lists': ['RECRUITER'],
  'DELETE /api/lists/:id': ['RECRUITER'],
  'GET /api/lists/:listId/items': ['RECRUITER'],
  'POST /api/lists/:listId/items': ['RECRUITER'],
  'DELETE /api/lists/:listId/items/:playerId': ['RECRUITER'],
  'GET /api/players/:id/notes': ['RECRUITER'],
  'POST /api/players/:id/notes': ['RECRUITER'],
  'GET /api/players/:id/rating': ['RECRUITER'],
  'PUT /api/players/:id/rating': ['RECRUITER'],
  'DELETE /api/players/:id/rating': ['RECRUITER'],
  'POST /api/players/parent-create': ['PARENT'],
  'POST /api/players/:id/parental-consent': ['PARENT'],
  'GET /api/players/:id/parents': 'user',
  'GET /api/parents/account': ['PARENT'],
  'GET /api/parents/pending-approvals': ['PARENT'],
  'POST /api/parents/pending-approvals/:id/approve': ['PARENT'],
  'GET /api/parents/activity': ['PARENT'],
  'POST /api/players/:id/request-approval': 'user',
  'GET /api/approval-requests/validate/:token': 'public',
  'POST /api/approval-requests/approve/:token': ['PARENT'],
  'POST /api/approval/:token/approve': ['PARENT'],
  'POST /api/players/:id/co-parents/invite': ['PARENT'],
  'GET /api/players/:id/co-parents/invitations': ['PARENT', 'ADMIN'],
  'DELETE /api/co-parents/invitations/:id': ['PARENT', 'ADMIN'],
  'DELETE /api/players/:id/parental-consent': ['PARENT'],
  'DELETE /api/players/:id/parents/:parentUserId': ['PARENT'],
  'GET /api/players/:id/export': 'user',
  'DELETE /api/players/:id': 'user',
  'GET /api/auth/account/deletion': 'user',
  'DELETE /api/auth/account': 'user',
  'GET /api/co-parents/my-invitations': ['PARENT'],
  'GET /api/co-parents/invitations/:token/details': 'public',
  'GET /api/co-parents/invitations/by-id/:id/details': ['PARENT'],
  'POST /api/co-parents/invitations/:token/accept': 'user',
  'POST /api/co-parents/invitations/by-id/:id/accept': ['PARENT'],
  'POST /api/co-parents/invitations/:token/decline': 'public',
  'POST /api/co-parents/invitations/by-id/:id/decline': ['PARENT'],
  'POST /api/stripe/create-checkout-session': 'public',
  'GET /api/stripe/checkout-sessions/:sessionId': 'public',
  'POST /api/stripe/billing-portal': 'user',
  'POST /api/stripe/test-checkout/:sessionId/complete': 'public',
  'POST /api/stripe/test-checkout/:sessionId/cancel': 'public',
  'POST /api/stripe/test-portal/subscription': 'user',
  'POST /api/stripe/webhook': 'public',
  'POST /api/admin/organizations': ['ADMIN'],
  'GET /api/admin/organizations': ['ADMIN'],
  'GET /api/orgs/mine': ['ORG_ADMIN', 'ORG_STAFF'],
  'GET /api/orgs/by-slug/:slug': 'public',
  'GET /api/orgs/:orgId': member,
  'PATCH /api/orgs/:orgId': orgAdmin,
  'GET /api/orgs/:orgId/dashboard': member,
  'GET /api/orgs/:orgId/members': member,
  'POST /api/orgs/:orgId/members/invite': orgAdmin,
  'DELETE /api/orgs/:orgId/members/:userId': orgAdmin,
  'DELETE /api/orgs/:orgId/invitations/:invitationId': orgAdmin,
  'GET /api/org-invitations/:token': 'public',
  'POST /api/org-invitations/:token/accept': 'public',
  'GET /api/orgs/:orgId/roster': member,
  'POST /api/orgs/:orgId/roster': rosterStaff,
  'DELETE /api/orgs/:orgId/roster/:playerId': rosterStaff,
  'DELETE /api/orgs/:orgId/roster/invitations/:invitationId': rosterStaff,
  'POST /api/orgs/:orgId/roster/import/validate': rosterStaff,
  'POST /api/orgs/:orgId/roster/import/execute': rosterStaff,
  'GET /api/sponsorships/mine': FAMILY,
  'POST /api/sponsorships/:id/accept': FAMILY,
  'POST /api/sponsorships/:id/decline': FAMILY,
  'POST /api/sponsorships/:id/leave': FAMILY,
  'GET /api/sponsorship-invitations/:token': 'public',
  'POST /api/sponsorship-invitations/:token/accept': FAMILY,
  'POST /api/sponsorship-invitations/:token/decline': FAMILY,
  'POST /api/players/:id/verification-evidence': { ...manage, roles: ['PLAYER', 'PARENT', 'ADMIN'] },
  'GET /api/players/:id/verification-evidence': { ...manage, roles: ['PLAYER', 'PARENT', 'ADMIN'] },
  'GET /api/verification-evidence': ORG_CALLERS,
  'POST /api/verification-evidence/:id/approve': ORG_CALLERS,
  'POST /api/verification-evidence/:id/reject': ORG_CALLERS,
  'GET /api/verification-evidence/:id/screenshot': 'user',
  'POST /api/players/:id/game-stats/:gameId/verify': ORG_CALLERS,
  // A thread answers its participants only (404 for anyone else, inside the service).
  'GET /api/conversations': 'user',
  'GET /api/conversations/unread-count': 'user',
  'POST /api/conversations': ['RECRUITER', 'PLAYER', 'PARENT'],
  'GET /api/conversations/:id': 'user',
  'POST /api/conversations/:id/messages': 'user',
  'POST /api/conversations/:id/read': 'user',
  'POST /api/conversations/:id/report': 'user',
  'GET /api/players/:id/contact-status': { ...view, roles: ['RECRUITER'] },
  'GET /api/players/:id/contact-preferences': { ...manage, roles: ['PLAYER', 'PARENT', 'ADMIN'] },
  'PUT /api/players/:id/contact-preferences': { ...manage, roles: ['PLAYER', 'PARENT', 'ADMIN'] },
  'GET /api/recruiters/me': ['RECRUITER'],
  'PATCH /api/recruiters/me': ['RECRUITER'],
  // The NCAA directory (the wizard reads it before the account exists) and the recruiter queue.
  'GET /api/ncaa-programs': 'public',
  'GET /api/admin/recruiters': ['ADMIN'],
  'POST /api/admin/recruiters/:userId/verify': ['ADMIN'],
  'POST /api/admin/recruiters/:userId/reject': ['ADMIN'],
  'GET /api/admin/ncaa-programs': ['ADMIN'],
  'POST /api/admin/ncaa-programs': ['ADMIN'],
  'PATCH /api/admin/ncaa-programs/:id': ['ADMIN'],
  'POST /api/players/:id/share': { ...view, roles: ['RECRUITER'] },
  'GET /api/admin/message-reports': ['ADMIN'],
  'POST /api/admin/message-reports/:id/resolve': ['ADMIN'],
};

const { t } = withTestApp();
const cookies = {} as Record<Role, string>;
const PASSWORD = 'matrix password';

beforeAll(async () => {
  for (const role of ROLES) {
    const email = uniqueEmail(role.toLowerCase());
    await createUser(t.db, { email, role, password: PASSWORD, emailVerified: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    cookies[role] = sessionCookie(res);
    // Organization accounts are members of one with every scope: an account with none is refused by
    // organization-wide routes (the review queue), which is that feature's own test.
    if (role === 'ORG_ADMIN' || role === 'ORG_STAFF') {
      const [user] = await t.db.select().from(users).where(eq(users.email, email));
      const org = await createOrganization(t.db, { name: `Matrix ${role}` });
      await t.db.insert(orgMembers).values({
        organizationId: org.id,
        userId: user!.id,
        role,
        scopes: [...ORG_SCOPES],
        acceptedAt: new Date(),
      });
    }
  }
});

/** Who gets past the session check of a declaration; a policy's roles, or its own signedIn. */
function gateOf(access: Access): CallerGate {
  if (typeof access === 'string' || Array.isArray(access)) return access;
  const policy = access as PolicyAccess;
  return policy.roles ?? (ACCESS_POLICIES[policy.policy].signedIn ? 'user' : 'public');
}

const fillParams = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

describe('authorization matrix', () => {
  it('every API route is in the access table with the access it declares', () => {
    const declared = Object.fromEntries(t.app.apiRoutes.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(declared).toEqual(ACCESS_TABLE);
  });

  for (const [route, access] of Object.entries(ACCESS_TABLE)) {
    const [method, url] = route.split(' ') as [string, string];
    const gate = gateOf(access);
    const call = (cookie?: string) =>
      t.app.inject({
        method: method as 'GET',
        url: fillParams(url),
        headers: cookie ? { cookie } : {},
        payload: method === 'GET' ? undefined : {},
      });
    if (gate === 'public') {
      // Logout would end the sessions the other rows use.
      const roles = url === '/api/auth/logout' ? [] : ROLES;
      it(`${route}: anyone gets past the session check, nobody gets a 5xx`, async () => {
        for (const [who, cookie] of [['anonymous', undefined], ...roles.map((r) => [r, cookies[r]])]) {
          const res = await call(cookie);
          expect(res.statusCode, `${who} on ${route}: ${res.body}`).not.toBe(401);
          expect(res.statusCode, `${who} on ${route}: ${res.body}`).not.toBe(403);
          expect(res.statusCode, `${who} on ${route}: ${res.body}`).toBeLessThan(500);
        }
      });
      continue;
    }
    it(`${route}: anonymous gets 401${gate === 'user' ? '' : ', other roles 403'}, no allowed role a 5xx`, async () => {
      const anon = await call();
      expect(anon.statusCode).toBe(401);
      for (const role of ROLES) {
        const res = await call(cookies[role]);
        const allowed = gate === 'user' || gate.includes(role);
        if (allowed) {
          expect(res.statusCode, `${role} on ${route}: ${res.body}`).not.toBe(403);
          expect(res.statusCode, `${role} on ${route}: ${res.body}`).toBeLessThan(500);
        } else expect(res.statusCode, `${role} on ${route}`).toBe(403);
        expect(res.statusCode, `${role} on ${route}`).not.toBe(401);
      }
    });
  }
});

const ENDPOINTS = new Map(endpointsOf().map((e) => [`${e.method} ${e.path}`, e]));

describe('authorization matrix on real resources', () => {
  let world: RouteWorld;
  beforeAll(async () => {
    world = await createRouteWorld(t);
  });

  // Deletions last (the player itself at the very end), so the other rows meet the resources they name.
  const rank = (route: string) =>
    route === 'DELETE /api/players/:id' ? 2 : route.startsWith('DELETE') ? 1 : 0;
  const routes = Object.entries(ACCESS_TABLE)
    .filter(([route]) => route !== 'POST /api/auth/logout')
    .sort(([a], [b]) => rank(a) - rank(b));
  for (const [route, access] of routes) {
    const [method, url] = route.split(' ') as [string, string];
    const gate = gateOf(access);
    it(`${route}: no caller it lets in gets a 5xx or a 401 with its session`, async () => {
      const callers: [string, string | undefined][] = [
        ['anonymous', undefined],
        ...ROLES.map((role): [string, string] => [role, world.sessions[role]]),
      ];
      for (const [who, cookie] of callers) {
        const allowed =
          gate === 'public' || (cookie !== undefined && (gate === 'user' || gate.includes(who as Role)));
        if (!allowed) continue;
        const res = await t.app.inject({
          method: method as 'GET',
          url: world.fill(url),
          headers: cookie ? { cookie } : {},
          payload: method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${who} on ${world.fill(url)}: ${res.body}`).toBeLessThan(500);
        if (cookie) expect(res.statusCode, `${who} on ${route}`).not.toBe(401);
        // Every answer has the shape the contract gives its status, or the one error shape.
        const endpoint = ENDPOINTS.get(route);
        expect(endpoint, route).toBeDefined();
        if (endpoint?.responses[res.statusCode]) json(endpoint, res);
        // A raw endpoint's success is a file or a page (GET /api/docs), not JSON.
        else if (!(endpoint?.raw && res.statusCode < 300)) errorJson(res);
      }
    });
  }
});
