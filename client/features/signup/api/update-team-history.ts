import { apiRequest } from '#client/lib/api-client.ts';
import type { TeamHistoryEntry, TeamHistoryInput } from '#common/contracts/players.ts';

/** PATCH /api/team-history/{id}: the wizard's own entry, changed after going Back. */
export async function updateTeamHistory(entryId: string, input: TeamHistoryInput): Promise<TeamHistoryEntry> {
  const answer = await apiRequest<{ entry: TeamHistoryEntry }>(
    'PATCH',
    `/api/team-history/${encodeURIComponent(entryId)}`,
    input,
  );
  return answer.entry;
}
