import type { QueryClient } from '@tanstack/react-query';
import { apiKeyPrefix } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** After a send, a start or a read: the inbox, every thread and the header's unread count. */
export function invalidateConversations(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: apiKeyPrefix(api.messaging.conversations.list) });
}
