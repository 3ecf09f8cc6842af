import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** Marks a thread read (POST /api/conversations/{id}/read); the header badge takes the new count. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) =>
      callApi(api.messaging.conversations.read, { params: { id: conversationId }, body: {} }),
    onSuccess: async ({ unreadCount }) => {
      queryClient.setQueryData(apiKey(api.messaging.conversations.unreadCount, {}), { unreadCount });
      await queryClient.invalidateQueries({
        queryKey: apiKey(api.messaging.conversations.list, {}),
        exact: true,
      });
    },
  });
}
