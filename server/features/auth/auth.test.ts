import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UNDER_13_MESSAGE } from '#common/age.ts';
import { TERMS_OUTDATED_MESSAGE, TERMS_REQUIRED_MESSAGE, TERMS_VERSION } from '#common/terms.ts';
import { auditLogs, emailQueue, sessions, users } from '#server/db/schema/index.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { birthForAge, birthJustUnder } from '../../../test/players-kit.ts';
import {
  ADULT_BIRTH_YEAR,
  createTestApp,
  latestEmailToken,
  registerAndLogin,
  sessionCookie,
  TERMS_AGREEMENT,
  uniqueEmail,
} from '../../../test/test-app.ts';
import { withTestApp } from '../../../test/with-test-app.ts';

const { t } = withTestApp({
  limits: { login: { perPair: 3, perIp: 50, perAccount: 100, windowMs: 60_000 } },
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('register', () => {
  it('creates the account, signs the user in, stores an argon2id hash and queues a verification e-mail', async () => {
    const email = uniqueEmail('new');
    const res = await post(
      '/api/auth/register',
      {
        email,
        password: 'a long enough pass',
        name: 'Avery Puck',
        role: 'PLAYER',
        birthYear: ADULT_BIRTH_YEAR,
        ...TERMS_AGREEMENT,
      },
      { 'user-agent': 'vitest-agent' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      email,
      name: 'Avery Puck',
      role: 'PLAYER',
      emailVerified: false,
    });
    const cookie = res.cookies.find((c) => c.name === 'rs_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');

    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user!.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(user!.passwordHash).toContain('m=19456,t=2');

    const mails = await t.db.select().from(emailQueue).where(eq(emailQueue.to, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.emailType).toBe('email_verification');
    expect(mails[0]!.body).toMatch(/http:\/\/localhost:3000\/verify-email\?token=/);

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'user_created'), eq(auditLogs.userId, user!.id)));
    expect(audit).toMatchObject({ email, ipAddress: '127.0.0.1', userAgent: 'vitest-agent' });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, role: 'PLAYER' });
  });

  it('counts registering as the first login: a new account has lastLoginAt, not null', async () => {
    const email = uniqueEmail('first-login');
    const before = Date.now();
    const res = await post('/api/auth/register', {
      email,
      password: 'correct horse battery',
      name: 'New Parent',
      role: 'PARENT',
      ...TERMS_AGREEMENT,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.lastLoginAt).not.toBeNull();
    expect(row!.lastLoginAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.lastLoginAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses a second account with the same e-mail in another letter case (409)', async () => {
    const email = uniqueEmail('dup');
    await registerAndLogin(t.app, { email });
    const res = await post('/api/auth/register', {
      email: email.toUpperCase(),
      password: 'another password',
      name: 'Copy Cat',
      role: 'PARENT',
      ...TERMS_AGREEMENT,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'An account with this email already exists.', code: 'CONFLICT' });
  });

  it('answers bad input with 400 and an issue per field', async () => {
    const res = await post('/api/auth/register', {
      email: 'not-an-email',
      password: 'short',
      name: '',
      role: 'PLAYER',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    const byPath = Object.fromEntries(
      body.issues.map((i: { path: string; message: string }) => [i.path, i.message]),
    );
    expect(byPath).toMatchObject({
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
      name: 'Full name is required',
    });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Malformed JSON body.', code: 'INVALID_JSON' });
  });

  it('refuses a text/plain body (no CSRF-friendly parser)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.c',
    });
    expect(res.statusCode).toBe(415);
  });

  it.each(['ADMIN', 'RECRUITER', 'ORG_ADMIN'])('refuses sign-up as %s', async (role) => {
    const email = uniqueEmail('role');
    const res = await post('/api/auth/register', {
      email,
      password: 'password123',
      name: 'Sneaky',
      role,
      ...TERMS_AGREEMENT,
    });
    expect(res.statusCode).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses unknown fields such as emailVerified', async () => {
    const res = await post('/api/auth/register', {
      email: uniqueEmail(),
      password: 'password123',
      name: 'Sneaky',
      role: 'PLAYER',
      birthYear: ADULT_BIRTH_YEAR,
      ...TERMS_AGREEMENT,
      emailVerified: true,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('agreement to the Terms and Privacy Notice at sign-up', () => {
  const account = (extra: Record<string, unknown>) => ({
    email: uniqueEmail('terms'),
    password: 'a long enough pass',
    name: 'Terry Terms',
    role: 'PARENT',
    ...extra,
  });
  const usersWith = (email: string) => t.db.select().from(users).where(eq(users.email, email));

  it.each([
    ['missing', { termsVersion: TERMS_VERSION }, 'acceptTerms', TERMS_REQUIRED_MESSAGE],
    [
      'not ticked',
      { acceptTerms: false, termsVersion: TERMS_VERSION },
      'acceptTerms',
      TERMS_REQUIRED_MESSAGE,
    ],
    ['without a version', { acceptTerms: true }, 'termsVersion', TERMS_OUTDATED_MESSAGE],
    ['to an old version', { acceptTerms: true, termsVersion: '0.9' }, 'termsVersion', TERMS_OUTDATED_MESSAGE],
  ])(
    'refuses an agreement that is %s with 400 and a clear message, creating nothing',
    async (_case, agreement, path, message) => {
      const body = account(agreement);
      const res = await post('/api/auth/register', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: `${path}: ${message}`,
        issues: [{ path, message }],
      });
      expect(await usersWith(body.email)).toHaveLength(0);
    },
  );

  it('records the version and time agreed, with a terms_accepted audit row, when the account is created', async () => {
    const before = Date.now();
    const body = account(TERMS_AGREEMENT);
    const res = await post('/api/auth/register', body, { 'user-agent': 'terms-agent' });
    expect(res.statusCode).toBe(201);
    const [user] = await usersWith(body.email);
    expect(user!.termsVersion).toBe(TERMS_VERSION);
    expect(user!.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(user!.termsAcceptedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const rows = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'terms_accepted'), eq(auditLogs.userId, user!.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      targetUserId: user!.id,
      email: body.email,
      ipAddress: '127.0.0.1',
      userAgent: 'terms-agent',
      metadata: { termsVersion: TERMS_VERSION, acceptedAt: user!.termsAcceptedAt!.toISOString() },
    });
  });

  it('writes no terms_accepted row when the registration itself fails (same transaction)', async () => {
    const email = uniqueEmail('terms-dup');
    await registerAndLogin(t.app, { email, role: 'PARENT' });
    const [user] = await usersWith(email);
    const res = await post('/api/auth/register', { ...account(TERMS_AGREEMENT), email });
    expect(res.statusCode).toBe(409);
    const rows = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'terms_accepted'), eq(auditLogs.email, email)));
    expect(rows.map((r) => r.userId)).toEqual([user!.id]);
  });
});

describe('a player under 13 at sign-up', () => {
  const thisYear = new Date().getFullYear();
  const player = (extra: Record<string, unknown>) => ({
    email: uniqueEmail('young'),
    password: 'a long enough pass',
    name: 'Kit Young',
    role: 'PLAYER',
    ...TERMS_AGREEMENT,
    ...extra,
  });
  const usersWith = (email: string) => t.db.select().from(users).where(eq(users.email, email));

  it('is refused with 403 and the parent explanation, and no account, e-mail or audit row is left behind', async () => {
    const body = player({ birthYear: thisYear - 12 });
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: UNDER_13_MESSAGE });
    expect(res.cookies.find((c) => c.name.endsWith('rs_session'))).toBeUndefined();
    expect(await usersWith(body.email)).toHaveLength(0);
    expect(await t.db.select().from(emailQueue).where(eq(emailQueue.to, body.email))).toHaveLength(0);
    expect(await t.db.select().from(auditLogs).where(eq(auditLogs.email, body.email))).toHaveLength(0);
  });

  it('may sign up alone at 13', async () => {
    const body = player(birthForAge(13));
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(201);
    expect(await usersWith(body.email)).toHaveLength(1);
  });

  it('judges 13 by the month and year of birth: a month not yet reached is refused', async () => {
    const under = player(birthJustUnder(13));
    expect((await post('/api/auth/register', under)).statusCode).toBe(403);
    expect(await usersWith(under.email)).toHaveLength(0);
    // Without a month, the year counts a birth in December (the youngest the year allows).
    const noMonth = player({ birthYear: birthForAge(13).birthYear, birthMonth: null });
    const expected = birthForAge(13).birthMonth === 12 ? 201 : 403;
    expect((await post('/api/auth/register', noMonth)).statusCode).toBe(expected);
    const badMonth = await post('/api/auth/register', player({ ...birthForAge(20), birthMonth: 13 }));
    expect(badMonth.statusCode).toBe(400);
  });

  it('must give a birth year to register as a player (400), within 1950 and this year', async () => {
    for (const [birthYear, message] of [
      [undefined, 'Birth year is required'],
      [1949, 'Birth year must be between 1950 and current year'],
      [thisYear + 1, 'Birth year must be between 1950 and current year'],
      ['twenty ten', 'Birth year must be between 1950 and current year'],
    ] as const) {
      const body = player({ birthYear });
      const res = await post('/api/auth/register', body);
      expect(res.statusCode, String(birthYear)).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'birthYear', message }]);
      expect(await usersWith(body.email)).toHaveLength(0);
    }
  });

  it('is no rule for a parent: a parent registers without a birth year', async () => {
    const body = player({ role: 'PARENT' });
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('PARENT');
  });
});

