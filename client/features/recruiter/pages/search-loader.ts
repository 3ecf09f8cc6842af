import type { LoaderFunctionArgs } from 'react-router';
import { SESSION_QUERY_KEY } from '#client/lib/query-client.ts';
import { pageFound, preloadApi, queryClientOf } from '#client/lib/route-data.ts';
import { api } from '#common/api/index.ts';
import type { SessionUser } from '#common/contracts/auth.ts';
import { filtersFromParams, filtersToQuery, pageFromParams } from '../lib/search-filters.ts';

/**
 * /recruiter/search (and /search): the first page of results for the filters in the address, read into
 * the cache the page draws from, so the server sends the results (D096). Signed out, nothing is read:
 * the page's layout sends the visitor to /login as before. A private screen: not for search engines.
 */
export async function searchLoader({ request, context }: LoaderFunctionArgs) {
  const queryClient = queryClientOf(context);
  const user = queryClient.getQueryData<SessionUser | null>(SESSION_QUERY_KEY);
  // Any signed-in account: the API decides who may search (a refusal leaves the page to ask and say so).
  if (user) {
    const params = new URL(request.url).searchParams;
    const query = filtersToQuery(filtersFromParams(params), pageFromParams(params));
    await preloadApi(queryClient, api.search.players, { query });
  }
  return pageFound({
    title: 'Search Players · Rinkside',
    description: 'Search hockey players by position, birth year, region and more.',
    path: '/recruiter/search',
    noindex: true,
  });
}
