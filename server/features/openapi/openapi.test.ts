import { describe, expect, it } from 'vitest';
import { endpointsOf } from '#common/api/index.ts';
import { signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { escapeText, renderReferencePage, schemaHtml } from './reference-page.ts';

const { t } = withTestApp();

type Json = Record<string, any>;
const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

async function servedDocument(): Promise<Json> {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function operations(doc: Json): { method: string; path: string; op: Json }[] {
  return Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method] })),
  );
}

/** The contract's path in OpenAPI's form: `/api/players/:id` -> `/api/players/{id}`. */
const openapiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('answers anyone with the OpenAPI 3.1 document of the API routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/players/{id}']));
    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/LoginInput',
    });
    expect(doc.components.schemas.LoginInput.properties).toHaveProperty('email');
    // Itself, its page, the payment webhook and the files for crawlers are not part of the API description.
    for (const hidden of [
      '/api/openapi.json',
      '/api/docs',
      '/api/stripe/webhook',
      '/robots.txt',
      '/sitemap.xml',
    ]) {
      expect(doc.paths).not.toHaveProperty(hidden);
    }
  });

  it('answers the same document with a session and with a query string', async () => {
    const anonymous = await servedDocument();
    const { cookie } = await signIn(t, 'RECRUITER');
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json?x=%00',
      headers: { cookie },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual(anonymous);
  });

  it('describes every contract endpoint but the hidden ones, each with a unique operationId, a tag and its summary', async () => {
    const doc = await servedDocument();
    const ops = operations(doc);
    const expected = endpointsOf().filter((e) => !e.hide);
    expect(ops.map((o) => `${o.method.toUpperCase()} ${o.path}`).sort()).toEqual(
      expected.map((e) => `${e.method} ${openapiPath(e.path)}`).sort(),
    );
    const ids = ops.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tagNames = new Set(doc.tags.map((tag: Json) => tag.name));
    for (const { method, path, op } of ops) {
      const endpoint = expected.find(
        (e) => e.method === method.toUpperCase() && openapiPath(e.path) === path,
      );
      expect(op.summary, `${method} ${path}`).toBe(endpoint?.summary);
      expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(op.tags, `${method} ${path}`).toHaveLength(1);
      expect(tagNames.has(op.tags[0]), `${method} ${path}`).toBe(true);
    }
    expect(doc.paths['/api/lists/{listId}/items'].post.operationId).toBe('listsItemsAdd');
    expect(doc.paths['/api/lists/{listId}/items'].post.tags).toEqual(['Lists']);
  });

  it('gives every operation its error responses, each the shared Error schema', async () => {
    const doc = await servedDocument();
    expect(doc.components.schemas.Error).toMatchObject({
      type: 'object',
      required: ['message', 'code'],
      properties: { message: { type: 'string' }, code: { type: 'string' }, issues: { type: 'array' } },
    });
    const errorsOf = (path: string, method: string) =>
      Object.keys(doc.paths[path][method].responses).filter((s) => s >= '400');
    // Input -> 400; a session -> 401; a role or policy, or a state change -> 403; an addressed resource -> 404.
    expect(errorsOf('/api/lists/{id}', 'delete')).toEqual(['400', '401', '403', '404']);
    // What cannot be derived is declared by the contract: a player already on the list.
    expect(errorsOf('/api/lists/{listId}/items', 'post')).toEqual(['400', '401', '403', '404', '409']);
    expect(errorsOf('/api/auth/me', 'get')).toEqual(['401']);
    expect(errorsOf('/api/players/search', 'get')).toEqual(expect.arrayContaining(['400']));
    // Rate-limited (sign-up) and e-mail-sending routes say 429, with Retry-After.
    expect(errorsOf('/api/auth/register', 'post')).toEqual(expect.arrayContaining(['400', '403', '429']));
    expect(doc.paths['/api/auth/register'].post.responses['429'].headers).toHaveProperty('retry-after');
    // A create that honours an Idempotency-Key says so, with its 409 and the header of an answer given again.
    const sendMessage = doc.paths['/api/conversations/{id}/messages'].post;
    expect(sendMessage.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'idempotency-key', in: 'header' })]),
    );
    expect(errorsOf('/api/conversations/{id}/messages', 'post')).toEqual(expect.arrayContaining(['409']));
    expect(sendMessage.responses['201'].headers).toHaveProperty('idempotent-replayed');
    expect(doc.paths['/api/lists/{id}'].delete.parameters ?? []).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'idempotency-key' })]),
    );
    // The login throttle lives in its service: the contract declares it.
    expect(errorsOf('/api/auth/login', 'post')).toEqual(['400', '403', '429']);
    for (const { method, path, op } of operations(doc)) {
      for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
        if (Number(status) < 400 || path === '/api/health') continue;
        // The shared component, or a contract's own error body (a 409 naming the status) that extends it.
        const schema = response.content?.['application/json']?.schema;
        const shared = schema?.$ref === '#/components/schemas/Error';
        expect(shared || schema?.required?.includes('code'), `${method} ${path} ${status}`).toBe(true);
        expect(response.description, `${method} ${path} ${status}`).not.toBe('Default Response');
      }
    }
  });

  it('names the session cookie scheme, required on signed-in operations and optional on public ones', async () => {
    const doc = await servedDocument();
    expect(doc.components.securitySchemes.session).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'rs_session' }),
    );
    expect(doc.paths['/api/lists'].get.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/auth/login'].post.security).toEqual([{}, { session: [] }]);
    for (const { method, path, op } of operations(doc)) {
      expect(op.security, `${method} ${path}`).toBeDefined();
      expect(Boolean(op.responses['401']), `${method} ${path}`).toBe(
        op.security.every((req: Json) => Object.keys(req).length > 0),
      );
    }
  });

  it('describes uploads: a multipart image field and the raw bytes of an image', async () => {
    const doc = await servedDocument();
    const multipart = doc.paths['/api/players/{id}/media'].post.requestBody.content['multipart/form-data'];
    expect(multipart.schema.required).toEqual(['file']);
    expect(multipart.schema.properties.file).toMatchObject({
      type: 'string',
      contentMediaType: expect.any(String),
    });
    expect(doc.paths['/api/players/{id}/media'].post.responses).toHaveProperty('413');
    const binary = doc.paths['/api/media/uploads/{token}'].put.requestBody;
    expect(Object.keys(binary.content)).toEqual(
      expect.arrayContaining(['image/jpeg', 'application/octet-stream']),
    );
    expect(doc.paths['/api/media/uploads/{token}'].put.responses).toHaveProperty('415');
    expect(doc.paths['/media/{name}'].get.responses['200'].content).toHaveProperty('image/*');
  });

  it('names the main schemas as components and refers to them', async () => {
    const doc = await servedDocument();
    for (const name of [
      'Error',
      'SessionUser',
      'Player',
      'PlayerDetail',
      'Media',
      'RecruiterList',
      'Organization',
    ]) {
      expect(doc.components.schemas, name).toHaveProperty(name);
    }
    expect(doc.paths['/api/auth/me'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/SessionUser',
    });
    // Every component is used, and every reference resolves.
    const text = JSON.stringify(doc);
    for (const name of Object.keys(doc.components.schemas)) {
      expect(text, name).toContain(`"#/components/schemas/${name}"`);
    }
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      expect(doc.components.schemas, name).toHaveProperty(name as string);
    }
  });
});

