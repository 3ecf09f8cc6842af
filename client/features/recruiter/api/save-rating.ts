import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { SaveRatingInput } from '#common/contracts/ratings.ts';
import { invalidateOwnViewReads } from './get-lists.ts';

export function useSaveRating(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveRatingInput) => callApi(api.ratings.save, { params: { id: playerId }, body }),
    onSuccess: ({ rating }) => {
      queryClient.setQueryData(apiKey(api.ratings.get, { params: { id: playerId } }), { rating });
      return invalidateOwnViewReads(queryClient);
    },
  });
}
