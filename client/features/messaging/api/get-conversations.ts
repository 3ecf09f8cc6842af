import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** The caller's threads, newest first, with their unread counts (GET /api/conversations). */
export function useConversations() {
  return useApiQuery(api.messaging.conversations.list, {});
}
