import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { api as endpoints } from '#common/api/index.ts';
import { FIELD_CONTROL_PARTS, type FieldControlPart } from '#common/enums.ts';
import { orgSponsorships, players } from '#server/db/schema/index.ts';
import { errorJson, json } from '#test/api-json.ts';
import { isoDay, ownedPlayer, type SignedIn } from '#test/players-kit.ts';
import { activeSponsorship, type RosterOrg, rosterOrg } from '#test/roster-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();

let world: RosterOrg;
beforeAll(async () => {
  world = await rosterOrg(t);
});

let day = 0;
const teamHistoryBody = () => ({
  teamName: 'Rinkside Juniors',
  season: '2024-25',
  level: 'U18 AAA',
  isCurrent: false,
});
const eventBody = () => ({ eventDate: isoDay(-10 - day++), rinkName: 'Home Rink', opponent: 'Edina' });
const gameData = () => ({
  gameDate: '2025-11-08',
  opponent: 'Edina Hornets',
  homeAway: 'away' as const,
  teamScore: 4,
  opponentScore: 2,
});
const skater = () => ({
  gameData: gameData(),
  statsData: {
    goals: 1,
    assistsPrimary: 0,
    assistsSecondary: 0,
    shots: 3,
    plusMinus: 0,
    pim: 0,
    powerPlayGoals: 0,
    powerPlayAssists: 0,
    shorthandedGoals: 0,
    shorthandedAssists: 0,
    gameWinningGoals: 0,
    faceoffsWon: 0,
    faceoffsLost: 0,
    hits: 0,
    blockedShots: 0,
    takeaways: 0,
    giveaways: 0,
    timeOnIceMinutes: 15,
  },
});
const goalie = () => ({
  gameData: gameData(),
  statsData: { shotsAgainst: 20, saves: 18, goalsAgainst: 2, toiSeconds: 3600 },
});

type Create = (playerId: string, cookie: string) => Promise<LightMyRequestResponse>;
const { teamHistory, schedule, stats } = endpoints.players;

/** Every create call of a part, by the player's id. */
const CREATES: Record<FieldControlPart, Create[]> = {
  teamHistory: [
    (id, cookie) => api.call(teamHistory.create, { params: { id }, cookie, body: teamHistoryBody() }),
  ],
  schedule: [(id, cookie) => api.call(schedule.create, { params: { id }, cookie, body: eventBody() })],
  stats: [
    (id, cookie) => api.call(stats.addSkaterGame, { params: { id }, cookie, body: skater() }),
    (id, cookie) => api.call(stats.addGoalieGame, { params: { id }, cookie, body: goalie() }),
  ],
};

async function creates(who: SignedIn, playerId: string, part: FieldControlPart): Promise<number[]> {
  const codes: number[] = [];
  for (const create of CREATES[part]) codes.push((await create(playerId, who.cookie)).statusCode);
  return codes;
}

describe('fieldControl on creating entries', () => {
  for (const part of FIELD_CONTROL_PARTS) {
    it(`${part}: roster staff add when granted, 403 when not granted, without the scope, elsewhere or after revoke`, async () => {
      const granted = await ownedPlayer(t);
      const notGranted = await ownedPlayer(t);
      const others = Object.fromEntries(FIELD_CONTROL_PARTS.map((p) => [p, p !== part]));
      await activeSponsorship(t, world.org.id, granted.player.id, { [part]: true });
      await activeSponsorship(t, world.org.id, notGranted.player.id, others);

      const n = CREATES[part].length;
      expect(await creates(world.rosterStaff, granted.player.id, part)).toEqual(Array(n).fill(201));
      expect(await creates(world.owner, granted.player.id, part)).toEqual(Array(n).fill(201));
      expect(await creates(world.verifier, granted.player.id, part)).toEqual(Array(n).fill(403));
      expect(await creates(world.outsider, granted.player.id, part)).toEqual(Array(n).fill(403));
      expect(await creates(world.rosterStaff, notGranted.player.id, part)).toEqual(Array(n).fill(403));
      // The family still manages its own profile.
      expect(await creates(granted.owner, granted.player.id, part)).toEqual(Array(n).fill(201));

      const revoke = await api.call(endpoints.orgs.roster.revoke, {
        params: { orgId: world.org.id, playerId: granted.player.id },
        cookie: world.owner.cookie,
      });
      json(endpoints.orgs.roster.revoke, revoke, 200);
      const after = await CREATES[part][0]!(granted.player.id, world.rosterStaff.cookie);
      expect(after.statusCode).toBe(403);
      expect(errorJson(after).message).toBe('Your organization does not maintain this part of the profile.');
    });
  }

  it('a hidden profile is 404 even for the organization that maintains it', async () => {
    const { player } = await ownedPlayer(t);
    await activeSponsorship(t, world.org.id, player.id, { teamHistory: true, schedule: true, stats: true });
    await t.db.update(players).set({ profileStatus: 'inactive' }).where(eq(players.id, player.id));
    for (const part of FIELD_CONTROL_PARTS) {
      expect(await creates(world.rosterStaff, player.id, part)).toEqual(CREATES[part].map(() => 404));
    }
  });
});

