import { z } from 'zod';
import { SearchQuerySchema } from './search.ts';
import { isOneLine } from './text.ts';

/**
 * A recruiter's saved searches (D306-D308): a name, the search as its query string (what the search
 * screen's address carries), and an alert: none, or a daily or weekly e-mail of players newly matching.
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
const QUERY_MAX = 2000;
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

const uuid = z.uuid({ message: 'Not a valid id' });
export const SavedSearchParamsSchema = z.object({ id: uuid });

const name = z
  .string({ message: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(SAVED_SEARCH_NAME_MAX, `Name must be at most ${SAVED_SEARCH_NAME_MAX} characters`)
  .refine(isOneLine, 'Name contains an invalid character');

/** The search's own rules decide (SearchQuerySchema): filters it learns later are accepted here too. */
const query = z
  .string({ message: 'Search is required' })
  .max(QUERY_MAX, `Search must be at most ${QUERY_MAX} characters`)
  .transform(savedSearchQuery)
  .superRefine((value, ctx) => {
    const parsed = SearchQuerySchema.safeParse(searchParamsObject(value));
    if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
  });

const alert = z.enum(SAVED_SEARCH_ALERTS, { message: 'Alert must be none, daily or weekly' });

export const CreateSavedSearchInputSchema = z.strictObject({ name, query, alert: alert.default('none') });
export type CreateSavedSearchInput = z.input<typeof CreateSavedSearchInputSchema>;

export const UpdateSavedSearchInputSchema = z
  .strictObject({ name: name.optional(), query: query.optional(), alert: alert.optional() })
  .refine((v) => Object.keys(v).length > 0, 'Change at least one of name, search or alert');
export type UpdateSavedSearchInput = z.input<typeof UpdateSavedSearchInputSchema>;

export const SavedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: z.string(),
  alert: z.enum(SAVED_SEARCH_ALERTS),
  createdAt: z.string(),
  /** When the recruiter last opened it. */
  visitedAt: z.string(),
  /** Players it found since then (D308). */
  newSinceVisit: z.number().int().nonnegative(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchResponseSchema = z.object({ savedSearch: SavedSearchSchema });
export const SavedSearchesResponseSchema = z.object({
  savedSearches: z.array(SavedSearchSchema),
  limit: z.number().int(),
});
export const SavedSearchMessageSchema = z.object({ message: z.string() });
