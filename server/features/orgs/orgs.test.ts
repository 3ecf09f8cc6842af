import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api as endpoints } from '#common/api/index.ts';
import {
  adminAudit,
  auditLogs,
  emailQueue,
  organizations,
  orgInvitations,
  orgMembers,
  orgSponsorships,
  playerTeamHistory,
  profileViews,
  recruiterListItems,
  recruiterLists,
  verificationEvidence,
} from '#server/db/schema/index.ts';
import { createOrganization, createPlayer, createTeam, createUser } from '#server/db/seed/factories.ts';
import { DAY_MS, hashToken } from '#server/lib/tokens.ts';
import { errorJson, json } from '../../../test/api-json.ts';
import { addMember, type OrgWorld, orgWorld } from '../../../test/org-members-kit.ts';
import { birthYearForAge, issuesByPath, type SignedIn, signIn } from '../../../test/players-kit.ts';
import { latestEmailToken, uniqueEmail } from '../../../test/test-app.ts';
import { withTestApp } from '../../../test/with-test-app.ts';

const { t, api } = withTestApp();
const { orgs } = endpoints;

let admin: SignedIn;
let player: SignedIn;
let world: OrgWorld;
/** A member of another organization: ours does not exist for them. */
let outsider: SignedIn;

beforeAll(async () => {
  admin = await signIn(t, 'ADMIN', 'Ada Admin');
  player = await signIn(t, 'PLAYER');
  world = await orgWorld(t, { name: 'North Stars Hockey Club' });
  outsider = (await orgWorld(t)).owner;
});

const create = (cookie: string | undefined, payload: unknown) =>
  api.post('/api/admin/organizations', { cookie, payload });

