import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeConnection } from '#server/lib/stripe.ts';

/** One request the Stripe library sent to the stand-in. */
export interface StandInRequest {
  method: string;
  /** The path without the query, e.g. /v1/checkout/sessions. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The form-encoded body as sent (Stripe's API takes application/x-www-form-urlencoded). */
  form: URLSearchParams;
}

export interface StandInAnswer {
  status?: number;
  body: unknown;
}

export interface StripeStandIn {
  /** Pass to buildApp/createTestApp as `stripeConnection`, so the real library talks to the stand-in. */
  connection: StripeConnection;
  requests: StandInRequest[];
  close(): Promise<void>;
}

/**
 * A local HTTP stand-in of the Stripe API, reached through the real `stripe` library (its host, port and
 * protocol options), so a test can assert exactly what the library sends and decide what it answers.
 * `answer` gets each request; an unknown one should answer 404 with a Stripe-shaped error.
 */
export async function startStripeStandIn(
  answer: (request: StandInRequest) => StandInAnswer | Promise<StandInAnswer>,
): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const request: StandInRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      };
      requests.push(request);
      try {
        const { status = 200, body } = await answer(request);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
        res.end(JSON.stringify(body));
      } catch (err) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    connection: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** A Stripe-shaped 404 for requests a test does not expect. */
export function stripeNotFound(request: StandInRequest): StandInAnswer {
  return {
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${request.path})`,
      },
    },
  };
}