describe('the schedule limit for staff who maintain the schedule', () => {
  it('GET /api/players/:id/features answers roster staff granted the schedule, 403 otherwise', async () => {
    const granted = await ownedPlayer(t);
    const notGranted = await ownedPlayer(t);
    await activeSponsorship(t, world.org.id, granted.player.id, { schedule: true });
    await activeSponsorship(t, world.org.id, notGranted.player.id, { teamHistory: true, stats: true });
    const read = (who: SignedIn, playerId: string) =>
      api.call(endpoints.players.features, { params: { id: playerId }, cookie: who.cookie });
    const res = await read(world.rosterStaff, granted.player.id);
    expect(json(endpoints.players.features, res, 200).upcomingEvents.limit).toBe(2);
    expect((await read(world.rosterStaff, notGranted.player.id)).statusCode).toBe(403);
    expect((await read(world.verifier, granted.player.id)).statusCode).toBe(403);
    expect((await read(world.outsider, granted.player.id)).statusCode).toBe(403);
  });
});

describe('fieldControl on changing and deleting entries', () => {
  /** A part's entry calls, by the entry's id: a change (the same one each time) and a delete. */
  type EntryCall = (id: string, cookie: string) => Promise<LightMyRequestResponse>;
  const parts: [FieldControlPart, Create, EntryCall, EntryCall][] = [
    [
      'teamHistory',
      CREATES.teamHistory[0]!,
      (id, cookie) => api.call(teamHistory.update, { params: { id }, cookie, body: { season: '2023-24' } }),
      (id, cookie) => api.call(teamHistory.delete, { params: { id }, cookie }),
    ],
    [
      'schedule',
      CREATES.schedule[0]!,
      (id, cookie) => api.call(schedule.update, { params: { id }, cookie, body: { opponent: 'Wayzata' } }),
      (id, cookie) => api.call(schedule.delete, { params: { id }, cookie }),
    ],
  ];
  for (const [part, create, change, remove] of parts) {
    it(`${part}: patch and delete when granted, 403 when not granted, 404 elsewhere and after revoke`, async () => {
      const { owner, player } = await ownedPlayer(t);
      const newEntry = async () => {
        const res = await create(player.id, owner.cookie);
        expect(res.statusCode).toBe(201);
        const created = res.json() as { entry?: { id: string }; event?: { id: string } };
        return (created.entry ?? created.event)!.id;
      };
      const first = await newEntry();
      const second = await newEntry();
      const row = await activeSponsorship(t, world.org.id, player.id, { [part]: false });

      const denied = await change(first, world.rosterStaff.cookie);
      expect(denied.statusCode).toBe(403);
      expect((await remove(first, world.rosterStaff.cookie)).statusCode).toBe(403);
      expect((await change(first, world.outsider.cookie)).statusCode).toBe(404);

      await t.db
        .update(orgSponsorships)
        .set({ fieldControl: { [part]: true } })
        .where(eq(orgSponsorships.id, row.id));
      expect((await change(first, world.rosterStaff.cookie)).statusCode).toBe(200);
      expect((await remove(first, world.rosterStaff.cookie)).statusCode).toBe(200);
      expect((await change(second, world.verifier.cookie)).statusCode).toBe(403);

      await api.call(endpoints.orgs.roster.revoke, {
        params: { orgId: world.org.id, playerId: player.id },
        cookie: world.owner.cookie,
      });
      expect((await change(second, world.rosterStaff.cookie)).statusCode).toBe(404);
      expect((await remove(second, world.rosterStaff.cookie)).statusCode).toBe(404);
      // The family keeps full control.
      expect((await change(second, owner.cookie)).statusCode).toBe(200);
    });
  }
});
