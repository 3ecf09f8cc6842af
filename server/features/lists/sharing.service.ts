import { and, asc, eq } from 'drizzle-orm';
import {
  ALREADY_A_MEMBER,
  type ListMember,
  type ListMemberAccess,
  type ListSharing,
  NOT_A_COLLEAGUE,
  OWNER_PROGRAM_UNVERIFIED,
  type ShareLink,
} from '#common/contracts/list-sharing.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { recruiterListMembers, recruiterLists, users } from '#server/db/schema/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { enqueueEmail } from '#server/lib/email/queue.ts';
import { listSharedEmail } from '#server/lib/email/recruiting-templates.ts';
import { AppError, forbidden, notFound } from '#server/lib/errors.ts';
import { generateToken, hashToken } from '#server/lib/tokens.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import { type ListRow, lockList } from './lists.service.ts';
import { areColleagues, colleaguesOf, verifiedProgramOf } from './program.ts';

/**
 * The owner's share settings of a list (D321, D322): colleagues of the program to view or edit it, and a
 * secret read-only link. The list:own policy loaded the caller's own list; every change is audited in its
 * transaction.
 */

export const MEMBER_NOT_FOUND = 'This colleague does not have the list.';
export const LINK_NOT_FOUND = 'The list has no link to revoke.';

const memberColumns = {
  userId: recruiterListMembers.userId,
  name: users.name,
  email: users.email,
  access: recruiterListMembers.access,
  addedAt: recruiterListMembers.addedAt,
};

type MemberRow = { userId: string; name: string; email: string; access: ListMemberAccess; addedAt: Date };
const toMember = (r: MemberRow): ListMember => ({ ...r, addedAt: r.addedAt.toISOString() });

