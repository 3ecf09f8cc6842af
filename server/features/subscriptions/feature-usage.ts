import { and, count, eq, gte, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import {
  media,
  playerParents,
  playerScheduleEvents,
  players,
  upcomingEvents,
} from '#server/db/schema/index.ts';
import { todayIsoDate } from '#server/lib/dates.ts';

/** The counted features and what counts toward them (decisions §5). */
export const COUNTED_FEATURES = ['highlight_clips', 'upcoming_events'] as const;
export type CountedFeature = (typeof COUNTED_FEATURES)[number];
export type FeatureUsage = Record<CountedFeature, number>;

export const VIDEO_MEDIA_TYPES = ['youtube', 'vimeo'] as const;

/** Highlight clips are the player's videos. */
export async function countHighlightClips(db: DbOrTx, playerIds: string[]): Promise<number> {
  if (playerIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(media)
    .where(and(inArray(media.playerId, playerIds), inArray(media.type, VIDEO_MEDIA_TYPES)));
  return row?.n ?? 0;
}

/**
 * The one count behind the upcoming_events limit: the player's schedule events (games) and showcases and
 * tournaments (the upcoming_events table) dated today or later, together (decisions: D102).
 */
export async function countUpcomingEvents(db: DbOrTx, playerIds: string[]): Promise<number> {
  if (playerIds.length === 0) return 0;
  const today = todayIsoDate();
  // One after the other: inside a transaction both run on the same connection anyway.
  const [games] = await db
    .select({ n: count() })
    .from(playerScheduleEvents)
    .where(
      and(inArray(playerScheduleEvents.playerId, playerIds), gte(playerScheduleEvents.eventDate, today)),
    );
  const [showcases] = await db
    .select({ n: count() })
    .from(upcomingEvents)
    .where(and(inArray(upcomingEvents.playerId, playerIds), gte(upcomingEvents.date, today)));
  return (games?.n ?? 0) + (showcases?.n ?? 0);
}

export async function featureUsageForPlayers(db: DbOrTx, playerIds: string[]): Promise<FeatureUsage> {
  const [clips, events] = await Promise.all([
    countHighlightClips(db, playerIds),
    countUpcomingEvents(db, playerIds),
  ]);
  return { highlight_clips: clips, upcoming_events: events };
}

/** A user's players: their own profile and every child linked to them as a parent. */
export async function playerIdsForUser(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: players.id })
    .from(players)
    .leftJoin(playerParents, eq(playerParents.playerId, players.id))
    .where(or(eq(players.userId, userId), eq(playerParents.parentUserId, userId)));
  return rows.map((r) => r.id);
}
