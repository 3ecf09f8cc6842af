import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { BIRTH_MONTH_MESSAGE } from '#common/contracts/players.ts';
import { adminAudit, auditLogs, players } from '#server/db/schema/index.ts';
import { createPlayer } from '#server/db/seed/factories.ts';
import { errorJson, json } from '#test/api-json.ts';
import { importKit } from '#test/import-kit.ts';
import { birthForAge, birthJustUnder, birthYearForAge, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();
const { cast, HEADER, ADULT, family, csv, validate, execute, report, playersNamed } = importKit(t, api);

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
        importedByAdminId: cast.admin.user.id,
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
        adminUserId: cast.admin.user.id,
        action: 'import_players',
        targetType: 'import_batch',
        meta: { imported: 3, skipped: 1 },
      }),
    ]);
    const logs = await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, body.batchId));
    expect(logs).toEqual([
      expect.objectContaining({
        eventType: 'admin_action',
        userId: cast.admin.user.id,
        targetType: 'import_batch',
        metadata: expect.objectContaining({ action: 'import_players', imported: 3, skipped: 1, drafts: 1 }),
      }),
    ]);

    // The adults are found by a recruiter's search at once; the minor's draft is not.
    const recruiter = await signIn(t, 'RECRUITER');
    const found = json(
      contract.search.players,
      await api.call(contract.search.players, { query: { keyword: lastName }, cookie: recruiter.cookie }),
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
