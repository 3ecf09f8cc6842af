import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { Player, SetupPlayerInput } from '#common/contracts/players.ts';
import { isAlreadyExistsError } from '../wizard-payload.ts';

export const INVALID_RESPONSE_MESSAGE = 'Invalid response from server';

export interface SetupPlayerResult {
  player: Player;
  /** True when the profile existed already and was read back with GET /api/players/me. */
  recovered: boolean;
}

/**
 * POST /api/players/setup (spec 1 §7). Spec 1 §8: an "already exists" answer counts as success and the
 * player is read with GET /api/players/me; an answer without a player id is an error.
 */
export async function setupPlayer(input: SetupPlayerInput): Promise<SetupPlayerResult> {
  let player: Player | undefined;
  try {
    // Read defensively: an answer without a player is refused below.
    const answer: { player?: Player } | undefined = await callApi(api.players.setup, { body: input });
    player = answer?.player;
  } catch (error) {
    if (!isAlreadyExistsError(error)) throw error;
    const me: { player?: Player } | undefined = await callApi(api.players.me, {});
    if (!me?.player?.id) throw new Error(INVALID_RESPONSE_MESSAGE);
    return { player: me.player, recovered: true };
  }
  if (!player?.id) throw new Error(INVALID_RESPONSE_MESSAGE);
  return { player, recovered: false };
}
