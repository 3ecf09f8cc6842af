import { apiRequest } from '#client/lib/api-client.ts';
import type { Player, UpdatePlayerInput } from '#common/contracts/players.ts';

/** PATCH /api/players/{id}: used when the person goes Back after the profile was created and changes it. */
export async function updatePlayer(playerId: string, input: UpdatePlayerInput): Promise<Player> {
  const answer = await apiRequest<{ player: Player }>(
    'PATCH',
    `/api/players/${encodeURIComponent(playerId)}`,
    input,
  );
  return answer.player;
}
