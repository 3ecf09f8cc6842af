import { apiRequest } from '#client/lib/api-client.ts';
import type { TeamHistoryEntry, TeamHistoryInput } from '#common/contracts/players.ts';

/** POST /api/players/{playerId}/team-history (spec 1 §7). */
export async function addTeamHistory(playerId: string, input: TeamHistoryInput): Promise<TeamHistoryEntry> {
  const answer = await apiRequest<{ entry: TeamHistoryEntry }>(
    'POST',
    `/api/players/${encodeURIComponent(playerId)}/team-history`,
    input,
  );
  return answer.entry;
}
