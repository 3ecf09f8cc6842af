import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import {
  auditLogs,
  conversations,
  coParentInvitations,
  games,
  measurables,
  media,
  orgSponsorships,
  parentalApprovalRequests,
  playerCommitments,
  playerGoals,
  playerParents,
  playerRatings,
  playerScheduleEvents,
  players,
  profileViews,
  recruiterListItems,
  recruiterLists,
  recruiterNotes,
  seasonStats,
  sessions,
  skaterGameStats,
  upcomingEvents,
  users,
  verificationEvidence,
} from '#server/db/schema/index.ts';
import {
  createOrganization,
  createPlayer,
  createTeam,
  DEFAULT_TEST_PASSWORD,
} from '#server/db/seed/factories.ts';
import { createDiskStorage } from '#server/lib/storage/index.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { json } from '../../../test/api-json.ts';
import { databaseText } from '../../../test/parents-kit.ts';
import {
  birthYearForAge,
  isoDay,
  linkedParent,
  ownedPlayer,
  type SignedIn,
  signIn,
} from '../../../test/players-kit.ts';
import { latestEmailToken, uniqueEmail } from '../../../test/test-app.ts';
import { withTestApp } from '../../../test/with-test-app.ts';

const mediaRoot = mkdtempSync(join(tmpdir(), 'rinkside-data-control-'));
const mediaDir = join(mediaRoot, 'media');
const storage = createDiskStorage(mediaDir);
const { t, api } = withTestApp({ storage });
afterAll(() => rmSync(mediaRoot, { recursive: true, force: true }));

let nameCounter = 0;
/** Names no other row of the test database holds, so a scan for them proves they are gone. */
const uniqueName = (base: string) => `${base}${Date.now().toString(36)}x${++nameCounter}`;

const playerRow = async (id: string) => (await t.db.select().from(players).where(eq(players.id, id)))[0];
const auditsOf = (eventType: 'consent_withdrawn' | 'parent_removed' | 'player_exported', playerId: string) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.eventType, eventType), eq(auditLogs.targetId, playerId)));

/** A 14-year-old with consent from one linked parent: active and visible to recruiters. */
async function consentedChild(firstName = uniqueName('Kid')) {
  const player = await createPlayer(t.db, {
    firstName,
    lastName: uniqueName('Family'),
    birthYear: birthYearForAge(14),
    profileStatus: 'draft',
    parentalConsentRequired: true,
  });
  const parent = await linkedParent(t, player.id);
  const consent = await api.post(`/api/players/${player.id}/parental-consent`, {
    cookie: parent.cookie,
    payload: { parentName: 'Pat Parent', consentGiven: true },
  });
  expect(consent.statusCode, consent.body).toBe(200);
  return { player: (await playerRow(player.id))!, parent };
}

/** A second parent linked to the player (not primary). */
async function coParent(playerId: string): Promise<SignedIn> {
  const other = await signIn(t, 'PARENT');
  await t.db.insert(playerParents).values({ playerId, parentUserId: other.user.id, isPrimary: false });
  return other;
}

async function recruiterWithListItem(playerId: string) {
  const recruiter = await signIn(t, 'RECRUITER');
  const [list] = await t.db
    .insert(recruiterLists)
    .values({ ownerUserId: recruiter.user.id, name: 'Secret Shortlist Zeta' })
    .returning();
  await t.db.insert(recruiterListItems).values({ listId: list!.id, playerId });
  await t.db
    .insert(recruiterNotes)
    .values({ recruiterUserId: recruiter.user.id, playerId, note: 'Private scouting note Omega' });
  await t.db.insert(playerRatings).values({ recruiterUserId: recruiter.user.id, playerId, overall: 4 });
  return { recruiter, listId: list!.id };
}

