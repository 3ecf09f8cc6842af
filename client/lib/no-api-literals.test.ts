import { describe, expect, it } from 'vitest';
import { clientLinesMatching } from '#test/client-source-kit.ts';

/**
 * A string literal that starts an API path: '/api', "/api/..." or `/api/...`. Product code only: tests
 * (`*.test.ts`, `*.test.tsx`) pin the requests on the wire by their literal URL on purpose, so a changed
 * path in the contract fails them.
 */
const API_LITERAL = /['"`]\/api(?=[/'"`?])/;

describe('the client calls the API through the contract', () => {
  it('holds no hand-typed /api/ path (use the api.<area>.<name> endpoints of common/api)', () => {
    const offending = clientLinesMatching(API_LITERAL);
    expect(offending).toEqual([]);
  });

  it('finds such a path when there is one', () => {
    expect(API_LITERAL.test("fetch('/api/players/me')")).toBe(true);
    expect(API_LITERAL.test('queryKey: [`/api/lists`, id]')).toBe(true);
    expect(API_LITERAL.test("const path = '/apiary';")).toBe(false);
  });
});
