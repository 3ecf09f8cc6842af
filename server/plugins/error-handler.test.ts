import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanError } from '#server/logger.ts';
import { TERMS_AGREEMENT, uniqueEmail } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t } = withTestApp();

afterEach(async () => {
  await t.db.execute(sql.raw('alter table users drop constraint if exists test_refuse_name'));
});

/** Makes the database refuse a user whose name is `name`, with the given error. */
async function refuseName(name: string, kind: 'check' | 'data') {
  if (kind === 'check') {
    await t.db.execute(
      sql.raw(`alter table users add constraint test_refuse_name check (name <> '${name}') not valid`),
    );
  } else {
    // A value the database cannot convert (SQLSTATE 22P02), as bad input to an unvalidated column would be.
    await t.db.execute(
      sql.raw(
        `alter table users add constraint test_refuse_name check (name <> '${name}' or (name || '')::int = 0) not valid`,
      ),
    );
  }
}

describe('the error handler', () => {
  it('logs a database error without the query parameters (no password hash, no password)', async () => {
    await refuseName('Forced Failure', 'check');
    const email = uniqueEmail('leak');
    const password = 'secret password 1234';
    const before = t.logs.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password, name: 'Forced Failure', role: 'PARENT', ...TERMS_AGREEMENT },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: expect.any(String) });
    const logged = t.logs.slice(before).join('\n');
    expect(logged).toContain('unhandled error');
    // The driver's code and the SQL text stay, for diagnosis.
    expect(logged).toContain('23514');
    expect(logged).toContain('insert into');
    expect(logged).not.toContain('argon2');
    expect(logged).not.toContain(password);
    expect(logged).not.toContain(email);
    expect(logged).not.toContain('params');
  });

  it('answers 400, not 500, when the database refuses a value as a data exception (SQLSTATE 22xxx)', async () => {
    await refuseName('Bad Data', 'data');
    const before = t.logs.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: uniqueEmail('data'),
        password: 'secret password 1234',
        name: 'Bad Data',
        role: 'PARENT',
        ...TERMS_AGREEMENT,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    const logged = t.logs.slice(before).join('\n');
    expect(logged).toContain('22P02');
    expect(logged).not.toContain('argon2');
  });

  it('refuses NUL characters in any accepted string with a 400 naming the field', async () => {
    const cases: { url: string; payload: Record<string, unknown>; path: string }[] = [
      {
        url: '/api/auth/register',
        payload: {
          email: uniqueEmail(),
          password: 'secret password',
          name: 'A\u0000B',
          role: 'PARENT',
          ...TERMS_AGREEMENT,
        },
        path: 'name',
      },
      { url: '/api/auth/login', payload: { email: 'a\u0000@example.com', password: 'x' }, path: 'email' },
      {
        url: '/api/auth/login',
        payload: { email: 'a@example.com', password: 'pass\u0000word' },
        path: 'password',
      },
      { url: '/api/auth/verify-email', payload: { token: 'abc\u0000def' }, path: 'token' },
      { url: '/api/auth/resend-verification', payload: { email: 'a\u0000b@example.com' }, path: 'email' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'POST', url: c.url, payload: c.payload });
      expect(res.statusCode, `${c.url} ${res.body}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      // The contract's own rule speaks first (an e-mail with a NUL is not an e-mail); else the NUL guard.
      const issue = (res.json().issues as { path: string; message: string }[]).find((i) => i.path === c.path);
      expect(issue?.message).toMatch(c.path === 'email' ? /./ : /^Contains an invalid character$/);
    }
  });
});

describe('cleanError', () => {
  it('cuts Drizzle parameters from message and stack, drops value fields, keeps the code of the cause', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      detail: 'Key (email)=(someone@example.com) already exists.',
    });
    const err = Object.assign(
      new Error(
        'Failed query: insert into users values ($1, $2)\nparams: someone@example.com,$argon2id$v=19$x',
      ),
      {
        query: 'insert into users values ($1, $2)',
        params: ['someone@example.com', '$argon2id$v=19$x'],
        cause,
      },
    );
    const clean = cleanError(err);
    const text = JSON.stringify(clean);
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('someone@example.com');
    expect(clean.message).toBe('Failed query: insert into users values ($1, $2)');
    expect(clean.stack.startsWith('Error: Failed query: insert into users values ($1, $2)\n    at ')).toBe(
      true,
    );
    expect(clean.query).toBe('insert into users values ($1, $2)');
    expect(clean.cause?.code).toBe('22021');
  });
});
