import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../../test/with-test-app.ts';

const { t } = withTestApp();

describe('GET /api/openapi.json', () => {
  it('answers anyone with the OpenAPI document of the API routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/players/{id}']));
    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    // Itself and the static files are not part of the API description.
    expect(doc.paths).not.toHaveProperty('/api/openapi.json');
  });
});
