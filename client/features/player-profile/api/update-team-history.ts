import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client.ts';
import type { TeamHistoryEntryResponseSchema, TeamHistoryInput } from '#common/contracts/players.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

type TeamHistoryEntryResponse = z.infer<typeof TeamHistoryEntryResponseSchema>;

export function updateTeamHistory(entryId: string, input: Partial<TeamHistoryInput>) {
  return apiRequest<TeamHistoryEntryResponse>(
    'PATCH',
    `/api/team-history/${encodeURIComponent(entryId)}`,
    input,
  );
}

export function useUpdateTeamHistory(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<TeamHistoryInput> }) =>
      updateTeamHistory(id, input),
    onSuccess: () => invalidatePlayer(queryClient, player, 'team-history'),
  });
}
