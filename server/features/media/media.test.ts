import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#common/enums.ts';
import { media, players, subscriptionTiers, userSubscriptions } from '#server/db/schema/index.ts';
import { createPlayer, createUser, linkParent } from '#server/db/seed/factories.ts';
import { createDiskStorage } from '#server/lib/storage/index.ts';
import { birthYearForAge } from '../../../test/players-kit.ts';
import { createTestApp, sessionCookie, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let mediaDir: string;

beforeAll(async () => {
  mediaDir = join(mkdtempSync(join(tmpdir(), 'rinkside-media-')), 'media');
  t = await createTestApp({ storage: createDiskStorage(mediaDir) });
});
afterAll(async () => {
  await t.close();
  rmSync(join(mediaDir, '..'), { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------------------
// Helpers

async function signIn(role: Role = 'PLAYER') {
  const user = await createUser(t.db, { role });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  return { user, cookie: sessionCookie(res) };
}

/** A signed-in player with their own profile. */
async function playerAccount(profile: Parameters<typeof createPlayer>[1] = {}) {
  const account = await signIn('PLAYER');
  const player = await createPlayer(t.db, { userId: account.user.id, ...profile });
  return { ...account, player };
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } });
const jpeg = (width = 64, height = 48) => solid(width, height).jpeg().toBuffer();
const png = (width = 64, height = 48) => solid(width, height).png().toBuffer();

interface FilePart {
  field?: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(file: FilePart | null, fields: Record<string, string> = { type: 'profile_image' }) {
  const boundary = `----rinkside${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename ?? 'photo.jpg'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function uploadMultipart(
  playerId: string,
  cookie: string | null,
  file: FilePart | null,
  extraHeaders: Record<string, string> = {},
  fields?: Record<string, string>,
) {
  const body = multipart(file, fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/players/${playerId}/media`,
    headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}), ...extraHeaders },
    payload: body.payload,
  });
}

const postJson = (url: string, cookie: string | null, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const putFile = (url: string, cookie: string | null, data: Buffer | string, contentType = 'image/jpeg') =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload: data,
  });

