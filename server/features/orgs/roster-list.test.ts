import { beforeAll, describe, expect, it } from 'vitest';
import { type EndpointQuery, api as endpoints } from '#common/api/index.ts';
import { orgSponsorships } from '#server/db/schema/index.ts';
import { createPlayer, createTeam } from '#server/db/seed/factories.ts';
import { json } from '#test/api-json.ts';
import { type RosterOrg, rosterOrg } from '#test/roster-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

/**
 * The roster at a club's real size (D249): paged, searched, filtered and sorted by the server, with the
 * status counts and the filters' choices.
 */

const { t, api } = withTestApp();
const { roster } = endpoints.orgs;

let world: RosterOrg;
let teamA: { id: string; name: string };
let teamB: { id: string; name: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  world = await rosterOrg(t);
  teamA = await createTeam(t.db, { name: 'Alpha U16' });
  teamB = await createTeam(t.db, { name: 'Bravo U18' });
  const now = Date.now();
  // 24 active players (12 per team, birth years 2009 and 2010), 3 invited, 2 e-mail invitations
  // (one with a % in its name), 1 revoked.
  const rows = [];
  for (let i = 0; i < 30; i++) {
    const active = i < 24;
    const p =
      i < 27 || i === 29
        ? await createPlayer(t.db, {
            firstName: `Skater${String(i).padStart(2, '0')}`,
            lastName: i % 2 ? 'Novak' : 'Lindqvist',
            birthYear: i % 3 ? 2009 : 2010,
            currentTeamId: i % 2 ? teamA.id : teamB.id,
          })
        : null;
    if (p) ids[`p${i}`] = p.id;
    rows.push({
      organizationId: world.org.id,
      playerId: p?.id ?? null,
      invitedEmail: p ? null : `family${i}@example.com`,
      invitedName: i === 28 ? '100% Family' : null,
      status: active ? ('active' as const) : i === 29 ? ('revoked' as const) : ('invited' as const),
      startedAt: active ? new Date(now) : null,
      expiresAt: active || i === 29 ? null : new Date(now + 86_400_000),
      endedAt: i === 29 ? new Date(now) : null,
      endReason: i === 29 ? ('revoked' as const) : null,
      createdAt: new Date(now - (30 - i) * 60_000),
    });
  }
  await t.db.insert(orgSponsorships).values(rows);
});

const list = async (query: EndpointQuery<typeof roster.list> = {}) =>
  json(
    roster.list,
    await api.call(roster.list, { params: { orgId: world.org.id }, query, cookie: world.verifier.cookie }),
    200,
  );

describe('roster.list at size', () => {
  it('answers one page of 25, newest first, with the total and every status count', async () => {
    const first = await list();
    expect(first.roster).toHaveLength(25);
    expect(first.total).toBe(30);
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(25);
    expect(first.counts).toEqual({ all: 30, active: 24, invited: 3, pending: 2, expired: 0, revoked: 1 });
    expect(first.roster[0]!.player?.id).toBe(ids.p29);
    const second = await list({ page: 2 });
    expect(second.roster).toHaveLength(5);
    const seen = new Set([...first.roster, ...second.roster].map((e) => e.id));
    expect(seen.size).toBe(30);
    expect((await list({ page: 3 })).roster).toEqual([]);
  });

  it('offers the roster players’ current teams and birth years as filters', async () => {
    const body = await list({ pageSize: 1 });
    expect(body.teams).toEqual([
      { id: teamA.id, name: 'Alpha U16' },
      { id: teamB.id, name: 'Bravo U18' },
    ]);
    expect(body.birthYears).toEqual([2010, 2009]);
  });

  it('filters by status, team and birth year; the counts follow the other filters but not the status', async () => {
    const active = await list({ status: 'active', team: teamA.id, pageSize: 100 });
    expect(
      active.roster.every((e) => e.status === 'active' && e.player?.currentTeamName === 'Alpha U16'),
    ).toBe(true);
    expect(active.total).toBe(12);
    expect(active.counts).toEqual({ all: 14, active: 12, invited: 1, pending: 0, expired: 0, revoked: 1 });
    const year = await list({ birthYear: 2010, pageSize: 100 });
    expect(year.roster.every((e) => e.player?.birthYear === 2010)).toBe(true);
    expect(year.total).toBe(9);
  });

  it('searches names and addresses, any letter case, a % matching only itself', async () => {
    const byName = await list({ q: 'skater0' });
    expect(byName.roster.map((e) => e.player?.firstName).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Skater0${i}`),
    );
    expect((await list({ q: ' NOVAK ' })).total).toBe(14);
    expect((await list({ q: 'skater01 novak' })).roster.map((e) => e.player?.id)).toEqual([ids.p1]);
    expect((await list({ q: 'family27@' })).roster.map((e) => e.invitedEmail)).toEqual([
      'family27@example.com',
    ]);
    expect((await list({ q: '100%' })).roster.map((e) => e.invitedName)).toEqual(['100% Family']);
    expect((await list({ q: '1%' })).total).toBe(0);
  });

  it('sorts by name, by status with active players first, and by birth year', async () => {
    const byName = await list({ sort: 'name', pageSize: 100 });
    const names = byName.roster.map((e) =>
      e.player
        ? `${e.player.lastName} ${e.player.firstName}`.toLowerCase()
        : (e.invitedName ?? e.invitedEmail)!.toLowerCase(),
    );
    expect(names).toEqual([...names].sort());
    const byStatus = await list({ sort: 'status', pageSize: 5 });
    expect(byStatus.roster.map((e) => e.status)).toEqual(Array(5).fill('active'));
    const all = (await list({ sort: 'status', pageSize: 100 })).roster.map((e) => e.status);
    expect(all.slice(24)).toEqual(['invited', 'invited', 'invited', 'pending', 'pending', 'revoked']);
    const years = (await list({ sort: 'birthYear', pageSize: 100 })).roster.flatMap((e) =>
      e.player ? [e.player.birthYear] : [],
    );
    expect(years).toEqual([...years].sort());
  });

  it("finds one player's entry", async () => {
    const body = await list({ playerId: ids.p5 });
    expect(body.roster.map((e) => e.player?.id)).toEqual([ids.p5]);
  });

  it('refuses a bad page, size, sort, team or search with 400', async () => {
    for (const query of [
      '?page=0',
      '?pageSize=101',
      '?sort=bogus',
      '?team=nope',
      '?birthYear=12',
      `?q=${'x'.repeat(101)}`,
      '?q=a%00b',
    ]) {
      const res = await api.get(`/api/orgs/${world.org.id}/roster${query}`, { cookie: world.owner.cookie });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it("asks for a session, and answers no other organization's staff", async () => {
    expect((await api.call(endpoints.orgs.roster.list, { params: { orgId: world.org.id } })).statusCode).toBe(
      401,
    );
    const other = await rosterOrg(t);
    const res = await api.call(endpoints.orgs.roster.list, {
      params: { orgId: world.org.id },
      cookie: other.owner.cookie,
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Skater00');
  });
});
