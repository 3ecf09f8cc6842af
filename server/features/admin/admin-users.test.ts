import { randomBytes, randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '#common/api/define.ts';
import { api as contract, type EndpointQuery } from '#common/api/index.ts';
import { ROLES, type Role } from '#common/enums.ts';
import { organizations, players, users } from '#server/db/schema/index.ts';
import { createOrganization, createPlayer, createUser, type User } from '#server/db/seed/factories.ts';
import { recordAudit } from '#server/lib/audit.ts';
import { errorJson, json } from '#test/api-json.ts';
import { issuesByPath, type SignedIn, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();

/** Every admin endpoint of this feature (the CSV import has its own tests), with a body that is valid. */
const ADMIN_CALLS = [
  { endpoint: contract.admin.metrics },
  { endpoint: contract.admin.users },
  { endpoint: contract.admin.auditLogs },
  { endpoint: contract.admin.parentDetails },
  { endpoint: contract.admin.userDetails },
  { endpoint: contract.admin.resetPassword, body: { password: 'a new password' } },
  { endpoint: contract.admin.changeRole, body: { role: 'PARENT' } },
  { endpoint: contract.admin.suspend, body: { reason: 'test' } },
  { endpoint: contract.admin.unsuspend, body: {} },
  { endpoint: contract.admin.assignTier, body: { tierId: randomUUID() } },
  { endpoint: contract.admin.resendVerification, body: {} },
  { endpoint: contract.admin.runRetention, body: {} },
  { endpoint: contract.admin.jobs },
  { endpoint: contract.admin.runJob, body: {} },
];

/** A short random word no other user of the file has in their name, so a search finds only this test's users. */
const tag = () => `zq${randomBytes(4).toString('hex')}`;

let admin: SignedIn;
beforeAll(async () => {
  admin = await signIn(t, 'ADMIN', 'Dashboard Admin');
});

describe('who may call the admin API', () => {
  it('the list above holds every admin endpoint but the CSV import', () => {
    const { import: _csv, ...rest } = contract.admin;
    expect(ADMIN_CALLS.map((c) => c.endpoint)).toEqual(expect.arrayContaining(Object.values(rest)));
    expect(ADMIN_CALLS).toHaveLength(Object.values(rest).length);
  });

  for (const { endpoint, body } of ADMIN_CALLS) {
    const name = `${endpoint.method} ${endpoint.path}`;
    it(`${name}: anonymous 401, every other role 403, the target untouched`, async () => {
      const target = await createUser(t.db, { role: 'PLAYER', emailVerified: false });
      const url = fillPath(endpoint, { id: target.id, job: 'retention' });
      const call = (cookie?: string) =>
        t.app.inject({
          method: endpoint.method,
          url,
          headers: cookie ? { cookie } : {},
          ...(body !== undefined && { payload: body }),
        });
      const anon = await call();
      expect(anon.statusCode, name).toBe(401);
      expect(errorJson(anon).code).toBe('UNAUTHENTICATED');
      for (const role of ROLES.filter((r): r is Exclude<Role, 'ADMIN'> => r !== 'ADMIN')) {
        const { cookie } = await signIn(t, role);
        const res = await call(cookie);
        expect(res.statusCode, `${role} on ${name}`).toBe(403);
        expect(errorJson(res).code).toBe('FORBIDDEN');
      }
      const [after] = await t.db.select().from(users).where(eq(users.id, target.id));
      expect(after).toMatchObject({ role: 'PLAYER', suspended: false, passwordHash: target.passwordHash });
    });
  }
});

describe('GET /api/admin/metrics', () => {
  it('counts users, players, recruiters and organizations, and follows new rows', async () => {
    const read = async () =>
      json(contract.admin.metrics, await api.call(contract.admin.metrics, { cookie: admin.cookie }));
    const before = await read();
    const [[u], [p], [r], [o]] = await Promise.all([
      t.db.select({ n: count() }).from(users),
      t.db.select({ n: count() }).from(players),
      t.db.select({ n: count() }).from(users).where(eq(users.role, 'RECRUITER')),
      t.db.select({ n: count() }).from(organizations),
    ]);
    expect(before).toEqual({
      totalUsers: u!.n,
      totalPlayers: p!.n,
      totalRecruiters: r!.n,
      totalOrganizations: o!.n,
    });

    await createUser(t.db, { role: 'RECRUITER' });
    await createPlayer(t.db);
    await createOrganization(t.db, { name: 'Metrics Club' });
    expect(await read()).toEqual({
      totalUsers: before.totalUsers + 1,
      totalPlayers: before.totalPlayers + 1,
      totalRecruiters: before.totalRecruiters + 1,
      totalOrganizations: before.totalOrganizations + 1,
    });
  });
});

describe('GET /api/admin/users', () => {
  const list = async (query: EndpointQuery<typeof contract.admin.users> = {}) => {
    const res = await api.call(contract.admin.users, { query, cookie: admin.cookie });
    expect(res.statusCode, res.body).toBe(200);
    return json(contract.admin.users, res);
  };

  it('pages newest first on the server, with the total of the filter', async () => {
    const word = tag();
    const made: User[] = [];
    for (let i = 0; i < 5; i++) made.push(await createUser(t.db, { name: `Pager ${word} ${i}` }));
    // Creation times out of insertion order (whole seconds, so the test's Dates compare as the database's
    // timestamps), two of them equal: those two come in id order.
    const base = Date.now() - 3_600_000;
    const offsets = [3, 0, 4, 1, 1];
    for (const [i, user] of made.entries()) {
      user.createdAt = new Date(base + offsets[i]! * 1000);
      await t.db.update(users).set({ createdAt: user.createdAt }).where(eq(users.id, user.id));
    }
    const expected = [...made]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : 1))
      .map((u) => u.id);

    const first = await list({ search: word, pageSize: 2 });
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    const second = await list({ search: word, pageSize: 2, page: 2 });
    const third = await list({ search: word, pageSize: 2, page: 3 });
    expect(third.users).toHaveLength(1);
    expect([...first.users, ...second.users, ...third.users].map((u) => u.id)).toEqual(expected);
    // Past the last page: no rows, the same total.
    expect(await list({ search: word, pageSize: 2, page: 4 })).toMatchObject({ users: [], total: 5 });

    const row = first.users[0]!;
    const user = made.find((u) => u.id === row.id)!;
    expect(row).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      role: 'PLAYER',
      emailVerified: true,
      suspended: false,
      createdAt: user.createdAt.toISOString(),
      lastLoginAt: null,
    });
  });

  it('without filters, the first page is the newest users, 25 by default, and total counts every user', async () => {
    const newest = await createUser(t.db, { name: 'Newest Of All' });
    const page = await list();
    const [all] = await t.db.select({ n: count() }).from(users);
    expect(page.total).toBe(all!.n);
    expect(page.pageSize).toBe(25);
    expect(page.users.length).toBe(Math.min(25, all!.n));
    expect(page.users[0]!.id).toBe(newest.id);
  });

  it('searches part of the name or of the e-mail, in any letter case', async () => {
    const word = tag();
    const byName = await createUser(t.db, { name: `Marie-Ève ${word}Tremblay` });
    const byEmail = await createUser(t.db, { email: `${word}.mail@example.com`, name: 'Someone Else' });
    await createUser(t.db, { name: 'Not Matching' });

    const found = await list({ search: word.toUpperCase() });
    expect(found.users.map((u) => u.id).sort()).toEqual([byName.id, byEmail.id].sort());
    expect(found.total).toBe(2);
    expect((await list({ search: `${word}TREMB` })).users.map((u) => u.id)).toEqual([byName.id]);
    expect((await list({ search: `${word}.MAIL@EXAMPLE` })).users.map((u) => u.id)).toEqual([byEmail.id]);
    // Surrounding spaces are trimmed; an empty search lists everyone.
    expect((await list({ search: `  ${word}.mail  ` })).total).toBe(1);
  });

  it('takes % _ and \\ in a search literally', async () => {
    const word = tag();
    const underscore = await createUser(t.db, { name: `under_score ${word}` });
    await createUser(t.db, { name: `underXscore ${word}` });
    const percent = await createUser(t.db, { name: `100% ${word}` });
    const backslash = await createUser(t.db, { name: `back\\slash ${word}` });

    expect((await list({ search: `under_score ${word}` })).users.map((u) => u.id)).toEqual([underscore.id]);
    expect((await list({ search: `% ${word}` })).users.map((u) => u.id)).toEqual([percent.id]);
    expect((await list({ search: `k\\s` })).users.map((u) => u.id)).toEqual([backslash.id]);
    expect((await list({ search: '%%%' })).users).toEqual([]);
  });

  it('filters by role, alone or with a search', async () => {
    const word = tag();
    const recruiter = await createUser(t.db, { role: 'RECRUITER', name: `Scout ${word}` });
    await createUser(t.db, { role: 'PLAYER', name: `Skater ${word}` });
    const both = await list({ search: word, role: 'RECRUITER' });
    expect(both.users.map((u) => u.id)).toEqual([recruiter.id]);
    expect(both.total).toBe(1);

    const recruiters = await list({ role: 'RECRUITER', pageSize: 100 });
    const [n] = await t.db.select({ n: count() }).from(users).where(eq(users.role, 'RECRUITER'));
    expect(recruiters.total).toBe(n!.n);
    expect(recruiters.users.every((u) => u.role === 'RECRUITER')).toBe(true);
  });

  it('shows suspension and the last login', async () => {
    const word = tag();
    await createUser(t.db, { name: `Suspended ${word}`, suspended: true });
    const [row] = (await list({ search: word })).users;
    expect(row).toMatchObject({ suspended: true });
    const [me] = (await list({ search: admin.user.email })).users;
    expect(me!.lastLoginAt).toEqual(expect.any(String));
  });

  it('refuses bad paging, an unknown role and an overlong search with 400 and field issues', async () => {
    for (const [query, path] of [
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?pageSize=101', 'pageSize'],
      ['?pageSize=0', 'pageSize'],
      ['?role=KING', 'role'],
      [`?search=${'x'.repeat(201)}`, 'search'],
    ] as const) {
      const res = await api.get(`/api/admin/users${query}`, { cookie: admin.cookie });
      expect(res.statusCode, query).toBe(400);
      expect(errorJson(res).code).toBe('VALIDATION_ERROR');
      expect(Object.keys(issuesByPath(res)), query).toContain(path);
    }
  });
});

