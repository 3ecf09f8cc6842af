import type { DbOrTx } from '#server/db/client.ts';
import {
  findPlayerForView,
  isLinkedParent,
  type PlayerRow,
  parentKeepsManaging,
} from '#server/features/players/index.ts';
import { forbidden } from '#server/lib/errors.ts';
import { type AuthUser, definePolicy } from '#server/plugins/auth.ts';

/**
 * The parents area's object rule (decisions §1, D142) and its policy (D277), registered by the composition
 * root (server/app.ts).
 */

export const ADULT_OWN_PROFILE_MESSAGE =
  'This player is 18 and manages their own profile. They can let their parents keep managing it in their profile settings.';

/** A player the PARENT is linked to: hidden and not linked 404, visible and not linked 403 (decisions §1). */
export async function findPlayerForLinkedParent(db: DbOrTx, user: AuthUser, ref: string): Promise<PlayerRow> {
  const { player } = await findPlayerForView(db, user, ref);
  await checkLinkedParentManages(db, user, player);
  return player;
}

/** 403 unless the user is a PARENT linked to the (visible) player and still manages its profile. */
export async function checkLinkedParentManages(db: DbOrTx, user: AuthUser, player: PlayerRow): Promise<void> {
  if (user.role !== 'PARENT' || !(await isLinkedParent(db, user.id, player.id))) {
    throw forbidden('Only a parent linked to this player can do that.');
  }
  // D142: an adult's profile is the adult's own unless they let their parents keep managing it.
  if (!parentKeepsManaging(player)) throw forbidden(ADULT_OWN_PROFILE_MESSAGE);
}

export const parentPolicies = {
  /**
   * A player (its id or slug in the path) the caller is a linked parent of and still manages: hidden and
   * not linked 404, visible and not linked 403.
   */
  'player:linkedParent': definePolicy({
    signedIn: true,
    load: ({ db, user, id }) => findPlayerForLinkedParent(db, user, id),
  }),
};

declare module '#server/plugins/auth.ts' {
  interface AccessPolicies {
    'player:linkedParent': (typeof parentPolicies)['player:linkedParent'];
  }
}
