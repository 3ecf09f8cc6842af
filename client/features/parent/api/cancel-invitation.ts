import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';

/** DELETE /api/co-parents/invitations/{id}: cancels a pending invitation. */
export function useCancelInvitation(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      apiRequest('DELETE', `/api/co-parents/invitations/${encodeURIComponent(invitationId)}`),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['/api/players', playerId, 'co-parents/invitations'] }),
  });
}
