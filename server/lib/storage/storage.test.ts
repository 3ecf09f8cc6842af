import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { AwsClient, AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/env.ts';
import { loopbackFetch, startTestS3, type TestS3 } from '#test/s3-server.ts';
import {
  createDiskStorage,
  createS3Storage,
  createStorage,
  type S3Options,
  type Storage,
  StorageError,
} from './index.ts';

const KEY = `${'ab'.repeat(16)}.webp`;

async function roundTrip(storage: Storage) {
  await storage.put(KEY, Buffer.from('image bytes'), 'image/webp');
  const got = await storage.get(KEY);
  expect(got).not.toBeNull();
  expect(got!.contentType).toBe('image/webp');
  expect(await text(got!.body)).toBe('image bytes');
  await storage.delete(KEY);
  expect(await storage.get(KEY)).toBeNull();
  // Deleting twice is fine.
  await storage.delete(KEY);
}

describe('disk storage', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'rinkside-storage-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts, gets and deletes a file, leaving no temporary file behind', async () => {
    const storage = createDiskStorage(join(dir, 'media'));
    await storage.put(KEY, Buffer.from('x'), 'image/webp');
    expect(readdirSync(join(dir, 'media'))).toEqual([KEY]);
    await roundTrip(storage);
  });

  it('refuses keys that are not server-made names', async () => {
    const storage = createDiskStorage(join(dir, 'media'));
    for (const key of ['../escape.webp', '/etc/passwd', 'a/b.webp', '.hidden.webp', 'noext', 'UPPER.webp']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/unsafe storage key/);
    }
  });

  it('is the default; S3 is chosen when S3_BUCKET is set', () => {
    expect(createStorage(loadEnv({ DATA_DIR: dir })).kind).toBe('disk');
    const s3 = loadEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' });
    expect(createStorage(s3).kind).toBe('s3');
    expect(s3.S3_PATH_STYLE).toBe(true);
    expect(loadEnv({ S3_PATH_STYLE: 'false' }).S3_PATH_STYLE).toBe(false);
    expect(() => loadEnv({ S3_PATH_STYLE: 'maybe' })).toThrow(/S3_PATH_STYLE: Invalid option/);
  });
});

