import { useMutation } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { ReportConversationInput } from '#common/contracts/messaging.ts';

/** Reports a thread, or one message of it, to the Rinkside team. */
export function useReportConversation(conversationId: string) {
  return useMutation({
    mutationFn: (input: ReportConversationInput) =>
      callApi(api.messaging.conversations.report, { params: { id: conversationId }, body: input }),
  });
}
