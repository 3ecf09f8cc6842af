import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaApp } from '#test/media-kit.ts';

const {
  t,
  playerAccount,
  jpeg,
  png,
  uploadMultipart,
  addMedia,
  addMediaRaw,
  createUpload,
  putFile,
  listMedia,
  fileOnDisk,
  expectError,
  PUBLIC_PATH,
  UNSUPPORTED,
  TOO_LARGE,
} = mediaApp();

describe('upload URL, PUT and registration (spec 2 §7)', () => {
  async function startUpload(cookie: string) {
    const res = await createUpload(cookie);
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

    const reg = await addMedia(player.id, cookie, {
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
    expectError(await addMedia(owner.player.id, owner.cookie, { type: 'image', publicPath }), 400);
    await putFile(uploadURL, owner.cookie, await jpeg());
    // Another user, on their own player.
    expectError(await addMedia(other.player.id, other.cookie, { type: 'image', publicPath }), 400);
    // Made-up names.
    for (const path of [`/media/${'a'.repeat(32)}.webp`, '/media/..%2F..%2Fetc.webp', '/media/x.webp']) {
      expectError(await addMediaRaw(owner.player.id, owner.cookie, { type: 'image', publicPath: path }), 400);
    }
    const ok = await addMedia(owner.player.id, owner.cookie, {
      type: 'image',
      publicPath,
    });
    expect(ok.statusCode).toBe(201);
    // Registered already.
    expectError(await addMedia(owner.player.id, owner.cookie, { type: 'image', publicPath }), 400);
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
    expectError(await createUpload(null), 401);
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
    expectError(await createUpload(cookie), 429);
  });
});
