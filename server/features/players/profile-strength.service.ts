import { count, inArray, sql } from 'drizzle-orm';
import { computeProfileStrength, type ProfileStrength } from '#common/profile-strength.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { measurables, media, playerScheduleEvents, playerTeamHistory } from '#server/db/schema/index.ts';
import type { PlayerRow } from './player-access.ts';
import { toNumber } from './players.serializers.ts';

/**
 * Spec 2 §9 profile strength from what is stored: the counts and presence checks come from the
 * database, the weights and levels from the one shared function the client panel also uses.
 */
export async function profileStrengthOf(db: DbOrTx, player: PlayerRow): Promise<ProfileStrength> {
  const strengths = await profileStrengthsOf(db, [player]);
  return strengths.get(player.id)!;
}

type Measured = typeof measurables.$inferSelect;

/** Measurables count once any value was recorded. */
const hasAnyMeasurable = (m: Measured | undefined) =>
  Boolean(
    m &&
      [
        m.fortyYardTime,
        m.proAgilityTime,
        m.wingspan,
        m.benchPress,
        m.squat,
        m.verticalJump,
        m.testedBy,
        m.testedDate,
      ].some((v) => v !== null && v !== ''),
  );

/**
 * The profile strength of many players at once (an organization's roster and dashboard): four grouped
 * queries whatever the number of players, by player id.
 */
export async function profileStrengthsOf(
  db: DbOrTx,
  rows: readonly PlayerRow[],
): Promise<Map<string, ProfileStrength>> {
  const result = new Map<string, ProfileStrength>();
  if (rows.length === 0) return result;
  const ids = rows.map((p) => p.id);
  const [mediaCounts, teamHistoryCounts, scheduleCounts, measured] = await Promise.all([
    // Photos and videos in one pass over the players' media.
    db
      .select({
        playerId: media.playerId,
        photos: sql<number>`count(*) filter (where ${media.type} = 'image')`.mapWith(Number),
        videos: sql<number>`count(*) filter (where ${media.type} in ('youtube', 'vimeo'))`.mapWith(Number),
      })
      .from(media)
      .where(inArray(media.playerId, ids))
      .groupBy(media.playerId),
    db
      .select({ playerId: playerTeamHistory.playerId, n: count() })
      .from(playerTeamHistory)
      .where(inArray(playerTeamHistory.playerId, ids))
      .groupBy(playerTeamHistory.playerId),
    db
      .select({ playerId: playerScheduleEvents.playerId, n: count() })
      .from(playerScheduleEvents)
      .where(inArray(playerScheduleEvents.playerId, ids))
      .groupBy(playerScheduleEvents.playerId),
    db.select().from(measurables).where(inArray(measurables.playerId, ids)),
  ]);
  const mediaBy = new Map(mediaCounts.map((r) => [r.playerId, r]));
  const teamsBy = new Map(teamHistoryCounts.map((r) => [r.playerId, r.n]));
  const scheduleBy = new Map(scheduleCounts.map((r) => [r.playerId, r.n]));
  const measuredBy = new Map<string, Measured>();
  for (const m of measured) if (!measuredBy.has(m.playerId)) measuredBy.set(m.playerId, m);
  for (const player of rows) {
    result.set(
      player.id,
      computeProfileStrength({
        hasPhoto: (mediaBy.get(player.id)?.photos ?? 0) > 0,
        bio: player.bio,
        heightCm: toNumber(player.heightCm),
        weightKg: toNumber(player.weightKg),
        teamHistoryCount: teamsBy.get(player.id) ?? 0,
        videoCount: mediaBy.get(player.id)?.videos ?? 0,
        scheduleEventCount: scheduleBy.get(player.id) ?? 0,
        hasMeasurables: hasAnyMeasurable(measuredBy.get(player.id)),
        gpa: toNumber(player.gpa),
        major: player.major,
      }),
    );
  }
  return result;
}
