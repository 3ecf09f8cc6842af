import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES, UNSUPPORTED_MESSAGE } from '../common/image-upload.ts';
import { expect, registerAccount, setUpPlayerProfile, test } from './fixtures.ts';

/**
 * A camera-sized JPEG of about 12 MB: random pixels (nothing for JPEG to squeeze) at quality 100 with no
 * chroma subsampling, stored landscape (2610 x 1740) with EXIF orientation 6, so it shows as a portrait.
 */
async function makeBigPhoto(): Promise<Buffer> {
  const width = 2610;
  const height = 1740;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

test('a 12 MB photo is shrunk in the browser, uploaded, and shown upright on the profile (D267)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const email = `big.photo.${stamp}@example.com`;
  await registerAccount(page.request, { name: 'Nora Lindqvist', email, role: 'PLAYER' });
  await setUpPlayerProfile(page.request, {
    firstName: 'Nora',
    lastName: `Lindqvist${stamp}`,
    birthYear: new Date().getFullYear() - 19,
    category: 'FEMALE',
    shoots: 'L',
    positions: ['D'],
  });
  const photo = await makeBigPhoto();
  expect(photo.length).toBeGreaterThan(MAX_IMAGE_BYTES);

  // The compression library is fetched only once a big photo is picked.
  const compressorRequests: string[] = [];
  page.on('request', (request) => {
    if (/browser-image-compression|shrink-image/.test(request.url())) compressorRequests.push(request.url());
  });
  const uploads: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/media/uploads/'))
      uploads.push(request.postDataBuffer()?.length ?? 0);
  });

  await page.goto('/player/profile');
  const name = `Nora Lindqvist${stamp}`;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: `${name}, no photo yet` })).toBeVisible();
  expect(compressorRequests).toEqual([]);

  // Not an image: the server's words, and nothing is sent.
  await page.getByLabel('Profile photo file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(page.getByText(UNSUPPORTED_MESSAGE)).toBeVisible();
  expect(compressorRequests).toEqual([]);

  await page
    .getByLabel('Profile photo file')
    .setInputFiles({ name: 'big-camera-photo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('status').filter({ hasText: 'Preparing photo…' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload profile photo' })).toBeDisabled();
  await expect(page.getByText('Photo Updated')).toBeVisible({ timeout: 60_000 });

  expect(compressorRequests.length).toBeGreaterThan(0);
  expect(uploads).toHaveLength(1);
  expect(uploads[0]).toBeLessThanOrEqual(MAX_IMAGE_BYTES);

  // The stored photo is shown, upright: portrait, as its EXIF orientation said.
  const shown = page.getByRole('img', { name, exact: true });
  await expect(shown).toHaveAttribute('src', /\/media\//);
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const size = await shown.evaluate((img: HTMLImageElement) => ({
    w: img.naturalWidth,
    h: img.naturalHeight,
  }));
  expect(size.h).toBeGreaterThan(size.w);
  expect(size.h / size.w).toBeCloseTo(2610 / 1740, 1);
});
