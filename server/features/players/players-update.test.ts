import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AGE_CHANGE_REFUSED_MESSAGE } from '#common/age.ts';
import { api as contract } from '#common/api/index.ts';
import { auditLogs, media, players } from '#server/db/schema/index.ts';
import { createTeam } from '#server/db/seed/factories.ts';
import { playerSetupKit } from '#test/player-setup-kit.ts';
import { birthYearForAge, issuesByPath, linkedParent, ownedPlayer, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();
const { setupBody } = playerSetupKit(t);

describe('PATCH /api/players/:id', () => {
  it('lets the owner change profile fields and audits the changed field names', async () => {
    const { owner, player } = await ownedPlayer(t, { bio: 'Old bio' });
    const res = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: {
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

  it('stamps each edit with its own time and values, though its statement is built once (D364)', async () => {
    const { owner, player } = await ownedPlayer(t, { bio: 'Old bio' });
    const edit = async (bio: string) => {
      const res = await api.call(contract.players.update, {
        params: { id: player.id },
        cookie: owner.cookie,
        body: { bio },
      });
      expect(res.statusCode).toBe(200);
      const [row] = await t.db
        .select({ bio: players.bio, updatedAt: players.updatedAt })
        .from(players)
        .where(eq(players.id, player.id));
      return row!;
    };
    const stamps: number[] = [];
    // More edits of the same columns than it takes PostgreSQL to keep the statement prepared (D362).
    for (let i = 1; i <= 7; i++) {
      const before = Date.now();
      const row = await edit(`Edit number ${i} of the same field.`);
      expect(row.bio).toBe(`Edit number ${i} of the same field.`);
      expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 5);
      stamps.push(row.updatedAt.getTime());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(new Set(stamps).size).toBe(7);
    const audits = await t.db
      .select({ changes: auditLogs.changes, userId: auditLogs.userId })
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'player_profile_updated'), eq(auditLogs.targetId, player.id)));
    expect(audits).toHaveLength(7);
    for (const audit of audits) expect(audit).toEqual({ changes: ['bio'], userId: owner.user.id });
  });

  it("answers with the player's photo and current team, read in the edit's own statement", async () => {
    const { owner, player } = await ownedPlayer(t);
    const team = await createTeam(t.db, { name: 'Duluth East' });
    await t.db.update(players).set({ currentTeamId: team.id }).where(eq(players.id, player.id));
    await t.db.insert(media).values([
      { playerId: player.id, type: 'image', url: '/media/second.webp', sortOrder: 5 },
      {
        playerId: player.id,
        type: 'youtube',
        url: 'https://youtu.be/abc123',
        providerId: 'abc123',
        sortOrder: 0,
      },
      { playerId: player.id, type: 'image', url: '/media/first.webp', sortOrder: 1 },
    ]);
    const bio = 'Edited with a photo and a team on the profile.';
    const edit = () =>
      api.call(contract.players.update, { params: { id: player.id }, cookie: owner.cookie, body: { bio } });
    const parts = { profileImageUrl: '/media/first.webp', currentTeamName: 'Duluth East' };
    const res = await edit();
    expect(res.statusCode).toBe(200);
    expect(res.json().player).toMatchObject({ bio, ...parts });
    // An edit that changes nothing answers the same parts.
    expect((await edit()).json().player).toMatchObject(parts);
  });

  it('lets a linked parent and an admin edit, but not an unlinked parent, a recruiter or another player', async () => {
    const { player } = await ownedPlayer(t);
    const parent = await linkedParent(t, player.id);
    const admin = await signIn(t, 'ADMIN');
    expect(
      (
        await api.call(contract.players.update, {
          params: { id: player.id },
          cookie: parent.cookie,
          body: { major: 'Biology' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await api.call(contract.players.update, {
          params: { id: player.id },
          cookie: admin.cookie,
          body: { major: 'Physics' },
        })
      ).statusCode,
    ).toBe(200);

    for (const role of ['PARENT', 'RECRUITER', 'PLAYER'] as const) {
      const stranger = await signIn(t, role);
      const res = await api.call(contract.players.update, {
        params: { id: player.id },
        cookie: stranger.cookie,
        body: { major: 'Hacked' },
      });
      expect(res.statusCode, role).toBe(403);
    }
    expect(
      (await api.call(contract.players.update, { params: { id: player.id }, body: { major: 'Anon' } }))
        .statusCode,
    ).toBe(401);
    const [row] = await t.db.select().from(players).where(eq(players.id, player.id));
    expect(row!.major).toBe('Physics');
  });

  it("answers 404 for another user's draft profile", async () => {
    const { player } = await ownedPlayer(t, { birthYear: birthYearForAge(15), profileStatus: 'draft' });
    const stranger = await signIn(t, 'PLAYER');
    const res = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: stranger.cookie,
      body: { bio: 'x' },
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
      const res = await api.call(contract.players.update, {
        params: { id: player.id },
        cookie: owner.cookie,
        bodyRaw: payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const [row] = await t.db.select().from(players).where(eq(players.id, player.id));
    expect(row).toMatchObject({ profileStatus: 'draft', verificationStatus: 'pending', slug: player.slug });
  });

  it('answers bad values with 400 and the issue', async () => {
    const { owner, player } = await ownedPlayer(t);
    const res = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      bodyRaw: { shoots: 'X', preferredPosition: 'G', heightCm: 900 },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issuesByPath(res)).sort()).toEqual(['heightCm', 'preferredPosition', 'shoots']);
  });

  it('checks the region against the given country, or the stored one', async () => {
    const { owner, player } = await ownedPlayer(t, { country: 'United States', region: 'Minnesota' });
    const patch = (payload: object) =>
      api.call(contract.players.update, { params: { id: player.id }, cookie: owner.cookie, body: payload });

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
    const res = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: {
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
    const again = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { preferredPosition: 'C' },
    });
    expect(again.json().player.preferredPosition).toBeNull();

    const bad = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      bodyRaw: { firstName: '', lastName: 3, positions: [], birthYear: 1949 },
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
    const younger = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { birthYear: birthYearForAge(15) },
    });
    expect(younger.statusCode).toBe(403);
    expect(younger.json().message).toBe(AGE_CHANGE_REFUSED_MESSAGE);
    // Within the player's own age band, the year is theirs to correct.
    const within = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { birthYear: birthYearForAge(24) },
    });
    expect(within.statusCode).toBe(200);

    const admin = await signIn(t, 'ADMIN');
    const byAdmin = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: admin.cookie,
      body: { birthYear: birthYearForAge(15) },
    });
    expect(byAdmin.json().player).toMatchObject({ profileStatus: 'draft', parentalConsentRequired: true });
    expect((await api.call(contract.players.get, { params: { id: player.id } })).statusCode).toBe(404);
  });

  it('does not let a minor awaiting consent publish themself by typing an older birth year', async () => {
    const owner = await signIn(t, 'PLAYER');
    const setup = await api.call(contract.players.setup, {
      cookie: owner.cookie,
      body: setupBody({ birthYear: birthYearForAge(15) }),
    });
    const { player } = setup.json();
    expect(player.profileStatus).toBe('draft');
    const older = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { birthYear: birthYearForAge(18) },
    });
    expect(older.statusCode).toBe(403);
    expect(older.json().message).toBe(AGE_CHANGE_REFUSED_MESSAGE);
    const within = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { birthYear: birthYearForAge(16) },
    });
    expect(within.json().player).toMatchObject({ profileStatus: 'draft', parentalConsentRequired: true });
    expect((await api.call(contract.players.get, { params: { id: player.id } })).statusCode).toBe(404);

    // A linked parent correcting the year is the consenting party: the profile becomes active.
    const parent = await linkedParent(t, player.id);
    const corrected = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: parent.cookie,
      body: { birthYear: birthYearForAge(17) },
    });
    expect(corrected.json().player).toMatchObject({
      profileStatus: 'active',
      parentalConsentRequired: false,
    });
    expect((await api.call(contract.players.get, { params: { id: player.id } })).statusCode).toBe(200);
  });
});
