import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_IMAGE_BYTES, TOO_LARGE_MESSAGE, UNSUPPORTED_MESSAGE } from '#common/image-upload.ts';
import { prepareImage } from './prepare-image.ts';

const shrinkImage = vi.hoisted(() => vi.fn());
vi.mock('./shrink-image.ts', () => ({ shrinkImage }));

const bytes = (size: number) => new Uint8Array(size);
const readableAs = (width: number, height: number) =>
  vi.stubGlobal('createImageBitmap', async () => ({ width, height, close() {} }));

afterEach(() => {
  vi.unstubAllGlobals();
  shrinkImage.mockReset();
});

describe('prepareImage', () => {
  it('sends a photo within the limits unchanged and never loads the compressor', async () => {
    readableAs(4000, 3000);
    const file = new File([bytes(2048)], 'ava.jpg', { type: 'image/jpeg' });
    const onProgress = vi.fn();
    expect(await prepareImage(file, onProgress)).toEqual({ file });
    expect(shrinkImage).not.toHaveBeenCalled();
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('shrinks a photo over 10 MB and reports the progress from 0', async () => {
    readableAs(6000, 4000);
    const big = new File([bytes(MAX_IMAGE_BYTES + 1)], 'ava.jpg', { type: 'image/jpeg' });
    const small = new File([bytes(1024)], 'ava.jpg', { type: 'image/jpeg' });
    shrinkImage.mockImplementation(async (_file: File, onProgress: (p: number) => void) => {
      onProgress(50);
      return small;
    });
    const onProgress = vi.fn();
    expect(await prepareImage(big, onProgress)).toEqual({ file: small });
    expect(shrinkImage).toHaveBeenCalledWith(big, onProgress);
    expect(onProgress.mock.calls).toEqual([[0], [50]]);
  });

  it("gives the server's too-large message when the shrunk photo still does not fit", async () => {
    readableAs(6000, 4000);
    const big = new File([bytes(MAX_IMAGE_BYTES + 1)], 'ava.png', { type: 'image/png' });
    shrinkImage.mockResolvedValue(big);
    expect(await prepareImage(big, () => {})).toEqual({ error: TOO_LARGE_MESSAGE });
  });

  it("gives the server's unsupported message for a file that is not an image", async () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(await prepareImage(text, () => {})).toEqual({ error: UNSUPPORTED_MESSAGE });
  });

  it('refuses a photo over 10 MB the browser cannot read, with the too-large message', async () => {
    vi.stubGlobal('createImageBitmap', async () => {
      throw new Error('cannot decode');
    });
    const big = new File([bytes(MAX_IMAGE_BYTES + 1)], 'ava.jpg', { type: 'image/jpeg' });
    expect(await prepareImage(big, () => {})).toEqual({ error: TOO_LARGE_MESSAGE });
    expect(shrinkImage).not.toHaveBeenCalled();
  });
});
