import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { savedSearches, savedSearchMatches } from '#server/db/schema/index.ts';
import { createPlayer } from '#server/db/seed/factories.ts';
import { errorJson, json } from '#test/api-json.ts';
import { signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

/**
 * D340: a saved search starts from what its search finds when it is saved. When that search cannot run
 * (the search answers other than 200), the save is refused and nothing is kept, instead of a saved search
 * with nothing known, whose first alert would name every player it finds as new.
 */
const { t, api } = withTestApp();
const s = contract.savedSearches;
const unique = () => `Zq${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`;

/** Makes the search route answer 503 to the search the save runs, leaving every other request alone. */
function failTheSearch(app: FastifyInstance) {
  const inject = app.inject.bind(app);
  return vi
    .spyOn(app, 'inject')
    .mockImplementation(((options: { url?: string }) =>
      options.url?.startsWith('/api/players/search')
        ? inject({ method: 'GET', url: '/api/no-such-route' }).then((res) =>
            Object.assign(res, { statusCode: 503 }),
          )
        : inject(options as never)) as never);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a saved search whose search cannot run when it is saved (D340)', () => {
  it('is not created: 503 with a message, and nothing is kept', async () => {
    const recruiter = await signIn(t, 'RECRUITER');
    const name = unique();
    await createPlayer(t.db, { lastName: name, birthYear: 2004 });
    failTheSearch(t.app);
    const res = await api.call(s.create, {
      cookie: recruiter.cookie,
      body: { name: 'Unlucky', query: `keyword=${name}`, alert: 'daily' },
    });
    expect(res.statusCode, res.body).toBe(503);
    expect(errorJson(res).message).toBe(
      'The search could not be run just now, so it was not saved. Please try again in a minute.',
    );
    const kept = await t.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.ownerUserId, recruiter.user.id));
    expect(kept).toEqual([]);
  });

  it('keeps its search and what it knew when a changed search cannot run', async () => {
    const recruiter = await signIn(t, 'RECRUITER');
    const name = unique();
    const player = await createPlayer(t.db, { lastName: name, birthYear: 2004 });
    const created = await api.call(s.create, {
      cookie: recruiter.cookie,
      body: { name: 'Known', query: `keyword=${name}` },
    });
    const { id } = json(s.create, created).savedSearch;
    failTheSearch(t.app);
    const res = await api.call(s.update, {
      cookie: recruiter.cookie,
      params: { id },
      body: { query: `keyword=${name}&positions=C`, name: 'Renamed' },
    });
    expect(res.statusCode, res.body).toBe(503);
    vi.restoreAllMocks();
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row).toMatchObject({ name: 'Known', query: `keyword=${name}` });
    const known = await t.db
      .select()
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.savedSearchId, id));
    expect(known.map((r) => r.playerId)).toEqual([player.id]);
  });
});