describe('DELETE /api/players/:id/parental-consent', () => {
  it('puts the profile back to draft at once: gone from public pages, search and recruiter lists; audited', async () => {
    const { player, parent } = await consentedChild();
    expect(player.profileStatus).toBe('active');
    const { recruiter, listId } = await recruiterWithListItem(player.id);
    const seen = async () => ({
      page: (await api.get(`/api/players/${player.slug}`)).statusCode,
      search: (
        await api.get(`/api/players/search?keyword=${player.firstName}`, { cookie: recruiter.cookie })
      ).json().total,
      list: (await api.get(`/api/lists/${listId}/items`, { cookie: recruiter.cookie })).json().items.length,
    });
    expect(await seen()).toEqual({ page: 200, search: 1, list: 1 });

    const res = await api.del(`/api/players/${player.id}/parental-consent`, { cookie: parent.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Consent withdrawn. The profile is hidden until a parent gives consent again.',
    });
    expect(await seen()).toEqual({ page: 404, search: 0, list: 0 });
    expect(await playerRow(player.id)).toMatchObject({
      profileStatus: 'draft',
      parentalConsentGiven: false,
      parentalConsentDate: null,
    });
    const [link] = await t.db.select().from(playerParents).where(eq(playerParents.playerId, player.id));
    expect(link).toMatchObject({ consentGiven: false, consentDate: null, consentIpAddress: null });
    // The list keeps the item (the recruiter sees it again once consent is back).
    expect(
      await t.db.select().from(recruiterListItems).where(eq(recruiterListItems.playerId, player.id)),
    ).toHaveLength(1);
    expect(await auditsOf('consent_withdrawn', player.id)).toEqual([
      expect.objectContaining({ userId: parent.user.id, targetType: 'player' }),
    ]);

    // Consent can be given again the existing way.
    const again = await api.post(`/api/players/${player.id}/parental-consent`, {
      cookie: parent.cookie,
      payload: { parentName: 'Pat Parent', consentGiven: true },
    });
    expect(again.statusCode).toBe(200);
    expect((await playerRow(player.id))!.profileStatus).toBe('active');
  });

  it('is 409 without consent to withdraw and for a player of 17 or more', async () => {
    const { player, parent } = await consentedChild();
    await api.del(`/api/players/${player.id}/parental-consent`, { cookie: parent.cookie });
    const twice = await api.del(`/api/players/${player.id}/parental-consent`, { cookie: parent.cookie });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      code: 'CONFLICT',
      message: 'This profile has no parental consent to withdraw.',
    });

    const adult = await createPlayer(t.db, { birthYear: birthYearForAge(18), profileStatus: 'active' });
    const adultParent = await linkedParent(t, adult.id);
    const res = await api.del(`/api/players/${adult.id}/parental-consent`, { cookie: adultParent.cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Consent can only be withdrawn for a player under 17.');
    expect((await playerRow(adult.id))!.profileStatus).toBe('active');
  });

  it('needs a session (401) and a parent of this child: anyone else 404 (or 403 for another role)', async () => {
    const { player } = await consentedChild();
    expect((await api.del(`/api/players/${player.id}/parental-consent`)).statusCode).toBe(401);
    const stranger = await signIn(t, 'PARENT');
    expect(
      (await api.del(`/api/players/${player.id}/parental-consent`, { cookie: stranger.cookie })).statusCode,
    ).toBe(404);
    const recruiter = await signIn(t, 'RECRUITER');
    expect(
      (await api.del(`/api/players/${player.id}/parental-consent`, { cookie: recruiter.cookie })).statusCode,
    ).toBe(403);
    const badId = await api.del(`/api/players/not%20an%20id/parental-consent`, {
      cookie: stranger.cookie,
    });
    expect(badId.statusCode).toBe(400);
    expect((await playerRow(player.id))!.profileStatus).toBe('active');
  });
});

