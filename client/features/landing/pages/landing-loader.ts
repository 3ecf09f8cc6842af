import { pageFound, SITE_DESCRIPTION } from '#client/lib/route-data.ts';

/** `/`: nothing to read; the head for search engines and link previews. */
export function landingLoader() {
  return pageFound({
    title: 'Rinkside · Build your profile. Get discovered.',
    description: SITE_DESCRIPTION,
    path: '/',
  });
}
