import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client.ts';
import { emailQueue } from '#server/db/schema/index.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { enqueueEmail } from './queue.ts';
import { createMailTransport, type MailTransport } from './transport.ts';
import { processEmailQueue, startEmailWorker } from './worker.ts';

/**
 * Several server processes each run the e-mail worker (D176): a queued message is sent once, whichever
 * worker claims it. On PostgreSQL the two workers use two connection pools, as two processes do; the
 * embedded database has one process, so both share it there.
 */
const { t } = withTestApp();
let smtp: SMTPServer;
let smtpPort: number;
const received: string[] = [];
let second: Database | undefined;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, cb) {
      stream.resume();
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) received.push(r.address);
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
});

afterAll(async () => {
  await second?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The test database through a pool of its own (PostgreSQL), like a second process; else the same one. */
async function otherProcessDb(): Promise<Database['db']> {
  if (t.database.driver === 'pglite') return t.db;
  const { rows } = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  second = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  return second.db;
}

/** A logger that keeps the ids of the messages a worker sent. */
function sentBy(ids: string[]) {
  return {
    info: (obj: { emailId?: string }) => {
      if (obj.emailId) ids.push(obj.emailId);
    },
    warn: () => {},
    error: () => {},
  } as unknown as FastifyBaseLogger;
}

describe('e-mails with two workers on one database', () => {
  it('100 queued e-mails are each delivered exactly once', async () => {
    const otherDb = await otherProcessDb();
    const ids = new Set<string>();
    for (let i = 0; i < 100; i++) {
      ids.add(
        await enqueueEmail(t.db, {
          to: `once.${i}@example.com`,
          subject: `Message ${i}`,
          body: 'Sent once.',
          emailType: 'test',
        }),
      );
    }
    const byA: string[] = [];
    const byB: string[] = [];
    const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
    const a = startEmailWorker(t.db, createMailTransport(smtpUrl), {
      from: 'Rinkside <no-reply@rinkside.local>',
      log: sentBy(byA),
      intervalMs: 20,
    });
    const b = startEmailWorker(otherDb, createMailTransport(smtpUrl), {
      from: 'Rinkside <no-reply@rinkside.local>',
      log: sentBy(byB),
      intervalMs: 20,
    });
    a.nudge();
    b.nudge();
    try {
      await expect
        .poll(
          async () => {
            const [row] = await t.db
              .select({ n: sql<number>`count(*)::int` })
              .from(emailQueue)
              .where(sql`${emailQueue.status} = 'sent' and ${emailQueue.emailType} = 'test'`);
            return row!.n;
          },
          { timeout: 60_000, interval: 100 },
        )
        .toBe(100);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }

    expect(received).toHaveLength(100);
    expect(new Set(received).size).toBe(100);
    expect([...byA, ...byB].sort()).toEqual([...ids].sort());
    // Both took part: each claimed messages the other skipped.
    expect(byA.length).toBeGreaterThan(0);
    expect(byB.length).toBeGreaterThan(0);
    const rows = await t.db.select({ attempts: emailQueue.attempts }).from(emailQueue);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  }, 120_000);

  it('a run that runs out of its claim’s time gives the unsent messages back instead of letting them be sent twice', async () => {
    for (let i = 0; i < 10; i++) {
      await enqueueEmail(t.db, {
        to: `slow.${i}@example.com`,
        subject: 's',
        body: 'b',
        emailType: 'slow-test',
      });
    }
    const sent: string[] = [];
    const slow = {
      kind: 'smtp',
      transporter: {
        async sendMail(message: { to: string }) {
          sent.push(message.to);
          await new Promise((r) => setTimeout(r, 40));
        },
        close() {},
      },
    } as unknown as MailTransport;
    const first = await processEmailQueue(t.db, slow, { from: 'x@y.z', sendBudgetMs: 100 });
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(10);
    const waiting = await t.db
      .select({ attempts: emailQueue.attempts, due: sql<boolean>`${emailQueue.nextAttemptAt} <= now()` })
      .from(emailQueue)
      .where(sql`${emailQueue.emailType} = 'slow-test' and ${emailQueue.status} = 'queued'`);
    expect(waiting).toHaveLength(10 - first);
    // Given back as they were: no attempt counted, due at once.
    expect(waiting.every((w) => w.attempts === 0 && w.due)).toBe(true);
    while ((await processEmailQueue(t.db, slow, { from: 'x@y.z', sendBudgetMs: 100 })) > 0) {}
    expect(sent.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `slow.${i}@example.com`).sort());
    const rows = await t.db.select().from(emailQueue).where(eq(emailQueue.emailType, 'slow-test'));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});
