import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type CreateSavedSearchInput,
  SAVED_SEARCH_MAX,
  type SavedSearch,
  type SavedSearchAlert,
  type UpdateSavedSearchInput,
} from '#common/contracts/saved-searches.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { savedSearches, savedSearchMatches, users } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { searchAs } from './search-as.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found.';

/** The players a search found after its last visit (D308). */
const newSinceVisit = sql<number>`(
  select count(*)::int from ${savedSearchMatches}
  where ${savedSearchMatches.savedSearchId} = ${savedSearches.id}
    and ${savedSearchMatches.foundAt} > ${savedSearches.visitedAt}
)`;

const columns = {
  id: savedSearches.id,
  name: savedSearches.name,
  query: savedSearches.query,
  alert: savedSearches.alert,
  createdAt: savedSearches.createdAt,
  visitedAt: savedSearches.visitedAt,
  newSinceVisit,
};

type Read = {
  [K in keyof typeof columns]: K extends 'newSinceVisit' ? number : SavedSearchRow[K & keyof SavedSearchRow];
};

function toSavedSearch(row: Read): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    alert: row.alert as SavedSearchAlert,
    createdAt: row.createdAt.toISOString(),
    visitedAt: row.visitedAt.toISOString(),
    newSinceVisit: row.newSinceVisit,
  };
}

async function readOne(db: DbOrTx, id: string): Promise<SavedSearch> {
  const [row] = await db.select(columns).from(savedSearches).where(eq(savedSearches.id, id));
  return toSavedSearch(row as Read);
}

export async function listSavedSearches(db: DbOrTx, ownerUserId: string) {
  const rows = await db
    .select(columns)
    .from(savedSearches)
    .where(eq(savedSearches.ownerUserId, ownerUserId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return { savedSearches: rows.map((r) => toSavedSearch(r as Read)), limit: SAVED_SEARCH_MAX };
}

/**
 * What the search finds now, for a save to start from (D307). A search that cannot run now refuses the save
 * (D340): kept with nothing known, its first alert would name every player it finds as new.
 */
async function baselineOf(app: FastifyInstance, ownerUserId: string, query: string) {
  const found = await searchAs(app, ownerUserId, query);
  if (!found) {
    throw new AppError(
      'UNAVAILABLE',
      'The search could not be run just now, so it was not saved. Please try again in a minute.',
    );
  }
  return found;
}

/** Records what a search finds now as already known: its alerts name only players matching later (D307). */
async function recordBaseline(db: DbOrTx, savedSearchId: string, playerIds: string[], at: Date) {
  if (playerIds.length === 0) return;
  await db
    .insert(savedSearchMatches)
    .values(playerIds.map((playerId) => ({ savedSearchId, playerId, foundAt: at, alertedAt: at })))
    .onConflictDoNothing();
}

export async function createSavedSearch(
  app: FastifyInstance,
  ownerUserId: string,
  input: Required<Pick<CreateSavedSearchInput, 'name' | 'query'>> & { alert: SavedSearchAlert },
): Promise<SavedSearch> {
  const found = await baselineOf(app, ownerUserId, input.query);
  return app.ctx.db.transaction(async (tx) => {
    // One at a time per recruiter, so the limit holds against two saves at once.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerUserId)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.ownerUserId, ownerUserId));
    if ((held?.n ?? 0) >= SAVED_SEARCH_MAX) {
      throw new AppError(
        'LIMIT_REACHED',
        `You can keep up to ${SAVED_SEARCH_MAX} saved searches. Delete one to save another.`,
      );
    }
    const now = new Date();
    const [row] = await tx
      .insert(savedSearches)
      .values({ ownerUserId, ...input, visitedAt: now, createdAt: now, updatedAt: now })
      .returning({ id: savedSearches.id });
    await recordBaseline(
      tx,
      row!.id,
      found.map((p) => p.id),
      now,
    );
    return readOne(tx, row!.id);
  });
}

export async function updateSavedSearch(
  app: FastifyInstance,
  search: SavedSearchRow,
  input: UpdateSavedSearchInput & { query?: string },
): Promise<SavedSearch> {
  const changedQuery = input.query !== undefined && input.query !== search.query;
  // A new search starts from what it finds now, like a new saved search.
  const found = changedQuery ? await baselineOf(app, search.ownerUserId, input.query!) : [];
  return app.ctx.db.transaction(async (tx) => {
    await tx
      .update(savedSearches)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.alert !== undefined && { alert: input.alert }),
        ...(changedQuery && { query: input.query }),
      })
      .where(eq(savedSearches.id, search.id));
    if (changedQuery) {
      const now = new Date();
      await tx.delete(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, search.id));
      await recordBaseline(
        tx,
        search.id,
        found.map((p) => p.id),
        now,
      );
      await tx.update(savedSearches).set({ visitedAt: now }).where(eq(savedSearches.id, search.id));
    }
    return readOne(tx, search.id);
  });
}

export async function deleteSavedSearch(db: DbOrTx, search: SavedSearchRow) {
  await db.delete(savedSearches).where(eq(savedSearches.id, search.id));
  return { message: `Saved search "${search.name}" deleted.` };
}

export async function visitSavedSearch(db: DbOrTx, search: SavedSearchRow): Promise<SavedSearch> {
  await db.update(savedSearches).set({ visitedAt: new Date() }).where(eq(savedSearches.id, search.id));
  return readOne(db, search.id);
}

/** The search, if the user owns it (the savedSearch:own policy). */
export async function findOwnSavedSearch(db: DbOrTx, ownerUserId: string, id: string) {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.ownerUserId, ownerUserId)))
    .limit(1);
  return row;
}
