import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract, type EndpointBody } from '#common/api/index.ts';
import { players, playerTeamHistory, teams } from '#server/db/schema/index.ts';
import { birthYearForAge, issuesByPath, linkedParent, ownedPlayer, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();

type TeamEntry = EndpointBody<typeof contract.players.teamHistory.create>;

const entryBody = (over: Partial<TeamEntry> = {}): TeamEntry => ({
  teamName: 'Shattuck-St. Mary’s',
  season: '2025-26',
  league: 'USHS Prep',
  level: 'U16 AAA',
  jerseyNumber: 19,
  isCurrent: false,
  coachName: 'Tom Ward',
  coachEmail: 'Tom.Ward@Example.com',
  ...over,
});

const currentTeamIdOf = async (playerId: string) =>
  (await t.db.select({ id: players.currentTeamId }).from(players).where(eq(players.id, playerId)))[0]!.id;

describe('POST /api/players/:id/team-history', () => {
  it('adds an entry, finding the team by case-insensitive name and level or creating it', async () => {
    const a = await ownedPlayer(t);
    const b = await ownedPlayer(t);
    const first = await api.call(contract.players.teamHistory.create, {
      params: { id: a.player.id },
      cookie: a.owner.cookie,
      body: entryBody({ teamName: 'Rink Rats Unique', level: 'U16 AAA' }),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().entry).toMatchObject({
      teamName: 'Rink Rats Unique',
      season: '2025-26',
      league: 'USHS Prep',
      level: 'U16 AAA',
      jerseyNumber: 19,
      isCurrent: false,
      coachEmail: 'tom.ward@example.com',
    });
    const second = await api.call(contract.players.teamHistory.create, {
      params: { id: b.player.id },
      cookie: b.owner.cookie,
      body: entryBody({ teamName: 'rink rats UNIQUE', level: 'u16 aaa' }),
    });
    expect(second.json().entry.teamId).toBe(first.json().entry.teamId);
    const otherLevel = await api.call(contract.players.teamHistory.create, {
      params: { id: b.player.id },
      cookie: b.owner.cookie,
      body: entryBody({ teamName: 'Rink Rats Unique', level: 'U18 AAA' }),
    });
    expect(otherLevel.json().entry.teamId).not.toBe(first.json().entry.teamId);
    const named = await t.db.select().from(teams).where(eq(teams.name, 'Rink Rats Unique'));
    expect(named).toHaveLength(2);
  });

  it('keeps exactly one current entry and points the profile at its team', async () => {
    const { owner, player } = await ownedPlayer(t);
    const one = (
      await api.call(contract.players.teamHistory.create, {
        params: { id: player.id },
        cookie: owner.cookie,
        body: entryBody({ teamName: 'Old Team', season: '2023-24', isCurrent: true }),
      })
    ).json().entry;
    const two = (
      await api.call(contract.players.teamHistory.create, {
        params: { id: player.id },
        cookie: owner.cookie,
        body: entryBody({ teamName: 'New Team', season: '2025-26', isCurrent: true }),
      })
    ).json().entry;
    const rows = await t.db.select().from(playerTeamHistory).where(eq(playerTeamHistory.playerId, player.id));
    expect(rows.filter((r) => r.isCurrent).map((r) => r.id)).toEqual([two.id]);
    expect(await currentTeamIdOf(player.id)).toBe(two.teamId);
    const detail = (await api.call(contract.players.get, { params: { id: player.id } })).json();
    expect(detail.player.currentTeamName).toBe('New Team');
    expect(detail.teamHistory.map((e: { id: string }) => e.id)).toEqual([two.id, one.id]);
  });

  it('reads a website typed without https:// as https (D242)', async () => {
    const { owner, player } = await ownedPlayer(t);
    const res = await api.call(contract.players.teamHistory.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: entryBody({ teamUrl: 'www.site.org', rosterUrl: ' site.org/roster?season=2025 ' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().entry).toMatchObject({
      teamUrl: 'https://www.site.org',
      rosterUrl: 'https://site.org/roster?season=2025',
    });
  });

  it('answers bad input with 400 and the form messages', async () => {
    const { owner, player } = await ownedPlayer(t);
    const res = await api.call(contract.players.teamHistory.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { teamName: '', season: '', coachEmail: 'not-an-email', teamUrl: 'javascript:alert(1)' },
    });
    expect(res.statusCode).toBe(400);
    expect(issuesByPath(res)).toMatchObject({
      teamName: 'Team name is required',
      season: 'Season is required',
      coachEmail: 'Must be a valid email address',
      teamUrl: 'Must be a valid URL',
    });
    const unknown = await api.call(contract.players.teamHistory.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      bodyRaw: { ...entryBody(), playerId: player.id },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('lets a linked parent add, and refuses strangers (403 active, 404 draft) and anonymous callers', async () => {
    const { player } = await ownedPlayer(t);
    const parent = await linkedParent(t, player.id);
    expect(
      (
        await api.call(contract.players.teamHistory.create, {
          params: { id: player.id },
          cookie: parent.cookie,
          body: entryBody(),
        })
      ).statusCode,
    ).toBe(201);
    for (const role of ['PARENT', 'RECRUITER', 'PLAYER'] as const) {
      const stranger = await signIn(t, role);
      const res = await api.call(contract.players.teamHistory.create, {
        params: { id: player.id },
        cookie: stranger.cookie,
        body: entryBody(),
      });
      expect(res.statusCode, role).toBe(403);
    }
    expect(
      (await api.call(contract.players.teamHistory.create, { params: { id: player.id }, body: entryBody() }))
        .statusCode,
    ).toBe(401);

    const draft = await ownedPlayer(t, { birthYear: birthYearForAge(15), profileStatus: 'draft' });
    const stranger = await signIn(t, 'PLAYER');
    expect(
      (
        await api.call(contract.players.teamHistory.create, {
          params: { id: draft.player.id },
          cookie: stranger.cookie,
          body: entryBody(),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/players/:id/team-history', () => {
  it('shows coach e-mails to managers only', async () => {
    const { owner, player } = await ownedPlayer(t);
    const parent = await linkedParent(t, player.id);
    await api.call(contract.players.teamHistory.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: entryBody(),
    });
    const recruiter = await signIn(t, 'RECRUITER');
    for (const cookie of [undefined, recruiter.cookie]) {
      const res = await api.call(contract.players.teamHistory.list, { params: { id: player.id }, cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().teamHistory).toEqual([
        expect.objectContaining({ coachName: 'Tom Ward', coachEmail: null }),
      ]);
    }
    for (const who of [owner, parent]) {
      const res = await api.call(contract.players.teamHistory.list, {
        params: { id: player.id },
        cookie: who.cookie,
      });
      expect(res.json().teamHistory[0].coachEmail).toBe('tom.ward@example.com');
    }
    expect(
      JSON.stringify((await api.call(contract.players.get, { params: { id: player.slug } })).json()),
    ).not.toContain('tom.ward@example.com');
  });

  it('does not show a draft profile’s history to anonymous visitors', async () => {
    const { owner, player } = await ownedPlayer(t, {
      birthYear: birthYearForAge(15),
      profileStatus: 'draft',
    });
    expect(
      (await api.call(contract.players.teamHistory.list, { params: { id: player.id } })).statusCode,
    ).toBe(404);
    expect(
      (await api.call(contract.players.teamHistory.list, { params: { id: player.id }, cookie: owner.cookie }))
        .statusCode,
    ).toBe(200);
  });
});

describe('PATCH and DELETE /api/team-history/:id', () => {
  async function withEntry(over: Partial<TeamEntry> = {}) {
    const owned = await ownedPlayer(t);
    const entry = (
      await api.call(contract.players.teamHistory.create, {
        params: { id: owned.player.id },
        cookie: owned.owner.cookie,
        body: entryBody({ teamName: 'Patch Team', isCurrent: true, ...over }),
      })
    ).json().entry;
    return { ...owned, entry };
  }

  it('changes only the fields sent (a patch without isCurrent keeps the entry current)', async () => {
    const { owner, player, entry } = await withEntry();
    const res = await api.call(contract.players.teamHistory.update, {
      params: { id: entry.id },
      cookie: owner.cookie,
      body: { season: '2026-27', coachEmail: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().entry).toMatchObject({
      season: '2026-27',
      isCurrent: true,
      coachEmail: null,
      teamId: entry.teamId,
    });
    expect(await currentTeamIdOf(player.id)).toBe(entry.teamId);
  });

  it('moves the entry to another team when the name changes, and follows it with the current team', async () => {
    const { owner, player, entry } = await withEntry();
    const res = await api.call(contract.players.teamHistory.update, {
      params: { id: entry.id },
      cookie: owner.cookie,
      body: { teamName: 'Renamed Team' },
    });
    const updated = res.json().entry;
    expect(updated.teamName).toBe('Renamed Team');
    expect(updated.teamId).not.toBe(entry.teamId);
    expect(await currentTeamIdOf(player.id)).toBe(updated.teamId);

    await api.call(contract.players.teamHistory.update, {
      params: { id: entry.id },
      cookie: owner.cookie,
      body: { isCurrent: false },
    });
    expect(await currentTeamIdOf(player.id)).toBeNull();
  });

  it('answers 404 to anyone who does not manage the player, and 401 without a session', async () => {
    const { entry } = await withEntry();
    for (const role of ['PARENT', 'RECRUITER', 'PLAYER'] as const) {
      const stranger = await signIn(t, role);
      expect(
        (
          await api.call(contract.players.teamHistory.update, {
            params: { id: entry.id },
            cookie: stranger.cookie,
            body: { season: '2019-20' },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await api.call(contract.players.teamHistory.delete, {
            params: { id: entry.id },
            cookie: stranger.cookie,
          })
        ).statusCode,
      ).toBe(404);
    }
    expect(
      (
        await api.call(contract.players.teamHistory.update, {
          params: { id: entry.id },
          body: { season: '2019-20' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await api.call(contract.players.teamHistory.delete, { params: { id: entry.id } })).statusCode,
    ).toBe(401);
  });

  it('refuses bad patches and malformed ids', async () => {
    const { owner, entry } = await withEntry();
    const bad = await api.call(contract.players.teamHistory.update, {
      params: { id: entry.id },
      cookie: owner.cookie,
      bodyRaw: { teamName: '  ', isCurrent: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(issuesByPath(bad)).sort()).toEqual(['isCurrent', 'teamName']);
    expect(
      (await api.patch('/api/team-history/not-a-uuid', { cookie: owner.cookie, payload: {} })).statusCode,
    ).toBe(400);
  });

  it('lets a linked parent delete the current entry, which clears the current team', async () => {
    const { player, entry } = await withEntry();
    const parent = await linkedParent(t, player.id);
    const res = await api.call(contract.players.teamHistory.delete, {
      params: { id: entry.id },
      cookie: parent.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(
      await t.db.select().from(playerTeamHistory).where(eq(playerTeamHistory.id, entry.id)),
    ).toHaveLength(0);
    expect(await currentTeamIdOf(player.id)).toBeNull();
    expect(
      (
        await api.call(contract.players.teamHistory.delete, {
          params: { id: entry.id },
          cookie: parent.cookie,
        })
      ).statusCode,
    ).toBe(404);
  });
});
