import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a server-rendered page hands to the browser: the router's loader data and the query
 * cache the page was drawn from, in a JSON data block (the CSP allows no inline script; a data block is
 * not run). The browser hydrates from it without asking the API again.
 */
export interface HydrationPayload {
  /** The router's state of a server-rendered page; absent for the plain shell (nothing to hydrate). */
  router?: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null };
  /** The query cache: a rendered page's reads, and on every page the session read. */
  queries: DehydratedState;
  /** The lazy parts the page drew (lazyPart): the browser loads them before it hydrates (D338). */
  parts?: string[];
}

export { HYDRATION_ELEMENT_ID } from '#common/hydration.ts';

/** The payload as the text of a JSON data block: `<` escaped, so no `</script>` can end it early. */
export function serializeHydration(payload: HydrationPayload): string {
  return JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
