/**
 * A saved search's alerts, limits and query string without the schemas (D346): the screen reads these;
 * common/contracts/saved-searches.ts re-exports them and checks requests with them.
 */

export const SAVED_SEARCH_ALERTS = ['none', 'daily', 'weekly'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];
export const SAVED_SEARCH_ALERT_LABELS: Record<SavedSearchAlert, string> = {
  none: 'No e-mail',
  daily: 'Daily e-mail',
  weekly: 'Weekly e-mail',
};
/** D306: at most this many saved searches per recruiter (no tier limits them; each costs a search a day). */
export const SAVED_SEARCH_MAX = 25;
export const SAVED_SEARCH_NAME_MAX = 80;
/** The longest query string a saved search keeps. */
export const SAVED_SEARCH_QUERY_MAX = 2000;
/** Paging is the screen's, not the search's: a saved search never keeps it. */
const PAGING_KEYS = ['page', 'pageSize'];

/** A query string as Fastify reads it: a key given once is a string, given several times an array. */
export function searchParamsObject(query: string): Record<string, string | string[]> {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length === 1 ? all[0]! : all;
  }
  return out;
}

/** The query string a saved search keeps: without a leading "?", paging or empty values. */
export function savedSearchQuery(query: string): string {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const kept = new URLSearchParams();
  for (const [key, value] of params) if (!PAGING_KEYS.includes(key) && value !== '') kept.append(key, value);
  return kept.toString();
}
