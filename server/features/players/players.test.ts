import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AGE_CHANGE_REFUSED_MESSAGE } from '#common/age.ts';
import {
  auditLogs,
  media,
  players,
  playerTeamHistory,
  profileViews,
  recruiterListItems,
  recruiterLists,
} from '#server/db/schema/index.ts';
import { createPlayer, createTeam } from '#server/db/seed/factories.ts';
import {
  birthYearForAge,
  issuesByPath,
  linkedParent,
  ownedPlayer,
  signIn,
} from '../../../test/players-kit.ts';
import { withTestApp } from '../../../test/with-test-app.ts';
import { profileViewOf } from './players.service.ts';

const { t, api } = withTestApp();

const setupBody = (over: Record<string, unknown> = {}) => ({
  firstName: 'Jamie',
  lastName: 'Skater',
  birthYear: birthYearForAge(18),
  category: 'MALE',
  shoots: 'L',
  positions: ['C', 'LW'],
  country: 'United States',
  region: 'Minnesota',
  city: 'Duluth',
  heightCm: 180.5,
  weightKg: 77,
  ...over,
});

/** The stored views of a player, once the app's recorder has written what it holds. */
const viewsOf = async (playerId: string) => {
  await t.app.ctx.profileViews.flush();
  return t.db.select().from(profileViews).where(eq(profileViews.playerId, playerId));
};

