import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { StartConversationInput } from '#common/contracts/messaging.ts';
import { invalidateConversations } from './invalidate.ts';

/**
 * POST /api/conversations: a recruiter's first message about a player (MESSAGE PLAYER), or a family's first
 * message to a recruiter named by the e-mail of their account (decisions D112). When the pair already has a
 * thread the message goes into it (`created: false`).
 */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartConversationInput) =>
      callApi(api.messaging.conversations.start, { body: input }),
    onSuccess: () => invalidateConversations(queryClient),
  });
}
