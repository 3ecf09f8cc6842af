import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, contentTypeForKey, type Storage, StorageError } from './storage.ts';

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2, Ceph, ...). Requests are signed by aws4fetch (SigV4, D190);
 * the bucket stays private and files are served through our own /media route, so the headers are ours.
 */
export interface S3Options {
  /** The service's base URL, e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * true: https://endpoint/bucket/key (MinIO and most S3-compatibles; the default, D012). false:
   * https://bucket.endpoint/key, the virtual-hosted style some providers require (D190).
   */
  pathStyle?: boolean;
  /** Folder inside the bucket. */
  prefix?: string;
  /** Tests reach a virtual-hosted bucket on the loopback through this. */
  fetch?: (request: Request) => Promise<Response>;
  /** Covers the wait for the response headers of all attempts, not a slow reader. */
  timeoutMs?: number;
  /** Extra attempts after a 5xx or 429 (S3's SlowDown); every call we make is idempotent. */
  retries?: number;
}

const sha256Hex = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Code and Message of an S3 XML error body (they carry no secret). */
function parseS3Error(text: string): { code: string | null; message: string | null } {
  const pick = (tag: string) => new RegExp(`<${tag}>([^<]{0,300})</${tag}>`).exec(text)?.[1] ?? null;
  return { code: pick('Code'), message: pick('Message') };
}

export function createS3Storage(opts: S3Options): Storage {
  const doFetch = opts.fetch ?? ((request: Request) => fetch(request));
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const retries = opts.retries ?? 2;
  const prefix = opts.prefix ?? 'media/';
  const pathStyle = opts.pathStyle ?? true;
  const base = new URL(opts.endpoint);
  const client = new AwsClient({
    accessKeyId: opts.accessKeyId,
    secretAccessKey: opts.secretAccessKey,
    // A custom endpoint's host names neither service nor region, so aws4fetch could not guess them.
    service: 's3',
    region: opts.region,
  });

  const objectUrl = (key: string) => {
    const url = new URL(base);
    const basePath = url.pathname.replace(/\/+$/, '');
    const bucket = encodeURIComponent(opts.bucket);
    if (pathStyle) {
      url.pathname = `${basePath}/${bucket}/${prefix}${key}`;
    } else {
      url.hostname = `${opts.bucket}.${url.hostname}`;
      url.pathname = `${basePath}/${prefix}${key}`;
    }
    url.search = '';
    return url;
  };

  async function send(operation: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    assertSafeKey(key);
    const url = objectUrl(key);
    const payload = body ? new Uint8Array(body) : undefined;
    const headers: Record<string, string> = {};
    if (payload) {
      // Signed, so the service refuses a body changed or cut on the way (aws4fetch would send UNSIGNED-PAYLOAD).
      headers['x-amz-content-sha256'] = sha256Hex(payload);
      if (contentType) headers['content-type'] = contentType;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('timed out')), timeoutMs);
    try {
      for (let attempt = 0; ; attempt++) {
        const request = await client.sign(url.toString(), {
          method: operation,
          headers,
          body: payload,
          signal: controller.signal,
        });
        const res = await doFetch(request);
        const retryable = res.status >= 500 || res.status === 429;
        if (!retryable || attempt >= retries) return res;
        await res.arrayBuffer().catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
      }
    } catch (err) {
      // fetch says only "fetch failed"; the network's own code (ECONNREFUSED, ENOTFOUND...) is in its cause.
      const code = (err as { cause?: { code?: unknown } }).cause?.code;
      const reason = `${(err as Error).message}${typeof code === 'string' ? ` (${code})` : ''}`;
      throw new StorageError(operation, key, { reason, cause: err });
    } finally {
      clearTimeout(timer);
    }
  }

  async function failure(operation: 'PUT' | 'GET' | 'DELETE', key: string, res: Response) {
    const parsed = parseS3Error(await res.text().catch(() => ''));
    return new StorageError(operation, key, { status: res.status, ...parsed });
  }

  return {
    kind: 's3',
    async put(key, data, contentType) {
      const res = await send('PUT', key, data, contentType);
      if (!res.ok) throw await failure('PUT', key, res);
      await res.arrayBuffer().catch(() => undefined);
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) {
        const error = await failure('GET', key, res);
        // A missing bucket is a misconfiguration to report, not a missing file.
        if (error.s3Code === 'NoSuchBucket') throw error;
        return null;
      }
      if (!res.ok || !res.body) throw await failure('GET', key, res);
      const length = Number(res.headers.get('content-length'));
      return {
        body: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>),
        // Keys are server-made; their extension is the type we encoded, whatever the bucket says.
        contentType: contentTypeForKey(key),
        size: Number.isFinite(length) && length > 0 ? length : null,
      };
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok) {
        const error = await failure('DELETE', key, res);
        if (res.status !== 404 || error.s3Code === 'NoSuchBucket') throw error;
        return;
      }
      await res.arrayBuffer().catch(() => undefined);
    },
  };
}
