import { useMutation } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { api } from '#common/api/index.ts';

/**
 * The logo goes through the media pipeline (re-encoded, metadata stripped): an upload URL, then the
 * file PUT there. The answer is the public path the profile form saves as logoUrl.
 */
export async function uploadOrgLogo(file: File): Promise<string> {
  const { uploadURL, publicPath } = await callApi(api.media.createUpload, {});
  const res = await fetch(uploadURL, {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json' },
    body: file,
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  return publicPath;
}

export function useUploadOrgLogo() {
  return useMutation({ mutationFn: uploadOrgLogo });
}
