import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { Role } from '#common/enums.ts';
import { RequireRole } from './layout/require-role.tsx';

/** Who may open an address, as the route table says: public, any session, some roles, or Page Not Found. */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'not-found' }
  | { kind: 'session'; roles: readonly Role[] | null };

/** Reads the RequireRole layout routes an address matches through: the route table is the only list. */
export function routeAccess(routes: RouteObject[], pathname: string): RouteAccess {
  const matches = matchRoutes(routes, pathname) ?? [];
  const leaf = matches.at(-1);
  if (!leaf || leaf.route.path === '*') return { kind: 'not-found' };
  for (const { route } of matches) {
    const element = route.element;
    if (isValidElement<{ roles?: readonly Role[] }>(element) && element.type === RequireRole) {
      return { kind: 'session', roles: element.props.roles ?? null };
    }
  }
  return { kind: 'public' };
}
