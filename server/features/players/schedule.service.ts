import { and, asc, eq, gte } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ScheduleEvent,
  ScheduleEventInputSchema,
  ScheduleEventPatchSchema,
  UpcomingEvent,
  UpcomingEventInputSchema,
  UpcomingEventPatchSchema,
  UpcomingEventSchema,
} from '#common/contracts/players.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { playerScheduleEvents, players, upcomingEvents } from '#server/db/schema/index.ts';
import { assertCanAdd, countUpcomingEvents } from '#server/features/subscriptions/index.ts';
import { todayIsoDate } from '#server/lib/dates.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { patchSet } from '#server/lib/patch.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import { EVENT_NOT_FOUND, type ScheduleEventForEdit } from './entry-access.ts';
import { canSeeScheduleDetails, type PlayerRef, type PlayerRow } from './player-access.ts';
import { toScheduleEventDto, toUpcomingEventDto } from './players.serializers.ts';

type ScheduleEventInput = z.output<typeof ScheduleEventInputSchema>;
type ScheduleEventPatch = z.output<typeof ScheduleEventPatchSchema>;

/** Every schedule event of the player, soonest first (past ones stay listed so managers can tidy up). */
export async function listScheduleEvents(
  db: DbOrTx,
  player: PlayerRef,
  viewer: AuthUser | null,
): Promise<ScheduleEvent[]> {
  const rows = await db
    .select()
    .from(playerScheduleEvents)
    .where(eq(playerScheduleEvents.playerId, player.id))
    .orderBy(
      asc(playerScheduleEvents.eventDate),
      asc(playerScheduleEvents.eventTime),
      asc(playerScheduleEvents.createdAt),
    );
  const hideDetails = !(await canSeeScheduleDetails(db, viewer, player));
  return rows.map((r) => toScheduleEventDto(r, { hideDetails }));
}

/**
 * Locks the player row for the rest of the transaction, so two simultaneous adds cannot both take the
 * last free slot of the plan.
 */
async function lockPlayer(tx: DbOrTx, playerId: string) {
  await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('update');
}

/**
 * Only an event dated today or later uses up the upcoming_events allowance (decisions §5); games and
 * showcases share it (countUpcomingEvents). Every path that can add an upcoming event calls this.
 */
async function assertRoomForUpcomingEvent(tx: DbOrTx, player: PlayerRow) {
  const used = await countUpcomingEvents(tx, [player.id]);
  await assertCanAdd(tx, player, 'upcoming_events', used);
}

export async function addScheduleEvent(
  db: Db,
  player: PlayerRow,
  input: ScheduleEventInput,
): Promise<ScheduleEvent> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, player.id);
    if (input.eventDate >= todayIsoDate()) await assertRoomForUpcomingEvent(tx, player);
    const [row] = await tx
      .insert(playerScheduleEvents)
      .values({
        playerId: player.id,
        eventDate: input.eventDate,
        eventTime: input.eventTime ?? null,
        rinkName: input.rinkName,
        location: input.location ?? null,
        locationPlaceId: input.locationPlaceId ?? null,
        hasLiveBarn: input.hasLiveBarn,
        opponent: input.opponent ?? null,
        notes: input.notes ?? null,
        streamUrl: input.streamUrl ?? null,
      })
      .returning();
    return toScheduleEventDto(row!, { hideDetails: false });
  });
}

export async function updateScheduleEvent(
  db: Db,
  found: ScheduleEventForEdit,
  patch: ScheduleEventPatch,
): Promise<ScheduleEvent> {
  const { event, player } = found;
  return db.transaction(async (tx) => {
    const today = todayIsoDate();
    // Moving a past event into the future takes a slot like adding one (otherwise the limit leaks).
    if (patch.eventDate !== undefined && patch.eventDate >= today && event.eventDate < today) {
      await lockPlayer(tx, player.id);
      await assertRoomForUpcomingEvent(tx, player);
    }
    const set = patchSet({
      eventDate: patch.eventDate,
      eventTime: patch.eventTime,
      rinkName: patch.rinkName,
      location: patch.location,
      locationPlaceId: patch.locationPlaceId,
      hasLiveBarn: patch.hasLiveBarn,
      opponent: patch.opponent,
      notes: patch.notes,
      streamUrl: patch.streamUrl,
    });
    if (!set) return toScheduleEventDto(event, { hideDetails: false });
    const [row] = await tx
      .update(playerScheduleEvents)
      .set(set)
      .where(eq(playerScheduleEvents.id, event.id))
      .returning();
    if (!row) throw notFound(EVENT_NOT_FOUND);
    return toScheduleEventDto(row, { hideDetails: false });
  });
}

