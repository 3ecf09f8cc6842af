import { describe, expect, it } from 'vitest';
import {
  imageRefusalMessage,
  imageUploadPlan,
  MAX_IMAGE_BYTES,
  TOO_LARGE_MESSAGE,
  UNSUPPORTED_MESSAGE,
} from './image-upload.ts';

const photo = { type: 'image/jpeg', bytes: 3 * 1024 * 1024, width: 4000, height: 3000 };

describe('imageUploadPlan', () => {
  it('sends a JPEG within 10 MB and 40 megapixels as it is', () => {
    expect(imageUploadPlan(photo)).toBe('keep');
    expect(imageUploadPlan({ ...photo, bytes: MAX_IMAGE_BYTES })).toBe('keep');
  });

  it('shrinks a readable photo over 10 MB', () => {
    expect(imageUploadPlan({ ...photo, bytes: MAX_IMAGE_BYTES + 1 })).toBe('shrink');
  });

  it('shrinks a small file whose canvas is over 40 megapixels', () => {
    expect(imageUploadPlan({ ...photo, width: 8000, height: 6000 })).toBe('shrink');
  });

  it('converts a readable image of a type the server does not store', () => {
    expect(imageUploadPlan({ ...photo, type: 'image/bmp' })).toBe('shrink');
  });

  it('sends a stored type the browser cannot read within the limit, and lets the server judge it', () => {
    expect(imageUploadPlan({ ...photo, width: null, height: null })).toBe('keep');
  });

  it('refuses what is not an image, and an unreadable image over the limit or of another type', () => {
    expect(imageUploadPlan({ type: 'text/plain', bytes: 5, width: null, height: null })).toBe('refuse');
    expect(imageUploadPlan({ ...photo, bytes: MAX_IMAGE_BYTES + 1, width: null, height: null })).toBe(
      'refuse',
    );
    expect(imageUploadPlan({ ...photo, type: 'image/heic', width: null, height: null })).toBe('refuse');
  });
});

describe('imageRefusalMessage', () => {
  it("uses the server's words: too large for an image over 10 MB, unsupported otherwise", () => {
    expect(imageRefusalMessage({ type: 'image/jpeg', bytes: MAX_IMAGE_BYTES + 1 })).toBe(TOO_LARGE_MESSAGE);
    expect(imageRefusalMessage({ type: 'image/heic', bytes: 1000 })).toBe(UNSUPPORTED_MESSAGE);
    expect(imageRefusalMessage({ type: 'application/pdf', bytes: MAX_IMAGE_BYTES + 1 })).toBe(
      UNSUPPORTED_MESSAGE,
    );
  });
});
