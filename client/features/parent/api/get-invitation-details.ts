import { skipToken } from '@tanstack/react-query';
import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** Which invitation: the e-mailed token, or the id the dashboard card links to. */
export type InvitationRef = { token: string } | { id: string };

/** By token (public) or by id (the invited parent). */
export function useInvitationDetails(ref: InvitationRef, enabled: boolean) {
  const byToken = useApiQuery(
    api.coParents.detailsByToken,
    enabled && 'token' in ref ? { params: { token: ref.token } } : skipToken,
  );
  const byId = useApiQuery(
    api.coParents.detailsById,
    enabled && 'id' in ref ? { params: { id: ref.id } } : skipToken,
  );
  return 'token' in ref ? byToken : byId;
}
