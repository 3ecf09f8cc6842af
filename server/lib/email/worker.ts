import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { emailQueue } from '#server/db/schema/index.ts';
import type { MailTransport } from './transport.ts';

export const MAX_ATTEMPTS = 5;
const BATCH = 20;

/** 30 s, 2 min, 8 min, 32 min between attempts. */
export function backoffMs(attempts: number): number {
  return 30_000 * 4 ** Math.max(0, attempts - 1);
}

/** Sends what is due once; returns how many messages were attempted. Safe to call concurrently. */
export async function processEmailQueue(
  db: Db,
  transport: MailTransport,
  opts: { from: string; log?: FastifyBaseLogger },
): Promise<number> {
  // Claim due rows by pushing their next attempt forward, so a second worker skips them.
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailQueue.id })
      .from(emailQueue)
      .where(and(eq(emailQueue.status, 'queued'), lte(emailQueue.nextAttemptAt, sql`now()`)))
      .orderBy(asc(emailQueue.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailQueue)
      .set({ nextAttemptAt: sql`now() + interval '5 minutes'`, attempts: sql`${emailQueue.attempts} + 1` })
      .where(
        inArray(
          emailQueue.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });

  for (const msg of claimed) {
    try {
      await transport.transporter.sendMail({
        from: opts.from,
        to: msg.to,
        subject: msg.subject,
        text: msg.body,
      });
      await db
        .update(emailQueue)
        .set({ status: 'sent', sentAt: new Date(), errorMessage: null })
        .where(eq(emailQueue.id, msg.id));
      // Recipient and subject only: bodies carry single-use links, which never go to the log.
      opts.log?.info(
        { emailId: msg.id, to: msg.to, subject: msg.subject, via: transport.kind },
        transport.kind === 'outbox' ? 'e-mail kept in the development outbox (/dev/outbox)' : 'e-mail sent',
      );
    } catch (err) {
      const failed = msg.attempts >= MAX_ATTEMPTS;
      const errorMessage = err instanceof Error ? err.message.slice(0, 500) : 'send failed';
      await db
        .update(emailQueue)
        .set({
          status: failed ? 'failed' : 'queued',
          errorMessage,
          nextAttemptAt: new Date(Date.now() + backoffMs(msg.attempts)),
        })
        .where(eq(emailQueue.id, msg.id));
      opts.log?.warn({ emailId: msg.id, attempts: msg.attempts, failed, errorMessage }, 'e-mail send failed');
    }
  }
  return claimed.length;
}

export interface EmailWorker {
  /** Ask for a run soon (after a request queued mail). */
  nudge(): void;
  stop(): Promise<void>;
}

export function startEmailWorker(
  db: Db,
  transport: MailTransport,
  opts: { from: string; log?: FastifyBaseLogger; intervalMs?: number },
): EmailWorker {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const run = () => {
    if (stopped || running) return;
    running = processEmailQueue(db, transport, opts)
      .catch((err) => opts.log?.error({ err }, 'e-mail worker run failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, opts.intervalMs ?? 2000);
  timer.unref();
  return {
    nudge: () => setImmediate(run),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.transporter.close();
    },
  };
}
