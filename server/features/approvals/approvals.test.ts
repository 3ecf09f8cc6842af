import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '#server/app.ts';
import {
  auditLogs,
  emailQueue,
  parentalApprovalRequests,
  playerParents,
  players,
} from '#server/db/schema/index.ts';
import { createPlayer, createUser } from '#server/db/seed/factories.ts';
import { DAY_MS, hashToken } from '#server/lib/tokens.ts';
import { databaseText, signInAs } from '../../../test/parents-kit.ts';
import {
  birthYearForAge,
  issuesByPath,
  linkedParent,
  ownedPlayer,
  requester,
  type SignedIn,
  signIn,
} from '../../../test/players-kit.ts';
import {
  createTestApp,
  latestEmailToken,
  registerAndLogin,
  sessionCookie,
  uniqueEmail,
} from '../../../test/test-app.ts';
import { withTestApp } from '../../../test/with-test-app.ts';

const { t, api } = withTestApp();

/** A self-registered 15-year-old in draft, with an approval request sent to a fresh parent address. */
async function teenWithRequest(opts: { parentEmail?: string } = {}) {
  const { owner, player } = await ownedPlayer(t, {
    birthYear: birthYearForAge(15),
    profileStatus: 'draft',
    firstName: 'Teen',
    lastName: 'Skater',
  });
  const parentEmail = opts.parentEmail ?? uniqueEmail('mom');
  const res = await api.post(`/api/players/${player.id}/request-approval`, {
    cookie: owner.cookie,
    payload: { parentEmail },
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = await latestEmailToken(t.db, parentEmail, 'parental_approval');
  return { owner, player, parentEmail, token };
}

const requestRow = async (token: string) =>
  (
    await t.db
      .select()
      .from(parentalApprovalRequests)
      .where(eq(parentalApprovalRequests.approvalToken, hashToken(token)))
  )[0]!;

const playerRow = async (id: string) => (await t.db.select().from(players).where(eq(players.id, id)))[0]!;

const approvalAudits = (playerId: string) =>
  t.db
    .select()
    .from(auditLogs)
    .where(
      and(eq(auditLogs.targetId, playerId), sql`${auditLogs.metadata}->>'action' = 'parental_approval'`),
    );

const expire = (token: string) =>
  t.db
    .update(parentalApprovalRequests)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(parentalApprovalRequests.approvalToken, hashToken(token)));

describe('POST /api/players/:id/request-approval', () => {
  it('stores a hashed request for 7 days, sets pending_consent and queues the e-mail, all together', async () => {
    const { owner, player } = await ownedPlayer(t, {
      birthYear: birthYearForAge(15),
      profileStatus: 'draft',
    });
    const before = Date.now();
    const res = await api.post(`/api/players/${player.id}/request-approval`, {
      cookie: owner.cookie,
      payload: { parentEmail: '  Mom.Parent@Example.COM ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Approval request sent', expiresAt: expect.any(String) });
    const token = await latestEmailToken(t.db, 'mom.parent@example.com', 'parental_approval');
    expect(token.length).toBeGreaterThanOrEqual(43);
    const row = await requestRow(token);
    expect(row).toMatchObject({
      playerId: player.id,
      playerUserId: owner.user.id,
      parentEmail: 'mom.parent@example.com',
      status: 'pending',
      approvalToken: hashToken(token),
    });
    expect(row.expiresAt.getTime() - before).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(row.expiresAt.getTime() - before).toBeLessThanOrEqual(7 * DAY_MS + 60_000);
    expect((await playerRow(player.id)).profileStatus).toBe('pending_consent');

    const [mail] = await t.db
      .select()
      .from(emailQueue)
      .where(and(eq(emailQueue.to, 'mom.parent@example.com'), eq(emailQueue.emailType, 'parental_approval')));
    expect(mail!.body).toContain(`http://localhost:3000/approve-profile/${token}`);
    // The player asking is named once, by the profile's name (not the account's, 'Test User').
    const playerName = `${player.firstName} ${player.lastName}`;
    expect(mail!.body).toContain(`${playerName} asked you to approve their Rinkside player profile.`);
    expect(mail!.body.split(playerName)).toHaveLength(2);
    expect(mail!.body).not.toContain('Test User');
    expect(mail!.body).toContain('expires in 7 days');
  });

  it("validates the e-mail address (400 with the spec message) and refuses the asker's own address", async () => {
    const { owner, player } = await ownedPlayer(t, {
      birthYear: birthYearForAge(15),
      profileStatus: 'draft',
    });
    for (const payload of [{ parentEmail: 'not-an-email' }, {}, { parentEmail: 'a@b.co', extra: 1 }]) {
      const res = await api.post(`/api/players/${player.id}/request-approval`, {
        cookie: owner.cookie,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const bad = await api.post(`/api/players/${player.id}/request-approval`, {
      cookie: owner.cookie,
      payload: { parentEmail: 'nope' },
    });
    expect(issuesByPath(bad).parentEmail).toBe('Must be a valid email address');
    const own = await api.post(`/api/players/${player.id}/request-approval`, {
      cookie: owner.cookie,
      payload: { parentEmail: owner.user.email },
    });
    expect(own.statusCode).toBe(400);
    expect((await playerRow(player.id)).profileStatus).toBe('draft');
  });

  it("only the player's managers may ask: 401 signed out, 404 for anyone else on a hidden profile", async () => {
    const { player } = await ownedPlayer(t, { birthYear: birthYearForAge(15), profileStatus: 'draft' });
    const payload = { parentEmail: uniqueEmail('x') };
    expect((await api.post(`/api/players/${player.id}/request-approval`, { payload })).statusCode).toBe(401);
    for (const role of ['PLAYER', 'PARENT', 'RECRUITER'] as const) {
      const who = await signIn(t, role);
      const res = await api.post(`/api/players/${player.id}/request-approval`, {
        cookie: who.cookie,
        payload,
      });
      expect(res.statusCode, role).toBe(404);
    }
    // A linked parent (a manager) may ask another parent, e.g. for a child without an account.
    const parent = await linkedParent(t, player.id);
    const res = await api.post(`/api/players/${player.id}/request-approval`, {
      cookie: parent.cookie,
      payload,
    });
    expect(res.statusCode).toBe(200);
    const token = await latestEmailToken(t.db, payload.parentEmail, 'parental_approval');
    const validation = await api.get(`/api/approval-requests/validate/${token}`);
    expect(validation.json().requestedByName).toBe('Test User');
  });

  it('is refused (409) for a profile that does not need consent', async () => {
    const { owner, player } = await ownedPlayer(t, {
      birthYear: birthYearForAge(18),
      profileStatus: 'active',
    });
    const res = await api.post(`/api/players/${player.id}/request-approval`, {
      cookie: owner.cookie,
      payload: { parentEmail: uniqueEmail('p') },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This profile does not need parental approval.');
  });

  it('a new request voids the older one (410 for the old link)', async () => {
    const { owner, player, token: first } = await teenWithRequest();
    const second = uniqueEmail('dad');
    await api.post(`/api/players/${player.id}/request-approval`, {
      cookie: owner.cookie,
      payload: { parentEmail: second },
    });
    const newer = await latestEmailToken(t.db, second, 'parental_approval');
    expect((await api.get(`/api/approval-requests/validate/${first}`)).statusCode).toBe(410);
    expect((await api.get(`/api/approval-requests/validate/${newer}`)).statusCode).toBe(200);
    const rows = await t.db
      .select({ status: parentalApprovalRequests.status })
      .from(parentalApprovalRequests)
      .where(eq(parentalApprovalRequests.playerId, player.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['expired', 'pending']);
  });

  it('is limited per account: the request after the limit is 429 and sends nothing; others may still ask', async () => {
    const limited = await createTestApp({ limits: { emailSend: DEFAULT_LIMITS.emailSend } });
    try {
      const max = DEFAULT_LIMITS.emailSend.perAccount;
      const call = requester(limited);
      const teen = await ownedPlayer(limited, { birthYear: birthYearForAge(15), profileStatus: 'draft' });
      const ask = (who: { owner: SignedIn; player: { id: string } }, parentEmail: string) =>
        call.post(`/api/players/${who.player.id}/request-approval`, {
          cookie: who.owner.cookie,
          payload: { parentEmail },
        });
      for (let i = 0; i < max; i++) {
        expect((await ask(teen, uniqueEmail('mom'))).statusCode, `request ${i + 1}`).toBe(200);
      }
      const flooded = uniqueEmail('victim');
      const refused = await ask(teen, flooded);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(
          /^Too many emails have been sent\. Please wait \d+ minutes? before trying again\.$/,
        ),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const queued = await limited.db.select().from(emailQueue).where(eq(emailQueue.to, flooded));
      expect(queued).toEqual([]);

      // The limit is the account's, not the IP's: another player on the same address is not throttled.
      const other = await ownedPlayer(limited, { birthYear: birthYearForAge(14), profileStatus: 'draft' });
      expect((await ask(other, uniqueEmail('dad'))).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/approval-requests/validate/:token', () => {
  it('answers the request for the approval page, without a session', async () => {
    const { token, parentEmail } = await teenWithRequest();
    const res = await api.get(`/api/approval-requests/validate/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.json()).toEqual({
      playerName: 'Teen Skater',
      requestedByName: 'Test User',
      parentEmail,
      expiresAt: expect.any(String),
      alreadyApproved: false,
    });
  });

  it('unknown token 400, expired 410', async () => {
    const unknown = await api.get(`/api/approval-requests/validate/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Invalid or expired token', code: 'INVALID_TOKEN' });
    const { token } = await teenWithRequest();
    await expire(token);
    const expired = await api.get(`/api/approval-requests/validate/${token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');
  });
});

describe('approving a profile', () => {
  it('draft -> pending_consent -> active: the parent is linked with consent, the request used, all audited', async () => {
    const { player, parentEmail, token } = await teenWithRequest();
    expect((await playerRow(player.id)).profileStatus).toBe('pending_consent');
    const recruiter = await signIn(t, 'RECRUITER');
    expect((await api.get(`/api/players/${player.id}`, { cookie: recruiter.cookie })).statusCode).toBe(404);

    const parent = await signInAs(t, 'PARENT', parentEmail, { name: 'Mona Parent' });
    const res = await api.post(`/api/approval-requests/approve/${token}`, {
      cookie: parent.cookie,
      payload: {},
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

    expect((await api.get(`/api/players/${player.id}`, { cookie: recruiter.cookie })).statusCode).toBe(200);
    const validation = await api.get(`/api/approval-requests/validate/${token}`);
    expect(validation.json().alreadyApproved).toBe(true);
    const account = await api.get('/api/parents/account', { cookie: parent.cookie });
    expect(account.json().connectedProfiles.players.map((p: { id: string }) => p.id)).toEqual([player.id]);
  });

  it('POST /api/approval/:token/approve reaches the same code', async () => {
    const { player, parentEmail, token } = await teenWithRequest();
    const parent = await signInAs(t, 'PARENT', parentEmail);
    const res = await api.post(`/api/approval/${token}/approve`, { cookie: parent.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().alreadyApproved).toBe(false);
    expect((await playerRow(player.id)).profileStatus).toBe('active');
    expect(await approvalAudits(player.id)).toHaveLength(1);
  });

  it('a replay by the approving parent answers alreadyApproved and changes nothing; anyone else gets 400', async () => {
    const { player, parentEmail, token } = await teenWithRequest();
    const parent = await signInAs(t, 'PARENT', parentEmail);
    await api.post(`/api/approval-requests/approve/${token}`, { cookie: parent.cookie, payload: {} });
    const replay = await api.post(`/api/approval/${token}/approve`, { cookie: parent.cookie, payload: {} });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({
      message: 'Profile already approved',
      alreadyApproved: true,
      playerId: player.id,
    });
    expect(await approvalAudits(player.id)).toHaveLength(1);

    const other = await signIn(t, 'PARENT');
    const reused = await api.post(`/api/approval-requests/approve/${token}`, {
      cookie: other.cookie,
      payload: {},
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
    const unknown = await api.post(`/api/approval-requests/approve/${'y'.repeat(43)}`, {
      cookie: parent.cookie,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('INVALID_TOKEN');

    const stranger = await signIn(t, 'PARENT');
    const wrong = await api.post(`/api/approval-requests/approve/${token}`, {
      cookie: stranger.cookie,
      payload: {},
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('This approval request was sent to a different email address.');

    await expire(token);
    const expired = await api.post(`/api/approval-requests/approve/${token}`, {
      cookie: parent.cookie,
      payload: {},
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
    const res = await api.post(`/api/approval-requests/approve/${token}`, {
      cookie: parent.cookie,
      payload: { approvedByUserId: parent.user.id },
    });
    expect(res.statusCode).toBe(400);
  });

  it('two simultaneous approvals: exactly one redeems the token', async () => {
    const { player, parentEmail, token } = await teenWithRequest();
    const parent = await signInAs(t, 'PARENT', parentEmail);
    const [id] = [(await requestRow(token)).id];
    const results = await Promise.all([
      api.post(`/api/approval-requests/approve/${token}`, { cookie: parent.cookie, payload: {} }),
      api.post(`/api/approval/${token}/approve`, { cookie: parent.cookie, payload: {} }),
      api.post(`/api/parents/pending-approvals/${id}/approve`, { cookie: parent.cookie, payload: {} }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const redeemed = results.filter((r) => r.json().alreadyApproved === false);
    expect(redeemed).toHaveLength(1);
    expect(await approvalAudits(player.id)).toHaveLength(1);
    expect(await t.db.select().from(playerParents).where(eq(playerParents.playerId, player.id))).toHaveLength(
      1,
    );
  });

  it("is refused past the parent's maxPlayers (issue 16): 403 with the plan's message, nothing linked or spent", async () => {
    const parentEmail = uniqueEmail('full');
    const requests = [];
    for (let i = 0; i < 4; i++) requests.push(await teenWithRequest({ parentEmail }));
    const parent = await signInAs(t, 'PARENT', parentEmail);
    for (const { token } of requests.slice(0, 3)) {
      const ok = await api.post(`/api/approval-requests/approve/${token}`, {
        cookie: parent.cookie,
        payload: {},
      });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const fourth = requests[3]!;
    const [byToken, byId] = [
      await api.post(`/api/approval-requests/approve/${fourth.token}`, {
        cookie: parent.cookie,
        payload: {},
      }),
      await api.post(`/api/parents/pending-approvals/${(await requestRow(fourth.token)).id}/approve`, {
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
    const account = await api.get('/api/parents/account', { cookie: parent.cookie });
    expect(account.json().subscription).toMatchObject({ playerCount: 3, maxPlayers: 3 });
  });

  it('two approvals for the last free slot at once: exactly one links, the other is refused', async () => {
    const parentEmail = uniqueEmail('race');
    const first = await teenWithRequest({ parentEmail });
    const second = await teenWithRequest({ parentEmail });
    const parent = await signInAs(t, 'PARENT', parentEmail);
    // Two children already: one slot left of three.
    for (let i = 0; i < 2; i++) {
      const created = await api.post('/api/players/parent-create', {
        cookie: parent.cookie,
        payload: {
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
        api.post(`/api/approval-requests/approve/${token}`, { cookie: parent.cookie, payload: {} }),
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
    const res = await api.post(`/api/approval-requests/approve/${token}`, {
      cookie: other.cookie,
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This approval request was sent to a different email address.');
    // An unverified account with another address hears the same: verifying would not help it.
    const unverified = await signInAs(t, 'PARENT', uniqueEmail('other'), { emailVerified: false });
    const again = await api.post(`/api/approval/${token}/approve`, {
      cookie: unverified.cookie,
      payload: {},
    });
    expect(again.json().message).toBe('This approval request was sent to a different email address.');
    expect((await playerRow(player.id)).profileStatus).toBe('pending_consent');
  });

  it('Create Account & Approve: the new account verifies its address, then the same link approves', async () => {
    const { player, parentEmail, token } = await teenWithRequest();
    const account = await registerAndLogin(t.app, { email: parentEmail, role: 'PARENT', name: 'New Parent' });
    const before = await api.post(`/api/approval-requests/approve/${token}`, {
      cookie: account.cookie,
      payload: {},
    });
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect((await playerRow(player.id)).profileStatus).toBe('pending_consent');

    const verifyToken = await latestEmailToken(t.db, parentEmail, 'email_verification');
    const verified = await api.post('/api/auth/verify-email', { payload: { token: verifyToken } });
    expect(verified.statusCode, verified.body).toBe(200);
    const res = await api.post(`/api/approval-requests/approve/${token}`, {
      cookie: account.cookie,
      payload: {},
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
      const res = await api.post(`/api/approval-requests/approve/${token}`, { cookie, payload: {} });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ alreadyApproved: expected, playerId: player.id });
    }
  });

  it('does not reactivate a profile an admin made inactive, but still records the consent', async () => {
    const { player, parentEmail, token } = await teenWithRequest();
    await t.db.update(players).set({ profileStatus: 'inactive' }).where(eq(players.id, player.id));
    const parent = await signInAs(t, 'PARENT', parentEmail);
    const res = await api.post(`/api/approval-requests/approve/${token}`, {
      cookie: parent.cookie,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(await playerRow(player.id)).toMatchObject({
      profileStatus: 'inactive',
      parentalConsentGiven: true,
    });
  });
});

describe('the parent dashboard: GET /api/parents/pending-approvals and approve by id', () => {
  it('lists live requests to the verified address, and approves one without the token', async () => {
    const parentEmail = uniqueEmail('dash');
    const { player } = await teenWithRequest({ parentEmail });
    const { token: expiredToken } = await teenWithRequest({ parentEmail });
    await expire(expiredToken);
    const parent = await signInAs(t, 'PARENT', parentEmail);
    const res = await api.get('/api/parents/pending-approvals', { cookie: parent.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      requiresEmailVerification: false,
      approvals: [
        {
          id: expect.any(String),
          playerId: player.id,
          playerName: 'Teen Skater',
          requestedByName: 'Test User',
          expiresAt: expect.any(String),
          createdAt: expect.any(String),
        },
      ],
    });
    const id = res.json().approvals[0].id;
    const other = await signIn(t, 'PARENT');
    const notTheirs = await api.post(`/api/parents/pending-approvals/${id}/approve`, {
      cookie: other.cookie,
    });
    expect(notTheirs.statusCode).toBe(404);
    const approve = await api.post(`/api/parents/pending-approvals/${id}/approve`, { cookie: parent.cookie });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toEqual({
      message: 'Profile approved',
      alreadyApproved: false,
      playerId: player.id,
    });
    expect((await playerRow(player.id)).profileStatus).toBe('active');
    const after = await api.get('/api/parents/pending-approvals', { cookie: parent.cookie });
    expect(after.json().approvals).toEqual([]);
  });

  it('shows nothing and approves nothing until the e-mail address is verified', async () => {
    const parentEmail = uniqueEmail('unverified');
    const { player, token } = await teenWithRequest({ parentEmail });
    const parent = await signInAs(t, 'PARENT', parentEmail, { emailVerified: false });
    const res = await api.get('/api/parents/pending-approvals', { cookie: parent.cookie });
    expect(res.json()).toEqual({ approvals: [], requiresEmailVerification: true });
    const id = (await requestRow(token)).id;
    const approve = await api.post(`/api/parents/pending-approvals/${id}/approve`, { cookie: parent.cookie });
    expect(approve.statusCode).toBe(403);
    expect(approve.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect((await playerRow(player.id)).profileStatus).toBe('pending_consent');
  });

  it('is for parents only; an unknown id is 404', async () => {
    expect((await api.get('/api/parents/pending-approvals')).statusCode).toBe(401);
    const player = await signIn(t, 'PLAYER');
    expect((await api.get('/api/parents/pending-approvals', { cookie: player.cookie })).statusCode).toBe(403);
    const parent = await signIn(t, 'PARENT');
    const res = await api.post(
      '/api/parents/pending-approvals/00000000-0000-4000-8000-000000000000/approve',
      {
        cookie: parent.cookie,
      },
    );
    expect(res.statusCode).toBe(404);
    const bad = await api.post('/api/parents/pending-approvals/not-a-uuid/approve', {
      cookie: parent.cookie,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('approval tokens are secrets', () => {
  it('the raw token is nowhere in the database (only in the queued e-mail) and never in the logs', async () => {
    const { parentEmail, token } = await teenWithRequest();
    await api.get(`/api/approval-requests/validate/${token}`);
    const parent = await signInAs(t, 'PARENT', parentEmail);
    await api.post(`/api/approval-requests/approve/${token}`, { cookie: parent.cookie, payload: {} });
    await api.post(`/api/approval/${token}/approve`, { cookie: parent.cookie, payload: {} });
    const dump = await databaseText(t);
    expect(dump).toContain(hashToken(token));
    expect(dump).not.toContain(token);
    const logs = t.logs.join('\n');
    expect(logs).toContain('/api/approval-requests/validate/');
    expect(logs).not.toContain(token);
  });

  it('a child created by a parent stays draft until consent; the parent can also ask another parent to approve', async () => {
    const parent = await signIn(t, 'PARENT');
    const create = await api.post('/api/players/parent-create', {
      cookie: parent.cookie,
      payload: { firstName: 'Kid', lastName: 'Two', birthYear: birthYearForAge(10), preferredPosition: 'C' },
    });
    const child = create.json().player;
    expect(child.profileStatus).toBe('draft');
    const otherEmail = uniqueEmail('other-parent');
    const ask = await api.post(`/api/players/${child.id}/request-approval`, {
      cookie: parent.cookie,
      payload: { parentEmail: otherEmail },
    });
    expect(ask.statusCode).toBe(200);
    const token = await latestEmailToken(t.db, otherEmail, 'parental_approval');
    expect((await api.get(`/api/approval-requests/validate/${token}`)).json()).toMatchObject({
      playerName: 'Kid Two',
      requestedByName: 'Kid Two',
    });
    const other = await signInAs(t, 'PARENT', otherEmail);
    await api.post(`/api/approval-requests/approve/${token}`, { cookie: other.cookie, payload: {} });
    const links = await t.db.select().from(playerParents).where(eq(playerParents.playerId, child.id));
    expect(links.map((l) => [l.parentUserId === parent.user.id, l.isPrimary, l.consentGiven]).sort()).toEqual(
      [
        [false, false, true],
        [true, true, false],
      ],
    );
    expect((await playerRow(child.id)).profileStatus).toBe('active');
  });
});

describe('an unrelated active player', () => {
  it('cannot be asked about by strangers (403 for a visible profile)', async () => {
    const active = await createPlayer(t.db, { birthYear: birthYearForAge(15), profileStatus: 'active' });
    const stranger = await signIn(t, 'PLAYER');
    const res = await api.post(`/api/players/${active.id}/request-approval`, {
      cookie: stranger.cookie,
      payload: { parentEmail: uniqueEmail('z') },
    });
    expect(res.statusCode).toBe(403);
  });
});
