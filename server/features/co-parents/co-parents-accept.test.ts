import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { auditLogs } from '#server/db/schema/index.ts';
import { createPlayer, linkParent } from '#server/db/seed/factories.ts';
import { coParentsKit } from '#test/co-parents-kit.ts';
import { signInAs } from '#test/parents-kit.ts';
import { birthYearForAge, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();

const { invited, invitationRow, linksOf, expireInvitation } = coParentsKit(t, api);

describe('accepting and declining', () => {
  it('accepting links the invitee as a co-parent with full management: they can edit the child', async () => {
    const { parent, child, email, token, invitation } = await invited('father');
    const invitee = await signInAs(t, 'PARENT', email, { name: 'Frank Father' });
    expect(
      (await api.call(contract.players.get, { params: { id: child.id }, cookie: invitee.cookie })).statusCode,
    ).toBe(404);

    const res = await api.call(contract.coParents.acceptByToken, {
      params: { token },
      cookie: invitee.cookie,
      body: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Invitation accepted', status: 'accepted', playerId: child.id });
    expect(await invitationRow(invitation.id)).toMatchObject({
      status: 'accepted',
      respondedByUserId: invitee.user.id,
    });
    const link = (await linksOf(child.id)).find((l) => l.parentUserId === invitee.user.id);
    expect(link).toMatchObject({ isPrimary: false, relationship: 'father', consentGiven: false });

    const view = await api.call(contract.players.get, { params: { id: child.id }, cookie: invitee.cookie });
    expect(view.statusCode).toBe(200);
    expect(view.json().player.profileStatus).toBe('draft');
    const patch = await api.call(contract.players.update, {
      params: { id: child.id },
      cookie: invitee.cookie,
      body: { bio: 'Loves early morning practice.' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().player.bio).toBe('Loves early morning practice.');

    // Both parents now see each other on the dashboard.
    const account = await api.call(contract.parents.account, { cookie: parent.cookie });
    expect(account.json().connectedUsers.coParents).toEqual([
      expect.objectContaining({ userId: invitee.user.id, name: 'Frank Father', playerName: 'Sam Child' }),
    ]);
    const details = await api.call(contract.coParents.detailsByToken, { params: { token } });
    expect(details.json().status).toBe('accepted');
  });

  it('an answered invitation answers 409 with its status, so the page shows the right view', async () => {
    const accepted = await invited();
    const a = await signInAs(t, 'PARENT', accepted.email);
    await api.call(contract.coParents.acceptByToken, { params: { token: accepted.token }, cookie: a.cookie });
    for (const answer of [contract.coParents.acceptByToken, contract.coParents.declineByToken]) {
      const res = await api.call(answer, { params: { token: accepted.token }, cookie: a.cookie });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'This invitation has already been accepted.',
        code: 'CONFLICT',
        status: 'accepted',
      });
    }

    const declined = await invited();
    const d = await signInAs(t, 'PARENT', declined.email);
    const res = await api.call(contract.coParents.declineByToken, {
      params: { token: declined.token },
      cookie: d.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Invitation declined',
      status: 'declined',
      playerId: declined.child.id,
    });
    expect((await linksOf(declined.child.id)).map((l) => l.parentUserId)).not.toContain(d.user.id);
    const again = await api.call(contract.coParents.acceptByToken, {
      params: { token: declined.token },
      cookie: d.cookie,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().status).toBe('declined');
  });

  it('accept needs a PARENT account with the invited address; signed in, decline needs the invited address', async () => {
    const { email, token, invitation } = await invited();
    expect((await api.call(contract.coParents.acceptByToken, { params: { token } })).statusCode).toBe(401);

    const player = await signInAs(t, 'PLAYER', email);
    const asPlayer = await api.call(contract.coParents.acceptByToken, {
      params: { token },
      cookie: player.cookie,
    });
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json().message).toMatch(/^Only parent accounts can accept a co-parent invitation/);

    const recruiter = await signIn(t, 'RECRUITER');
    expect(
      (await api.call(contract.coParents.acceptByToken, { params: { token }, cookie: recruiter.cookie }))
        .statusCode,
    ).toBe(403);

    const otherParent = await signIn(t, 'PARENT');
    for (const answer of [contract.coParents.acceptByToken, contract.coParents.declineByToken]) {
      const res = await api.call(answer, { params: { token }, cookie: otherParent.cookie });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This invitation was sent to a different email address.');
    }
    expect((await invitationRow(invitation.id))!.status).toBe('pending');
  });

  it('a visitor holding the link declines without an account; nothing is linked, and it stays declined', async () => {
    const { parent, child, token, invitation } = await invited();
    const res = await api.call(contract.coParents.declineByToken, { params: { token }, body: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Invitation declined', status: 'declined', playerId: child.id });
    expect(await invitationRow(invitation.id)).toMatchObject({ status: 'declined', respondedByUserId: null });
    expect(await linksOf(child.id)).toHaveLength(1);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(sql`${auditLogs.metadata}->>'invitationId' = ${invitation.id}`);
    expect(audit.map((a) => (a.metadata as { action: string }).action).sort()).toEqual([
      'co_parent_declined',
      'co_parent_invited',
    ]);
    // Again, or accepting afterwards: the invitation was answered.
    const again = await api.call(contract.coParents.declineByToken, { params: { token }, body: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 'declined' });
    const inviterView = await api.call(contract.coParents.ofPlayer, {
      params: { id: child.id },
      cookie: parent.cookie,
    });
    expect(inviterView.json().invitations[0]).toMatchObject({ status: 'declined' });
  });

  it('a visitor cannot decline by id (401), nor with an unknown or expired link', async () => {
    const { token, invitation } = await invited();
    expect(
      (await api.call(contract.coParents.declineById, { params: { id: invitation.id } })).statusCode,
    ).toBe(401);
    expect((await api.post('/api/co-parents/invitations/not-a-token/decline')).statusCode).toBe(404);
    await expireInvitation(invitation.id);
    expect((await api.call(contract.coParents.declineByToken, { params: { token } })).statusCode).toBe(410);
    expect((await invitationRow(invitation.id))!.status).toBe('pending');
  });

  it('bad token 404, expired 410, a body is refused', async () => {
    const { email, token, invitation } = await invited();
    const invitee = await signInAs(t, 'PARENT', email);
    const bad = await api.call(contract.coParents.acceptByToken, {
      params: { token: 'q'.repeat(43) },
      cookie: invitee.cookie,
    });
    expect(bad.statusCode).toBe(404);
    const withBody = await api.call(contract.coParents.acceptByToken, {
      params: { token },
      cookie: invitee.cookie,
      bodyRaw: { status: 'accepted' },
    });
    expect(withBody.statusCode).toBe(400);
    await expireInvitation(invitation.id);
    const expired = await api.call(contract.coParents.acceptByToken, {
      params: { token },
      cookie: invitee.cookie,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('This invitation has expired.');
    expect((await invitationRow(invitation.id))!.status).toBe('pending');
  });

  it('two simultaneous accepts: exactly one succeeds, one link', async () => {
    const { child, email, token } = await invited();
    const invitee = await signInAs(t, 'PARENT', email);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        api.call(contract.coParents.acceptByToken, { params: { token }, cookie: invitee.cookie }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await linksOf(child.id)).filter((l) => l.parentUserId === invitee.user.id)).toHaveLength(1);
  });

  it("accepting is refused at the invitee's maxPlayers, and the invitation stays pending", async () => {
    const { email, token, invitation } = await invited();
    const invitee = await signInAs(t, 'PARENT', email);
    for (let i = 0; i < 3; i++) {
      const p = await createPlayer(t.db, { birthYear: birthYearForAge(10), profileStatus: 'draft' });
      await linkParent(t.db, { playerId: p.id, parentUserId: invitee.user.id });
    }
    const res = await api.call(contract.coParents.acceptByToken, {
      params: { token },
      cookie: invitee.cookie,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('LIMIT_REACHED');
    expect((await invitationRow(invitation.id))!.status).toBe('pending');
  });
});

describe('the invitee dashboard: my-invitations and the by-id calls', () => {
  it('lists pending invitations to the verified address, with ids the by-id page uses', async () => {
    const { invitation, email } = await invited('guardian');
    const invitee = await signInAs(t, 'PARENT', email);
    const res = await api.call(contract.coParents.mine, { cookie: invitee.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      requiresEmailVerification: false,
      invitations: [
        {
          id: invitation.id,
          playerName: 'Sam Child',
          inviterName: 'Ivy Inviter',
          invitedEmail: email,
          relationship: 'guardian',
          status: 'pending',
          expiresAt: expect.any(String),
        },
      ],
    });
    expect(JSON.stringify(res.json())).not.toMatch(/token/i);
    const details = await api.call(contract.coParents.detailsById, {
      params: { id: invitation.id },
      cookie: invitee.cookie,
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().id).toBe(invitation.id);

    const stranger = await signIn(t, 'PARENT');
    for (const [endpoint, suffix] of [
      [contract.coParents.detailsById, 'details'],
      [contract.coParents.acceptById, 'accept'],
      [contract.coParents.declineById, 'decline'],
    ] as const) {
      const r = await api.call(endpoint, { params: { id: invitation.id }, cookie: stranger.cookie });
      expect(r.statusCode, suffix).toBe(404);
    }
    const accept = await api.call(contract.coParents.acceptById, {
      params: { id: invitation.id },
      cookie: invitee.cookie,
    });
    expect(accept.statusCode).toBe(200);
    expect((await api.call(contract.coParents.mine, { cookie: invitee.cookie })).json().invitations).toEqual(
      [],
    );
  });

  it('an unverified address sees nothing and cannot answer by id', async () => {
    const { invitation, email } = await invited();
    const invitee = await signInAs(t, 'PARENT', email, { emailVerified: false });
    const res = await api.call(contract.coParents.mine, { cookie: invitee.cookie });
    expect(res.json()).toEqual({ invitations: [], requiresEmailVerification: true });
    const accept = await api.call(contract.coParents.acceptById, {
      params: { id: invitation.id },
      cookie: invitee.cookie,
    });
    expect(accept.statusCode).toBe(404);
    expect((await invitationRow(invitation.id))!.status).toBe('pending');
  });

  it('is for parents only', async () => {
    expect((await api.call(contract.coParents.mine, {})).statusCode).toBe(401);
    const player = await signIn(t, 'PLAYER');
    expect((await api.call(contract.coParents.mine, { cookie: player.cookie })).statusCode).toBe(403);
  });
});
