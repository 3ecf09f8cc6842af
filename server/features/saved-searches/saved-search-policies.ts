import { notFound } from '#server/lib/errors.ts';
import { definePolicy } from '#server/plugins/auth.ts';
import { findOwnSavedSearch, SAVED_SEARCH_NOT_FOUND } from './saved-searches.service.ts';

/** The saved-searches area's resource policy (D277), registered by the composition root (server/app.ts). */
export const savedSearchPolicies = {
  /** A saved search (its id in the path) the caller owns; anyone else 404, as if it did not exist. */
  'savedSearch:own': definePolicy({
    signedIn: true,
    load: async ({ db, user, id }) => {
      const row = await findOwnSavedSearch(db, user.id, id);
      if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND);
      return row;
    },
  }),
};

declare module '#server/plugins/auth.ts' {
  interface AccessPolicies {
    'savedSearch:own': (typeof savedSearchPolicies)['savedSearch:own'];
  }
}
