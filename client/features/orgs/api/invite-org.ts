import { skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, useApiQuery } from '#client/lib/api.ts';
import { SESSION_QUERY_KEY, useAuth } from '#client/lib/auth.tsx';
import { readSession } from '#client/lib/query-client.ts';
import { api } from '#common/api/index.ts';
import type { AcceptOrgInvitationInput } from '#common/contracts/orgs.ts';

/** A member invitation by its e-mailed token (public: the token is the secret). */
export function useOrgInvitation(token: string | undefined) {
  return useApiQuery(api.orgs.invitations.details, token ? { params: { token } } : skipToken, {
    retry: false,
  });
}

/**
 * Accepts the invitation: signed in without a body, signed out with the new account's name and password.
 * Either way the session user changes (a new role, or a new account signed in), so the cached answers of
 * the previous session are dropped and the session is read again before the page moves on.
 */
export function useAcceptOrgInvitation(token: string) {
  const queryClient = useQueryClient();
  const { dropCachedData } = useAuth();
  return useMutation({
    // Signed in: no body. The client core sends `{}` for it, which the server reads as no body.
    mutationFn: (body: AcceptOrgInvitationInput | undefined) =>
      callApi(api.orgs.invitations.accept, { params: { token }, body }),
    onSuccess: async () => {
      dropCachedData();
      await queryClient.fetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: readSession, staleTime: 0 });
    },
  });
}