describe('GET /api/docs', () => {
  it('answers anyone with the reference page: operations by tag, with method, path and summary', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<h2 id="tag-Auth">Auth</h2>');
    expect(res.body).toMatch(
      /<span class="method post">POST<\/span>\s*<code class="path">\/api\/auth\/login<\/code>/,
    );
    expect(res.body).toContain('Log in');
    expect(res.body).toContain('<code class="path">/api/players/{id}/media</code>');
    expect(res.body).toContain('multipart/form-data');
    expect(res.body).toContain('<a href="#schema-SessionUser">SessionUser</a>');
    // No script: the CSP allows only our own, and the page needs none.
    expect(res.body).not.toMatch(/<script/i);
  });

  it('answers a signed-in user the same page, and ignores a query string', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const { cookie } = await signIn(t, 'PARENT');
    const res = await t.app.inject({ method: 'GET', url: '/api/docs?tag=%3Cscript%3E', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(anonymous.body);
  });

  it('escapes every text of the document it renders', () => {
    const evil = '<script>alert("x")</script>&\'';
    const page = renderReferencePage({
      openapi: '3.1.0',
      info: { title: evil, version: evil, description: evil },
      tags: [{ name: evil, description: evil }],
      paths: {
        [`/api/${evil}`]: {
          get: {
            operationId: evil,
            summary: evil,
            tags: [evil],
            parameters: [{ name: evil, in: 'query', schema: { type: 'string', enum: [evil] } }],
            responses: {
              200: {
                description: evil,
                content: { [evil]: { schema: { $ref: `#/components/schemas/${evil}` } } },
              },
            },
          },
        },
      },
      components: { schemas: { [evil]: { type: 'object', properties: { [evil]: { const: evil } } } } },
    });
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('"x")');
    expect(page).toContain(escapeText(evil));
    expect(schemaHtml({ type: 'object', properties: { a: { type: 'string' } }, required: [] })).toBe(
      '{ a?: string }',
    );
  });
});
