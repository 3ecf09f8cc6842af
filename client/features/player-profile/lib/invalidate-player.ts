import type { QueryClient } from '@tanstack/react-query';
import { apiKey, apiKeyPrefix } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** The ids a player's queries may be keyed by: the own-profile key, the id, and the public slug. */
export interface PlayerRef {
  id: string;
  slug: string;
}

/** The reads under /api/players/:id that a change can make stale, by their path's last segment. */
const SUB_RESOURCES = {
  'team-history': api.players.teamHistory.list,
  media: api.media.list,
  'schedule-events': api.players.schedule.list,
  'upcoming-events': api.players.schedule.upcoming,
  'game-stats': api.players.stats.games,
  'season-stats': api.players.stats.seasons,
  goals: api.players.goals.list,
  measurables: api.players.stats.measurables,
  features: api.players.features,
  parents: api.parents.ofPlayer,
} as const;

export type PlayerSubResource = keyof typeof SUB_RESOURCES;

/**
 * After a change: the own profile, the detail read by id and by slug (the public page of the same
 * session reads by slug), the named sub-resources of both and the profile strength (any change may move
 * it). Counted features also change the plan usage read by the upgrade banner.
 */
export function invalidatePlayer(
  queryClient: QueryClient,
  player: PlayerRef,
  ...subResources: PlayerSubResource[]
): Promise<unknown> {
  const endpoints = [
    api.players.get,
    api.players.profileStrength,
    ...subResources.map((name) => SUB_RESOURCES[name]),
  ];
  const keys = [
    apiKey(api.players.me, {}),
    ...[...new Set([player.id, player.slug])].flatMap((id) =>
      endpoints.map((endpoint) => apiKey(endpoint, { params: { id } })),
    ),
  ];
  const tasks = keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true }));
  if (subResources.includes('features')) {
    tasks.push(queryClient.invalidateQueries({ queryKey: apiKeyPrefix(api.subscriptions.userFeatures) }));
  }
  return Promise.all(tasks);
}
