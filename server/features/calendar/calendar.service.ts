import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { CalendarFeed, CalendarFeedStatus } from '#common/contracts/calendar.ts';
import type { DbOrTx } from '#server/db/client.ts';
import {
  calendarFeeds,
  playerScheduleEvents,
  players,
  recruiterListItems,
  recruiterLists,
  upcomingEvents,
  users,
} from '#server/db/schema/index.ts';
import { canSeeScheduleDetails, IS_ACTIVE_PLAYER, playerFullName } from '#server/features/players/index.ts';
import { todayIsoDate } from '#server/lib/dates.ts';
import { notFound } from '#server/lib/errors.ts';
import { generateToken, hashToken } from '#server/lib/tokens.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import type { FeedEvent } from './ics.ts';

/** D300: what a feed belongs to; one live address each. */
export type FeedSubject = { playerId: string } | { listId: string };

const FEED_NOT_FOUND = 'Calendar not found.';
/** How far back a feed reaches: last month's games stay in the calendar a while. */
const PAST_DAYS = 30;

function subjectWhere(subject: FeedSubject) {
  return 'playerId' in subject
    ? eq(calendarFeeds.playerId, subject.playerId)
    : eq(calendarFeeds.listId, subject.listId);
}

export async function feedStatus(db: DbOrTx, subject: FeedSubject): Promise<CalendarFeedStatus> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(subjectWhere(subject))
    .limit(1);
  return { active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
}

/**
 * A new secret address for the subject; the one it had stops working at once (rotation). Only the hash
 * is kept, so the address is shown this once.
 */
export async function createFeed(db: DbOrTx, subject: FeedSubject, baseUrl: string): Promise<CalendarFeed> {
  const token = generateToken();
  const target = 'playerId' in subject ? calendarFeeds.playerId : calendarFeeds.listId;
  const [row] = await db
    .insert(calendarFeeds)
    .values({ tokenHash: hashToken(token), ...subject, createdAt: new Date() })
    .onConflictDoUpdate({ target, set: { tokenHash: hashToken(token), createdAt: new Date() } })
    .returning({ createdAt: calendarFeeds.createdAt });
  const kind = 'playerId' in subject ? 'players' : 'lists';
  const httpsUrl = `${baseUrl.replace(/\/$/, '')}/api/calendar/${kind}/${token}.ics`;
  return {
    httpsUrl,
    webcalUrl: httpsUrl.replace(/^https?:\/\//, 'webcal://'),
    createdAt: row!.createdAt.toISOString(),
  };
}

export async function revokeFeed(db: DbOrTx, subject: FeedSubject): Promise<void> {
  const deleted = await db
    .delete(calendarFeeds)
    .where(subjectWhere(subject))
    .returning({ id: calendarFeeds.id });
  if (deleted.length === 0) throw notFound(FEED_NOT_FOUND);
}

async function feedOf(db: DbOrTx, token: string) {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw notFound(FEED_NOT_FOUND);
  return row;
}

type PlayerForFeed = typeof players.$inferSelect;

/** One player's games and showcases from a month ago on, as `viewer` may see them (decisions §4). */
async function eventsOf(db: DbOrTx, player: PlayerForFeed, viewer: AuthUser | null, withName: boolean) {
  const since = todayIsoDate(new Date(Date.now() - PAST_DAYS * 24 * 60 * 60 * 1000));
  const show = await canSeeScheduleDetails(db, viewer, player);
  const prefix = withName ? `${playerFullName(player)}: ` : '';
  const [games, showcases] = await Promise.all([
    db
      .select()
      .from(playerScheduleEvents)
      .where(and(eq(playerScheduleEvents.playerId, player.id), gte(playerScheduleEvents.eventDate, since)))
      .orderBy(asc(playerScheduleEvents.eventDate)),
    db
      .select()
      .from(upcomingEvents)
      .where(and(eq(upcomingEvents.playerId, player.id), gte(upcomingEvents.date, since)))
      .orderBy(asc(upcomingEvents.date)),
  ]);
  const events: FeedEvent[] = [
    ...games.map((g) => ({
      uid: `game-${g.id}`,
      date: g.eventDate,
      summary: `${prefix}${g.opponent ? `vs ${g.opponent}` : show ? g.rinkName : 'Game'}`,
      // A minor's feed read by a stranger: the date and opponent only, all day (decisions §4).
      time: show ? g.eventTime : null,
      location: show ? [g.rinkName, g.location].filter(Boolean).join(', ') || null : null,
      description: show ? descriptionOf(g.notes, g.streamUrl) : null,
      streamUrl: show ? g.streamUrl : null,
    })),
    ...showcases.map((s) => ({
      uid: `event-${s.id}`,
      date: s.date,
      summary: `${prefix}${s.eventName}${s.competitionType ? ` (${s.competitionType})` : ''}`,
      time: null,
      location: show ? s.location : null,
      description: show ? descriptionOf(null, s.streamUrl) : null,
      streamUrl: show ? s.streamUrl : null,
    })),
  ];
  return events;
}

function descriptionOf(notes: string | null, streamUrl: string | null): string | null {
  const parts = [notes, streamUrl ? `Watch: ${streamUrl}` : null].filter(Boolean);
  return parts.length > 0 ? parts.join('\n\n') : null;
}

/**
 * A player's feed: whoever holds the address reads it, so it shows what an anonymous visitor of the
 * profile sees (a minor's: dates and opponents only). A profile that is not active is 404 like its page.
 */
export async function playerFeed(db: DbOrTx, token: string) {
  const feed = await feedOf(db, token);
  if (!feed.playerId) throw notFound(FEED_NOT_FOUND);
  const [player] = await db
    .select()
    .from(players)
    .where(and(eq(players.id, feed.playerId), IS_ACTIVE_PLAYER))
    .limit(1);
  if (!player) throw notFound(FEED_NOT_FOUND);
  return { name: `${playerFullName(player)} · Rinkside`, events: await eventsOf(db, player, null, false) };
}

/**
 * A list's feed: each active player on the list as the list's owner may see them on the profile (a
 * recruiter with an unverified e-mail gets a minor's dates only). A suspended owner's feed is 404.
 */
export async function listFeed(db: DbOrTx, token: string) {
  const feed = await feedOf(db, token);
  if (!feed.listId) throw notFound(FEED_NOT_FOUND);
  const [owner] = await db
    .select({
      listName: recruiterLists.name,
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      emailVerified: users.emailVerified,
      suspended: users.suspended,
    })
    .from(recruiterLists)
    .innerJoin(users, eq(users.id, recruiterLists.ownerUserId))
    .where(eq(recruiterLists.id, feed.listId))
    .limit(1);
  if (!owner || owner.suspended) throw notFound(FEED_NOT_FOUND);
  const viewer: AuthUser = { ...owner, isReturning: true };
  const items = await db
    .select({ playerId: recruiterListItems.playerId })
    .from(recruiterListItems)
    .where(eq(recruiterListItems.listId, feed.listId));
  const rows =
    items.length === 0
      ? []
      : await db
          .select()
          .from(players)
          .where(
            and(
              inArray(
                players.id,
                items.map((i) => i.playerId),
              ),
              IS_ACTIVE_PLAYER,
            ),
          );
  const events: FeedEvent[] = [];
  for (const player of rows) events.push(...(await eventsOf(db, player, viewer, true)));
  return { name: `${owner.listName} · Rinkside`, events };
}
