import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

/** PUT /api/players/{id}/profile-url: the player's chosen address (custom_profile_url plans). */
export function useChangeProfileUrl(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) =>
      callApi(api.players.profileUrl, { params: { id: player.id }, body: { slug } }),
    onSuccess: () => invalidatePlayer(queryClient, player),
  });
}
