import { type Query, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** Whether a cached read is about the player: its id or slug is one of the key's path segments. */
export function isQueryAbout(player: { id: string; slug: string }, query: Pick<Query, 'queryKey'>): boolean {
  return query.queryKey.some((segment) => segment === player.id || segment === player.slug);
}

/**
 * The profile and every row and file about it are deleted. Afterwards nothing may ask for it again (each
 * such request is a 404): its reads are cancelled and left alone while everything else refetches (the
 * lists that held it then drop it, and the screens showing it unmount), and only then removed from the
 * cache. Removing them first would make a still-mounted screen fetch them again on its next render.
 */
export function useDeletePlayer(player: { id: string; slug: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.dataControl.deletePlayer, { params: { id: player.id } }),
    onSuccess: async () => {
      const about = (query: Query) => isQueryAbout(player, query);
      await queryClient.cancelQueries({ predicate: about });
      await queryClient.invalidateQueries({ predicate: (query) => !about(query) });
      queryClient.removeQueries({ predicate: about });
    },
  });
}
