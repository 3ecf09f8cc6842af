import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi, useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { EmailPreferences } from '#common/contracts/notifications.ts';

/** D304: which e-mails this account receives. */
export function useEmailPreferences() {
  return useApiQuery(api.notifications.preferences, {});
}

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<EmailPreferences>) => callApi(api.notifications.updatePreferences, { body }),
    onSuccess: (data) => queryClient.setQueryData(apiKey(api.notifications.preferences, {}), data),
  });
}

/** D305: what an unsubscribe link turns off (read without a session). */
export function useUnsubscribeInfo(token: string) {
  return useApiQuery(api.notifications.unsubscribeInfo, { params: { token } });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => callApi(api.notifications.unsubscribe, { params: { token } }),
  });
}
