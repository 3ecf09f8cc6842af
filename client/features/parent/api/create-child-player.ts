import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ParentCreatePlayerInput, ParentCreatePlayerResponse } from '#common/contracts/parents.ts';

/** POST /api/players/parent-create: a parent creates a child's profile (spec 2 §2). */
export function useCreateChildPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ParentCreatePlayerInput) =>
      apiRequest<ParentCreatePlayerResponse>('POST', '/api/players/parent-create', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/parents/account'] }),
  });
}
