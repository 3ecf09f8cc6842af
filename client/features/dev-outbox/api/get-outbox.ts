import { useQuery } from '@tanstack/react-query';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  body: string;
  emailType: string;
  status: string;
  createdAt: string;
}

export interface Outbox {
  enabled: boolean;
  messages: OutboxMessage[];
}

export const OUTBOX_QUERY_KEY = ['/api/dev/outbox'] as const;

/**
 * The development outbox (decisions §8). A developer waits here for a mail to arrive, so unlike other
 * reads it refreshes on open and every few seconds while the tab is visible.
 */
export function useOutbox() {
  return useQuery<Outbox>({
    queryKey: OUTBOX_QUERY_KEY,
    refetchOnMount: 'always',
    // Stop polling once the outbox answers an error (404: e-mail goes out by SMTP).
    refetchInterval: (query) => (query.state.status === 'error' ? false : 5000),
  });
}
