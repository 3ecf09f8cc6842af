import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SendMailOptions, Transporter } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { emailPreferences, emailQueue, unsubscribeLinks } from '#server/db/schema/index.ts';
import { createPlayer } from '#server/db/seed/factories.ts';
import type { MailTransport } from '#server/lib/email/transport.ts';
import { processEmailQueue } from '#server/lib/email/worker.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { errorJson, json } from '#test/api-json.ts';
import { issuesByPath, linkedParent, ownedPlayer, type SignedIn, signIn } from '#test/players-kit.ts';
import { markRecruiterVerified } from '#test/recruiters-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { wantsEmail } from './index.ts';

/**
 * E-mail preferences (D304) and one-click unsubscribe links (D305): each account chooses which
 * non-essential e-mails it receives; every such e-mail carries a link that works without signing in.
 */
const { t, api } = withTestApp();
const n = contract.notifications;
const Y = new Date().getFullYear();

async function verifiedRecruiter() {
  const r = await signIn(t, 'RECRUITER', 'Casey Coach');
  const res = await api.call(contract.messaging.recruiterProfile.update, {
    cookie: r.cookie,
    body: { orgName: 'State University', division: 'D1', programGender: 'men' },
  });
  expect(res.statusCode, res.body).toBe(200);
  await markRecruiterVerified(t, r.user.id);
  return r;
}

