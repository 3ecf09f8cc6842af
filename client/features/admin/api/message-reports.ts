import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeyPrefix, callApi, useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { MessageReportStatus } from '#common/enums.ts';

/** Reported conversations (D113), open ones by default, each with its whole thread. */
export function useMessageReports(status: MessageReportStatus) {
  return useApiQuery(api.messaging.admin.reports, { query: { status } });
}

/** Closes a report as resolved or dismissed, with an optional note. */
export function useResolveMessageReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, note }: { id: string; status: 'resolved' | 'dismissed'; note?: string }) =>
      callApi(api.messaging.admin.resolve, { params: { id }, body: { status, note: note?.trim() || null } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyPrefix(api.messaging.admin.reports) }),
  });
}
