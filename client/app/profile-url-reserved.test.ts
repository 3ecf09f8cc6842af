import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { endpointsOf } from '#common/api/index.ts';
import { customSlugError, RESERVED_SLUGS } from '#common/profile-url.ts';
import { routes } from './routes.tsx';

/** Every path of the route table, joined with its parents'. */
function allPaths(list: RouteObject[], prefix = ''): string[] {
  return list.flatMap((r) => {
    const here = r.path ? (r.path.startsWith('/') ? r.path : `${prefix}/${r.path}`) : prefix;
    return [...(r.path ? [here] : []), ...allPaths(r.children ?? [], here)];
  });
}

/** D114: a chosen profile URL can never be one of the app's own addresses. */
describe('reserved profile URLs', () => {
  it("reserves every fixed word beside /player/{slug} and /api/players/{id}, and the app's top-level routes", () => {
    const paths = allPaths(routes);
    const besidePlayer = paths
      .filter((p) => p.startsWith('/player/'))
      .map((p) => p.split('/')[2]!)
      .filter((s) => !s.startsWith(':'));
    const besideApi = endpointsOf()
      .map((e) => e.path.match(/^\/api\/players\/([^/:]+)/)?.[1])
      .filter((s): s is string => Boolean(s));
    const topLevel = paths.map((p) => p.split('/')[1]!).filter((s) => s && !s.startsWith(':') && s !== '*');
    const words = [...new Set([...besidePlayer, ...besideApi, ...topLevel])];
    expect(besidePlayer).toContain('profile');
    expect(besideApi).toEqual(expect.arrayContaining(['setup', 'me', 'search']));
    for (const word of words) {
      if (word.length < 3) continue;
      expect(RESERVED_SLUGS.has(word), `"${word}" is reserved`).toBe(true);
      expect(customSlugError(word)).toBe('That address is reserved by Rinkside. Please choose another.');
    }
  });

  it('accepts an ordinary address and names the rule a bad one breaks', () => {
    expect(customSlugError('jamie-goals-9')).toBeNull();
    expect(customSlugError('ab')).toBe('Use at least 3 characters.');
    expect(customSlugError('9999')).toBe('Include at least one letter.');
    expect(customSlugError('a_b_c')).toMatch(/single hyphens/);
  });
});
