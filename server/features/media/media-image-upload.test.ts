import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { media } from '#server/db/schema/index.ts';
import { createPlayer, linkParent } from '#server/db/seed/factories.ts';
import { mediaApp } from '#test/media-kit.ts';

const {
  t,
  solid,
  signIn,
  playerAccount,
  jpeg,
  png,
  multipart,
  uploadMultipart,
  listMedia,
  fileOnDisk,
  expectError,
  PUBLIC_PATH,
  UNSUPPORTED,
  TOO_LARGE,
} = mediaApp();

describe('profile image upload (multipart, spec 1 §7)', () => {
  it('stores a re-encoded WebP, answers 201 with its public path and lists it', async () => {
    const { player, cookie } = await playerAccount();
    const res = await uploadMultipart(player.id, cookie, { data: await jpeg(2400, 1200) });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      type: 'image',
      providerId: null,
      thumbnailUrl: null,
      caption: null,
      sortOrder: 0,
    });
    expect(created.publicPath).toMatch(PUBLIC_PATH);
    expect(created.url).toBe(created.publicPath);
    expect(fileOnDisk(created.publicPath)).toBe(true);

    const list = await listMedia(player.id);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([created]);

    const served = await t.app.inject({ method: 'GET', url: created.publicPath });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    // Resized to fit inside 1600 x 1600, never enlarged.
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
  });

  it('keeps only one profile image: a second upload deletes the first row and its file', async () => {
    const { player, cookie } = await playerAccount();
    const first = (await uploadMultipart(player.id, cookie, { data: await jpeg() })).json();
    const second = await uploadMultipart(player.id, cookie, { data: await png(), contentType: 'image/png' });
    expect(second.statusCode).toBe(201);

    const rows = await t.db.select().from(media).where(eq(media.playerId, player.id));
    expect(rows.map((r) => r.id)).toEqual([second.json().id]);
    expect(fileOnDisk(first.publicPath)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: first.publicPath })).statusCode).toBe(404);
    expect(fileOnDisk(second.json().publicPath)).toBe(true);
  });

  it('strips EXIF (GPS included) from a photo and applies its orientation', async () => {
    const { player, cookie } = await playerAccount({ birthYear: new Date().getFullYear() - 14 });
    const tagged = await solid(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'RinksideCam', Model: 'Phone 1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 58/1 1234/100', GPSMapDatum: 'WGS-84-RINKSIDE' },
      })
      .toBuffer();
    const before = await sharp(tagged).metadata();
    expect(before.exif?.includes('WGS-84-RINKSIDE')).toBe(true);
    expect(before.orientation).toBe(6);

    const res = await uploadMultipart(player.id, cookie, { data: tagged });
    expect(res.statusCode, res.body).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().publicPath });
    const after = await sharp(served.rawPayload).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // Rotated upright: the 40 x 20 landscape was tagged as turned 90 degrees.
    expect({ width: after.width, height: after.height }).toEqual({ width: 20, height: 40 });
    expect(served.rawPayload.includes('RinksideCam')).toBe(false);
    expect(served.rawPayload.includes('WGS-84')).toBe(false);
  });

  it('accepts a GIF (first frame) and a WebP', async () => {
    const { player, cookie } = await playerAccount();
    const gif = await solid(30, 30).gif().toBuffer();
    const webp = await solid(30, 30).webp().toBuffer();
    for (const [data, contentType] of [
      [gif, 'image/gif'],
      [webp, 'image/webp'],
    ] as const) {
      const res = await uploadMultipart(player.id, cookie, { data, contentType, filename: 'x.bin' });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('refuses HTML posing as a JPEG (415)', async () => {
    const { player, cookie } = await playerAccount();
    const html = Buffer.from(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    );
    const res = await uploadMultipart(player.id, cookie, {
      data: html,
      contentType: 'image/jpeg',
      filename: 'me.jpg',
    });
    expectError(res, 415, UNSUPPORTED);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await t.db.select().from(media).where(eq(media.playerId, player.id))).toHaveLength(0);
  });

  it('refuses an SVG (415)', async () => {
    const { player, cookie } = await playerAccount();
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>',
    );
    const res = await uploadMultipart(player.id, cookie, {
      data: svg,
      contentType: 'image/svg+xml',
      filename: 'a.svg',
    });
    expectError(res, 415, UNSUPPORTED);
  });

  it('refuses a JPEG header followed by something else (415 or 400, never stored)', async () => {
    const { player, cookie } = await playerAccount();
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html>not an image</html>'),
    ]);
    const res = await uploadMultipart(player.id, cookie, { data: fake });
    expect([400, 415]).toContain(res.statusCode);
    expect(await t.db.select().from(media).where(eq(media.playerId, player.id))).toHaveLength(0);
  });

  it('refuses a file over 10 MB (413)', async () => {
    const { player, cookie } = await playerAccount();
    const big = Buffer.concat([await jpeg(), randomBytes(10 * 1024 * 1024)]);
    const res = await uploadMultipart(player.id, cookie, { data: big });
    expectError(res, 413, TOO_LARGE);
    expect(await t.db.select().from(media).where(eq(media.playerId, player.id))).toHaveLength(0);
  });

  it('refuses a request without a file, a second file field name or an unknown type (400)', async () => {
    const { player, cookie } = await playerAccount();
    expectError(await uploadMultipart(player.id, cookie, null), 400);
    expectError(await uploadMultipart(player.id, cookie, { data: await jpeg(), field: 'avatar' }), 400);
    expectError(
      await uploadMultipart(player.id, cookie, { data: await jpeg() }, {}, { type: 'banner' }),
      400,
    );
  });

  it('accepts one file per request (413 for a second)', async () => {
    const { player, cookie } = await playerAccount();
    const one = multipart({ data: await jpeg() });
    const boundary = one.contentType.split('boundary=')[1]!;
    const closing = `--${boundary}--\r\n`;
    const payload = Buffer.concat([
      one.payload.subarray(0, one.payload.length - closing.length),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      await jpeg(),
      Buffer.from(`\r\n${closing}`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/players/${player.id}/media`,
      headers: { 'content-type': one.contentType, cookie },
      payload,
    });
    expectError(res, 413);
    expect(await t.db.select().from(media).where(eq(media.playerId, player.id))).toHaveLength(0);
  });

  it('needs a session (401) and the right player (403 visible, 404 hidden)', async () => {
    const { player } = await playerAccount();
    const hidden = await createPlayer(t.db, { profileStatus: 'draft' });
    const other = await signIn('PLAYER');
    const file = { data: await jpeg() };
    expectError(await uploadMultipart(player.id, null, file), 401);
    expectError(await uploadMultipart(player.id, other.cookie, file), 403);
    expectError(await uploadMultipart(hidden.id, other.cookie, file), 404);
    const recruiter = await signIn('RECRUITER');
    expectError(await uploadMultipart(player.id, recruiter.cookie, file), 403);
    expect(await t.db.select().from(media).where(eq(media.playerId, player.id))).toHaveLength(0);
  });

  it('lets a linked parent and an admin upload for the player', async () => {
    const parent = await signIn('PARENT');
    const child = await createPlayer(t.db, {
      birthYear: new Date().getFullYear() - 12,
      profileStatus: 'draft',
    });
    await linkParent(t.db, { playerId: child.id, parentUserId: parent.user.id });
    expect((await uploadMultipart(child.id, parent.cookie, { data: await jpeg() })).statusCode).toBe(201);
    const admin = await signIn('ADMIN');
    expect((await uploadMultipart(child.id, admin.cookie, { data: await jpeg() })).statusCode).toBe(201);
  });

  it('refuses an upload from another origin (CSRF, 403)', async () => {
    const { player, cookie } = await playerAccount();
    const evil = await uploadMultipart(
      player.id,
      cookie,
      { data: await jpeg() },
      { origin: 'https://evil.example' },
    );
    expectError(evil, 403);
    expect(evil.json().code).toBe('CSRF_REJECTED');
    const crossSite = await uploadMultipart(
      player.id,
      cookie,
      { data: await jpeg() },
      { 'sec-fetch-site': 'cross-site' },
    );
    expectError(crossSite, 403);
    expect(await t.db.select().from(media).where(eq(media.playerId, player.id))).toHaveLength(0);
  });
});
