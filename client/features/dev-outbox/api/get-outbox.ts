import type { z } from 'zod';
import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { OutboxSchema } from '#common/contracts/system.ts';

export type OutboxMessage = z.output<typeof OutboxSchema>['messages'][number];

/**
 * The development outbox. A developer waits here for a mail to arrive, so unlike other reads it
 * refreshes on open and every few seconds while the tab is visible.
 */
export function useOutbox() {
  return useApiQuery(
    api.system.outbox,
    {},
    {
      refetchOnMount: 'always',
      // Stop polling once the outbox answers an error (404: e-mail goes out by SMTP).
      refetchInterval: (query) => (query.state.status === 'error' ? false : 5000),
    },
  );
}
