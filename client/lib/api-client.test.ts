import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, buildPath } from '#common/api/index.ts';
import { ApiError, apiRequest, getErrorMessage, IDEMPOTENCY_HEADER } from './api-client.ts';

function respond(status: number, body: string, statusText = '') {
  return vi.fn(async () => new Response(body || null, { status, statusText }));
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('an error status becomes an ApiError reading "{status}: {body}" with the body message exposed', async () => {
    const body = JSON.stringify({ message: 'Invalid email or password.', code: 'UNAUTHENTICATED' });
    vi.stubGlobal('fetch', respond(401, body, 'Unauthorized'));
    const error = await failureOf(
      apiRequest('POST', buildPath(api.auth.login), { email: 'a@b.c', password: 'x' }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(`401: ${body}`);
    expect(error.status).toBe(401);
    expect(error.serverMessage).toBe('Invalid email or password.');
    expect(getErrorMessage(error, 'fallback')).toBe('Invalid email or password.');
  });

  it('an empty error body falls back to the status text', async () => {
    vi.stubGlobal('fetch', respond(503, '', 'Service Unavailable'));
    const error = await failureOf(apiRequest('GET', buildPath(api.system.health)));
    expect(error.message).toBe('503: Service Unavailable');
    expect(getErrorMessage(error, 'Try again.')).toBe('Try again.');
  });

  it('state-changing calls send JSON with a JSON content type, {} when there is no body', async () => {
    const fetchMock = respond(200, '{"message":"ok"}');
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('POST', buildPath(api.auth.logout))).resolves.toEqual({ message: 'ok' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.credentials).toBe('same-origin');
  });

  it('a network failure shows the fallback text, not "Failed to fetch"', () => {
    expect(getErrorMessage(new TypeError('Failed to fetch'), 'Failed to create account.')).toBe(
      'Failed to create account.',
    );
  });
});

describe('the Idempotency-Key of writes (D236)', () => {
  const keysSent = () => {
    const keys: Array<string | undefined> = [];
    let answer: (() => void) | null = null;
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let status = 200;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        keys.push((init.headers as Record<string, string>)[IDEMPOTENCY_HEADER]);
        await gate;
        return new Response('{}', { status });
      }),
    );
    return { keys, answer: () => answer?.(), fail: () => (status = 409) };
  };

  it('an identical write while the first is in flight carries the same key; another body a new one', async () => {
    const net = keysSent();
    const a = apiRequest('POST', '/api/lists', { name: 'U16' });
    const b = apiRequest('POST', '/api/lists', { name: 'U16' });
    const c = apiRequest('POST', '/api/lists', { name: 'U18' });
    net.answer();
    await Promise.all([a, b, c]);
    expect(net.keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(net.keys[1]).toBe(net.keys[0]);
    expect(net.keys[2]).not.toBe(net.keys[0]);
  });

  it('a failed write lets its key go: trying again is a new attempt', async () => {
    const net = keysSent();
    net.fail();
    net.answer();
    await expect(apiRequest('POST', '/api/notes-x', { text: 'a' })).rejects.toBeInstanceOf(ApiError);
    await expect(apiRequest('POST', '/api/notes-x', { text: 'a' })).rejects.toBeInstanceOf(ApiError);
    expect(net.keys[1]).not.toBe(net.keys[0]);
  });

  it('reads carry no key', async () => {
    const net = keysSent();
    net.answer();
    await apiRequest('GET', '/api/health');
    expect(net.keys).toEqual([undefined]);
  });
});
