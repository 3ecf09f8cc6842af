import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { CreateListInput, RecruiterList } from '#common/contracts/lists.ts';
import { LISTS_QUERY_KEY } from './get-lists.ts';

/** POST /api/lists. */
export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation<{ list: RecruiterList }, Error, CreateListInput>({
    mutationFn: (input) => apiRequest('POST', '/api/lists', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY }),
  });
}
