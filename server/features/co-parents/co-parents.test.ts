import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, coParentInvitations, emailQueue, playerParents } from '#server/db/schema/index.ts';
import { createPlayer, linkParent } from '#server/db/seed/factories.ts';
import { DAY_MS, hashToken } from '#server/lib/tokens.ts';
import { databaseText, signInAs, withoutIds } from '../../../test/parents-kit.ts';
import { birthYearForAge, issuesByPath, ownedPlayer, signIn } from '../../../test/players-kit.ts';
import { latestEmailToken, uniqueEmail } from '../../../test/test-app.ts';
import { withTestApp } from '../../../test/with-test-app.ts';
import { MAX_OPEN_INVITATIONS_PER_PLAYER } from './co-parents.service.ts';

const { t, api } = withTestApp();

/** A parent with a draft 12-year-old they created. */
async function parentWithChild(name = 'Ivy Inviter') {
  const parent = await signIn(t, 'PARENT', name);
  const res = await api.post('/api/players/parent-create', {
    cookie: parent.cookie,
    payload: { firstName: 'Sam', lastName: 'Child', birthYear: birthYearForAge(12), preferredPosition: 'C' },
  });
  expect(res.statusCode).toBe(201);
  return { parent, child: res.json().player as { id: string; slug: string } };
}

