import { useAuth } from '#client/lib/auth.tsx';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { hasInbox } from '../lib/family.ts';
import { UnreadBadge } from './unread-badge.tsx';

/**
 * The header's count of unread messages, beside the Messages link: read when the page opens, again when
 * the window takes the focus, and after every send or read (they refresh the conversations' reads).
 */
export function UnreadMessagesBadge({ className }: { className?: string }) {
  const { user } = useAuth();
  const unread = useUnreadCount(hasInbox(user?.role));
  return <UnreadBadge count={unread.data?.unreadCount ?? 0} className={className} />;
}
