import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/env.ts';
import { createDiskStorage, createS3Storage, createStorage, type Storage, signRequest } from './index.ts';

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
  });
});

describe('S3 signature version 4', () => {
  it('matches the GET Object example of the AWS documentation', () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadHash: createHash('sha256').update('').digest('hex'),
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });
});

describe('S3 storage against a local S3-compatible stub', () => {
  let server: Server;
  let endpoint: string;
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: { method: string; url: string; authorization: string; sha: string }[] = [];

  beforeAll(async () => {
    server = createServer(async (req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const body = Buffer.concat(chunks);
      seen.push({
        method: req.method!,
        url: req.url!,
        authorization: String(req.headers.authorization),
        sha: String(req.headers['x-amz-content-sha256']),
      });
      const key = req.url!;
      if (req.method === 'PUT') {
        expect(req.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(body).digest('hex'));
        objects.set(key, { body, type: String(req.headers['content-type']) });
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const o = objects.get(key);
        if (!o)
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<Error><Code>NoSuchKey</Code></Error>');
        else res.writeHead(200, { 'content-type': o.type, 'content-length': o.body.length }).end(o.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // fetch keeps sockets alive; do not wait for them to time out.
        server.closeAllConnections();
      }),
  );

  it('puts, gets and deletes objects with signed path-style requests', async () => {
    const storage = createS3Storage({
      endpoint,
      bucket: 'rinkside-media',
      region: 'eu-west-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
    });
    await roundTrip(storage);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      `PUT /rinkside-media/media/${KEY}`,
      `GET /rinkside-media/media/${KEY}`,
      `DELETE /rinkside-media/media/${KEY}`,
      `GET /rinkside-media/media/${KEY}`,
      `DELETE /rinkside-media/media/${KEY}`,
    ]);
    for (const s of seen) {
      expect(s.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
      );
    }
    expect(seen[0]!.authorization).toContain(
      'SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date',
    );
  });

  it('reports a failing bucket as an error (a 5xx of ours, never a silent success)', async () => {
    const storage = createS3Storage({
      endpoint: `${endpoint}/`,
      bucket: 'b',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      fetch: async () => new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 }),
    });
    await expect(storage.put(KEY, Buffer.from('x'), 'image/webp')).rejects.toThrow(/S3 PUT failed with 403/);
    await expect(storage.get(KEY)).rejects.toThrow(/S3 GET failed with 403/);
  });
});
