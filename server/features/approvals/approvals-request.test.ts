import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { DEFAULT_LIMITS } from '#server/app.ts';
import { emailQueue, parentalApprovalRequests } from '#server/db/schema/index.ts';
import { DAY_MS, hashToken } from '#server/lib/tokens.ts';
import { approvalsKit } from '#test/approvals-kit.ts';
import {
  birthYearForAge,
  issuesByPath,
  linkedParent,
  ownedPlayer,
  requester,
  type SignedIn,
  signIn,
} from '#test/players-kit.ts';
import { createTestApp, latestEmailToken, uniqueEmail } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();
const { teenWithRequest, requestRow, playerRow, expire } = approvalsKit(t, api);

describe('POST /api/players/:id/request-approval', () => {
  it('stores a hashed request for 7 days, sets pending_consent and queues the e-mail, all together', async () => {
    const { owner, player } = await ownedPlayer(t, {
      birthYear: birthYearForAge(15),
      profileStatus: 'draft',
    });
    const before = Date.now();
    const res = await api.call(contract.approvals.request, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { parentEmail: '  Mom.Parent@Example.COM ' },
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
      const res = await api.call(contract.approvals.request, {
        params: { id: player.id },
        cookie: owner.cookie,
        bodyRaw: payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const bad = await api.call(contract.approvals.request, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { parentEmail: 'nope' },
    });
    expect(issuesByPath(bad).parentEmail).toBe('Must be a valid email address');
    const own = await api.call(contract.approvals.request, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { parentEmail: owner.user.email },
    });
    expect(own.statusCode).toBe(400);
    expect((await playerRow(player.id)).profileStatus).toBe('draft');
  });

  it("only the player's managers may ask: 401 signed out, 404 for anyone else on a hidden profile", async () => {
    const { player } = await ownedPlayer(t, { birthYear: birthYearForAge(15), profileStatus: 'draft' });
    const payload = { parentEmail: uniqueEmail('x') };
    expect(
      (await api.call(contract.approvals.request, { params: { id: player.id }, body: payload })).statusCode,
    ).toBe(401);
    for (const role of ['PLAYER', 'PARENT', 'RECRUITER'] as const) {
      const who = await signIn(t, role);
      const res = await api.call(contract.approvals.request, {
        params: { id: player.id },
        cookie: who.cookie,
        body: payload,
      });
      expect(res.statusCode, role).toBe(404);
    }
    // A linked parent (a manager) may ask another parent, e.g. for a child without an account.
    const parent = await linkedParent(t, player.id);
    const res = await api.call(contract.approvals.request, {
      params: { id: player.id },
      cookie: parent.cookie,
      body: payload,
    });
    expect(res.statusCode).toBe(200);
    const token = await latestEmailToken(t.db, payload.parentEmail, 'parental_approval');
    const validation = await api.call(contract.approvals.validate, { params: { token } });
    expect(validation.json().requestedByName).toBe('Test User');
  });

  it('is refused (409) for a profile that does not need consent', async () => {
    const { owner, player } = await ownedPlayer(t, {
      birthYear: birthYearForAge(18),
      profileStatus: 'active',
    });
    const res = await api.call(contract.approvals.request, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { parentEmail: uniqueEmail('p') },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This profile does not need parental approval.');
  });

  it('a new request voids the older one (410 for the old link)', async () => {
    const { owner, player, token: first } = await teenWithRequest();
    const second = uniqueEmail('dad');
    await api.call(contract.approvals.request, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { parentEmail: second },
    });
    const newer = await latestEmailToken(t.db, second, 'parental_approval');
    expect((await api.call(contract.approvals.validate, { params: { token: first } })).statusCode).toBe(410);
    expect((await api.call(contract.approvals.validate, { params: { token: newer } })).statusCode).toBe(200);
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
      const limitedApi = requester(limited);
      const teen = await ownedPlayer(limited, { birthYear: birthYearForAge(15), profileStatus: 'draft' });
      const ask = (who: { owner: SignedIn; player: { id: string } }, parentEmail: string) =>
        limitedApi.call(contract.approvals.request, {
          params: { id: who.player.id },
          cookie: who.owner.cookie,
          body: { parentEmail },
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
    const res = await api.call(contract.approvals.validate, { params: { token } });
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
    const unknown = await api.call(contract.approvals.validate, { params: { token: 'x'.repeat(43) } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Invalid or expired token', code: 'INVALID_TOKEN' });
    const { token } = await teenWithRequest();
    await expire(token);
    const expired = await api.call(contract.approvals.validate, { params: { token } });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');
  });
});
