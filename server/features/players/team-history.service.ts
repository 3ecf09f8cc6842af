import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TeamHistoryEntry,
  TeamHistoryInputSchema,
  TeamHistoryPatchSchema,
} from '#common/contracts/players.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { players, playerTeamHistory, teams } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { ENTRY_NOT_FOUND, type TeamHistoryEntryForEdit } from './entry-access.ts';
import type { PlayerRow } from './player-access.ts';
import { toTeamHistoryDto } from './players.serializers.ts';
import { teamHistoryRows } from './players.service.ts';

type TeamHistoryInput = z.output<typeof TeamHistoryInputSchema>;
type TeamHistoryPatch = z.output<typeof TeamHistoryPatchSchema>;
type TeamRow = typeof teams.$inferSelect;

export async function listTeamHistory(
  db: DbOrTx,
  playerId: string,
  opts: { showCoachEmail: boolean },
): Promise<TeamHistoryEntry[]> {
  const rows = await teamHistoryRows(db, playerId);
  return rows.map((r) => toTeamHistoryDto(r.entry, r.team, opts));
}

const lowerEq = (column: typeof teams.name | typeof teams.level | typeof teams.league, value: string) =>
  sql`lower(${column}) = lower(${value})`;

/**
 * Teams are shared between players: found by case-insensitive name and level, or created. When a league
 * is given, a team with the same league wins, then one without a league (which gets this one); a team
 * of that name and level in another league is a different team.
 */
export async function findOrCreateTeam(
  tx: DbOrTx,
  input: { name: string; level: string | null; league: string | null },
): Promise<TeamRow> {
  const candidates = await tx
    .select()
    .from(teams)
    .where(
      and(
        lowerEq(teams.name, input.name),
        input.level ? lowerEq(teams.level, input.level) : isNull(teams.level),
      ),
    )
    .orderBy(teams.createdAt)
    .limit(20);
  const league = input.league?.toLowerCase() ?? null;
  const sameLeague = league ? candidates.find((c) => c.league?.toLowerCase() === league) : candidates[0];
  if (sameLeague) return sameLeague;
  const withoutLeague = candidates.find((c) => c.league === null);
  if (withoutLeague) {
    const [filled] = await tx
      .update(teams)
      .set({ league: input.league })
      .where(and(eq(teams.id, withoutLeague.id), isNull(teams.league)))
      .returning();
    return filled ?? withoutLeague;
  }
  const [created] = await tx
    .insert(teams)
    .values({ name: input.name, level: input.level, league: input.league })
    .returning();
  return created!;
}

/** Makes one entry the player's only current one and points players.currentTeamId at its team. */
async function makeCurrent(tx: DbOrTx, playerId: string, entryId: string | null, teamId: string) {
  await tx
    .update(playerTeamHistory)
    .set({ isCurrent: false })
    .where(
      and(
        eq(playerTeamHistory.playerId, playerId),
        eq(playerTeamHistory.isCurrent, true),
        ...(entryId ? [ne(playerTeamHistory.id, entryId)] : []),
      ),
    );
  await tx.update(players).set({ currentTeamId: teamId }).where(eq(players.id, playerId));
}

async function clearCurrentTeam(tx: DbOrTx, playerId: string, teamId: string) {
  await tx
    .update(players)
    .set({ currentTeamId: null })
    .where(and(eq(players.id, playerId), eq(players.currentTeamId, teamId)));
}

export async function addTeamHistory(
  db: Db,
  player: PlayerRow,
  input: TeamHistoryInput,
): Promise<TeamHistoryEntry> {
  return db.transaction(async (tx) => {
    const team = await findOrCreateTeam(tx, {
      name: input.teamName,
      level: input.level ?? null,
      league: input.league ?? null,
    });
    if (input.isCurrent) await makeCurrent(tx, player.id, null, team.id);
    const [entry] = await tx
      .insert(playerTeamHistory)
      .values({
        playerId: player.id,
        teamId: team.id,
        season: input.season,
        jerseyNumber: input.jerseyNumber ?? null,
        isCurrent: input.isCurrent,
        coachName: input.coachName ?? null,
        coachEmail: input.coachEmail ?? null,
        teamUrl: input.teamUrl ?? null,
        rosterUrl: input.rosterUrl ?? null,
      })
      .returning();
    return toTeamHistoryDto(entry!, team, { showCoachEmail: true });
  });
}

export async function updateTeamHistory(
  db: Db,
  found: TeamHistoryEntryForEdit,
  patch: TeamHistoryPatch,
): Promise<TeamHistoryEntry> {
  const { entry, team: oldTeam, player } = found;
  return db.transaction(async (tx) => {
    let team = oldTeam;
    const touchesTeam =
      patch.teamName !== undefined || patch.level !== undefined || patch.league !== undefined;
    if (touchesTeam) {
      const wanted = {
        name: patch.teamName ?? oldTeam.name,
        level: patch.level !== undefined ? patch.level : oldTeam.level,
        league: patch.league !== undefined ? patch.league : oldTeam.league,
      };
      const same =
        wanted.name.toLowerCase() === oldTeam.name.toLowerCase() &&
        (wanted.level ?? '').toLowerCase() === (oldTeam.level ?? '').toLowerCase() &&
        (wanted.league ?? '').toLowerCase() === (oldTeam.league ?? '').toLowerCase();
      if (!same) team = await findOrCreateTeam(tx, wanted);
    }
    const isCurrent = patch.isCurrent ?? entry.isCurrent;
    if (isCurrent) {
      if (!entry.isCurrent || team.id !== oldTeam.id) await makeCurrent(tx, player.id, entry.id, team.id);
    } else if (entry.isCurrent) {
      await clearCurrentTeam(tx, player.id, oldTeam.id);
    }
    const [updated] = await tx
      .update(playerTeamHistory)
      .set({
        teamId: team.id,
        isCurrent,
        ...(patch.season !== undefined && { season: patch.season }),
        ...(patch.jerseyNumber !== undefined && { jerseyNumber: patch.jerseyNumber }),
        ...(patch.coachName !== undefined && { coachName: patch.coachName }),
        ...(patch.coachEmail !== undefined && { coachEmail: patch.coachEmail }),
        ...(patch.teamUrl !== undefined && { teamUrl: patch.teamUrl }),
        ...(patch.rosterUrl !== undefined && { rosterUrl: patch.rosterUrl }),
      })
      .where(eq(playerTeamHistory.id, entry.id))
      .returning();
    if (!updated) throw notFound(ENTRY_NOT_FOUND);
    return toTeamHistoryDto(updated, team, { showCoachEmail: true });
  });
}

export async function deleteTeamHistory(db: Db, found: TeamHistoryEntryForEdit): Promise<void> {
  const { entry, player } = found;
  await db.transaction(async (tx) => {
    await tx.delete(playerTeamHistory).where(eq(playerTeamHistory.id, entry.id));
    if (entry.isCurrent) await clearCurrentTeam(tx, player.id, entry.teamId);
  });
}
