import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailQueue } from '#server/db/schema/index.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { withTestApp } from '../../../test/with-test-app.ts';
import { enqueueEmail } from './queue.ts';
import { createMailTransport } from './transport.ts';
import { backoffMs, MAX_ATTEMPTS, processEmailQueue } from './worker.ts';

const { t } = withTestApp();
let smtp: SMTPServer;
let port: number;
const received: { to: string; raw: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('the e-mail worker', () => {
  it('sends queued mail through a real SMTP server and marks it sent', async () => {
    const id = await enqueueEmail(t.db, {
      to: 'coach@example.com',
      subject: 'Hello from the rink',
      body: 'See you at practice.',
      emailType: 'test',
    });
    const transport = createMailTransport(`smtp://127.0.0.1:${port}`);
    const count = await processEmailQueue(t.db, transport, { from: 'Rinkside <no-reply@rinkside.local>' });
    expect(count).toBe(1);
    expect(received.at(-1)?.to).toBe('coach@example.com');
    expect(received.at(-1)?.raw).toContain('Subject: Hello from the rink');
    const [row] = await t.db.select().from(emailQueue).where(eq(emailQueue.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row!.sentAt).not.toBeNull();
    // Nothing is due any more.
    expect(await processEmailQueue(t.db, transport, { from: 'x@y.z' })).toBe(0);
  });

  it('retries with backoff when the server is unreachable, then marks the message failed', async () => {
    const id = await enqueueEmail(t.db, {
      to: 'nobody@example.com',
      subject: 's',
      body: 'b',
      emailType: 'test',
    });
    const broken = createMailTransport('smtp://127.0.0.1:1');
    await processEmailQueue(t.db, broken, { from: 'x@y.z' });
    let [row] = await t.db.select().from(emailQueue).where(eq(emailQueue.id, id));
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.errorMessage).toBeTruthy();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + backoffMs(1) - 5_000);
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      await t.db
        .update(emailQueue)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(emailQueue.id, id));
      await processEmailQueue(t.db, broken, { from: 'x@y.z' });
    }
    [row] = await t.db.select().from(emailQueue).where(eq(emailQueue.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('without SMTP keeps messages in the development outbox through the same sending code', async () => {
    await enqueueEmail(t.db, {
      to: 'parent@example.com',
      subject: 'Outbox',
      body: 'Link inside',
      emailType: 'test',
    });
    await processEmailQueue(t.db, createMailTransport(undefined), { from: 'x@y.z' });
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const msg = res.json().messages.find((m: { subject: string }) => m.subject === 'Outbox');
    expect(msg).toMatchObject({ to: 'parent@example.com', body: 'Link inside', status: 'sent' });
  });

  it('the outbox does not exist when SMTP is configured', async () => {
    const smtpApp = await createTestApp({ mailKind: 'smtp' });
    try {
      expect((await smtpApp.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await smtpApp.close();
    }
  });
});
