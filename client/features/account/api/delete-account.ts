import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '#client/lib/api-client.ts';
import type {
  AccountDeletionPreview,
  DataControlMessage,
  DeleteAccountInput,
} from '#common/contracts/data-control.ts';

/** GET /api/auth/account/deletion: the profiles that go with the account. */
export function useAccountDeletionPreview() {
  return useQuery<AccountDeletionPreview>({
    queryKey: ['/api/auth/account/deletion'],
    queryFn: getQueryFn<AccountDeletionPreview>({ on401: 'throw' }),
  });
}

/** DELETE /api/auth/account: the account, its own profile and its sole-parent children are deleted. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      apiRequest<DataControlMessage>('DELETE', '/api/auth/account', input),
  });
}
