import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api as endpoints } from '#common/api/index.ts';
import { auditLogs, emailQueue, orgSponsorships, players } from '#server/db/schema/index.ts';
import { createPlayer, linkParent } from '#server/db/seed/factories.ts';
import { errorJson, json } from '#test/api-json.ts';
import { birthYearForAge, linkedParent, ownedPlayer, signIn } from '#test/players-kit.ts';
import { invitationToken, type RosterOrg, rosterOrg, sponsorshipOf } from '#test/roster-kit.ts';
import { uniqueEmail } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { MAX_OPEN_SPONSORSHIP_INVITATIONS } from './roster.service.ts';

const { t, api } = withTestApp();
const { roster } = endpoints.orgs;

let world: RosterOrg;
beforeAll(async () => {
  world = await rosterOrg(t);
});

const rosterUrl = (orgId = world.org.id) => `/api/orgs/${orgId}/roster`;
const grant = { teamHistory: true, schedule: false, stats: true };

async function emailsTo(to: string) {
  return t.db
    .select()
    .from(emailQueue)
    .where(and(eq(emailQueue.to, to), eq(emailQueue.emailType, 'sponsorship_invitation')));
}

describe('roster.add by player', () => {
  it('invites an adult at their account address, with a 14-day link, an audit row and the entry', async () => {
    const { owner, player } = await ownedPlayer(t);
    const res = await api.post(rosterUrl(), {
      cookie: world.rosterStaff.cookie,
      payload: { playerId: player.id, fieldControl: grant },
    });
    const body = json(roster.add, res, 201);
    expect(body.entry.status).toBe('invited');
    expect(body.entry.player?.id).toBe(player.id);
    expect(body.entry.fieldControl).toEqual(grant);
    expect(body.entry.profileStrength).toBeTypeOf('number');
    const days = (Date.parse(body.entry.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const mails = await emailsTo(owner.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('/sponsorship-invite/');
    const row = await sponsorshipOf(t, world.org.id, player.id);
    // Only the hash is stored.
    expect(row!.token).toHaveLength(64);
    expect(mails[0]!.body).not.toContain(row!.token!);
    const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, row!.id));
    expect(audits.map((a) => a.eventType)).toEqual(['sponsorship_changed']);
  });

  it('refreshes an open invitation (new token, old link void) and refuses a player already active', async () => {
    const { owner, player } = await ownedPlayer(t);
    const payload = { playerId: player.id };
    json(roster.add, await api.post(rosterUrl(), { cookie: world.owner.cookie, payload }), 201);
    const first = await invitationToken(t, owner.user.email);
    json(roster.add, await api.post(rosterUrl(), { cookie: world.owner.cookie, payload }), 201);
    const second = await invitationToken(t, owner.user.email);
    expect(second).not.toBe(first);
    expect(
      (await api.call(endpoints.orgs.sponsorships.byToken, { params: { token: first } })).statusCode,
    ).toBe(404);
    expect(
      (await api.call(endpoints.orgs.sponsorships.byToken, { params: { token: second } })).statusCode,
    ).toBe(200);
    await t.db
      .update(orgSponsorships)
      .set({ status: 'active', token: null })
      .where(eq(orgSponsorships.playerId, player.id));
    const again = await api.post(rosterUrl(), { cookie: world.owner.cookie, payload });
    expect(again.statusCode).toBe(409);
    expect(errorJson(again).message).toContain('already on your roster');
  });

  it('invites again after a revocation', async () => {
    const { player } = await ownedPlayer(t);
    const payload = { playerId: player.id };
    json(roster.add, await api.post(rosterUrl(), { cookie: world.owner.cookie, payload }), 201);
    json(roster.revoke, await api.del(`${rosterUrl()}/${player.id}`, { cookie: world.owner.cookie }), 200);
    const res = await api.post(rosterUrl(), { cookie: world.owner.cookie, payload });
    const body = json(roster.add, res, 201);
    expect(body.entry.status).toBe('invited');
    expect(body.entry.endReason).toBeNull();
  });

  it('e-mails every linked parent of a minor with consent', async () => {
    const player = await createPlayer(t.db, { birthYear: birthYearForAge(15) });
    const mom = await linkedParent(t, player.id);
    const dad = await linkedParent(t, player.id);
    json(
      roster.add,
      await api.post(rosterUrl(), { cookie: world.owner.cookie, payload: { playerId: player.id } }),
      201,
    );
    expect(await emailsTo(mom.user.email)).toHaveLength(1);
    expect(await emailsTo(dad.user.email)).toHaveLength(1);
  });

  it('refuses a minor without recorded consent, a minor without a parent and an adult without an account (409)', async () => {
    const noConsent = await createPlayer(t.db, {
      birthYear: birthYearForAge(15),
      parentalConsentGiven: false,
      parentalConsentDate: null,
    });
    const parent = await signIn(t, 'PARENT');
    await linkParent(t.db, { playerId: noConsent.id, parentUserId: parent.user.id });
    const orphan = await createPlayer(t.db, { birthYear: birthYearForAge(15) });
    const noAccount = await createPlayer(t.db, { birthYear: birthYearForAge(19) });
    const cases = [
      [noConsent.id, 'parental consent'],
      [orphan.id, 'no linked parent'],
      [noAccount.id, 'This profile has no account to answer. Invite the family by email instead.'],
    ] as const;
    for (const [playerId, text] of cases) {
      const res = await api.post(rosterUrl(), { cookie: world.owner.cookie, payload: { playerId } });
      expect(res.statusCode, text).toBe(409);
      expect(errorJson(res).message).toContain(text);
      expect(await sponsorshipOf(t, world.org.id, playerId)).toBeUndefined();
    }
    expect(await emailsTo(parent.user.email)).toHaveLength(0);
  });

  it('answers 404 for a hidden or unknown profile', async () => {
    const { player } = await ownedPlayer(t, { profileStatus: 'draft' });
    for (const playerId of [player.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await api.post(rosterUrl(), { cookie: world.owner.cookie, payload: { playerId } });
      expect(res.statusCode).toBe(404);
      expect(errorJson(res).message).toBe('Player not found.');
    }
  });
});

describe('roster.add by e-mail', () => {
  it('keeps one open invitation per address (refreshed on repeat) that reads pending', async () => {
    const email = uniqueEmail('family');
    const first = json(
      roster.add,
      await api.post(rosterUrl(), {
        cookie: world.rosterStaff.cookie,
        payload: { email: email.toUpperCase(), name: 'Sam Family' },
      }),
      201,
    );
    expect(first.entry.status).toBe('pending');
    expect(first.entry.player).toBeNull();
    expect(first.entry.invitedEmail).toBe(email);
    expect(first.entry.invitedName).toBe('Sam Family');
    const second = json(
      roster.add,
      await api.post(rosterUrl(), { cookie: world.rosterStaff.cookie, payload: { email } }),
      201,
    );
    expect(second.entry.id).toBe(first.entry.id);
    expect(second.entry.invitedName).toBe('Sam Family');
    expect(await emailsTo(email)).toHaveLength(2);
  });

  it('refuses bad input with 400 and a message', async () => {
    for (const payload of [
      {},
      { email: 'not-an-address' },
      { playerId: 'x' },
      { email: 'a@b.co', extra: 1 },
    ]) {
      const res = await api.post(rosterUrl(), { cookie: world.owner.cookie, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorJson(res).message).toBeTruthy();
    }
  });

  it(`stops at ${MAX_OPEN_SPONSORSHIP_INVITATIONS} open invitations per organization (403), expired ones not counted`, async () => {
    const { org, owner } = await rosterOrg(t);
    const future = new Date(Date.now() + 86_400_000);
    await t.db.insert(orgSponsorships).values(
      Array.from({ length: MAX_OPEN_SPONSORSHIP_INVITATIONS }, (_, i) => ({
        organizationId: org.id,
        invitedEmail: `bulk${i}@example.com`,
        status: 'invited' as const,
        expiresAt: i === 0 ? new Date(Date.now() - 1000) : future,
      })),
    );
    json(
      roster.add,
      await api.post(rosterUrl(org.id), { cookie: owner.cookie, payload: { email: uniqueEmail() } }),
      201,
    );
    const res = await api.post(rosterUrl(org.id), {
      cookie: owner.cookie,
      payload: { email: uniqueEmail() },
    });
    expect(res.statusCode).toBe(403);
    expect(errorJson(res).code).toBe('LIMIT_REACHED');
    // Re-sending an open one does not take another slot.
    json(
      roster.add,
      await api.post(rosterUrl(org.id), { cookie: owner.cookie, payload: { email: 'bulk5@example.com' } }),
      201,
    );
  });
});

describe('roster access', () => {
  it('answers 401 without a session, 404 to another organization, 403 to staff without the roster scope', async () => {
    const { player } = await ownedPlayer(t);
    const calls = [
      (cookie: string) => api.post(rosterUrl(), { cookie, payload: { playerId: player.id } }),
      (cookie: string) => api.del(`${rosterUrl()}/${player.id}`, { cookie }),
      (cookie: string) =>
        api.del(`${rosterUrl()}/invitations/00000000-0000-4000-8000-000000000000`, { cookie }),
    ];
    for (const call of calls) {
      expect((await call('')).statusCode).toBe(401);
      expect((await call(world.outsider.cookie)).statusCode).toBe(404);
      const staff = await call(world.verifier.cookie);
      expect(staff.statusCode).toBe(403);
      expect(errorJson(staff).message).toContain('managing the roster');
    }
    expect(await sponsorshipOf(t, world.org.id, player.id)).toBeUndefined();
    // Any member reads the roster; another organization and anonymous callers do not.
    expect((await api.get(rosterUrl(), { cookie: world.verifier.cookie })).statusCode).toBe(200);
    expect((await api.get(rosterUrl(), { cookie: world.outsider.cookie })).statusCode).toBe(404);
    expect((await api.get(rosterUrl())).statusCode).toBe(401);
    const family = await signIn(t, 'PARENT');
    expect((await api.get(rosterUrl(), { cookie: family.cookie })).statusCode).toBe(403);
  });

  it("does not touch another organization's sponsorship through its own ids", async () => {
    const { player } = await ownedPlayer(t);
    json(
      roster.add,
      await api.post(rosterUrl(), { cookie: world.owner.cookie, payload: { playerId: player.id } }),
      201,
    );
    const res = await api.del(`${rosterUrl()}/${player.id}`, { cookie: world.outsider.cookie });
    expect(res.statusCode).toBe(404);
    expect((await sponsorshipOf(t, world.org.id, player.id))!.status).toBe('invited');
  });
});

describe('roster.list statuses', () => {
  it('shows active, invited, pending, expired and revoked, newest first, and filters by status', async () => {
    const { org, owner } = await rosterOrg(t);
    const url = rosterUrl(org.id);
    const a = await ownedPlayer(t);
    const b = await ownedPlayer(t);
    const c = await ownedPlayer(t);
    const d = await ownedPlayer(t);
    const hidden = await ownedPlayer(t);
    for (const p of [a, b, c, d, hidden]) {
      json(
        roster.add,
        await api.post(url, { cookie: owner.cookie, payload: { playerId: p.player.id } }),
        201,
      );
    }
    json(roster.add, await api.post(url, { cookie: owner.cookie, payload: { email: uniqueEmail() } }), 201);
    await t.db
      .update(orgSponsorships)
      .set({ status: 'active', token: null, startedAt: new Date() })
      .where(eq(orgSponsorships.playerId, a.player.id));
    await t.db
      .update(orgSponsorships)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orgSponsorships.playerId, c.player.id));
    json(roster.revoke, await api.del(`${url}/${d.player.id}`, { cookie: owner.cookie }), 200);
    // A profile that is no longer active does not exist for the organization (decisions §1).
    await t.db.update(players).set({ profileStatus: 'inactive' }).where(eq(players.id, hidden.player.id));

    const all = json(roster.list, await api.get(url, { cookie: owner.cookie }), 200).roster;
    expect(all.map((e) => e.status)).toEqual(['pending', 'revoked', 'expired', 'invited', 'active']);
    expect(all.find((e) => e.status === 'revoked')?.endReason).toBe('revoked');
    for (const status of ['active', 'invited', 'pending', 'expired', 'revoked'] as const) {
      const only = json(roster.list, await api.get(`${url}?status=${status}`, { cookie: owner.cookie }), 200);
      expect(only.roster.map((e) => e.status)).toEqual([status]);
    }
    expect((await api.get(`${url}?status=bogus`, { cookie: owner.cookie })).statusCode).toBe(400);
  });
});

describe('roster.revoke and cancelInvitation', () => {
  it('revokes an active sponsorship (its link withdrawn), then answers 409; 404 for a player not on the roster', async () => {
    const { owner, player } = await ownedPlayer(t);
    json(
      roster.add,
      await api.post(rosterUrl(), { cookie: world.owner.cookie, payload: { playerId: player.id } }),
      201,
    );
    const token = await invitationToken(t, owner.user.email);
    const res = json(
      roster.revoke,
      await api.del(`${rosterUrl()}/${player.id}`, { cookie: world.rosterStaff.cookie }),
      200,
    );
    expect(res.entry.status).toBe('revoked');
    expect(res.entry.endedAt).not.toBeNull();
    expect((await api.call(endpoints.orgs.sponsorships.byToken, { params: { token } })).statusCode).toBe(404);
    expect((await api.del(`${rosterUrl()}/${player.id}`, { cookie: world.owner.cookie })).statusCode).toBe(
      409,
    );
    const { player: other } = await ownedPlayer(t);
    expect((await api.del(`${rosterUrl()}/${other.id}`, { cookie: world.owner.cookie })).statusCode).toBe(
      404,
    );
    expect((await api.del(`${rosterUrl()}/not-a-uuid`, { cookie: world.owner.cookie })).statusCode).toBe(400);
  });

  it('withdraws a pending e-mail invitation once; not a profile invitation, not another organization', async () => {
    const email = uniqueEmail('family');
    const added = json(
      roster.add,
      await api.post(rosterUrl(), { cookie: world.owner.cookie, payload: { email } }),
      201,
    );
    const url = `${rosterUrl()}/invitations/${added.entry.id}`;
    expect(
      (await api.del(`${rosterUrl()}/invitations/${added.entry.id}`, { cookie: world.outsider.cookie }))
        .statusCode,
    ).toBe(404);
    json(roster.cancelInvitation, await api.del(url, { cookie: world.rosterStaff.cookie }), 200);
    expect((await api.del(url, { cookie: world.rosterStaff.cookie })).statusCode).toBe(409);
    const token = await invitationToken(t, email);
    expect((await api.call(endpoints.orgs.sponsorships.byToken, { params: { token } })).statusCode).toBe(404);
    const { player } = await ownedPlayer(t);
    const byProfile = json(
      roster.add,
      await api.post(rosterUrl(), { cookie: world.owner.cookie, payload: { playerId: player.id } }),
      201,
    );
    expect(
      (await api.del(`${rosterUrl()}/invitations/${byProfile.entry.id}`, { cookie: world.owner.cookie }))
        .statusCode,
    ).toBe(404);
    const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, added.entry.id));
    expect(audits.map((a) => (a.metadata as { action: string }).action)).toEqual([
      'invited',
      'invitation_withdrawn',
    ]);
  });
});
