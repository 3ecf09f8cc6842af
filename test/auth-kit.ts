import { withTestApp } from './with-test-app.ts';

/**
 * The setup of an auth API test file: the app with a login limit of 3 tries per e-mail and address (so
 * the limit tests reach it), and `post`, a POST with a JSON body and optional headers.
 */
export function authApp() {
  const { t } = withTestApp({
    limits: { login: { perPair: 3, perIp: 50, perAccount: 100, windowMs: 60_000 } },
  });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { t, post };
}
