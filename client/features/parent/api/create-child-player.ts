import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { ParentCreatePlayerInput } from '#common/contracts/parents.ts';

/** A parent creates a child's profile. */
export function useCreateChildPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ParentCreatePlayerInput) => callApi(api.parents.createPlayer, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(api.parents.account, {}) }),
  });
}
