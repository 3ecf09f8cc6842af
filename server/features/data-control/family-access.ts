import { needsParentalConsent } from '#common/age.ts';
import type { DbOrTx } from '#server/db/client.ts';
import {
  findPlayerByRef,
  isLinkedParent,
  type PlayerRow,
  parentKeepsManaging,
} from '#server/features/players/index.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';

export const PLAYER_NOT_FOUND = 'Player not found.';
export const MINOR_OWN_DATA =
  "A parent or guardian manages this profile's data. Ask them to download or delete it from their dashboard.";

/** A player whose data the caller controls, and as whom: a linked parent or the adult player themself. */
export interface FamilyPlayer {
  player: PlayerRow;
  as: 'parent' | 'self';
}

/**
 * A player whose data the user controls (D062): a linked parent's child, or (unless `parentOnly`) the
 * user's own adult profile. Anyone else 404, whether or not the profile is visible: these are private
 * calls. The load of the player:family policy (data-control-policies.ts).
 */
export async function findPlayerForFamily(
  db: DbOrTx,
  user: AuthUser,
  ref: string,
  opts: { parentOnly?: boolean } = {},
): Promise<FamilyPlayer> {
  const player = await findPlayerByRef(db, ref);
  // D142: a parent controls an adult's data only while the adult lets them manage the profile.
  if (
    player &&
    user.role === 'PARENT' &&
    parentKeepsManaging(player) &&
    (await isLinkedParent(db, user.id, player.id))
  ) {
    return { player, as: 'parent' };
  }
  if (player && !opts.parentOnly && player.userId === user.id) {
    if (needsParentalConsent(player)) throw forbidden(MINOR_OWN_DATA);
    return { player, as: 'self' };
  }
  throw notFound(PLAYER_NOT_FOUND);
}
