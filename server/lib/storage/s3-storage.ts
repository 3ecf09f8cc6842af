import { createHash, createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { assertSafeKey, contentTypeForKey, type Storage } from './storage.ts';

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2, ...) spoken to with path-style URLs and AWS Signature
 * Version 4, using only node:crypto and fetch: the project has no AWS SDK, and three calls (PUT, GET,
 * DELETE of one object) do not justify one. The bucket stays private; files are served through our
 * own /media route so the security headers are ours.
 */
export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Folder inside the bucket. */
  prefix?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to send and sign besides host, x-amz-date and x-amz-content-sha256. */
  headers?: Record<string, string>;
  payloadHash: string;
  region: string;
  service?: string;
  accessKeyId: string;
  secretAccessKey: string;
  date?: Date;
}

/** The headers of a SigV4-signed request (host is signed but left for fetch to send). */
export function signRequest(input: SignInput): Record<string, string> {
  const service = input.service ?? 's3';
  const amzDate = (input.date ?? new Date()).toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    'x-amz-content-sha256': input.payloadHash,
    'x-amz-date': amzDate,
  };
  const toSign: Record<string, string> = { ...headers, host: input.url.host };
  const names = Object.keys(toSign).sort();
  const canonicalHeaders = names.map((n) => `${n}:${toSign[n]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  // The path arrives already percent-encoded by URL; S3 wants each segment encoded exactly once.
  const canonicalUri = input.url.pathname
    .split('/')
    .map((s) => encodeRfc3986(decodeURIComponent(s)))
    .join('/');
  const canonicalQuery = [...input.url.searchParams]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    input.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

const EMPTY_HASH = sha256Hex('');

export function createS3Storage(opts: S3Options): Storage {
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const prefix = opts.prefix ?? 'media/';
  const base = new URL(opts.endpoint);

  const objectUrl = (key: string) => {
    const url = new URL(base);
    const basePath = url.pathname.replace(/\/+$/, '');
    url.pathname = `${basePath}/${encodeRfc3986(opts.bucket)}/${prefix}${key}`;
    url.search = '';
    return url;
  };

  /** Sends a signed request; the timeout covers the wait for the response headers, not a slow reader. */
  async function send(method: string, key: string, body?: Buffer, contentType?: string) {
    assertSafeKey(key);
    const url = objectUrl(key);
    const headers = signRequest({
      method,
      url,
      headers: contentType ? { 'content-type': contentType } : {},
      payloadHash: body ? sha256Hex(body) : EMPTY_HASH,
      region: opts.region,
      accessKeyId: opts.accessKeyId,
      secretAccessKey: opts.secretAccessKey,
    });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`S3 ${method} timed out`)), timeoutMs);
    try {
      return await doFetch(url, {
        method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
        signal: controller.signal,
      });
    } finally {
      clearTimeout(timer);
    }
  }

  async function failure(method: string, res: Response): Promise<Error> {
    // S3 error bodies are short XML (code and message); they carry no secret, but keep the log tidy.
    const text = (await res.text().catch(() => '')).slice(0, 300);
    return new Error(`S3 ${method} failed with ${res.status}: ${text}`);
  }

  return {
    kind: 's3',
    async put(key, data, contentType) {
      const res = await send('PUT', key, data, contentType);
      if (!res.ok) throw await failure('PUT', res);
      await res.arrayBuffer().catch(() => undefined);
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.arrayBuffer().catch(() => undefined);
        return null;
      }
      if (!res.ok || !res.body) throw await failure('GET', res);
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
      if (!res.ok && res.status !== 404) throw await failure('DELETE', res);
      await res.arrayBuffer().catch(() => undefined);
    },
  };
}
