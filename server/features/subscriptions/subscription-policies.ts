import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { type AuthUser, definePolicy } from '#server/plugins/auth.ts';

const USER_NOT_FOUND = 'User not found.';

/**
 * A user account named in the path that the caller may read about: their own, or any for an admin.
 * Anyone else gets the 404 of an unknown user, so the answer never tells whether an id is a user's.
 */
async function findAccountForRead(db: DbOrTx, viewer: AuthUser, userId: string): Promise<{ id: string }> {
  if (viewer.id !== userId && viewer.role !== 'ADMIN') throw notFound(USER_NOT_FOUND);
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!target) throw notFound(USER_NOT_FOUND);
  return target;
}

/** The subscriptions area's resource policy (D277), registered by the composition root (server/app.ts). */
export const subscriptionPolicies = {
  /** The account named by `param` (a user id): the caller's own, or any for an admin; else 404. */
  'account:selfOrAdmin': definePolicy({
    signedIn: true,
    load: ({ db, user, id }) => findAccountForRead(db, user, id),
  }),
};

declare module '#server/plugins/auth.ts' {
  interface AccessPolicies {
    'account:selfOrAdmin': (typeof subscriptionPolicies)['account:selfOrAdmin'];
  }
}