describe('POST /api/admin/organizations', () => {
  it('creates the organization with a slug from its name and e-mails the owner a 7-day invitation', async () => {
    const ownerEmail = uniqueEmail('owner');
    const before = Date.now();
    const res = await create(admin.cookie, {
      name: '  Côte-Nord Élite Hockey ',
      type: 'club',
      website: 'https://cote-nord.example.com',
      logoUrl: '/media/logo-1.png',
      ownerEmail: ownerEmail.toUpperCase(),
    });
    const body = json(orgs.adminCreate, res, 201);
    expect(body.organization).toMatchObject({
      name: 'Côte-Nord Élite Hockey',
      slug: 'cote-nord-elite-hockey',
      type: 'club',
      website: 'https://cote-nord.example.com',
      logoUrl: '/media/logo-1.png',
    });
    expect(body.invitation.email).toBe(ownerEmail);
    expect(body.message).toContain(ownerEmail);

    const [invitation] = await t.db
      .select()
      .from(orgInvitations)
      .where(eq(orgInvitations.organizationId, body.organization.id));
    const token = await latestEmailToken(t.db, ownerEmail, 'org_invitation');
    expect(invitation).toMatchObject({
      email: ownerEmail,
      role: 'ORG_ADMIN',
      scopes: [],
      asOwner: true,
      status: 'pending',
      invitedByUserId: admin.user.id,
      token: hashToken(token),
    });
    const days = (invitation!.expiresAt.getTime() - before) / DAY_MS;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const [mail] = await t.db.select().from(emailQueue).where(eq(emailQueue.to, ownerEmail));
    expect(mail!.body).toContain(`http://localhost:3000/org-invite/${token}`);
    expect(mail!.body).toContain('Côte-Nord Élite Hockey');

    const events = await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, body.organization.id));
    expect(events.map((e) => e.eventType).sort()).toEqual(['org_created', 'org_member_invited']);
    const [action] = await t.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.targetId, body.organization.id));
    expect(action).toMatchObject({ adminUserId: admin.user.id, action: 'create_organization' });
  });

  it('keeps slugs unique with -2, -3 and never takes a reserved word', async () => {
    const slugOf = async (name: string) =>
      json(
        orgs.adminCreate,
        await create(admin.cookie, { name, type: 'team', ownerEmail: uniqueEmail() }),
        201,
      ).organization.slug;
    expect(await slugOf('Lakeside Lions')).toBe('lakeside-lions');
    expect(await slugOf('Lakeside LIONS')).toBe('lakeside-lions-2');
    expect(await slugOf('lakeside  lions!')).toBe('lakeside-lions-3');
    expect(await slugOf('Dashboard')).toBe('dashboard-2');
    expect(await slugOf('Roster')).toBe('roster-2');
    expect(await slugOf('Settings')).toBe('settings-2');
    expect(await slugOf('Verification')).toBe('verification-2');
    expect(await slugOf('Ωμέγα')).toBe('organization');
  });

  it('refuses an owner address of a family or recruiter account, saying why, and creates nothing', async () => {
    const parent = await createUser(t.db, { role: 'PARENT', email: uniqueEmail('parent') });
    const orgCount = async () => (await t.db.select({ n: count() }).from(organizations))[0]!.n;
    const before = await orgCount();
    const res = await create(admin.cookie, { name: 'Parent Club', type: 'club', ownerEmail: parent.email });
    expect(res.statusCode).toBe(409);
    expect(errorJson(res).message).toBe(
      `${parent.email} is registered as a parent account; organization accounts are separate. Use another email address.`,
    );
    const after = await orgCount();
    expect(after).toBe(before);
    const recruiter = await createUser(t.db, { role: 'RECRUITER' });
    const again = await create(admin.cookie, { name: 'R Club', type: 'club', ownerEmail: recruiter.email });
    expect(again.statusCode).toBe(409);
    expect(errorJson(again).message).toContain('registered as a recruiter account');
  });

  it('refuses an owner who already belongs to another organization', async () => {
    const res = await create(admin.cookie, {
      name: 'Second Club',
      type: 'club',
      ownerEmail: world.staff.user.email,
    });
    expect(res.statusCode).toBe(409);
    expect(errorJson(res).message).toBe(
      `${world.staff.user.email} is already a member of North Stars Hockey Club; an account belongs to one organization. Use another email address.`,
    );
  });

  it('accepts an organization account that belongs to no organization as owner', async () => {
    const free = await createUser(t.db, { role: 'ORG_STAFF' });
    const res = await create(admin.cookie, { name: 'Free Club', type: 'school', ownerEmail: free.email });
    expect(res.statusCode).toBe(201);
  });

  it('answers 400 for bad input, naming the field', async () => {
    const base = { name: 'Good', type: 'club', ownerEmail: uniqueEmail() };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, name: '  ' }, 'name'],
      [{ ...base, type: 'league' }, 'type'],
      [{ ...base, ownerEmail: 'not-an-email' }, 'ownerEmail'],
      [{ ...base, website: 'javascript:alert(1)' }, 'website'],
      [{ ...base, logoUrl: 'http://insecure.example.com/logo.png' }, 'logoUrl'],
      [{ ...base, logoUrl: 'javascript:alert(1)' }, 'logoUrl'],
      [{ ...base, logoUrl: '/media/../secrets' }, 'logoUrl'],
      [{ ...base, logoUrl: '/uploads/logo.png' }, 'logoUrl'],
    ];
    for (const [payload, field] of cases) {
      const res = await create(admin.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(issuesByPath(res))).toContain(field);
    }
    const unknown = await create(admin.cookie, { ...base, ownerUserId: admin.user.id });
    expect(unknown.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const payload = { name: 'Sneaky', type: 'club', ownerEmail: uniqueEmail() };
    expect((await create(undefined, payload)).statusCode).toBe(401);
    expect((await create(world.owner.cookie, payload)).statusCode).toBe(403);
    expect((await create(player.cookie, payload)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/organizations', () => {
  it('lists every organization with its owner, the pending owner invitation and counts', async () => {
    const ownerEmail = uniqueEmail('pending-owner');
    const created = json(
      orgs.adminCreate,
      await create(admin.cookie, { name: 'Awaiting Owner', type: 'team', ownerEmail }),
      201,
    );
    const res = await api.get('/api/admin/organizations', { cookie: admin.cookie });
    const { organizations: rows } = json(orgs.adminList, res, 200);
    expect(rows.find((r) => r.id === world.org.id)).toMatchObject({
      name: 'North Stars Hockey Club',
      ownerName: 'Olive Owner',
      ownerEmail: world.owner.user.email,
      pendingOwnerEmail: null,
      members: 4,
      activeRoster: 0,
    });
    expect(rows.find((r) => r.id === created.organization.id)).toMatchObject({
      ownerName: null,
      ownerEmail: null,
      pendingOwnerEmail: ownerEmail,
      members: 0,
    });
  });

  it('is for admins only', async () => {
    expect((await api.get('/api/admin/organizations')).statusCode).toBe(401);
    expect((await api.get('/api/admin/organizations', { cookie: world.owner.cookie })).statusCode).toBe(403);
  });
});

describe('GET /api/orgs/mine', () => {
  it("answers the caller's organization and membership", async () => {
    const owner = json(orgs.mine, await api.get('/api/orgs/mine', { cookie: world.owner.cookie }), 200);
    expect(owner.organization?.id).toBe(world.org.id);
    expect(owner.membership).toEqual({
      role: 'ORG_ADMIN',
      scopes: ['roster', 'verification'],
      isOwner: true,
    });
    const staff = json(orgs.mine, await api.get('/api/orgs/mine', { cookie: world.rosterStaff.cookie }), 200);
    expect(staff.membership).toEqual({ role: 'ORG_STAFF', scopes: ['roster'], isOwner: false });
  });

  it('answers nulls for an organization account without an organization', async () => {
    const loner = await signIn(t, 'ORG_STAFF');
    const res = await api.get('/api/orgs/mine', { cookie: loner.cookie });
    expect(json(orgs.mine, res, 200)).toEqual({ organization: null, membership: null });
  });

  it('is for organization accounts only', async () => {
    expect((await api.get('/api/orgs/mine')).statusCode).toBe(401);
    expect((await api.get('/api/orgs/mine', { cookie: player.cookie })).statusCode).toBe(403);
    expect((await api.get('/api/orgs/mine', { cookie: admin.cookie })).statusCode).toBe(403);
  });
});

describe('GET /api/orgs/:orgId', () => {
  it('answers members with their membership, and admins without one', async () => {
    const url = `/api/orgs/${world.org.id}`;
    const staff = json(orgs.get, await api.get(url, { cookie: world.staff.cookie }), 200);
    expect(staff.organization).toMatchObject({ id: world.org.id, name: 'North Stars Hockey Club' });
    expect(staff.membership).toEqual({ role: 'ORG_STAFF', scopes: [], isOwner: false });
    const asAdmin = json(orgs.get, await api.get(url, { cookie: admin.cookie }), 200);
    expect(asAdmin.membership).toBeNull();
  });

  it('does not exist for another organization, and refuses others', async () => {
    const url = `/api/orgs/${world.org.id}`;
    expect((await api.get(url, { cookie: outsider.cookie })).statusCode).toBe(404);
    expect((await api.get(url)).statusCode).toBe(401);
    expect((await api.get(url, { cookie: player.cookie })).statusCode).toBe(403);
    expect((await api.get('/api/orgs/not-a-uuid', { cookie: admin.cookie })).statusCode).toBe(400);
    const unknown = await api.get(`/api/orgs/${crypto.randomUUID()}`, { cookie: admin.cookie });
    expect(unknown.statusCode).toBe(404);
  });

  it('ends at once for a member whose membership is not accepted', async () => {
    const invited = await signIn(t, 'ORG_STAFF');
    await t.db
      .insert(orgMembers)
      .values({ organizationId: world.org.id, userId: invited.user.id, role: 'ORG_STAFF', acceptedAt: null });
    const res = await api.get(`/api/orgs/${world.org.id}`, { cookie: invited.cookie });
    expect(res.statusCode).toBe(404);
  });
});

describe('PATCH /api/orgs/:orgId', () => {
  it('lets an ORG_ADMIN member edit the profile; the slug stays and an audit row records it', async () => {
    const org = await createOrganization(t.db, { name: 'Old Name', slug: 'old-name-patch' });
    const orgAdmin = await addMember(t, org.id, 'ORG_ADMIN');
    const res = await api.patch(`/api/orgs/${org.id}`, {
      cookie: orgAdmin.cookie,
      payload: {
        name: 'New Name',
        type: 'school',
        description: 'A school program.',
        city: 'Québec',
        region: 'QC',
        website: 'https://school.example.com',
        logoUrl: 'https://cdn.example.com/logo.png',
      },
    });
    const body = json(orgs.update, res, 200);
    expect(body.organization).toMatchObject({
      name: 'New Name',
      slug: 'old-name-patch',
      type: 'school',
      description: 'A school program.',
      city: 'Québec',
      logoUrl: 'https://cdn.example.com/logo.png',
    });
    const [event] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, org.id), eq(auditLogs.eventType, 'org_updated')));
    expect(event).toMatchObject({ userId: orgAdmin.user.id });
    expect(event!.changes).toMatchObject({ name: { from: 'Old Name', to: 'New Name' } });

    // An empty string clears an optional field; an uploaded image path is a logo.
    const cleared = await api.patch(`/api/orgs/${org.id}`, {
      cookie: orgAdmin.cookie,
      payload: { website: '', logoUrl: '/media/club-logo_2.webp' },
    });
    expect(json(orgs.update, cleared, 200).organization).toMatchObject({
      website: null,
      logoUrl: '/media/club-logo_2.webp',
      name: 'New Name',
    });
  });

  it('answers 400 for a logo that is neither an upload nor https, and for unknown fields', async () => {
    const url = `/api/orgs/${world.org.id}`;
    for (const logoUrl of [
      'http://x.example.com/a.png',
      'data:image/png;base64,AAAA',
      '/media/',
      'logo.png',
    ]) {
      const res = await api.patch(url, { cookie: world.owner.cookie, payload: { logoUrl } });
      expect(res.statusCode, logoUrl).toBe(400);
      expect(issuesByPath(res).logoUrl).toBe('Upload the logo, or give an https:// address of an image');
    }
    const slug = await api.patch(url, { cookie: world.owner.cookie, payload: { slug: 'new-slug' } });
    expect(slug.statusCode).toBe(400);
    const name = await api.patch(url, { cookie: world.owner.cookie, payload: { name: '' } });
    expect(name.statusCode).toBe(400);
  });

  it('refuses staff (403), another organization (404), anonymous (401); admins may', async () => {
    const url = `/api/orgs/${world.org.id}`;
    const payload = { description: 'Changed' };
    for (const staff of [world.staff, world.rosterStaff, world.verifier]) {
      const res = await api.patch(url, { cookie: staff.cookie, payload });
      expect(res.statusCode).toBe(403);
      expect(errorJson(res).message).toContain('managing the organization');
    }
    expect((await api.patch(url, { cookie: outsider.cookie, payload })).statusCode).toBe(404);
    expect((await api.patch(url, { payload })).statusCode).toBe(401);
    const byAdmin = await api.patch(url, { cookie: admin.cookie, payload });
    expect(json(orgs.update, byAdmin, 200).organization.description).toBe('Changed');
  });
});

