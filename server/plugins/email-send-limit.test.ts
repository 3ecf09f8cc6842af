import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailQueue } from '#server/db/schema/index.ts';
import { birthYearForAge, signIn } from '#test/players-kit.ts';
import { createTestApp, type TestApp, uniqueEmail } from '#test/test-app.ts';

const limits = { perAccount: 3, perIp: 5, windowMs: 60_000 };

// One app for the file: each test uses accounts and addresses of its own.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { emailSend: limits } });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, opts: { cookie?: string; payload: object; ip?: string }) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: opts.payload,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    remoteAddress: opts.ip ?? '127.0.0.1',
  });

/** A signed-in parent with a child of their own, to invite co-parents to. */
async function parentWithChild() {
  const parent = await signIn(t, 'PARENT', 'Pat Parent');
  const res = await post('/api/players/parent-create', {
    cookie: parent.cookie,
    payload: { firstName: 'Sam', lastName: 'Child', birthYear: birthYearForAge(12), preferredPosition: 'C' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const child = res.json().player as { id: string };
  return {
    parent,
    invite: (email: string, ip?: string) =>
      post(`/api/players/${child.id}/co-parents/invite`, { cookie: parent.cookie, payload: { email }, ip }),
  };
}

const queuedTo = (to: string) => t.db.select().from(emailQueue).where(eq(emailQueue.to, to));

describe('one e-mail sending limit', () => {
  it('refuses the co-parent invitation after the limit with 429 and Retry-After, and queues no e-mail', async () => {
    const { invite } = await parentWithChild();
    for (let i = 0; i < limits.perAccount; i++) {
      expect((await invite(uniqueEmail('co'), '10.5.0.1')).statusCode, `invitation ${i + 1}`).toBe(200);
    }
    const victim = uniqueEmail('victim');
    const refused = await invite(victim, '10.5.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many emails have been sent. Please wait 1 minute before trying again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await queuedTo(victim)).toEqual([]);
    // The limit follows the account, not the address it calls from.
    expect((await invite(uniqueEmail('co'), '10.5.0.2')).statusCode).toBe(429);
  });

  it('is one budget: invitations and a verification resend by the same account draw on it together', async () => {
    const { parent, invite } = await parentWithChild();
    for (let i = 0; i < limits.perAccount - 1; i++) {
      expect((await invite(uniqueEmail('co'), '10.6.0.1')).statusCode).toBe(200);
    }
    const resend = () =>
      post('/api/auth/resend-verification', { cookie: parent.cookie, payload: {}, ip: '10.6.0.2' });
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(429);
    expect((await invite(uniqueEmail('co'), '10.6.0.3')).statusCode).toBe(429);
    // Signed out, the same account (named by its address) is the same budget.
    const signedOut = await post('/api/auth/resend-verification', {
      payload: { email: parent.user.email },
      ip: '10.6.0.4',
    });
    expect(signedOut.statusCode).toBe(429);
  });

  it('limits one address across accounts, and leaves other addresses alone', async () => {
    const first = await parentWithChild();
    const second = await parentWithChild();
    for (let i = 0; i < 3; i++)
      expect((await first.invite(uniqueEmail('co'), '10.7.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await second.invite(uniqueEmail('co'), '10.7.0.1')).statusCode).toBe(200);
    // Five e-mails from 10.7.0.1: the address is spent, whoever asks.
    expect((await second.invite(uniqueEmail('co'), '10.7.0.1')).statusCode).toBe(429);
    const stranger = await post('/api/auth/resend-verification', {
      payload: { email: uniqueEmail('anyone') },
      ip: '10.7.0.1',
    });
    expect(stranger.statusCode).toBe(429);
    // The second parent has used 2 of their 3: from another address they may send one more.
    expect((await second.invite(uniqueEmail('co'), '10.7.0.2')).statusCode).toBe(200);
  });

  it('gives the unit back when the route refuses the request and sends nothing', async () => {
    const { parent, invite } = await parentWithChild();
    // Another family's child (or none at all) answers 404, and nothing is sent, any number of times.
    const stranger = `/api/players/${crypto.randomUUID()}/co-parents/invite`;
    for (let i = 0; i < limits.perAccount + 1; i++) {
      const res = await post(stranger, {
        cookie: parent.cookie,
        payload: { email: uniqueEmail('co') },
        ip: '10.8.0.1',
      });
      expect(res.statusCode).toBe(404);
    }
    for (let i = 0; i < limits.perAccount; i++) {
      expect((await invite(uniqueEmail('co'), '10.8.0.1')).statusCode).toBe(200);
    }
  });
});
