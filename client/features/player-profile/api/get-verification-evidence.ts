import { useApiQuery } from '#client/lib/api.ts';
import type { EndpointResponse } from '#common/api/define.ts';
import { api } from '#common/api/index.ts';

export type EvidenceList = EndpointResponse<typeof api.orgs.verification.ofPlayer>['evidence'];

/** The player's verification evidence, newest first, with outcomes and reviewers' notes (D091). */
export function useVerificationEvidence(playerId: string) {
  return useApiQuery(api.orgs.verification.ofPlayer, { params: { id: playerId } });
}
