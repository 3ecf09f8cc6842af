import { definePolicy } from '#server/plugins/auth.ts';
import { findPlayerForFamily } from './family-access.ts';

/**
 * The data-control area's resource policy (D277), registered by the composition root (server/app.ts).
 */
export const dataControlPolicies = {
  /**
   * A player whose data the caller controls (family-access.ts): a linked parent's child or the caller's
   * own adult profile; with `scope: 'parent'` a linked parent's child only. Anyone else 404.
   */
  'player:family': definePolicy({
    signedIn: true,
    load: ({ db, user, id, scope }) => {
      if (scope !== undefined && scope !== 'parent')
        throw new Error('player:family takes no scope but parent');
      return findPlayerForFamily(db, user, id, { parentOnly: scope === 'parent' });
    },
  }),
};

declare module '#server/plugins/auth.ts' {
  interface AccessPolicies {
    'player:family': (typeof dataControlPolicies)['player:family'];
  }
}