function members(db: DbOrTx, listId: string, userId?: string) {
  return db
    .select(memberColumns)
    .from(recruiterListMembers)
    .innerJoin(users, eq(users.id, recruiterListMembers.userId))
    .where(
      and(
        eq(recruiterListMembers.listId, listId),
        userId ? eq(recruiterListMembers.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}

export async function sharingOf(db: DbOrTx, list: ListRow): Promise<ListSharing> {
  const program = await verifiedProgramOf(db, list.ownerUserId);
  const current = await members(db, list.id);
  const colleagues = program ? await colleaguesOf(db, list.ownerUserId, program) : [];
  const has = new Set(current.map((m) => m.userId));
  return {
    canShareWithColleagues: program !== null,
    members: current.map(toMember),
    colleagues: colleagues.filter((c) => !has.has(c.userId)),
    link: {
      active: list.isShared && list.shareToken !== null,
      createdAt: list.isShared ? (list.shareLinkCreatedAt?.toISOString() ?? null) : null,
    },
  };
}

const refuseEmail = (message: string) =>
  new AppError('VALIDATION_ERROR', message, { issues: [{ path: 'email', message }] });

/**
 * Shares the list with a colleague named by e-mail (the pick-list sends theirs): only a verified recruiter
 * of the owner's verified program (D320). Anyone else, or an address with no account, gets the same 400,
 * so the form does not tell which addresses have accounts. The colleague is told by e-mail.
 */
export async function addMember(
  db: Db,
  owner: AuthUser,
  own: ListRow,
  input: { email: string; access: ListMemberAccess },
  links: { appUrl: string },
  info: RequestInfo,
): Promise<ListMember> {
  return db.transaction(async (tx) => {
    const list = await lockList(tx, own.id);
    if (!(await verifiedProgramOf(tx, owner.id))) throw forbidden(OWNER_PROGRAM_UNVERIFIED);
    const [colleague] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.email, input.email.toLowerCase()))
      .limit(1);
    if (!colleague || !(await areColleagues(tx, owner.id, colleague.id))) throw refuseEmail(NOT_A_COLLEAGUE);
    const [added] = await tx
      .insert(recruiterListMembers)
      .values({ listId: list.id, userId: colleague.id, access: input.access })
      .onConflictDoNothing()
      .returning({ addedAt: recruiterListMembers.addedAt });
    if (!added) throw new AppError('CONFLICT', ALREADY_A_MEMBER);
    await recordAudit(
      tx,
      {
        eventType: 'list_member_added',
        userId: owner.id,
        targetUserId: colleague.id,
        targetType: 'recruiter_list',
        targetId: list.id,
        metadata: { access: input.access },
      },
      info,
    );
    await enqueueEmail(
      tx,
      listSharedEmail({
        to: colleague.email,
        colleagueName: colleague.name,
        ownerName: owner.name,
        listName: list.name,
        canEdit: input.access === 'edit',
        link: `${links.appUrl.replace(/\/$/, '')}/recruiter/lists/${list.id}`,
      }),
    );
    return toMember({
      userId: colleague.id,
      name: colleague.name,
      email: colleague.email,
      access: input.access,
      addedAt: added.addedAt,
    });
  });
}

export async function updateMember(
  db: Db,
  owner: AuthUser,
  own: ListRow,
  userId: string,
  access: ListMemberAccess,
  info: RequestInfo,
): Promise<ListMember> {
  return db.transaction(async (tx) => {
    const list = await lockList(tx, own.id);
    const [before] = await members(tx, list.id, userId);
    if (!before) throw notFound(MEMBER_NOT_FOUND);
    if (before.access !== access) {
      await tx
        .update(recruiterListMembers)
        .set({ access })
        .where(and(eq(recruiterListMembers.listId, list.id), eq(recruiterListMembers.userId, userId)));
      await recordAudit(
        tx,
        {
          eventType: 'list_member_updated',
          userId: owner.id,
          targetUserId: userId,
          targetType: 'recruiter_list',
          targetId: list.id,
          metadata: { from: before.access, to: access },
        },
        info,
      );
    }
    return toMember({ ...before, access });
  });
}

export async function removeMember(
  db: Db,
  owner: AuthUser,
  own: ListRow,
  userId: string,
  info: RequestInfo,
): Promise<void> {
  await db.transaction(async (tx) => {
    const list = await lockList(tx, own.id);
    const [removed] = await tx
      .delete(recruiterListMembers)
      .where(and(eq(recruiterListMembers.listId, list.id), eq(recruiterListMembers.userId, userId)))
      .returning({ access: recruiterListMembers.access });
    if (!removed) throw notFound(MEMBER_NOT_FOUND);
    await recordAudit(
      tx,
      {
        eventType: 'list_member_removed',
        userId: owner.id,
        targetUserId: userId,
        targetType: 'recruiter_list',
        targetId: list.id,
        metadata: { access: removed.access },
      },
      info,
    );
  });
}

/**
 * D322: a new secret link; the one the list had stops working at once. Only the token's hash is kept
 * (share_token), so the address is shown this once.
 */
export async function createShareLink(
  db: Db,
  owner: AuthUser,
  own: ListRow,
  baseUrl: string,
  info: RequestInfo,
): Promise<ShareLink> {
  return db.transaction(async (tx) => {
    const list = await lockList(tx, own.id);
    const token = generateToken();
    const [row] = await tx
      .update(recruiterLists)
      .set({ shareToken: hashToken(token), isShared: true, shareLinkCreatedAt: new Date() })
      .where(eq(recruiterLists.id, list.id))
      .returning({ createdAt: recruiterLists.shareLinkCreatedAt });
    await recordAudit(
      tx,
      {
        eventType: 'list_link_created',
        userId: owner.id,
        targetType: 'recruiter_list',
        targetId: list.id,
        metadata: { replaced: list.isShared },
      },
      info,
    );
    return {
      url: `${baseUrl.replace(/\/$/, '')}/shared/lists/${token}`,
      createdAt: row!.createdAt!.toISOString(),
    };
  });
}

export async function revokeShareLink(
  db: Db,
  owner: AuthUser,
  own: ListRow,
  info: RequestInfo,
): Promise<void> {
  await db.transaction(async (tx) => {
    const list = await lockList(tx, own.id);
    if (!list.isShared) throw notFound(LINK_NOT_FOUND);
    await tx
      .update(recruiterLists)
      .set({ shareToken: null, isShared: false, shareLinkCreatedAt: null })
      .where(eq(recruiterLists.id, list.id));
    await recordAudit(
      tx,
      { eventType: 'list_link_revoked', userId: owner.id, targetType: 'recruiter_list', targetId: list.id },
      info,
    );
  });
}
