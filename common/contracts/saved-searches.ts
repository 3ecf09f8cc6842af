import { z } from 'zod';
import {
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_QUERY_MAX,
  savedSearchQuery,
  searchParamsObject,
} from '../saved-search-rules.ts';
import { SearchQuerySchema } from './search.ts';
import { isOneLine } from './text.ts';

/**
 * A recruiter's saved searches (D306-D308): a name, the search as its query string (what the search
 * screen's address carries), and an alert: none, or a daily or weekly e-mail of players newly matching.
 */

// The alerts, limits and query string, shared with the screen without zod (D346).
export * from '../saved-search-rules.ts';

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
  .max(SAVED_SEARCH_QUERY_MAX, `Search must be at most ${SAVED_SEARCH_QUERY_MAX} characters`)
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
