import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client.ts';
import type { TeamHistoryEntryResponseSchema, TeamHistoryInput } from '#common/contracts/players.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

type TeamHistoryEntryResponse = z.infer<typeof TeamHistoryEntryResponseSchema>;

export function addTeamHistory(playerId: string, input: TeamHistoryInput) {
  return apiRequest<TeamHistoryEntryResponse>(
    'POST',
    `/api/players/${encodeURIComponent(playerId)}/team-history`,
    input,
  );
}

export function useAddTeamHistory(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamHistoryInput) => addTeamHistory(player.id, input),
    onSuccess: () => invalidatePlayer(queryClient, player, 'team-history', 'game-stats'),
  });
}