describe('GET /api/orgs/:orgId/dashboard', () => {
  let dash: OrgWorld;
  const now = Date.now();

  beforeAll(async () => {
    dash = await orgWorld(t, { name: 'Dashboard Figures Club' });
    const team = await createTeam(t.db, { name: 'Figures U18' });
    const active1 = await createPlayer(t.db, {
      bio: 'A long enough biography here.',
      heightCm: '180',
      weightKg: '80',
    });
    const active2 = await createPlayer(t.db, { bio: 'Another long biography for me.' });
    await t.db.insert(playerTeamHistory).values({ playerId: active2.id, teamId: team.id, season: '2024-25' });
    const invited = await createPlayer(t.db);
    const lapsed = await createPlayer(t.db);
    const storedExpired = await createPlayer(t.db);
    const revoked = await createPlayer(t.db);
    const past = new Date(now - DAY_MS);
    const future = new Date(now + 10 * DAY_MS);
    const org = dash.org.id;
    await t.db.insert(orgSponsorships).values([
      { organizationId: org, playerId: active1.id, status: 'active', startedAt: new Date() },
      { organizationId: org, playerId: active2.id, status: 'active', startedAt: new Date() },
      { organizationId: org, playerId: invited.id, status: 'invited', expiresAt: future },
      { organizationId: org, playerId: lapsed.id, status: 'invited', expiresAt: past },
      { organizationId: org, playerId: storedExpired.id, status: 'expired' },
      { organizationId: org, playerId: revoked.id, status: 'revoked', endReason: 'revoked' },
      {
        organizationId: org,
        playerId: null,
        invitedEmail: uniqueEmail(),
        status: 'invited',
        expiresAt: future,
      },
      {
        organizationId: org,
        playerId: null,
        invitedEmail: uniqueEmail(),
        status: 'invited',
        expiresAt: future,
      },
      {
        organizationId: org,
        playerId: null,
        invitedEmail: uniqueEmail(),
        status: 'invited',
        expiresAt: past,
      },
    ]);
    // Views: two recent of active players count; one 40 days old and one of an invited player do not.
    const view = (playerId: string, key: string, daysAgo: number) => ({
      playerId,
      viewerRole: 'RECRUITER',
      viewerKey: key,
      viewedOn: new Date(now - daysAgo * DAY_MS).toISOString().slice(0, 10),
      createdAt: new Date(now - daysAgo * DAY_MS),
    });
    await t.db
      .insert(profileViews)
      .values([
        view(active1.id, 'a', 1),
        view(active2.id, 'b', 29),
        view(active1.id, 'c', 40),
        view(invited.id, 'd', 1),
      ]);
    const recruiter = await createUser(t.db, { role: 'RECRUITER' });
    const lists = await t.db
      .insert(recruiterLists)
      .values([
        { ownerUserId: recruiter.id, name: 'One' },
        { ownerUserId: recruiter.id, name: 'Two' },
      ])
      .returning();
    await t.db.insert(recruiterListItems).values([
      { listId: lists[0]!.id, playerId: active1.id },
      { listId: lists[1]!.id, playerId: active1.id },
      { listId: lists[0]!.id, playerId: active2.id },
      { listId: lists[1]!.id, playerId: invited.id },
    ]);
    await t.db.insert(verificationEvidence).values([
      { playerId: active1.id, url: 'https://team.example.com/roster', status: 'pending' },
      { playerId: active2.id, url: 'https://team.example.com/roster', status: 'pending' },
      { playerId: active1.id, url: 'https://team.example.com/old', status: 'verified' },
      { playerId: invited.id, url: 'https://team.example.com/roster', status: 'pending' },
    ]);
  });

  it('counts the roster by status, views of 30 days, list saves, strength and pending evidence', async () => {
    const res = await api.get(`/api/orgs/${dash.org.id}/dashboard`, { cookie: dash.verifier.cookie });
    const body = json(orgs.dashboard, res, 200);
    expect(body.organization.id).toBe(dash.org.id);
    expect(body.membership).toEqual({ role: 'ORG_STAFF', scopes: ['verification'], isOwner: false });
    expect(body.roster).toEqual({ active: 2, invited: 1, pending: 2, expired: 3, revoked: 1 });
    expect(body.profileViews30d).toBe(2);
    expect(body.listSaves).toBe(3);
    // 20 (bio, height and weight) and 25 (bio, team history): a mean of 22.5, rounded.
    expect(body.averageProfileStrength).toBe(23);
    expect(body.pendingVerifications).toBe(2);
  });

  it('shows no pending verifications to staff without the verification scope', async () => {
    const res = await api.get(`/api/orgs/${dash.org.id}/dashboard`, { cookie: dash.rosterStaff.cookie });
    const body = json(orgs.dashboard, res, 200);
    expect(body.pendingVerifications).toBe(0);
    expect(body.listSaves).toBe(3);
    const byAdmin = json(
      orgs.dashboard,
      await api.get(`/api/orgs/${dash.org.id}/dashboard`, { cookie: admin.cookie }),
      200,
    );
    expect(byAdmin.pendingVerifications).toBe(2);
  });

  it('answers zeros and no strength for an empty roster', async () => {
    const res = await api.get(`/api/orgs/${world.org.id}/dashboard`, { cookie: world.staff.cookie });
    expect(json(orgs.dashboard, res, 200)).toMatchObject({
      roster: { active: 0, invited: 0, pending: 0, expired: 0, revoked: 0 },
      profileViews30d: 0,
      listSaves: 0,
      averageProfileStrength: null,
      pendingVerifications: 0,
    });
  });

  it('does not exist for another organization, and refuses others', async () => {
    const url = `/api/orgs/${dash.org.id}/dashboard`;
    expect((await api.get(url, { cookie: world.owner.cookie })).statusCode).toBe(404);
    expect((await api.get(url)).statusCode).toBe(401);
    expect((await api.get(url, { cookie: player.cookie })).statusCode).toBe(403);
  });
});

