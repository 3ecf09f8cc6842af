import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidateOwnViewReads } from './get-lists.ts';

export function useRemoveRating(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.ratings.remove, { params: { id: playerId } }),
    onSuccess: () => {
      queryClient.setQueryData(apiKey(api.ratings.get, { params: { id: playerId } }), { rating: null });
      return invalidateOwnViewReads(queryClient);
    },
  });
}
