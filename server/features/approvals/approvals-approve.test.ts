import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { playerParents, players } from '#server/db/schema/index.ts';
import { createUser } from '#server/db/seed/factories.ts';
import { approvalsKit } from '#test/approvals-kit.ts';
import { signInAs } from '#test/parents-kit.ts';
import { birthYearForAge, signIn } from '#test/players-kit.ts';
import { latestEmailToken, registerAndLogin, sessionCookie, uniqueEmail } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();
const { teenWithRequest, requestRow, playerRow, approvalAudits, expire } = approvalsKit(t, api);

describe('approving a profile', () => {
  it('draft -> pending_consent -> active: the parent is linked with consent, the request used, all audited', async () => {
    const { player, parentEmail, token } = await teenWithRequest();
    expect((await playerRow(player.id)).profileStatus).toBe('pending_consent');
    const recruiter = await signIn(t, 'RECRUITER');
    expect(
      (await api.call(contract.players.get, { params: { id: player.id }, cookie: recruiter.cookie }))
        .statusCode,
    ).toBe(404);

    const parent = await signInAs(t, 'PARENT', parentEmail, { name: 'Mona Parent' });
    const res = await api.call(contract.approvals.approve, {
      params: { token },
      cookie: parent.cookie,
      body: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Profile approved', alreadyApproved: false, playerId: player.id });

    const row = await playerRow(player.id);
    expect(row).toMatchObject({ profileStatus: 'active', parentalConsentGiven: true });
    expect(row.parentalConsentDate).toBeInstanceOf(Date);
    const [link] = await t.db.select().from(playerParents).where(eq(playerParents.playerId, player.id));
    expect(link).toMatchObject({
      parentUserId: parent.user.id,
      isPrimary: true,
      consentGiven: true,
      consentParentName: 'Mona Parent',
      consentIpAddress: '127.0.0.1',
    });
    expect(await requestRow(token)).toMatchObject({ status: 'approved', approvedByUserId: parent.user.id });
    expect(await approvalAudits(player.id)).toHaveLength(1);

    expect(
      (await api.call(contract.players.get, { params: { id: player.id }, cookie: recruiter.cookie }))
        .statusCode,
    ).toBe(200);
    const validation = await api.call(contract.approvals.validate, { params: { token } });
    expect(validation.json().alreadyApproved).toBe(true);
    const account = await api.call(contract.parents.account, { cookie: parent.cookie });
    expect(account.json().connectedProfiles.players.map((p: { id: string }) => p.id)).toEqual([player.id]);
  });

  it('POST /api/approval/:token/approve reaches the same code', async () => {
    const { player, parentEmail, token } = await teenWithRequest();
    const parent = await signInAs(t, 'PARENT', parentEmail);
    const res = await api.call(contract.approvals.approveAlias, { params: { token }, cookie: parent.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().alreadyApproved).toBe(false);
    expect((await playerRow(player.id)).profileStatus).toBe('active');
    expect(await approvalAudits(player.id)).toHaveLength(1);
  });

  it('a replay by the approving parent answers alreadyApproved and changes nothing; anyone else gets 400', async () => {
    const { player, parentEmail, token } = await teenWithRequest();
    const parent = await signInAs(t, 'PARENT', parentEmail);
    await api.call(contract.approvals.approve, { params: { token }, cookie: parent.cookie, body: {} });
    const replay = await api.call(contract.approvals.approveAlias, {
      params: { token },
      cookie: parent.cookie,
      body: {},
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({
      message: 'Profile already approved',
      alreadyApproved: true,
      playerId: player.id,
    });
    expect(await approvalAudits(player.id)).toHaveLength(1);

    const other = await signIn(t, 'PARENT');
    const reused = await api.call(contract.approvals.approve, {
      params: { token },
      cookie: other.cookie,
      body: {},
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      message: 'This approval link has already been used.',
      code: 'TOKEN_USED',
    });
    const links = await t.db.select().from(playerParents).where(eq(playerParents.playerId, player.id));
    expect(links.map((l) => l.parentUserId)).toEqual([parent.user.id]);
  });

  it('bad token 400, expired 410, a parent with another address 403; nothing changes', async () => {
    const { player, parentEmail, token } = await teenWithRequest();
    const parent = await signInAs(t, 'PARENT', parentEmail);
    const unknown = await api.call(contract.approvals.approve, {
      params: { token: 'y'.repeat(43) },
      cookie: parent.cookie,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('INVALID_TOKEN');

    const stranger = await signIn(t, 'PARENT');
    const wrong = await api.call(contract.approvals.approve, {
      params: { token },
      cookie: stranger.cookie,
      body: {},
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('This approval request was sent to a different email address.');

    await expire(token);
    const expired = await api.call(contract.approvals.approve, {
      params: { token },
      cookie: parent.cookie,
      body: {},
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');
    expect((await playerRow(player.id)).profileStatus).toBe('pending_consent');
    expect(await requestRow(token)).toMatchObject({ status: 'pending', approvedByUserId: null });
    expect(await t.db.select().from(playerParents).where(eq(playerParents.playerId, player.id))).toHaveLength(
      0,
    );
  });

  it('needs a session (401) and a PARENT account: a player, recruiter or admin gets 403', async () => {
    const { player, token } = await teenWithRequest();
    for (const url of [`/api/approval-requests/approve/${token}`, `/api/approval/${token}/approve`]) {
      expect((await api.post(url, { payload: {} })).statusCode).toBe(401);
      for (const role of ['PLAYER', 'RECRUITER', 'ADMIN', 'ORG_ADMIN'] as const) {
        const who = await signIn(t, role);
        expect((await api.post(url, { cookie: who.cookie, payload: {} })).statusCode, role).toBe(403);
      }
    }
    expect((await requestRow(token)).status).toBe('pending');
    expect((await playerRow(player.id)).profileStatus).toBe('pending_consent');
  });

  it('refuses a body (the call takes none)', async () => {
    const { parentEmail, token } = await teenWithRequest();
    const parent = await signInAs(t, 'PARENT', parentEmail);
    const res = await api.call(contract.approvals.approve, {
      params: { token },
      cookie: parent.cookie,
      bodyRaw: { approvedByUserId: parent.user.id },
    });
    expect(res.statusCode).toBe(400);
  });

  it('two simultaneous approvals: exactly one redeems the token', async () => {
    const { player, parentEmail, token } = await teenWithRequest();
    const parent = await signInAs(t, 'PARENT', parentEmail);
    const [id] = [(await requestRow(token)).id];
    const results = await Promise.all([
      api.call(contract.approvals.approve, { params: { token }, cookie: parent.cookie, body: {} }),
      api.call(contract.approvals.approveAlias, { params: { token }, cookie: parent.cookie, body: {} }),
      api.call(contract.parents.approvePending, { params: { id }, cookie: parent.cookie, body: {} }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const redeemed = results.filter((r) => r.json().alreadyApproved === false);
    expect(redeemed).toHaveLength(1);
    expect(await approvalAudits(player.id)).toHaveLength(1);
    expect(await t.db.select().from(playerParents).where(eq(playerParents.playerId, player.id))).toHaveLength(
      1,
    );
  });

  it("is refused past the parent's maxPlayers (D105): 403 with the plan's message, nothing linked or spent", async () => {
    const parentEmail = uniqueEmail('full');
    const requests = [];
    for (let i = 0; i < 4; i++) requests.push(await teenWithRequest({ parentEmail }));
    const parent = await signInAs(t, 'PARENT', parentEmail);
    for (const { token } of requests.slice(0, 3)) {
      const ok = await api.call(contract.approvals.approve, {
        params: { token },
        cookie: parent.cookie,
        body: {},
      });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const fourth = requests[3]!;
    const [byToken, byId] = [
      await api.call(contract.approvals.approve, {
        params: { token: fourth.token },
        cookie: parent.cookie,
        body: {},
      }),
      await api.call(contract.parents.approvePending, {
        params: { id: (await requestRow(fourth.token)).id },
        cookie: parent.cookie,
      }),
    ];
    for (const res of [byToken, byId]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'LIMIT_REACHED',
        message: 'Your plan allows 3 player profiles. Upgrade your plan to manage more players.',
      });
    }
    expect(
      await t.db.select().from(playerParents).where(eq(playerParents.playerId, fourth.player.id)),
    ).toEqual([]);
    expect(await requestRow(fourth.token)).toMatchObject({ status: 'pending', approvedByUserId: null });
    expect((await playerRow(fourth.player.id)).profileStatus).toBe('pending_consent');
    expect(await approvalAudits(fourth.player.id)).toHaveLength(0);
    const account = await api.call(contract.parents.account, { cookie: parent.cookie });
    expect(account.json().subscription).toMatchObject({ playerCount: 3, maxPlayers: 3 });
  });

  it('two approvals for the last free slot at once: exactly one links, the other is refused', async () => {
    const parentEmail = uniqueEmail('race');
    const first = await teenWithRequest({ parentEmail });
    const second = await teenWithRequest({ parentEmail });
    const parent = await signInAs(t, 'PARENT', parentEmail);
    // Two children already: one slot left of three.
    for (let i = 0; i < 2; i++) {
      const created = await api.call(contract.parents.createPlayer, {
        cookie: parent.cookie,
        body: {
          firstName: `Kid${i}`,
          lastName: 'Full',
          birthYear: birthYearForAge(18),
          preferredPosition: 'C',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const results = await Promise.all(
      [first, second].map(({ token }) =>
        api.call(contract.approvals.approve, { params: { token }, cookie: parent.cookie, body: {} }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const links = await t.db
      .select()
      .from(playerParents)
      .where(eq(playerParents.parentUserId, parent.user.id));
    expect(links).toHaveLength(3);
  });

  it('an unverified parent with the matching address is asked to verify (403 EMAIL_NOT_VERIFIED); nothing changes', async () => {
    const { player, parentEmail, token } = await teenWithRequest();
    const parent = await signInAs(t, 'PARENT', parentEmail.toUpperCase(), { emailVerified: false });
    for (const url of [`/api/approval-requests/approve/${token}`, `/api/approval/${token}/approve`]) {
      const res = await api.post(url, { cookie: parent.cookie, payload: {} });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({
        code: 'EMAIL_NOT_VERIFIED',
        message:
          'Verify your email address to approve this profile. Open the verification link we sent you, then approve again.',
      });
    }
    expect((await playerRow(player.id)).profileStatus).toBe('pending_consent');
    expect(await requestRow(token)).toMatchObject({ status: 'pending', approvedByUserId: null });
    expect(await t.db.select().from(playerParents).where(eq(playerParents.playerId, player.id))).toEqual([]);
    expect(await approvalAudits(player.id)).toEqual([]);
  });

  it('a verified parent with another address is refused (403) even when the link is theirs to open', async () => {
    const { player, token } = await teenWithRequest();
    const other = await signInAs(t, 'PARENT', uniqueEmail('other'), { emailVerified: true });
    const res = await api.call(contract.approvals.approve, {
      params: { token },
      cookie: other.cookie,
      body: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This approval request was sent to a different email address.');
    // An unverified account with another address hears the same: verifying would not help it.
    const unverified = await signInAs(t, 'PARENT', uniqueEmail('other'), { emailVerified: false });
    const again = await api.call(contract.approvals.approveAlias, {
      params: { token },
      cookie: unverified.cookie,
      body: {},
    });
    expect(again.json().message).toBe('This approval request was sent to a different email address.');
    expect((await playerRow(player.id)).profileStatus).toBe('pending_consent');
  });

  it('Create Account & Approve: the new account verifies its address, then the same link approves', async () => {
    const { player, parentEmail, token } = await teenWithRequest();
    const account = await registerAndLogin(t.app, { email: parentEmail, role: 'PARENT', name: 'New Parent' });
    const before = await api.call(contract.approvals.approve, {
      params: { token },
      cookie: account.cookie,
      body: {},
    });
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect((await playerRow(player.id)).profileStatus).toBe('pending_consent');

    const verifyToken = await latestEmailToken(t.db, parentEmail, 'email_verification');
    const verified = await api.call(contract.auth.verifyEmail, { body: { token: verifyToken } });
    expect(verified.statusCode, verified.body).toBe(200);
    const res = await api.call(contract.approvals.approve, {
      params: { token },
      cookie: account.cookie,
      body: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Profile approved', alreadyApproved: false, playerId: player.id });
    expect((await playerRow(player.id)).profileStatus).toBe('active');
  });

  it('login with an approvalToken: logging in then approving works, and a second try is idempotent', async () => {
    const { player, parentEmail, token } = await teenWithRequest();
    await createUser(t.db, { email: parentEmail, role: 'PARENT', password: 'parent login pass' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: parentEmail.toUpperCase(), password: 'parent login pass' },
    });
    const cookie = sessionCookie(login);
    for (const expected of [false, true]) {
      const res = await api.call(contract.approvals.approve, { params: { token }, cookie, body: {} });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ alreadyApproved: expected, playerId: player.id });
    }
  });

  it('does not reactivate a profile an admin made inactive, but still records the consent', async () => {
    const { player, parentEmail, token } = await teenWithRequest();
    await t.db.update(players).set({ profileStatus: 'inactive' }).where(eq(players.id, player.id));
    const parent = await signInAs(t, 'PARENT', parentEmail);
    const res = await api.call(contract.approvals.approve, {
      params: { token },
      cookie: parent.cookie,
      body: {},
    });
    expect(res.statusCode).toBe(200);
    expect(await playerRow(player.id)).toMatchObject({
      profileStatus: 'inactive',
      parentalConsentGiven: true,
    });
  });
});
