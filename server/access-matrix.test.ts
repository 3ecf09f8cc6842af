import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpointsOf } from '#common/api/index.ts';
import { ORG_SCOPES, ROLES, type Role } from '#common/enums.ts';
import { orgMembers, users } from '#server/db/schema/index.ts';
import { createOrganization, createUser } from '#server/db/seed/factories.ts';
import { errorJson, json } from '#test/api-json.ts';
import { createRouteWorld, type RouteWorld } from '#test/route-world.ts';
import { sessionCookie, uniqueEmail } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';
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
/** Evidence or a player the caller reviews now (verification-access.ts). */
const evidenceReviewer = { policy: 'evidence:review', param: 'id', roles: ORG_CALLERS } as const;
const playerReviewer = { policy: 'player:reviewer', param: 'id', roles: ORG_CALLERS } as const;
const FAMILY = ['PLAYER', 'PARENT'] as const;
/** A player only its managers read about (player-policies.ts); with a part, its maintainers too. */
const managerRead = { policy: 'player:managerRead', param: 'id' } as const;
/** A schedule event or a team-history entry, checked through its player (maintainers of the part). */
const scheduleEvent = { policy: 'scheduleEvent:maintain', param: 'id' } as const;
const teamHistoryEntry = { policy: 'teamHistory:maintain', param: 'id' } as const;
/** A player whose data the caller controls (data-control-policies.ts); a linked parent's child only. */
const family = { policy: 'player:family', param: 'id' } as const;
const familyParent = { ...family, scope: 'parent', roles: ['PARENT'] } as const;
/** A player the PARENT is linked to and still manages (parent-policies.ts). */
const linkedParent = { policy: 'player:linkedParent', param: 'id', roles: ['PARENT'] } as const;
/** Co-parent invitations: a player's, one the caller manages, one to the caller (co-parent-policies.ts). */
const PARENT_OR_ADMIN = ['PARENT', 'ADMIN'] as const;
const invitationsOf = { policy: 'player:coParentInvitations', param: 'id', roles: PARENT_OR_ADMIN } as const;
const managedInvitation = {
  policy: 'coParentInvitation:manage',
  param: 'id',
  roles: PARENT_OR_ADMIN,
} as const;
const invitee = { policy: 'coParentInvitation:invitee', param: 'id', roles: ['PARENT'] } as const;
/** One of the recruiter's own lists (list-policies.ts). */
const ownList = { policy: 'list:own', param: 'listId', roles: ['RECRUITER'] } as const;
/** A list the recruiter owns or a colleague shared with them (D321): to read it, or to change its players. */
const memberList = (scope: 'view' | 'edit') =>
  ({ policy: 'list:member', param: 'listId', scope, roles: ['RECRUITER'] }) as const;
/** One of the recruiter's own saved searches (saved-search-policies.ts). */
const ownSavedSearch = { policy: 'savedSearch:own', param: 'id', roles: ['RECRUITER'] } as const;
/** A sponsorship the family answers for (sponsorship-access.ts). */
const familySponsorship = { policy: 'sponsorship:family', param: 'id', roles: FAMILY } as const;
/** A parental approval request sent to the parent's verified address (approval-policies.ts). */
const approvalAddressee = { policy: 'approvalRequest:addressee', param: 'id', roles: ['PARENT'] } as const;
/** A thread the caller takes part in (messaging-policies.ts). */
const participant = { policy: 'conversation:participant', param: 'id' } as const;