describe('GET /api/orgs/by-slug/:slug', () => {
  it('shows the program and its active roster players whose profiles are active, to anyone', async () => {
    const org = await createOrganization(t.db, {
      name: 'Public Page Club',
      slug: 'public-page-club',
      website: 'https://ppc.example.com',
    });
    const shown = await createPlayer(t.db, { firstName: 'Avery', lastName: 'Shown' });
    const teenConsented = await createPlayer(t.db, {
      firstName: 'Billie',
      lastName: 'Teen',
      birthYear: birthYearForAge(15),
    });
    const draftMinor = await createPlayer(t.db, {
      firstName: 'Hidden',
      lastName: 'Minor',
      birthYear: birthYearForAge(15),
      profileStatus: 'pending_consent',
    });
    const invitedOnly = await createPlayer(t.db, { firstName: 'Invited', lastName: 'Only' });
    const revoked = await createPlayer(t.db, { firstName: 'Revoked', lastName: 'Gone' });
    await t.db.insert(orgSponsorships).values([
      { organizationId: org.id, playerId: shown.id, status: 'active' },
      { organizationId: org.id, playerId: teenConsented.id, status: 'active' },
      { organizationId: org.id, playerId: draftMinor.id, status: 'active' },
      {
        organizationId: org.id,
        playerId: invitedOnly.id,
        status: 'invited',
        expiresAt: new Date(Date.now() + DAY_MS),
      },
      { organizationId: org.id, playerId: revoked.id, status: 'revoked' },
    ]);
    const res = await api.get('/api/orgs/by-slug/public-page-club');
    const body = json(orgs.bySlug, res, 200);
    expect(body.organization).toMatchObject({
      id: org.id,
      name: 'Public Page Club',
      website: 'https://ppc.example.com',
    });
    expect(body.roster.map((p) => p.id)).toEqual([shown.id, teenConsented.id]);
    expect(body.roster[0]).toEqual({
      id: shown.id,
      slug: shown.slug,
      firstName: 'Avery',
      lastName: 'Shown',
      positions: ['C'],
      birthYear: shown.birthYear,
      currentTeamName: null,
      category: 'MALE',
      showCategory: shown.showCategory,
      verificationStatus: shown.verificationStatus,
      profileImageUrl: null,
      commitment: null,
    });
    expect(res.body).not.toContain('Hidden');
  });

  it('answers 404 for an unknown slug and 400 for one that cannot be a slug', async () => {
    expect((await api.get('/api/orgs/by-slug/no-such-club')).statusCode).toBe(404);
    expect((await api.get('/api/orgs/by-slug/Bad%20Slug!')).statusCode).toBe(400);
  });
});
