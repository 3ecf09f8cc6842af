import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiKeyPrefix, callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { Media } from '#common/contracts/players.ts';

export const UPLOAD_FAILED_MESSAGE = 'Failed to upload image';

/** The player's media, as a multipart upload: type=profile_image and the file (spec 1 §7, §8). */
export async function uploadProfilePhoto(playerId: string, file: File): Promise<Media> {
  const form = new FormData();
  form.append('type', 'profile_image');
  form.append('file', file);
  try {
    return await callApi(api.media.add, { params: { id: playerId }, body: form });
  } catch (error) {
    throw new Error(UPLOAD_FAILED_MESSAGE, { cause: error });
  }
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, file }: { playerId: string; file: File }) => uploadProfilePhoto(playerId, file),
    onSuccess: (_media, { playerId }) => {
      // Spec 1 §7: the media list is read again; the own-profile read carries the photo too.
      void queryClient.invalidateQueries({ queryKey: apiKeyPrefix(api.players.get, { id: playerId }) });
      void queryClient.invalidateQueries({ queryKey: apiKey(api.players.me, {}) });
    },
  });
}
