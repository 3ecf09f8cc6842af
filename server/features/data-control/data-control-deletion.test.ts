import { readdirSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import {
  auditLogs,
  conversations,
  coParentInvitations,
  parentalApprovalRequests,
  playerCommitments,
  playerParents,
  playerRatings,
  recruiterListItems,
  recruiterNotes,
  sessions,
  users,
} from '#server/db/schema/index.ts';
import { createPlayer, DEFAULT_TEST_PASSWORD } from '#server/db/seed/factories.ts';
import { dataControlApp } from '#test/data-control-kit.ts';
import { databaseText } from '#test/parents-kit.ts';
import { birthYearForAge, ownedPlayer, signIn } from '#test/players-kit.ts';

const {
  t,
  api,
  playerRow,
  consentedChild,
  coParent,
  childWithEverything,
  conversationAbout,
  setAsideKeptName,
  expectNothingLeft,
  mediaDir,
} = dataControlApp();

describe('DELETE /api/players/:id', () => {
  it("a deleted child leaves no row in any table and no stored file; only the deleting parent's activity row keeps its name", async () => {
    const { player, parent, file } = await childWithEverything();
    expect(readdirSync(mediaDir)).toContain(file);
    expect((await databaseText(t)).includes(player.id)).toBe(true);

    const res = await api.call(contract.dataControl.deletePlayer, {
      params: { id: player.id },
      cookie: parent.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'The player profile and all its data have been deleted.' });
    const [deletion] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'player_deleted'), eq(auditLogs.userId, parent.user.id)));
    expect(deletion).toMatchObject({
      targetId: null,
      targetUserId: null,
      metadata: { by: 'parent', playerName: `${player.firstName} ${player.lastName}` },
    });
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
    expect(
      (await api.call(contract.players.get, { params: { id: player.id }, cookie: parent.cookie })).statusCode,
    ).toBe(404);
  });

  it("the deleting parent's activity names the deleted child; nobody else's activity does", async () => {
    const { player, parent } = await consentedChild();
    const other = await coParent(player.id);
    const name = `${player.firstName} ${player.lastName}`;
    const res = await api.call(contract.dataControl.deletePlayer, {
      params: { id: player.id },
      cookie: parent.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);

    const mine = await api.call(contract.parents.activity, { cookie: parent.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().activity[0]).toMatchObject({
      eventType: 'player_deleted',
      title: 'Player profile deleted',
      subject: name,
    });
    const account = await api.call(contract.parents.account, { cookie: parent.cookie });
    expect(account.json().recentActivity[0]).toMatchObject({ eventType: 'player_deleted', subject: name });
    // The co-parent did not act: their log shows nothing of it, and no reader outside the family sees it.
    const theirs = await api.call(contract.parents.activity, { cookie: other.cookie });
    expect(JSON.stringify(theirs.json())).not.toContain(player.firstName);
    const admin = await signIn(t, 'ADMIN');
    const details = await api.call(contract.admin.userDetails, {
      params: { id: parent.user.id },
      cookie: admin.cookie,
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.body).not.toContain(player.firstName);
  });

  it('a deleted child takes its conversations along: threads, messages, reports and the e-mails naming it', async () => {
    const { player, parent } = await consentedChild();
    await signIn(t, 'ADMIN');
    const { conversationId, secret } = await conversationAbout(player.id, parent);
    expect(await t.db.select().from(conversations).where(eq(conversations.playerId, player.id))).toHaveLength(
      1,
    );

    const res = await api.call(contract.dataControl.deletePlayer, {
      params: { id: player.id },
      cookie: parent.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    await setAsideKeptName(player);
    const dump = await databaseText(t, { withEmailQueue: true });
    for (const trace of [player.id, player.slug, player.firstName, player.lastName, conversationId]) {
      expect(dump.includes(trace), `"${trace}" is still in the database`).toBe(false);
    }
    expect(dump).not.toContain(secret);
  });

  it("a child's own account goes with the profile: its sessions end and its e-mail is free again", async () => {
    const { player, parent, owner, file } = await childWithEverything({ ownAccount: true });
    const res = await api.call(contract.dataControl.deletePlayer, {
      params: { id: player.slug },
      cookie: parent.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await api.call(contract.auth.me, { cookie: owner!.cookie })).statusCode).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.id, owner!.user.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, owner!.user.id))).toEqual([]);
    await expectNothingLeft(player, file);
    expect((await databaseText(t)).includes(owner!.user.email)).toBe(false);
  });

  it('an adult player deletes their own profile and keeps the account; a minor player may not (403)', async () => {
    const adult = await ownedPlayer(t, { birthYear: birthYearForAge(19), profileStatus: 'active' });
    const res = await api.call(contract.dataControl.deletePlayer, {
      params: { id: adult.player.id },
      cookie: adult.owner.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(await playerRow(adult.player.id)).toBeUndefined();
    expect((await api.call(contract.auth.me, { cookie: adult.owner.cookie })).statusCode).toBe(200);

    const teen = await ownedPlayer(t, { birthYear: birthYearForAge(15), profileStatus: 'draft' });
    const refused = await api.call(contract.dataControl.deletePlayer, {
      params: { id: teen.player.id },
      cookie: teen.owner.cookie,
    });
    expect(refused.statusCode).toBe(403);
    expect(await playerRow(teen.player.id)).toBeDefined();
  });

  it('no session 401, a bad id 400; a stranger, a player, a recruiter or an admin gets 404 and nothing changes', async () => {
    const { player } = await consentedChild();
    expect(
      (await api.call(contract.dataControl.deletePlayer, { params: { id: player.id } })).statusCode,
    ).toBe(401);
    for (const role of ['PARENT', 'PLAYER', 'RECRUITER', 'ADMIN'] as const) {
      const who = await signIn(t, role);
      expect(
        (await api.call(contract.dataControl.deletePlayer, { params: { id: player.id }, cookie: who.cookie }))
          .statusCode,
        role,
      ).toBe(404);
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

    const preview = await api.call(contract.dataControl.accountDeletionPreview, { cookie: parent.cookie });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      ownProfile: null,
      childProfiles: [
        { id: onlyMine.player.id, name: `${onlyMine.player.firstName} ${onlyMine.player.lastName}` },
      ],
    });

    const res = await api.call(contract.dataControl.deleteAccount, {
      cookie: parent.cookie,
      body: { password: DEFAULT_TEST_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account has been deleted.' });
    expect(res.cookies.find((c) => c.name.endsWith('rs_session'))?.value).toBe('');
    expect((await api.call(contract.auth.me, { cookie: parent.cookie })).statusCode).toBe(401);
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
    const second = await api.call(contract.auth.login, {
      body: { email: owner.user.email, password: DEFAULT_TEST_PASSWORD },
    });
    const preview = await api.call(contract.dataControl.accountDeletionPreview, { cookie: owner.cookie });
    expect(preview.json().ownProfile).toEqual({
      id: player.id,
      name: `${player.firstName} ${player.lastName}`,
      isMinor: false,
    });
    const res = await api.call(contract.dataControl.deleteAccount, {
      cookie: owner.cookie,
      body: { password: DEFAULT_TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(await playerRow(player.id)).toBeUndefined();
    const otherCookie = second.cookies.find((c) => c.name.endsWith('rs_session'))!;
    expect(
      (await api.call(contract.auth.me, { cookie: `${otherCookie.name}=${otherCookie.value}` })).statusCode,
    ).toBe(401);
  });

  it('a wrong password is 403 with a clear message, a missing one 400, no session 401; nothing is deleted', async () => {
    const user = await signIn(t, 'PARENT');
    const wrong = await api.call(contract.dataControl.deleteAccount, {
      cookie: user.cookie,
      body: { password: 'nope nope' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'FORBIDDEN', message: 'The password is incorrect.' });
    const missing = await api.call(contract.dataControl.deleteAccount, { cookie: user.cookie, bodyRaw: {} });
    expect(missing.statusCode).toBe(400);
    expect(
      (await api.call(contract.dataControl.deleteAccount, { body: { password: DEFAULT_TEST_PASSWORD } }))
        .statusCode,
    ).toBe(401);
    expect((await api.call(contract.dataControl.accountDeletionPreview, {})).statusCode).toBe(401);
    expect((await api.call(contract.auth.me, { cookie: user.cookie })).statusCode).toBe(200);
  });
});
