import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { issuesByPath, signIn } from '#test/players-kit.ts';
import { queryOf, searchWorld } from '#test/search-kit.ts';

/**
 * Who may search, the profiles a search never finds, and the input it refuses (the world:
 * test/search-kit.ts).
 */
const { t, api, world, search } = searchWorld();
const { hidden } = world;

describe('GET /api/players/search', () => {
  it('never returns a draft, pending_consent or inactive profile, whatever the filters', async () => {
    const ids = new Set(hidden.map((h) => h.id));
    for (const query of [
      '',
      'keyword=hidden',
      'keyword=jose',
      'birthYear=2008&positions=C',
      'region=Northeast',
    ]) {
      const body = await search(query);
      expect(
        body.players.some((x) => ids.has(x.id)),
        query,
      ).toBe(false);
    }
    expect((await search('keyword=hidden')).total).toBe(0);
  });

  it('is open to recruiters, admins and organization members only', async () => {
    const anon = await api.call(contract.search.players, {});
    expect(anon.statusCode).toBe(401);
    for (const role of ['PLAYER', 'PARENT'] as const) {
      const res = await api.call(contract.search.players, { cookie: (await signIn(t, role)).cookie });
      expect(res.statusCode, role).toBe(403);
    }
    for (const role of ['ADMIN', 'ORG_ADMIN', 'ORG_STAFF'] as const) {
      expect((await search('', (await signIn(t, role)).cookie)).total, role).toBe(5);
    }
  });

  it.each([
    ['category=Men', 'category.0'],
    ['positions=Forward', 'positions.0'],
    ['positions=C&positions=X', 'positions.1'],
    ['birthYear=abc', 'birthYear.0'],
    ['birthYear=1800', 'birthYear.0'],
    ['handedness=Both', 'handedness'],
    ['handedness=L&handedness=R', 'handedness'],
    ['region=Europe', 'region'],
    [`keyword=${'a'.repeat(101)}`, 'keyword'],
    ['keyword=a%00b', 'keyword'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['page=501', 'page'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=-1', 'pageSize'],
  ])('answers bad input %s with 400 naming the field', async (query, path) => {
    const res = await api.call(contract.search.players, {
      queryRaw: queryOf(query),
      cookie: world.recruiter.cookie,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(Object.keys(issuesByPath(res))).toContain(path);
  });
});
