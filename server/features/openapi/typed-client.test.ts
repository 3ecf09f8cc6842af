import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '#common/terms.ts';
import { withTestApp } from '#test/with-test-app.ts';

/**
 * D186: a client generated from the served document (openapi-typescript, in its own workspace because it
 * needs TypeScript 5's compiler API) must type-check a small program that calls the API through
 * openapi-fetch, and that program must then sign up, log in and read a profile against the running app.
 * A path, a body field or an answer that the document stops describing breaks the type check or the run.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const OPENAPI_TS = join(ROOT, 'tools/openapi-types/node_modules/openapi-typescript/dist/index.mjs');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

/** The typed program: written next to the generated types, type-checked, then run. */
const CLIENT_SOURCE = `
import type { Client } from 'openapi-fetch';
import type { paths } from './schema.ts';

const PASSWORD = 'typed client passphrase';

export async function journey(client: Client<paths>, email: string) {
  const registered = await client.POST('/api/auth/register', {
    body: {
      role: 'PLAYER',
      email,
      password: PASSWORD,
      name: 'Typed Client',
      acceptTerms: true,
      termsVersion: '${TERMS_VERSION}',
      birthYear: 2000,
    },
  });
  if (!registered.data) throw new Error('sign-up: ' + registered.response.status + ' ' + JSON.stringify(registered.error));

  const login = await client.POST('/api/auth/login', { body: { email, password: PASSWORD } });
  if (!login.data) throw new Error('login: ' + login.response.status + ' ' + JSON.stringify(login.error));
  const cookie = (login.response.headers.get('set-cookie') ?? '').split(';')[0];
  const signedIn = { headers: { cookie } };

  const me = await client.GET('/api/auth/me', signedIn);
  const setup = await client.POST('/api/players/setup', {
    ...signedIn,
    body: { firstName: 'Typed', lastName: 'Client', birthYear: 2000, category: 'MALE', shoots: 'L', positions: ['C'] },
  });
  if (!setup.data) throw new Error('setup: ' + setup.response.status + ' ' + JSON.stringify(setup.error));
  const slug: string = setup.data.player.slug;

  const profile = await client.GET('/api/players/{id}', { ...signedIn, params: { path: { id: slug } } });
  if (!profile.data) throw new Error('profile: ' + profile.response.status + ' ' + JSON.stringify(profile.error));
  const anonymous = await client.GET('/api/players/{id}', { params: { path: { id: 'no-such-player-x1' } } });
  // The shared error body is typed: message and code.
  const notFound: { message: string; code: string } | undefined = anonymous.error;

  return {
    registeredRole: registered.data.user.role,
    loginEmail: login.data.user.email,
    meEmail: me.data?.email,
    profileName: profile.data.player.firstName + ' ' + profile.data.player.lastName,
    notFound: { status: anonymous.response.status, code: notFound?.code },
  };
}

// The generated types are strict: each of these must be a type error, or the check fails.
export function misuses(client: Client<paths>) {
  // @ts-expect-error: no such path
  void client.GET('/api/no-such-path');
  // @ts-expect-error: login needs a password
  void client.POST('/api/auth/login', { body: { email: 'a@b.c' } });
  // @ts-expect-error: a profile is read with its id
  void client.GET('/api/players/{id}', {});
  // @ts-expect-error: the answer has no such field
  void client.GET('/api/auth/me').then((r) => r.data?.passwordHash);
}
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2023',
    lib: ['ES2023', 'DOM'],
    module: 'preserve',
    moduleResolution: 'bundler',
    allowImportingTsExtensions: true,
    noEmit: true,
    strict: true,
    skipLibCheck: true,
    verbatimModuleSyntax: true,
    types: [],
    paths: { 'openapi-fetch': [join(ROOT, 'node_modules/openapi-fetch')] },
  },
  include: ['*.ts'],
};

const { t } = withTestApp();
let baseUrl = '';
let dir = '';

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
  baseUrl = `http://127.0.0.1:${address.port}`;
  dir = await mkdtemp(join(tmpdir(), 'rinkside-openapi-client-'));
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a typed client generated from the served OpenAPI document', () => {
  it('type-checks a program against it, which signs up, logs in and reads a profile', async () => {
    const served = await fetch(`${baseUrl}/api/openapi.json`);
    expect(served.status).toBe(200);
    const doc = await served.json();

    const { default: openapiTS, astToString } = (await import(OPENAPI_TS)) as {
      default: (schema: unknown) => Promise<unknown[]>;
      astToString: (ast: unknown[]) => string;
    };
    await writeFile(join(dir, 'schema.ts'), astToString(await openapiTS(doc)));
    await writeFile(join(dir, 'client.ts'), CLIENT_SOURCE);
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));

    const check = await promisify(execFile)(process.execPath, [TSC, '--noEmit', '-p', dir]).then(
      () => ({ ok: true, output: '' }),
      (err: { stdout?: string; stderr?: string }) => ({ ok: false, output: `${err.stdout}${err.stderr}` }),
    );
    expect(check.output).toBe('');
    expect(check.ok).toBe(true);

    const { journey } = (await import(join(dir, 'client.ts'))) as {
      journey: (client: unknown, email: string) => Promise<Record<string, unknown>>;
    };
    const client = createClient({ baseUrl });
    const result = await journey(client, `typed-${Date.now()}@example.com`);
    expect(result).toEqual({
      registeredRole: 'PLAYER',
      loginEmail: expect.stringMatching(/^typed-\d+@example\.com$/),
      meEmail: result.loginEmail,
      profileName: 'Typed Client',
      notFound: { status: 404, code: 'NOT_FOUND' },
    });
  }, 120_000);
});
