import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api as endpoints } from '#common/api/index.ts';
import { auditLogs, emailQueue, orgInvitations, orgMembers } from '#server/db/schema/index.ts';
import { createPlayer, createUser } from '#server/db/seed/factories.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { errorJson, json } from '#test/api-json.ts';
import { addMember, expireOrgInvitation, type OrgWorld, orgWorld } from '#test/org-members-kit.ts';
import { issuesByPath, type SignedIn, signIn } from '#test/players-kit.ts';
import { latestEmailToken, uniqueEmail } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { MAX_OPEN_ORG_INVITATIONS } from './members.service.ts';

const { t, api } = withTestApp();
const { orgs } = endpoints;

let admin: SignedIn;
let player: SignedIn;
let world: OrgWorld;
let outsider: SignedIn;

beforeAll(async () => {
  admin = await signIn(t, 'ADMIN');
  player = await signIn(t, 'PLAYER');
  world = await orgWorld(t, { name: 'Members Club' });
  outsider = (await orgWorld(t, { name: 'Other Club' })).owner;
});

const invite = (orgId: string, cookie: string | undefined, payload: unknown) =>
  api.call(endpoints.orgs.members.invite, { params: { orgId }, cookie, bodyRaw: payload });

describe('GET /api/orgs/:orgId/members', () => {
  it('lists accepted members with the owner first, and open invitations (expired ones marked)', async () => {
    const open = json(
      orgs.members.invite,
      await invite(world.org.id, world.owner.cookie, { email: uniqueEmail('open'), role: 'ORG_STAFF' }),
      201,
    );
    const old = json(
      orgs.members.invite,
      await invite(world.org.id, world.owner.cookie, { email: uniqueEmail('old'), role: 'ORG_STAFF' }),
      201,
    );
    await expireOrgInvitation(t, old.invitation.id);

    const res = await api.call(endpoints.orgs.members.list, {
      params: { orgId: world.org.id },
      cookie: world.staff.cookie,
    });
    const body = json(orgs.members.list, res, 200);
    expect(body.members[0]).toMatchObject({
      userId: world.owner.user.id,
      name: 'Olive Owner',
      role: 'ORG_ADMIN',
      scopes: ['roster', 'verification'],
      isOwner: true,
    });
    expect(body.members.map((m) => m.userId).sort()).toEqual(
      [world.owner, world.staff, world.rosterStaff, world.verifier].map((m) => m.user.id).sort(),
    );
    expect(body.members.find((m) => m.userId === world.rosterStaff.user.id)).toMatchObject({
      role: 'ORG_STAFF',
      scopes: ['roster'],
      isOwner: false,
    });
    const byId = Object.fromEntries(body.invitations.map((i) => [i.id, i.status]));
    expect(byId[open.invitation.id]).toBe('pending');
    expect(byId[old.invitation.id]).toBe('expired');
  });

  it('does not exist for another organization, and refuses others', async () => {
    const list = (cookie?: string) =>
      api.call(orgs.members.list, { params: { orgId: world.org.id }, cookie });
    expect((await list(outsider.cookie)).statusCode).toBe(404);
    expect((await list()).statusCode).toBe(401);
    expect((await list(player.cookie)).statusCode).toBe(403);
    expect(json(orgs.members.list, await list(admin.cookie), 200).members).toHaveLength(4);
  });
});

