import type { DbOrTx } from '#server/db/client.ts';
import { emailQueue } from '#server/db/schema/index.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
  emailType: string;
  metadata?: Record<string, unknown>;
}

/**
 * Queues a message. Call it with the transaction of the change that causes the e-mail, so both
 * commit together (docs/security.md, reliability).
 */
export async function enqueueEmail(db: DbOrTx, email: OutgoingEmail): Promise<string> {
  const [row] = await db
    .insert(emailQueue)
    .values({ ...email, metadata: email.metadata ?? null })
    .returning({ id: emailQueue.id });
  return row!.id;
}
