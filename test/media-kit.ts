import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, expect } from 'vitest';
import { api as contract, type EndpointBody } from '#common/api/index.ts';
import type { Role } from '#common/enums.ts';
import { subscriptionTiers, userSubscriptions } from '#server/db/schema/index.ts';
import { createPlayer, createUser } from '#server/db/seed/factories.ts';
import { createDiskStorage } from '#server/lib/storage/index.ts';
import { sessionCookie } from './test-app.ts';
import { withTestApp } from './with-test-app.ts';

export interface FilePart {
  field?: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/**
 * The setup of a media API test file: the app on the file's own database with media on a temporary disk
 * (removed afterwards), and the upload, listing and subscription steps the media tests share.
 */
export function mediaApp() {
  const mediaRoot = mkdtempSync(join(tmpdir(), 'rinkside-media-'));
  const mediaDir = join(mediaRoot, 'media');
  const { t, api } = withTestApp({ storage: createDiskStorage(mediaDir) });
  afterAll(() => rmSync(mediaRoot, { recursive: true, force: true }));

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

  /** A video or an uploaded image added to the player as JSON, through the contract. */
  const addMedia = (playerId: string, cookie: string | null, body: EndpointBody<typeof contract.media.add>) =>
    api.call(contract.media.add, { params: { id: playerId }, body, ...(cookie && { cookie }) });

  /** addMedia with a body the contract refuses, sent as given (the 400 answers). */
  const addMediaRaw = (playerId: string, cookie: string | null, bodyRaw: unknown) =>
    api.call(contract.media.add, { params: { id: playerId }, bodyRaw, ...(cookie && { cookie }) });

  /** An upload URL for one image, through the contract. */
  const createUpload = (cookie: string | null) =>
    api.call(contract.media.createUpload, { ...(cookie && { cookie }) });

  const putFile = (url: string, cookie: string | null, data: Buffer | string, contentType = 'image/jpeg') =>
    t.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
      payload: data,
    });

  const listMedia = (playerId: string, cookie?: string) =>
    api.call(contract.media.list, { params: { id: playerId }, cookie });

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
  return {
    t,
    api,
    mediaDir,
    solid,
    signIn,
    playerAccount,
    jpeg,
    png,
    multipart,
    uploadMultipart,
    addMedia,
    addMediaRaw,
    createUpload,
    putFile,
    listMedia,
    fileOnDisk,
    tierId,
    subscribe,
    expectError,
    PUBLIC_PATH,
    UNSUPPORTED,
    TOO_LARGE,
  };
}
