import type { QueryClient } from '@tanstack/react-query';

/** The ids a player's queries may be keyed by: the own-profile key, the id, and the public slug. */
export interface PlayerRef {
  id: string;
  slug: string;
}

/** Sub-resources of /api/players/{id}/... that a change can make stale. */
export type PlayerSubResource =
  | 'team-history'
  | 'media'
  | 'schedule-events'
  | 'upcoming-events'
  | 'game-stats'
  | 'season-stats'
  | 'goals'
  | 'measurables'
  | 'features'
  | 'parents';

export const MY_PLAYER_KEY = ['/api/players/me'] as const;

/** Any change may move the profile strength, so it is always read again. */
const ALWAYS_STALE = 'profile-strength';

/**
 * After a change: the own profile (['/api/players/me']), the detail read by id and by slug (the public
 * page of the same session reads by slug), the named sub-resources of both and the profile strength.
 * Counted features also change the plan usage read by the upgrade banner.
 */
export function invalidatePlayer(
  queryClient: QueryClient,
  player: PlayerRef,
  ...subResources: PlayerSubResource[]
): Promise<unknown> {
  const refs = new Set([player.id, player.slug]);
  const subs = new Set<string>([...subResources, ALWAYS_STALE]);
  const tasks: Promise<unknown>[] = [
    queryClient.invalidateQueries({ queryKey: MY_PLAYER_KEY, exact: true }),
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        queryKey[0] === '/api/players' &&
        refs.has(String(queryKey[1])) &&
        (queryKey.length === 2 || (queryKey.length === 3 && subs.has(String(queryKey[2])))),
    }),
  ];
  if (subs.has('features')) {
    tasks.push(queryClient.invalidateQueries({ queryKey: ['/api/subscriptions/features'] }));
  }
  return Promise.all(tasks);
}
