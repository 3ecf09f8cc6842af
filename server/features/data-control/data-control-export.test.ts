import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { media, playerGoals, playerParents, profileViews, users } from '#server/db/schema/index.ts';
import { createPlayer } from '#server/db/seed/factories.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { json } from '#test/api-json.ts';
import { dataControlApp } from '#test/data-control-kit.ts';
import {
  birthYearForAge,
  isoDay,
  linkedParent,
  ownedPlayer,
  type SignedIn,
  signIn,
} from '#test/players-kit.ts';
import { latestEmailToken, uniqueEmail } from '#test/test-app.ts';

const { t, api, uniqueName, auditsOf, consentedChild, coParent, recruiterWithListItem, conversationAbout } =
  dataControlApp();

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
    const invite = await api.call(contract.coParents.invite, {
      params: { id: player.id },
      cookie: parent.cookie,
      body: { email: inviteEmail },
    });
    expect([200, 201]).toContain(invite.statusCode);
    const inviteToken = await latestEmailToken(t.db, inviteEmail, 'co_parent_invitation');
    await t.db
      .insert(profileViews)
      .values({ playerId: player.id, viewerRole: 'RECRUITER', viewerKey: 'u:someone', viewedOn: isoDay(0) });
    const committed = await api.call(contract.commitments.set, {
      params: { id: player.id },
      cookie: parent.cookie,
      body: { kind: 'other', programName: 'Sioux Falls Stampede', committedOn: isoDay(-1) },
    });
    expect(committed.statusCode, committed.body).toBe(200);

    const res = await api.call(contract.dataControl.exportPlayer, {
      params: { id: player.id },
      cookie: parent.cookie,
    });
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
    const own = await api.call(contract.dataControl.exportPlayer, {
      params: { id: adult.player.id },
      cookie: adult.owner.cookie,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().player.id).toBe(adult.player.id);

    const teen = await ownedPlayer(t, { birthYear: birthYearForAge(15), profileStatus: 'draft' });
    const refused = await api.call(contract.dataControl.exportPlayer, {
      params: { id: teen.player.id },
      cookie: teen.owner.cookie,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^A parent or guardian manages this profile's data/);
  });

  it('no session 401; anyone else gets 404, even for a public profile', async () => {
    const { player } = await consentedChild();
    expect(
      (await api.call(contract.dataControl.exportPlayer, { params: { id: player.id } })).statusCode,
    ).toBe(401);
    for (const role of ['PARENT', 'PLAYER', 'RECRUITER'] as const) {
      const who = await signIn(t, role);
      const res = await api.call(contract.dataControl.exportPlayer, {
        params: { id: player.id },
        cookie: who.cookie,
      });
      expect(res.statusCode, role).toBe(404);
    }
    expect(await auditsOf('player_exported', player.id)).toEqual([]);
  });
});

describe('GET /api/players/:id/export: conversations (D124)', () => {
  const exportOf = async (playerId: string, who: SignedIn) => {
    const res = await api.call(contract.dataControl.exportPlayer, {
      params: { id: playerId },
      cookie: who.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    return json(contract.dataControl.exportPlayer, res);
  };

  it("holds the child's threads with every message, the contact settings and the family's reports", async () => {
    const { player, parent } = await consentedChild();
    await t.db.update(users).set({ name: 'Pat Parent' }).where(eq(users.id, parent.user.id));
    const { recruiter, conversationId, reportId, secret } = await conversationAbout(player.id, parent);
    const program = await api.call(contract.messaging.recruiterProfile.update, {
      cookie: recruiter.cookie,
      body: { orgName: 'State College' },
    });
    expect(program.statusCode, program.body).toBe(200);
    // The recruiter's own report about the family is the recruiter's, not the child's.
    const theirs = await api.call(contract.messaging.conversations.report, {
      params: { id: conversationId },
      cookie: recruiter.cookie,
      body: { reason: 'RECRUITER-REPORT' },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const blocked = await signIn(t, 'RECRUITER', 'Blocked Coach');
    const prefs = await api.call(contract.messaging.contactPreferences.put, {
      params: { id: player.id },
      cookie: parent.cookie,
      body: { allowRecruiterContact: true, blockedUserIds: [blocked.user.id] },
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
    const program = await api.call(contract.messaging.recruiterProfile.update, {
      cookie: coach.cookie,
      body: { orgName: 'State College', division: 'D3', programGender: 'men' },
    });
    expect(program.statusCode, program.body).toBe(200);
    const started = await api.call(contract.messaging.conversations.start, {
      cookie: coach.cookie,
      body: { playerId: player.id, body: 'Between us adults' },
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
