import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as endpoints } from '#common/api/index.ts';
import { adminAudit, auditLogs, emailQueue, organizations, orgInvitations } from '#server/db/schema/index.ts';
import { createUser } from '#server/db/seed/factories.ts';
import { DAY_MS, hashToken } from '#server/lib/tokens.ts';
import { errorJson, json } from '#test/api-json.ts';
import { orgsCast } from '#test/orgs-cast-kit.ts';
import { issuesByPath } from '#test/players-kit.ts';
import { latestEmailToken, uniqueEmail } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();
const { orgs } = endpoints;
const cast = orgsCast(t);

const create = (cookie: string | undefined, payload: unknown) =>
  api.call(endpoints.orgs.adminCreate, { cookie, bodyRaw: payload });

describe('POST /api/admin/organizations', () => {
  it('creates the organization with a slug from its name and e-mails the owner a 7-day invitation', async () => {
    const ownerEmail = uniqueEmail('owner');
    const before = Date.now();
    const res = await create(cast.admin.cookie, {
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
      invitedByUserId: cast.admin.user.id,
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
    expect(action).toMatchObject({ adminUserId: cast.admin.user.id, action: 'create_organization' });
  });

  it('keeps slugs unique with -2, -3 and never takes a reserved word', async () => {
    const slugOf = async (name: string) =>
      json(
        orgs.adminCreate,
        await create(cast.admin.cookie, { name, type: 'team', ownerEmail: uniqueEmail() }),
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
    const res = await create(cast.admin.cookie, {
      name: 'Parent Club',
      type: 'club',
      ownerEmail: parent.email,
    });
    expect(res.statusCode).toBe(409);
    expect(errorJson(res).message).toBe(
      `${parent.email} is registered as a parent account; organization accounts are separate. Use another email address.`,
    );
    const after = await orgCount();
    expect(after).toBe(before);
    const recruiter = await createUser(t.db, { role: 'RECRUITER' });
    const again = await create(cast.admin.cookie, {
      name: 'R Club',
      type: 'club',
      ownerEmail: recruiter.email,
    });
    expect(again.statusCode).toBe(409);
    expect(errorJson(again).message).toContain('registered as a recruiter account');
  });

  it('refuses an owner who already belongs to another organization', async () => {
    const res = await create(cast.admin.cookie, {
      name: 'Second Club',
      type: 'club',
      ownerEmail: cast.world.staff.user.email,
    });
    expect(res.statusCode).toBe(409);
    expect(errorJson(res).message).toBe(
      `${cast.world.staff.user.email} is already a member of North Stars Hockey Club; an account belongs to one organization. Use another email address.`,
    );
  });

  it('accepts an organization account that belongs to no organization as owner', async () => {
    const free = await createUser(t.db, { role: 'ORG_STAFF' });
    const res = await create(cast.admin.cookie, {
      name: 'Free Club',
      type: 'school',
      ownerEmail: free.email,
    });
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
      const res = await create(cast.admin.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(issuesByPath(res))).toContain(field);
    }
    const unknown = await create(cast.admin.cookie, { ...base, ownerUserId: cast.admin.user.id });
    expect(unknown.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const payload = { name: 'Sneaky', type: 'club', ownerEmail: uniqueEmail() };
    expect((await create(undefined, payload)).statusCode).toBe(401);
    expect((await create(cast.world.owner.cookie, payload)).statusCode).toBe(403);
    expect((await create(cast.player.cookie, payload)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/organizations', () => {
  it('lists every organization with its owner, the pending owner invitation and counts', async () => {
    const ownerEmail = uniqueEmail('pending-owner');
    const created = json(
      orgs.adminCreate,
      await create(cast.admin.cookie, { name: 'Awaiting Owner', type: 'team', ownerEmail }),
      201,
    );
    const res = await api.call(endpoints.orgs.adminList, { cookie: cast.admin.cookie });
    const { organizations: rows } = json(orgs.adminList, res, 200);
    expect(rows.find((r) => r.id === cast.world.org.id)).toMatchObject({
      name: 'North Stars Hockey Club',
      ownerName: 'Olive Owner',
      ownerEmail: cast.world.owner.user.email,
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
    expect((await api.call(endpoints.orgs.adminList, {})).statusCode).toBe(401);
    expect((await api.call(endpoints.orgs.adminList, { cookie: cast.world.owner.cookie })).statusCode).toBe(
      403,
    );
  });
});
