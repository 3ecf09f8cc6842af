import { useCallback, useEffect, useRef, useState } from 'react';
import {
  imageRefusalMessage,
  imageUploadPlan,
  MAX_IMAGE_BYTES,
  TOO_LARGE_MESSAGE,
} from '#common/image-upload.ts';

export type PreparedImage = { file: File; error?: undefined } | { file?: undefined; error: string };

/** The image's pixel size, or null when this browser cannot read it (or has no createImageBitmap). */
async function readImageSize(file: File): Promise<{ width: number; height: number } | null> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/**
 * D267: the file an image upload sends. Within the server's limits it is sent as chosen; over them (or of a
 * type the server does not store) it is shrunk in the browser; what cannot be read or still does not fit
 * gets the server's own message. onProgress runs only while a photo is being shrunk (0 to 100).
 */
export async function prepareImage(
  file: File,
  onProgress: (percent: number) => void,
): Promise<PreparedImage> {
  const size = await readImageSize(file);
  const facts = {
    type: file.type,
    bytes: file.size,
    width: size?.width ?? null,
    height: size?.height ?? null,
  };
  const plan = imageUploadPlan(facts);
  if (plan === 'keep') return { file };
  if (plan === 'refuse') return { error: imageRefusalMessage(facts) };
  onProgress(0);
  try {
    // The compression library is loaded only now: the pages that never shrink a photo never download it.
    const { shrinkImage } = await import('./shrink-image.ts');
    const shrunk = await shrinkImage(file, onProgress);
    return shrunk.size > MAX_IMAGE_BYTES ? { error: TOO_LARGE_MESSAGE } : { file: shrunk };
  } catch {
    return { error: imageRefusalMessage(facts) };
  }
}

export const PREPARING_LABEL = 'Preparing photo…';

/**
 * The one way an upload place prepares its image (D267): `prepare` answers the file to send or the message
 * to show; `isPreparing` and `label` drive the button's pending state while a photo is shrunk.
 */
export function useImagePreparation() {
  const [progress, setProgress] = useState<number | null>(null);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const prepare = useCallback(async (file: File): Promise<PreparedImage> => {
    try {
      return await prepareImage(file, (percent) => {
        if (isMounted.current) setProgress(Math.round(percent));
      });
    } finally {
      if (isMounted.current) setProgress(null);
    }
  }, []);

  return {
    prepare,
    isPreparing: progress !== null,
    progress,
    label: progress === null ? null : `${PREPARING_LABEL} ${progress}%`,
  };
}
