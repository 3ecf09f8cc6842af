import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerLimitMessage as limitReachedMessage } from '#common/tier-limits.ts';
import { auditLogs, playerParents, players } from '#server/db/schema/index.ts';
import { createPlayer, linkParent } from '#server/db/seed/factories.ts';
import { recordAudit } from '#server/lib/audit.ts';
import {
  birthYearForAge,
  issuesByPath,
  linkedParent,
  ownedPlayer,
  signIn,
  subscribe,
} from '../../../test/players-kit.ts';
import { withTestApp } from '../../../test/with-test-app.ts';

const { t, api } = withTestApp();

const childBody = (over: Record<string, unknown> = {}) => ({
  firstName: 'Casey',
  lastName: 'Junior',
  birthYear: birthYearForAge(12),
  preferredPosition: 'LW',
  shoots: 'R',
  ...over,
});

async function createChild(cookie: string, over: Record<string, unknown> = {}) {
  const res = await api.post('/api/players/parent-create', { cookie, payload: childBody(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().player as { id: string; slug: string; profileStatus: string };
}

const linksOf = (playerId: string) =>
  t.db.select().from(playerParents).where(eq(playerParents.playerId, playerId));

describe('POST /api/players/parent-create', () => {
  it('creates an under-17 child as draft awaiting consent, linked to the parent as primary, with an audit row', async () => {
    const parent = await signIn(t, 'PARENT');
    const res = await api.post('/api/players/parent-create', {
      cookie: parent.cookie,
      payload: childBody({ firstName: 'Kid', lastName: 'Unique-Parentcreate' }),
    });
    expect(res.statusCode).toBe(201);
    const { player } = res.json();
    expect(player).toMatchObject({
      userId: null,
      slug: 'kid-unique-parentcreate',
      firstName: 'Kid',
      category: 'MALE',
      positions: ['LW'],
      preferredPosition: 'LW',
      shoots: 'R',
      profileStatus: 'draft',
      parentalConsentRequired: true,
      hasParentalConsent: false,
      verificationStatus: 'pending',
    });
    const links = await linksOf(player.id);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({
      parentUserId: parent.user.id,
      isPrimary: true,
      relationship: null,
      consentGiven: false,
    });
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'player_profile_created'), eq(auditLogs.targetId, player.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ userId: parent.user.id, targetType: 'player', ipAddress: '127.0.0.1' });

    const own = await api.get(`/api/players/${player.id}`, { cookie: parent.cookie });
    expect(own.statusCode).toBe(200);
    expect(own.json().player.profileStatus).toBe('draft');
    expect(own.json().viewer.canEdit).toBe(true);
  });

  it('creates a child of 17 or more as active, keeps a given relationship and category', async () => {
    const parent = await signIn(t, 'PARENT');
    const player = await createChild(parent.cookie, {
      birthYear: birthYearForAge(17),
      category: 'FEMALE',
      relationship: 'Mother',
    });
    expect(player).toMatchObject({
      profileStatus: 'active',
      parentalConsentRequired: false,
      category: 'FEMALE',
    });
    expect((await linksOf(player.id))[0]!.relationship).toBe('mother');
  });

  it('takes a relationship from the fixed list only: anything else is 400 and nothing is created', async () => {
    const parent = await signIn(t, 'PARENT');
    for (const relationship of ['uncle', 'Parent', 7]) {
      const res = await api.post('/api/players/parent-create', {
        cookie: parent.cookie,
        payload: childBody({ relationship }),
      });
      expect(res.statusCode).toBe(400);
      expect(issuesByPath(res).relationship).toBe(
        'Choose a relationship: father, mother, guardian, coparent, other',
      );
    }
    const account = await api.get('/api/parents/account', { cookie: parent.cookie });
    expect(account.json().connectedProfiles.players).toEqual([]);
  });

  it('stores a goalie with positions [G] and no preferred skater position', async () => {
    const parent = await signIn(t, 'PARENT');
    const player = await createChild(parent.cookie, { preferredPosition: 'G', shoots: undefined });
    expect(player).toMatchObject({ positions: ['G'], preferredPosition: null, shoots: null });
    const both = await createChild(parent.cookie, { preferredPosition: 'D', positions: ['C', 'D'] });
    expect(both).toMatchObject({ positions: ['D', 'C'], preferredPosition: 'D' });
  });

  it('refuses bad input with field messages (400) and never lets the client set userId, slug or status', async () => {
    const parent = await signIn(t, 'PARENT');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ birthYear: 1949 }, 'birthYear', 'Birth year must be between 1950 and current year'],
      [
        { birthYear: new Date().getFullYear() + 1 },
        'birthYear',
        'Birth year must be between 1950 and current year',
      ],
      [{ firstName: '  ' }, 'firstName', 'First name is required'],
      [{ preferredPosition: undefined }, 'preferredPosition', 'Select a position'],
      [{ preferredPosition: 'X' }, 'preferredPosition', ''],
      [{ category: 'COED' }, 'category', ''],
    ];
    for (const [over, path, message] of cases) {
      const res = await api.post('/api/players/parent-create', {
        cookie: parent.cookie,
        payload: childBody(over),
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      const issues = issuesByPath(res);
      expect(Object.keys(issues)).toContain(path);
      if (message) expect(issues[path]).toBe(message);
    }
    for (const field of ['userId', 'slug', 'verificationStatus', 'profileStatus']) {
      const res = await api.post('/api/players/parent-create', {
        cookie: parent.cookie,
        payload: childBody({ [field]: 'x' }),
      });
      expect(res.statusCode, field).toBe(400);
    }
    expect(await linksOf('00000000-0000-4000-8000-000000000000')).toHaveLength(0);
  });

  it('needs a session (401) and a PARENT account (403 for a player, a recruiter, an admin)', async () => {
    expect((await api.post('/api/players/parent-create', { payload: childBody() })).statusCode).toBe(401);
    for (const role of ['PLAYER', 'RECRUITER', 'ADMIN'] as const) {
      const who = await signIn(t, role);
      const res = await api.post('/api/players/parent-create', { cookie: who.cookie, payload: childBody() });
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('enforces maxPlayers: 3 without a subscription row, the row value otherwise, counting every linked player', async () => {
    const parent = await signIn(t, 'PARENT');
    // A child linked through another route (e.g. an accepted co-parent invitation) counts too.
    const other = await createPlayer(t.db, { birthYear: birthYearForAge(14), profileStatus: 'draft' });
    await linkParent(t.db, { playerId: other.id, parentUserId: parent.user.id, isPrimary: false });
    await createChild(parent.cookie);
    await createChild(parent.cookie);
    const refused = await api.post('/api/players/parent-create', {
      cookie: parent.cookie,
      payload: childBody(),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'LIMIT_REACHED', message: limitReachedMessage(3) });
    expect(refused.json().message).toBe(
      'Your plan allows 3 player profiles. Upgrade your plan to manage more players.',
    );

    await subscribe(t.db, parent.user.id, 'first_line');
    await t.db.execute(sql`update user_subscriptions set max_players = 4 where user_id = ${parent.user.id}`);
    await createChild(parent.cookie);
    const again = await api.post('/api/players/parent-create', {
      cookie: parent.cookie,
      payload: childBody(),
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(limitReachedMessage(4));
  });

  it('two simultaneous creations for the last slot: exactly one succeeds', async () => {
    const parent = await signIn(t, 'PARENT');
    await createChild(parent.cookie);
    await createChild(parent.cookie);
    const results = await Promise.all(
      [1, 2].map(() =>
        api.post('/api/players/parent-create', { cookie: parent.cookie, payload: childBody() }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(playerParents)
      .where(eq(playerParents.parentUserId, parent.user.id));
    expect(count!.n).toBe(3);
  });

  it('is atomic: a failure at the last step (the audit insert) leaves no player and no link', async () => {
    const parent = await signIn(t, 'PARENT');
    await t.db.execute(
      sql.raw(
        `alter table audit_logs add constraint test_refuse_created check (event_type <> 'player_profile_created') not valid`,
      ),
    );
    try {
      const res = await api.post('/api/players/parent-create', {
        cookie: parent.cookie,
        payload: childBody({ lastName: 'Rolledback' }),
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('Something went wrong on our side. Please try again.');
    } finally {
      await t.db.execute(sql.raw('alter table audit_logs drop constraint test_refuse_created'));
    }
    expect(await t.db.select().from(players).where(eq(players.lastName, 'Rolledback'))).toHaveLength(0);
    expect(
      await t.db.select().from(playerParents).where(eq(playerParents.parentUserId, parent.user.id)),
    ).toHaveLength(0);
  });
});

describe('POST /api/players/:id/parental-consent', () => {
  it('a linked parent records consent (name, date, IP): draft becomes active and visible to recruiters', async () => {
    const parent = await signIn(t, 'PARENT', 'Morgan Parent');
    const child = await createChild(parent.cookie);
    const recruiter = await signIn(t, 'RECRUITER');
    expect((await api.get(`/api/players/${child.id}`, { cookie: recruiter.cookie })).statusCode).toBe(404);

    const res = await api.post(`/api/players/${child.id}/parental-consent`, {
      cookie: parent.cookie,
      payload: { parentName: 'Morgan Parent', consentGiven: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Consent recorded',
      player: { id: child.id, profileStatus: 'active', hasParentalConsent: true },
    });
    const [link] = await linksOf(child.id);
    expect(link).toMatchObject({
      consentGiven: true,
      consentParentName: 'Morgan Parent',
      consentIpAddress: '127.0.0.1',
    });
    expect(link!.consentDate).toBeInstanceOf(Date);
    const [row] = await t.db.select().from(players).where(eq(players.id, child.id));
    expect(row).toMatchObject({ profileStatus: 'active', parentalConsentGiven: true });
    expect(row!.parentalConsentDate).toBeInstanceOf(Date);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'player_profile_updated'), eq(auditLogs.targetId, child.id)));
    expect(audits.map((a) => a.metadata)).toEqual([
      expect.objectContaining({ action: 'parental_consent', profileStatus: { from: 'draft', to: 'active' } }),
    ]);
    expect((await api.get(`/api/players/${child.id}`, { cookie: recruiter.cookie })).statusCode).toBe(200);
    expect((await api.get(`/api/players/${child.id}`)).statusCode).toBe(200);
  });

  it('validates the form with the spec messages (400)', async () => {
    const parent = await signIn(t, 'PARENT');
    const child = await createChild(parent.cookie);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ parentName: '', consentGiven: true }, 'parentName', 'Your name is required'],
      [{ consentGiven: true }, 'parentName', 'Your name is required'],
      [{ parentName: 'Pat', consentGiven: false }, 'consentGiven', 'You must provide consent to proceed'],
      [{ parentName: 'Pat' }, 'consentGiven', 'You must provide consent to proceed'],
    ];
    for (const [payload, path, message] of cases) {
      const res = await api.post(`/api/players/${child.id}/parental-consent`, {
        cookie: parent.cookie,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(issuesByPath(res)[path]).toBe(message);
    }
    const extra = await api.post(`/api/players/${child.id}/parental-consent`, {
      cookie: parent.cookie,
      payload: { parentName: 'Pat', consentGiven: true, profileStatus: 'active' },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('only a parent user on a parent record of the player may consent', async () => {
    const parent = await signIn(t, 'PARENT');
    const child = await createChild(parent.cookie);
    const payload = { parentName: 'Someone', consentGiven: true };
    expect((await api.post(`/api/players/${child.id}/parental-consent`, { payload })).statusCode).toBe(401);
    const stranger = await signIn(t, 'PARENT');
    // Hidden profile: 404, as if absent.
    expect(
      (await api.post(`/api/players/${child.id}/parental-consent`, { cookie: stranger.cookie, payload }))
        .statusCode,
    ).toBe(404);
    for (const role of ['PLAYER', 'RECRUITER', 'ADMIN'] as const) {
      const who = await signIn(t, role);
      const res = await api.post(`/api/players/${child.id}/parental-consent`, {
        cookie: who.cookie,
        payload,
      });
      expect(res.statusCode, role).toBe(403);
    }
    // A self-registered teen cannot consent for themself.
    const { owner, player } = await ownedPlayer(t, {
      birthYear: birthYearForAge(15),
      profileStatus: 'draft',
    });
    const self = await api.post(`/api/players/${player.id}/parental-consent`, {
      cookie: owner.cookie,
      payload,
    });
    expect(self.statusCode).toBe(403);
    // Visible profile, not linked: 403.
    const active = await createPlayer(t.db, { birthYear: birthYearForAge(15), profileStatus: 'active' });
    const res = await api.post(`/api/players/${active.id}/parental-consent`, {
      cookie: stranger.cookie,
      payload,
    });
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.select().from(players).where(eq(players.id, child.id));
    expect(row!.profileStatus).toBe('draft');
  });
});

describe('GET /api/players/:id/parents', () => {
  it("lists the player's parents for its managers (parents, the player, admins)", async () => {
    const { owner, player } = await ownedPlayer(t, {
      birthYear: birthYearForAge(15),
      profileStatus: 'draft',
    });
    const mom = await signIn(t, 'PARENT', 'Mom Example');
    await linkParent(t.db, {
      playerId: player.id,
      parentUserId: mom.user.id,
      relationship: 'mother',
      consent: { parentName: 'Mom Example', ipAddress: '10.0.0.1' },
    });
    const admin = await signIn(t, 'ADMIN');
    for (const viewer of [mom, owner, admin]) {
      const res = await api.get(`/api/players/${player.id}/parents`, { cookie: viewer.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().parents).toEqual([
        {
          id: expect.any(String),
          parentName: 'Mom Example',
          parentEmail: mom.user.email,
          relationship: 'mother',
          isPrimary: true,
          parentUserId: mom.user.id,
          consentGiven: true,
          consentParentName: 'Mom Example',
          consentDate: expect.any(String),
        },
      ]);
    }
  });

  it('is hidden (404) from strangers for a draft profile, 403 for a visible one, 401 without a session', async () => {
    const parent = await signIn(t, 'PARENT');
    const draft = await createChild(parent.cookie);
    const active = await createChild(parent.cookie, { birthYear: birthYearForAge(18) });
    expect((await api.get(`/api/players/${draft.id}/parents`)).statusCode).toBe(401);
    for (const role of ['PARENT', 'RECRUITER', 'PLAYER', 'ORG_ADMIN'] as const) {
      const who = await signIn(t, role);
      expect(
        (await api.get(`/api/players/${draft.id}/parents`, { cookie: who.cookie })).statusCode,
        role,
      ).toBe(404);
      expect(
        (await api.get(`/api/players/${active.id}/parents`, { cookie: who.cookie })).statusCode,
        role,
      ).toBe(403);
    }
  });
});

describe('visibility of profiles awaiting consent (decisions §1)', () => {
  it('a draft or pending child is 404 for recruiters, organizations, other parents and anonymous visitors, visible with its status to its parents and player', async () => {
    for (const status of ['draft', 'pending_consent'] as const) {
      const { owner, player } = await ownedPlayer(t, {
        birthYear: birthYearForAge(14),
        profileStatus: status,
      });
      const parent = await linkedParent(t, player.id);
      expect((await api.get(`/api/players/${player.id}`)).statusCode).toBe(404);
      expect((await api.get(`/api/players/${player.slug}`)).statusCode).toBe(404);
      for (const role of ['RECRUITER', 'ORG_ADMIN', 'ORG_STAFF', 'PARENT', 'PLAYER'] as const) {
        const who = await signIn(t, role);
        const res = await api.get(`/api/players/${player.id}`, { cookie: who.cookie });
        expect(res.statusCode, `${status} ${role}`).toBe(404);
        expect(res.json().message).toBe('Player not found.');
      }
      for (const viewer of [owner, parent]) {
        const res = await api.get(`/api/players/${player.id}`, { cookie: viewer.cookie });
        expect(res.statusCode).toBe(200);
        expect(res.json().player.profileStatus).toBe(status);
      }
    }
  });
});

describe('GET /api/parents/account', () => {
  it('shows the user, the free plan without a subscription, children, co-parents and recent activity', async () => {
    const parent = await signIn(t, 'PARENT', 'Dana Dashboard');
    const child = await createChild(parent.cookie, { firstName: 'Robin', lastName: 'Dash' });
    const coParent = await signIn(t, 'PARENT', 'Co Parent');
    await linkParent(t.db, {
      playerId: child.id,
      parentUserId: coParent.user.id,
      isPrimary: false,
      relationship: 'father',
    });

    const res = await api.get('/api/parents/account', { cookie: parent.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({
      name: 'Dana Dashboard',
      email: parent.user.email,
      role: 'PARENT',
      emailVerified: true,
      createdAt: expect.any(String),
      lastLoginAt: expect.any(String),
    });
    expect(body.subscription).toEqual({
      status: 'active',
      maxPlayers: 3,
      playerCount: 1,
      tier: {
        id: expect.any(String),
        name: 'locker_room',
        displayName: 'Locker Room',
        monthlyPrice: 0,
        yearlyPrice: 0,
      },
      billingPeriod: 'monthly',
      amountCents: 0,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      couponCode: null,
      discountPercent: null,
      canManageBilling: false,
      assignedByAdmin: false,
    });
    expect(body.connectedProfiles.players).toHaveLength(1);
    expect(body.connectedProfiles.players[0]).toMatchObject({ id: child.id, profileStatus: 'draft' });
    expect(body.connectedUsers.coParents).toEqual([
      {
        id: expect.any(String),
        userId: coParent.user.id,
        name: 'Co Parent',
        email: coParent.user.email,
        relationship: 'father',
        playerId: child.id,
        playerName: 'Robin Dash',
      },
    ]);
    expect(body.recentActivity[0]).toMatchObject({
      eventType: 'player_profile_created',
      ipAddress: '127.0.0.1',
      action: null,
    });
    expect(body.recentActivity.map((a: { eventType: string }) => a.eventType)).toContain('login_success');
  });

  it('shows a paid plan with its price and the subscription maxPlayers', async () => {
    const parent = await signIn(t, 'PARENT');
    await subscribe(t.db, parent.user.id, 'first_line');
    const res = await api.get('/api/parents/account', { cookie: parent.cookie });
    expect(res.json().subscription).toMatchObject({
      status: 'active',
      maxPlayers: 3,
      playerCount: 0,
      tier: {
        name: 'first_line',
        displayName: expect.stringContaining('First Line'),
        monthlyPrice: 999,
        yearlyPrice: 9990,
      },
      billingPeriod: 'monthly',
      amountCents: 999,
      // A row without a Stripe customer (set by an admin) has nothing to manage in billing.
      canManageBilling: false,
    });
  });

  it('is for parents only', async () => {
    expect((await api.get('/api/parents/account')).statusCode).toBe(401);
    for (const role of ['PLAYER', 'RECRUITER', 'ADMIN'] as const) {
      const who = await signIn(t, role);
      expect((await api.get('/api/parents/account', { cookie: who.cookie })).statusCode, role).toBe(403);
    }
  });
});

describe('GET /api/parents/activity', () => {
  it("answers the parent's own last 10 actions, newest first", async () => {
    const parent = await signIn(t, 'PARENT');
    const someoneElse = await signIn(t, 'PARENT');
    for (let i = 0; i < 12; i++) {
      await recordAudit(
        t.db,
        { eventType: 'user_updated', userId: parent.user.id, metadata: { n: i } },
        { ipAddress: `10.0.0.${i}`, userAgent: null },
      );
      await new Promise((r) => setTimeout(r, 2));
    }
    await recordAudit(
      t.db,
      { eventType: 'user_updated', userId: someoneElse.user.id },
      { ipAddress: '9.9.9.9', userAgent: null },
    );
    const res = await api.get('/api/parents/activity', { cookie: parent.cookie });
    expect(res.statusCode).toBe(200);
    const { activity } = res.json();
    expect(activity).toHaveLength(10);
    expect(activity[0]).toEqual({
      id: expect.any(String),
      eventType: 'user_updated',
      action: null,
      title: 'User updated',
      subject: null,
      details: null,
      createdAt: expect.any(String),
      ipAddress: '10.0.0.11',
    });
    expect(activity.map((a: { ipAddress: string }) => a.ipAddress)).not.toContain('9.9.9.9');
    const times = activity.map((a: { createdAt: string }) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('names the child or person concerned and what changed', async () => {
    const parent = await signIn(t, 'PARENT');
    const child = await createChild(parent.cookie, { firstName: 'Ava', lastName: 'Activity' });
    const edit = await api.patch(`/api/players/${child.id}`, {
      cookie: parent.cookie,
      payload: { bio: 'Fast skater', heightCm: 170 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const invite = await api.post(`/api/players/${child.id}/co-parents/invite`, {
      cookie: parent.cookie,
      payload: { email: 'co.parent@example.com', relationship: 'father' },
    });
    expect(invite.statusCode).toBe(200);
    const res = await api.get('/api/parents/activity', { cookie: parent.cookie });
    const rows = res.json().activity.map((a: Record<string, unknown>) => [a.title, a.subject, a.details]);
    expect(rows.slice(0, 3)).toEqual([
      ['Co-parent invited', 'co.parent@example.com · Ava Activity', null],
      ['Player profile updated', 'Ava Activity', 'Changed Bio, Height'],
      ['Player profile created', 'Ava Activity', 'Status: Draft'],
    ]);
  });

  it('is for parents only', async () => {
    expect((await api.get('/api/parents/activity')).statusCode).toBe(401);
    const player = await signIn(t, 'PLAYER');
    expect((await api.get('/api/parents/activity', { cookie: player.cookie })).statusCode).toBe(403);
  });
});
