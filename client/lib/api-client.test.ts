import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getErrorMessage, getQueryFn, queryKeyToPath } from './api-client.ts';

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
    const error = await failureOf(apiRequest('POST', '/api/auth/login', { email: 'a@b.c', password: 'x' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(`401: ${body}`);
    expect(error.status).toBe(401);
    expect(error.serverMessage).toBe('Invalid email or password.');
    expect(getErrorMessage(error, 'fallback')).toBe('Invalid email or password.');
  });

  it('an empty error body falls back to the status text', async () => {
    vi.stubGlobal('fetch', respond(503, '', 'Service Unavailable'));
    const error = await failureOf(apiRequest('GET', '/api/x'));
    expect(error.message).toBe('503: Service Unavailable');
    expect(getErrorMessage(error, 'Try again.')).toBe('Try again.');
  });

  it('state-changing calls send JSON with a JSON content type, {} when there is no body', async () => {
    const fetchMock = respond(200, '{"message":"ok"}');
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('POST', '/api/auth/logout')).resolves.toEqual({ message: 'ok' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.credentials).toBe('same-origin');
  });

  it('a query joins its key with slashes and answers null on 401 only when asked to', async () => {
    expect(queryKeyToPath(['/api/players', 'abc', 'media'])).toBe('/api/players/abc/media');
    vi.stubGlobal('fetch', respond(401, '{"message":"Sign in"}'));
    const ctx = { queryKey: ['/api/auth/me'], signal: new AbortController().signal } as never;
    await expect(getQueryFn({ on401: 'returnNull' })(ctx)).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(ctx)).rejects.toBeInstanceOf(ApiError);
  });

  it('a network failure shows the fallback text, not "Failed to fetch"', () => {
    expect(getErrorMessage(new TypeError('Failed to fetch'), 'Failed to create account.')).toBe(
      'Failed to create account.',
    );
  });
});