describe('GET /api/admin/audit-logs', () => {
  const logs = async (query: EndpointQuery<typeof contract.admin.auditLogs> = {}) => {
    const res = await api.call(contract.admin.auditLogs, { query, cookie: admin.cookie });
    expect(res.statusCode, res.body).toBe(200);
    return json(contract.admin.auditLogs, res).logs;
  };

  it('lists newest first, filters by exact event type and by part of the e-mail in any case', async () => {
    const word = tag();
    const email = `${word}.Audit@Example.com`;
    await recordAudit(
      t.db,
      { eventType: 'login_failure', email, errorMessage: 'Wrong password' },
      {
        ipAddress: '203.0.113.7',
        userAgent: null,
      },
    );
    // Newest first needs two distinct instants: the embedded database's clock can give both the same one.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await recordAudit(t.db, { eventType: 'login_success', email, userId: admin.user.id });
    await recordAudit(t.db, { eventType: 'login_success', email: 'someone.else@example.com' });

    const mine = await logs({ email: `${word.toUpperCase()}.audit` });
    expect(mine.map((l) => l.eventType)).toEqual(['login_success', 'login_failure']);
    expect(mine[1]).toMatchObject({
      email,
      ipAddress: '203.0.113.7',
      errorMessage: 'Wrong password',
      userId: null,
      targetUserId: null,
    });
    const failures = await logs({ eventType: 'login_failure', email: word });
    expect(failures).toHaveLength(1);
    expect((await logs({ eventType: 'login_failure' })).every((l) => l.eventType === 'login_failure')).toBe(
      true,
    );
    // % in the e-mail filter is a character, not a wildcard.
    expect(await logs({ email: `%${word}` })).toEqual([]);

    const all = await logs({ limit: 200 });
    const times = all.map((l) => l.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('names the actor and the subject of an admin action, each with id, name and e-mail (D247)', async () => {
    const word = tag();
    const user = await createUser(t.db, { email: `${word}.subject@example.com`, name: `Sam ${word}` });
    const res = await api.patch(fillPath(contract.admin.changeRole, { id: user.id }), {
      cookie: admin.cookie,
      payload: { role: 'RECRUITER' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await logs({ eventType: 'role_changed', email: word });
    expect(row).toMatchObject({
      actor: { id: admin.user.id, name: admin.user.name, email: admin.user.email },
      subject: { id: user.id, name: `Sam ${word}`, email: `${word}.subject@example.com` },
    });
    // The e-mail filter also finds a row by its actor's e-mail.
    const byActor = await logs({ eventType: 'role_changed', email: admin.user.email });
    expect(byActor.some((l) => l.id === row?.id)).toBe(true);
    // A row with nobody behind it (an unknown address that failed to sign in) names no one.
    await recordAudit(t.db, { eventType: 'login_failure', email: `${word}.nobody@example.com` });
    const [failure] = await logs({ eventType: 'login_failure', email: `${word}.nobody` });
    expect(failure).toMatchObject({ actor: null, subject: null, email: `${word}.nobody@example.com` });
  });

  it('answers 50 by default and 25, 100 or 200 when asked', async () => {
    for (let i = 0; i < 60; i++)
      await recordAudit(t.db, { eventType: 'profile_view', email: `view${i}@example.com` });
    expect(await logs()).toHaveLength(50);
    expect(await logs({ limit: 25 })).toHaveLength(25);
    const hundred = await logs({ limit: 100 });
    expect(hundred.length).toBeGreaterThan(60);
    expect(hundred.length).toBeLessThanOrEqual(100);
  });

  it('refuses another limit and an unknown event type with 400 and field issues', async () => {
    for (const [query, path] of [
      ['?limit=30', 'limit'],
      ['?limit=abc', 'limit'],
      ['?eventType=hacked', 'eventType'],
      [`?email=${'x'.repeat(255)}`, 'email'],
    ] as const) {
      const res = await api.get(`/api/admin/audit-logs${query}`, { cookie: admin.cookie });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(issuesByPath(res)), query).toContain(path);
    }
  });
});
