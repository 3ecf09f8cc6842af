import { describe, expect, it } from 'vitest';
import { buildPath, defineEndpoint, queryString } from './define.ts';
import { api, endpointsOf } from './index.ts';

describe('the API contract', () => {
  it('fills path parameters URI-encoded', () => {
    expect(buildPath(api.players.goals.update, { id: 'jamie-x7', goalId: 'a/b c' })).toBe(
      '/api/players/jamie-x7/goals/a%2Fb%20c',
    );
    expect(buildPath(api.lists.list)).toBe('/api/lists');
  });

  it('writes query strings with repeated keys and leaves out absent values', () => {
    expect(queryString({ category: ['a', 'b'], page: 2, keyword: undefined })).toBe(
      '?category=a&category=b&page=2',
    );
    expect(queryString({})).toBe('');
    expect(queryString(undefined)).toBe('');
  });

  it('declares each method and path once', () => {
    const all = endpointsOf().map((e) => `${e.method} ${e.path}`);
    expect(new Set(all).size).toBe(all.length);
  });

  it('requires a summary of every endpoint (the OpenAPI document says it, D185)', () => {
    // @ts-expect-error: no summary
    const unsummed = defineEndpoint({ method: 'GET', path: '/api/x', responses: {} });
    expect(unsummed.path).toBe('/api/x');
    for (const endpoint of endpointsOf()) expect(endpoint.summary.trim(), endpoint.path).not.toBe('');
  });
});
