import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidateConversations } from './invalidate.ts';

/** A reply in a thread (POST /api/conversations/{id}/messages). */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      callApi(api.messaging.conversations.send, { params: { id: conversationId }, body: { body } }),
    onSuccess: () => invalidateConversations(queryClient),
  });
}
