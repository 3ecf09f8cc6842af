import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { issuesByPath } from '#test/players-kit.ts';
import { queryOf, searchWorld } from '#test/search-kit.ts';

/** The player search's pages: deep pages, a stable order, the total (the world: test/search-kit.ts). */
const { api, world, search } = searchWorld();

describe('GET /api/players/search', () => {
  it('pages deep lists in the same order as the first page, with teams and photos', async () => {
    const all = (await search()).players;
    const one = [];
    for (let page = 1; page <= all.length; page++)
      one.push(...(await search(`pageSize=1&page=${page}`)).players);
    expect(one).toEqual(all);
  });

  it('refuses a page more than 10,000 players deep, naming the last page', async () => {
    expect((await search('pageSize=100&page=101')).page).toBe(101);
    expect((await search('page=417')).page).toBe(417);
    for (const query of ['pageSize=100&page=102', 'page=418', 'pageSize=25&page=402&keyword=x']) {
      const res = await api.call(contract.search.players, {
        queryRaw: queryOf(query),
        cookie: world.recruiter.cookie,
      });
      expect(res.statusCode, query).toBe(400);
      expect(issuesByPath(res).page, query).toMatch(/too deep.*last page is (101|417|401)/);
    }
  });

  it('pages with a stable order and the full total', async () => {
    const all = (await search()).players.map((x) => x.id);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const body = await search(`pageSize=2&page=${page}`);
      expect(body).toMatchObject({ total: 5, totalIsLowerBound: false, page, pageSize: 2 });
      pages.push(body.players.map((x) => x.id));
    }
    expect(pages.map((ids) => ids.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(all);
    const past = await search('pageSize=2&page=4');
    expect(past).toMatchObject({ players: [], total: 5, page: 4 });
    expect(await search('keyword=nobody&page=3')).toMatchObject({ players: [], total: 0 });
  });
});