describe('POST /api/orgs/:orgId/members/invite', () => {
  it('stores a hashed invitation, e-mails the link and records an audit row', async () => {
    const email = uniqueEmail('staffer');
    const res = await invite(world.org.id, world.owner.cookie, {
      email: ` ${email.toUpperCase()} `,
      role: 'ORG_STAFF',
      scopes: ['verification', 'verification'],
    });
    const body = json(orgs.members.invite, res, 201);
    expect(body.invitation).toMatchObject({
      email,
      role: 'ORG_STAFF',
      scopes: ['verification'],
      status: 'pending',
    });
    const token = await latestEmailToken(t.db, email, 'org_invitation');
    const [row] = await t.db.select().from(orgInvitations).where(eq(orgInvitations.id, body.invitation.id));
    expect(row).toMatchObject({
      token: hashToken(token),
      asOwner: false,
      invitedByUserId: world.owner.user.id,
    });
    const [event] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'org_member_invited'), eq(auditLogs.email, email)));
    expect(event).toMatchObject({ userId: world.owner.user.id, targetId: world.org.id });
  });

  it('stores no scopes for an ORG_ADMIN invitation (the role holds them all)', async () => {
    const res = await invite(world.org.id, world.owner.cookie, {
      email: uniqueEmail('coadmin'),
      role: 'ORG_ADMIN',
      scopes: ['roster'],
    });
    const body = json(orgs.members.invite, res, 201);
    expect(body.invitation.scopes).toEqual(['roster', 'verification']);
    const [row] = await t.db.select().from(orgInvitations).where(eq(orgInvitations.id, body.invitation.id));
    expect(row!.scopes).toEqual([]);
  });

  it('re-inviting an address refreshes its token and expiry, voiding the older link', async () => {
    const email = uniqueEmail('again');
    const first = json(
      orgs.members.invite,
      await invite(world.org.id, world.owner.cookie, { email, role: 'ORG_STAFF' }),
      201,
    );
    const oldToken = await latestEmailToken(t.db, email, 'org_invitation');
    await expireOrgInvitation(t, first.invitation.id);
    const second = json(
      orgs.members.invite,
      await invite(world.org.id, world.owner.cookie, { email, role: 'ORG_STAFF', scopes: ['roster'] }),
      201,
    );
    expect(second.invitation.id).toBe(first.invitation.id);
    expect(second.invitation.status).toBe('pending');
    expect(second.invitation.scopes).toEqual(['roster']);
    const newToken = await latestEmailToken(t.db, email, 'org_invitation');
    expect(newToken).not.toBe(oldToken);
    expect(
      (await api.call(endpoints.orgs.invitations.details, { params: { token: oldToken } })).statusCode,
    ).toBe(404);
    expect(
      (await api.call(endpoints.orgs.invitations.details, { params: { token: newToken } })).statusCode,
    ).toBe(200);
    const mails = await t.db.select().from(emailQueue).where(eq(emailQueue.to, email));
    expect(mails).toHaveLength(2);
  });

  it('refuses a member of this organization (409, the inviter sees the members anyway)', async () => {
    const member = await invite(world.org.id, world.owner.cookie, {
      email: world.staff.user.email,
      role: 'ORG_STAFF',
    });
    expect(member.statusCode).toBe(409);
    expect(errorJson(member).message).toBe(`${world.staff.user.email} is already a member of Members Club.`);
  });

  it('answers alike whether an address is unknown, a family, recruiter or admin account, or in another organization', async () => {
    const inviter = await orgWorld(t, { name: 'Probe Club' });
    const familyPlayer = await createUser(t.db, { role: 'PLAYER' });
    await createPlayer(t.db, { userId: familyPlayer.id, birthYear: new Date().getFullYear() - 20 });
    const parent = await createUser(t.db, { role: 'PARENT' });
    const recruiter = await createUser(t.db, { role: 'RECRUITER' });
    const siteAdmin = await createUser(t.db, { role: 'ADMIN' });
    const addresses = [
      uniqueEmail('nobody'),
      familyPlayer.email,
      parent.email.toUpperCase(),
      recruiter.email,
      siteAdmin.email,
      outsider.user.email,
    ];
    const shapes = new Set<string>();
    for (const email of addresses) {
      const res = await invite(inviter.org.id, inviter.owner.cookie, { email, role: 'ORG_STAFF' });
      expect(res.statusCode, `${email}: ${res.body}`).toBe(201);
      const body = json(orgs.members.invite, res, 201);
      const normalized = email.toLowerCase();
      expect(body.message).toBe(`Invitation sent to ${normalized}`);
      expect(body.invitation).toMatchObject({ email: normalized, role: 'ORG_STAFF', status: 'pending' });
      // The same keys, and no value that differs but the address, the id and the times.
      const { id: _id, email: _email, expiresAt: _e, createdAt: _c, ...rest } = body.invitation;
      shapes.add(JSON.stringify({ keys: Object.keys(res.json()).sort(), rest }));
    }
    expect(shapes.size).toBe(1);
    const mails = await t.db.select().from(emailQueue).where(eq(emailQueue.emailType, 'org_invitation'));
    for (const email of addresses) {
      expect(mails.some((m) => m.to === email.toLowerCase())).toBe(true);
    }
  });

  it("records an invitation to a minor's account address like any other, but e-mails it nothing", async () => {
    const inviter = await orgWorld(t, { name: 'Minor Probe Club' });
    const minor = await createUser(t.db, { role: 'PLAYER' });
    await createPlayer(t.db, { userId: minor.id, birthYear: new Date().getFullYear() - 15 });
    const noProfile = await createUser(t.db, { role: 'PLAYER' });
    for (const email of [minor.email, noProfile.email]) {
      const res = await invite(inviter.org.id, inviter.owner.cookie, { email, role: 'ORG_STAFF' });
      expect(res.statusCode).toBe(201);
      expect(json(orgs.members.invite, res, 201).message).toBe(`Invitation sent to ${email}`);
      expect(await t.db.select().from(emailQueue).where(eq(emailQueue.to, email))).toEqual([]);
      const [row] = await t.db
        .select()
        .from(orgInvitations)
        .where(and(eq(orgInvitations.organizationId, inviter.org.id), eq(orgInvitations.email, email)));
      expect(row?.status).toBe('pending');
    }
  });

  it(`allows at most ${MAX_OPEN_ORG_INVITATIONS} open invitations (403), re-sending one still works`, async () => {
    const small = await orgWorld(t, { name: 'Capped Club' });
    const emails: string[] = [];
    for (let i = 0; i < MAX_OPEN_ORG_INVITATIONS; i++) {
      const email = uniqueEmail(`cap${i}`);
      emails.push(email);
      expect((await invite(small.org.id, small.owner.cookie, { email, role: 'ORG_STAFF' })).statusCode).toBe(
        201,
      );
    }
    const over = await invite(small.org.id, small.owner.cookie, {
      email: uniqueEmail('over'),
      role: 'ORG_STAFF',
    });
    expect(over.statusCode).toBe(403);
    expect(errorJson(over)).toMatchObject({ code: 'LIMIT_REACHED' });
    expect(errorJson(over).message).toContain(`${MAX_OPEN_ORG_INVITATIONS} open invitations`);
    const resend = await invite(small.org.id, small.owner.cookie, { email: emails[0], role: 'ORG_STAFF' });
    expect(resend.statusCode).toBe(201);
  });

  it('answers 400 for bad input', async () => {
    const cases = [
      { email: 'nope', role: 'ORG_STAFF' },
      { email: uniqueEmail(), role: 'ADMIN' },
      { email: uniqueEmail(), role: 'ORG_STAFF', scopes: ['billing'] },
      { email: uniqueEmail(), role: 'ORG_STAFF', extra: true },
    ];
    for (const payload of cases) {
      const res = await invite(world.org.id, world.owner.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(issuesByPath(await invite(world.org.id, world.owner.cookie, { role: 'ORG_STAFF' })).email).toBe(
      'Enter a valid email address',
    );
  });

  it('refuses staff without the admin permission (403), another organization (404), anonymous (401)', async () => {
    const payload = { email: uniqueEmail(), role: 'ORG_STAFF' };
    for (const staff of [world.staff, world.rosterStaff, world.verifier]) {
      expect((await invite(world.org.id, staff.cookie, payload)).statusCode).toBe(403);
    }
    expect((await invite(world.org.id, outsider.cookie, payload)).statusCode).toBe(404);
    expect((await invite(world.org.id, undefined, payload)).statusCode).toBe(401);
    expect((await invite(world.org.id, player.cookie, payload)).statusCode).toBe(403);
    expect((await invite(world.org.id, admin.cookie, payload)).statusCode).toBe(201);
  });
});

