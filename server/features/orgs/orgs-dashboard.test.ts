import { beforeAll, describe, expect, it } from 'vitest';
import { api as endpoints } from '#common/api/index.ts';
import {
  orgSponsorships,
  playerTeamHistory,
  profileViews,
  recruiterListItems,
  recruiterLists,
  verificationEvidence,
} from '#server/db/schema/index.ts';
import { createOrganization, createPlayer, createTeam, createUser } from '#server/db/seed/factories.ts';
import { DAY_MS } from '#server/lib/tokens.ts';
import { json } from '#test/api-json.ts';
import { type OrgWorld, orgWorld } from '#test/org-members-kit.ts';
import { orgsCast } from '#test/orgs-cast-kit.ts';
import { birthYearForAge } from '#test/players-kit.ts';
import { uniqueEmail } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();
const { orgs } = endpoints;
const cast = orgsCast(t);

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
    const res = await api.call(endpoints.orgs.dashboard, {
      params: { orgId: dash.org.id },
      cookie: dash.verifier.cookie,
    });
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
    const res = await api.call(endpoints.orgs.dashboard, {
      params: { orgId: dash.org.id },
      cookie: dash.rosterStaff.cookie,
    });
    const body = json(orgs.dashboard, res, 200);
    expect(body.pendingVerifications).toBe(0);
    expect(body.listSaves).toBe(3);
    const byAdmin = json(
      orgs.dashboard,
      await api.call(endpoints.orgs.dashboard, { params: { orgId: dash.org.id }, cookie: cast.admin.cookie }),
      200,
    );
    expect(byAdmin.pendingVerifications).toBe(2);
  });

  it('answers zeros and no strength for an empty roster', async () => {
    const res = await api.call(endpoints.orgs.dashboard, {
      params: { orgId: cast.world.org.id },
      cookie: cast.world.staff.cookie,
    });
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
    expect((await api.get(url, { cookie: cast.world.owner.cookie })).statusCode).toBe(404);
    expect((await api.get(url)).statusCode).toBe(401);
    expect((await api.get(url, { cookie: cast.player.cookie })).statusCode).toBe(403);
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
    const res = await api.call(endpoints.orgs.bySlug, { params: { slug: 'public-page-club' } });
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
    expect((await api.call(endpoints.orgs.bySlug, { params: { slug: 'no-such-club' } })).statusCode).toBe(
      404,
    );
    expect((await api.get('/api/orgs/by-slug/Bad%20Slug!')).statusCode).toBe(400);
  });
});
