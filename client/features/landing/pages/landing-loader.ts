import type { LoaderFunctionArgs } from 'react-router';
import { pageFound, preloadApi, queryClientOf, SITE_DESCRIPTION } from '#client/lib/route-data.ts';
import { api } from '#common/api/index.ts';

/** `/`: where the example profile is (when there is demo data), and the head for search engines. */
export async function landingLoader({ context }: LoaderFunctionArgs) {
  await preloadApi(queryClientOf(context), api.players.demoProfile, {});
  return pageFound({
    title: 'Rinkside · Build your profile. Get discovered.',
    description: SITE_DESCRIPTION,
    path: '/',
  });
}
