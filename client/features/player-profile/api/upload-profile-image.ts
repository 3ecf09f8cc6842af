import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { api } from '#common/api/index.ts';
import type { Media } from '#common/contracts/players.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

/** Which of the three steps failed, so the toast names it (spec 2 §8). */
export class UploadStepError extends Error {
  readonly step: 'url' | 'file' | 'register';
  readonly cause: unknown;
  constructor(step: 'url' | 'file' | 'register', cause: unknown) {
    super(step);
    this.step = step;
    this.cause = cause;
  }
}

async function step<T>(name: UploadStepError['step'], run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw new UploadStepError(name, err);
  }
}

/**
 * Spec 2 §7: get an upload URL, PUT the file there with its content type, then register the image with
 * the player. The server keeps one image per player and deletes the previous one (spec 2 §4).
 */
export async function uploadProfileImage(playerId: string, file: File): Promise<Media> {
  const publicPath = await uploadImage(file);
  return step('register', () =>
    callApi(api.media.add, { params: { id: playerId }, body: { type: 'image', publicPath } }),
  );
}

/**
 * The first two steps of spec 2 §7: an upload URL, then the PUT. The returned public path is registered
 * by the caller (a profile image, or verification evidence) by the same account, within 15 minutes.
 */
export async function uploadImage(file: File): Promise<string> {
  const { uploadURL, publicPath } = await step('url', () => callApi(api.media.createUpload, {}));
  await step('file', async () => {
    const res = await fetch(uploadURL, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json' },
      body: file,
    });
    if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  });
  return publicPath;
}

export function useUploadProfileImage(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProfileImage(player.id, file),
    onSuccess: () => invalidatePlayer(queryClient, player, 'media'),
  });
}
