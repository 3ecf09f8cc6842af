import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** Pending invitations addressed to the signed-in parent. */
export function useMyInvitations() {
  return useApiQuery(api.coParents.mine, {});
}
