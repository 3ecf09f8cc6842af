import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3-compatible server for tests: s3rver on a free loopback port, files in a temporary folder, one
 * bucket made. s3rver checks that an access key id exists (only its built-in S3RVER key) but does not
 * verify SigV4 signatures (its source: "Signature version 4 calculation is unimplemented"), so a wrong
 * secret key is not refused by it (D192).
 */
export interface TestS3 {
  /** http://127.0.0.1:<port> for path-style requests. */
  endpoint: string;
  /** http://s3.localhost:<port>: virtual-hosted requests go to <bucket>.s3.localhost, see loopbackFetch. */
  vhostEndpoint: string;
  port: number;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The S3_* environment that points the app at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'rinkside-media'): Promise<TestS3> {
  const dir = mkdtempSync(join(tmpdir(), 'rinkside-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    serviceEndpoint: 'localhost',
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    vhostEndpoint: `http://s3.localhost:${port}`,
    port,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fetch that sends every request to 127.0.0.1:port with the Host of its URL kept: *.localhost names do
 * not resolve here, and a virtual-hosted bucket is named by the Host header. Each URL is recorded.
 */
export function loopbackFetch(port: number, seen: URL[]) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    seen.push(url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers = Object.fromEntries(request.headers);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: request.method,
          path: `${url.pathname}${url.search}`,
          headers: { ...headers, host: url.host, ...(body ? { 'content-length': String(body.length) } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const status = res.statusCode ?? 500;
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              if (value !== undefined) responseHeaders.set(name, String(value));
            }
            const nullBody = status === 204 || status === 304;
            resolve(
              new Response(nullBody ? null : Buffer.concat(chunks), { status, headers: responseHeaders }),
            );
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  };
}
