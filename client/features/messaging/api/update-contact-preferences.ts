import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { ContactPreferencesInput } from '#common/contracts/messaging.ts';
import { invalidateConversations } from './invalidate.ts';

/** Saves the contact settings (PUT): the switch and the blocked recruiters, as one whole. */
export function useUpdateContactPreferences(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactPreferencesInput) =>
      callApi(api.messaging.contactPreferences.put, { params: { id: playerId }, body: input }),
    onSuccess: async (data) => {
      queryClient.setQueryData(
        apiKey(api.messaging.contactPreferences.get, { params: { id: playerId } }),
        data,
      );
      // A thread's "can send" state follows the settings.
      await invalidateConversations(queryClient);
    },
  });
}
