import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import type { RequestInfo } from '#server/lib/audit.ts';
import type { MessagingLimiter } from './messaging-limits.ts';

/** What the messaging services need from the request and the app. */
export interface MessagingContext {
  db: Db;
  appUrl: string;
  limiter: MessagingLimiter;
  info: RequestInfo;
  /** The request's log: what failed after the change was made (D365's notices). */
  log: Pick<FastifyBaseLogger, 'error'>;
  now?: Date;
}
