import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { SAVED_SEARCH_MAX } from '#common/contracts/saved-searches.ts';
import { savedSearches, savedSearchMatches } from '#server/db/schema/index.ts';
import { createPlayer } from '#server/db/seed/factories.ts';
import { errorJson, json } from '#test/api-json.ts';
import { issuesByPath, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

/** A recruiter's saved searches (D306, D308): create, list, rename, change the alert, open, delete. */
const { t, api } = withTestApp();
const s = contract.savedSearches;
const unique = () => `Zq${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`;

describe('POST and GET /api/saved-searches', () => {
  it('saves a search as its query string, without paging, and lists it with nothing new yet', async () => {
    const recruiter = await signIn(t, 'RECRUITER');
    const name = unique();
    await createPlayer(t.db, { lastName: name, birthYear: 2004 });
    const res = await api.call(s.create, {
      cookie: recruiter.cookie,
      body: {
        name: 'Left-shot centers',
        query: `?keyword=${name}&positions=C&page=3&pageSize=24`,
        alert: 'daily',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { savedSearch } = json(s.create, res);
    expect(savedSearch).toMatchObject({
      name: 'Left-shot centers',
      query: `keyword=${name}&positions=C`,
      alert: 'daily',
      newSinceVisit: 0,
    });
    const listed = json(s.list, await api.call(s.list, { cookie: recruiter.cookie }));
    expect(listed.savedSearches.map((x) => x.id)).toEqual([savedSearch.id]);
    expect(listed.limit).toBe(SAVED_SEARCH_MAX);
  });

  it('records what the search shows at once as known, so only later players are new', async () => {
    const recruiter = await signIn(t, 'RECRUITER');
    const name = unique();
    const player = await createPlayer(t.db, { lastName: name, birthYear: 2004 });
    const res = await api.call(s.create, {
      cookie: recruiter.cookie,
      body: { name: 'Known', query: `keyword=${name}` },
    });
    const { savedSearch } = json(s.create, res);
    expect(savedSearch.alert).toBe('none');
    const rows = await t.db
      .select()
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.savedSearchId, savedSearch.id));
    expect(rows.map((r) => [r.playerId, r.alertedAt !== null])).toEqual([[player.id, true]]);
  });

  it('refuses a bad name, alert or search with the message (400)', async () => {
    const recruiter = await signIn(t, 'RECRUITER');
    const noName = await api.call(s.create, { cookie: recruiter.cookie, bodyRaw: { name: '  ', query: '' } });
    expect(noName.statusCode).toBe(400);
    expect(issuesByPath(noName).name).toBe('Name is required');
    const alert = await api.call(s.create, {
      cookie: recruiter.cookie,
      bodyRaw: { name: 'A', query: '', alert: 'hourly' },
    });
    expect(issuesByPath(alert).alert).toBe('Alert must be none, daily or weekly');
    const query = await api.call(s.create, {
      cookie: recruiter.cookie,
      body: { name: 'A', query: 'positions=ZZ' },
    });
    expect(query.statusCode).toBe(400);
    expect(issuesByPath(query).query).toMatch(/^Position must be one of/);
  });

  it(`keeps at most ${SAVED_SEARCH_MAX} saved searches per recruiter`, async () => {
    const recruiter = await signIn(t, 'RECRUITER');
    await t.db.insert(savedSearches).values(
      Array.from({ length: SAVED_SEARCH_MAX }, (_, i) => ({
        ownerUserId: recruiter.user.id,
        name: `S${i}`,
        query: '',
      })),
    );
    const res = await api.call(s.create, { cookie: recruiter.cookie, body: { name: 'One more', query: '' } });
    expect(res.statusCode).toBe(403);
    expect(errorJson(res).message).toBe(
      `You can keep up to ${SAVED_SEARCH_MAX} saved searches. Delete one to save another.`,
    );
  });

  it('answers 401 without a session and 403 to roles that do not search', async () => {
    expect((await api.call(s.list, {})).statusCode).toBe(401);
    expect((await api.call(s.create, { body: { name: 'A', query: '' } })).statusCode).toBe(401);
    for (const role of ['PLAYER', 'PARENT', 'ORG_STAFF'] as const) {
      const someone = await signIn(t, role);
      expect((await api.call(s.list, { cookie: someone.cookie })).statusCode, role).toBe(403);
      expect(
        (await api.call(s.create, { cookie: someone.cookie, body: { name: 'A', query: '' } })).statusCode,
        role,
      ).toBe(403);
    }
  });
});

describe('PATCH, DELETE and visit /api/saved-searches/:id', () => {
  async function saved() {
    const recruiter = await signIn(t, 'RECRUITER');
    const res = await api.call(s.create, {
      cookie: recruiter.cookie,
      body: { name: 'Goalies', query: 'positions=G' },
    });
    return { recruiter, id: json(s.create, res).savedSearch.id };
  }

  it('renames it and changes its alert', async () => {
    const { recruiter, id } = await saved();
    const res = await api.call(s.update, {
      cookie: recruiter.cookie,
      params: { id },
      body: { name: 'Goalies 2008', alert: 'weekly' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(s.update, res).savedSearch).toMatchObject({
      name: 'Goalies 2008',
      alert: 'weekly',
      query: 'positions=G',
    });
  });

  it('counts players found after the last visit, and opening it resets the count', async () => {
    const { recruiter, id } = await saved();
    const player = await createPlayer(t.db, { positions: ['G'], birthYear: 2004 });
    await t.db
      .insert(savedSearchMatches)
      .values({ savedSearchId: id, playerId: player.id, foundAt: new Date(Date.now() + 1000) });
    const before = json(s.list, await api.call(s.list, { cookie: recruiter.cookie }));
    expect(before.savedSearches[0]!.newSinceVisit).toBe(1);
    await t.db
      .update(savedSearchMatches)
      .set({ foundAt: new Date(Date.now() - 1000) })
      .where(eq(savedSearchMatches.savedSearchId, id));
    const res = await api.call(s.visit, { cookie: recruiter.cookie, params: { id }, body: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(s.visit, res).savedSearch.newSinceVisit).toBe(0);
  });

  it('deletes it', async () => {
    const { recruiter, id } = await saved();
    const res = await api.call(s.remove, { cookie: recruiter.cookie, params: { id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(s.remove, res).message).toBe('Saved search "Goalies" deleted.');
    expect(json(s.list, await api.call(s.list, { cookie: recruiter.cookie })).savedSearches).toEqual([]);
  });

  it('answers 404 to another recruiter, as if it did not exist, and changes nothing', async () => {
    const { id } = await saved();
    const other = await signIn(t, 'RECRUITER');
    const patch = await api.call(s.update, { cookie: other.cookie, params: { id }, body: { name: 'Mine' } });
    expect(patch.statusCode).toBe(404);
    expect(errorJson(patch).message).toBe('Saved search not found.');
    expect((await api.call(s.remove, { cookie: other.cookie, params: { id } })).statusCode).toBe(404);
    expect((await api.call(s.visit, { cookie: other.cookie, params: { id }, body: {} })).statusCode).toBe(
      404,
    );
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row!.name).toBe('Goalies');
  });

  it('refuses an empty change, a bad id (400) and answers 401 without a session', async () => {
    const { recruiter, id } = await saved();
    const empty = await api.call(s.update, { cookie: recruiter.cookie, params: { id }, bodyRaw: {} });
    expect(empty.statusCode).toBe(400);
    expect(errorJson(empty).issues?.[0]?.message).toBe('Change at least one of name, search or alert');
    expect(
      (await api.patch('/api/saved-searches/not-an-id', { cookie: recruiter.cookie, payload: { name: 'X' } }))
        .statusCode,
    ).toBe(400);
    expect((await api.call(s.remove, { params: { id } })).statusCode).toBe(401);
  });
});
