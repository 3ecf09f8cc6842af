import { randomBytes } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#common/enums.ts';
import { media } from '#server/db/schema/index.ts';
import { createPlayer, createUser } from '#server/db/seed/factories.ts';
import { loadEnv } from '#server/env.ts';
import { startTestS3, type TestS3 } from '#test/s3-server.ts';
import { createTestApp, sessionCookie, type TestApp } from '#test/test-app.ts';

// Media through the app with S3_* set (D012, D190, D191): the app builds its own S3 storage from the
// environment and talks to a real S3-compatible server (s3rver) started here.

let s3: TestS3;
let t: TestApp;

const envWith = (s3Env: Record<string, string>) =>
  loadEnv({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    ...s3Env,
  });

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({ env: envWith(s3.env) });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function signIn(app: TestApp, role: Role = 'PLAYER') {
  const user = await createUser(app.db, { role });
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  return { user, cookie: sessionCookie(res) };
}

async function playerAccount(app: TestApp = t) {
  const account = await signIn(app, 'PLAYER');
  const player = await createPlayer(app.db, { userId: account.user.id });
  return { ...account, player };
}

const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

function upload(app: TestApp, playerId: string, cookie: string | null, data: Buffer, type = 'image/jpeg') {
  const boundary = `----rinkside${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nprofile_image\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.app.inject({
    method: 'POST',
    url: `/api/players/${playerId}/media`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

/** The object as the bucket holds it, read beside the app with a signed request. */
function inBucket(publicPath: string) {
  const client = new AwsClient({
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    service: 's3',
    region: 'us-east-1',
    retries: 0,
  });
  return client.fetch(`${s3.endpoint}/${s3.bucket}/media/${publicPath.replace('/media/', '')}`);
}

describe('profile images in S3', () => {
  it('builds its storage from S3_*', () => {
    expect(t.app.ctx.storage.kind).toBe('s3');
  });

  it('uploads a profile image into the bucket and serves the same bytes back through /media', async () => {
    const { player, cookie } = await playerAccount();
    const res = await upload(t, player.id, cookie, await jpeg());
    expect(res.statusCode, res.body).toBe(201);
    const { publicPath } = res.json();
    expect(publicPath).toMatch(/^\/media\/[a-f0-9]{32}\.webp$/);

    const stored = await inBucket(publicPath);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await stored.arrayBuffer());

    const served = await t.app.inject({ method: 'GET', url: publicPath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(Number(served.headers['content-length'])).toBe(bytes.length);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 64,
      height: 48,
    });
  });

  it('deletes the object from the bucket with its media row', async () => {
    const { player, cookie } = await playerAccount();
    const image = (await upload(t, player.id, cookie, await jpeg())).json();
    expect((await inBucket(image.publicPath)).status).toBe(200);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/media/${image.id}`, headers: { cookie } });
    expect(del.statusCode, del.body).toBe(200);
    expect((await inBucket(image.publicPath)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: image.publicPath })).statusCode).toBe(404);
  });

  it('answers 404, not 500, for a media row whose object is missing from the bucket', async () => {
    const { player, cookie } = await playerAccount();
    const image = (await upload(t, player.id, cookie, await jpeg())).json();
    await t.app.ctx.storage.delete(image.publicPath.replace('/media/', ''));
    const res = await t.app.inject({ method: 'GET', url: image.publicPath });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    const rows = await t.db.select().from(media).where(eq(media.id, image.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input, no session and the wrong user before anything reaches the bucket', async () => {
    const { player, cookie } = await playerAccount();
    const html = await upload(t, player.id, cookie, Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(415);
    expect((await upload(t, player.id, null, await jpeg())).statusCode).toBe(401);
    const other = await signIn(t, 'PLAYER');
    expect((await upload(t, player.id, other.cookie, await jpeg())).statusCode).toBe(403);
    const rows = await t.db.select().from(media).where(eq(media.playerId, player.id));
    expect(rows).toEqual([]);
  });
});

describe('a failing bucket', () => {
  let broken: TestApp;
  beforeAll(async () => {
    // The service answers, but the configured bucket does not exist: a misconfiguration.
    broken = await createTestApp({ env: envWith({ ...s3.env, S3_BUCKET: 'no-such-bucket' }) });
  });
  afterAll(() => broken?.close());

  it('makes an upload answer 503 with a plain message, and logs what the service said', async () => {
    const { player, cookie } = await playerAccount(broken);
    const res = await upload(broken, player.id, cookie, await jpeg());
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'UNAVAILABLE',
      message: 'File storage is not available right now. Please try again in a moment.',
    });
    expect(res.body).not.toContain('NoSuchBucket');
    const logged = broken.logs.find((line) => line.includes('"s3Code":"NoSuchBucket"'));
    expect(logged).toBeDefined();
    expect(logged).toContain('"operation":"PUT"');
    const rows = await broken.db.select().from(media).where(eq(media.playerId, player.id));
    expect(rows).toEqual([]);
  });

  it('makes serving a stored image answer 503, never a 404 that hides the fault', async () => {
    const { player, cookie } = await playerAccount(broken);
    const key = `${randomBytes(16).toString('hex')}.webp`;
    await broken.db.insert(media).values({ playerId: player.id, type: 'image', url: `/media/${key}` });
    const res = await broken.app.inject({ method: 'GET', url: `/media/${key}`, headers: { cookie } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'UNAVAILABLE' });
  });
});
