import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';
import { uploadImage } from './upload-profile-image.ts';

export interface EvidenceDraft {
  url: string | null;
  screenshot: File | null;
}

/** Uploads the screenshot through the media flow (spec 2 §7), then sends the evidence (D091). */
export async function submitVerificationEvidence(playerId: string, draft: EvidenceDraft) {
  const screenshotPath = draft.screenshot ? await uploadImage(draft.screenshot) : null;
  return callApi(api.orgs.verification.submit, {
    params: { id: playerId },
    body: { url: draft.url, screenshotPath },
  });
}

export function useSubmitVerificationEvidence(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: EvidenceDraft) => submitVerificationEvidence(player.id, draft),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: apiKey(api.orgs.verification.ofPlayer, { params: { id: player.id } }),
        }),
        invalidatePlayer(queryClient, player),
      ]),
  });
}
