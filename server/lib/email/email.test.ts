import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailQueue } from '#server/db/schema/index.ts';
import { databaseText } from '#test/parents-kit.ts';
import { createTestApp, latestEmailToken, registerAndLogin, uniqueEmail } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { enqueueEmail } from './queue.ts';
import { createMailTransport } from './transport.ts';
import { backoffMs, MAX_ATTEMPTS, processEmailQueue, withoutOneTimeLinks } from './worker.ts';

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
    await processEmailQueue(t.db, createMailTransport(undefined), { from: 'x@y.z', keepSentBodies: true });
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const msg = res.json().messages.find((m: { subject: string }) => m.subject === 'Outbox');
    expect(msg).toMatchObject({ to: 'parent@example.com', body: 'Link inside', status: 'sent' });
  });

  it('once a message is sent, no raw token is left anywhere in the database, and the recipient got the link', async () => {
    const email = uniqueEmail('tokens');
    await registerAndLogin(t.app, { email });
    const token = await latestEmailToken(t.db, email, 'email_verification');
    await processEmailQueue(t.db, createMailTransport(`smtp://127.0.0.1:${port}`), { from: 'x@y.z' });
    const delivered = received.find((r) => r.to === email);
    expect(delivered?.raw.replace(/=\r?\n/g, '')).toContain(token);
    const queued = await t.db.select().from(emailQueue).where(eq(emailQueue.to, email));
    expect(queued.map((q) => q.status)).toEqual(['sent']);
    expect(queued[0]!.body).toContain('[one-time link removed after sending]');
    const everything = `${await databaseText(t)}\n${queued.map((q) => q.body).join('\n')}`;
    expect(everything).not.toContain(token);
    // The link still works: only the copy in the database is gone.
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(res.statusCode).toBe(200);
  });

  it('a message given up on keeps no redeemable link either', async () => {
    const id = await enqueueEmail(t.db, {
      to: 'gone@example.com',
      subject: 's',
      body: `Open http://localhost:3000/verify-email?token=${'a'.repeat(43)} now`,
      emailType: 'test',
    });
    await t.db
      .update(emailQueue)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(emailQueue.id, id));
    await processEmailQueue(t.db, createMailTransport('smtp://127.0.0.1:1'), { from: 'x@y.z' });
    const [row] = await t.db.select().from(emailQueue).where(eq(emailQueue.id, id));
    expect(row).toMatchObject({ status: 'failed', body: 'Open [one-time link removed after sending] now' });
  });

  it('removes links and bare values that carry a token, and leaves the rest of the text alone', () => {
    const token = 'Zx9_-'.repeat(8).concat('abc');
    expect(token).toHaveLength(43);
    expect(
      withoutOneTimeLinks(
        `Hi Sam,\n\nhttps://rinkside.app/approve-profile/${token}\n\nCode: ${token}\nhttps://rinkside.app/pricing`,
      ),
    ).toBe(
      'Hi Sam,\n\n[one-time link removed after sending]\n\nCode: [one-time link removed after sending]\nhttps://rinkside.app/pricing',
    );
    // Identifiers that are not tokens stay: a UUID, a 44-character run.
    const uuid = '0b6f0d6e-7d1a-4c1e-9a64-0d1f1e1b2c3d';
    expect(withoutOneTimeLinks(`${uuid} ${'b'.repeat(44)}`)).toBe(`${uuid} ${'b'.repeat(44)}`);
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
