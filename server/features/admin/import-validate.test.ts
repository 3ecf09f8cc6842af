import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import {
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_ROWS,
  CSV_LISTED_PROBLEMS_MAX,
} from '#common/contracts/admin.ts';
import type { Role } from '#common/enums.ts';
import { players } from '#server/db/schema/index.ts';
import { createPlayer } from '#server/db/seed/factories.ts';
import { errorJson } from '#test/api-json.ts';
import { importKit } from '#test/import-kit.ts';
import { issuesByPath, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();
const { cast, HEADER, ADULT, family, csv, validate, execute, report, playersNamed } = importKit(t, api);

describe('who may import', () => {
  const file = () => csv(['firstName,lastName,birthYear', `Al,${family()},${ADULT}`]);

  it('refuses both calls without a session (401)', async () => {
    for (const endpoint of [contract.admin.import.validate, contract.admin.import.execute]) {
      const res = await api.call(endpoint, { body: { csvContent: file() } });
      expect(res.statusCode, endpoint.path).toBe(401);
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
    const empty = await api.call(contract.admin.import.validate, {
      cookie: cast.admin.cookie,
      body: { csvContent: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(issuesByPath(empty).csvContent).toBe('The file is empty');
    const missing = await api.call(contract.admin.import.validate, {
      cookie: cast.admin.cookie,
      bodyRaw: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(issuesByPath(missing).csvContent).toBe('csvContent is required');
    const extra = await api.call(contract.admin.import.execute, {
      cookie: cast.admin.cookie,
      bodyRaw: { csvContent: 'a', skipDuplicates: 'yes' },
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
