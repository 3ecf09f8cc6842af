import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { emailQueue } from '#server/db/schema/index.ts';
import { TOKEN_CHARS, TOKEN_LENGTH } from '#server/lib/tokens.ts';
import type { MailTransport } from './transport.ts';

export const MAX_ATTEMPTS = 5;
const BATCH = 20;
/** How long a claim holds: another worker may claim the rows again after it (D176). */
const CLAIM_MS = 5 * 60_000;
/** A run starts no send after this much of its claim has passed: what is left goes back unsent. */
export const SEND_BUDGET_MS = 3 * 60_000;

/** 30 s, 2 min, 8 min, 32 min between attempts. */
export function backoffMs(attempts: number): number {
  return 30_000 * 4 ** Math.max(0, attempts - 1);
}

/** A single-use token as generateToken makes it, standing alone. */
const TOKEN_RUN = new RegExp(`(?<![${TOKEN_CHARS}])[${TOKEN_CHARS}]{${TOKEN_LENGTH}}(?![${TOKEN_CHARS}])`);
const REMOVED = '[one-time link removed after sending]';

/**
 * The body as it may stay in the database once the message has left: every link (and any bare value)
 * carrying a single-use token is replaced, so nothing stored can be redeemed (docs/security.md
 * "Tokens sent by e-mail").
 */
export function withoutOneTimeLinks(body: string): string {
  return body
    .replace(/https?:\/\/\S+/g, (url) => (TOKEN_RUN.test(url) ? REMOVED : url))
    .replace(new RegExp(TOKEN_RUN.source, 'g'), REMOVED);
}

/** The one-click unsubscribe address a queued e-mail carries in its metadata (D305), if any. */
export function listUnsubscribeOf(metadata: Record<string, unknown> | null): string | null {
  const url = metadata?.listUnsubscribe;
  return typeof url === 'string' ? url : null;
}

function withoutListUnsubscribe(metadata: Record<string, unknown> | null) {
  if (!metadata) return null;
  const { listUnsubscribe: _, ...rest } = metadata;
  return rest;
}

export interface WorkerOptions {
  from: string;
  log?: FastifyBaseLogger;
  /**
   * Keep sent bodies whole: only for the development outbox, which is where they are read (no SMTP, not
   * production, loopback only). Everywhere else a sent or failed message keeps no redeemable link.
   */
  keepSentBodies?: boolean;
  /** Test hook: SEND_BUDGET_MS. */
  sendBudgetMs?: number;
}

/** Sends what is due once; returns how many messages were attempted. Safe to call concurrently. */
export async function processEmailQueue(
  db: Db,
  transport: MailTransport,
  opts: WorkerOptions,
): Promise<number> {
  const stored = (body: string) => (opts.keepSentBodies ? body : withoutOneTimeLinks(body));
  const sendUntil = Date.now() + (opts.sendBudgetMs ?? SEND_BUDGET_MS);
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
      .set({
        nextAttemptAt: sql`now() + ${sql.raw(`interval '${CLAIM_MS / 1000} seconds'`)}`,
        attempts: sql`${emailQueue.attempts} + 1`,
      })
      .where(
        inArray(
          emailQueue.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });

  for (const [index, msg] of claimed.entries()) {
    if (Date.now() > sendUntil) {
      // A slow SMTP server: the claim must not run out while messages of it are still unsent, or another
      // worker would claim and send them too. The rest go back as they were, due at once.
      const rest = claimed.slice(index).map((m) => m.id);
      await db
        .update(emailQueue)
        .set({ nextAttemptAt: sql`now()`, attempts: sql`${emailQueue.attempts} - 1` })
        .where(and(inArray(emailQueue.id, rest), eq(emailQueue.status, 'queued')));
      opts.log?.warn({ released: rest.length }, 'e-mail run out of time: unsent messages released');
      return index;
    }
    try {
      const unsubscribe = listUnsubscribeOf(msg.metadata);
      await transport.transporter.sendMail({
        from: opts.from,
        to: msg.to,
        subject: msg.subject,
        text: msg.body,
        // D305: mail programs offer their own one-click unsubscribe (RFC 2369, RFC 8058).
        ...(unsubscribe && {
          headers: {
            'List-Unsubscribe': `<${unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }),
      });
      await db
        .update(emailQueue)
        .set({
          status: 'sent',
          sentAt: new Date(),
          errorMessage: null,
          body: stored(msg.body),
          // The header's link carries a token: kept only where the body keeps its links (the outbox).
          ...(unsubscribe && !opts.keepSentBodies && { metadata: withoutListUnsubscribe(msg.metadata) }),
        })
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
          // A message given up on can no longer deliver its link: nothing redeemable stays behind.
          ...(failed ? { body: stored(msg.body) } : {}),
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
  opts: WorkerOptions & { intervalMs?: number },
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
