import { definePolicy } from '#server/plugins/auth.ts';
import { findPlayerForEdit, findPlayerForView } from './player-access.ts';

/**
 * The player area's resource policies (player-access.ts rules), for routes whose `param` holds a player's
 * id or slug. Registered by the composition root (server/app.ts).
 */
export const playerPolicies = {
  /** A player the caller may see, and whether they manage it; a hidden profile is 404. */
  'player:view': definePolicy({
    signedIn: false,
    load: ({ db, user, id }) => findPlayerForView(db, user, id),
  }),
  /** A player the caller may change: a hidden profile is 404, a visible one not theirs 403. */
  'player:manage': definePolicy({
    signedIn: true,
    load: ({ db, user, id }) => findPlayerForEdit(db, user, id),
  }),
};

declare module '#server/plugins/auth.ts' {
  interface AccessPolicies {
    'player:view': (typeof playerPolicies)['player:view'];
    'player:manage': (typeof playerPolicies)['player:manage'];
  }
}
