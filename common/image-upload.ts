/**
 * The image upload's limits and messages (docs/security.md: one file of at most 10 MB, at most
 * 40 megapixels, JPEG/PNG/WebP/GIF), shared by the server's checks and the browser's preparation (D267).
 */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Larger images are refused before decoding: a small file can declare a huge canvas. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The types the server stores (told by the bytes there; by the declared type in the browser). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const TOO_LARGE_MESSAGE = 'The file is too large. The limit is 10 MB.';
export const UNSUPPORTED_MESSAGE = 'Only JPEG, PNG, WebP or GIF images are allowed.';

/**
 * D267: the longest side a photo is shrunk to in the browser. The server stores at most 1600 px a side,
 * so twice that keeps every stored pixel sharp while a re-encoded JPEG of it stays far under the limit.
 */
export const SHRINK_MAX_SIDE = 3200;
/** D267: the size a shrunk photo aims at, with room under the limit for the encoder's overshoot. */
export const SHRINK_TARGET_BYTES = 9 * 1024 * 1024;

export interface ImageFacts {
  /** The declared type (File.type); empty when the browser does not know it. */
  type: string;
  bytes: number;
  /** Pixel size when the browser could read it; null when it could not. */
  width: number | null;
  height: number | null;
}

/**
 * What the browser does with a chosen file before the upload (D267):
 * - `refuse`: not an image, or an image the browser cannot read and the server would refuse;
 * - `shrink`: over the byte or pixel limit, or of a type the server does not take but the browser can
 *   read (spec 1 §2: the photo may be any image type), so it is re-encoded to fit;
 * - `keep`: sent as it is.
 */
export function imageUploadPlan(image: ImageFacts): 'keep' | 'shrink' | 'refuse' {
  if (!image.type.startsWith('image/')) return 'refuse';
  const isReadable = image.width !== null && image.height !== null;
  const isStoredType = (IMAGE_TYPES as readonly string[]).includes(image.type);
  const isOverLimit =
    image.bytes > MAX_IMAGE_BYTES ||
    (isReadable && (image.width ?? 0) * (image.height ?? 0) > MAX_IMAGE_PIXELS);
  if (!isOverLimit && isStoredType) return 'keep';
  return isReadable ? 'shrink' : 'refuse';
}

/** The message for a refused file: too large when it is an image over the limit, else not supported. */
export function imageRefusalMessage(image: Pick<ImageFacts, 'type' | 'bytes'>): string {
  return image.type.startsWith('image/') && image.bytes > MAX_IMAGE_BYTES
    ? TOO_LARGE_MESSAGE
    : UNSUPPORTED_MESSAGE;
}
