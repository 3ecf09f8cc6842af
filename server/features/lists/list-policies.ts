import { and, eq } from 'drizzle-orm';
import { type ListMemberAccess, listAccessAllows, VIEW_ONLY } from '#common/contracts/list-sharing.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { recruiterListMembers, recruiterLists, users } from '#server/db/schema/index.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import { definePolicy } from '#server/plugins/auth.ts';
import { LIST_NOT_FOUND, type ListRow, type SharedListRow } from './lists.service.ts';
import { areColleagues } from './program.ts';

/** The list, if the user owns it; 404 otherwise, as if another recruiter's list did not exist. */
async function findOwnList(db: DbOrTx, ownerUserId: string, listId: string): Promise<ListRow> {
  const [row] = await db
    .select()
    .from(recruiterLists)
    .where(and(eq(recruiterLists.id, listId), eq(recruiterLists.ownerUserId, ownerUserId)))
    .limit(1);
  if (!row) throw notFound(LIST_NOT_FOUND);
  return row;
}

/**
 * D321: the list, if the user owns it or a colleague shared it with them and they are still colleagues
 * (both verified for the same program, D320: one who left the program or lost verification loses the list).
 * Anyone else 404, as for a list that does not exist; a colleague who may only view it and asks to change
 * it 403.
 */
async function findMemberList(
  db: DbOrTx,
  userId: string,
  listId: string,
  needed: ListMemberAccess,
): Promise<SharedListRow> {
  const [row] = await db
    .select({ list: recruiterLists, ownerName: users.name, memberAccess: recruiterListMembers.access })
    .from(recruiterLists)
    .innerJoin(users, eq(users.id, recruiterLists.ownerUserId))
    .leftJoin(
      recruiterListMembers,
      and(eq(recruiterListMembers.listId, recruiterLists.id), eq(recruiterListMembers.userId, userId)),
    )
    .where(eq(recruiterLists.id, listId))
    .limit(1);
  if (!row) throw notFound(LIST_NOT_FOUND);
  if (row.list.ownerUserId === userId) return { ...row.list, access: 'owner', sharedBy: null };
  if (!row.memberAccess || !(await areColleagues(db, row.list.ownerUserId, userId)))
    throw notFound(LIST_NOT_FOUND);
  if (!listAccessAllows(row.memberAccess, needed)) throw forbidden(VIEW_ONLY);
  return { ...row.list, access: row.memberAccess, sharedBy: row.ownerName };
}

/** The lists area's resource policies (D277), registered by the composition root (server/app.ts). */
export const listPolicies = {
  /** A recruiter list (its id in the path) the caller owns; anyone else 404. */
  'list:own': definePolicy({
    signedIn: true,
    load: ({ db, user, id }) => findOwnList(db, user.id, id),
  }),
  /**
   * A list the caller owns or a colleague shared with them (D321); `scope` 'view' reads it, 'edit' also
   * moves stages and adds or removes players.
   */
  'list:member': definePolicy({
    signedIn: true,
    load: ({ db, user, id, scope }) => findMemberList(db, user.id, id, scope === 'edit' ? 'edit' : 'view'),
  }),
};

declare module '#server/plugins/auth.ts' {
  interface AccessPolicies {
    'list:own': (typeof listPolicies)['list:own'];
    'list:member': (typeof listPolicies)['list:member'];
  }
}
