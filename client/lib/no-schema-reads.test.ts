import { describe, expect, it } from 'vitest';
import { clientLinesMatching } from '#test/client-source-kit.ts';

/**
 * In the browser's build an endpoint's schemas are `true` (scripts/endpoint-schemas-plugin.ts): product
 * code that read `api.x.y.body` or `endpoint.responses` would get `true` in production and a zod schema
 * in the tests. Forms import their schemas from common/contracts instead.
 */
const SCHEMA_READ =
  /\b(api(\.\w+)+|endpoint)(\.(params|query|body|responses)\b|\[['"`](params|query|body|responses)['"`]\])/;

describe("the client reads no endpoint's schemas", () => {
  it('at run time (they are left out of the browser build)', () => {
    const offending = clientLinesMatching(SCHEMA_READ);
    expect(offending).toEqual([]);
  });

  it('finds such a read when there is one', () => {
    expect(SCHEMA_READ.test('zodResolver(api.auth.login.body)')).toBe(true);
    expect(SCHEMA_READ.test('endpoint.responses[200].parse(x)')).toBe(true);
    expect(SCHEMA_READ.test("api.players.get['query']")).toBe(true);
    expect(SCHEMA_READ.test('callApi(api.auth.login, { body: input })')).toBe(false);
    expect(SCHEMA_READ.test('endpoint.method')).toBe(false);
  });
});