async function invite(cookie: string, playerId: string, email: string, relationship?: string) {
  const res = await api.post(`/api/players/${playerId}/co-parents/invite`, {
    cookie,
    payload: relationship === undefined ? { email } : { email, relationship },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { res, token: await latestEmailToken(t.db, email.toLowerCase(), 'co_parent_invitation') };
}

/** A parent, their child, and an invitation to a fresh address. */
async function invited(relationship = 'father') {
  const { parent, child } = await parentWithChild();
  const email = uniqueEmail('co');
  const { res, token } = await invite(parent.cookie, child.id, email, relationship);
  return { parent, child, email, token, invitation: res.json().invitation as { id: string } };
}

const invitationRow = async (id: string) =>
  (await t.db.select().from(coParentInvitations).where(eq(coParentInvitations.id, id)))[0];

const linksOf = (playerId: string) =>
  t.db.select().from(playerParents).where(eq(playerParents.playerId, playerId));

const expireInvitation = (id: string) =>
  t.db
    .update(coParentInvitations)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(coParentInvitations.id, id));

describe('POST /api/players/:id/co-parents/invite', () => {
  it('stores a hashed 7-day invitation and queues the e-mail with the link', async () => {
    const { parent, child } = await parentWithChild('Ivy Inviter');
    const before = Date.now();
    const res = await api.post(`/api/players/${child.id}/co-parents/invite`, {
      cookie: parent.cookie,
      payload: { email: ' New.CoParent@Example.com ', relationship: 'mother' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Invitation sent',
      invitation: {
        id: expect.any(String),
        invitedEmail: 'new.coparent@example.com',
        relationship: 'mother',
        status: 'pending',
        inviterName: 'Ivy Inviter',
        expiresAt: expect.any(String),
        createdAt: expect.any(String),
        respondedAt: null,
      },
    });
    const token = await latestEmailToken(t.db, 'new.coparent@example.com', 'co_parent_invitation');
    const row = await invitationRow(res.json().invitation.id);
    expect(row).toMatchObject({
      playerId: child.id,
      invitedByParentId: parent.user.id,
      invitationToken: hashToken(token),
      status: 'pending',
    });
    expect(row!.expiresAt.getTime() - before).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(row!.expiresAt.getTime() - before).toBeLessThanOrEqual(7 * DAY_MS + 60_000);
    const [mail] = await t.db
      .select()
      .from(emailQueue)
      .where(
        and(eq(emailQueue.to, 'new.coparent@example.com'), eq(emailQueue.emailType, 'co_parent_invitation')),
      );
    expect(mail!.body).toContain(`http://localhost:3000/co-parent-invite/${token}`);
    expect(mail!.body).toContain(
      'Ivy Inviter invited you to help manage the Rinkside player profile of Sam Child',
    );
    expect(mail!.body).toContain('expires in 7 days');
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.targetId, child.id), sql`${auditLogs.metadata}->>'action' = 'co_parent_invited'`),
      );
    expect(audits).toHaveLength(1);
  });

  it('answers identically whether or not the address has an account', async () => {
    const { parent, child } = await parentWithChild();
    const known = await signIn(t, 'PARENT');
    const unknownEmail = uniqueEmail('nobody');
    const a = await api.post(`/api/players/${child.id}/co-parents/invite`, {
      cookie: parent.cookie,
      payload: { email: known.user.email, relationship: 'guardian' },
    });
    const b = await api.post(`/api/players/${child.id}/co-parents/invite`, {
      cookie: parent.cookie,
      payload: { email: unknownEmail, relationship: 'guardian' },
    });
    expect(a.statusCode).toBe(b.statusCode);
    expect(withoutIds(a.json())).toEqual(withoutIds(b.json()));
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
    expect(await latestEmailToken(t.db, known.user.email, 'co_parent_invitation')).toBeTruthy();
    expect(await latestEmailToken(t.db, unknownEmail, 'co_parent_invitation')).toBeTruthy();
  });

  it('validates the input (400 with the spec message)', async () => {
    const { parent, child } = await parentWithChild();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
      [{}, 'email', 'Please enter a valid email address'],
      [{ email: 'a@example.com', relationship: 'uncle' }, 'relationship', ''],
      [{ email: 'a@example.com', role: 'ADMIN' }, '', ''],
    ];
    for (const [payload, path, message] of cases) {
      const res = await api.post(`/api/players/${child.id}/co-parents/invite`, {
        cookie: parent.cookie,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (path) expect(Object.keys(issuesByPath(res))).toContain(path);
      if (message) expect(issuesByPath(res)[path]).toBe(message);
    }
    const noRelationship = await api.post(`/api/players/${child.id}/co-parents/invite`, {
      cookie: parent.cookie,
      payload: { email: uniqueEmail('norel'), relationship: '' },
    });
    expect(noRelationship.statusCode).toBe(200);
    expect(noRelationship.json().invitation.relationship).toBeNull();
  });

  it('only a PARENT linked to the player may invite', async () => {
    const { child } = await parentWithChild();
    const payload = { email: uniqueEmail('x') };
    expect((await api.post(`/api/players/${child.id}/co-parents/invite`, { payload })).statusCode).toBe(401);
    for (const role of ['PLAYER', 'RECRUITER', 'ADMIN'] as const) {
      const who = await signIn(t, role);
      const res = await api.post(`/api/players/${child.id}/co-parents/invite`, {
        cookie: who.cookie,
        payload,
      });
      expect(res.statusCode, role).toBe(403);
    }
    const stranger = await signIn(t, 'PARENT');
    const hidden = await api.post(`/api/players/${child.id}/co-parents/invite`, {
      cookie: stranger.cookie,
      payload,
    });
    expect(hidden.statusCode).toBe(404);
    const active = await createPlayer(t.db, { birthYear: birthYearForAge(18) });
    const visible = await api.post(`/api/players/${active.id}/co-parents/invite`, {
      cookie: stranger.cookie,
      payload,
    });
    expect(visible.statusCode).toBe(403);
    // The player themself manages their profile but is not a parent.
    const { owner, player } = await ownedPlayer(t, {
      birthYear: birthYearForAge(15),
      profileStatus: 'draft',
    });
    const self = await api.post(`/api/players/${player.id}/co-parents/invite`, {
      cookie: owner.cookie,
      payload,
    });
    expect(self.statusCode).toBe(403);
  });

  it("an address already linked (or the inviter's own) is 409", async () => {
    const { parent, child } = await parentWithChild();
    const other = await signIn(t, 'PARENT');
    await linkParent(t.db, { playerId: child.id, parentUserId: other.user.id, isPrimary: false });
    for (const email of [other.user.email, parent.user.email.toUpperCase()]) {
      const res = await api.post(`/api/players/${child.id}/co-parents/invite`, {
        cookie: parent.cookie,
        payload: { email },
      });
      expect(res.statusCode, email).toBe(409);
      expect(res.json().message).toBe('This person is already a parent on this profile.');
    }
  });

  it('re-inviting refreshes the one invitation: new token and expiry, the old link stops working', async () => {
    const { parent, child, email, token: first, invitation } = await invited();
    await expireInvitation(invitation.id);
    await new Promise((r) => setTimeout(r, 5));
    const { res, token: second } = await invite(parent.cookie, child.id, email.toUpperCase(), 'guardian');
    expect(second).not.toBe(first);
    expect(res.json().invitation).toMatchObject({
      id: invitation.id,
      status: 'pending',
      relationship: 'guardian',
    });
    const rows = await t.db
      .select()
      .from(coParentInvitations)
      .where(eq(coParentInvitations.playerId, child.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    expect((await api.get(`/api/co-parents/invitations/${first}/details`)).statusCode).toBe(404);
    expect((await api.get(`/api/co-parents/invitations/${second}/details`)).statusCode).toBe(200);

    // A declined invitation can be sent again too.
    const invitee = await signInAs(t, 'PARENT', email);
    await api.post(`/api/co-parents/invitations/${second}/decline`, { cookie: invitee.cookie });
    const { token: third } = await invite(parent.cookie, child.id, email);
    expect((await api.get(`/api/co-parents/invitations/${third}/details`)).json().status).toBe('pending');
  });

  it(`caps open invitations per profile at ${MAX_OPEN_INVITATIONS_PER_PLAYER}`, async () => {
    const { parent, child } = await parentWithChild();
    for (let i = 0; i < MAX_OPEN_INVITATIONS_PER_PLAYER; i++)
      await invite(parent.cookie, child.id, uniqueEmail('cap'));
    const res = await api.post(`/api/players/${child.id}/co-parents/invite`, {
      cookie: parent.cookie,
      payload: { email: uniqueEmail('cap') },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('LIMIT_REACHED');
  });
});

describe('GET /api/players/:id/co-parents/invitations', () => {
  it("lists the player's invitations for its linked parents and admins, with expired ones marked", async () => {
    const { parent, child, invitation } = await invited('mother');
    await expireInvitation(invitation.id);
    const second = uniqueEmail('second');
    await invite(parent.cookie, child.id, second);
    const admin = await signIn(t, 'ADMIN');
    for (const viewer of [parent, admin]) {
      const res = await api.get(`/api/players/${child.id}/co-parents/invitations`, { cookie: viewer.cookie });
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

  it('is refused to others: 401, 403 for other roles, 404 for an unlinked parent on a hidden child', async () => {
    const { child } = await invited();
    const url = `/api/players/${child.id}/co-parents/invitations`;
    expect((await api.get(url)).statusCode).toBe(401);
    for (const role of ['PLAYER', 'RECRUITER'] as const) {
      const who = await signIn(t, role);
      expect((await api.get(url, { cookie: who.cookie })).statusCode, role).toBe(403);
    }
    const stranger = await signIn(t, 'PARENT');
    expect((await api.get(url, { cookie: stranger.cookie })).statusCode).toBe(404);
  });
});

describe('DELETE /api/co-parents/invitations/:id', () => {
  it('a linked parent cancels a pending invitation; its link then reads as invalid or cancelled', async () => {
    const { parent, invitation, token } = await invited();
    const res = await api.del(`/api/co-parents/invitations/${invitation.id}`, { cookie: parent.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Invitation cancelled' });
    expect(await invitationRow(invitation.id)).toBeUndefined();
    const details = await api.get(`/api/co-parents/invitations/${token}/details`);
    expect(details.statusCode).toBe(404);
    expect(details.json().message).toBe('This invitation link is invalid or has been cancelled.');
  });

  it('answered invitations cannot be cancelled (409); strangers get 404; other roles 403', async () => {
    const { parent, invitation, email, token } = await invited();
    const stranger = await signIn(t, 'PARENT');
    expect(
      (await api.del(`/api/co-parents/invitations/${invitation.id}`, { cookie: stranger.cookie })).statusCode,
    ).toBe(404);
    for (const role of ['PLAYER', 'RECRUITER'] as const) {
      const who = await signIn(t, role);
      expect(
        (await api.del(`/api/co-parents/invitations/${invitation.id}`, { cookie: who.cookie })).statusCode,
      ).toBe(403);
    }
    expect((await api.del(`/api/co-parents/invitations/${invitation.id}`)).statusCode).toBe(401);
    const unknown = await api.del('/api/co-parents/invitations/00000000-0000-4000-8000-000000000000', {
      cookie: parent.cookie,
    });
    expect(unknown.statusCode).toBe(404);
    const invitee = await signInAs(t, 'PARENT', email);
    await api.post(`/api/co-parents/invitations/${token}/accept`, { cookie: invitee.cookie });
    const res = await api.del(`/api/co-parents/invitations/${invitation.id}`, { cookie: parent.cookie });
    expect(res.statusCode).toBe(409);
    expect((await invitationRow(invitation.id))!.status).toBe('accepted');
  });
});

describe('GET /api/co-parents/invitations/:token/details', () => {
  it('shows the invitation to anyone holding the link', async () => {
    const { invitation, email, token } = await invited('mother');
    const res = await api.get(`/api/co-parents/invitations/${token}/details`);
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
    const unknown = await api.get(`/api/co-parents/invitations/${'z'.repeat(43)}/details`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'This invitation link is invalid or has been cancelled.',
      code: 'NOT_FOUND',
    });
    const { invitation, token } = await invited();
    await expireInvitation(invitation.id);
    const expired = await api.get(`/api/co-parents/invitations/${token}/details`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: 'This invitation has expired.', code: 'TOKEN_EXPIRED' });
  });
});

describe('accepting and declining', () => {
  it('accepting links the invitee as a co-parent with full management: they can edit the child', async () => {
    const { parent, child, email, token, invitation } = await invited('father');
    const invitee = await signInAs(t, 'PARENT', email, { name: 'Frank Father' });
    expect((await api.get(`/api/players/${child.id}`, { cookie: invitee.cookie })).statusCode).toBe(404);

    const res = await api.post(`/api/co-parents/invitations/${token}/accept`, {
      cookie: invitee.cookie,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Invitation accepted', status: 'accepted', playerId: child.id });
    expect(await invitationRow(invitation.id)).toMatchObject({
      status: 'accepted',
      respondedByUserId: invitee.user.id,
    });
    const link = (await linksOf(child.id)).find((l) => l.parentUserId === invitee.user.id);
    expect(link).toMatchObject({ isPrimary: false, relationship: 'father', consentGiven: false });

    const view = await api.get(`/api/players/${child.id}`, { cookie: invitee.cookie });
    expect(view.statusCode).toBe(200);
    expect(view.json().player.profileStatus).toBe('draft');
    const patch = await api.patch(`/api/players/${child.id}`, {
      cookie: invitee.cookie,
      payload: { bio: 'Loves early morning practice.' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().player.bio).toBe('Loves early morning practice.');

    // Both parents now see each other on the dashboard.
    const account = await api.get('/api/parents/account', { cookie: parent.cookie });
    expect(account.json().connectedUsers.coParents).toEqual([
      expect.objectContaining({ userId: invitee.user.id, name: 'Frank Father', playerName: 'Sam Child' }),
    ]);
    const details = await api.get(`/api/co-parents/invitations/${token}/details`);
    expect(details.json().status).toBe('accepted');
  });

  it('an answered invitation answers 409 with its status, so the page shows the right view', async () => {
    const accepted = await invited();
    const a = await signInAs(t, 'PARENT', accepted.email);
    await api.post(`/api/co-parents/invitations/${accepted.token}/accept`, { cookie: a.cookie });
    for (const answer of ['accept', 'decline']) {
      const res = await api.post(`/api/co-parents/invitations/${accepted.token}/${answer}`, {
        cookie: a.cookie,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'This invitation has already been accepted.',
        code: 'CONFLICT',
        status: 'accepted',
      });
    }

    const declined = await invited();
    const d = await signInAs(t, 'PARENT', declined.email);
    const res = await api.post(`/api/co-parents/invitations/${declined.token}/decline`, { cookie: d.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Invitation declined',
      status: 'declined',
      playerId: declined.child.id,
    });
    expect((await linksOf(declined.child.id)).map((l) => l.parentUserId)).not.toContain(d.user.id);
    const again = await api.post(`/api/co-parents/invitations/${declined.token}/accept`, {
      cookie: d.cookie,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().status).toBe('declined');
  });

  it('accept needs a PARENT account with the invited address; signed in, decline needs the invited address', async () => {
    const { email, token, invitation } = await invited();
    expect((await api.post(`/api/co-parents/invitations/${token}/accept`)).statusCode).toBe(401);

    const player = await signInAs(t, 'PLAYER', email);
    const asPlayer = await api.post(`/api/co-parents/invitations/${token}/accept`, { cookie: player.cookie });
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json().message).toMatch(/^Only parent accounts can accept a co-parent invitation/);

    const recruiter = await signIn(t, 'RECRUITER');
    expect(
      (await api.post(`/api/co-parents/invitations/${token}/accept`, { cookie: recruiter.cookie }))
        .statusCode,
    ).toBe(403);

    const otherParent = await signIn(t, 'PARENT');
    for (const answer of ['accept', 'decline']) {
      const res = await api.post(`/api/co-parents/invitations/${token}/${answer}`, {
        cookie: otherParent.cookie,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This invitation was sent to a different email address.');
    }
    expect((await invitationRow(invitation.id))!.status).toBe('pending');
  });

  it('a visitor holding the link declines without an account (issue 16); nothing is linked, and it stays declined', async () => {
    const { parent, child, token, invitation } = await invited();
    const res = await api.post(`/api/co-parents/invitations/${token}/decline`, { payload: {} });
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
    const again = await api.post(`/api/co-parents/invitations/${token}/decline`, { payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 'declined' });
    const inviterView = await api.get(`/api/players/${child.id}/co-parents/invitations`, {
      cookie: parent.cookie,
    });
    expect(inviterView.json().invitations[0]).toMatchObject({ status: 'declined' });
  });

  it('a visitor cannot decline by id (401), nor with an unknown or expired link', async () => {
    const { token, invitation } = await invited();
    expect((await api.post(`/api/co-parents/invitations/by-id/${invitation.id}/decline`)).statusCode).toBe(
      401,
    );
    expect((await api.post('/api/co-parents/invitations/not-a-token/decline')).statusCode).toBe(404);
    await expireInvitation(invitation.id);
    expect((await api.post(`/api/co-parents/invitations/${token}/decline`)).statusCode).toBe(410);
    expect((await invitationRow(invitation.id))!.status).toBe('pending');
  });

  it('bad token 404, expired 410, a body is refused', async () => {
    const { email, token, invitation } = await invited();
    const invitee = await signInAs(t, 'PARENT', email);
    const bad = await api.post(`/api/co-parents/invitations/${'q'.repeat(43)}/accept`, {
      cookie: invitee.cookie,
    });
    expect(bad.statusCode).toBe(404);
    const withBody = await api.post(`/api/co-parents/invitations/${token}/accept`, {
      cookie: invitee.cookie,
      payload: { status: 'accepted' },
    });
    expect(withBody.statusCode).toBe(400);
    await expireInvitation(invitation.id);
    const expired = await api.post(`/api/co-parents/invitations/${token}/accept`, { cookie: invitee.cookie });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('This invitation has expired.');
    expect((await invitationRow(invitation.id))!.status).toBe('pending');
  });

  it('two simultaneous accepts: exactly one succeeds, one link', async () => {
    const { child, email, token } = await invited();
    const invitee = await signInAs(t, 'PARENT', email);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        api.post(`/api/co-parents/invitations/${token}/accept`, { cookie: invitee.cookie }),
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
    const res = await api.post(`/api/co-parents/invitations/${token}/accept`, { cookie: invitee.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('LIMIT_REACHED');
    expect((await invitationRow(invitation.id))!.status).toBe('pending');
  });
});

describe('the invitee dashboard: my-invitations and the by-id calls', () => {
  it('lists pending invitations to the verified address, with ids the by-id page uses', async () => {
    const { invitation, email } = await invited('guardian');
    const invitee = await signInAs(t, 'PARENT', email);
    const res = await api.get('/api/co-parents/my-invitations', { cookie: invitee.cookie });
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
    const details = await api.get(`/api/co-parents/invitations/by-id/${invitation.id}/details`, {
      cookie: invitee.cookie,
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().id).toBe(invitation.id);

    const stranger = await signIn(t, 'PARENT');
    for (const [method, suffix] of [
      ['get', 'details'],
      ['post', 'accept'],
      ['post', 'decline'],
    ] as const) {
      const r = await api[method](`/api/co-parents/invitations/by-id/${invitation.id}/${suffix}`, {
        cookie: stranger.cookie,
      });
      expect(r.statusCode, suffix).toBe(404);
    }
    const accept = await api.post(`/api/co-parents/invitations/by-id/${invitation.id}/accept`, {
      cookie: invitee.cookie,
    });
    expect(accept.statusCode).toBe(200);
    expect(
      (await api.get('/api/co-parents/my-invitations', { cookie: invitee.cookie })).json().invitations,
    ).toEqual([]);
  });

  it('an unverified address sees nothing and cannot answer by id', async () => {
    const { invitation, email } = await invited();
    const invitee = await signInAs(t, 'PARENT', email, { emailVerified: false });
    const res = await api.get('/api/co-parents/my-invitations', { cookie: invitee.cookie });
    expect(res.json()).toEqual({ invitations: [], requiresEmailVerification: true });
    const accept = await api.post(`/api/co-parents/invitations/by-id/${invitation.id}/accept`, {
      cookie: invitee.cookie,
    });
    expect(accept.statusCode).toBe(404);
    expect((await invitationRow(invitation.id))!.status).toBe('pending');
  });

  it('is for parents only', async () => {
    expect((await api.get('/api/co-parents/my-invitations')).statusCode).toBe(401);
    const player = await signIn(t, 'PLAYER');
    expect((await api.get('/api/co-parents/my-invitations', { cookie: player.cookie })).statusCode).toBe(403);
  });
});

describe('invitation tokens are secrets', () => {
  it('the raw token is nowhere in the database (only in the queued e-mail) and never in the logs', async () => {
    const { email, token } = await invited();
    await api.get(`/api/co-parents/invitations/${token}/details`);
    const invitee = await signInAs(t, 'PARENT', email);
    await api.post(`/api/co-parents/invitations/${token}/accept`, { cookie: invitee.cookie });
    await api.post(`/api/co-parents/invitations/${token}/decline`, { cookie: invitee.cookie });
    const dump = await databaseText(t);
    expect(dump).toContain(hashToken(token));
    expect(dump).not.toContain(token);
    const logs = t.logs.join('\n');
    expect(logs).toContain('/api/co-parents/invitations/');
    expect(logs).not.toContain(token);
  });
});