describe('DELETE /api/players/:id/parents/:parentUserId', () => {
  it('a parent removes a co-parent, who loses access at once; audited', async () => {
    const player = await createPlayer(t.db, { birthYear: birthYearForAge(12), profileStatus: 'draft' });
    const first = await linkedParent(t, player.id);
    const second = await coParent(player.id);
    expect((await api.get(`/api/players/${player.id}`, { cookie: second.cookie })).statusCode).toBe(200);

    const res = await api.del(`/api/players/${player.id}/parents/${second.user.id}`, {
      cookie: first.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Parent removed.' });
    expect((await api.get(`/api/players/${player.id}`, { cookie: second.cookie })).statusCode).toBe(404);
    const links = await t.db.select().from(playerParents).where(eq(playerParents.playerId, player.id));
    expect(links.map((l) => l.parentUserId)).toEqual([first.user.id]);
    expect(await auditsOf('parent_removed', player.id)).toEqual([
      expect.objectContaining({ userId: first.user.id, targetUserId: second.user.id }),
    ]);
  });

  it('a parent may remove themself; the other parent becomes primary; never the last parent (409)', async () => {
    const player = await createPlayer(t.db, { birthYear: birthYearForAge(12), profileStatus: 'draft' });
    const primary = await linkedParent(t, player.id);
    const other = await coParent(player.id);
    const self = await api.del(`/api/players/${player.id}/parents/${primary.user.id}`, {
      cookie: primary.cookie,
    });
    expect(self.statusCode).toBe(200);
    expect(self.json().message).toBe('You are no longer a parent on this profile.');
    const [left] = await t.db.select().from(playerParents).where(eq(playerParents.playerId, player.id));
    expect(left).toMatchObject({ parentUserId: other.user.id, isPrimary: true });

    const last = await api.del(`/api/players/${player.id}/parents/${other.user.id}`, {
      cookie: other.cookie,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ code: 'CONFLICT', message: 'A player must keep at least one parent.' });
    expect(await t.db.select().from(playerParents).where(eq(playerParents.playerId, player.id))).toHaveLength(
      1,
    );
  });

  it('bad id 400, no session 401, a stranger or an unlinked parent id 404', async () => {
    const player = await createPlayer(t.db, { birthYear: birthYearForAge(12), profileStatus: 'active' });
    const parent = await linkedParent(t, player.id);
    const other = await coParent(player.id);
    const url = `/api/players/${player.id}/parents/${other.user.id}`;
    expect((await api.del(url)).statusCode).toBe(401);
    const bad = await api.del(`/api/players/${player.id}/parents/not-a-uuid`, { cookie: parent.cookie });
    expect(bad.statusCode).toBe(400);
    const stranger = await signIn(t, 'PARENT');
    expect((await api.del(url, { cookie: stranger.cookie })).statusCode).toBe(404);
    const notLinked = await api.del(`/api/players/${player.id}/parents/${stranger.user.id}`, {
      cookie: parent.cookie,
    });
    expect(notLinked.statusCode).toBe(404);
    expect(await t.db.select().from(playerParents).where(eq(playerParents.playerId, player.id))).toHaveLength(
      2,
    );
  });
});

describe('GET /api/players/:id/export', () => {
  it("answers a JSON attachment of the child's data without secrets, recruiters' notes or list names", async () => {
    const { player, parent } = await consentedChild();
    const other = await coParent(player.id);
    await t.db
      .update(playerParents)
      .set({ consentGiven: true, consentIpAddress: '203.0.113.77' })
      .where(eq(playerParents.parentUserId, other.user.id));
    await recruiterWithListItem(player.id);
    await t.db
      .insert(playerGoals)
      .values({ playerId: player.id, type: 'career', goal: 'Play college hockey' });
    await t.db
      .insert(media)
      .values({ playerId: player.id, type: 'image', url: `/media/${'a'.repeat(32)}.webp` });
    const inviteEmail = uniqueEmail('grandma');
    const invite = await api.post(`/api/players/${player.id}/co-parents/invite`, {
      cookie: parent.cookie,
      payload: { email: inviteEmail },
    });
    expect([200, 201]).toContain(invite.statusCode);
    const inviteToken = await latestEmailToken(t.db, inviteEmail, 'co_parent_invitation');
    await t.db
      .insert(profileViews)
      .values({ playerId: player.id, viewerRole: 'RECRUITER', viewerKey: 'u:someone', viewedOn: isoDay(0) });
    const committed = await api.put(`/api/players/${player.id}/commitment`, {
      cookie: parent.cookie,
      payload: { kind: 'other', programName: 'Sioux Falls Stampede', committedOn: isoDay(-1) },
    });
    expect(committed.statusCode, committed.body).toBe(200);

    const res = await api.get(`/api/players/${player.id}/export`, { cookie: parent.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="rinkside-${player.slug}-data.json"`,
    );
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const data = res.json();
    expect(data).toMatchObject({
      format: 'rinkside-player-export/1',
      player: { id: player.id, firstName: player.firstName, profileStatus: 'active' },
      goals: [expect.objectContaining({ goal: 'Play college hockey' })],
      media: [expect.objectContaining({ link: `http://localhost:3000/media/${'a'.repeat(32)}.webp` })],
      coParentInvitations: [expect.objectContaining({ invitedEmail: inviteEmail, status: 'pending' })],
      recruiterLists: { count: 1 },
      profileViews: { total: 1, days: [expect.objectContaining({ views: 1 })] },
      commitments: [expect.objectContaining({ kind: 'other', programName: 'Sioux Falls Stampede' })],
    });
    expect(data.parents).toHaveLength(2);
    expect(data.parents[0]).toMatchObject({ email: parent.user.email, consentIpAddress: '127.0.0.1' });
    const body = res.body;
    for (const secret of [
      'Private scouting note Omega',
      'Secret Shortlist Zeta',
      '203.0.113.77',
      hashToken(inviteToken),
      inviteToken,
      'passwordHash',
      'password_hash',
      'searchText',
    ]) {
      expect(body, secret).not.toContain(secret);
    }
    expect(await auditsOf('player_exported', player.id)).toEqual([
      expect.objectContaining({ userId: parent.user.id }),
    ]);
  });

  it('an adult player exports their own profile; a minor player is told to ask a parent (403)', async () => {
    const adult = await ownedPlayer(t, { birthYear: birthYearForAge(18), profileStatus: 'active' });
    const own = await api.get(`/api/players/${adult.player.id}/export`, { cookie: adult.owner.cookie });
    expect(own.statusCode).toBe(200);
    expect(own.json().player.id).toBe(adult.player.id);

    const teen = await ownedPlayer(t, { birthYear: birthYearForAge(15), profileStatus: 'draft' });
    const refused = await api.get(`/api/players/${teen.player.id}/export`, { cookie: teen.owner.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^A parent or guardian manages this profile's data/);
  });

  it('no session 401; anyone else gets 404, even for a public profile', async () => {
    const { player } = await consentedChild();
    expect((await api.get(`/api/players/${player.id}/export`)).statusCode).toBe(401);
    for (const role of ['PARENT', 'PLAYER', 'RECRUITER'] as const) {
      const who = await signIn(t, role);
      const res = await api.get(`/api/players/${player.id}/export`, { cookie: who.cookie });
      expect(res.statusCode, role).toBe(404);
    }
    expect(await auditsOf('player_exported', player.id)).toEqual([]);
  });
});

describe('GET /api/players/:id/export: conversations (D124)', () => {
  const exportOf = async (playerId: string, who: SignedIn) => {
    const res = await api.get(`/api/players/${playerId}/export`, { cookie: who.cookie });
    expect(res.statusCode, res.body).toBe(200);
    return json(contract.dataControl.exportPlayer, res);
  };

  it("holds the child's threads with every message, the contact settings and the family's reports", async () => {
    const { player, parent } = await consentedChild();
    await t.db.update(users).set({ name: 'Pat Parent' }).where(eq(users.id, parent.user.id));
    const { recruiter, conversationId, reportId, secret } = await conversationAbout(player.id, parent);
    const program = await api.patch('/api/recruiters/me', {
      cookie: recruiter.cookie,
      payload: { orgName: 'State College' },
    });
    expect(program.statusCode, program.body).toBe(200);
    // The recruiter's own report about the family is the recruiter's, not the child's.
    const theirs = await api.post(`/api/conversations/${conversationId}/report`, {
      cookie: recruiter.cookie,
      payload: { reason: 'RECRUITER-REPORT' },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const blocked = await signIn(t, 'RECRUITER', 'Blocked Coach');
    const prefs = await api.put(`/api/players/${player.id}/contact-preferences`, {
      cookie: parent.cookie,
      payload: { allowRecruiterContact: true, blockedUserIds: [blocked.user.id] },
    });
    expect(prefs.statusCode, prefs.body).toBe(200);

    const data = await exportOf(player.id, parent);
    expect(data.format).toBe('rinkside-player-export/1');
    expect(data.conversations).toEqual([
      {
        id: conversationId,
        createdAt: expect.any(String),
        lastMessageAt: expect.any(String),
        startedBy: 'family',
        recruiter: { name: 'Robin Recruiter', organization: 'State College' },
        participants: expect.arrayContaining([
          { name: 'Robin Recruiter', role: 'recruiter' },
          { name: 'Pat Parent', role: 'parent' },
        ]),
        messages: [
          {
            id: expect.any(String),
            senderName: 'Pat Parent',
            senderRole: 'parent',
            sentAt: expect.any(String),
            body: `${secret}-1 from the family`,
          },
          {
            id: expect.any(String),
            senderName: 'Robin Recruiter',
            senderRole: 'recruiter',
            sentAt: expect.any(String),
            body: `${secret}-2 from the recruiter`,
          },
        ],
      },
    ]);
    expect(data.conversations[0]!.participants).toHaveLength(2);
    expect(data.contactPreferences).toEqual({
      allowRecruiterContact: true,
      updatedAt: expect.any(String),
      blocked: [{ name: 'Blocked Coach', organization: null, blockedAt: expect.any(String) }],
    });
    expect(data.messageReports).toEqual([
      {
        id: reportId,
        conversationId,
        messageId: data.conversations[0]!.messages[1]!.id,
        reporterName: 'Pat Parent',
        reason: 'Pushy reply',
        status: 'open',
        createdAt: expect.any(String),
        resolvedAt: null,
      },
    ]);
    // Other people by name and role: no account id or address of the recruiters.
    const text = JSON.stringify(data);
    for (const secret of [
      'RECRUITER-REPORT',
      recruiter.user.id,
      recruiter.user.email,
      blocked.user.id,
      blocked.user.email,
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('leaves out a thread about another player, even of the same parent', async () => {
    const { player, parent } = await consentedChild();
    const sibling = await createPlayer(t.db, {
      firstName: uniqueName('Sib'),
      lastName: uniqueName('Family'),
      birthYear: birthYearForAge(18),
      profileStatus: 'active',
    });
    await t.db.insert(playerParents).values({ playerId: sibling.id, parentUserId: parent.user.id });
    const { conversationId } = await conversationAbout(sibling.id, parent);
    const mine = await conversationAbout(player.id, parent, 'Other Recruiter');

    const data = await exportOf(player.id, parent);
    expect(data.conversations.map((c) => c.id)).toEqual([mine.conversationId]);
    expect(data.messageReports.map((r) => r.conversationId)).toEqual([mine.conversationId]);
    expect((await exportOf(sibling.id, parent)).conversations.map((c) => c.id)).toEqual([conversationId]);
  });

  it('answers empty lists and the default settings for a player with no conversations', async () => {
    const { player, parent } = await consentedChild();
    const data = await exportOf(player.id, parent);
    expect(data.conversations).toEqual([]);
    expect(data.messageReports).toEqual([]);
    expect(data.contactPreferences).toEqual({ allowRecruiterContact: true, updatedAt: null, blocked: [] });
  });

  it("keeps an adult player's own threads out of a linked parent's export of the profile", async () => {
    const { owner, player } = await ownedPlayer(t, {
      birthYear: birthYearForAge(19),
      profileStatus: 'active',
    });
    const parent = await linkedParent(t, player.id);
    const coach = await signIn(t, 'RECRUITER', 'Adult Coach');
    const program = await api.patch('/api/recruiters/me', {
      cookie: coach.cookie,
      payload: { orgName: 'State College', division: 'D3', programGender: 'men' },
    });
    expect(program.statusCode, program.body).toBe(200);
    const started = await api.post('/api/conversations', {
      cookie: coach.cookie,
      payload: { playerId: player.id, body: 'Between us adults' },
    });
    expect(started.statusCode, started.body).toBe(201);

    const own = await exportOf(player.id, owner);
    expect(own.conversations.map((c) => [c.startedBy, c.messages.map((x) => x.body)])).toEqual([
      ['recruiter', ['Between us adults']],
    ]);
    const parents = await exportOf(player.id, parent);
    expect(parents.conversations).toEqual([]);
    expect(JSON.stringify(parents)).not.toContain('Between us adults');
  });
});

/** A child with a row in every table that can hold one, a stored image, and an approval request. */
async function childWithEverything(opts: { ownAccount?: boolean } = {}) {
  const firstName = uniqueName('Zed');
  const lastName = uniqueName('Quill');
  const owner = opts.ownAccount ? await signIn(t, 'PLAYER', `${firstName} ${lastName}`) : null;
  const player = await createPlayer(t.db, {
    userId: owner?.user.id ?? null,
    firstName,
    lastName,
    slug: `${firstName}-${lastName}`.toLowerCase(),
    birthYear: birthYearForAge(15),
    profileStatus: 'draft',
    parentalConsentRequired: true,
  });
  const parent = await linkedParent(t, player.id);
  const key = randomBytes(16).toString('hex');
  await storage.put(`${key}.webp`, Buffer.from('image bytes'), 'image/webp');
  await t.db.insert(media).values({ playerId: player.id, type: 'image', url: `/media/${key}.webp` });
  const team = await createTeam(t.db);
  const [game] = await t.db
    .insert(games)
    .values({ playerId: player.id, gameDate: isoDay(-3), opponent: 'Rivals', teamId: team.id })
    .returning();
  await t.db.insert(skaterGameStats).values({ gameId: game!.id, playerId: player.id, goals: 2 });
  await t.db.insert(seasonStats).values({ playerId: player.id, season: '2025-26' } as never);
  await t.db.insert(measurables).values({ playerId: player.id });
  await t.db.insert(upcomingEvents).values({ playerId: player.id, date: isoDay(5), eventName: 'Showcase' });
  await t.db.insert(playerGoals).values({ playerId: player.id, type: 'career', goal: 'Make varsity' });
  await t.db
    .insert(playerScheduleEvents)
    .values({ playerId: player.id, eventDate: isoDay(2), rinkName: 'North Rink' });
  await t.db.insert(verificationEvidence).values({ playerId: player.id, url: 'https://example.com/roster' });
  // A commitment, set through the API so its audit rows name the player too.
  const committed = await api.put(`/api/players/${player.id}/commitment`, {
    cookie: parent.cookie,
    payload: {
      kind: 'ncaa',
      programName: 'Boston College',
      division: 'D1',
      programGender: 'men',
      committedOn: isoDay(-1),
    },
  });
  expect(committed.statusCode, committed.body).toBe(200);
  const org = await createOrganization(t.db, { name: 'Club North' });
  await t.db.insert(orgSponsorships).values({ organizationId: org!.id, playerId: player.id });
  await recruiterWithListItem(player.id);
  await t.db
    .insert(profileViews)
    .values({ playerId: player.id, viewerRole: 'anonymous', viewerKey: 'a:abc', viewedOn: isoDay(0) });
  const ask = await api.post(`/api/players/${player.id}/request-approval`, {
    cookie: parent.cookie,
    payload: { parentEmail: uniqueEmail('dad') },
  });
  expect(ask.statusCode, ask.body).toBe(200);
  await api.post(`/api/players/${player.id}/co-parents/invite`, {
    cookie: parent.cookie,
    payload: { email: uniqueEmail('aunt') },
  });
  return { player, parent, owner, file: `${key}.webp` };
}

/**
 * A recruiter's thread about the player, started by the parent (the family may write first, decisions D112),
 * with the recruiter's answer and the parent's report of it.
 */
async function conversationAbout(playerId: string, parent: SignedIn, recruiterName = 'Robin Recruiter') {
  const recruiter = await signIn(t, 'RECRUITER', recruiterName);
  // A Division III program: no NCAA date keeps it from answering (D112).
  const program = await api.patch('/api/recruiters/me', {
    cookie: recruiter.cookie,
    payload: { orgName: 'State College', division: 'D3', programGender: 'women' },
  });
  expect(program.statusCode, program.body).toBe(200);
  const secret = uniqueName('SECRET');
  const started = await api.post('/api/conversations', {
    cookie: parent.cookie,
    payload: { playerId, recruiterEmail: recruiter.user.email, body: `${secret}-1 from the family` },
  });
  expect(started.statusCode, started.body).toBe(201);
  const conversationId: string = started.json().conversation.id;
  const answer = await api.post(`/api/conversations/${conversationId}/messages`, {
    cookie: recruiter.cookie,
    payload: { body: `${secret}-2 from the recruiter` },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const report = await api.post(`/api/conversations/${conversationId}/report`, {
    cookie: parent.cookie,
    payload: { reason: 'Pushy reply', messageId: answer.json().message.id },
  });
  expect(report.statusCode, report.body).toBe(201);
  return { recruiter, conversationId, reportId: report.json().report.id as string, secret };
}

async function expectNothingLeft(
  player: { id: string; slug: string; firstName: string; lastName: string },
  file: string,
) {
  const dump = await databaseText(t, { withEmailQueue: true });
  for (const trace of [player.id, player.slug, player.firstName, player.lastName]) {
    expect(dump.includes(trace), `"${trace}" is still in the database`).toBe(false);
  }
  expect(readdirSync(mediaDir)).not.toContain(file);
}

describe('DELETE /api/players/:id', () => {
  it('a deleted child leaves no row in any table and no stored file; the audit row names nobody', async () => {
    const { player, parent, file } = await childWithEverything();
    expect(readdirSync(mediaDir)).toContain(file);
    expect((await databaseText(t)).includes(player.id)).toBe(true);

    const res = await api.del(`/api/players/${player.id}`, { cookie: parent.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'The player profile and all its data have been deleted.' });
    await expectNothingLeft(player, file);
    for (const table of [
      parentalApprovalRequests,
      coParentInvitations,
      recruiterListItems,
      recruiterNotes,
      playerRatings,
      playerCommitments,
    ]) {
      expect(await t.db.select().from(table).where(eq(table.playerId, player.id))).toEqual([]);
    }
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'player_deleted'), eq(auditLogs.userId, parent.user.id)));
    expect(audit).toMatchObject({ targetId: null, targetUserId: null, metadata: { by: 'parent' } });
    expect((await api.get(`/api/players/${player.id}`, { cookie: parent.cookie })).statusCode).toBe(404);
  });

  it('a deleted child takes its conversations along: threads, messages, reports and the e-mails naming it', async () => {
    const { player, parent } = await consentedChild();
    await signIn(t, 'ADMIN');
    const { conversationId, secret } = await conversationAbout(player.id, parent);
    expect(await t.db.select().from(conversations).where(eq(conversations.playerId, player.id))).toHaveLength(
      1,
    );

    const res = await api.del(`/api/players/${player.id}`, { cookie: parent.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const dump = await databaseText(t, { withEmailQueue: true });
    for (const trace of [player.id, player.slug, player.firstName, player.lastName, conversationId]) {
      expect(dump.includes(trace), `"${trace}" is still in the database`).toBe(false);
    }
    expect(dump).not.toContain(secret);
  });

  it("a child's own account goes with the profile: its sessions end and its e-mail is free again", async () => {
    const { player, parent, owner, file } = await childWithEverything({ ownAccount: true });
    const res = await api.del(`/api/players/${player.slug}`, { cookie: parent.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect((await api.get('/api/auth/me', { cookie: owner!.cookie })).statusCode).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.id, owner!.user.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, owner!.user.id))).toEqual([]);
    await expectNothingLeft(player, file);
    expect((await databaseText(t)).includes(owner!.user.email)).toBe(false);
  });

  it('an adult player deletes their own profile and keeps the account; a minor player may not (403)', async () => {
    const adult = await ownedPlayer(t, { birthYear: birthYearForAge(19), profileStatus: 'active' });
    const res = await api.del(`/api/players/${adult.player.id}`, { cookie: adult.owner.cookie });
    expect(res.statusCode).toBe(200);
    expect(await playerRow(adult.player.id)).toBeUndefined();
    expect((await api.get('/api/auth/me', { cookie: adult.owner.cookie })).statusCode).toBe(200);

    const teen = await ownedPlayer(t, { birthYear: birthYearForAge(15), profileStatus: 'draft' });
    const refused = await api.del(`/api/players/${teen.player.id}`, { cookie: teen.owner.cookie });
    expect(refused.statusCode).toBe(403);
    expect(await playerRow(teen.player.id)).toBeDefined();
  });

  it('no session 401, a bad id 400; a stranger, a player, a recruiter or an admin gets 404 and nothing changes', async () => {
    const { player } = await consentedChild();
    expect((await api.del(`/api/players/${player.id}`)).statusCode).toBe(401);
    for (const role of ['PARENT', 'PLAYER', 'RECRUITER', 'ADMIN'] as const) {
      const who = await signIn(t, role);
      expect((await api.del(`/api/players/${player.id}`, { cookie: who.cookie })).statusCode, role).toBe(404);
    }
    const badId = await api.del('/api/players/not%20an%20id', {
      cookie: (await signIn(t, 'PARENT')).cookie,
    });
    expect(badId.statusCode).toBe(400);
    expect(await playerRow(player.id)).toBeDefined();
  });
});

describe('DELETE /api/auth/account', () => {
  it("deletes a parent's account with the children only they manage; shared children stay with the other parent", async () => {
    const parent = await signIn(t, 'PARENT');
    const onlyMine = await childWithEverything();
    await t.db.delete(playerParents).where(eq(playerParents.playerId, onlyMine.player.id));
    await t.db.insert(playerParents).values({ playerId: onlyMine.player.id, parentUserId: parent.user.id });
    const shared = await createPlayer(t.db, { birthYear: birthYearForAge(10), profileStatus: 'draft' });
    await t.db.insert(playerParents).values({ playerId: shared.id, parentUserId: parent.user.id });
    const other = await coParent(shared.id);

    const preview = await api.get('/api/auth/account/deletion', { cookie: parent.cookie });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      ownProfile: null,
      childProfiles: [
        { id: onlyMine.player.id, name: `${onlyMine.player.firstName} ${onlyMine.player.lastName}` },
      ],
    });

    const res = await api.del('/api/auth/account', {
      cookie: parent.cookie,
      payload: { password: DEFAULT_TEST_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account has been deleted.' });
    expect(res.cookies.find((c) => c.name.endsWith('rs_session'))?.value).toBe('');
    expect((await api.get('/api/auth/me', { cookie: parent.cookie })).statusCode).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.id, parent.user.id))).toEqual([]);
    await expectNothingLeft(onlyMine.player, onlyMine.file);
    const dump = await databaseText(t, { withEmailQueue: true });
    expect(dump.includes(parent.user.id)).toBe(false);
    expect(dump.includes(parent.user.email)).toBe(false);
    const sharedLinks = await t.db.select().from(playerParents).where(eq(playerParents.playerId, shared.id));
    expect(sharedLinks.map((l) => l.parentUserId)).toEqual([other.user.id]);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.eventType, 'account_deleted'))
      .orderBy(auditLogs.createdAt);
    expect(audit).toMatchObject({ userId: null, targetId: null, email: null });
  });

  it("a player's own profile is deleted with the account, every session of it ends", async () => {
    const { owner, player } = await ownedPlayer(t, {
      birthYear: birthYearForAge(18),
      profileStatus: 'active',
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.user.email, password: DEFAULT_TEST_PASSWORD },
    });
    const preview = await api.get('/api/auth/account/deletion', { cookie: owner.cookie });
    expect(preview.json().ownProfile).toEqual({
      id: player.id,
      name: `${player.firstName} ${player.lastName}`,
      isMinor: false,
    });
    const res = await api.del('/api/auth/account', {
      cookie: owner.cookie,
      payload: { password: DEFAULT_TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(await playerRow(player.id)).toBeUndefined();
    const otherCookie = second.cookies.find((c) => c.name.endsWith('rs_session'))!;
    expect(
      (await api.get('/api/auth/me', { cookie: `${otherCookie.name}=${otherCookie.value}` })).statusCode,
    ).toBe(401);
  });

  it('a wrong password is 403 with a clear message, a missing one 400, no session 401; nothing is deleted', async () => {
    const user = await signIn(t, 'PARENT');
    const wrong = await api.del('/api/auth/account', {
      cookie: user.cookie,
      payload: { password: 'nope nope' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'FORBIDDEN', message: 'The password is incorrect.' });
    const missing = await api.del('/api/auth/account', { cookie: user.cookie, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(
      (await api.del('/api/auth/account', { payload: { password: DEFAULT_TEST_PASSWORD } })).statusCode,
    ).toBe(401);
    expect((await api.get('/api/auth/account/deletion')).statusCode).toBe(401);
    expect((await api.get('/api/auth/me', { cookie: user.cookie })).statusCode).toBe(200);
  });
});
