import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { ListItemPlayer, ListItemsResponse, RecruiterList } from '#common/contracts/lists.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { players, recruiterListItems, recruiterLists, teams } from '#server/db/schema/index.ts';
import {
  findPlayerForView,
  IS_ACTIVE_PLAYER,
  PLAYER_CARD_COLUMNS,
  toPlayerCard,
} from '#server/features/players/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';

/**
 * A recruiter's lists (decisions §1): only their owner sees or changes them; another recruiter's list
 * answers 404 as if it did not exist. Items show active profiles only, like search.
 */

export const LIST_NOT_FOUND = 'List not found.';
export const ALREADY_IN_LIST = 'Player is already in this list';

type ListRow = typeof recruiterLists.$inferSelect;

function toListDto(row: Pick<ListRow, 'id' | 'name' | 'createdAt'>, itemCount: number): RecruiterList {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), itemCount };
}

/** The list, if the user owns it; 404 otherwise. `forUpdate` locks it against a concurrent delete. */
async function findOwnList(
  db: DbOrTx,
  ownerUserId: string,
  listId: string,
  forUpdate = false,
): Promise<ListRow> {
  const query = db
    .select()
    .from(recruiterLists)
    .where(and(eq(recruiterLists.id, listId), eq(recruiterLists.ownerUserId, ownerUserId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(LIST_NOT_FOUND);
  return row;
}

/**
 * Oldest first, so "the first list" of the dashboard (spec 3 §2) stays the same list. With `playerId`, each
 * list also says whether it holds that player (only the caller's own lists are read, so nothing leaks).
 */
export async function listOwnLists(
  db: DbOrTx,
  ownerUserId: string,
  playerId?: string,
): Promise<RecruiterList[]> {
  const rows = await db
    .select({
      id: recruiterLists.id,
      name: recruiterLists.name,
      createdAt: recruiterLists.createdAt,
      // count(players.id) skips items whose player is not active (the left join leaves it null).
      itemCount: count(players.id),
      hasPlayer: playerId
        ? sql<boolean>`coalesce(bool_or(${players.id} = ${playerId}), false)`
        : sql<null>`null`,
    })
    .from(recruiterLists)
    .leftJoin(recruiterListItems, eq(recruiterListItems.listId, recruiterLists.id))
    .leftJoin(players, and(eq(players.id, recruiterListItems.playerId), IS_ACTIVE_PLAYER))
    .where(eq(recruiterLists.ownerUserId, ownerUserId))
    .groupBy(recruiterLists.id)
    .orderBy(asc(recruiterLists.createdAt), asc(recruiterLists.id));
  return rows.map((r) =>
    playerId ? { ...toListDto(r, r.itemCount), hasPlayer: r.hasPlayer === true } : toListDto(r, r.itemCount),
  );
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

export async function deleteList(
  db: Db,
  ownerUserId: string,
  listId: string,
  info: RequestInfo,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(recruiterLists)
      .where(and(eq(recruiterLists.id, listId), eq(recruiterLists.ownerUserId, ownerUserId)))
      .returning({ id: recruiterLists.id, name: recruiterLists.name });
    if (!row) throw notFound(LIST_NOT_FOUND);
    await recordAudit(
      tx,
      {
        eventType: 'list_deleted',
        userId: ownerUserId,
        targetType: 'recruiter_list',
        targetId: row.id,
        metadata: { name: row.name },
      },
      info,
    );
  });
}

/** Cards of the list's active players with when they were added; one query. */
async function listItemCards(db: DbOrTx, listId: string, playerId?: string): Promise<ListItemPlayer[]> {
  const rows = await db
    .select({ ...PLAYER_CARD_COLUMNS, addedAt: recruiterListItems.addedAt })
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
    .orderBy(asc(recruiterListItems.sortOrder), desc(recruiterListItems.addedAt), asc(recruiterListItems.id));
  return rows.map((r) => ({ ...toPlayerCard(r), addedAt: r.addedAt.toISOString() }));
}

export async function listItems(db: DbOrTx, ownerUserId: string, listId: string): Promise<ListItemsResponse> {
  const list = await findOwnList(db, ownerUserId, listId);
  return { list: { id: list.id, name: list.name }, items: await listItemCards(db, list.id) };
}

/** Adds a player the recruiter may see (an active profile; otherwise 404, as for a single read). */
export async function addListItem(
  db: Db,
  user: AuthUser,
  listId: string,
  playerRef: string,
  info: RequestInfo,
): Promise<ListItemPlayer> {
  return db.transaction(async (tx) => {
    const list = await findOwnList(tx, user.id, listId, true);
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
    const [card] = await listItemCards(tx, list.id, player.id);
    // Only if the profile left 'active' in the meantime; the transaction rolls back.
    if (!card) throw notFound('Player not found.');
    return card;
  });
}

export async function removeListItem(
  db: Db,
  ownerUserId: string,
  listId: string,
  playerId: string,
  info: RequestInfo,
): Promise<void> {
  await db.transaction(async (tx) => {
    const list = await findOwnList(tx, ownerUserId, listId);
    const [removed] = await tx
      .delete(recruiterListItems)
      .where(and(eq(recruiterListItems.listId, list.id), eq(recruiterListItems.playerId, playerId)))
      .returning({ id: recruiterListItems.id });
    if (!removed) throw notFound('Player is not in this list.');
    await recordAudit(
      tx,
      {
        eventType: 'list_item_removed',
        userId: ownerUserId,
        targetType: 'player',
        targetId: playerId,
        metadata: { listId: list.id },
      },
      info,
    );
  });
}
