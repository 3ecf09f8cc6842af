import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, buildPath } from '#common/api/index.ts';
import { ApiError, apiRequest, getErrorMessage } from './api-client.ts';

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
