import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeyPrefix, callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { CreateListInput } from '#common/contracts/lists.ts';

export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateListInput) => callApi(api.lists.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyPrefix(api.lists.list) }),
  });
}
