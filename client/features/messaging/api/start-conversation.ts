import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidateConversations } from './invalidate.ts';

/** MESSAGE PLAYER: a recruiter's first message about a player (POST /api/conversations). */
export function useStartConversation(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => callApi(api.messaging.conversations.start, { body: { playerId, body } }),
    onSuccess: () => invalidateConversations(queryClient),
  });
}
