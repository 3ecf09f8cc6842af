import type { Db } from '#server/db/client.ts';
import type { RequestInfo } from '#server/lib/audit.ts';
import type { MessagingLimiter } from './messaging-limits.ts';

/** What the messaging services need from the request and the app. */
export interface MessagingContext {
  db: Db;
  appUrl: string;
  limiter: MessagingLimiter;
  info: RequestInfo;
  now?: Date;
}
