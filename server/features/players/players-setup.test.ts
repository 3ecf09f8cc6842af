import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { auditLogs, players } from '#server/db/schema/index.ts';
import { playerSetupKit } from '#test/player-setup-kit.ts';
import { birthYearForAge, issuesByPath, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();
const { setupBody } = playerSetupKit(t);

describe('POST /api/players/setup', () => {
  it('creates an active profile for a player of 17 or more, with a plain slug and an audit row', async () => {
    const me = await signIn(t, 'PLAYER');
    const res = await api.call(contract.players.setup, {
      cookie: me.cookie,
      body: setupBody({ firstName: 'Zed', lastName: 'Unique-Name' }),
    });
    expect(res.statusCode).toBe(201);
    const { player } = res.json();
    expect(player).toMatchObject({
      userId: me.user.id,
      slug: 'zed-unique-name',
      profileStatus: 'active',
      parentalConsentRequired: false,
      hasParentalConsent: false,
      heightCm: 180.5,
      weightKg: 77,
      positions: ['C', 'LW'],
      preferredPosition: 'C',
      profileImageUrl: null,
      currentTeamName: null,
      verificationStatus: 'pending',
    });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'player_profile_created'), eq(auditLogs.targetId, player.id)));
    expect(audit).toMatchObject({ userId: me.user.id, targetType: 'player', ipAddress: '127.0.0.1' });
  });

  it('starts a player under 17 as a draft that needs parental consent', async () => {
    const me = await signIn(t, 'PLAYER');
    const res = await api.call(contract.players.setup, {
      cookie: me.cookie,
      body: setupBody({ birthYear: birthYearForAge(15) }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().player).toMatchObject({ profileStatus: 'draft', parentalConsentRequired: true });
  });

  it('refuses a player under 13: a parent must create the profile', async () => {
    const me = await signIn(t, 'PLAYER');
    const res = await api.call(contract.players.setup, {
      cookie: me.cookie,
      body: setupBody({ birthYear: birthYearForAge(12) }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Players under 13 need a parent or guardian to create their profile.');
    expect(await t.db.select().from(players).where(eq(players.userId, me.user.id))).toHaveLength(0);
  });

  it('answers 409 when the user already has a profile', async () => {
    const me = await signIn(t, 'PLAYER');
    expect(
      (await api.call(contract.players.setup, { cookie: me.cookie, body: setupBody() })).statusCode,
    ).toBe(201);
    const again = await api.call(contract.players.setup, { cookie: me.cookie, body: setupBody() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Player profile already exists', code: 'CONFLICT' });
  });

  it('strips accents from the slug and adds a short suffix when the name is taken', async () => {
    const a = await signIn(t, 'PLAYER');
    const b = await signIn(t, 'PLAYER');
    const body = setupBody({ firstName: 'Émile', lastName: 'Côté-Bélanger' });
    const first = (await api.call(contract.players.setup, { cookie: a.cookie, body: body })).json().player;
    const second = (await api.call(contract.players.setup, { cookie: b.cookie, body: body })).json().player;
    expect(first.slug).toBe('emile-cote-belanger');
    expect(second.slug).toMatch(/^emile-cote-belanger-[a-z0-9]{4}$/);
  });

  it('answers bad input with 400 and an issue per field', async () => {
    const me = await signIn(t, 'PLAYER');
    const res = await api.call(contract.players.setup, {
      cookie: me.cookie,
      bodyRaw: { ...setupBody({ firstName: ' ', positions: [], birthYear: 1900 }), shoots: 'X' },
    });
    expect(res.statusCode).toBe(400);
    expect(issuesByPath(res)).toMatchObject({
      firstName: 'First name is required',
      positions: 'Select at least one position',
      birthYear: 'Birth year must be between 1950 and current year',
    });
    expect(issuesByPath(res).shoots).toBeDefined();
  });

  it('answers missing and mistyped required fields with the spec messages, not zod defaults', async () => {
    const me = await signIn(t, 'PLAYER');
    const missing = await api.call(contract.players.setup, { cookie: me.cookie, bodyRaw: {} });
    expect(missing.statusCode).toBe(400);
    expect(issuesByPath(missing)).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      birthYear: 'Birth year must be between 1950 and current year',
      category: 'Select Male or Female',
      shoots: 'Shoots must be L or R',
      positions: 'Select at least one position',
    });
    const mistyped = await api.call(contract.players.setup, {
      cookie: me.cookie,
      bodyRaw: { ...setupBody(), firstName: 7, lastName: null, birthYear: 'soon', positions: 'C' },
    });
    expect(issuesByPath(mistyped)).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      birthYear: 'Birth year must be between 1950 and current year',
      positions: 'Select at least one position',
    });
    expect(missing.body + mistyped.body).not.toMatch(/expected|received/i);
  });

  it('takes only a state or province of the chosen country as the region (empty allowed)', async () => {
    for (const [over, message] of [
      [
        { region: 'Ontario' },
        'Region must be one of the states of the United States (or District of Columbia)',
      ],
      [
        { region: 'minnesota' },
        'Region must be one of the states of the United States (or District of Columbia)',
      ],
      [
        { country: 'Canada', region: 'Minnesota' },
        'Region must be one of the provinces or territories of Canada',
      ],
      [
        { country: null, region: 'Ontario' },
        'Choose the country (United States or Canada) before the state or province',
      ],
    ] as const) {
      const me = await signIn(t, 'PLAYER');
      const res = await api.call(contract.players.setup, { cookie: me.cookie, body: setupBody(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(issuesByPath(res)).toEqual({ region: message });
    }
    for (const over of [
      { country: 'Canada', region: 'Ontario' },
      { region: 'District of Columbia' },
      { region: '' },
      { country: null, region: null },
    ]) {
      const me = await signIn(t, 'PLAYER');
      const res = await api.call(contract.players.setup, { cookie: me.cookie, body: setupBody(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(201);
    }
  });

  it('refuses fields the user may not set, such as profileStatus or userId', async () => {
    const me = await signIn(t, 'PLAYER');
    for (const extra of [{ profileStatus: 'active' }, { userId: me.user.id }, { slug: 'mine' }]) {
      const res = await api.call(contract.players.setup, {
        cookie: me.cookie,
        bodyRaw: { ...setupBody({ birthYear: birthYearForAge(15) }), ...extra },
      });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
  });

  it('is for PLAYER accounts only, and needs a session', async () => {
    const parent = await signIn(t, 'PARENT');
    expect(
      (await api.call(contract.players.setup, { cookie: parent.cookie, body: setupBody() })).statusCode,
    ).toBe(403);
    expect((await api.call(contract.players.setup, { body: setupBody() })).statusCode).toBe(401);
  });
});

describe('GET /api/players/me', () => {
  it('answers 404 before the profile exists, then the detail with the owner flags', async () => {
    const me = await signIn(t, 'PLAYER');
    const none = await api.call(contract.players.me, { cookie: me.cookie });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Player profile not found');

    await api.call(contract.players.setup, {
      cookie: me.cookie,
      body: setupBody({ birthYear: birthYearForAge(14) }),
    });
    const res = await api.call(contract.players.me, { cookie: me.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.player.profileStatus).toBe('draft');
    expect(body.teamHistory).toEqual([]);
    expect(body.media).toEqual([]);
    expect(body.viewer).toEqual({ isOwner: true, canEdit: true, isSignedIn: true, canShare: true });
  });

  it('needs a session', async () => {
    expect((await api.call(contract.players.me, {})).statusCode).toBe(401);
  });
});
