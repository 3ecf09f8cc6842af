import { and, eq } from 'drizzle-orm';
import type { Rating, SaveRatingInput } from '#common/contracts/ratings.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { playerRatings } from '#server/db/schema/index.ts';
import type { PlayerRow } from '#server/features/players/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import type { AuthUser } from '#server/plugins/auth.ts';

/**
 * A recruiter's rating of a player (D128): one per recruiter and player, read and written only by that
 * recruiter, on players they may see (an active profile; otherwise 404, as notes, decisions §1).
 */

type RatingRow = typeof playerRatings.$inferSelect;
const toRatingDto = (row: RatingRow): Rating => ({
  overall: row.overall,
  skating: row.skating,
  puckSkills: row.puckSkills,
  hockeySense: row.hockeySense,
  compete: row.compete,
  summary: row.summary,
  updatedAt: row.updatedAt.toISOString(),
});

const own = (user: AuthUser, playerId: string) =>
  and(eq(playerRatings.recruiterUserId, user.id), eq(playerRatings.playerId, playerId));

export async function findOwnRating(db: DbOrTx, user: AuthUser, player: PlayerRow): Promise<Rating | null> {
  const [row] = await db.select().from(playerRatings).where(own(user, player.id));
  return row ? toRatingDto(row) : null;
}

/** Creates or replaces the caller's rating; criteria left out are unrated, a blank summary is none. */
export async function saveRating(
  db: Db,
  user: AuthUser,
  player: PlayerRow,
  input: SaveRatingInput,
  info: RequestInfo,
): Promise<Rating> {
  return db.transaction(async (tx) => {
    const values = {
      overall: input.overall,
      skating: input.skating ?? null,
      puckSkills: input.puckSkills ?? null,
      hockeySense: input.hockeySense ?? null,
      compete: input.compete ?? null,
      summary: input.summary?.trim() || null,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(playerRatings)
      .values({ recruiterUserId: user.id, playerId: player.id, ...values })
      .onConflictDoUpdate({ target: [playerRatings.recruiterUserId, playerRatings.playerId], set: values })
      .returning();
    // The scores and summary stay out of the audit log: they are private to their author.
    await recordAudit(
      tx,
      { eventType: 'rating_saved', userId: user.id, targetType: 'player', targetId: player.id },
      info,
    );
    return toRatingDto(row!);
  });
}

/** Removing a rating that does not exist is not an error: the caller ends with none either way. */
export async function removeRating(
  db: Db,
  user: AuthUser,
  player: PlayerRow,
  info: RequestInfo,
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(playerRatings)
      .where(own(user, player.id))
      .returning({ playerId: playerRatings.playerId });
    if (removed.length === 0) return;
    await recordAudit(
      tx,
      { eventType: 'rating_removed', userId: user.id, targetType: 'player', targetId: player.id },
      info,
    );
  });
}
