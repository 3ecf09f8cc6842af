import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, processImage, sniffImageType } from './image-processing.ts';
import { parseVideoUrl } from './video-url.ts';

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 10, b: 10, alpha: 0.5 } } });

/** A PNG that declares a canvas without holding one: the header alone must get it refused. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image type sniffing', () => {
  it('knows JPEG, PNG, GIF and WebP by their first bytes, and nothing else', async () => {
    expect(sniffImageType(await solid(2, 2).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageType(await solid(2, 2).png().toBuffer())).toBe('png');
    expect(sniffImageType(await solid(2, 2).gif().toBuffer())).toBe('gif');
    expect(sniffImageType(await solid(2, 2).webp().toBuffer())).toBe('webp');
    expect(sniffImageType(await solid(2, 2).tiff().toBuffer())).toBeNull();
    expect(sniffImageType(await solid(2, 2).avif().toBuffer())).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('<html></html>'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('image processing', () => {
  it('keeps transparency and small sizes (no enlargement)', async () => {
    const out = await processImage(await solid(100, 50, 4).png().toBuffer());
    const meta = await sharp(out.data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 100, height: 50, hasAlpha: true });
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 20, height: 30, channels: 3, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('red'), await frame('blue')], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const out = await processImage(animated);
    const meta = await sharp(out.data).metadata();
    expect(meta.pages ?? 1).toBe(1);
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 20, height: 30 });
  });

  it('refuses a canvas over 40 megapixels before decoding it (413)', async () => {
    await expect(processImage(pngHeader(8000, 6000))).rejects.toMatchObject({ statusCode: 413 });
  });

  it('refuses more than 10 MB (413) and non-images (415)', async () => {
    await expect(processImage(Buffer.alloc(MAX_IMAGE_BYTES + 1))).rejects.toMatchObject({ statusCode: 413 });
    await expect(processImage(Buffer.from('GIF89a<script>'))).rejects.toMatchObject({ statusCode: 400 });
    await expect(processImage(Buffer.from('%PDF-1.7'))).rejects.toMatchObject({ statusCode: 415 });
  });
});

describe('video links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL1', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/a-B_c1D2e3F', 'youtube', 'a-B_c1D2e3F'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['http://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://www.vimeo.com/76979871/', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'vimeo', '76979871'],
  ])('%s is a %s video %s', (url, type, providerId) => {
    expect(parseVideoUrl(url)).toMatchObject({ type, providerId });
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXc',
    'https://www.youtube.com/watch?x=dQw4w9WgXcQ',
    'https://www.youtube.com/@channel',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ/extra',
    'https://vimeo.com/channels/staffpicks/123',
    'https://player.vimeo.com/123456',
    'https://vimeo.com/abc',
    'not a url',
  ])('%s is refused', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});
