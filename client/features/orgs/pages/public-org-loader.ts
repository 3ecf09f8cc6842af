import type { LoaderFunctionArgs } from 'react-router';
import { pageFound, pageNotFound, preloadApi, queryClientOf } from '#client/lib/route-data.ts';
import { api } from '#common/api/index.ts';
import { truncateGraphemes } from '#common/names.ts';

/** /org/{slug}: the program and its roster, read into the cache the page draws from; unknown: 404. */
export async function publicOrgLoader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const path = `/org/${encodeURIComponent(slug)}`;
  const answer = await preloadApi(queryClientOf(context), api.orgs.bySlug, { params: { slug } });
  if (answer === 'not-found') {
    return pageNotFound({
      title: 'Organization Not Found · Rinkside',
      description: 'This organization is not on Rinkside.',
      path,
    });
  }
  if (answer === null)
    return pageFound({
      title: 'Organization · Rinkside',
      description: 'A hockey program on Rinkside.',
      path,
    });
  const { organization: org, roster } = answer;
  const place = [org.city, org.region].filter(Boolean).join(', ');
  const about =
    org.description?.trim() ||
    `${roster.length} player${roster.length === 1 ? '' : 's'} on its active roster.`;
  return pageFound({
    title: `${org.name} · Rinkside`,
    description: truncateGraphemes(`${org.name}${place ? ` (${place})` : ''} on Rinkside: ${about}`, 300),
    path: `/org/${org.slug}`,
    image: org.logoUrl,
  });
}
