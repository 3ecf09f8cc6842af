import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as endpoints } from '#common/api/index.ts';
import { auditLogs, orgMembers } from '#server/db/schema/index.ts';
import { createOrganization } from '#server/db/seed/factories.ts';
import { errorJson, json } from '#test/api-json.ts';
import { addMember } from '#test/org-members-kit.ts';
import { orgsCast } from '#test/orgs-cast-kit.ts';
import { issuesByPath, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();
const { orgs } = endpoints;
const cast = orgsCast(t);

describe('GET /api/orgs/mine', () => {
  it("answers the caller's organization and membership", async () => {
    const owner = json(
      orgs.mine,
      await api.call(endpoints.orgs.mine, { cookie: cast.world.owner.cookie }),
      200,
    );
    expect(owner.organization?.id).toBe(cast.world.org.id);
    expect(owner.membership).toEqual({
      role: 'ORG_ADMIN',
      scopes: ['roster', 'verification'],
      isOwner: true,
    });
    const staff = json(
      orgs.mine,
      await api.call(endpoints.orgs.mine, { cookie: cast.world.rosterStaff.cookie }),
      200,
    );
    expect(staff.membership).toEqual({ role: 'ORG_STAFF', scopes: ['roster'], isOwner: false });
  });

  it('answers nulls for an organization account without an organization', async () => {
    const loner = await signIn(t, 'ORG_STAFF');
    const res = await api.call(endpoints.orgs.mine, { cookie: loner.cookie });
    expect(json(orgs.mine, res, 200)).toEqual({ organization: null, membership: null });
  });

  it('is for organization accounts only', async () => {
    expect((await api.call(endpoints.orgs.mine, {})).statusCode).toBe(401);
    expect((await api.call(endpoints.orgs.mine, { cookie: cast.player.cookie })).statusCode).toBe(403);
    expect((await api.call(endpoints.orgs.mine, { cookie: cast.admin.cookie })).statusCode).toBe(403);
  });
});

describe('GET /api/orgs/:orgId', () => {
  it('answers members with their membership, and admins without one', async () => {
    const params = { orgId: cast.world.org.id };
    const staff = json(orgs.get, await api.call(orgs.get, { params, cookie: cast.world.staff.cookie }), 200);
    expect(staff.organization).toMatchObject({ id: cast.world.org.id, name: 'North Stars Hockey Club' });
    expect(staff.membership).toEqual({ role: 'ORG_STAFF', scopes: [], isOwner: false });
    const asAdmin = json(orgs.get, await api.call(orgs.get, { params, cookie: cast.admin.cookie }), 200);
    expect(asAdmin.membership).toBeNull();
  });

  it('does not exist for another organization, and refuses others', async () => {
    const read = (cookie?: string) => api.call(orgs.get, { params: { orgId: cast.world.org.id }, cookie });
    expect((await read(cast.outsider.cookie)).statusCode).toBe(404);
    expect((await read()).statusCode).toBe(401);
    expect((await read(cast.player.cookie)).statusCode).toBe(403);
    expect((await api.get('/api/orgs/not-a-uuid', { cookie: cast.admin.cookie })).statusCode).toBe(400);
    const unknown = await api.call(endpoints.orgs.get, {
      params: { orgId: crypto.randomUUID() },
      cookie: cast.admin.cookie,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('ends at once for a member whose membership is not accepted', async () => {
    const invited = await signIn(t, 'ORG_STAFF');
    await t.db.insert(orgMembers).values({
      organizationId: cast.world.org.id,
      userId: invited.user.id,
      role: 'ORG_STAFF',
      acceptedAt: null,
    });
    const res = await api.call(endpoints.orgs.get, {
      params: { orgId: cast.world.org.id },
      cookie: invited.cookie,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('PATCH /api/orgs/:orgId', () => {
  it('lets an ORG_ADMIN member edit the profile; the slug stays and an audit row records it', async () => {
    const org = await createOrganization(t.db, { name: 'Old Name', slug: 'old-name-patch' });
    const orgAdmin = await addMember(t, org.id, 'ORG_ADMIN');
    const res = await api.call(endpoints.orgs.update, {
      params: { orgId: org.id },
      cookie: orgAdmin.cookie,
      body: {
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
    const cleared = await api.call(endpoints.orgs.update, {
      params: { orgId: org.id },
      cookie: orgAdmin.cookie,
      body: { website: '', logoUrl: '/media/club-logo_2.webp' },
    });
    expect(json(orgs.update, cleared, 200).organization).toMatchObject({
      website: null,
      logoUrl: '/media/club-logo_2.webp',
      name: 'New Name',
    });
  });

  it('answers 400 for a logo that is neither an upload nor https, and for unknown fields', async () => {
    const update = (bodyRaw: unknown) =>
      api.call(orgs.update, {
        params: { orgId: cast.world.org.id },
        cookie: cast.world.owner.cookie,
        bodyRaw,
      });
    for (const logoUrl of [
      'http://x.example.com/a.png',
      'data:image/png;base64,AAAA',
      '/media/',
      'logo.png',
    ]) {
      const res = await update({ logoUrl });
      expect(res.statusCode, logoUrl).toBe(400);
      expect(issuesByPath(res).logoUrl).toBe('Upload the logo, or give an https:// address of an image');
    }
    const slug = await update({ slug: 'new-slug' });
    expect(slug.statusCode).toBe(400);
    const name = await update({ name: '' });
    expect(name.statusCode).toBe(400);
  });

  it('refuses staff (403), another organization (404), anonymous (401); admins may', async () => {
    const update = (cookie?: string) =>
      api.call(orgs.update, {
        params: { orgId: cast.world.org.id },
        body: { description: 'Changed' },
        cookie,
      });
    for (const staff of [cast.world.staff, cast.world.rosterStaff, cast.world.verifier]) {
      const res = await update(staff.cookie);
      expect(res.statusCode).toBe(403);
      expect(errorJson(res).message).toContain('managing the organization');
    }
    expect((await update(cast.outsider.cookie)).statusCode).toBe(404);
    expect((await update()).statusCode).toBe(401);
    const byAdmin = await update(cast.admin.cookie);
    expect(json(orgs.update, byAdmin, 200).organization.description).toBe('Changed');
  });
});
