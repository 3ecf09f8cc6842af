import type { AdminUserDetails } from '#common/contracts/admin.ts';
import type { UserFeature } from '#common/contracts/subscriptions.ts';
import { FEATURES, featureLimitFor } from '#common/tier-limits.ts';
import { mockFetch, type SentRequest } from './component-kit.tsx';
import { TIERS_WITH_FEATURES } from './plans-kit.ts';

/**
 * What the admin user detail page's component tests share (client/features/admin/pages/
 * user-detail-page-*.test.tsx): the user they show, the API the page talks to, and the address that opens it.
 */

export const USER_ID = '11111111-1111-4111-8111-111111111111';
const ADMIN_ID = '99999999-9999-4999-8999-999999999999';
const ROUTE = '/admin/users/:userId';

/** The details of the user the page shows: an active, verified parent with nothing connected. */
export function details(
  over: Partial<AdminUserDetails['user']> = {},
  rest: Partial<AdminUserDetails> = {},
): AdminUserDetails {
  return {
    user: {
      id: USER_ID,
      name: 'Dana Parent',
      email: 'dana@example.com',
      role: 'PARENT',
      emailVerified: true,
      suspended: false,
      suspendedAt: null,
      suspendedReason: null,
      createdAt: '2026-01-15T15:00:00.000Z',
      lastLoginAt: null,
      ...over,
    },
    subscription: null,
    featureOverrides: [],
    connectedProfiles: { players: [], recruiter: null, organization: null },
    connectedUsers: { coParents: [], playerUsers: [], parentUsers: [] },
    recentActivity: [],
    ...rest,
  };
}

/** GET /api/subscriptions/features/{userId} on the free tier, with 1 of 2 events used. */
export function features(): UserFeature[] {
  return FEATURES.map((f) => {
    const access = featureLimitFor('locker_room', f.key);
    return {
      key: f.key,
      name: f.name,
      description: f.description,
      limit: access.limit,
      used: f.key === 'upcoming_events' ? 1 : f.key === 'highlight_clips' ? 0 : null,
      hasAccess: access.enabled,
      isComingSoon: f.isComingSoon,
    };
  });
}

type Reply = { status?: number; body?: unknown } | undefined;

/** The API the page talks to: the admin's session, this user's details, features and the tiers. */
export function world(
  user: AdminUserDetails | { status: number },
  write: (r: SentRequest) => Reply = () => undefined,
) {
  return mockFetch((r) => {
    if (r.url === '/api/auth/me')
      return {
        body: { id: ADMIN_ID, name: 'Admin', email: 'admin@x.test', role: 'ADMIN', emailVerified: true },
      };
    if (r.method !== 'GET') return write(r) ?? { body: { message: 'ok' } };
    if (r.url === `/api/admin/users/${USER_ID}/details`)
      return 'status' in user ? { status: user.status, body: { message: 'User not found' } } : { body: user };
    if (r.url === `/api/subscriptions/features/${USER_ID}`)
      return {
        body: { features: features(), currentTier: { name: 'locker_room', displayName: 'Locker Room' } },
      };
    if (r.url === '/api/subscriptions/tiers')
      return { body: { tiers: TIERS_WITH_FEATURES.map(({ features: _f, ...t }) => t) } };
    return { status: 404, body: { message: 'Not found' } };
  });
}

/** The page's address, on a tab when given, as an admin. */
export const open = (tab?: string) => ({
  path: `/admin/users/${USER_ID}${tab ? `?tab=${tab}` : ''}`,
  route: ROUTE,
  auth: true,
});
