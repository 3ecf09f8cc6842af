import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, createUser } from '#server/db/seed/factories.ts';
import { createDiskStorage } from '#server/lib/storage/index.ts';
import { secondApp } from '#test/second-app.ts';
import { createTestApp, sessionCookie, type TestApp } from '#test/test-app.ts';
import { createPendingUploads, MAX_PENDING_PER_USER, UPLOAD_TTL_MS } from './pending-uploads.ts';

/**
 * The two-step upload's registry (spec 2 §7) lives in the database (D177): the request for an upload URL,
 * the PUT and the registration may each reach a different server process.
 */
const mediaRoot = mkdtempSync(join(tmpdir(), 'rinkside-uploads-'));
const storage = createDiskStorage(join(mediaRoot, 'media'));
let t: TestApp;
let b: Awaited<ReturnType<typeof secondApp>>;

beforeAll(async () => {
  t = await createTestApp({ storage });
  // Same files (one disk, or one bucket), its own memory: as another process on this machine.
  b = await secondApp(t, { storage, profileCache: false });
});

afterAll(async () => {
  await b?.close();
  await t?.close();
  rmSync(mediaRoot, { recursive: true, force: true });
});

const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

async function playerAccount() {
  const user = await createUser(t.db, { role: 'PLAYER' });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  const player = await createPlayer(t.db, { userId: user.id });
  return { user, player, cookie: sessionCookie(login) };
}

describe('an upload across two processes', () => {
  it('an upload URL from one process takes the PUT on another, and a third step registers it', async () => {
    const { player, cookie } = await playerAccount();
    const started = await t.app.inject({ method: 'POST', url: '/api/media/upload', headers: { cookie } });
    expect(started.statusCode, started.body).toBe(200);
    const { uploadURL, publicPath } = started.json() as { uploadURL: string; publicPath: string };

    const put = await b.app.inject({
      method: 'PUT',
      url: uploadURL,
      headers: { cookie, 'content-type': 'image/jpeg' },
      payload: await jpeg(),
    });
    expect(put.statusCode, put.body).toBe(200);
    // The URL is used up everywhere, not only where it was used.
    const again = await t.app.inject({
      method: 'PUT',
      url: uploadURL,
      headers: { cookie, 'content-type': 'image/jpeg' },
      payload: await jpeg(),
    });
    expect(again.statusCode).toBe(404);

    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/players/${player.id}/media`,
      headers: { cookie },
      payload: { type: 'image', publicPath },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    // Claimed once: registering it again through the other process is refused.
    const twice = await b.app.inject({
      method: 'POST',
      url: `/api/players/${player.id}/media`,
      headers: { cookie },
      payload: { type: 'image', publicPath },
    });
    expect(twice.statusCode).toBe(400);
  });

  it('another user cannot PUT to an upload URL on any process (404); without a session it is 401', async () => {
    const owner = await playerAccount();
    const other = await playerAccount();
    const { uploadURL } = (
      await t.app.inject({ method: 'POST', url: '/api/media/upload', headers: { cookie: owner.cookie } })
    ).json() as { uploadURL: string };
    const put = (cookie?: string) =>
      b.app.inject({
        method: 'PUT',
        url: uploadURL,
        headers: { ...(cookie ? { cookie } : {}), 'content-type': 'image/jpeg' },
        payload: Buffer.from('not an image'),
      });
    expect((await put(other.cookie)).statusCode).toBe(404);
    expect((await put()).statusCode).toBe(401);
    // Bad bytes from the owner: refused, and the URL can still be used.
    expect((await put(owner.cookie)).statusCode).toBe(415);
  });
});

describe('the registry', () => {
  it('expires an unused upload URL after 15 minutes', async () => {
    let now = Date.now();
    const uploads = createPendingUploads(t.db, () => now);
    const user = randomUUID();
    const { token } = (await uploads.create(user))!;
    now += UPLOAD_TTL_MS;
    expect(await uploads.beginUpload(token, user)).toBeNull();
    expect(await uploads.sweep()).toEqual([]);
  });

  it('gives a stored but unregistered file back to the sweep once its window passes', async () => {
    let now = Date.now();
    const uploads = createPendingUploads(t.db, () => now);
    const user = randomUUID();
    const a = (await uploads.create(user))!;
    const b2 = (await uploads.create(user))!;
    for (const { token } of [a, b2]) {
      expect(await uploads.beginUpload(token, user)).not.toBeNull();
      await uploads.finishUpload(token);
    }
    expect((await uploads.claim(b2.key, user))?.key).toBe(b2.key);
    now += UPLOAD_TTL_MS + 1;
    expect(await uploads.claim(a.key, user)).toBeNull();
    expect(await uploads.sweep()).toContain(a.key);
    expect(await uploads.sweep()).not.toContain(a.key);
  });

  it('caps the uploads one user has in flight', async () => {
    const uploads = createPendingUploads(t.db);
    const [u1, u2] = [randomUUID(), randomUUID()];
    for (let i = 0; i < MAX_PENDING_PER_USER; i++) expect(await uploads.create(u1)).not.toBeNull();
    expect(await uploads.create(u1)).toBeNull();
    expect(await uploads.create(u2)).not.toBeNull();
  });
});
