import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { ListAccess } from '#common/contracts/list-sharing.ts';
import {
  DEFAULT_LIST_STAGES,
  type ListDetail,
  type ListItemPlayer,
  type ListItemsResponse,
  type RecruiterList,
} from '#common/contracts/lists.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import {
  players,
  recruiterListItems,
  recruiterListMembers,
  recruiterLists,
  teams,
  users,
} from '#server/db/schema/index.ts';
import {
  findPlayerForView,
  IS_ACTIVE_PLAYER,
  PLAYER_CARD_COLUMNS,
  toPlayerCard,
} from '#server/features/players/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import { annotationsOf, NO_ANNOTATION } from './annotations.ts';
import { areColleagues } from './program.ts';

/**
 * A recruiter's lists (decisions §1): only their owner sees or changes them, and the colleagues of their
 * program the owner shares one with (D321, the list:member policy); another recruiter's list answers 404 as
 * if it did not exist (list-policies.ts). Items show active profiles only, like search.
 */

export const LIST_NOT_FOUND = 'List not found.';
export const ALREADY_IN_LIST = 'Player is already in this list';

export type ListRow = typeof recruiterLists.$inferSelect;
/** A list as the list:member policy loads it: the caller's standing on it, and its owner's name if shared. */
export type SharedListRow = ListRow & { access: ListAccess; sharedBy: string | null };

/** D290: the default stages, then the owner's own; what the caller may do with it (D321). */
export function toListDetail(
  row: Pick<ListRow, 'id' | 'name' | 'customStages'>,
  standing: { access: ListAccess; sharedBy: string | null } = { access: 'owner', sharedBy: null },
): ListDetail {
  return {
    id: row.id,
    name: row.name,
    stages: [...DEFAULT_LIST_STAGES, ...row.customStages],
    customStages: row.customStages,
    access: standing.access,
    sharedBy: standing.sharedBy,
  };
}

/** The list locked against a concurrent delete or change; deleted meanwhile: 404. */
export async function lockList(tx: DbOrTx, listId: string): Promise<ListRow> {
  const [row] = await tx.select().from(recruiterLists).where(eq(recruiterLists.id, listId)).for('update');
  if (!row) throw notFound(LIST_NOT_FOUND);
  return row;
}

function toListDto(
  row: Pick<ListRow, 'id' | 'name' | 'createdAt'>,
  itemCount: number,
  access: ListAccess = 'owner',
  sharedBy: string | null = null,
): RecruiterList {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), itemCount, access, sharedBy };
}

/**
 * The caller's own lists, oldest first, so "the first list" of the dashboard (spec 3 §2) stays the same
 * list; then the lists colleagues shared with them (D321), oldest first, while they are still colleagues.
 * With `playerId`, each list also says whether it holds that player (only lists the caller may read are
 * read, so nothing leaks).
 */
export async function listOwnLists(db: DbOrTx, userId: string, playerId?: string): Promise<RecruiterList[]> {
  const rows = await db
    .select({
      id: recruiterLists.id,
      name: recruiterLists.name,
      createdAt: recruiterLists.createdAt,
      ownerUserId: recruiterLists.ownerUserId,
      ownerName: users.name,
      memberAccess: recruiterListMembers.access,
      // count(players.id) skips items whose player is not active (the left join leaves it null).
      itemCount: count(players.id),
      hasPlayer: playerId
        ? sql<boolean>`coalesce(bool_or(${players.id} = ${playerId}), false)`
        : sql<null>`null`,
    })
    .from(recruiterLists)
    .innerJoin(users, eq(users.id, recruiterLists.ownerUserId))
    .leftJoin(
      recruiterListMembers,
      and(eq(recruiterListMembers.listId, recruiterLists.id), eq(recruiterListMembers.userId, userId)),
    )
    .leftJoin(recruiterListItems, eq(recruiterListItems.listId, recruiterLists.id))
    .leftJoin(players, and(eq(players.id, recruiterListItems.playerId), IS_ACTIVE_PLAYER))
    .where(or(eq(recruiterLists.ownerUserId, userId), eq(recruiterListMembers.userId, userId)))
    .groupBy(recruiterLists.id, users.name, recruiterListMembers.access)
    .orderBy(asc(recruiterLists.createdAt), asc(recruiterLists.id));
  const colleague = new Map<string, boolean>();
  for (const r of rows) {
    if (r.ownerUserId !== userId && !colleague.has(r.ownerUserId))
      colleague.set(r.ownerUserId, await areColleagues(db, r.ownerUserId, userId));
  }
  const own = rows.filter((r) => r.ownerUserId === userId);
  const shared = rows.filter(
    (r) => r.ownerUserId !== userId && r.memberAccess && colleague.get(r.ownerUserId),
  );
  return [...own, ...shared].map((r) => {
    const dto =
      r.ownerUserId === userId
        ? toListDto(r, r.itemCount)
        : toListDto(r, r.itemCount, r.memberAccess ?? 'view', r.ownerName);
    return playerId ? { ...dto, hasPlayer: r.hasPlayer === true } : dto;
  });
}

