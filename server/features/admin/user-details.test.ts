import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { media, orgMembers, recruiters } from '#server/db/schema/index.ts';
import {
  createOrganization,
  createPlayer,
  createTeam,
  createUser,
  linkParent,
} from '#server/db/seed/factories.ts';
import { recordAudit } from '#server/lib/audit.ts';
import { errorJson, json } from '#test/api-json.ts';
import { grantOverride, issuesByPath, type SignedIn, signIn, subscribe } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();

let admin: SignedIn;
beforeAll(async () => {
  admin = await signIn(t, 'ADMIN');
});

async function details(id: string) {
  const res = await api.call(contract.admin.userDetails, { params: { id }, cookie: admin.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return json(contract.admin.userDetails, res);
}

/**
 * A family: a parent and a co-parent of Alex (who has their own PLAYER account, a team and a photo), and
 * the parent alone on Sam (a younger child without an account).
 */
async function family() {
  const parent = await createUser(t.db, { role: 'PARENT', name: 'Pat Parent' });
  const coParent = await createUser(t.db, { role: 'PARENT', name: 'Casey CoParent' });
  const child = await createUser(t.db, { role: 'PLAYER', name: 'Alex Account' });
  const team = await createTeam(t.db, { name: 'Rink Rats U18' });
  const alex = await createPlayer(t.db, {
    birthMonth: 4,
    userId: child.id,
    firstName: 'Alex',
    lastName: 'Anders',
    currentTeamId: team.id,
    category: 'MALE',
  });
  await t.db.insert(media).values([
    { playerId: alex.id, type: 'image', url: '/media/second.jpg', sortOrder: 2 },
    { playerId: alex.id, type: 'image', url: '/media/first.jpg', sortOrder: 1 },
  ]);
  const sam = await createPlayer(t.db, { firstName: 'Sam', lastName: 'Anders', profileStatus: 'draft' });
  const consentDate = new Date('2026-03-01T12:00:00Z');
  await linkParent(t.db, {
    playerId: alex.id,
    parentUserId: parent.id,
    relationship: 'mother',
    isPrimary: true,
    consent: { parentName: 'Pat Parent', ipAddress: '203.0.113.9', date: consentDate },
  });
  await linkParent(t.db, {
    playerId: sam.id,
    parentUserId: parent.id,
    relationship: 'father',
    isPrimary: false,
  });
  await linkParent(t.db, {
    playerId: alex.id,
    parentUserId: coParent.id,
    relationship: 'coparent',
    isPrimary: false,
  });
  return { parent, coParent, child, team, alex, sam, consentDate };
}

describe('GET /api/admin/users/:id/details', () => {
  it("a parent: their players, co-parent, child's account, plan, overrides and last 10 actions", async () => {
    const { parent, coParent, child, alex, sam } = await family();
    await subscribe(t.db, parent.id, 'first_line');
    await grantOverride(t.db, parent.id, 'highlight_clips', true, '5');
    await grantOverride(t.db, parent.id, 'custom_profile_url', false, null);
    for (let i = 0; i < 12; i++) {
      await recordAudit(
        t.db,
        { eventType: i % 2 ? 'login_success' : 'player_profile_updated', userId: parent.id },
        { ipAddress: i === 11 ? '192.0.2.11' : '192.0.2.1', userAgent: null },
      );
      // "Newest first" needs distinct instants: two inserts can otherwise share one.
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    // Another user's action on the parent is not the parent's activity.
    await recordAudit(t.db, { eventType: 'role_changed', userId: admin.user.id, targetUserId: parent.id });

    const body = await details(parent.id);
    expect(body.user).toEqual({
      id: parent.id,
      name: 'Pat Parent',
      email: parent.email,
      role: 'PARENT',
      emailVerified: true,
      suspended: false,
      suspendedAt: null,
      suspendedReason: null,
      createdAt: parent.createdAt.toISOString(),
      lastLoginAt: null,
    });
    expect(body.subscription).toMatchObject({
      tier: { name: 'first_line' },
      status: 'active',
      playerCount: 2,
    });
    expect(body.featureOverrides).toEqual([
      { featureKey: 'highlight_clips', enabled: true, limit: 5, limitOverride: 5 },
      { featureKey: 'custom_profile_url', enabled: false, limit: null, limitOverride: null },
    ]);
    expect(body.connectedProfiles).toEqual({
      players: [
        {
          id: alex.id,
          slug: alex.slug,
          firstName: 'Alex',
          lastName: 'Anders',
          profileImageUrl: '/media/first.jpg',
          category: 'MALE',
          birthYear: alex.birthYear,
          // The private month reaches an administrator's page.
          birthMonth: 4,
          currentTeamName: 'Rink Rats U18',
          profileStatus: alex.profileStatus,
        },
        {
          id: sam.id,
          slug: sam.slug,
          firstName: 'Sam',
          lastName: 'Anders',
          profileImageUrl: null,
          category: sam.category,
          birthYear: sam.birthYear,
          birthMonth: null,
          currentTeamName: null,
          profileStatus: 'draft',
        },
      ],
      recruiter: null,
      organization: null,
    });
    expect(body.connectedUsers).toEqual({
      coParents: [
        {
          id: coParent.id,
          name: 'Casey CoParent',
          email: coParent.email,
          playerId: alex.id,
          playerName: 'Alex Anders',
        },
      ],
      playerUsers: [{ id: child.id, name: 'Alex Account', email: child.email, playerName: 'Alex Anders' }],
      parentUsers: [],
    });
    expect(body.recentActivity).toHaveLength(10);
    expect(body.recentActivity[0]).toMatchObject({ eventType: 'login_success', ipAddress: '192.0.2.11' });
    const times = body.recentActivity.map((a) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.recentActivity.some((a) => a.eventType === 'role_changed')).toBe(false);
  });

  it('a player: their own profile and the parents linked to it; no plan row means no subscription', async () => {
    const { parent, coParent, child, alex } = await family();
    const body = await details(child.id);
    expect(body.subscription).toBeNull();
    expect(body.featureOverrides).toEqual([]);
    expect(body.connectedProfiles.players.map((p) => p.id)).toEqual([alex.id]);
    expect(body.connectedUsers.coParents).toEqual([]);
    expect(body.connectedUsers.playerUsers).toEqual([]);
    expect(body.connectedUsers.parentUsers).toEqual(
      [parent, coParent]
        .map((u) => ({ id: u.id, name: u.name, email: u.email }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(body.recentActivity).toEqual([]);
  });

  it('a plan that no longer stands (canceled) shows as no subscription', async () => {
    const player = await createUser(t.db, { role: 'PLAYER' });
    await subscribe(t.db, player.id, 'all_star', 'canceled');
    expect((await details(player.id)).subscription).toBeNull();
    await subscribe(t.db, player.id, 'all_star', 'past_due');
    expect((await details(player.id)).subscription).toMatchObject({
      tier: { name: 'all_star' },
      status: 'past_due',
    });
  });

  it('a recruiter: the recruiter profile; organization staff: their organization, with Owner only for its owner', async () => {
    const recruiter = await createUser(t.db, { role: 'RECRUITER', emailVerified: false });
    await t.db.insert(recruiters).values({ userId: recruiter.id, orgName: 'North Scouting', verified: true });
    const body = await details(recruiter.id);
    expect(body.user.emailVerified).toBe(false);
    expect(body.connectedProfiles).toEqual({
      players: [],
      recruiter: { orgName: 'North Scouting', verified: true },
      organization: null,
    });
    expect(body.connectedUsers).toEqual({ coParents: [], playerUsers: [], parentUsers: [] });

    const owner = await createUser(t.db, { role: 'ORG_ADMIN' });
    const staff = await createUser(t.db, { role: 'ORG_STAFF' });
    const org = await createOrganization(t.db, {
      name: 'Lakeside Academy',
      type: 'school',
      ownerUserId: owner.id,
    });
    await t.db.insert(orgMembers).values([
      { organizationId: org!.id, userId: owner.id, role: 'ORG_ADMIN' },
      { organizationId: org!.id, userId: staff.id, role: 'ORG_STAFF' },
    ]);
    expect((await details(owner.id)).connectedProfiles.organization).toEqual({
      id: org!.id,
      name: 'Lakeside Academy',
      type: 'school',
      isOwner: true,
    });
    expect((await details(staff.id)).connectedProfiles.organization).toEqual({
      id: org!.id,
      name: 'Lakeside Academy',
      type: 'school',
      isOwner: false,
    });
  });

  it('a suspended user shows when and why', async () => {
    const user = await createUser(t.db, { suspended: true, suspendedReason: 'Chargeback fraud' });
    const body = await details(user.id);
    expect(body.user).toMatchObject({ suspended: true, suspendedReason: 'Chargeback fraud' });
    expect(body.user.suspendedAt).toEqual(expect.any(String));
  });

  it('an unknown user is 404, a malformed id 400 with the field', async () => {
    const unknown = await api.call(contract.admin.userDetails, {
      params: { id: randomUUID() },
      cookie: admin.cookie,
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorJson(unknown).message).toBe('User not found');
    const bad = await api.get('/api/admin/users/123/details', { cookie: admin.cookie });
    expect(bad.statusCode).toBe(400);
    expect(issuesByPath(bad).id).toBe('Not a valid id');
  });
});

describe('GET /api/admin/parents/:id/details', () => {
  it("lists the parent's players with relationship, isPrimary and the consent record", async () => {
    const { parent, alex, sam, consentDate } = await family();
    const res = await api.call(contract.admin.parentDetails, {
      params: { id: parent.id },
      cookie: admin.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = json(contract.admin.parentDetails, res);
    expect(body.parent).toEqual({ id: parent.id, name: 'Pat Parent', email: parent.email });
    expect(body.players).toEqual([
      {
        id: alex.id,
        slug: alex.slug,
        firstName: 'Alex',
        lastName: 'Anders',
        birthYear: alex.birthYear,
        profileStatus: alex.profileStatus,
        relationship: 'mother',
        isPrimary: true,
        consentGiven: true,
        consentParentName: 'Pat Parent',
        consentDate: consentDate.toISOString(),
        consentIpAddress: '203.0.113.9',
      },
      {
        id: sam.id,
        slug: sam.slug,
        firstName: 'Sam',
        lastName: 'Anders',
        birthYear: sam.birthYear,
        profileStatus: 'draft',
        relationship: 'father',
        isPrimary: false,
        consentGiven: false,
        consentParentName: null,
        consentDate: null,
        consentIpAddress: null,
      },
    ]);
  });

  it('a parent without players has an empty list', async () => {
    const lonely = await createUser(t.db, { role: 'PARENT' });
    const res = await api.call(contract.admin.parentDetails, {
      params: { id: lonely.id },
      cookie: admin.cookie,
    });
    expect(json(contract.admin.parentDetails, res).players).toEqual([]);
  });

  it("404 'User not found' for an unknown id, 404 'Parent not found' for a user who is not a parent, 400 for a bad id", async () => {
    const unknown = await api.call(contract.admin.parentDetails, {
      params: { id: randomUUID() },
      cookie: admin.cookie,
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorJson(unknown).message).toBe('User not found');
    const player = await createUser(t.db, { role: 'PLAYER' });
    const notParent = await api.call(contract.admin.parentDetails, {
      params: { id: player.id },
      cookie: admin.cookie,
    });
    expect(notParent.statusCode).toBe(404);
    expect(errorJson(notParent).message).toBe('Parent not found');
    const bad = await api.get('/api/admin/parents/nope/details', { cookie: admin.cookie });
    expect(bad.statusCode).toBe(400);
    expect(issuesByPath(bad).id).toBe('Not a valid id');
  });
});
