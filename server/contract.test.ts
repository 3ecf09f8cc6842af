import { describe, expect, it } from 'vitest';
import { endpointsOf } from '#common/api/index.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t } = withTestApp();

describe('the API contract (common/api)', () => {
  it('declares exactly the API routes the app serves', () => {
    const served = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    const declared = endpointsOf()
      .filter((e) => e.path.startsWith('/api/'))
      .map((e) => `${e.method} ${e.path}`)
      .sort();
    expect(served).toEqual(declared);
  });
});
