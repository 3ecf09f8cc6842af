import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** The header badge: unread messages over every thread, read again whenever the window takes the focus. */
export function useUnreadCount(enabled: boolean) {
  return useApiQuery(
    api.messaging.conversations.unreadCount,
    {},
    { enabled, refetchOnWindowFocus: 'always', staleTime: 30_000 },
  );
}
