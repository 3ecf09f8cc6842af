import { sql } from 'drizzle-orm';
import type { Role } from '#common/enums.ts';
import { createUser, DEFAULT_TEST_PASSWORD } from '#server/db/seed/factories.ts';
import type { SignedIn } from './players-kit.ts';
import { sessionCookie, type TestApp } from './test-app.ts';

/** Helpers shared by the parents, approvals, co-parents, data-control, auth and e-mail API tests. */

/** A signed-in user with a chosen e-mail address (verified unless told otherwise). */
export async function signInAs(
  t: TestApp,
  role: Role,
  email: string,
  opts: { name?: string; emailVerified?: boolean } = {},
): Promise<SignedIn> {
  const user = await createUser(t.db, {
    email,
    role,
    name: opts.name ?? 'Pat Parent',
    emailVerified: opts.emailVerified ?? true,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEFAULT_TEST_PASSWORD },
  });
  return { user, cookie: sessionCookie(res) };
}

/**
 * Every row of every table as text, except the migration journal and, unless asked for, the e-mail queue
 * (which holds unsent messages, link included, by design: decisions §8).
 */
export async function databaseText(t: TestApp, opts: { withEmailQueue?: boolean } = {}): Promise<string> {
  const tables = (await t.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and (table_name <> 'email_queue' or ${opts.withEmailQueue === true})`,
  )) as unknown as { rows: { name: string }[] };
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const res = (await t.db.execute(
      sql`select coalesce(string_agg(x::text, E'\n'), '') as dump from ${sql.identifier(name)} x`,
    )) as unknown as { rows: { dump: string }[] };
    parts.push(res.rows[0]?.dump ?? '');
  }
  return parts.join('\n');
}

/** The response body without the fields that differ between any two invitations. */
export function withoutIds(body: { invitation?: Record<string, unknown> } & Record<string, unknown>) {
  const { id: _id, expiresAt: _e, createdAt: _c, invitedEmail: _m, ...rest } = body.invitation ?? {};
  return { ...body, invitation: rest };
}
