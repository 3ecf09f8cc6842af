import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isServerRendered } from './entry-server.tsx';
import { type RouteHandle, routes } from './routes.tsx';

/**
 * isServerRendered matches on a cut route table (D204): its answer must be React Router's own answer on
 * the whole table for every path, so it is compared with matchRoutes on every path of the table (parameters
 * filled in), their neighbours and odd spellings.
 */
function fullPaths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path === undefined ? parent : route.path;
    return [...(route.path ? [path] : []), ...(route.children ? fullPaths(route.children, path) : [])];
  });
}
const wholeTable = (pathname: string) =>
  (matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined)?.ssr === true;

const filled = fullPaths(routes).map((p) => p.replace(/:[^/]+/g, 'some-slug-1').replace('*', 'x/y'));
const samples = [
  ...filled,
  ...filled.map((p) => `${p}/extra`),
  ...filled.map((p) => p.toUpperCase()),
  ...filled.map((p) => `${p}/`),
  '/',
  '',
  '/player/profile',
  '/player/adam-watson-jy1z',
  '/player/id/edit',
  '/org/dashboard',
  '/org/north-shore-hockey-club',
  '/pl%61yer/adam-watson-jy1z',
  '/%E0%A4%A',
  '/nope/at/all',
  '//player//x',
];

describe('isServerRendered', () => {
  it('answers as matchRoutes on the whole table for every path of the table and its neighbours', () => {
    const differ = samples.filter((path) => isServerRendered(path) !== wholeTable(path));
    expect(differ).toEqual([]);
  });

  it('marks the public pages and only them', () => {
    expect(isServerRendered('/player/adam-watson-jy1z')).toBe(true);
    expect(isServerRendered('/org/north-shore-hockey-club')).toBe(true);
    expect(isServerRendered('/')).toBe(true);
    expect(isServerRendered('/pricing')).toBe(true);
    expect(isServerRendered('/player/profile')).toBe(false);
    expect(isServerRendered('/org/dashboard')).toBe(false);
    expect(isServerRendered('/account')).toBe(false);
  });
});
