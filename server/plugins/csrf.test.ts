import { describe, expect, it } from 'vitest';
import { withTestApp } from '#test/with-test-app.ts';

const { t } = withTestApp();

/** A state-changing call any visitor may make; its own answer (401 without a session) means it got through. */
const resend = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/resend-verification',
    headers,
    payload: { email: 'x@example.com' },
  });

describe('the CSRF guard (Fetch Metadata, then Origin)', () => {
  it.each<[string, Record<string, string>]>([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    [
      'Sec-Fetch-Site same-site from a sibling subdomain',
      { 'sec-fetch-site': 'same-site', origin: 'https://evil.localhost:3000' },
    ],
    ['Sec-Fetch-Site same-site without an Origin', { 'sec-fetch-site': 'same-site' }],
    ['no Fetch Metadata and an evil Origin', { origin: 'https://evil.example' }],
    ['no Fetch Metadata and a null Origin', { origin: 'null' }],
  ])('refuses %s with 403', async (_label, headers) => {
    const res = await resend(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_REJECTED');
  });

  it.each<[string, Record<string, string>]>([
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' }],
    ['Sec-Fetch-Site none (typed in the address bar)', { 'sec-fetch-site': 'none' }],
    [
      'Sec-Fetch-Site same-site with our own Origin',
      { 'sec-fetch-site': 'same-site', origin: 'http://localhost:3000' },
    ],
    ['no Fetch Metadata and our Origin', { origin: 'http://localhost:3000' }],
    ['neither header (not a browser)', {}],
  ])('accepts %s', async (_label, headers) => {
    const res = await resend(headers);
    expect(res.statusCode).toBe(200);
  });
});
