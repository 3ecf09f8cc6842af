import { useQuery } from '@tanstack/react-query';
import type { CoParentInvitationDetails } from '#common/contracts/parents.ts';

/** Which invitation: the e-mailed token, or the id the dashboard card links to. */
export type InvitationRef = { token: string } | { id: string };

export function invitationBasePath(ref: InvitationRef): string {
  return 'token' in ref
    ? `/api/co-parents/invitations/${encodeURIComponent(ref.token)}`
    : `/api/co-parents/invitations/by-id/${encodeURIComponent(ref.id)}`;
}

/** GET .../invitations/{token}/details (public) or .../by-id/{id}/details (the invited parent). */
export function useInvitationDetails(ref: InvitationRef, enabled: boolean) {
  return useQuery<CoParentInvitationDetails>({
    queryKey: [invitationBasePath(ref), 'details'],
    enabled,
  });
}
