import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract, type EndpointBody } from '#common/api/index.ts';
import { auditLogs, coParentInvitations, emailQueue, players } from '#server/db/schema/index.ts';
import { createPlayer, linkParent } from '#server/db/seed/factories.ts';
import { DAY_MS, hashToken } from '#server/lib/tokens.ts';
import { coParentsKit } from '#test/co-parents-kit.ts';
import { signInAs, withoutIds } from '#test/parents-kit.ts';
import { birthYearForAge, issuesByPath, ownedPlayer, signIn } from '#test/players-kit.ts';
import { latestEmailToken, uniqueEmail } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { MAX_OPEN_INVITATIONS_PER_PLAYER } from './co-parents.service.ts';

const { t, api } = withTestApp();

const { parentWithChild, invite, invited, invitationRow, expireInvitation } = coParentsKit(t, api);

describe('POST /api/players/:id/co-parents/invite', () => {
  it('stores a hashed 7-day invitation and queues the e-mail with the link', async () => {
    const { parent, child } = await parentWithChild('Ivy Inviter');
    const before = Date.now();
    const res = await api.call(contract.coParents.invite, {
      params: { id: child.id },
      cookie: parent.cookie,
      body: { email: ' New.CoParent@Example.com ', relationship: 'mother' },
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
    const a = await api.call(contract.coParents.invite, {
      params: { id: child.id },
      cookie: parent.cookie,
      body: { email: known.user.email, relationship: 'guardian' },
    });
    const b = await api.call(contract.coParents.invite, {
      params: { id: child.id },
      cookie: parent.cookie,
      body: { email: unknownEmail, relationship: 'guardian' },
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
      const res = await api.call(contract.coParents.invite, {
        params: { id: child.id },
        cookie: parent.cookie,
        bodyRaw: payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (path) expect(Object.keys(issuesByPath(res))).toContain(path);
      if (message) expect(issuesByPath(res)[path]).toBe(message);
    }
    const noRelationship = await api.call(contract.coParents.invite, {
      params: { id: child.id },
      cookie: parent.cookie,
      body: { email: uniqueEmail('norel'), relationship: '' },
    });
    expect(noRelationship.statusCode).toBe(200);
    expect(noRelationship.json().invitation.relationship).toBeNull();
  });

  it('only a PARENT linked to the player may invite', async () => {
    const { child } = await parentWithChild();
    const payload = { email: uniqueEmail('x') };
    expect(
      (await api.call(contract.coParents.invite, { params: { id: child.id }, body: payload })).statusCode,
    ).toBe(401);
    for (const role of ['PLAYER', 'RECRUITER', 'ADMIN'] as const) {
      const who = await signIn(t, role);
      const res = await api.call(contract.coParents.invite, {
        params: { id: child.id },
        cookie: who.cookie,
        body: payload,
      });
      expect(res.statusCode, role).toBe(403);
    }
    const stranger = await signIn(t, 'PARENT');
    const hidden = await api.call(contract.coParents.invite, {
      params: { id: child.id },
      cookie: stranger.cookie,
      body: payload,
    });
    expect(hidden.statusCode).toBe(404);
    const active = await createPlayer(t.db, { birthYear: birthYearForAge(18) });
    const visible = await api.call(contract.coParents.invite, {
      params: { id: active.id },
      cookie: stranger.cookie,
      body: payload,
    });
    expect(visible.statusCode).toBe(403);
    // The player themself manages their profile but is not a parent.
    const { owner, player } = await ownedPlayer(t, {
      birthYear: birthYearForAge(15),
      profileStatus: 'draft',
    });
    const self = await api.call(contract.coParents.invite, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: payload,
    });
    expect(self.statusCode).toBe(403);
  });

  it("an address already linked (or the inviter's own) is 409", async () => {
    const { parent, child } = await parentWithChild();
    const other = await signIn(t, 'PARENT');
    await linkParent(t.db, { playerId: child.id, parentUserId: other.user.id, isPrimary: false });
    for (const email of [other.user.email, parent.user.email.toUpperCase()]) {
      const res = await api.call(contract.coParents.invite, {
        params: { id: child.id },
        cookie: parent.cookie,
        body: { email },
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
    expect((await api.call(contract.coParents.detailsByToken, { params: { token: first } })).statusCode).toBe(
      404,
    );
    expect(
      (await api.call(contract.coParents.detailsByToken, { params: { token: second } })).statusCode,
    ).toBe(200);

    // A declined invitation can be sent again too.
    const invitee = await signInAs(t, 'PARENT', email);
    await api.call(contract.coParents.declineByToken, { params: { token: second }, cookie: invitee.cookie });
    const { token: third } = await invite(parent.cookie, child.id, email);
    expect(
      (await api.call(contract.coParents.detailsByToken, { params: { token: third } })).json().status,
    ).toBe('pending');
  });

  it(`caps open invitations per profile at ${MAX_OPEN_INVITATIONS_PER_PLAYER}`, async () => {
    const { parent, child } = await parentWithChild();
    for (let i = 0; i < MAX_OPEN_INVITATIONS_PER_PLAYER; i++)
      await invite(parent.cookie, child.id, uniqueEmail('cap'));
    const res = await api.call(contract.coParents.invite, {
      params: { id: child.id },
      cookie: parent.cookie,
      body: { email: uniqueEmail('cap') },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('LIMIT_REACHED');
  });
});

describe('POST /api/co-parents/invite: several children at once (D266)', () => {
  /** A parent linked to `n` draft 12-year-olds named Kid1..n Family. */
  async function parentWithChildren(n: number, name = 'Mia Many') {
    const parent = await signIn(t, 'PARENT', name);
    const children = [];
    for (let i = 1; i <= n; i++) {
      const child = await createPlayer(t.db, {
        firstName: `Kid${i}`,
        lastName: 'Family',
        birthYear: birthYearForAge(12),
        profileStatus: 'draft',
        parentalConsentRequired: true,
      });
      await linkParent(t.db, { playerId: child.id, parentUserId: parent.user.id, isPrimary: true });
      children.push(child);
    }
    return { parent, children };
  }

  const inviteMany = (
    cookie: string | undefined,
    payload: EndpointBody<typeof contract.coParents.inviteToChildren>,
  ) => api.call(contract.coParents.inviteToChildren, { cookie, body: payload });

  const mailsTo = (email: string) =>
    t.db
      .select()
      .from(emailQueue)
      .where(and(eq(emailQueue.to, email), eq(emailQueue.emailType, 'co_parent_invitation')));

  /** Every invitation link in an e-mail, in order. */
  const tokensIn = (body: string) =>
    [...body.matchAll(/\/co-parent-invite\/([A-Za-z0-9_-]{40,})/g)].map((m) => m[1]!);

  it('one request: one invitation per child, one e-mail listing each child with its own link', async () => {
    const { parent, children } = await parentWithChildren(3);
    const email = uniqueEmail('grandma');
    const res = await inviteMany(parent.cookie, {
      playerIds: children.map((c) => c.id),
      email: email.toUpperCase(),
      relationship: 'guardian',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('3 invitations sent');
    expect(body.skipped).toEqual([]);
    // In the order chosen, whatever the order the server locks the profiles in.
    expect(body.invitations.map((i: { playerName: string }) => i.playerName)).toEqual([
      'Kid1 Family',
      'Kid2 Family',
      'Kid3 Family',
    ]);
    for (const i of body.invitations) {
      expect(i.invitation).toMatchObject({
        invitedEmail: email,
        relationship: 'guardian',
        status: 'pending',
      });
    }

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('You are invited to co-manage Rinkside player profiles');
    expect(mail.body).toMatch(/Kid1 Family:\n\S+\n\nKid2 Family:\n\S+\n\nKid3 Family:\n/);
    const tokens = tokensIn(mail.body);
    expect(tokens).toHaveLength(3);
    // Every link opens its own child's invitation; each child is accepted on its own.
    const names = [];
    for (const token of tokens) {
      const details = await api.call(contract.coParents.detailsByToken, { params: { token } });
      expect(details.statusCode).toBe(200);
      names.push(details.json().playerName);
    }
    expect(names.sort()).toEqual(['Kid1 Family', 'Kid2 Family', 'Kid3 Family']);
    const invitee = await signInAs(t, 'PARENT', email);
    const accepted = await api.call(contract.coParents.acceptByToken, {
      params: { token: tokens[0] },
      cookie: invitee.cookie,
      body: {},
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const mine = await api.call(contract.coParents.mine, { cookie: invitee.cookie });
    expect(mine.json().invitations).toHaveLength(2);

    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.userId, parent.user.id),
          sql`${auditLogs.metadata}->>'action' = 'co_parent_invited'`,
        ),
      );
    expect(audits.map((a) => a.targetId).sort()).toEqual(children.map((c) => c.id).sort());
  });

  it('a child the address already co-manages is skipped with the reason; every child skipped is 409', async () => {
    const { parent, children } = await parentWithChildren(2);
    const dad = await signIn(t, 'PARENT', 'Dan Dad');
    await linkParent(t.db, { playerId: children[0]!.id, parentUserId: dad.user.id, isPrimary: false });

    const res = await inviteMany(parent.cookie, {
      playerIds: children.map((c) => c.id),
      email: dad.user.email,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Invitation sent',
      invitations: [{ playerId: children[1]!.id, playerName: 'Kid2 Family' }],
      skipped: [
        {
          playerId: children[0]!.id,
          playerName: 'Kid1 Family',
          reason: 'This person is already a parent of Kid1 Family.',
        },
      ],
    });
    const mails = await mailsTo(dad.user.email.toLowerCase());
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).not.toContain('Kid1');

    const again = await inviteMany(parent.cookie, { playerIds: [children[0]!.id], email: parent.user.email });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This person is already a parent on this profile.');
  });

  it('a child the parent may not invite for refuses the whole request, naming it; nothing is sent', async () => {
    const { parent, children } = await parentWithChildren(1);
    const other = await parentWithChildren(1, 'Olga Other');
    const email = uniqueEmail('nobody');
    // Another family's draft child is hidden from this parent: 404, as for a single invitation.
    const hidden = await inviteMany(parent.cookie, {
      playerIds: [children[0]!.id, other.children[0]!.id],
      email,
    });
    expect(hidden.statusCode).toBe(404);
    // Another family's active child is visible: 403 naming it.
    await t.db.update(players).set({ profileStatus: 'active' }).where(eq(players.id, other.children[0]!.id));
    const visible = await inviteMany(parent.cookie, {
      playerIds: [children[0]!.id, other.children[0]!.id],
      email,
    });
    expect(visible.statusCode).toBe(403);
    expect(visible.json().message).toBe('Kid1 Family: Only a parent linked to this player can do that.');
    expect(await mailsTo(email)).toEqual([]);
    expect(
      await t.db.select().from(coParentInvitations).where(eq(coParentInvitations.invitedEmail, email)),
    ).toEqual([]);
  });

  it(`one child at its ${MAX_OPEN_INVITATIONS_PER_PLAYER} open invitations refuses all, naming it`, async () => {
    const { parent, children } = await parentWithChildren(2);
    for (let i = 0; i < MAX_OPEN_INVITATIONS_PER_PLAYER; i++)
      await invite(parent.cookie, children[1]!.id, uniqueEmail('cap'));
    const email = uniqueEmail('late');
    const res = await inviteMany(parent.cookie, { playerIds: children.map((c) => c.id), email });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'LIMIT_REACHED',
      message: `Kid2 Family has ${MAX_OPEN_INVITATIONS_PER_PLAYER} open invitations. Cancel one before sending another.`,
    });
    expect(await mailsTo(email)).toEqual([]);
    expect(
      await t.db.select().from(coParentInvitations).where(eq(coParentInvitations.invitedEmail, email)),
    ).toEqual([]);
  });

  it('validates the input; parents only', async () => {
    const { parent, children } = await parentWithChildren(1);
    const email = uniqueEmail('v');
    expect((await inviteMany(undefined, { playerIds: [children[0]!.id], email })).statusCode).toBe(401);
    const recruiter = await signIn(t, 'RECRUITER');
    expect((await inviteMany(recruiter.cookie, { playerIds: [children[0]!.id], email })).statusCode).toBe(
      403,
    );
    for (const [payload, path, message] of [
      [{ playerIds: [], email }, 'playerIds', 'Choose at least one child'],
      [{ playerIds: ['nope'], email }, 'playerIds.0', 'Choose the children to invite to'],
      [{ playerIds: [children[0]!.id], email: 'bad' }, 'email', 'Please enter a valid email address'],
      [{ playerIds: [children[0]!.id], email, relationship: 'uncle' }, 'relationship', expect.any(String)],
    ] as const) {
      const res = await api.call(contract.coParents.inviteToChildren, {
        cookie: parent.cookie,
        bodyRaw: payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(issuesByPath(res)[path]).toEqual(message);
    }
  });

  it('deleting one of the children deletes the e-mail that names it', async () => {
    const { parent, children } = await parentWithChildren(2);
    const email = uniqueEmail('gone');
    const res = await inviteMany(parent.cookie, { playerIds: children.map((c) => c.id), email });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
    const deleted = await api.call(contract.dataControl.deletePlayer, {
      params: { id: children[0]!.id },
      cookie: parent.cookie,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await mailsTo(email)).toEqual([]);
  });
});
