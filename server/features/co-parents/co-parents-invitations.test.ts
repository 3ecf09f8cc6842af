import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { coParentsKit } from '#test/co-parents-kit.ts';
import { databaseText, signInAs } from '#test/parents-kit.ts';
import { signIn } from '#test/players-kit.ts';
import { uniqueEmail } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();

const { invite, invited, invitationRow, expireInvitation } = coParentsKit(t, api);

describe('GET /api/players/:id/co-parents/invitations', () => {
  it("lists the player's invitations for its linked parents and admins, with expired ones marked", async () => {
    const { parent, child, invitation } = await invited('mother');
    await expireInvitation(invitation.id);
    const second = uniqueEmail('second');
    await invite(parent.cookie, child.id, second);
    const admin = await signIn(t, 'ADMIN');
    for (const viewer of [parent, admin]) {
      const res = await api.call(contract.coParents.ofPlayer, {
        params: { id: child.id },
        cookie: viewer.cookie,
      });
      expect(res.statusCode).toBe(200);
      const { invitations } = res.json();
      expect(
        invitations.map((i: { invitedEmail: string; status: string }) => [i.invitedEmail, i.status]),
      ).toEqual([
        [second, 'pending'],
        [expect.any(String), 'expired'],
      ]);
    }
  });

  it('an accepted invitation reads removed once its co-parent is removed, and pending again when re-invited', async () => {
    const { parent, child, email, token } = await invited('father');
    const invitee = await signInAs(t, 'PARENT', email, { name: 'Frank Father' });
    const accepted = await api.call(contract.coParents.acceptByToken, {
      params: { token },
      cookie: invitee.cookie,
      body: {},
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const statusOf = async () => {
      const res = await api.call(contract.coParents.ofPlayer, {
        params: { id: child.id },
        cookie: parent.cookie,
      });
      expect(res.statusCode).toBe(200);
      return res.json().invitations.map((i: { invitedEmail: string; status: string }) => i.status);
    };
    expect(await statusOf()).toEqual(['accepted']);

    const removed = await api.call(contract.dataControl.removeParent, {
      params: { id: child.id, parentUserId: invitee.user.id },
      cookie: parent.cookie,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await statusOf()).toEqual(['removed']);

    await invite(parent.cookie, child.id, email);
    expect(await statusOf()).toEqual(['pending']);
  });

  it('a co-parent who leaves reads removed too', async () => {
    const { parent, child, email, token } = await invited('mother');
    const invitee = await signInAs(t, 'PARENT', email);
    await api.call(contract.coParents.acceptByToken, { params: { token }, cookie: invitee.cookie, body: {} });
    const left = await api.call(contract.dataControl.removeParent, {
      params: { id: child.id, parentUserId: invitee.user.id },
      cookie: invitee.cookie,
    });
    expect(left.statusCode, left.body).toBe(200);
    const res = await api.call(contract.coParents.ofPlayer, {
      params: { id: child.id },
      cookie: parent.cookie,
    });
    expect(res.json().invitations).toEqual([
      expect.objectContaining({ invitedEmail: email, status: 'removed' }),
    ]);
  });

  it('is refused to others: 401, 403 for other roles, 404 for an unlinked parent on a hidden child', async () => {
    const { child } = await invited();
    expect((await api.call(contract.coParents.ofPlayer, { params: { id: child.id } })).statusCode).toBe(401);
    for (const role of ['PLAYER', 'RECRUITER'] as const) {
      const who = await signIn(t, role);
      expect(
        (await api.call(contract.coParents.ofPlayer, { params: { id: child.id }, cookie: who.cookie }))
          .statusCode,
        role,
      ).toBe(403);
    }
    const stranger = await signIn(t, 'PARENT');
    expect(
      (await api.call(contract.coParents.ofPlayer, { params: { id: child.id }, cookie: stranger.cookie }))
        .statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/co-parents/invitations/:id', () => {
  it('a linked parent cancels a pending invitation; its link then reads as invalid or cancelled', async () => {
    const { parent, invitation, token } = await invited();
    const res = await api.call(contract.coParents.cancel, {
      params: { id: invitation.id },
      cookie: parent.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Invitation cancelled' });
    expect(await invitationRow(invitation.id)).toBeUndefined();
    const details = await api.call(contract.coParents.detailsByToken, { params: { token } });
    expect(details.statusCode).toBe(404);
    expect(details.json().message).toBe('This invitation link is invalid or has been cancelled.');
  });

  it('answered invitations cannot be cancelled (409); strangers get 404; other roles 403', async () => {
    const { parent, invitation, email, token } = await invited();
    const stranger = await signIn(t, 'PARENT');
    expect(
      (await api.call(contract.coParents.cancel, { params: { id: invitation.id }, cookie: stranger.cookie }))
        .statusCode,
    ).toBe(404);
    for (const role of ['PLAYER', 'RECRUITER'] as const) {
      const who = await signIn(t, role);
      expect(
        (await api.call(contract.coParents.cancel, { params: { id: invitation.id }, cookie: who.cookie }))
          .statusCode,
      ).toBe(403);
    }
    expect((await api.call(contract.coParents.cancel, { params: { id: invitation.id } })).statusCode).toBe(
      401,
    );
    const unknown = await api.call(contract.coParents.cancel, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      cookie: parent.cookie,
    });
    expect(unknown.statusCode).toBe(404);
    const invitee = await signInAs(t, 'PARENT', email);
    await api.call(contract.coParents.acceptByToken, { params: { token }, cookie: invitee.cookie });
    const res = await api.call(contract.coParents.cancel, {
      params: { id: invitation.id },
      cookie: parent.cookie,
    });
    expect(res.statusCode).toBe(409);
    expect((await invitationRow(invitation.id))!.status).toBe('accepted');
  });
});

describe('GET /api/co-parents/invitations/:token/details', () => {
  it('shows the invitation to anyone holding the link', async () => {
    const { invitation, email, token } = await invited('mother');
    const res = await api.call(contract.coParents.detailsByToken, { params: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.json()).toEqual({
      id: invitation.id,
      playerName: 'Sam Child',
      inviterName: 'Ivy Inviter',
      invitedEmail: email,
      relationship: 'mother',
      status: 'pending',
      expiresAt: expect.any(String),
    });
  });

  it('unknown 404, expired 410 with the spec messages', async () => {
    const unknown = await api.call(contract.coParents.detailsByToken, { params: { token: 'z'.repeat(43) } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'This invitation link is invalid or has been cancelled.',
      code: 'NOT_FOUND',
    });
    const { invitation, token } = await invited();
    await expireInvitation(invitation.id);
    const expired = await api.call(contract.coParents.detailsByToken, { params: { token } });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: 'This invitation has expired.', code: 'TOKEN_EXPIRED' });
  });
});

describe('invitation tokens are secrets', () => {
  it('the raw token is nowhere in the database (only in the queued e-mail) and never in the logs', async () => {
    const { email, token } = await invited();
    await api.call(contract.coParents.detailsByToken, { params: { token } });
    const invitee = await signInAs(t, 'PARENT', email);
    await api.call(contract.coParents.acceptByToken, { params: { token }, cookie: invitee.cookie });
    await api.call(contract.coParents.declineByToken, { params: { token }, cookie: invitee.cookie });
    const dump = await databaseText(t);
    expect(dump).toContain(hashToken(token));
    expect(dump).not.toContain(token);
    const logs = t.logs.join('\n');
    expect(logs).toContain('/api/co-parents/invitations/');
    expect(logs).not.toContain(token);
  });
});
