import { beforeAll, expect } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import type { SearchResponse } from '#common/contracts/search.ts';
import { media } from '#server/db/schema/index.ts';
import { createPlayer, createTeam, type Player } from '#server/db/seed/factories.ts';
import { type SignedIn, signIn } from './players-kit.ts';
import { withTestApp } from './with-test-app.ts';

export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** The names of a search answer's players, in alphabetical order. */
export const namesOf = (body: SearchResponse) =>
  body.players.map((x) => x.firstName).sort((a, b) => a.localeCompare(b));

/**
 * A query string (`category=Boys&category=Girls`) as the query object of a call, each key's values in
 * their order: the search tests write their queries as the URL carries them.
 */
export function queryOf(text: string): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) query[key] = [...(query[key] ?? []), value];
  return query;
}

interface SearchWorld {
  p: Record<'jose' | 'emilie' | 'liam' | 'noah' | 'ava', Player>;
  hidden: Player[];
  recruiter: SignedIn;
  /** The team of Émilie, Châteauguay Lions. */
  lionsId: string;
}

/**
 * The setup of a player-search API test file: the app on the file's own database (withTestApp) and the
 * world the search tests read, seeded before the file's tests run: five active players with known filter
 * values, update times and photos, two teams, a signed-in recruiter, and profiles that match almost every
 * filter but are not active (`hidden`, never found). `search` answers a query string as the recruiter
 * (or the given cookie) through the contract, expecting a 200.
 */
export function searchWorld() {
  const { t, api } = withTestApp();
  const world = { p: {}, hidden: [] } as unknown as SearchWorld;
  const { p, hidden } = world;

  beforeAll(async () => {
    world.recruiter = await signIn(t, 'RECRUITER');
    const lions = await createTeam(t.db, { name: 'Châteauguay Lions' });
    const eagles = await createTeam(t.db, { name: 'Boston Jr Eagles' });
    world.lionsId = lions.id;
    // updatedAt is set explicitly so the "most recently updated" part of the order is known.
    p.jose = await createPlayer(t.db, {
      firstName: 'José',
      lastName: 'Martínez',
      category: 'MALE',
      birthYear: 2008,
      positions: ['C'],
      shoots: 'L',
      country: 'United States',
      region: 'Massachusetts',
      city: 'Boston',
      currentTeamId: eagles.id,
      verificationStatus: 'verified',
      updatedAt: minutesAgo(50),
    });
    p.emilie = await createPlayer(t.db, {
      firstName: 'Émilie',
      lastName: 'Côté',
      category: 'FEMALE',
      birthYear: 2009,
      positions: ['D'],
      shoots: 'R',
      country: 'Canada',
      region: 'Quebec',
      city: 'Montréal',
      currentTeamId: lions.id,
      updatedAt: minutesAgo(40),
    });
    p.liam = await createPlayer(t.db, {
      firstName: 'Liam',
      lastName: 'Martin',
      preferredName: 'Marty',
      category: 'MALE',
      birthYear: 2010,
      positions: ['G'],
      shoots: 'L',
      country: 'United States',
      region: 'Minnesota',
      city: 'Duluth',
      updatedAt: minutesAgo(10),
    });
    p.noah = await createPlayer(t.db, {
      firstName: 'Noah',
      lastName: 'Smith',
      category: 'MALE',
      birthYear: 2008,
      positions: ['LW', 'RW'],
      shoots: 'R',
      country: 'United States',
      region: 'California',
      city: 'San Jose',
      updatedAt: minutesAgo(30),
    });
    p.ava = await createPlayer(t.db, {
      firstName: 'Ava',
      lastName: 'Jones',
      category: 'FEMALE',
      birthYear: 2011,
      positions: ['RW'],
      shoots: 'L',
      country: 'United States',
      region: 'Texas',
      city: 'Dallas',
      updatedAt: minutesAgo(20),
    });
    // Photos: Noah has two images (the lower sortOrder is his card photo) and a video listed first.
    await t.db.insert(media).values([
      { playerId: p.noah.id, type: 'youtube', url: 'https://www.youtube.com/watch?v=abc', sortOrder: 0 },
      { playerId: p.noah.id, type: 'image', url: '/media/noah-second.jpg', sortOrder: 5 },
      { playerId: p.noah.id, type: 'image', url: '/media/noah-first.jpg', sortOrder: 1 },
    ]);
    // Profiles that match almost every filter but are not active: never found.
    for (const profileStatus of ['draft', 'pending_consent', 'inactive'] as const) {
      hidden.push(
        await createPlayer(t.db, {
          firstName: 'Jose',
          lastName: `Hidden ${profileStatus}`,
          category: 'MALE',
          birthYear: 2008,
          positions: ['C'],
          shoots: 'L',
          region: 'Massachusetts',
          city: 'Boston',
          verificationStatus: 'verified',
          profileStatus,
        }),
      );
    }
    await t.db.insert(media).values({ playerId: hidden[0]!.id, type: 'image', url: '/media/hidden.jpg' });
  });

  async function search(query = '', cookie = world.recruiter.cookie): Promise<SearchResponse> {
    const res = await api.call(contract.search.players, { queryRaw: queryOf(query), cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  return { t, api, world, search };
}
