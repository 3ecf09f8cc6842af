import { asc, eq, sql } from 'drizzle-orm';
import type { NcaaProgram, NcaaProgramInput, UpdateNcaaProgramInput } from '#common/contracts/recruiters.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { ncaaPrograms, recruiters } from '#server/db/schema/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';

/** The NCAA ice hockey directory (ncaa_programs), read by everyone, edited by admins. */

type Row = typeof ncaaPrograms.$inferSelect;
const toProgram = (r: Row): NcaaProgram => ({
  id: r.id,
  school: r.school,
  programGender: r.programGender,
  division: r.division,
  schoolDivision: r.schoolDivision,
  conference: r.conference,
  source: r.source,
  active: r.active,
});

/** The directory by school and side; `all` includes the inactive rows (admins). */
export async function listNcaaPrograms(db: DbOrTx, opts: { all: boolean }): Promise<NcaaProgram[]> {
  const rows = await db
    .select()
    .from(ncaaPrograms)
    .where(opts.all ? undefined : eq(ncaaPrograms.active, true))
    .orderBy(asc(ncaaPrograms.school), asc(ncaaPrograms.programGender));
  return rows.map(toProgram);
}

const DUPLICATE = 'That school already has a program of this side in the directory.';

export async function createNcaaProgram(
  db: Db,
  admin: AuthUser,
  input: NcaaProgramInput,
  info: RequestInfo,
): Promise<NcaaProgram> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ncaaPrograms)
        .values({
          school: input.school,
          programGender: input.programGender,
          division: input.division,
          schoolDivision: input.schoolDivision ?? null,
          conference: input.conference ?? null,
          source: input.source,
          active: input.active ?? true,
        })
        .returning();
      await recordAudit(
        tx,
        {
          eventType: 'ncaa_program_saved',
          userId: admin.id,
          targetType: 'ncaa_program',
          targetId: row!.id,
          metadata: { created: true, school: row!.school, division: row!.division },
        },
        info,
      );
      return toProgram(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'ncaa_programs_school_gender_unique'))
      throw new AppError('CONFLICT', DUPLICATE);
    throw err;
  }
}

/**
 * An administrator corrects a row. The recruiters of the program follow its division and side, their
 * verified program too (the administrator is the one who verifies), in the same transaction.
 */
export async function updateNcaaProgram(
  db: Db,
  admin: AuthUser,
  id: string,
  input: UpdateNcaaProgramInput,
  info: RequestInfo,
): Promise<NcaaProgram> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(ncaaPrograms).where(eq(ncaaPrograms.id, id));
      if (!before) throw notFound('Program not found.');
      const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const changes = Object.keys(set).filter((k) => set[k] !== before[k as keyof Row]);
      if (changes.length === 0) return toProgram(before);
      const [row] = await tx
        .update(ncaaPrograms)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(ncaaPrograms.id, id))
        .returning();
      await tx
        .update(recruiters)
        .set({ orgName: row!.school, division: row!.division, programGender: row!.programGender })
        .where(eq(recruiters.ncaaProgramId, id));
      await tx
        .update(recruiters)
        .set({
          verifiedProgram: sql`${recruiters.verifiedProgram} || ${JSON.stringify({
            name: row!.school,
            division: row!.division,
            programGender: row!.programGender,
          })}::jsonb`,
        })
        .where(sql`${recruiters.verifiedProgram}->>'ncaaProgramId' = ${id}`);
      await recordAudit(
        tx,
        {
          eventType: 'ncaa_program_saved',
          userId: admin.id,
          targetType: 'ncaa_program',
          targetId: id,
          changes,
          metadata: { school: row!.school, division: row!.division, before: { division: before.division } },
        },
        info,
      );
      return toProgram(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'ncaa_programs_school_gender_unique'))
      throw new AppError('CONFLICT', DUPLICATE);
    throw err;
  }
}