describe('DELETE /api/orgs/:orgId/members/:userId', () => {
  it('removes a member, whose access ends at once, and records it', async () => {
    const leaving = await addMember(t, world.org.id, 'ORG_STAFF', ['roster'], 'Leah Leaving');
    const params = { orgId: world.org.id };
    expect((await api.call(orgs.get, { params, cookie: leaving.cookie })).statusCode).toBe(200);
    const res = await api.call(orgs.members.remove, {
      params: { ...params, userId: leaving.user.id },
      cookie: world.owner.cookie,
    });
    expect(json(orgs.members.remove, res, 200)).toEqual({ message: 'Member removed' });
    expect((await api.call(orgs.get, { params, cookie: leaving.cookie })).statusCode).toBe(404);
    expect((await api.call(orgs.dashboard, { params, cookie: leaving.cookie })).statusCode).toBe(404);
    const mine = json(orgs.mine, await api.call(endpoints.orgs.mine, { cookie: leaving.cookie }), 200);
    expect(mine).toEqual({ organization: null, membership: null });
    const [event] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'org_member_removed'), eq(auditLogs.targetUserId, leaving.user.id)));
    expect(event).toMatchObject({ userId: world.owner.user.id, targetId: world.org.id });
  });

  it('never removes the owner (409), and answers 404 for someone who is not a member', async () => {
    const owner = await api.call(endpoints.orgs.members.remove, {
      params: { orgId: world.org.id, userId: world.owner.user.id },
      cookie: admin.cookie,
    });
    expect(owner.statusCode).toBe(409);
    expect(errorJson(owner).message).toBe('The owner cannot be removed from the organization.');
    const rows = await t.db.select().from(orgMembers).where(eq(orgMembers.userId, world.owner.user.id));
    expect(rows).toHaveLength(1);
    const stranger = await api.call(endpoints.orgs.members.remove, {
      params: { orgId: world.org.id, userId: outsider.user.id },
      cookie: world.owner.cookie,
    });
    expect(stranger.statusCode).toBe(404);
    const bad = await api.del(`/api/orgs/${world.org.id}/members/not-a-uuid`, { cookie: world.owner.cookie });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses staff (403), another organization (404), anonymous (401)', async () => {
    const remove = (cookie?: string) =>
      api.call(orgs.members.remove, { params: { orgId: world.org.id, userId: world.staff.user.id }, cookie });
    expect((await remove(world.rosterStaff.cookie)).statusCode).toBe(403);
    expect((await remove(outsider.cookie)).statusCode).toBe(404);
    expect((await remove()).statusCode).toBe(401);
    expect(
      (await api.call(endpoints.orgs.get, { params: { orgId: world.org.id }, cookie: world.staff.cookie }))
        .statusCode,
    ).toBe(200);
  });
});