describe('login and logout', () => {
  it('logs in with the right password, records login_success, and me answers the user', async () => {
    const account = await registerAndLogin(t.app, { role: 'PARENT' });
    const res = await post(
      '/api/auth/login',
      { email: account.email.toUpperCase(), password: account.password },
      { 'user-agent': 'login-agent' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: account.email, role: 'PARENT' });
    expect(sessionCookie(res)).not.toBe(account.cookie);
    const rows = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'login_success'), eq(auditLogs.userId, account.user.id)));
    expect(rows[0]).toMatchObject({ ipAddress: '127.0.0.1', userAgent: 'login-agent' });
    const [u] = await t.db.select().from(users).where(eq(users.id, account.user.id));
    expect(u!.lastLoginAt).not.toBeNull();
  });

  it('gives the same answer for a wrong password and an unknown e-mail, and audits the failure', async () => {
    const account = await registerAndLogin(t.app);
    const wrong = await post('/api/auth/login', { email: account.email, password: 'wrong password' });
    const unknown = await post('/api/auth/login', {
      email: uniqueEmail('ghost'),
      password: 'wrong password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().message).toBe('Invalid email or password.');
    const failures = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'login_failure'), eq(auditLogs.email, account.email)));
    expect(failures).toHaveLength(1);
  });

  it('round-trips a unicode password, composed or decomposed', async () => {
    const password = 'pässwörd-🏒-ледяной';
    const account = await registerAndLogin(t.app, { password });
    const res = await post('/api/auth/login', { email: account.email, password });
    expect(res.statusCode).toBe(200);
    const nfd = await post('/api/auth/login', { email: account.email, password: password.normalize('NFD') });
    expect(nfd.statusCode).toBe(200);
  });

  it('me without a session is 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('logout revokes the session: the old cookie no longer works, and logout is audited', async () => {
    const account = await registerAndLogin(t.app);
    const second = sessionCookie(
      await post('/api/auth/login', { email: account.email, password: account.password }),
    );
    const out = await post('/api/auth/logout', {}, { cookie: account.cookie });
    expect(out.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: account.cookie } }))
        .statusCode,
    ).toBe(401);
    // The other device stays signed in.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: second } })).statusCode,
    ).toBe(200);
    const rows = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'logout'), eq(auditLogs.userId, account.user.id)));
    expect(rows).toHaveLength(1);
  });

  it('stores only a hash of the session id', async () => {
    const account = await registerAndLogin(t.app);
    const raw = account.cookie.split('=')[1]!;
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, account.user.id));
    expect(rows.map((r) => r.idHash)).toEqual([hashToken(raw)]);
  });

  it('refuses a suspended user with 403 and ends their live sessions', async () => {
    const account = await registerAndLogin(t.app);
    await t.db
      .update(users)
      .set({ suspended: true, suspendedAt: new Date() })
      .where(eq(users.id, account.user.id));
    const res = await post('/api/auth/login', { email: account.email, password: account.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This account has been suspended. Please contact support.');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: account.cookie },
    });
    expect(me.statusCode).toBe(401);
  });

  it('re-reads the role on every request', async () => {
    const account = await registerAndLogin(t.app);
    await t.db.update(users).set({ role: 'RECRUITER' }).where(eq(users.id, account.user.id));
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: account.cookie },
    });
    expect(me.json().role).toBe('RECRUITER');
  });

  it('a live session of a suspended user answers 401, and lifting the suspension does not revive it', async () => {
    const account = await registerAndLogin(t.app);
    const me = () =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: account.cookie } });
    expect((await me()).statusCode).toBe(200);
    await t.db.update(users).set({ suspended: true }).where(eq(users.id, account.user.id));
    expect((await me()).statusCode).toBe(401);
    await t.db.update(users).set({ suspended: false }).where(eq(users.id, account.user.id));
    expect((await me()).statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const account = await registerAndLogin(t.app);
    const me = () =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: account.cookie } });
    expect((await me()).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, account.user.id));
    expect((await me()).statusCode).toBe(401);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.userId, account.user.id));
    expect((await me()).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After after too many failures, and a success does not use up the allowance', async () => {
    const account = await registerAndLogin(t.app);
    const good = { email: account.email, password: account.password };
    const bad = { email: account.email, password: 'nope nope nope' };
    expect((await post('/api/auth/login', bad)).statusCode).toBe(401);
    expect((await post('/api/auth/login', good)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await post('/api/auth/login', bad)).statusCode).toBe(401);
    const limited = await post('/api/auth/login', good);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});