/** A recruiter writes to an adult player: the player's new-message notice, if any. */
async function messageTo(player: { id: string }, owner: SignedIn) {
  const coach = await verifiedRecruiter();
  const res = await api.call(contract.messaging.conversations.start, {
    cookie: coach.cookie,
    body: { playerId: player.id, body: 'Hello from State University!' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [notice] = await t.db
    .select()
    .from(emailQueue)
    .where(and(eq(emailQueue.to, owner.user.email), eq(emailQueue.emailType, 'message_notice')));
  return notice;
}

const tokenOf = (body: string) => /\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(body)?.[1];

describe('GET and PUT /api/account/email-preferences', () => {
  it('answers every kind on for a new account, and keeps what the account turns off', async () => {
    const recruiter = await signIn(t, 'RECRUITER');
    const res = await api.call(n.preferences, { cookie: recruiter.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(n.preferences, res).preferences).toEqual({
      messages: true,
      interestDigests: true,
      savedSearchAlerts: true,
    });
    const put = await api.call(n.updatePreferences, {
      cookie: recruiter.cookie,
      body: { savedSearchAlerts: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(json(n.updatePreferences, put).preferences).toEqual({
      messages: true,
      interestDigests: true,
      savedSearchAlerts: false,
    });
    expect(await wantsEmail(t.db, recruiter.user.id, 'savedSearchAlerts')).toBe(false);
  });

  it("has the interest digest off by default for an under-13 player's profile, until a parent turns it on", async () => {
    const { owner, player } = await ownedPlayer(t, { birthYear: Y - 11 });
    const parent = await linkedParent(t, player.id);
    expect(await wantsEmail(t.db, owner.user.id, 'interestDigests')).toBe(false);
    expect(await wantsEmail(t.db, parent.user.id, 'interestDigests', { playerId: player.id })).toBe(false);
    const teen = await ownedPlayer(t, { birthYear: Y - 15 });
    expect(await wantsEmail(t.db, teen.owner.user.id, 'interestDigests')).toBe(true);
    const res = await api.call(n.updatePreferences, {
      cookie: parent.cookie,
      body: { interestDigests: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await wantsEmail(t.db, parent.user.id, 'interestDigests', { playerId: player.id })).toBe(true);
  });

  it('refuses an empty change and a setting that is not true or false (400 with the message)', async () => {
    const someone = await signIn(t, 'PARENT');
    const empty = await api.call(n.updatePreferences, { cookie: someone.cookie, bodyRaw: {} });
    expect(empty.statusCode).toBe(400);
    expect(errorJson(empty).issues?.[0]?.message).toBe('Choose at least one setting to change');
    const wrong = await api.call(n.updatePreferences, {
      cookie: someone.cookie,
      bodyRaw: { messages: 'no' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(issuesByPath(wrong).messages).toBe('Each setting must be true or false');
    const unknown = await api.call(n.updatePreferences, {
      cookie: someone.cookie,
      bodyRaw: { receipts: false },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await api.call(n.preferences, {})).statusCode).toBe(401);
    expect((await api.call(n.updatePreferences, { body: { messages: false } })).statusCode).toBe(401);
  });
});

describe('the new-message notice and its unsubscribe link', () => {
  it('carries a one-click link that works without a session, and stops the next notices', async () => {
    const { owner, player } = await ownedPlayer(t, { birthYear: Y - 20, firstName: 'Alex' });
    const notice = await messageTo(player, owner);
    expect(notice).toBeDefined();
    const token = tokenOf(notice!.body)!;
    expect(token).toBeDefined();
    expect(notice!.metadata).toMatchObject({
      listUnsubscribe: expect.stringContaining(`/api/unsubscribe/${token}`),
    });
    // Only the hash is stored.
    const [link] = await t.db
      .select()
      .from(unsubscribeLinks)
      .where(eq(unsubscribeLinks.tokenHash, hashToken(token)));
    expect(link).toMatchObject({ userId: owner.user.id, kind: 'messages' });

    const info = await api.call(n.unsubscribeInfo, { params: { token } });
    expect(info.statusCode, info.body).toBe(200);
    expect(json(n.unsubscribeInfo, info)).toMatchObject({ kind: 'messages', unsubscribed: false });
    expect(json(n.unsubscribeInfo, info).email).not.toBe(owner.user.email);

    const res = await api.call(n.unsubscribe, { params: { token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(n.unsubscribe, res)).toMatchObject({ kind: 'messages', unsubscribed: true });
    expect(await wantsEmail(t.db, owner.user.id, 'messages')).toBe(false);
    // Again: the same answer.
    expect((await api.call(n.unsubscribe, { params: { token } })).statusCode).toBe(200);

    expect(await messageTo(player, owner).catch(() => null)).toBeDefined();
    const notices = await t.db
      .select()
      .from(emailQueue)
      .where(and(eq(emailQueue.to, owner.user.email), eq(emailQueue.emailType, 'message_notice')));
    expect(notices).toHaveLength(1);
  });

  it("accepts a mail program's one-click POST (a form body, no Origin)", async () => {
    const user = await signIn(t, 'PLAYER');
    await createPlayer(t.db, { userId: user.user.id, birthYear: Y - 20 });
    const { unsubscribeLink } = await import('./index.ts');
    const link = await unsubscribeLink(t.db, 'http://localhost', user.user.id, 'savedSearchAlerts');
    const url = new URL(link.metadata.listUnsubscribe);
    const res = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(emailPreferences)
      .where(and(eq(emailPreferences.userId, user.user.id), eq(emailPreferences.kind, 'savedSearchAlerts')));
    expect(row!.enabled).toBe(false);
  });

  it('answers 400 for a malformed token and 404 for an unknown one', async () => {
    const bad = await api.get('/api/unsubscribe/short');
    expect(bad.statusCode).toBe(400);
    expect(issuesByPath(bad).token).toBe('This unsubscribe link is not valid');
    const unknown = await api.call(n.unsubscribe, { params: { token: 'A'.repeat(43) } });
    expect(unknown.statusCode).toBe(404);
    expect(errorJson(unknown).message).toMatch(/not valid any more/);
  });

  it('sends the List-Unsubscribe headers, and keeps no token in a sent message outside the outbox', async () => {
    const { owner, player } = await ownedPlayer(t, { birthYear: Y - 22 });
    const notice = await messageTo(player, owner);
    const sent: SendMailOptions[] = [];
    const transport = {
      kind: 'smtp',
      transporter: {
        sendMail: async (m: SendMailOptions) => sent.push(m),
        close() {},
      } as unknown as Transporter,
    } satisfies MailTransport;
    const log = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
    for (let i = 0; i < 20 && !sent.some((m) => m.to === owner.user.email); i++) {
      await processEmailQueue(t.db, transport, { from: 'test@rinkside.test', log });
    }
    const mail = sent.find((m) => m.to === owner.user.email)!;
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${(notice!.metadata as { listUnsubscribe: string }).listUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const [stored] = await t.db.select().from(emailQueue).where(eq(emailQueue.id, notice!.id));
    expect(stored!.metadata).not.toHaveProperty('listUnsubscribe');
    expect(tokenOf(stored!.body)).toBeUndefined();
  });
});