describe('POST /api/players/setup', () => {
  it('creates an active profile for a player of 17 or more, with a plain slug and an audit row', async () => {
    const me = await signIn(t, 'PLAYER');
    const res = await api.post('/api/players/setup', {
      cookie: me.cookie,
      payload: setupBody({ firstName: 'Zed', lastName: 'Unique-Name' }),
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
    const res = await api.post('/api/players/setup', {
      cookie: me.cookie,
      payload: setupBody({ birthYear: birthYearForAge(15) }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().player).toMatchObject({ profileStatus: 'draft', parentalConsentRequired: true });
  });

  it('refuses a player under 13: a parent must create the profile', async () => {
    const me = await signIn(t, 'PLAYER');
    const res = await api.post('/api/players/setup', {
      cookie: me.cookie,
      payload: setupBody({ birthYear: birthYearForAge(12) }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Players under 13 need a parent or guardian to create their profile.');
    expect(await t.db.select().from(players).where(eq(players.userId, me.user.id))).toHaveLength(0);
  });

  it('answers 409 when the user already has a profile', async () => {
    const me = await signIn(t, 'PLAYER');
    expect(
      (await api.post('/api/players/setup', { cookie: me.cookie, payload: setupBody() })).statusCode,
    ).toBe(201);
    const again = await api.post('/api/players/setup', { cookie: me.cookie, payload: setupBody() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Player profile already exists', code: 'CONFLICT' });
  });

  it('strips accents from the slug and adds a short suffix when the name is taken', async () => {
    const a = await signIn(t, 'PLAYER');
    const b = await signIn(t, 'PLAYER');
    const body = setupBody({ firstName: 'Émile', lastName: 'Côté-Bélanger' });
    const first = (await api.post('/api/players/setup', { cookie: a.cookie, payload: body })).json().player;
    const second = (await api.post('/api/players/setup', { cookie: b.cookie, payload: body })).json().player;
    expect(first.slug).toBe('emile-cote-belanger');
    expect(second.slug).toMatch(/^emile-cote-belanger-[a-z0-9]{4}$/);
  });

  it('answers bad input with 400 and an issue per field', async () => {
    const me = await signIn(t, 'PLAYER');
    const res = await api.post('/api/players/setup', {
      cookie: me.cookie,
      payload: setupBody({ firstName: ' ', positions: [], birthYear: 1900, shoots: 'X' }),
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
    const missing = await api.post('/api/players/setup', { cookie: me.cookie, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(issuesByPath(missing)).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      birthYear: 'Birth year must be between 1950 and current year',
      category: 'Select Male or Female',
      shoots: 'Shoots must be L or R',
      positions: 'Select at least one position',
    });
    const mistyped = await api.post('/api/players/setup', {
      cookie: me.cookie,
      payload: setupBody({ firstName: 7, lastName: null, birthYear: 'soon', positions: 'C' }),
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
      const res = await api.post('/api/players/setup', { cookie: me.cookie, payload: setupBody(over) });
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
      const res = await api.post('/api/players/setup', { cookie: me.cookie, payload: setupBody(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(201);
    }
  });

  it('refuses fields the user may not set, such as profileStatus or userId', async () => {
    const me = await signIn(t, 'PLAYER');
    for (const extra of [{ profileStatus: 'active' }, { userId: me.user.id }, { slug: 'mine' }]) {
      const res = await api.post('/api/players/setup', {
        cookie: me.cookie,
        payload: setupBody({ birthYear: birthYearForAge(15), ...extra }),
      });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
  });

  it('is for PLAYER accounts only, and needs a session', async () => {
    const parent = await signIn(t, 'PARENT');
    expect(
      (await api.post('/api/players/setup', { cookie: parent.cookie, payload: setupBody() })).statusCode,
    ).toBe(403);
    expect((await api.post('/api/players/setup', { payload: setupBody() })).statusCode).toBe(401);
  });
});

describe('GET /api/players/me', () => {
  it('answers 404 before the profile exists, then the detail with the owner flags', async () => {
    const me = await signIn(t, 'PLAYER');
    const none = await api.get('/api/players/me', { cookie: me.cookie });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Player profile not found');

    await api.post('/api/players/setup', {
      cookie: me.cookie,
      payload: setupBody({ birthYear: birthYearForAge(14) }),
    });
    const res = await api.get('/api/players/me', { cookie: me.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.player.profileStatus).toBe('draft');
    expect(body.teamHistory).toEqual([]);
    expect(body.media).toEqual([]);
    expect(body.viewer).toEqual({ isOwner: true, canEdit: true, isSignedIn: true });
  });

  it('needs a session', async () => {
    expect((await api.get('/api/players/me')).statusCode).toBe(401);
  });
});

describe('GET /api/players/:id', () => {
  it('reads an active profile by slug or id without a session, with photo, current team and team history', async () => {
    const { player } = await ownedPlayer(t, { heightCm: '182.0', gpa: '3.75', bio: 'Two-way center.' });
    const team = await createTeam(t.db, { name: 'Duluth East', level: 'High School' });
    await t.db.update(players).set({ currentTeamId: team.id }).where(eq(players.id, player.id));
    await t.db.insert(playerTeamHistory).values({
      playerId: player.id,
      teamId: team.id,
      season: '2025-26',
      isCurrent: true,
      coachName: 'Coach Carter',
      coachEmail: 'carter@example.com',
    });
    await t.db.insert(media).values([
      { playerId: player.id, type: 'image', url: '/media/second.webp', sortOrder: 5 },
      { playerId: player.id, type: 'image', url: '/media/first.webp', sortOrder: 1 },
      {
        playerId: player.id,
        type: 'youtube',
        url: 'https://youtu.be/abc123',
        providerId: 'abc123',
        sortOrder: 0,
      },
    ]);

    for (const ref of [player.slug, player.id]) {
      const res = await api.get(`/api/players/${ref}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.player).toMatchObject({
        id: player.id,
        heightCm: 182,
        gpa: 3.75,
        profileImageUrl: '/media/first.webp',
        currentTeamName: 'Duluth East',
      });
      expect(body.viewer).toEqual({ isOwner: false, canEdit: false, isSignedIn: false });
      expect(body.teamHistory).toEqual([
        expect.objectContaining({ teamName: 'Duluth East', coachName: 'Coach Carter', coachEmail: null }),
      ]);
      expect(body.media.map((m: { url: string }) => m.url)).toEqual([
        'https://youtu.be/abc123',
        '/media/first.webp',
        '/media/second.webp',
      ]);
      expect(body.media[0].thumbnailUrl).toBe('https://i.ytimg.com/vi/abc123/hqdefault.jpg');
      expect(body.media[1]).toMatchObject({ publicPath: '/media/first.webp', thumbnailUrl: null });
    }
  });

  it('shows the coach e-mail and edit rights to the owner', async () => {
    const { owner, player } = await ownedPlayer(t);
    const team = await createTeam(t.db);
    await t.db.insert(playerTeamHistory).values({
      playerId: player.id,
      teamId: team.id,
      season: '2024-25',
      coachName: 'Coach',
      coachEmail: 'coach@example.com',
    });
    const body = (await api.get(`/api/players/${player.slug}`, { cookie: owner.cookie })).json();
    expect(body.viewer).toEqual({ isOwner: true, canEdit: true, isSignedIn: true });
    expect(body.teamHistory[0].coachEmail).toBe('coach@example.com');
  });

  it('hides a draft profile from anonymous visitors and recruiters, but not from its owner, parents and admins', async () => {
    const { owner, player } = await ownedPlayer(t, {
      birthYear: birthYearForAge(15),
      profileStatus: 'draft',
    });
    const parent = await linkedParent(t, player.id);
    const recruiter = await signIn(t, 'RECRUITER');
    const admin = await signIn(t, 'ADMIN');
    const anon = await api.get(`/api/players/${player.slug}`);
    expect(anon.statusCode).toBe(404);
    expect((await api.get(`/api/players/${player.id}`, { cookie: recruiter.cookie })).statusCode).toBe(404);
    for (const who of [owner, parent, admin]) {
      const res = await api.get(`/api/players/${player.id}`, { cookie: who.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().viewer.canEdit).toBe(true);
    }
    expect(await viewsOf(player.id)).toHaveLength(0);
  });

  it('records a profile view for visitors (anonymous included) but not for the owner, parents or admins', async () => {
    const { owner, player } = await ownedPlayer(t);
    const parent = await linkedParent(t, player.id);
    const admin = await signIn(t, 'ADMIN');
    const recruiter = await signIn(t, 'RECRUITER');
    await api.get(`/api/players/${player.slug}`, { cookie: owner.cookie });
    await api.get(`/api/players/${player.slug}`, { cookie: parent.cookie });
    await api.get(`/api/players/${player.slug}`, { cookie: admin.cookie });
    expect(await viewsOf(player.id)).toHaveLength(0);

    await api.get(`/api/players/${player.slug}`);
    await api.get(`/api/players/${player.id}`, { cookie: recruiter.cookie });
    const views = await viewsOf(player.id);
    expect(views).toHaveLength(2);
    const anonymous = views.find((v) => v.viewerUserId === null);
    expect(anonymous).toMatchObject({
      viewerRole: 'anonymous',
      viewedOn: new Date().toISOString().slice(0, 10),
    });
    expect(anonymous?.viewerKey).toMatch(/^a:[0-9a-f]{64}$/);
    expect(views.find((v) => v.viewerUserId === recruiter.user.id)).toMatchObject({
      viewerRole: 'RECRUITER',
      viewerKey: `u:${recruiter.user.id}`,
    });
  });

  it('answers 404 for an unknown player and 400 for a malformed reference', async () => {
    expect((await api.get('/api/players/nobody-here-zzzz')).statusCode).toBe(404);
    expect((await api.get('/api/players/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await api.get('/api/players/bad%20slug')).statusCode).toBe(400);
  });
});

describe('PATCH /api/players/:id', () => {
  it('lets the owner change profile fields and audits the changed field names', async () => {
    const { owner, player } = await ownedPlayer(t, { bio: 'Old bio' });
    const res = await api.patch(`/api/players/${player.id}`, {
      cookie: owner.cookie,
      payload: {
        bio: 'A new bio that is long enough',
        heightCm: 185,
        weightKg: '',
        gpa: 3.9,
        city: player.city,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().player).toMatchObject({
      bio: 'A new bio that is long enough',
      heightCm: 185,
      weightKg: null,
      gpa: 3.9,
    });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'player_profile_updated'), eq(auditLogs.targetId, player.id)));
    expect(audit!.userId).toBe(owner.user.id);
    expect((audit!.changes as string[]).sort()).toEqual(['bio', 'gpa', 'heightCm']);
  });

  it('lets a linked parent and an admin edit, but not an unlinked parent, a recruiter or another player', async () => {
    const { player } = await ownedPlayer(t);
    const parent = await linkedParent(t, player.id);
    const admin = await signIn(t, 'ADMIN');
    expect(
      (await api.patch(`/api/players/${player.id}`, { cookie: parent.cookie, payload: { major: 'Biology' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await api.patch(`/api/players/${player.id}`, { cookie: admin.cookie, payload: { major: 'Physics' } }))
        .statusCode,
    ).toBe(200);

    for (const role of ['PARENT', 'RECRUITER', 'PLAYER'] as const) {
      const stranger = await signIn(t, role);
      const res = await api.patch(`/api/players/${player.id}`, {
        cookie: stranger.cookie,
        payload: { major: 'Hacked' },
      });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await api.patch(`/api/players/${player.id}`, { payload: { major: 'Anon' } })).statusCode).toBe(
      401,
    );
    const [row] = await t.db.select().from(players).where(eq(players.id, player.id));
    expect(row!.major).toBe('Physics');
  });

  it("answers 404 for another user's draft profile", async () => {
    const { player } = await ownedPlayer(t, { birthYear: birthYearForAge(15), profileStatus: 'draft' });
    const stranger = await signIn(t, 'PLAYER');
    const res = await api.patch(`/api/players/${player.id}`, {
      cookie: stranger.cookie,
      payload: { bio: 'x' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses status, verification, owner and slug fields, and unknown fields', async () => {
    const { owner, player } = await ownedPlayer(t, {
      birthYear: birthYearForAge(15),
      profileStatus: 'draft',
    });
    for (const payload of [
      { profileStatus: 'active' },
      { verificationStatus: 'verified' },
      { userId: owner.user.id },
      { slug: 'custom' },
      { parentalConsentGiven: true },
      { favouriteColour: 'blue' },
    ]) {
      const res = await api.patch(`/api/players/${player.id}`, { cookie: owner.cookie, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const [row] = await t.db.select().from(players).where(eq(players.id, player.id));
    expect(row).toMatchObject({ profileStatus: 'draft', verificationStatus: 'pending', slug: player.slug });
  });

  it('answers bad values with 400 and the issue', async () => {
    const { owner, player } = await ownedPlayer(t);
    const res = await api.patch(`/api/players/${player.id}`, {
      cookie: owner.cookie,
      payload: { shoots: 'X', preferredPosition: 'G', heightCm: 900 },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issuesByPath(res)).sort()).toEqual(['heightCm', 'preferredPosition', 'shoots']);
  });

  it('checks the region against the given country, or the stored one', async () => {
    const { owner, player } = await ownedPlayer(t, { country: 'United States', region: 'Minnesota' });
    const patch = (payload: object) =>
      api.patch(`/api/players/${player.id}`, { cookie: owner.cookie, payload });

    const wrongForStored = await patch({ region: 'Alberta' });
    expect(wrongForStored.statusCode).toBe(400);
    expect(issuesByPath(wrongForStored)).toEqual({
      region: 'Region must be one of the states of the United States (or District of Columbia)',
    });
    expect(wrongForStored.json().message).toBe(
      'Region must be one of the states of the United States (or District of Columbia)',
    );
    // A new country without a new region would leave the stored state in Canada.
    expect((await patch({ country: 'Canada' })).statusCode).toBe(400);
    expect((await patch({ country: null })).statusCode).toBe(400);

    expect((await patch({ country: 'Canada', region: 'Alberta' })).json().player).toMatchObject({
      country: 'Canada',
      region: 'Alberta',
    });
    expect((await patch({ region: 'Texas' })).statusCode).toBe(400);
    expect((await patch({ region: '' })).statusCode).toBe(200);
    expect((await patch({ region: null })).json().player.region).toBeNull();
    expect((await patch({ country: null })).json().player.country).toBeNull();
    const [row] = await t.db.select().from(players).where(eq(players.id, player.id));
    expect(row).toMatchObject({ country: null, region: null });
  });

  it('lets the profile edit change names, birth year, category and positions; goalie-only clears the preferred position', async () => {
    const { owner, player } = await ownedPlayer(t, { positions: ['C', 'LW'], preferredPosition: 'LW' });
    const res = await api.patch(`/api/players/${player.id}`, {
      cookie: owner.cookie,
      payload: {
        firstName: ' Alex ',
        lastName: 'Morin',
        birthYear: birthYearForAge(19),
        category: 'FEMALE',
        positions: ['G'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().player).toMatchObject({
      firstName: 'Alex',
      lastName: 'Morin',
      birthYear: birthYearForAge(19),
      category: 'FEMALE',
      positions: ['G'],
      preferredPosition: null,
      profileStatus: 'active',
    });
    // A goalie-only profile takes no preferred position.
    const again = await api.patch(`/api/players/${player.id}`, {
      cookie: owner.cookie,
      payload: { preferredPosition: 'C' },
    });
    expect(again.json().player.preferredPosition).toBeNull();

    const bad = await api.patch(`/api/players/${player.id}`, {
      cookie: owner.cookie,
      payload: { firstName: '', lastName: 3, positions: [], birthYear: 1949 },
    });
    expect(issuesByPath(bad)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      positions: 'Select at least one position',
      birthYear: 'Birth year must be between 1950 and current year',
    });
  });

  it('refuses a self-edit across 13, 17 or 18 with the message, and re-applies the age rules for an admin', async () => {
    const { owner, player } = await ownedPlayer(t, { birthYear: birthYearForAge(25) });
    const younger = await api.patch(`/api/players/${player.id}`, {
      cookie: owner.cookie,
      payload: { birthYear: birthYearForAge(15) },
    });
    expect(younger.statusCode).toBe(403);
    expect(younger.json().message).toBe(AGE_CHANGE_REFUSED_MESSAGE);
    // Within the player's own age band, the year is theirs to correct.
    const within = await api.patch(`/api/players/${player.id}`, {
      cookie: owner.cookie,
      payload: { birthYear: birthYearForAge(24) },
    });
    expect(within.statusCode).toBe(200);

    const admin = await signIn(t, 'ADMIN');
    const byAdmin = await api.patch(`/api/players/${player.id}`, {
      cookie: admin.cookie,
      payload: { birthYear: birthYearForAge(15) },
    });
    expect(byAdmin.json().player).toMatchObject({ profileStatus: 'draft', parentalConsentRequired: true });
    expect((await api.get(`/api/players/${player.id}`)).statusCode).toBe(404);
  });

  it('does not let a minor awaiting consent publish themself by typing an older birth year', async () => {
    const owner = await signIn(t, 'PLAYER');
    const setup = await api.post('/api/players/setup', {
      cookie: owner.cookie,
      payload: setupBody({ birthYear: birthYearForAge(15) }),
    });
    const { player } = setup.json();
    expect(player.profileStatus).toBe('draft');
    const older = await api.patch(`/api/players/${player.id}`, {
      cookie: owner.cookie,
      payload: { birthYear: birthYearForAge(18) },
    });
    expect(older.statusCode).toBe(403);
    expect(older.json().message).toBe(AGE_CHANGE_REFUSED_MESSAGE);
    const within = await api.patch(`/api/players/${player.id}`, {
      cookie: owner.cookie,
      payload: { birthYear: birthYearForAge(16) },
    });
    expect(within.json().player).toMatchObject({ profileStatus: 'draft', parentalConsentRequired: true });
    expect((await api.get(`/api/players/${player.id}`)).statusCode).toBe(404);

    // A linked parent correcting the year is the consenting party: the profile becomes active.
    const parent = await linkedParent(t, player.id);
    const corrected = await api.patch(`/api/players/${player.id}`, {
      cookie: parent.cookie,
      payload: { birthYear: birthYearForAge(17) },
    });
    expect(corrected.json().player).toMatchObject({
      profileStatus: 'active',
      parentalConsentRequired: false,
    });
    expect((await api.get(`/api/players/${player.id}`)).statusCode).toBe(200);
  });
});

describe('view and list counts', () => {
  it('counts profile views for the owner, parents, admins and recruiters, and refuses other users', async () => {
    const { owner, player } = await ownedPlayer(t);
    const parent = await linkedParent(t, player.id);
    const recruiter = await signIn(t, 'RECRUITER');
    const admin = await signIn(t, 'ADMIN');
    await api.get(`/api/players/${player.slug}`);
    await t.app.inject({ url: `/api/players/${player.slug}`, headers: { 'user-agent': 'Another browser' } });
    await api.get(`/api/players/${player.slug}`, { cookie: recruiter.cookie });
    await t.app.ctx.profileViews.flush();
    for (const who of [owner, parent, recruiter, admin]) {
      const res = await api.get(`/api/players/${player.id}/views`, { cookie: who.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ viewCount: 3 });
    }
    const other = await signIn(t, 'PLAYER');
    expect((await api.get(`/api/players/${player.id}/views`, { cookie: other.cookie })).statusCode).toBe(403);
    expect((await api.get(`/api/players/${player.id}/views`)).statusCode).toBe(401);
  });

  it('counts one view per viewer, player and day, and writes no audit row for it', async () => {
    const { player } = await ownedPlayer(t);
    const recruiter = await signIn(t, 'RECRUITER');
    const viewCount = async () => {
      await t.app.ctx.profileViews.flush();
      return (await api.get(`/api/players/${player.id}/views`, { cookie: recruiter.cookie })).json()
        .viewCount;
    };
    const browser = { 'user-agent': 'Mozilla/5.0 (Test) Firefox/130' };
    for (let i = 0; i < 50; i++) {
      const res = await t.app.inject({ url: `/api/players/${player.slug}`, headers: browser });
      expect(res.statusCode).toBe(200);
    }
    expect(await viewCount()).toBe(1);
    await t.app.inject({
      url: `/api/players/${player.slug}`,
      headers: { 'user-agent': 'Mozilla/5.0 (Test) Safari/18' },
    });
    expect(await viewCount()).toBe(2);
    await api.get(`/api/players/${player.slug}`, { cookie: recruiter.cookie });
    await api.get(`/api/players/${player.slug}`, { cookie: recruiter.cookie });
    expect(await viewCount()).toBe(3);

    // The next UTC day counts the same viewers again.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const info = { ipAddress: '127.0.0.1', userAgent: browser['user-agent'] };
    t.app.ctx.profileViews.record(profileViewOf(player, null, info, tomorrow));
    t.app.ctx.profileViews.record(profileViewOf(player, null, info, tomorrow));
    expect(await viewCount()).toBe(4);

    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'profile_view'), eq(auditLogs.targetId, player.id)));
    expect(audit).toHaveLength(0);
  });

  it('hides the view count of a draft profile from recruiters (404)', async () => {
    const { player } = await ownedPlayer(t, { birthYear: birthYearForAge(15), profileStatus: 'draft' });
    const recruiter = await signIn(t, 'RECRUITER');
    expect((await api.get(`/api/players/${player.id}/views`, { cookie: recruiter.cookie })).statusCode).toBe(
      404,
    );
  });

  it('counts the recruiter lists holding the player, for its managers only', async () => {
    const { owner, player } = await ownedPlayer(t);
    const parent = await linkedParent(t, player.id);
    const r1 = await signIn(t, 'RECRUITER');
    const r2 = await signIn(t, 'RECRUITER');
    const lists = await t.db
      .insert(recruiterLists)
      .values([
        { ownerUserId: r1.user.id, name: 'Centers' },
        { ownerUserId: r2.user.id, name: 'Watch' },
      ])
      .returning();
    await t.db.insert(recruiterListItems).values(lists.map((l) => ({ listId: l.id, playerId: player.id })));
    for (const who of [owner, parent]) {
      const res = await api.get(`/api/players/${player.id}/list-count`, { cookie: who.cookie });
      expect(res.json()).toEqual({ listCount: 2 });
    }
    expect((await api.get(`/api/players/${player.id}/list-count`, { cookie: r1.cookie })).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/players/:id/features', () => {
  it('reports the locker_room allowances and usage for the profile screen buttons', async () => {
    const { owner, player } = await ownedPlayer(t);
    const res = await api.get(`/api/players/${player.id}/features`, { cookie: owner.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      highlightClips: { hasAccess: false, limit: null, used: 0, source: 'tier' },
      upcomingEvents: { hasAccess: true, limit: 2, used: 0, source: 'tier' },
      customProfileUrl: { hasAccess: false, source: 'tier' },
      advancedAnalytics: { hasAccess: false, source: 'tier' },
    });
    const recruiter = await signIn(t, 'RECRUITER');
    expect(
      (await api.get(`/api/players/${player.id}/features`, { cookie: recruiter.cookie })).statusCode,
    ).toBe(403);
  });

  it('a parent-created child without an account uses the parent plan', async () => {
    const player = await createPlayer(t.db, { userId: null });
    const parent = await linkedParent(t, player.id);
    const res = await api.get(`/api/players/${player.id}/features`, { cookie: parent.cookie });
    expect(res.json().upcomingEvents).toEqual({ hasAccess: true, limit: 2, used: 0, source: 'tier' });
  });
});
