import type { QueryClient } from '@tanstack/react-query';
import {
  createContext,
  data,
  type RouterContextProvider,
  type UNSAFE_DataWithResponseInit,
} from 'react-router';
import type { EndpointInput, EndpointResponse, EndpointSpec } from '#common/api/define.ts';
import { apiKey, callApi } from './api.ts';
import { isApiError } from './api-client.ts';

/**
 * Route data for the pages the server renders (D096): a route's loader reads the page's data into the
 * query cache, where the page's own hooks find it, and says what the document's head shows. The same
 * loader runs on the server (server/features/pages, its calls answered in-process) and in the browser on
 * a client-side navigation.
 */

/** The query cache of the router's loaders: the app's in the browser, one per request on the server. */
export const queryClientContext = createContext<QueryClient>();

/** What a page's document head says: title, description, canonical path and the sharing image. */
export interface PageHead {
  title: string;
  description: string;
  /** The canonical path (`/player/jamie-skater-x7k2`); the server makes it absolute. */
  path: string;
  /** A picture for link previews (a path or absolute URL); the generic Rinkside image when absent. */
  image?: string | null;
  type?: 'website' | 'profile';
  /** Not for search engines (a page that is not there). */
  noindex?: boolean;
}

export interface PageData {
  head: PageHead;
  /** The page's subject is not there (or not for this visitor): the page draws its not-found state. */
  notFound?: true;
}

export const SITE_DESCRIPTION =
  'Rinkside: build your hockey profile and get discovered by recruiters, scouts and organizations.';

export function queryClientOf(context: Readonly<RouterContextProvider>): QueryClient {
  return context.get(queryClientContext);
}

/** Loader data of a page found; `head` for the document. */
export function pageFound(head: PageHead): PageData {
  return { head };
}

/** Loader data of a page whose subject is not there: answered with status 404. */
export function pageNotFound(head: PageHead): UNSAFE_DataWithResponseInit<PageData> {
  return data({ head: { ...head, noindex: true }, notFound: true }, { status: 404 });
}

/**
 * Reads an endpoint into the query cache under the key its hook uses (apiKey), unless it is there
 * already. Resolves with the answer, with 'not-found' when the API answers 4xx, or with null when the
 * read failed otherwise (the page's own hook then shows its error and retry).
 */
export async function preloadApi<E extends EndpointSpec & { method: 'GET' }>(
  queryClient: QueryClient,
  endpoint: E,
  input: EndpointInput<E>,
): Promise<EndpointResponse<E> | 'not-found' | null> {
  const queryKey = apiKey(endpoint, input);
  try {
    return await queryClient.ensureQueryData({ queryKey, queryFn: () => callApi(endpoint, input) });
  } catch (error) {
    // A failed read is not kept: the server's HTML and the browser's first render both start it afresh
    // (an error does not travel in the page's data), so they draw the same screen.
    queryClient.removeQueries({ queryKey, exact: true });
    if (isApiError(error) && error.status >= 400 && error.status < 500) return 'not-found';
    return null;
  }
}