const listMedia = (playerId: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/players/${playerId}/media`, headers: cookie ? { cookie } : {} });

const fileOnDisk = (publicPath: string) => existsSync(join(mediaDir, publicPath.replace('/media/', '')));

async function tierId(name: string) {
  const [tier] = await t.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.name, name));
  return tier!.id;
}

async function subscribe(userId: string, tier: string) {
  await t.db.insert(userSubscriptions).values({ userId, tierId: await tierId(tier), status: 'active' });
}

const expectError = (res: LightMyRequestResponse, status: number, message?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  if (message) expect(res.json().message).toBe(message);
};

const PUBLIC_PATH = /^\/media\/[a-f0-9]{32}\.webp$/;
const UNSUPPORTED = 'Only JPEG, PNG, WebP or GIF images are allowed.';
const TOO_LARGE = 'The file is too large. The limit is 10 MB.';

// ---------------------------------------------------------------------------------------------------------

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

describe('upload URL, PUT and registration (spec 2 §7)', () => {
  async function startUpload(cookie: string) {
    const res = await postJson('/api/media/upload', cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { uploadURL: string; publicPath: string };
  }

  it('uploads through a one-time URL, then registers the public path as the profile image', async () => {
    const { player, cookie } = await playerAccount();
    const old = (await uploadMultipart(player.id, cookie, { data: await jpeg() })).json();

    const { uploadURL, publicPath } = await startUpload(cookie);
    expect(uploadURL).toMatch(/^\/api\/media\/uploads\/[A-Za-z0-9_-]{43}$/);
    expect(publicPath).toMatch(PUBLIC_PATH);

    const put = await putFile(uploadURL, cookie, await png(3000, 100), 'image/png');
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ publicPath });
    expect(fileOnDisk(publicPath)).toBe(true);

    const reg = await postJson(`/api/players/${player.id}/media`, cookie, {
      type: 'image',
      publicPath,
      sortOrder: 0,
    });
    expect(reg.statusCode, reg.body).toBe(201);
    expect(reg.json()).toMatchObject({ type: 'image', publicPath, url: publicPath });

    // Only one image: the multipart one is gone, row and file.
    const list = (await listMedia(player.id)).json();
    expect(list.map((m: { publicPath: string }) => m.publicPath)).toEqual([publicPath]);
    expect(fileOnDisk(old.publicPath)).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: publicPath });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 53,
    });
  });

  it('accepts application/octet-stream too: the bytes decide the type', async () => {
    const { cookie } = await playerAccount();
    const { uploadURL } = await startUpload(cookie);
    expect((await putFile(uploadURL, cookie, await jpeg(), 'application/octet-stream')).statusCode).toBe(200);
  });

  it('an upload URL works once: a second PUT gets 404', async () => {
    const { cookie } = await playerAccount();
    const { uploadURL } = await startUpload(cookie);
    expect((await putFile(uploadURL, cookie, await jpeg())).statusCode).toBe(200);
    expectError(await putFile(uploadURL, cookie, await jpeg()), 404);
  });

  it("another user cannot use someone's upload URL (404), and it still works for its owner", async () => {
    const owner = await playerAccount();
    const other = await playerAccount();
    const { uploadURL } = await startUpload(owner.cookie);
    expectError(await putFile(uploadURL, other.cookie, await jpeg()), 404);
    expectError(await putFile(uploadURL, null, await jpeg()), 401);
    expect((await putFile(uploadURL, owner.cookie, await jpeg())).statusCode).toBe(200);
  });

  it('only the uploader can register an uploaded file, once; other paths are refused (400)', async () => {
    const owner = await playerAccount();
    const other = await playerAccount();
    const { uploadURL, publicPath } = await startUpload(owner.cookie);

    // Not uploaded yet.
    expectError(
      await postJson(`/api/players/${owner.player.id}/media`, owner.cookie, { type: 'image', publicPath }),
      400,
    );
    await putFile(uploadURL, owner.cookie, await jpeg());
    // Another user, on their own player.
    expectError(
      await postJson(`/api/players/${other.player.id}/media`, other.cookie, { type: 'image', publicPath }),
      400,
    );
    // Made-up names.
    for (const path of [`/media/${'a'.repeat(32)}.webp`, '/media/..%2F..%2Fetc.webp', '/media/x.webp']) {
      expectError(
        await postJson(`/api/players/${owner.player.id}/media`, owner.cookie, {
          type: 'image',
          publicPath: path,
        }),
        400,
      );
    }
    const ok = await postJson(`/api/players/${owner.player.id}/media`, owner.cookie, {
      type: 'image',
      publicPath,
    });
    expect(ok.statusCode).toBe(201);
    // Registered already.
    expectError(
      await postJson(`/api/players/${owner.player.id}/media`, owner.cookie, { type: 'image', publicPath }),
      400,
    );
  });

  it('refuses HTML, SVG and oversize bodies on the PUT, and a failed PUT can be retried', async () => {
    const { cookie } = await playerAccount();
    const { uploadURL } = await startUpload(cookie);
    expectError(
      await putFile(uploadURL, cookie, '<html><script>alert(1)</script></html>', 'image/jpeg'),
      415,
      UNSUPPORTED,
    );
    expectError(
      await putFile(uploadURL, cookie, '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml'),
      415,
      UNSUPPORTED,
    );
    expectError(
      await putFile(uploadURL, cookie, JSON.stringify({ a: 1 }), 'application/json'),
      415,
      UNSUPPORTED,
    );
    const big = Buffer.concat([await jpeg(), randomBytes(10 * 1024 * 1024)]);
    expectError(await putFile(uploadURL, cookie, big, 'image/jpeg'), 413, TOO_LARGE);
    expect((await putFile(uploadURL, cookie, await jpeg())).statusCode).toBe(200);
  });

  it('needs a session (401) and refuses a cross-site PUT (403)', async () => {
    expectError(await postJson('/api/media/upload', null), 401);
    const { cookie } = await playerAccount();
    const { uploadURL } = await startUpload(cookie);
    const res = await t.app.inject({
      method: 'PUT',
      url: uploadURL,
      headers: { 'content-type': 'image/jpeg', cookie, origin: 'https://evil.example' },
      payload: await jpeg(),
    });
    expectError(res, 403);
  });

  it('limits the uploads one user may have in flight (429)', async () => {
    const { cookie } = await playerAccount();
    for (let i = 0; i < 10; i++) await startUpload(cookie);
    expectError(await postJson('/api/media/upload', cookie), 429);
  });
});

describe('highlight videos', () => {
  it('adds a YouTube clip with its id and thumbnail when the plan allows one (warm_up), then refuses a second (403)', async () => {
    const { user, player, cookie } = await playerAccount();
    await subscribe(user.id, 'warm_up');
    const res = await postJson(`/api/players/${player.id}/media`, cookie, {
      type: 'youtube',
      url: 'https://youtu.be/dQw4w9WgXcQ?si=tracking',
      caption: 'Goals 2025',
      sortOrder: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'youtube',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      providerId: 'dQw4w9WgXcQ',
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      publicPath: null,
      caption: 'Goals 2025',
      sortOrder: 2,
    });

    const second = await postJson(`/api/players/${player.id}/media`, cookie, {
      type: 'vimeo',
      url: 'https://vimeo.com/76979871',
    });
    expectError(second, 403);
    expect(second.json().code).toBe('LIMIT_REACHED');
    // An image does not count toward the clip limit.
    expect((await uploadMultipart(player.id, cookie, { data: await jpeg() })).statusCode).toBe(201);
  });

  it('refuses every clip on the free tier (locker_room, 403)', async () => {
    const { player, cookie } = await playerAccount();
    const res = await postJson(`/api/players/${player.id}/media`, cookie, {
      type: 'youtube',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expectError(res, 403);
    expect(res.json()).toMatchObject({ code: 'LIMIT_REACHED' });
    expect(await t.db.select().from(media).where(eq(media.playerId, player.id))).toHaveLength(0);
  });

  it('stores Vimeo clips without a thumbnail, ordered by sortOrder', async () => {
    const { user, player, cookie } = await playerAccount();
    await subscribe(user.id, 'first_line');
    const add = (url: string, sortOrder: number) =>
      postJson(`/api/players/${player.id}/media`, cookie, { type: 'vimeo', url, sortOrder });
    expect((await add('https://player.vimeo.com/video/123456', 5)).statusCode).toBe(201);
    expect((await add('https://vimeo.com/987654', 1)).statusCode).toBe(201);
    const list = (await listMedia(player.id)).json();
    expect(
      list.map((m: { providerId: string; thumbnailUrl: null }) => [m.providerId, m.thumbnailUrl]),
    ).toEqual([
      ['987654', null],
      ['123456', null],
    ]);
  });

  it('refuses links that are not YouTube or Vimeo videos (400)', async () => {
    const { user, player, cookie } = await playerAccount();
    await subscribe(user.id, 'all_star');
    for (const [type, url] of [
      ['youtube', 'https://evil.example/watch?v=dQw4w9WgXcQ'],
      ['youtube', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
      ['youtube', 'https://www.youtube.com/watch?v=short'],
      ['youtube', 'https://www.youtube.com/channel/UC123'],
      ['vimeo', 'https://vimeo.com/channels/staffpicks'],
      ['vimeo', 'https://evilvimeo.com/123456'],
    ]) {
      const res = await postJson(`/api/players/${player.id}/media`, cookie, { type, url });
      expectError(res, 400, 'Must be a valid YouTube or Vimeo URL');
    }
    expectError(
      await postJson(`/api/players/${player.id}/media`, cookie, {
        type: 'youtube',
        url: 'javascript:alert(1)',
      }),
      400,
    );
    // A real Vimeo link sent as YouTube.
    expectError(
      await postJson(`/api/players/${player.id}/media`, cookie, {
        type: 'youtube',
        url: 'https://vimeo.com/123456',
      }),
      400,
      'Must be a valid YouTube URL',
    );
    expect(await t.db.select().from(media).where(eq(media.playerId, player.id))).toHaveLength(0);
  });

  it('refuses unknown fields (400)', async () => {
    const { player, cookie } = await playerAccount();
    const res = await postJson(`/api/players/${player.id}/media`, cookie, {
      type: 'youtube',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      playerId: 'x',
    });
    expectError(res, 400);
  });
});

describe('reading and deleting media', () => {
  it('lists media publicly for an active player and hides a draft player (404)', async () => {
    const { player } = await playerAccount();
    expect((await listMedia(player.id)).statusCode).toBe(200);
    expect((await listMedia(player.slug)).statusCode).toBe(200);
    const draft = await playerAccount({ profileStatus: 'draft' });
    expectError(await listMedia(draft.player.id), 404);
    expect((await listMedia(draft.player.id, draft.cookie)).statusCode).toBe(200);
  });

  it('deletes an image row and its file; other users get 403, hidden or unknown media 404', async () => {
    const { player, cookie } = await playerAccount();
    const image = (await uploadMultipart(player.id, cookie, { data: await jpeg() })).json();
    const del = (id: string, c: string | null) =>
      t.app.inject({ method: 'DELETE', url: `/api/media/${id}`, headers: c ? { cookie: c } : {} });

    expectError(await del(image.id, null), 401);
    expectError(await del(image.id, (await signIn('PLAYER')).cookie), 403);
    expectError(await del(image.id, (await signIn('RECRUITER')).cookie), 403);
    expectError(await del('00000000-0000-4000-8000-000000000000', cookie), 404);

    const ok = await del(image.id, cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Image deleted.' });
    expect(fileOnDisk(image.publicPath)).toBe(false);
    expect((await listMedia(player.id)).json()).toEqual([]);
    expectError(await del(image.id, cookie), 404);

    const draft = await playerAccount({ profileStatus: 'draft' });
    const hidden = (await uploadMultipart(draft.player.id, draft.cookie, { data: await jpeg() })).json();
    expectError(await del(hidden.id, (await signIn('PLAYER')).cookie), 404);
  });

  it('deletes a video', async () => {
    const { user, player, cookie } = await playerAccount();
    await subscribe(user.id, 'warm_up');
    const clip = (
      await postJson(`/api/players/${player.id}/media`, cookie, {
        type: 'youtube',
        url: 'https://youtu.be/dQw4w9WgXcQ',
      })
    ).json();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/media/${clip.id}`, headers: { cookie } });
    expect(res.json()).toEqual({ message: 'Video deleted.' });
    // The slot is free again.
    const again = await postJson(`/api/players/${player.id}/media`, cookie, {
      type: 'youtube',
      url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('serving stored images', () => {
  it("serves an adult's photo with the stored type, nosniff, a locked-down CSP and an hour of public caching", async () => {
    const { player, cookie } = await playerAccount();
    const { publicPath } = (await uploadMultipart(player.id, cookie, { data: await jpeg() })).json();
    const res = await t.app.inject({ method: 'GET', url: publicPath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    for (const directive of ["default-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    // Never immutable: a deleted photo must not outlive its deletion in caches for long.
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it("serves an active minor's photo to anyone, but never into a cache (private, no-store)", async () => {
    const { player, cookie } = await playerAccount({
      birthYear: birthYearForAge(15),
      profileStatus: 'active',
    });
    const { publicPath } = (await uploadMultipart(player.id, cookie, { data: await jpeg() })).json();
    const res = await t.app.inject({ method: 'GET', url: publicPath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it("answers 404 for a hidden minor's photo to anyone but the player, its parents and admins", async () => {
    const { player, cookie } = await playerAccount({
      birthYear: birthYearForAge(15),
      profileStatus: 'active',
    });
    const { publicPath } = (await uploadMultipart(player.id, cookie, { data: await jpeg() })).json();
    // The profile goes back to draft (consent withdrawn, or the player's own birth-year edit).
    await t.db.update(players).set({ profileStatus: 'draft' }).where(eq(players.id, player.id));
    const parent = await signIn('PARENT');
    await linkParent(t.db, { playerId: player.id, parentUserId: parent.user.id });
    const others = [
      null,
      (await signIn('PLAYER')).cookie,
      (await signIn('RECRUITER')).cookie,
      (await signIn('PARENT')).cookie,
    ];
    for (const other of others) {
      const res = await t.app.inject({
        method: 'GET',
        url: publicPath,
        headers: other ? { cookie: other } : {},
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-security-policy']).toContain("base-uri 'none'");
    }
    for (const manager of [cookie, parent.cookie, (await signIn('ADMIN')).cookie]) {
      const res = await t.app.inject({ method: 'GET', url: publicPath, headers: { cookie: manager } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('answers 404 for a stored file no media row names (deleted, or never registered)', async () => {
    const { cookie } = await playerAccount();
    const { uploadURL, publicPath } = (await postJson('/api/media/upload', cookie)).json();
    expect((await putFile(uploadURL, cookie, await jpeg())).statusCode).toBe(200);
    expect(fileOnDisk(publicPath)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: publicPath, headers: { cookie } })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for unknown or malformed names', async () => {
    for (const url of [
      `/media/${'0'.repeat(32)}.webp`,
      '/media/..%2F..%2Fpackage.json',
      '/media/ABCDEF.webp',
      `/media/${'a'.repeat(32)}.svg`,
      `/media/${'a'.repeat(32)}.webp.html`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
