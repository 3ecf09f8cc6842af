import { useMutation } from '@tanstack/react-query';
import { callApi, useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { DeleteAccountInput } from '#common/contracts/data-control.ts';

/** The profiles that go with the account. */
export function useAccountDeletionPreview() {
  return useApiQuery(api.dataControl.accountDeletionPreview, {});
}

/** The account, its own profile and its sole-parent children are deleted. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => callApi(api.dataControl.deleteAccount, { body: input }),
  });
}
