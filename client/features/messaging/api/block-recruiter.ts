import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidateConversations } from './invalidate.ts';

/**
 * Block sender, from a thread: the family's settings as they are now, with one more blocked recruiter
 * (the PUT replaces the whole list, so the current one is read first).
 */
export function useBlockRecruiter(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (recruiterUserId: string) => {
      const params = { id: playerId };
      const { preferences } = await callApi(api.messaging.contactPreferences.get, { params });
      const blocked = preferences.blocked.map((b) => b.userId);
      return callApi(api.messaging.contactPreferences.put, {
        params,
        body: {
          allowRecruiterContact: preferences.allowRecruiterContact,
          blockedUserIds: blocked.includes(recruiterUserId) ? blocked : [...blocked, recruiterUserId],
        },
      });
    },
    onSuccess: async (data) => {
      queryClient.setQueryData(
        apiKey(api.messaging.contactPreferences.get, { params: { id: playerId } }),
        data,
      );
      await invalidateConversations(queryClient);
    },
  });
}