/**
 * The one table of who may call what (decisions §1). Every API route must appear here with the access
 * it declares; a new route without a row fails this test. An object rule is always a named policy (D277),
 * so this table names it; what each policy answers (owner or not, 404 or 403) is tested in each
 * feature's own file.
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
  'DELETE /api/media/:id': { policy: 'media:manage', param: 'id', roles: ['PLAYER', 'PARENT', 'ADMIN'] },
  'POST /api/media/upload': 'user',
  'PUT /api/media/uploads/:token': 'user',
  'POST /api/players/setup': ['PLAYER'],
  'GET /api/players/me': 'user',
  'GET /api/players/:id': profile,
  'GET /api/players/:id/page': profile,
  'PATCH /api/players/:id': manage,
  'GET /api/players/:id/views': { policy: 'player:viewCount', param: 'id' },
  'GET /api/players/:id/list-count': managerRead,
  'GET /api/players/:id/features': { ...managerRead, scope: 'schedule' },
  'PUT /api/players/:id/profile-url': manage,
  'GET /api/players/:id/one-pager.pdf': manage,
  // The family (the player, a linked parent) or an admin.
  'PUT /api/players/:id/commitment': { ...manage, roles: ['PLAYER', 'PARENT', 'ADMIN'] },
  'DELETE /api/players/:id/commitment': { ...manage, roles: ['PLAYER', 'PARENT', 'ADMIN'] },
  'GET /api/players/:id/analytics': managerRead,
  'GET /api/players/:id/interest': managerRead,
  'GET /api/demo-profile': 'public',
  'GET /api/players/:id/profile-strength': managerRead,
  'GET /api/players/:id/team-history': view,
  'POST /api/players/:id/team-history': maintain('teamHistory'),
  'PATCH /api/team-history/:id': teamHistoryEntry,
  'DELETE /api/team-history/:id': teamHistoryEntry,
  'GET /api/players/:id/schedule-events': view,
  'POST /api/players/:id/schedule-events': maintain('schedule'),
  'PATCH /api/schedule-events/:id': scheduleEvent,
  'DELETE /api/schedule-events/:id': scheduleEvent,
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
  'GET /api/subscriptions/features/:userId': { policy: 'account:selfOrAdmin', param: 'userId' },
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
  'GET /api/admin/jobs': ['ADMIN'],
  'POST /api/admin/jobs/:job/run': ['ADMIN'],
  'GET /api/players/search': ['RECRUITER', 'ADMIN', 'ORG_ADMIN', 'ORG_STAFF'],
  'GET /api/saved-searches': ['RECRUITER'],
  'POST /api/saved-searches': ['RECRUITER'],
  'PATCH /api/saved-searches/:id': ownSavedSearch,
  'DELETE /api/saved-searches/:id': ownSavedSearch,
  'POST /api/saved-searches/:id/visit': ownSavedSearch,
  'GET /api/lists': ['RECRUITER'],
  'POST /api/lists': ['RECRUITER'],
  'DELETE /api/lists/:id': { policy: 'list:own', param: 'id', roles: ['RECRUITER'] },
  'PATCH /api/lists/:id': { policy: 'list:own', param: 'id', roles: ['RECRUITER'] },
  'GET /api/lists/:id/export.csv': { policy: 'list:own', param: 'id', roles: ['RECRUITER'] },
  'GET /api/lists/annotations': ['RECRUITER'],
  'PUT /api/lists/:listId/items/:playerId/stage': memberList('edit'),
  'GET /api/lists/:listId/items': memberList('view'),
  'POST /api/lists/:listId/items': memberList('edit'),
  'DELETE /api/lists/:listId/items/:playerId': memberList('edit'),
  // D321-D323: the owner shares a list with colleagues and by a secret link; the link's read is public.
  'GET /api/lists/:id/sharing': { ...ownList, param: 'id' },
  'POST /api/lists/:id/members': { ...ownList, param: 'id' },
  'PATCH /api/lists/:id/members/:userId': { ...ownList, param: 'id' },
  'DELETE /api/lists/:id/members/:userId': { ...ownList, param: 'id' },
  'POST /api/lists/:id/share-link': { ...ownList, param: 'id' },
  'DELETE /api/lists/:id/share-link': { ...ownList, param: 'id' },
  'GET /api/shared-lists/:token': 'public',
  'GET /api/players/:id/notes': { ...view, roles: ['RECRUITER'] },
  'POST /api/players/:id/notes': { ...view, roles: ['RECRUITER'] },
  'GET /api/players/:id/rating': { ...view, roles: ['RECRUITER'] },
  'PUT /api/players/:id/rating': { ...view, roles: ['RECRUITER'] },
  'DELETE /api/players/:id/rating': { ...view, roles: ['RECRUITER'] },
  'POST /api/players/parent-create': ['PARENT'],
  'POST /api/players/:id/parental-consent': linkedParent,
  'GET /api/players/:id/parents': managerRead,
  'GET /api/parents/account': ['PARENT'],
  'GET /api/parents/pending-approvals': ['PARENT'],
  'POST /api/parents/pending-approvals/:id/approve': approvalAddressee,
  'GET /api/parents/activity': ['PARENT'],
  'POST /api/players/:id/request-approval': manage,
  'GET /api/approval-requests/validate/:token': 'public',
  'POST /api/approval-requests/approve/:token': ['PARENT'],
  'POST /api/approval/:token/approve': ['PARENT'],
  'POST /api/players/:id/co-parents/invite': linkedParent,
  'POST /api/co-parents/invite': ['PARENT'],
  'GET /api/players/:id/co-parents/invitations': invitationsOf,
  'DELETE /api/co-parents/invitations/:id': managedInvitation,
  'DELETE /api/players/:id/parental-consent': familyParent,
  'DELETE /api/players/:id/parents/:parentUserId': familyParent,
  'GET /api/players/:id/export': family,
  'DELETE /api/players/:id': family,
  'GET /api/auth/account/deletion': 'user',
  'GET /api/account/email-preferences': 'user',
  'PUT /api/account/email-preferences': 'user',
  'GET /api/unsubscribe/:token': 'public',
  'POST /api/unsubscribe/:token': 'public',
  'DELETE /api/auth/account': 'user',
  'GET /api/co-parents/my-invitations': ['PARENT'],
  'GET /api/co-parents/invitations/:token/details': 'public',
  'GET /api/co-parents/invitations/by-id/:id/details': invitee,
  'POST /api/co-parents/invitations/:token/accept': 'user',
  'POST /api/co-parents/invitations/by-id/:id/accept': invitee,
  'POST /api/co-parents/invitations/:token/decline': 'public',
  'POST /api/co-parents/invitations/by-id/:id/decline': invitee,
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
  'POST /api/sponsorships/:id/accept': familySponsorship,
  'POST /api/sponsorships/:id/decline': familySponsorship,
  'POST /api/sponsorships/:id/leave': familySponsorship,
  'GET /api/sponsorship-invitations/:token': 'public',
  'POST /api/sponsorship-invitations/:token/accept': FAMILY,
  'POST /api/sponsorship-invitations/:token/decline': FAMILY,
  'POST /api/players/:id/verification-evidence': { ...manage, roles: ['PLAYER', 'PARENT', 'ADMIN'] },
  'GET /api/players/:id/verification-evidence': { ...manage, roles: ['PLAYER', 'PARENT', 'ADMIN'] },
  'GET /api/verification-evidence': ORG_CALLERS,
  'POST /api/verification-evidence/:id/approve': evidenceReviewer,
  'POST /api/verification-evidence/:id/reject': evidenceReviewer,
  'GET /api/verification-evidence/:id/screenshot': { policy: 'evidence:screenshot', param: 'id' },
  'POST /api/players/:id/game-stats/:gameId/verify': playerReviewer,
  // A thread answers its participants only (404 for anyone else): the conversation:participant policy.
  'GET /api/conversations': 'user',
  'GET /api/conversations/unread-count': 'user',
  'POST /api/conversations': ['RECRUITER', 'PLAYER', 'PARENT'],
  'GET /api/conversations/:id': participant,
  'POST /api/conversations/:id/messages': participant,
  'POST /api/conversations/:id/read': participant,
  'POST /api/conversations/:id/report': participant,
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
  // D300: calendar feeds. The family manages a player's link, a recruiter a list's; the token is the secret.
  'GET /api/players/:id/calendar-feed': manage,
  'POST /api/players/:id/calendar-feed': manage,
  'DELETE /api/players/:id/calendar-feed': manage,
  'GET /api/lists/:id/calendar-feed': { ...ownList, param: 'id' },
  'POST /api/lists/:id/calendar-feed': { ...ownList, param: 'id' },
  'DELETE /api/lists/:id/calendar-feed': { ...ownList, param: 'id' },
  'GET /api/calendar/players/:token.ics': 'public',
  'GET /api/calendar/lists/:token.ics': 'public',
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

/**
 * The params of a path that name an object. A `:token` is not one: it is a secret handed to the caller
 * (an e-mailed invitation, an upload URL) whose route checks it was handed to them (D277).
 */
function objectParamsOf(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!).filter((param) => param !== 'token');
}

const fillParams = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

describe('authorization matrix', () => {
  it('every API route is in the access table with the access it declares', () => {
    const declared = Object.fromEntries(t.app.apiRoutes.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(declared).toEqual(ACCESS_TABLE);
  });

  it("a 'user' route acts on the caller's own account only: its path names no object (D277)", () => {
    const named = t.app.apiRoutes
      .filter((r) => r.access === 'user')
      .flatMap((r) => objectParamsOf(r.url).map((param) => `${r.method} ${r.url} (:${param})`));
    expect(named, 'declare a policy that loads the object instead').toEqual([]);
  });

  it('the check of user routes sees an object id in a path', () => {
    expect(objectParamsOf('/api/schedule-events/:id')).toEqual(['id']);
    expect(objectParamsOf('/api/players/:id/upcoming-events/:eventId')).toEqual(['id', 'eventId']);
    expect(objectParamsOf('/api/co-parents/invitations/:token/accept')).toEqual([]);
    expect(objectParamsOf('/api/auth/me')).toEqual([]);
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
