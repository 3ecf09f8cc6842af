import { type ComponentProps, Suspense } from 'react';
import { lazyPart } from '#client/lib/lazy-part.ts';

const UnreadMessagesBadge = lazyPart('unread-badge', () =>
  import('#client/features/messaging/index.ts').then((module) => ({ default: module.UnreadMessagesBadge })),
);

/**
 * The header's unread-messages count, loaded after the shell: the messaging feature's public
 * module also holds its forms and their zod schemas, which a first visit must not download (D097).
 */
export function UnreadBadge(props: ComponentProps<typeof UnreadMessagesBadge>) {
  return (
    <Suspense fallback={null}>
      <UnreadMessagesBadge {...props} />
    </Suspense>
  );
}
