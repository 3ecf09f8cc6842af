import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UNDER_13_MESSAGE } from '#common/age.ts';
import { buildPath, api as contract } from '#common/api/index.ts';
import { TERMS_OUTDATED_MESSAGE, TERMS_REQUIRED_MESSAGE, TERMS_VERSION } from '#common/terms.ts';
import { auditLogs, emailQueue, users } from '#server/db/schema/index.ts';
import { authApp } from '#test/auth-kit.ts';
import { birthForAge, birthJustUnder } from '#test/players-kit.ts';
import {
  ADULT_BIRTH_YEAR,
  registerAndLogin,
  sessionCookie,
  TERMS_AGREEMENT,
  uniqueEmail,
} from '#test/test-app.ts';

const { t, api, post } = authApp();

const me = (cookie: string) => api.call(contract.auth.me, { cookie });
/** A sign-up whose body is sent as given: built from untyped overrides, or one the contract refuses. */
const registerRaw = (bodyRaw: unknown) => api.call(contract.auth.register, { bodyRaw });

describe('register', () => {
  it('creates the account, signs the user in, stores an argon2id hash and queues a verification e-mail', async () => {
    const email = uniqueEmail('new');
    const res = await post(
      contract.auth.register,
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

    const meRes = await me(sessionCookie(res));
    expect(meRes.statusCode).toBe(200);
    expect(meRes.json()).toMatchObject({ email, role: 'PLAYER' });
  });

  it('counts registering as the first login: a new account has lastLoginAt, not null', async () => {
    const email = uniqueEmail('first-login');
    const before = Date.now();
    const res = await api.call(contract.auth.register, {
      body: {
        email,
        password: 'correct horse battery',
        name: 'New Parent',
        role: 'PARENT',
        ...TERMS_AGREEMENT,
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.lastLoginAt).not.toBeNull();
    expect(row!.lastLoginAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.lastLoginAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('the sign-up session is no return; every session after a later sign-in is (D262)', async () => {
    const account = await registerAndLogin(t.app, { role: 'PARENT' });
    expect(account.user).toMatchObject({ isReturning: false });
    expect((await me(account.cookie)).json()).toMatchObject({ id: account.user.id, isReturning: false });
    const login = await api.call(contract.auth.login, {
      body: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ isReturning: true });
    const again = await me(sessionCookie(login));
    expect(again.json()).toMatchObject({ isReturning: true });
    // Known from the users row, not the session: the sign-up tab now says it too, on any device.
    expect((await me(account.cookie)).json()).toMatchObject({ isReturning: true });
  });

  it('refuses a second account with the same e-mail in another letter case (409)', async () => {
    const email = uniqueEmail('dup');
    await registerAndLogin(t.app, { email });
    const res = await api.call(contract.auth.register, {
      body: {
        email: email.toUpperCase(),
        password: 'another password',
        name: 'Copy Cat',
        role: 'PARENT',
        ...TERMS_AGREEMENT,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'An account with this email already exists.', code: 'CONFLICT' });
  });

  it('answers bad input with 400 and an issue per field', async () => {
    const res = await registerRaw({
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
      url: buildPath(contract.auth.register),
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Malformed JSON body.', code: 'INVALID_JSON' });
  });

  it('refuses a text/plain body (no CSRF-friendly parser)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: buildPath(contract.auth.register),
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.c',
    });
    expect(res.statusCode).toBe(415);
  });

  it.each(['ADMIN', 'RECRUITER', 'ORG_ADMIN'])('refuses sign-up as %s', async (role) => {
    const email = uniqueEmail('role');
    const res = await registerRaw({
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
    const res = await registerRaw({
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
  const account = <T extends object>(extra: T) => ({
    email: uniqueEmail('terms'),
    password: 'a long enough pass',
    name: 'Terry Terms',
    role: 'PARENT' as const,
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
      const res = await registerRaw(body);
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
    const res = await post(contract.auth.register, body, { 'user-agent': 'terms-agent' });
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
    const res = await api.call(contract.auth.register, { body: { ...account(TERMS_AGREEMENT), email } });
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
    const res = await registerRaw(body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: UNDER_13_MESSAGE });
    expect(res.cookies.find((c) => c.name.endsWith('rs_session'))).toBeUndefined();
    expect(await usersWith(body.email)).toHaveLength(0);
    expect(await t.db.select().from(emailQueue).where(eq(emailQueue.to, body.email))).toHaveLength(0);
    expect(await t.db.select().from(auditLogs).where(eq(auditLogs.email, body.email))).toHaveLength(0);
  });

  it('may sign up alone at 13', async () => {
    const body = player(birthForAge(13));
    const res = await registerRaw(body);
    expect(res.statusCode).toBe(201);
    expect(await usersWith(body.email)).toHaveLength(1);
  });

  it('judges 13 by the month and year of birth: a month not yet reached is refused', async () => {
    const under = player(birthJustUnder(13));
    expect((await registerRaw(under)).statusCode).toBe(403);
    expect(await usersWith(under.email)).toHaveLength(0);
    // Without a month, the year counts a birth in December (the youngest the year allows).
    const noMonth = player({ birthYear: birthForAge(13).birthYear, birthMonth: null });
    const expected = birthForAge(13).birthMonth === 12 ? 201 : 403;
    expect((await registerRaw(noMonth)).statusCode).toBe(expected);
    const badMonth = await registerRaw(player({ ...birthForAge(20), birthMonth: 13 }));
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
      const res = await registerRaw(body);
      expect(res.statusCode, String(birthYear)).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'birthYear', message }]);
      expect(await usersWith(body.email)).toHaveLength(0);
    }
  });

  it('is no rule for a parent: a parent registers without a birth year', async () => {
    const body = player({ role: 'PARENT' });
    const res = await registerRaw(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('PARENT');
  });
});
