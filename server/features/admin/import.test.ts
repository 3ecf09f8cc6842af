import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import {
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_ROWS,
  CSV_LISTED_PROBLEMS_MAX,
} from '#common/contracts/admin.ts';
import { BIRTH_MONTH_MESSAGE } from '#common/contracts/players.ts';
import type { Role } from '#common/enums.ts';
import { adminAudit, auditLogs, players } from '#server/db/schema/index.ts';
import { createPlayer } from '#server/db/seed/factories.ts';
import { errorJson, json } from '../../../test/api-json.ts';
import {
  birthForAge,
  birthJustUnder,
  birthYearForAge,
  issuesByPath,
  type SignedIn,
  signIn,
} from '../../../test/players-kit.ts';
import { withTestApp } from '../../../test/with-test-app.ts';

const { t, api } = withTestApp();

const VALIDATE = '/api/admin/import/validate';
const EXECUTE = '/api/admin/import/execute';
const HEADER = 'firstName,lastName,birthYear,category,positions,profileSource';
const ADULT = birthYearForAge(20);

/** A last name no other test uses (letters only, so it slugifies as itself). */
const family = () => `Fam${[...randomBytes(5)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;
const csv = (lines: string[], eol = '\n') => lines.join(eol);

let admin: SignedIn;
beforeAll(async () => {
  admin = await signIn(t, 'ADMIN', 'Ada Admin');
});

const validate = (csvContent: string, cookie = admin.cookie) =>
  api.post(VALIDATE, { cookie, payload: { csvContent } });
const execute = (csvContent: string, skipDuplicates?: boolean, cookie = admin.cookie) =>
  api.post(EXECUTE, {
    cookie,
    payload: { csvContent, ...(skipDuplicates !== undefined && { skipDuplicates }) },
  });
const report = (res: LightMyRequestResponse) => json(contract.admin.import.validate, res, 200);
const playersNamed = (lastName: string) =>
  t.db.select().from(players).where(eq(players.lastName, lastName)).orderBy(players.firstName);

describe('who may import', () => {
  const file = () => csv(['firstName,lastName,birthYear', `Al,${family()},${ADULT}`]);

  it('refuses both calls without a session (401)', async () => {
    for (const url of [VALIDATE, EXECUTE]) {
      const res = await api.post(url, { payload: { csvContent: file() } });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it.each<Role>(['PLAYER', 'PARENT', 'RECRUITER', 'ORG_ADMIN', 'ORG_STAFF'])(
    'refuses both calls to a %s (403) and writes nothing',
    async (role) => {
      const other = await signIn(t, role);
      const lastName = family();
      const content = csv(['firstName,lastName,birthYear', `Al,${lastName},${ADULT}`]);
      expect((await validate(content, other.cookie)).statusCode).toBe(403);
      expect((await execute(content, true, other.cookie)).statusCode).toBe(403);
      expect(await playersNamed(lastName)).toHaveLength(0);
    },
  );

  it('lets an admin validate (200) and execute (201)', async () => {
    const content = file();
    expect((await validate(content)).statusCode).toBe(200);
    expect((await execute(content)).statusCode).toBe(201);
  });
});

describe('POST /api/admin/import/validate', () => {
  it('reads quoted commas, embedded newlines, a BOM, CRLF, codes, labels and M/F, and writes nothing', async () => {
    const lastName = family();
    const content = `\uFEFF${csv(
      [
        'FirstName , LASTNAME,Birth Year,category,positions,profile_source',
        `Ann,${lastName},${ADULT},F,"C; LW",`,
        `"Smith, Jr",${lastName},${ADULT - 1},male,Left Wing|D,partner_upload`,
        `"Mary\r\nAnn",${lastName},${ADULT - 2},,g,`,
        '',
        `Bob,${lastName},${ADULT - 3},FEMALE,C RW C,`,
        ',,,,,',
      ],
      '\r\n',
    )}\r\n`;
    const before = await t.db.$count(players);
    const body = report(await validate(content));
    expect(body).toMatchObject({
      success: true,
      totalRows: 4,
      validRows: 4,
      errors: [],
      errorCount: 0,
      duplicates: [],
      duplicateCount: 0,
    });
    expect(body.players).toEqual([
      {
        row: 2,
        firstName: 'Ann',
        lastName,
        birthYear: ADULT,
        birthMonth: null,
        category: 'FEMALE',
        positions: ['C', 'LW'],
        profileSource: 'admin_import',
      },
      {
        row: 3,
        firstName: 'Smith, Jr',
        lastName,
        birthYear: ADULT - 1,
        birthMonth: null,
        category: 'MALE',
        positions: ['LW', 'D'],
        profileSource: 'partner_upload',
      },
      // The line break inside the quoted name reads as a space; the next row keeps its own number.
      {
        row: 4,
        firstName: 'Mary Ann',
        lastName,
        birthYear: ADULT - 2,
        birthMonth: null,
        category: null,
        positions: ['G'],
        profileSource: 'admin_import',
      },
      {
        row: 5,
        firstName: 'Bob',
        lastName,
        birthYear: ADULT - 3,
        birthMonth: null,
        category: 'FEMALE',
        positions: ['C', 'RW'],
        profileSource: 'admin_import',
      },
    ]);
    expect(await t.db.$count(players)).toBe(before);
  });

  it('reports each bad cell with its row and field, and still previews the good rows', async () => {
    const lastName = family();
    const content = csv([
      HEADER,
      `Good,${lastName},${ADULT},,,`,
      `,${lastName},${ADULT},,,`,
      `Al,${lastName},nineteen,X,QB,scraped`,
      `${'A'.repeat(61)},${lastName},1949,,,`,
      `Cy,${lastName},${new Date().getFullYear() + 1},,,`,
      `Di,${lastName},2005.0,,,`,
      `Ed,${lastName},${ADULT},,,,extra`,
    ]);
    const body = report(await validate(content));
    expect(body.success).toBe(false);
    expect(body.totalRows).toBe(7);
    expect(body.validRows).toBe(1);
    expect(body.players.map((p) => p.firstName)).toEqual(['Good']);
    expect(body.errors).toEqual([
      { row: 3, field: 'firstName', message: 'First name is required' },
      { row: 4, field: 'birthYear', message: 'Birth year must be between 1950 and current year' },
      { row: 4, field: 'category', message: 'Category must be MALE or FEMALE (or M, F), or empty' },
      { row: 4, field: 'positions', message: 'Unknown position "QB": use C, LW, RW, D, G' },
      {
        row: 4,
        field: 'profileSource',
        message: expect.stringContaining('Profile source must be one of user_created,'),
      },
      { row: 5, field: 'firstName', message: 'First name must be at most 60 characters' },
      { row: 5, field: 'birthYear', message: 'Birth year must be between 1950 and current year' },
      { row: 6, field: 'birthYear', message: 'Birth year must be between 1950 and current year' },
      { row: 7, field: 'birthYear', message: 'Birth year must be between 1950 and current year' },
      { row: 8, field: 'row', message: 'The row has values in 7 columns but the header names 6' },
    ]);
    expect(body.errorCount).toBe(10);
  });

  it('ignores empty columns after the last one, as spreadsheets export them', async () => {
    const lastName = family();
    const body = report(
      await validate(
        csv(['firstName,lastName,birthYear,,', `Al,${lastName},${ADULT},,`, `Bo,${lastName},${ADULT}`]),
      ),
    );
    expect(body).toMatchObject({ success: true, totalRows: 2, validRows: 2 });
    const named = await validate(csv(['firstName,,lastName,birthYear', `Al,x,${lastName},${ADULT}`]));
    expect(errorJson(named).message).toBe('Column 2 has no name in the header row.');
  });

  it('refuses formula-looking cells (=, +, -, @, a leading tab) and never stores them', async () => {
    const lastName = family();
    const content = csv([
      HEADER,
      `"=HYPERLINK(""http://evil.example"",""x"")",${lastName},${ADULT},,,`,
      `Al,+${lastName},${ADULT},,,`,
      `Bo,${lastName},-2+3,,,`,
      `Cy,${lastName},${ADULT},@SUM(A1),,`,
      `"\tDi",${lastName},${ADULT},,,`,
      `Ed,${lastName},${ADULT},,," =cmd"`,
    ]);
    const body = report(await validate(content));
    expect(body.success).toBe(false);
    expect(body.validRows).toBe(0);
    expect(body.errors).toEqual([
      { row: 2, field: 'firstName', message: 'Cell starts with "=": formulas are not accepted' },
      { row: 3, field: 'lastName', message: 'Cell starts with "+": formulas are not accepted' },
      { row: 4, field: 'birthYear', message: 'Cell starts with "-": formulas are not accepted' },
      { row: 5, field: 'category', message: 'Cell starts with "@": formulas are not accepted' },
      { row: 6, field: 'firstName', message: 'Cell starts with a tab: formulas are not accepted' },
      { row: 7, field: 'profileSource', message: 'Cell starts with "=": formulas are not accepted' },
    ]);
    const refused = errorJson(await execute(content, true));
    expect(refused.message).toBe('The file has 6 errors. Validate it and fix them first.');
    expect(await playersNamed(lastName)).toHaveLength(0);
    expect(await playersNamed(`+${lastName}`)).toHaveLength(0);
  });

  it('lists a player who exists already (any letter case) as a duplicate with their slug', async () => {
    const lastName = family();
    const existing = await createPlayer(t.db, { firstName: 'Wayne', lastName, birthYear: ADULT });
    const content = csv([
      'firstName,lastName,birthYear',
      `wayne,${lastName.toUpperCase()},${ADULT}`,
      `Wayne,${lastName},${ADULT - 1}`,
    ]);
    const body = report(await validate(content));
    expect(body).toMatchObject({ success: true, totalRows: 2, validRows: 2, errorCount: 0 });
    expect(body.duplicates).toEqual([
      {
        row: 2,
        firstName: 'wayne',
        lastName: lastName.toUpperCase(),
        birthYear: ADULT,
        existingSlug: existing.slug,
      },
    ]);
    expect(body.duplicateCount).toBe(1);
  });

  it('reports the later of two rows for the same player as an error naming the first', async () => {
    const lastName = family();
    const body = report(
      await validate(
        csv([
          'firstName,lastName,birthYear',
          `Jo,${lastName},${ADULT}`,
          `Al,${lastName},${ADULT}`,
          `JO,${lastName.toLowerCase()},${ADULT}`,
        ]),
      ),
    );
    expect(body.errors).toEqual([{ row: 4, field: 'row', message: 'Same player as row 2' }]);
    expect(body.validRows).toBe(2);
  });

  it('lists at most 500 errors and counts them all', async () => {
    const lines = ['firstName,lastName,birthYear'];
    for (let i = 0; i < CSV_LISTED_PROBLEMS_MAX + 100; i++) lines.push(`Al,Lee${i},1900`);
    const body = report(await validate(csv(lines)));
    expect(body.errors).toHaveLength(CSV_LISTED_PROBLEMS_MAX);
    expect(body.errorCount).toBe(CSV_LISTED_PROBLEMS_MAX + 100);
    expect(body.errors.at(-1)?.row).toBe(CSV_LISTED_PROBLEMS_MAX + 1);
  });

  it.each([
    ['a missing required column', 'firstName,lastName\nAl,Lee', 'lacks the required column birthYear'],
    ['two missing columns', 'lastName\nLee', 'lacks the required columns firstName, birthYear'],
    [
      'an unknown column',
      `firstName,lastName,birthYear,email\nAl,Lee,${ADULT},a@b.c`,
      'Unknown column "email"',
    ],
    ['a repeated column', `firstName,lastName,birthYear,LastName\nAl,Lee,${ADULT},Lee`, 'appears twice'],
    ['a header without rows', 'firstName,lastName,birthYear\n\n', 'has a header row but no players'],
    ['blank lines only', '\n\r\n\n', 'The file is empty'],
    ['an unclosed quote', `firstName,lastName,birthYear\nAl,Lee,${ADULT}\n"Bo,Lee,${ADULT}\n`, 'line 3'],
    ['a stray quote', `firstName,lastName,birthYear\nAl,"Lee"x,${ADULT}`, 'not valid CSV'],
    ['a JSON document', '{"players": [{"firstName": "Al"}]}', 'not valid CSV'],
  ])('refuses %s with 400 and a clear message', async (_name, content, message) => {
    const res = await validate(content);
    expect(res.statusCode).toBe(400);
    const body = errorJson(res);
    expect(body.message).toContain(message);
    expect(issuesByPath(res).csvContent).toBe(body.message);
    expect((await execute(content, true)).statusCode).toBe(400);
  });

  it('words a CSV syntax error as "not valid CSV" with the line', async () => {
    const res = await validate(`firstName,lastName,birthYear\nAl,Lee,${ADULT}\n"Bo,Lee,${ADULT}\n`);
    expect(errorJson(res).message).toBe(
      'The file is not valid CSV: a quoted value is never closed (line 3).',
    );
  });

  it('refuses an empty csvContent and a missing one with field issues', async () => {
    const empty = await api.post(VALIDATE, { cookie: admin.cookie, payload: { csvContent: '' } });
    expect(empty.statusCode).toBe(400);
    expect(issuesByPath(empty).csvContent).toBe('The file is empty');
    const missing = await api.post(VALIDATE, { cookie: admin.cookie, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(issuesByPath(missing).csvContent).toBe('csvContent is required');
    const extra = await api.post(EXECUTE, {
      cookie: admin.cookie,
      payload: { csvContent: 'a', skipDuplicates: 'yes' },
    });
    expect(extra.statusCode).toBe(400);
    expect(issuesByPath(extra).skipDuplicates).toBe('skipDuplicates must be true or false');
  });

  it('refuses a file over 5 MB (counted in UTF-8 bytes) with 413 and says to split it', async () => {
    // 2.7 million two-byte characters: under 5 MB of characters, over 5 MB of bytes.
    const content = `firstName,lastName,birthYear\n${'é'.repeat(Math.ceil(CSV_IMPORT_MAX_BYTES / 2) + 10)}`;
    expect(content.length).toBeLessThan(CSV_IMPORT_MAX_BYTES);
    for (const call of [validate(content), execute(content, true)]) {
      const res = await call;
      expect(res.statusCode).toBe(413);
      expect(errorJson(res)).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The file is larger than 5 MB. Split it into smaller files.',
      });
    }
  });

  it('accepts a body of almost 12 MB as parsed JSON, and answers a larger body 413', async () => {
    // A file of almost 5 MB of quotes: escaped in JSON it doubles, and the route still reads it. Each
    // row's name is 1,000 quotes (2,000 doubled), well within a line's 64 KB.
    const line = `"${'"'.repeat(2000)}",Lee,${ADULT}`;
    const count = Math.floor((CSV_IMPORT_MAX_BYTES - 100) / (line.length + 1));
    const quotes = `firstName,lastName,birthYear\n${`${line}\n`.repeat(count)}`;
    expect(JSON.stringify({ csvContent: quotes }).length).toBeGreaterThan(1.99 * CSV_IMPORT_MAX_BYTES);
    const body = report(await validate(quotes));
    expect(body.errorCount).toBe(count);
    expect(body.errors[0]).toEqual({
      row: 2,
      field: 'firstName',
      message: 'First name must be at most 60 characters',
    });
    const huge = await validate('x'.repeat(13 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);
    expect(errorJson(huge).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses more than 10,000 rows with 400', async () => {
    const lines = ['firstName,lastName,birthYear'];
    for (let i = 0; i <= CSV_IMPORT_MAX_ROWS; i++) lines.push(`Al,Lee,${ADULT}`);
    const res = await validate(csv(lines));
    expect(res.statusCode).toBe(400);
    expect(errorJson(res).message).toBe(
      'The file has more than 10,000 players. Split it into smaller files.',
    );
  });
});

