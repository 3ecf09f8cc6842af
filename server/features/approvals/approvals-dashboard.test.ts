import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { playerParents } from '#server/db/schema/index.ts';
import { createPlayer } from '#server/db/seed/factories.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { approvalsKit } from '#test/approvals-kit.ts';
import { databaseText, signInAs } from '#test/parents-kit.ts';
import { birthYearForAge, signIn } from '#test/players-kit.ts';
import { latestEmailToken, uniqueEmail } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();
const { teenWithRequest, requestRow, playerRow, expire } = approvalsKit(t, api);

describe('the parent dashboard: GET /api/parents/pending-approvals and approve by id', () => {
  it('lists live requests to the verified address, and approves one without the token', async () => {
    const parentEmail = uniqueEmail('dash');
    const { player } = await teenWithRequest({ parentEmail });
    const { token: expiredToken } = await teenWithRequest({ parentEmail });
    await expire(expiredToken);
    const parent = await signInAs(t, 'PARENT', parentEmail);
    const res = await api.call(contract.parents.pendingApprovals, { cookie: parent.cookie });
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
    const notTheirs = await api.call(contract.parents.approvePending, {
      params: { id },
      cookie: other.cookie,
    });
    expect(notTheirs.statusCode).toBe(404);
    const approve = await api.call(contract.parents.approvePending, {
      params: { id },
      cookie: parent.cookie,
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toEqual({
      message: 'Profile approved',
      alreadyApproved: false,
      playerId: player.id,
    });
    expect((await playerRow(player.id)).profileStatus).toBe('active');
    const after = await api.call(contract.parents.pendingApprovals, { cookie: parent.cookie });
    expect(after.json().approvals).toEqual([]);
  });

  it('shows nothing and approves nothing until the e-mail address is verified', async () => {
    const parentEmail = uniqueEmail('unverified');
    const { player, token } = await teenWithRequest({ parentEmail });
    const parent = await signInAs(t, 'PARENT', parentEmail, { emailVerified: false });
    const res = await api.call(contract.parents.pendingApprovals, { cookie: parent.cookie });
    expect(res.json()).toEqual({ approvals: [], requiresEmailVerification: true });
    const id = (await requestRow(token)).id;
    const approve = await api.call(contract.parents.approvePending, {
      params: { id },
      cookie: parent.cookie,
    });
    expect(approve.statusCode).toBe(403);
    expect(approve.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect((await playerRow(player.id)).profileStatus).toBe('pending_consent');
  });

  it('is for parents only; an unknown id is 404', async () => {
    expect((await api.call(contract.parents.pendingApprovals, {})).statusCode).toBe(401);
    const player = await signIn(t, 'PLAYER');
    expect((await api.call(contract.parents.pendingApprovals, { cookie: player.cookie })).statusCode).toBe(
      403,
    );
    const parent = await signIn(t, 'PARENT');
    const res = await api.call(contract.parents.approvePending, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      cookie: parent.cookie,
    });
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
    await api.call(contract.approvals.validate, { params: { token } });
    const parent = await signInAs(t, 'PARENT', parentEmail);
    await api.call(contract.approvals.approve, { params: { token }, cookie: parent.cookie, body: {} });
    await api.call(contract.approvals.approveAlias, { params: { token }, cookie: parent.cookie, body: {} });
    const dump = await databaseText(t);
    expect(dump).toContain(hashToken(token));
    expect(dump).not.toContain(token);
    const logs = t.logs.join('\n');
    expect(logs).toContain('/api/approval-requests/validate/');
    expect(logs).not.toContain(token);
  });

  it('a child created by a parent stays draft until consent; the parent can also ask another parent to approve', async () => {
    const parent = await signIn(t, 'PARENT');
    const create = await api.call(contract.parents.createPlayer, {
      cookie: parent.cookie,
      body: { firstName: 'Kid', lastName: 'Two', birthYear: birthYearForAge(10), preferredPosition: 'C' },
    });
    const child = create.json().player;
    expect(child.profileStatus).toBe('draft');
    const otherEmail = uniqueEmail('other-parent');
    const ask = await api.call(contract.approvals.request, {
      params: { id: child.id },
      cookie: parent.cookie,
      body: { parentEmail: otherEmail },
    });
    expect(ask.statusCode).toBe(200);
    const token = await latestEmailToken(t.db, otherEmail, 'parental_approval');
    expect((await api.call(contract.approvals.validate, { params: { token } })).json()).toMatchObject({
      playerName: 'Kid Two',
      requestedByName: 'Kid Two',
    });
    const other = await signInAs(t, 'PARENT', otherEmail);
    await api.call(contract.approvals.approve, { params: { token }, cookie: other.cookie, body: {} });
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
    const res = await api.call(contract.approvals.request, {
      params: { id: active.id },
      cookie: stranger.cookie,
      body: { parentEmail: uniqueEmail('z') },
    });
    expect(res.statusCode).toBe(403);
  });
});
