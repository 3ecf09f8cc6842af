import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, buildPath, type EndpointSpec } from '#common/api/index.ts';
import { apiKey, apiKeyPrefix, callApi, isApiKeyOf } from './api.ts';
import { ApiError } from './api-client.ts';
import { readSession } from './query-client.ts';

afterEach(() => vi.unstubAllGlobals());

function respond(status: number, body: string) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(body || null, { status }));
}

describe('the typed client core', () => {
  it('keys a read by its filled path, then its query', () => {
    expect(apiKey(api.players.goals.list, { params: { id: 'jamie-x7' } })).toEqual([
      'api',
      'players',
      'jamie-x7',
      'goals',
    ]);
    expect(apiKey(api.auth.me, {})).toEqual(['api', 'auth', 'me']);
    expect(apiKey(api.search.players, { query: { pageSize: 8 } })).toEqual([
      'api',
      'players',
      'search',
      { pageSize: 8 },
    ]);
  });

  it('gives the prefix of a path up to the first parameter not given', () => {
    expect(apiKeyPrefix(api.players.get, { id: 'p1' })).toEqual(['api', 'players', 'p1']);
    expect(apiKeyPrefix(api.subscriptions.userFeatures)).toEqual(['api', 'subscriptions', 'features']);
    expect(apiKeyPrefix(api.lists.list)).toEqual(['api', 'lists']);
  });

  it("tells an endpoint's keys from others", () => {
    const listCount = apiKey(api.players.listCount, { params: { id: 'p1' } });
    expect(isApiKeyOf(api.players.listCount, listCount)).toBe(true);
    expect(isApiKeyOf(api.players.listCount, apiKey(api.players.views, { params: { id: 'p1' } }))).toBe(
      false,
    );
    expect(isApiKeyOf(api.players.get, apiKey(api.players.goals.list, { params: { id: 'p1' } }))).toBe(false);
    expect(isApiKeyOf(api.search.players, apiKey(api.search.players, { query: { page: 2 } }))).toBe(true);
  });

  it("tells keys apart with the browser build's endpoints, whose schemas are true", () => {
    const browser = (endpoint: EndpointSpec) =>
      Object.fromEntries(
        Object.entries(endpoint).map(([name, value]) =>
          ['params', 'query', 'body', 'responses'].includes(name) ? [name, true] : [name, value],
        ),
      ) as unknown as EndpointSpec;
    const search = apiKey(api.search.players, { query: { page: 2 } });
    expect(isApiKeyOf(browser(api.search.players), search)).toBe(true);
    // /api/players/:id without a query string: `search` plus a query object is not one of its keys.
    expect(isApiKeyOf(browser(api.players.get), search)).toBe(false);
  });

  it('calls the filled path with the query string and the JSON body', async () => {
    const fetchMock = respond(201, '{"entry":{}}');
    vi.stubGlobal('fetch', fetchMock);
    await callApi(api.players.teamHistory.create, {
      params: { id: 'a/b' },
      body: { teamName: 'Wolves', season: '2025-26' },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(buildPath(api.players.teamHistory.create, { id: 'a/b' }));
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"teamName":"Wolves","season":"2025-26"}');

    await callApi(api.search.players, { query: { positions: ['C', 'D'], keyword: undefined } });
    expect(fetchMock.mock.calls[1]?.[0]).toBe(`${buildPath(api.search.players)}?positions=C&positions=D`);
  });

  it('reads the session as null on 401 and throws on other failures', async () => {
    const signal = new AbortController().signal;
    vi.stubGlobal('fetch', respond(401, '{"message":"Sign in"}'));
    await expect(readSession({ signal })).resolves.toBeNull();
    vi.stubGlobal('fetch', respond(500, '{"message":"Down"}'));
    await expect(readSession({ signal })).rejects.toBeInstanceOf(ApiError);
  });

  it("reaches a resource's sub-reads through its prefix, as the old path keys did", async () => {
    const client = new QueryClient();
    const keys = {
      detail: apiKey(api.players.get, { params: { id: 'p1' } }),
      goals: apiKey(api.players.goals.list, { params: { id: 'p1' } }),
      invitations: apiKey(api.coParents.ofPlayer, { params: { id: 'p1' } }),
      other: apiKey(api.players.goals.list, { params: { id: 'p2' } }),
      me: apiKey(api.players.me, {}),
      lists: apiKey(api.lists.list, {}),
      items: apiKey(api.lists.items.list, { params: { listId: 'l1' } }),
    };
    for (const key of Object.values(keys)) client.setQueryData(key, {});
    await client.invalidateQueries({ queryKey: apiKeyPrefix(api.players.get, { id: 'p1' }) });
    await client.invalidateQueries({ queryKey: apiKeyPrefix(api.lists.list) });
    const stale = Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(stale).toEqual(['detail', 'goals', 'invitations', 'lists', 'items']);
  });
});
