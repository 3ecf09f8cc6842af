import { skipToken } from '@tanstack/react-query';
import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** One thread with its participants and messages (404 for anyone who does not take part). */
export function useConversation(id: string | undefined) {
  return useApiQuery(api.messaging.conversations.get, id ? { params: { id } } : skipToken, {
    retry: false,
  });
}
