import { apiRequest } from '#client/lib/api-client.ts';

/** DELETE /api/team-history/{id}: the wizard's own entry, when the person goes Back and skips the team. */
export async function deleteTeamHistory(entryId: string): Promise<void> {
  await apiRequest('DELETE', `/api/team-history/${encodeURIComponent(entryId)}`);
}
