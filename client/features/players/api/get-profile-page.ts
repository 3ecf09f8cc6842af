import type { QueryClient } from '@tanstack/react-query';
import { apiKey } from '#client/lib/api.ts';
import { preloadApi } from '#client/lib/route-data.ts';
import type { EndpointResponse } from '#common/api/define.ts';
import { api } from '#common/api/index.ts';

export type ProfilePage = EndpointResponse<typeof api.players.page>;

/**
 * The public profile's reads in one round trip (GET /api/players/{slug}/page, D096): each part goes
 * into the cache under its own read's key, so usePlayer, useScheduleEvents and the rest find it there.
 * Resolves with the profile, 'not-found' (4xx), or null when the read failed otherwise.
 */
export async function preloadProfilePage(
  queryClient: QueryClient,
  slug: string,
): Promise<ProfilePage['detail'] | 'not-found' | null> {
  const cached = queryClient.getQueryData<ProfilePage['detail']>(
    apiKey(api.players.get, { params: { id: slug } }),
  );
  if (cached) return cached;
  const page = await preloadApi(queryClient, api.players.page, { params: { id: slug } });
  if (page === 'not-found' || page === null) return page;
  const byId = { params: { id: page.detail.player.id } };
  const { players } = api;
  queryClient.setQueryData(apiKey(players.get, { params: { id: slug } }), page.detail);
  queryClient.setQueryData(apiKey(players.schedule.list, byId), page.scheduleEvents);
  queryClient.setQueryData(apiKey(players.schedule.upcoming, byId), page.upcomingEvents);
  queryClient.setQueryData(apiKey(players.stats.seasons, byId), page.seasonStats);
  queryClient.setQueryData(apiKey(players.stats.measurables, byId), page.measurables);
  queryClient.setQueryData(apiKey(players.stats.coachReferences, byId), page.coachReferences);
  queryClient.setQueryData(apiKey(players.goals.list, byId), page.goals);
  // The page answer itself is only a carrier: its parts live under their own keys.
  queryClient.removeQueries({ queryKey: apiKey(players.page, { params: { id: slug } }), exact: true });
  return page.detail;
}
