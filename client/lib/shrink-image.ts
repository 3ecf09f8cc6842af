import type { Options } from 'browser-image-compression';
import { SHRINK_MAX_SIDE, SHRINK_TARGET_BYTES } from '#common/image-upload.ts';

/** Loaded only when a photo must be shrunk (prepare-image.ts imports this module on demand). */

/** JPEG stays JPEG and PNG/WebP keep their type (a logo's transparency); anything else becomes a JPEG. */
function outputType(type: string): string {
  if (type === 'image/png' || type === 'image/gif') return 'image/png';
  if (type === 'image/webp') return 'image/webp';
  return 'image/jpeg';
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export function shrinkOptions(file: Pick<File, 'type'>): Options {
  return {
    maxSizeMB: SHRINK_TARGET_BYTES / (1024 * 1024),
    maxWidthOrHeight: SHRINK_MAX_SIDE,
    fileType: outputType(file.type),
    initialQuality: 0.9,
    maxIteration: 15,
  };
}

interface WorkerAnswer {
  progress?: number;
  file?: Blob;
  error?: string;
}

/** D267: the work runs in a worker of our own origin (the CSP allows no blob: worker, no CDN script). */
function shrinkInWorker(file: File, options: Options, onProgress: (percent: number) => void): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./shrink-image.worker.ts', import.meta.url), { type: 'module' });
    const finish = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const answer = event.data;
      if (answer.progress !== undefined) return onProgress(answer.progress);
      finish();
      if (answer.file) resolve(answer.file);
      else reject(new Error(answer.error ?? 'The photo could not be prepared.'));
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'The photo worker failed.'));
    };
    worker.postMessage({ file, options });
  });
}

/** On the page itself, where a worker cannot draw (Safari reads images only with an <img>). */
async function shrinkOnPage(file: File, options: Options, onProgress: (percent: number) => void) {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, { ...options, useWebWorker: false, onProgress });
}

/**
 * Re-encodes a photo to at most SHRINK_MAX_SIDE px a side and about SHRINK_TARGET_BYTES. The image is
 * drawn upright first (EXIF orientation, which the encoder does not copy) and keeps its aspect.
 */
export async function shrinkImage(file: File, onProgress: (percent: number) => void): Promise<File> {
  const options = shrinkOptions(file);
  let blob: Blob;
  try {
    blob = await shrinkInWorker(file, options, onProgress);
  } catch {
    blob = await shrinkOnPage(file, options, onProgress);
  }
  const type = blob.type || String(options.fileType);
  const base = file.name.replace(/\.[^.]*$/, '') || 'photo';
  return new File([blob], `${base}.${EXTENSIONS[type] ?? 'jpg'}`, { type, lastModified: file.lastModified });
}
