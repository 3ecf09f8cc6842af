import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildPath, api as contract } from '#common/api/index.ts';
import { EMAIL_ALREADY_VERIFIED_MESSAGE } from '#common/contracts/auth.ts';
import { emailQueue, users } from '#server/db/schema/index.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { authApp } from '#test/auth-kit.ts';
import { latestEmailToken, registerAndLogin, uniqueEmail } from '#test/test-app.ts';

const { t, api, post } = authApp();

const verify = (token: string, cookie?: string) =>
  api.call(contract.auth.verifyEmail, { body: { token }, cookie });
const resend = (body: { email?: string }, cookie?: string) =>
  api.call(contract.auth.resendVerification, { body, cookie });
const me = (cookie: string) => api.call(contract.auth.me, { cookie });

describe('e-mail verification', () => {
  it('verifies with the e-mailed token once; a reused token is refused', async () => {
    const account = await registerAndLogin(t.app);
    const token = await latestEmailToken(t.db, account.email, 'email_verification');
    const ok = await verify(token);
    expect(ok.statusCode).toBe(200);
    expect((await me(account.cookie)).json().emailVerified).toBe(true);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: EMAIL_ALREADY_VERIFIED_MESSAGE, code: 'TOKEN_USED' });
  });

  it('a used link of a verified account says the address is verified, even a day later; a dead link still fails (D263)', async () => {
    const account = await registerAndLogin(t.app);
    const token = await latestEmailToken(t.db, account.email, 'email_verification');
    expect((await verify(token)).statusCode).toBe(200);
    // The link's day is over: still "already verified", not "expired", and signed out as well as in.
    await t.db
      .update(users)
      .set({ emailVerificationExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.id, account.user.id));
    for (const cookie of [undefined, account.cookie]) {
      const again = await verify(token, cookie);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: EMAIL_ALREADY_VERIFIED_MESSAGE, code: 'TOKEN_USED' });
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row!.emailVerified).toBe(true);

    // An unverified account's expired link, and a link nobody was sent, are failures as before.
    const other = await registerAndLogin(t.app);
    const otherToken = await latestEmailToken(t.db, other.email, 'email_verification');
    await t.db
      .update(users)
      .set({ emailVerificationExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.id, other.user.id));
    const expired = await verify(otherToken);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');
    const unknown = await verify('y'.repeat(43));
    expect(unknown.json().code).toBe('INVALID_TOKEN');
  });

  it('answers 410 for an expired token and 400 for an unknown one', async () => {
    const account = await registerAndLogin(t.app);
    const token = await latestEmailToken(t.db, account.email, 'email_verification');
    await t.db
      .update(users)
      .set({ emailVerificationExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.id, account.user.id));
    const expired = await verify(token);
    expect(expired.statusCode).toBe(410);
    const unknown = await verify('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('INVALID_TOKEN');
    const empty = await api.call(contract.auth.verifyEmail, { bodyRaw: { token: '' } });
    expect(empty.statusCode).toBe(400);
  });

  it('keeps only the hash of the token in the database', async () => {
    const account = await registerAndLogin(t.app);
    const token = await latestEmailToken(t.db, account.email, 'email_verification');
    const [u] = await t.db.select().from(users).where(eq(users.id, account.user.id));
    expect(u!.emailVerificationToken).toBe(hashToken(token));
    expect(JSON.stringify(u)).not.toContain(token);
  });

  it('two simultaneous redemptions give exactly one success', async () => {
    const account = await registerAndLogin(t.app);
    const token = await latestEmailToken(t.db, account.email, 'email_verification');
    const results = await Promise.all([verify(token), verify(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('resend issues a new token that voids the old one; known and unknown e-mails get the same answer', async () => {
    const account = await registerAndLogin(t.app);
    const first = await latestEmailToken(t.db, account.email, 'email_verification');
    const known = await resend({ email: account.email });
    const unknown = await resend({ email: uniqueEmail('nobody') });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const second = await latestEmailToken(t.db, account.email, 'email_verification');
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('resend for a signed-in user needs no body; signed out it needs an e-mail', async () => {
    const account = await registerAndLogin(t.app);
    const res = await resend({}, account.cookie);
    expect(res.statusCode).toBe(200);
    const mails = await t.db.select().from(emailQueue).where(eq(emailQueue.to, account.email));
    expect(mails).toHaveLength(2);
    const anonymous = await resend({});
    expect(anonymous.statusCode).toBe(400);
  });
});

describe('calls with an empty body (spec: "empty body" / "none")', () => {
  // An empty or malformed JSON body comes with a Content-Type of its own, which a call through the contract
  // does not send: those requests are built by hand, their paths filled from the contract.
  type Extra = { headers?: Record<string, string>; payload?: string };
  const bodies: [string, Extra][] = [
    ['no body at all', {}],
    ['application/json with an empty body', { headers: { 'content-type': 'application/json' }, payload: '' }],
  ];

  it.each(bodies)('logout accepts %s and ends the session', async (_what, extra) => {
    const account = await registerAndLogin(t.app);
    const headers = { ...extra.headers, cookie: account.cookie };
    const url = buildPath(contract.auth.logout);
    const res = await t.app.inject({ ...extra, method: 'POST', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(account.cookie)).statusCode).toBe(401);
  });

  it.each(bodies)('resend-verification accepts %s from a signed-in user', async (_what, extra) => {
    const account = await registerAndLogin(t.app);
    const headers = { ...extra.headers, cookie: account.cookie };
    const url = buildPath(contract.auth.resendVerification);
    const res = await t.app.inject({ ...extra, method: 'POST', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await t.db.select().from(emailQueue).where(eq(emailQueue.to, account.email));
    expect(mails).toHaveLength(2);
  });

  it('signed out, resend-verification with an empty body still asks for the e-mail (400)', async () => {
    const res = await api.call(contract.auth.resendVerification, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'email', message: 'Enter the email address you signed up with.' },
    ]);
  });

  it('other routes still refuse an empty JSON body, and these two still refuse malformed JSON', async () => {
    const empty = { headers: { 'content-type': 'application/json' }, payload: '' };
    const login = await t.app.inject({ ...empty, method: 'POST', url: buildPath(contract.auth.login) });
    expect(login.statusCode).toBe(400);
    expect(login.json().code).toBe('INVALID_JSON');
    const bad = await t.app.inject({
      ...empty,
      payload: '{',
      method: 'POST',
      url: buildPath(contract.auth.logout),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_JSON');
    const poisoned = await t.app.inject({
      ...empty,
      payload: '{"__proto__":{"x":1}}',
      method: 'POST',
      url: buildPath(contract.auth.resendVerification),
    });
    expect(poisoned.statusCode).toBe(400);
  });
});

describe('request rules', () => {
  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['an evil Origin', { origin: 'https://evil.example' }],
    ['a null Origin', { origin: 'null' }],
  ])('refuses a state-changing request with %s (403)', async (_label, headers) => {
    const res = await post(contract.auth.login, { email: 'a@b.co', password: 'whatever1' }, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_REJECTED');
  });

  it('accepts same-origin requests', async () => {
    const account = await registerAndLogin(t.app);
    const res = await post(
      contract.auth.login,
      { email: account.email, password: account.password },
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    );
    expect(res.statusCode).toBe(200);
  });

  it('sends the security headers on every response', async () => {
    const answers = [
      await api.call(contract.system.health, {}),
      await api.call(contract.auth.me, {}),
      await api.get('/api/nowhere'),
    ];
    for (const res of answers) {
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBeDefined();
    }
  });

  it('lets pages show images from this site only, and frames only the two video players', async () => {
    const res = await api.call(contract.system.health, {});
    const directives = Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
  });

  it('health answers 200 when the database is ready', async () => {
    const res = await api.call(contract.system.health, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('never writes passwords, tokens or cookies to the log', async () => {
    const password = 'super-secret-passphrase-42';
    const account = await registerAndLogin(t.app, { password });
    const token = await latestEmailToken(t.db, account.email, 'email_verification');
    await t.app.inject({ method: 'GET', url: `/verify-email?token=${token}` });
    await verify(token);
    await api.call(contract.auth.login, { body: { email: account.email, password } });
    const all = t.logs.join('\n');
    expect(all.length).toBeGreaterThan(0);
    expect(all).not.toContain(password);
    expect(all).not.toContain(token);
    expect(all).not.toContain(account.cookie.split('=')[1]!);
  });
});
