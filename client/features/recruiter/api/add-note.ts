import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidateOwnViewReads } from './get-lists.ts';

export function useAddNote(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => callApi(api.notes.create, { params: { id: playerId }, body: { note } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: apiKey(api.notes.list, { params: { id: playerId } }) });
      await invalidateOwnViewReads(queryClient);
    },
  });
}