export async function createList(
  db: Db,
  ownerUserId: string,
  name: string,
  info: RequestInfo,
): Promise<RecruiterList> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(recruiterLists).values({ ownerUserId, name }).returning();
    await recordAudit(
      tx,
      {
        eventType: 'list_created',
        userId: ownerUserId,
        targetType: 'recruiter_list',
        targetId: row!.id,
        metadata: { name },
      },
      info,
    );
    return toListDto(row!, 0);
  });
}

/** Deletes the caller's list (the list:own policy loaded it); gone meanwhile: 404. */
export async function deleteList(db: Db, user: AuthUser, list: ListRow, info: RequestInfo): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(recruiterLists)
      .where(eq(recruiterLists.id, list.id))
      .returning({ id: recruiterLists.id, name: recruiterLists.name });
    if (!row) throw notFound(LIST_NOT_FOUND);
    await recordAudit(
      tx,
      {
        eventType: 'list_deleted',
        userId: user.id,
        targetType: 'recruiter_list',
        targetId: row.id,
        metadata: { name: row.name },
      },
      info,
    );
  });
}

/** The list's active players with when they were added, their stage and handedness; one query. */
export async function listItemRows(db: DbOrTx, listId: string, playerId?: string) {
  return (
    db
      .select({
        ...PLAYER_CARD_COLUMNS,
        shoots: players.shoots,
        addedAt: recruiterListItems.addedAt,
        stage: recruiterListItems.stage,
      })
      .from(recruiterListItems)
      .innerJoin(players, eq(players.id, recruiterListItems.playerId))
      .leftJoin(teams, eq(teams.id, players.currentTeamId))
      .where(
        and(
          eq(recruiterListItems.listId, listId),
          IS_ACTIVE_PLAYER,
          playerId ? eq(recruiterListItems.playerId, playerId) : undefined,
        ),
      )
      // sortOrder is 0 until lists can be reordered; then newest additions first.
      .orderBy(
        asc(recruiterListItems.sortOrder),
        desc(recruiterListItems.addedAt),
        asc(recruiterListItems.id),
      )
  );
}

/**
 * Cards of the list's active players, each with its stage and the reader's own rating and note (D291): on a
 * shared list each recruiter sees their own, never the owner's or another colleague's (D321).
 */
async function listItemCards(
  db: DbOrTx,
  list: ListRow,
  readerUserId: string,
  playerId?: string,
): Promise<ListItemPlayer[]> {
  const rows = await listItemRows(db, list.id, playerId);
  const annotations = await annotationsOf(
    db,
    readerUserId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...toPlayerCard(r),
    addedAt: r.addedAt.toISOString(),
    stage: r.stage,
    ...(annotations.get(r.id) ?? NO_ANNOTATION),
  }));
}

export async function listItems(
  db: DbOrTx,
  list: SharedListRow,
  readerUserId: string,
): Promise<ListItemsResponse> {
  return { list: toListDetail(list, list), items: await listItemCards(db, list, readerUserId) };
}

/** Adds a player the recruiter may see (an active profile; otherwise 404, as for a single read). */
export async function addListItem(
  db: Db,
  user: AuthUser,
  own: ListRow,
  playerRef: string,
  info: RequestInfo,
): Promise<ListItemPlayer> {
  return db.transaction(async (tx) => {
    const list = await lockList(tx, own.id);
    const { player } = await findPlayerForView(tx, user, playerRef);
    const [added] = await tx
      .insert(recruiterListItems)
      .values({ listId: list.id, playerId: player.id })
      .onConflictDoNothing({ target: [recruiterListItems.listId, recruiterListItems.playerId] })
      .returning({ id: recruiterListItems.id });
    if (!added) throw new AppError('CONFLICT', ALREADY_IN_LIST);
    await recordAudit(
      tx,
      {
        eventType: 'list_item_added',
        userId: user.id,
        targetType: 'player',
        targetId: player.id,
        metadata: { listId: list.id },
      },
      info,
    );
    const [card] = await listItemCards(tx, list, user.id, player.id);
    // Only if the profile left 'active' in the meantime; the transaction rolls back.
    if (!card) throw notFound('Player not found.');
    return card;
  });
}

export async function removeListItem(
  db: Db,
  user: AuthUser,
  list: ListRow,
  playerId: string,
  info: RequestInfo,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(recruiterListItems)
      .where(and(eq(recruiterListItems.listId, list.id), eq(recruiterListItems.playerId, playerId)))
      .returning({ id: recruiterListItems.id });
    if (!removed) throw notFound('Player is not in this list.');
    await recordAudit(
      tx,
      {
        eventType: 'list_item_removed',
        userId: user.id,
        targetType: 'player',
        targetId: playerId,
        metadata: { listId: list.id },
      },
      info,
    );
  });
}
