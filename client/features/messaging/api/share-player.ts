import { useMutation } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { SharePlayerInput } from '#common/contracts/messaging.ts';

/** SHARE PLAYER by e-mail: the public link to a colleague. */
export function useSharePlayer(playerId: string) {
  return useMutation({
    mutationFn: (input: SharePlayerInput) =>
      callApi(api.messaging.share, { params: { id: playerId }, body: input }),
  });
}
