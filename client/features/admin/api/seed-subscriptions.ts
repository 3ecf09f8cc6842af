import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidateTierReads } from './update-tier.ts';

export function useSeedSubscriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.subscriptions.seed, {}),
    onSuccess: () => invalidateTierReads(queryClient),
  });
}