describe('sign-up and resend limits', () => {
  it('answers 429 once an IP has signed up too often', async () => {
    const limited = await createTestApp({ limits: { register: { max: 2, timeWindow: '1 minute' } } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            email: uniqueEmail('burst'),
            password: 'password123',
            name: 'Burst Signup',
            role: 'PARENT',
            ...TERMS_AGREEMENT,
          },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('e-mail verification', () => {
  it('verifies with the e-mailed token once; a reused token is refused', async () => {
    const account = await registerAndLogin(t.app);
    const token = await latestEmailToken(t.db, account.email, 'email_verification');
    const ok = await post('/api/auth/verify-email', { token });
    expect(ok.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: account.cookie },
    });
    expect(me.json().emailVerified).toBe(true);
    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This verification link has already been used.',
      code: 'TOKEN_USED',
    });
  });

  it('answers 410 for an expired token and 400 for an unknown one', async () => {
    const account = await registerAndLogin(t.app);
    const token = await latestEmailToken(t.db, account.email, 'email_verification');
    await t.db
      .update(users)
      .set({ emailVerificationExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.id, account.user.id));
    const expired = await post('/api/auth/verify-email', { token });
    expect(expired.statusCode).toBe(410);
    const unknown = await post('/api/auth/verify-email', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('INVALID_TOKEN');
    const empty = await post('/api/auth/verify-email', { token: '' });
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
    const results = await Promise.all([
      post('/api/auth/verify-email', { token }),
      post('/api/auth/verify-email', { token }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('resend issues a new token that voids the old one; known and unknown e-mails get the same answer', async () => {
    const account = await registerAndLogin(t.app);
    const first = await latestEmailToken(t.db, account.email, 'email_verification');
    const known = await post('/api/auth/resend-verification', { email: account.email });
    const unknown = await post('/api/auth/resend-verification', { email: uniqueEmail('nobody') });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const second = await latestEmailToken(t.db, account.email, 'email_verification');
    expect(second).not.toBe(first);
    expect((await post('/api/auth/verify-email', { token: first })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token: second })).statusCode).toBe(200);
  });

  it('resend for a signed-in user needs no body; signed out it needs an e-mail', async () => {
    const account = await registerAndLogin(t.app);
    const res = await post('/api/auth/resend-verification', {}, { cookie: account.cookie });
    expect(res.statusCode).toBe(200);
    const mails = await t.db.select().from(emailQueue).where(eq(emailQueue.to, account.email));
    expect(mails).toHaveLength(2);
    const anonymous = await post('/api/auth/resend-verification', {});
    expect(anonymous.statusCode).toBe(400);
  });
});

describe('calls with an empty body (spec: "empty body" / "none")', () => {
  type Extra = { headers?: Record<string, string>; payload?: string };
  const bodies: [string, Extra][] = [
    ['no body at all', {}],
    ['application/json with an empty body', { headers: { 'content-type': 'application/json' }, payload: '' }],
  ];

  it.each(bodies)('logout accepts %s and ends the session', async (_what, extra) => {
    const account = await registerAndLogin(t.app);
    const headers = { ...extra.headers, cookie: account.cookie };
    const res = await t.app.inject({ ...extra, method: 'POST', url: '/api/auth/logout', headers });
    expect(res.statusCode, res.body).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: account.cookie },
    });
    expect(me.statusCode).toBe(401);
  });

  it.each(bodies)('resend-verification accepts %s from a signed-in user', async (_what, extra) => {
    const account = await registerAndLogin(t.app);
    const headers = { ...extra.headers, cookie: account.cookie };
    const res = await t.app.inject({
      ...extra,
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await t.db.select().from(emailQueue).where(eq(emailQueue.to, account.email));
    expect(mails).toHaveLength(2);
  });

  it('signed out, resend-verification with an empty body still asks for the e-mail (400)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'email', message: 'Enter the email address you signed up with.' },
    ]);
  });

  it('other routes still refuse an empty JSON body, and these two still refuse malformed JSON', async () => {
    const empty = { headers: { 'content-type': 'application/json' }, payload: '' };
    const login = await t.app.inject({ ...empty, method: 'POST', url: '/api/auth/login' });
    expect(login.statusCode).toBe(400);
    expect(login.json().code).toBe('INVALID_JSON');
    const bad = await t.app.inject({ ...empty, payload: '{', method: 'POST', url: '/api/auth/logout' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_JSON');
    const poisoned = await t.app.inject({
      ...empty,
      payload: '{"__proto__":{"x":1}}',
      method: 'POST',
      url: '/api/auth/resend-verification',
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
    const res = await post('/api/auth/login', { email: 'a@b.co', password: 'whatever1' }, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_REJECTED');
  });

  it('accepts same-origin requests', async () => {
    const account = await registerAndLogin(t.app);
    const res = await post(
      '/api/auth/login',
      { email: account.email, password: account.password },
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    );
    expect(res.statusCode).toBe(200);
  });

  it('sends the security headers on every response', async () => {
    for (const url of ['/api/health', '/api/auth/me', '/api/nowhere']) {
      const res = await t.app.inject({ method: 'GET', url });
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
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
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
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('never writes passwords, tokens or cookies to the log', async () => {
    const password = 'super-secret-passphrase-42';
    const account = await registerAndLogin(t.app, { password });
    const token = await latestEmailToken(t.db, account.email, 'email_verification');
    await t.app.inject({ method: 'GET', url: `/verify-email?token=${token}` });
    await post('/api/auth/verify-email', { token });
    await post('/api/auth/login', { email: account.email, password });
    const all = t.logs.join('\n');
    expect(all.length).toBeGreaterThan(0);
    expect(all).not.toContain(password);
    expect(all).not.toContain(token);
    expect(all).not.toContain(account.cookie.split('=')[1]!);
  });
});
