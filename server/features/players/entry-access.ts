import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { playerScheduleEvents, players, playerTeamHistory, teams } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import { assertCanMaintainEntry } from './player-access.ts';

/**
 * The stored entries of a profile part that have their own address (PATCH/DELETE /api/schedule-events/{id},
 * /api/team-history/{id}), read with their player and checked through the player's rules (D277): the
 * loads of the scheduleEvent:maintain and teamHistory:maintain policies (player-policies.ts).
 */

export const EVENT_NOT_FOUND = 'Event not found.';
export const ENTRY_NOT_FOUND = 'Team history entry not found.';

/**
 * An event for a manager of its player or staff whose organization maintains the player's schedule
 * (fieldControl); anyone else gets 404 (docs/security.md), see assertCanMaintainEntry.
 */
export async function findScheduleEventForEdit(db: DbOrTx, user: AuthUser, eventId: string) {
  const [row] = await db
    .select({ event: playerScheduleEvents, player: players })
    .from(playerScheduleEvents)
    .innerJoin(players, eq(players.id, playerScheduleEvents.playerId))
    .where(eq(playerScheduleEvents.id, eventId))
    .limit(1);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  await assertCanMaintainEntry(db, user, row.player, 'schedule', EVENT_NOT_FOUND);
  return row;
}

/**
 * An entry and its team, for a manager of the entry's player or staff whose organization maintains the
 * player's team history (fieldControl); anyone else gets 404 (docs/security.md), see assertCanMaintainEntry.
 */
export async function findEntryForEdit(db: DbOrTx, user: AuthUser, entryId: string) {
  const [row] = await db
    .select({ entry: playerTeamHistory, team: teams, player: players })
    .from(playerTeamHistory)
    .innerJoin(teams, eq(teams.id, playerTeamHistory.teamId))
    .innerJoin(players, eq(players.id, playerTeamHistory.playerId))
    .where(eq(playerTeamHistory.id, entryId))
    .limit(1);
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  await assertCanMaintainEntry(db, user, row.player, 'teamHistory', ENTRY_NOT_FOUND);
  return row;
}

export type ScheduleEventForEdit = Awaited<ReturnType<typeof findScheduleEventForEdit>>;
export type TeamHistoryEntryForEdit = Awaited<ReturnType<typeof findEntryForEdit>>;
