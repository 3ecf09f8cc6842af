import { vi } from 'vitest';
import { IDEMPOTENCY_HEADER } from '#client/lib/api-client.ts';

export interface Sent {
  method: string;
  url: string;
  key: string | undefined;
}

/**
 * A server that answers reads at once and each write only when the test lets it (`answerWrites`), as a
 * slow network does: a double click's second click lands while the first write is on its way.
 */
export function slowServer(
  read: (url: string) => unknown,
  write: (n: number) => { status: number; body: unknown },
) {
  const sent: Sent[] = [];
  const waiting: Array<() => void> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const headers = (init?.headers ?? {}) as Record<string, string>;
      sent.push({ method, url: String(input), key: headers[IDEMPOTENCY_HEADER] });
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (method === 'GET') {
        const body = read(String(input));
        return body === undefined ? json(401, { message: 'Sign in.' }) : json(200, body);
      }
      const n = sent.filter((s) => s.method !== 'GET').length;
      await new Promise<void>((resolve) => waiting.push(resolve));
      const answer = write(n);
      return json(answer.status, answer.body);
    }),
  );
  return {
    writes: () => sent.filter((s) => s.method !== 'GET'),
    answerWrites: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}
