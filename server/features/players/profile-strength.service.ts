import { count, eq, sql } from 'drizzle-orm';
import { computeProfileStrength, type ProfileStrength } from '#common/profile-strength.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { measurables, media, playerScheduleEvents, playerTeamHistory } from '#server/db/schema/index.ts';
import type { PlayerRow } from './player-access.ts';
import { toNumber } from './players.serializers.ts';

const countOf = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;

/**
 * Spec 2 §9 profile strength from what is stored: the counts and presence checks come from the
 * database, the weights and levels from the one shared function the client panel also uses.
 */
export async function profileStrengthOf(db: DbOrTx, player: PlayerRow): Promise<ProfileStrength> {
  const [mediaCounts, teamHistoryCount, scheduleEventCount, measured] = await Promise.all([
    // Photos and videos in one pass over the player's media.
    db
      .select({
        photos: sql<number>`count(*) filter (where ${media.type} = 'image')`.mapWith(Number),
        videos: sql<number>`count(*) filter (where ${media.type} in ('youtube', 'vimeo'))`.mapWith(Number),
      })
      .from(media)
      .where(eq(media.playerId, player.id)),
    countOf(
      db.select({ n: count() }).from(playerTeamHistory).where(eq(playerTeamHistory.playerId, player.id)),
    ),
    countOf(
      db
        .select({ n: count() })
        .from(playerScheduleEvents)
        .where(eq(playerScheduleEvents.playerId, player.id)),
    ),
    db.select().from(measurables).where(eq(measurables.playerId, player.id)).limit(1),
  ]);
  const photoCount = mediaCounts[0]?.photos ?? 0;
  const videoCount = mediaCounts[0]?.videos ?? 0;
  const m = measured[0];
  // Measurables count once any value was recorded.
  const hasMeasurables = Boolean(
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
  return computeProfileStrength({
    hasPhoto: photoCount > 0,
    bio: player.bio,
    heightCm: toNumber(player.heightCm),
    weightKg: toNumber(player.weightKg),
    teamHistoryCount,
    videoCount,
    scheduleEventCount,
    hasMeasurables,
    gpa: toNumber(player.gpa),
    major: player.major,
  });
}