describe('DELETE /api/orgs/:orgId/invitations/:invitationId', () => {
  it('cancels a pending invitation, whose link then reads as invalid', async () => {
    const email = uniqueEmail('cancel');
    const { invitation } = json(
      orgs.members.invite,
      await invite(world.org.id, world.owner.cookie, { email, role: 'ORG_STAFF' }),
      201,
    );
    const token = await latestEmailToken(t.db, email, 'org_invitation');
    const res = await api.call(endpoints.orgs.members.cancelInvitation, {
      params: { orgId: world.org.id, invitationId: invitation.id },
      cookie: world.owner.cookie,
    });
    expect(json(orgs.members.cancelInvitation, res, 200)).toEqual({ message: 'Invitation cancelled' });
    const details = await api.call(endpoints.orgs.invitations.details, { params: { token } });
    expect(details.statusCode).toBe(404);
    expect(errorJson(details).message).toBe('This invitation link is invalid or has been cancelled.');
    const list = json(
      orgs.members.list,
      await api.call(endpoints.orgs.members.list, {
        params: { orgId: world.org.id },
        cookie: world.owner.cookie,
      }),
      200,
    );
    expect(list.invitations.map((i) => i.id)).not.toContain(invitation.id);
    const again = await api.call(endpoints.orgs.members.cancelInvitation, {
      params: { orgId: world.org.id, invitationId: invitation.id },
      cookie: world.owner.cookie,
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers 404 for another organization’s invitation, 403 for staff, 401 anonymous', async () => {
    const { invitation } = json(
      orgs.members.invite,
      await invite(world.org.id, world.owner.cookie, { email: uniqueEmail(), role: 'ORG_STAFF' }),
      201,
    );
    const cancel = (cookie?: string) =>
      api.call(orgs.members.cancelInvitation, {
        params: { orgId: world.org.id, invitationId: invitation.id },
        cookie,
      });
    expect((await cancel(outsider.cookie)).statusCode).toBe(404);
    // The outsider's own organization does not hold this invitation either.
    const outsiderOrg = json(
      orgs.mine,
      await api.call(endpoints.orgs.mine, { cookie: outsider.cookie }),
      200,
    );
    const crossed = await api.call(endpoints.orgs.members.cancelInvitation, {
      params: { orgId: outsiderOrg.organization!.id, invitationId: invitation.id },
      cookie: outsider.cookie,
    });
    expect(crossed.statusCode).toBe(404);
    expect((await cancel(world.staff.cookie)).statusCode).toBe(403);
    expect((await cancel()).statusCode).toBe(401);
    const [row] = await t.db.select().from(orgInvitations).where(eq(orgInvitations.id, invitation.id));
    expect(row!.status).toBe('pending');
  });
});
