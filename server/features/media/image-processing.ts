import sharp from 'sharp';
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  TOO_LARGE_MESSAGE,
  UNSUPPORTED_MESSAGE,
} from '#common/image-upload.ts';
import { AppError } from '#server/lib/errors.ts';

/** Security guide, uploads: one file of at most 10 MB, JPEG/PNG/WebP/GIF by magic bytes, re-encoded. */
export { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, TOO_LARGE_MESSAGE, UNSUPPORTED_MESSAGE };
export const MAX_IMAGE_SIDE = 1600;

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

export const fileTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
export const unsupportedImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_MESSAGE);

const startsWith = (buf: Buffer, bytes: number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type told by the file's first bytes; the name and the declared type are never trusted. */
export function sniffImageType(buf: Buffer): ImageKind | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return 'gif';
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export interface ProcessedImage {
  data: Buffer;
  contentType: 'image/webp';
  extension: 'webp';
  width: number;
  height: number;
}

/**
 * Checks and re-encodes an uploaded image: upright (EXIF orientation applied), at most 1600 px a side,
 * first frame only, as WebP. sharp writes no metadata unless asked, so EXIF (GPS above all), XMP, IPTC
 * and comments are gone (decisions §4: a minor's photo must not tell where it was taken).
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > MAX_IMAGE_BYTES) throw fileTooLarge();
  const kind = sniffImageType(input);
  if (!kind) throw unsupportedImage();

  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('BAD_REQUEST', 'The image could not be read. Please try another file.');
  }
  // sharp's own detection must agree with the magic bytes: a polyglot gets no second chance.
  const detected = meta.format === 'jpg' ? 'jpeg' : meta.format;
  if (detected !== kind) throw unsupportedImage();
  if (!meta.width || !meta.height)
    throw new AppError('BAD_REQUEST', 'The image could not be read. Please try another file.');
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The image is too large. The limit is 40 megapixels.');
  }

  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      pages: 1,
      failOn: 'error',
    })
      .rotate()
      .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
  } catch {
    throw new AppError('BAD_REQUEST', 'The image could not be read. Please try another file.');
  }
}