export async function deleteScheduleEvent(db: DbOrTx, eventId: string): Promise<void> {
  await db.delete(playerScheduleEvents).where(eq(playerScheduleEvents.id, eventId));
}

/** The upcoming_events table (a separate read, spec 2 §7): dated today or later, soonest first. */
export async function listUpcomingEvents(
  db: DbOrTx,
  player: PlayerRef,
  viewer: AuthUser | null,
): Promise<z.infer<typeof UpcomingEventSchema>[]> {
  const playerId = player.id;
  // Where a minor plays is withheld the same way as on the schedule (decisions §4).
  const hideDetails = !(await canSeeScheduleDetails(db, viewer, player));
  const rows = await db
    .select()
    .from(upcomingEvents)
    .where(and(eq(upcomingEvents.playerId, playerId), gte(upcomingEvents.date, todayIsoDate())))
    .orderBy(asc(upcomingEvents.date), asc(upcomingEvents.createdAt));
  return rows.map((r) => toUpcomingEventDto(r, { hideDetails }));
}

// ---------------------------------------------------------------------------------------------------------
// Showcases and tournaments (the upcoming_events table, D102)

type UpcomingEventInput = z.output<typeof UpcomingEventInputSchema>;
type UpcomingEventPatch = z.output<typeof UpcomingEventPatchSchema>;

const SHOWCASE_NOT_FOUND = 'Showcase or tournament not found.';
export const SHOWCASE_DATE_PAST =
  'Pick today or a later date: showcases and tournaments are upcoming events.';

/**
 * The earliest date a showcase may take: yesterday in UTC, so a manager whose evening is already tomorrow
 * in UTC can still list tonight's event; the list shows it from today (UTC) on like every upcoming read.
 */
function earliestShowcaseDate(): string {
  return todayIsoDate(new Date(Date.now() - 24 * 60 * 60 * 1000));
}

function assertShowcaseDate(date: string) {
  if (date < earliestShowcaseDate()) {
    throw new AppError('VALIDATION_ERROR', SHOWCASE_DATE_PAST, {
      issues: [{ path: 'date', message: SHOWCASE_DATE_PAST }],
    });
  }
}

export async function addUpcomingEvent(
  db: Db,
  player: PlayerRow,
  input: UpcomingEventInput,
): Promise<UpcomingEvent> {
  assertShowcaseDate(input.date);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, player.id);
    if (input.date >= todayIsoDate()) await assertRoomForUpcomingEvent(tx, player);
    const [row] = await tx
      .insert(upcomingEvents)
      .values({
        playerId: player.id,
        date: input.date,
        eventName: input.eventName,
        location: input.location ?? null,
        competitionType: input.competitionType ?? null,
        streamUrl: input.streamUrl ?? null,
      })
      .returning();
    return toUpcomingEventDto(row!, { hideDetails: false });
  });
}

async function findUpcomingEvent(tx: DbOrTx, playerId: string, eventId: string) {
  const [row] = await tx
    .select()
    .from(upcomingEvents)
    .where(and(eq(upcomingEvents.id, eventId), eq(upcomingEvents.playerId, playerId)))
    .limit(1);
  if (!row) throw notFound(SHOWCASE_NOT_FOUND);
  return row;
}

export async function updateUpcomingEvent(
  db: Db,
  player: PlayerRow,
  eventId: string,
  patch: UpcomingEventPatch,
): Promise<UpcomingEvent> {
  if (patch.date !== undefined) assertShowcaseDate(patch.date);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, player.id);
    const event = await findUpcomingEvent(tx, player.id, eventId);
    const today = todayIsoDate();
    // Moving a past event into the future takes a slot like adding one (as on the schedule).
    if (patch.date !== undefined && patch.date >= today && event.date < today) {
      await assertRoomForUpcomingEvent(tx, player);
    }
    const set = patchSet({
      date: patch.date,
      eventName: patch.eventName,
      location: patch.location,
      competitionType: patch.competitionType,
      streamUrl: patch.streamUrl,
    });
    if (!set) return toUpcomingEventDto(event, { hideDetails: false });
    const [row] = await tx.update(upcomingEvents).set(set).where(eq(upcomingEvents.id, event.id)).returning();
    if (!row) throw notFound(SHOWCASE_NOT_FOUND);
    return toUpcomingEventDto(row, { hideDetails: false });
  });
}

export async function deleteUpcomingEvent(db: DbOrTx, playerId: string, eventId: string): Promise<void> {
  const deleted = await db
    .delete(upcomingEvents)
    .where(and(eq(upcomingEvents.id, eventId), eq(upcomingEvents.playerId, playerId)))
    .returning({ id: upcomingEvents.id });
  if (deleted.length === 0) throw notFound(SHOWCASE_NOT_FOUND);
}