describe('the signing library (aws4fetch)', () => {
  it("reproduces the AWS documentation's PUT Object example signature", async () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html: s3rver does not check
    // SigV4 signatures (D192), so the published example is what proves the signing.
    const body = 'Welcome to Amazon S3.';
    const signed = await new AwsV4Signer({
      method: 'PUT',
      url: 'https://examplebucket.s3.amazonaws.com/test$file.text',
      headers: {
        date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
      },
      body,
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 's3',
      datetime: '20130524T000000Z',
    }).sign();
    expect(signed.headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, ' +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });
});

/** The error a promise rejects with, which must be a StorageError. */
async function storageError(promise: Promise<unknown>): Promise<StorageError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(StorageError);
  return err as StorageError;
}

describe('S3 storage against a real S3-compatible server (s3rver)', () => {
  let s3: TestS3;
  const storageFor = (overrides: Partial<S3Options> = {}) =>
    createS3Storage({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: 'us-east-1',
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      ...overrides,
    });
  /** A signed request straight to the bucket, beside the storage under test. */
  const direct = (path: string, init?: RequestInit) =>
    new AwsClient({
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      service: 's3',
      region: 'us-east-1',
      retries: 0,
    }).fetch(`${s3.endpoint}/${s3.bucket}/${path}`, init);

  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3?.close());

  it('puts, gets and deletes an object with path-style requests', async () => {
    await roundTrip(storageFor());
  });

  it('gives back the exact bytes of a large binary object, streamed, with its size', async () => {
    const storage = storageFor();
    const key = `${randomBytes(16).toString('hex')}.webp`;
    const data = randomBytes(3 * 1024 * 1024 + 17);
    await storage.put(key, data, 'image/webp');
    const got = await storage.get(key);
    expect(got!.size).toBe(data.length);
    expect((await buffer(got!.body)).equals(data)).toBe(true);
    await storage.delete(key);
  });

  it('stores objects under media/ in the bucket with the content type they were put with', async () => {
    const storage = storageFor();
    const key = `${randomBytes(16).toString('hex')}.png`;
    await storage.put(key, Buffer.from('png bytes'), 'image/png');
    const res = await direct(`media/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(await res.text()).toBe('png bytes');
    expect((await storage.get(key))!.contentType).toBe('image/png');
    await storage.delete(key);
    expect((await direct(`media/${key}`)).status).toBe(404);
  });

  it('answers null for an object that does not exist, and deleting it is not an error', async () => {
    const storage = storageFor();
    const key = `${randomBytes(16).toString('hex')}.webp`;
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('uses virtual-hosted URLs (bucket in the host name) when path style is off', async () => {
    const seen: URL[] = [];
    const storage = storageFor({
      endpoint: s3.vhostEndpoint,
      pathStyle: false,
      fetch: loopbackFetch(s3.port, seen),
    });
    await roundTrip(storage);
    expect(seen.length).toBe(5);
    for (const url of seen) {
      expect(url.host).toBe(`${s3.bucket}.s3.localhost:${s3.port}`);
      expect(url.pathname).toBe(`/media/${KEY}`);
    }
  });

  it('signs every request with SigV4 for its region, and a PUT with the hash of its body', async () => {
    const sent: Request[] = [];
    const storage = storageFor({
      region: 'eu-west-1',
      fetch: (request) => {
        sent.push(request.clone());
        return fetch(request);
      },
    });
    const data = Buffer.from('signed bytes');
    await storage.put(KEY, data, 'image/webp');
    await storage.get(KEY).then((got) => got?.body.destroy());
    await storage.delete(KEY);
    expect(sent.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      `PUT /${s3.bucket}/media/${KEY}`,
      `GET /${s3.bucket}/media/${KEY}`,
      `DELETE /${s3.bucket}/media/${KEY}`,
    ]);
    for (const r of sent) {
      expect(r.headers.get('authorization')).toMatch(
        /^AWS4-HMAC-SHA256 Credential=S3RVER\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
      );
    }
    const put = sent[0]!;
    expect(put.headers.get('x-amz-content-sha256')).toBe(createHash('sha256').update(data).digest('hex'));
    expect(put.headers.get('authorization')).toContain('SignedHeaders=host;x-amz-content-sha256;x-amz-date');
    expect(put.headers.get('content-type')).toBe('image/webp');
  });

  it('reports an unknown access key as a storage error with the service code, never a missing file', async () => {
    const storage = storageFor({ accessKeyId: 'NOT-A-KEY' });
    const put = await storageError(storage.put(KEY, Buffer.from('x'), 'image/webp'));
    expect(put).toMatchObject({
      statusCode: 503,
      code: 'UNAVAILABLE',
      status: 403,
      s3Code: 'InvalidAccessKeyId',
    });
    expect(put.describe()).toMatch(/^storage PUT .+ failed: 403 InvalidAccessKeyId \(The AWS Access Key Id/);
    const get = await storageError(storage.get(KEY));
    expect(get).toMatchObject({ status: 403, s3Code: 'InvalidAccessKeyId' });
    await storageError(storage.delete(KEY));
  });

  it('reports a bucket that does not exist as a storage error, not as a missing file', async () => {
    const storage = storageFor({ bucket: 'no-such-bucket' });
    expect(await storageError(storage.get(KEY))).toMatchObject({ status: 404, s3Code: 'NoSuchBucket' });
    expect(await storageError(storage.delete(KEY))).toMatchObject({ s3Code: 'NoSuchBucket' });
    expect(await storageError(storage.put(KEY, Buffer.from('x'), 'image/webp'))).toMatchObject({
      s3Code: 'NoSuchBucket',
    });
  });

  it('retries a 503 (SlowDown) and succeeds; gives up after its retries', async () => {
    let calls = 0;
    const slowDown = () =>
      new Response('<Error><Code>SlowDown</Code><Message>Reduce your request rate.</Message></Error>', {
        status: 503,
      });
    const once = storageFor({
      fetch: (request) => (++calls === 1 ? Promise.resolve(slowDown()) : fetch(request)),
    });
    await once.put(KEY, Buffer.from('x'), 'image/webp');
    expect(calls).toBe(2);
    await once.delete(KEY);

    let attempts = 0;
    const always = storageFor({
      retries: 2,
      fetch: async () => {
        attempts++;
        return slowDown();
      },
    });
    const err = await storageError(always.get(KEY));
    expect(err).toMatchObject({ status: 503, s3Code: 'SlowDown', s3Message: 'Reduce your request rate.' });
    expect(attempts).toBe(3);
  });

  it('reports an unreachable or silent service as a storage error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = storageFor({ endpoint: `http://127.0.0.1:${port}` });
    const refused = await storageError(unreachable.get(KEY));
    expect(refused).toMatchObject({ status: null, operation: 'GET', reason: 'fetch failed (ECONNREFUSED)' });

    const silent = storageFor({
      timeoutMs: 50,
      fetch: (request) =>
        new Promise((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
    });
    const err = await storageError(silent.put(KEY, Buffer.from('x'), 'image/webp'));
    expect(err.describe()).toMatch(/PUT .+ failed: timed out/);
  });

  it('refuses keys that are not server-made names before any request', async () => {
    const seen: URL[] = [];
    const storage = storageFor({ fetch: loopbackFetch(s3.port, seen) });
    await expect(storage.get('../escape.webp')).rejects.toThrow(/unsafe storage key/);
    await expect(storage.put('a/b.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /unsafe storage key/,
    );
    expect(seen).toEqual([]);
  });
});
