import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '#common/enums.ts';
import { createUser } from '#server/db/seed/factories.ts';
import { sessionCookie, uniqueEmail } from '../test/test-app.ts';
import { withTestApp } from '../test/with-test-app.ts';
import type { Access } from './plugins/auth.ts';

/**
 * The one table of who may call what (decisions §1). Every API route must appear here with the access
 * it declares; a new route without a row fails this test. Object-level rules (owner or not) are tested
 * in each feature's own file.
 */
const ACCESS_TABLE: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/openapi.json': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/me': 'user',
  'POST /api/auth/verify-email': 'public',
  'POST /api/auth/resend-verification': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/dev/outbox': 'public',
  'GET /api/players/:id/media': 'public',
  'POST /api/players/:id/media': ['PLAYER', 'PARENT', 'ADMIN'],
  'DELETE /api/media/:id': ['PLAYER', 'PARENT', 'ADMIN'],
  'POST /api/media/upload': 'user',
  'PUT /api/media/uploads/:token': 'user',
  'POST /api/players/setup': ['PLAYER'],
  'GET /api/players/me': 'user',
  'GET /api/players/:id': 'public',
  'PATCH /api/players/:id': 'user',
  'GET /api/players/:id/views': 'user',
  'GET /api/players/:id/list-count': 'user',
  'GET /api/players/:id/features': 'user',
  'GET /api/players/:id/profile-strength': 'user',
  'GET /api/players/:id/team-history': 'public',
  'POST /api/players/:id/team-history': 'user',
  'PATCH /api/team-history/:id': 'user',
  'DELETE /api/team-history/:id': 'user',
  'GET /api/players/:id/schedule-events': 'public',
  'POST /api/players/:id/schedule-events': 'user',
  'PATCH /api/schedule-events/:id': 'user',
  'DELETE /api/schedule-events/:id': 'user',
  'GET /api/players/:id/upcoming-events': 'public',
  'GET /api/players/:id/season-stats': 'public',
  'GET /api/players/:id/measurables': 'public',
  'PUT /api/players/:id/measurables': 'user',
  'GET /api/players/:id/coach-references': 'public',
  'GET /api/players/:id/game-stats': 'public',
  'POST /api/players/:id/game-stats/skater': 'user',
  'POST /api/players/:id/game-stats/goalie': 'user',
  'GET /api/players/:id/goals': 'public',
  'POST /api/players/:id/goals': 'user',
  'PATCH /api/players/:id/goals/:goalId': 'user',
  'DELETE /api/players/:id/goals/:goalId': 'user',
  'GET /api/subscriptions/features/:userId': 'user',
  'GET /api/players/search': ['RECRUITER', 'ADMIN', 'ORG_ADMIN', 'ORG_STAFF'],
  'GET /api/lists': ['RECRUITER'],
  'POST /api/lists': ['RECRUITER'],
  'DELETE /api/lists/:id': ['RECRUITER'],
  'GET /api/lists/:listId/items': ['RECRUITER'],
  'POST /api/lists/:listId/items': ['RECRUITER'],
  'DELETE /api/lists/:listId/items/:playerId': ['RECRUITER'],
  'GET /api/players/:id/notes': ['RECRUITER'],
  'POST /api/players/:id/notes': ['RECRUITER'],
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
  'POST /api/co-parents/invitations/:token/decline': 'user',
  'POST /api/co-parents/invitations/by-id/:id/decline': ['PARENT'],
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
  }
});

const fillParams = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

describe('authorization matrix', () => {
  it('every API route is in the access table with the access it declares', () => {
    const declared = Object.fromEntries(t.app.apiRoutes.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(declared).toEqual(ACCESS_TABLE);
  });

  for (const [route, access] of Object.entries(ACCESS_TABLE)) {
    if (access === 'public') continue;
    const [method, url] = route.split(' ') as [string, string];
    it(`${route}: anonymous gets 401${Array.isArray(access) ? ', other roles 403' : ''}`, async () => {
      const anon = await t.app.inject({
        method: method as 'GET',
        url: fillParams(url),
        payload: method === 'GET' ? undefined : {},
      });
      expect(anon.statusCode).toBe(401);
      for (const role of ROLES) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: fillParams(url),
          headers: { cookie: cookies[role] },
          payload: method === 'GET' ? undefined : {},
        });
        const allowed = access === 'user' || (access as readonly Role[]).includes(role);
        if (allowed) expect(res.statusCode, `${role} on ${route}`).not.toBe(403);
        else expect(res.statusCode, `${role} on ${route}`).toBe(403);
        expect(res.statusCode, `${role} on ${route}`).not.toBe(401);
      }
    });
  }
});
