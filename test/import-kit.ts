import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { players } from '#server/db/schema/index.ts';
import { json } from './api-json.ts';
import { birthYearForAge, type requester, type SignedIn, signIn } from './players-kit.ts';
import type { TestApp } from './test-app.ts';

/**
 * The steps the admin CSV import's API test files share, on the file's app `t`: the admin (signed in before
 * the file's tests run), validating and executing a file through the contract, its report, and the players
 * a test imported.
 */
export function importKit(t: TestApp, api: ReturnType<typeof requester>) {
  const cast = {} as { admin: SignedIn };
  beforeAll(async () => {
    cast.admin = await signIn(t, 'ADMIN', 'Ada Admin');
  });
  const HEADER = 'firstName,lastName,birthYear,category,positions,profileSource';
  const ADULT = birthYearForAge(20);
  /** A last name no other test uses (letters only, so it slugifies as itself). */
  const family = () => `Fam${[...randomBytes(5)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;
  const csv = (lines: string[], eol = '\n') => lines.join(eol);
  const validate = (csvContent: string, cookie = cast.admin.cookie) =>
    api.call(contract.admin.import.validate, { cookie, body: { csvContent } });
  const execute = (csvContent: string, skipDuplicates?: boolean, cookie = cast.admin.cookie) =>
    api.call(contract.admin.import.execute, {
      cookie,
      body: { csvContent, ...(skipDuplicates !== undefined && { skipDuplicates }) },
    });
  const report = (res: LightMyRequestResponse) => json(contract.admin.import.validate, res, 200);
  const playersNamed = (lastName: string) =>
    t.db.select().from(players).where(eq(players.lastName, lastName)).orderBy(players.firstName);
  return { cast, HEADER, ADULT, family, csv, validate, execute, report, playersNamed };
}