describe('POST /api/admin/import/execute', () => {
  it('refuses while duplicates exist (409), then imports the others with skipDuplicates', async () => {
    const lastName = family();
    const existing = await createPlayer(t.db, { firstName: 'Old', lastName, birthYear: ADULT });
    const minorYear = birthYearForAge(16);
    const seventeen = birthYearForAge(17);
    const content = csv([
      HEADER,
      `OLD,${lastName},${ADULT},,,`,
      `Adult,${lastName},${ADULT},F,"D,G",`,
      `Minor,${lastName},${minorYear},M,C,partner_upload`,
      `Seventeen,${lastName},${seventeen},,,`,
    ]);

    const refused = await execute(content);
    expect(refused.statusCode).toBe(409);
    expect(errorJson(refused)).toMatchObject({
      code: 'CONFLICT',
      message: '1 player already exists. Choose Skip Duplicates & Import to import the others.',
    });
    expect((await playersNamed(lastName)).map((p) => p.id)).toEqual([existing.id]);

    const res = await execute(content, true);
    const body = json(contract.admin.import.execute, res, 201);
    expect(body).toEqual({ imported: 3, skipped: 1, batchId: expect.any(String) });

    const rows = await t.db
      .select()
      .from(players)
      .where(and(eq(players.lastName, lastName), eq(players.importBatchId, body.batchId)));
    const byName = Object.fromEntries(rows.map((r) => [r.firstName, r]));
    expect(Object.keys(byName).sort()).toEqual(['Adult', 'Minor', 'Seventeen']);
    for (const row of rows) {
      expect(row).toMatchObject({
        userId: null,
        importBatchId: body.batchId,
        importedByAdminId: admin.user.id,
        parentalConsentGiven: false,
      });
      expect(row.importedAt).toBeInstanceOf(Date);
      expect(Date.now() - row.importedAt!.getTime()).toBeLessThan(60_000);
    }
    expect(byName.Adult).toMatchObject({
      profileSource: 'admin_import',
      profileStatus: 'active',
      parentalConsentRequired: false,
      category: 'FEMALE',
      positions: ['D', 'G'],
      preferredPosition: 'D',
    });
    // Decisions §4: a minor is never made visible without consent.
    expect(byName.Minor).toMatchObject({
      profileSource: 'partner_upload',
      profileStatus: 'draft',
      parentalConsentRequired: true,
      category: 'MALE',
    });
    expect(byName.Seventeen).toMatchObject({ profileStatus: 'active', parentalConsentRequired: false });

    // One admin action in both audit tables.
    const audits = await t.db.select().from(adminAudit).where(eq(adminAudit.targetId, body.batchId));
    expect(audits).toEqual([
      expect.objectContaining({
        adminUserId: admin.user.id,
        action: 'import_players',
        targetType: 'import_batch',
        meta: { imported: 3, skipped: 1 },
      }),
    ]);
    const logs = await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, body.batchId));
    expect(logs).toEqual([
      expect.objectContaining({
        eventType: 'admin_action',
        userId: admin.user.id,
        targetType: 'import_batch',
        metadata: expect.objectContaining({ action: 'import_players', imported: 3, skipped: 1, drafts: 1 }),
      }),
    ]);

    // The adults are found by a recruiter's search at once; the minor's draft is not.
    const recruiter = await signIn(t, 'RECRUITER');
    const found = json(
      contract.search.players,
      await api.get(`/api/players/search?keyword=${lastName}`, { cookie: recruiter.cookie }),
      200,
    );
    expect(found.players.map((p) => p.firstName).sort()).toEqual(['Adult', 'Old', 'Seventeen']);
    expect(found.players.find((p) => p.firstName === 'Adult')?.slug).toBe(byName.Adult!.slug);
  });

  it('gives unique slugs to different players of one name, in the file and against existing ones', async () => {
    const lastName = family();
    const existing = await createPlayer(t.db, {
      firstName: 'Sam',
      lastName,
      birthYear: ADULT - 5,
      slug: `sam-${lastName.toLowerCase()}`,
    });
    const content = csv([
      'firstName,lastName,birthYear',
      `Sam,${lastName},${ADULT}`,
      `Sam,${lastName},${ADULT - 1}`,
      `Sam,${lastName},${ADULT - 2}`,
      `Kim,${lastName},${ADULT}`,
    ]);
    const body = json(contract.admin.import.execute, await execute(content), 201);
    expect(body).toMatchObject({ imported: 4, skipped: 0 });
    const rows = await playersNamed(lastName);
    const slugs = rows.map((r) => r.slug);
    expect(new Set(slugs).size).toBe(5);
    expect(slugs).toContain(existing.slug);
    expect(slugs).toContain(`kim-${lastName.toLowerCase()}`);
    for (const row of rows.filter((r) => r.firstName === 'Sam' && r.id !== existing.id)) {
      expect(row.slug).toMatch(new RegExp(`^sam-${lastName.toLowerCase()}-[a-z0-9]{4}$`));
    }
  });

  it('leaves no rows and no audit when a failure strikes midway (one transaction)', async () => {
    const lastName = family();
    const lines = ['firstName,lastName,birthYear'];
    for (let i = 0; i < 1000; i++) lines.push(`P${i},${lastName},${ADULT}`);
    // The 700th player inserted fails: the first statement of 500 rows has gone through by then.
    await t.db.execute(sql.raw('create sequence test_import_inserts'));
    await t.db.execute(
      sql.raw(`create function test_fail_import() returns trigger language plpgsql as $$
        begin
          if NEW.import_batch_id is not null and nextval('test_import_inserts') = 700 then
            raise exception 'injected import failure';
          end if;
          return NEW;
        end $$`),
    );
    await t.db.execute(
      sql.raw(
        'create trigger test_fail_import before insert on players for each row execute function test_fail_import()',
      ),
    );
    try {
      const adminActionsBefore = await t.db.$count(adminAudit, eq(adminAudit.action, 'import_players'));
      const res = await execute(csv(lines));
      expect(res.statusCode).toBe(500);
      const [{ inserted }] = (await t.db
        .select({ inserted: sql<string>`last_value` })
        .from(sql`test_import_inserts`)) as [{ inserted: string }];
      expect(Number(inserted)).toBe(700);
      expect(await playersNamed(lastName)).toHaveLength(0);
      expect(await t.db.$count(adminAudit, eq(adminAudit.action, 'import_players'))).toBe(adminActionsBefore);
    } finally {
      await t.db.execute(sql.raw('drop trigger test_fail_import on players'));
      await t.db.execute(sql.raw('drop function test_fail_import()'));
      await t.db.execute(sql.raw('drop sequence test_import_inserts'));
    }
    // Without the failure the same file imports whole.
    const body = json(contract.admin.import.execute, await execute(csv(lines)), 201);
    expect(body.imported).toBe(1000);
    const imported = await t.db
      .select({ id: players.id })
      .from(players)
      .where(inArray(players.importBatchId, [body.batchId]));
    expect(imported).toHaveLength(1000);
  });

  it('reads the optional birthMonth column, stores it, and judges consent by the month', async () => {
    const lastName = family();
    const adult = birthForAge(17);
    const under = birthJustUnder(17);
    const content = csv([
      'firstName,lastName,birthYear,birthMonth',
      `Ada,${lastName},${adult.birthYear},${adult.birthMonth}`,
      `Ben,${lastName},${under.birthYear},${under.birthMonth}`,
      `Cy,${lastName},${ADULT},`,
    ]);
    const body = report(await validate(content));
    expect(body.players.map((p) => p.birthMonth)).toEqual([adult.birthMonth, under.birthMonth, null]);
    expect(json(contract.admin.import.execute, await execute(content), 201).imported).toBe(3);
    const rows = await playersNamed(lastName);
    const byName = new Map(rows.map((r) => [r.firstName, r]));
    expect(byName.get('Ada')).toMatchObject({ birthMonth: adult.birthMonth, profileStatus: 'active' });
    expect(byName.get('Ben')).toMatchObject({ birthMonth: under.birthMonth, profileStatus: 'draft' });
    expect(byName.get('Cy')).toMatchObject({ birthMonth: null });

    const bad = report(
      await validate(csv(['firstName,lastName,birthYear,birthMonth', `Di,${lastName},2001,13`])),
    );
    expect(bad.errors).toEqual([{ row: 2, field: 'birthMonth', message: BIRTH_MONTH_MESSAGE }]);
  });
});
