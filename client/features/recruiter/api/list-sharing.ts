import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi, useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { AddListMemberInput, ListMemberAccess } from '#common/contracts/list-sharing.ts';

/** D321, D322: the owner's share settings of a list, and the calls that change them. */
export function useListSharing(listId: string, enabled = true) {
  return useApiQuery(api.listSharing.settings, { params: { id: listId } }, { enabled });
}

/** Every change re-reads the share settings (members, pick-list, link). */
function useSharingMutation<Input, Output>(listId: string, call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: apiKey(api.listSharing.settings, { params: { id: listId } }),
      }),
  });
}

export function useAddListMember(listId: string) {
  return useSharingMutation(listId, (body: AddListMemberInput) =>
    callApi(api.listSharing.members.add, { params: { id: listId }, body }),
  );
}

export function useSetListMemberAccess(listId: string) {
  return useSharingMutation(listId, ({ userId, access }: { userId: string; access: ListMemberAccess }) =>
    callApi(api.listSharing.members.update, { params: { id: listId, userId }, body: { access } }),
  );
}

export function useRemoveListMember(listId: string) {
  return useSharingMutation(listId, (userId: string) =>
    callApi(api.listSharing.members.remove, { params: { id: listId, userId } }),
  );
}

export function useCreateShareLink(listId: string) {
  return useSharingMutation(listId, () => callApi(api.listSharing.link.create, { params: { id: listId } }));
}

export function useRevokeShareLink(listId: string) {
  return useSharingMutation(listId, () => callApi(api.listSharing.link.revoke, { params: { id: listId } }));
}
