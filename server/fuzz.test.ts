import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../test/test-app.ts';
import { withTestApp } from '../test/with-test-app.ts';

const { t } = withTestApp();
let cookie: string;

beforeAll(async () => {
  cookie = (await registerAndLogin(t.app)).cookie;
});

const param = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('0', '-1', '%00', '..', 'null'),
);
const body = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.constantFrom('{', '[]', 'null', '"x"', '{"email":{"$gt":""}}', '{"__proto__":{"admin":true}}'),
);

describe('fuzzing every API route', () => {
  it('random bodies, params and sessions never produce a 500', async () => {
    const routes = t.app.apiRoutes.filter((r) => r.url !== '/api/health');
    expect(routes.length).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        param,
        body,
        fc.boolean(),
        async (route, p, payload, signedIn) => {
          const url = route.url.replace(/:[A-Za-z]+/g, encodeURIComponent(p));
          const res = await t.app.inject({
            method: route.method as 'POST',
            url,
            headers: { 'content-type': 'application/json', ...(signedIn ? { cookie } : {}) },
            payload: route.method === 'GET' ? undefined : payload,
          });
          expect(res.statusCode, `${route.method} ${url} ${payload}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json()).toHaveProperty('message');
        },
      ),
      { numRuns: 300 },
    );
  });
});
