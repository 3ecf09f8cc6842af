import { and, eq, sql } from 'drizzle-orm';
import type { RecruiterProgram } from '#common/contact-rules.ts';
import {
  type RecruiterProgramFields,
  recruiterProgramIssues,
  type VerifiedProgram,
} from '#common/contracts/recruiters.ts';
import { builtOnce } from '#server/db/built-once.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { ncaaPrograms, recruiters } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/errors.ts';

/** The columns of recruiters that name the program (a change to any of them is a new program to verify). */
export interface ProgramColumns {
  programKind: RecruiterProgramFields['programKind'] | null;
  programLevel: string | null;
  ncaaProgramId: string | null;
  orgName: string | null;
  division: 'D1' | 'D2' | 'D3' | null;
  programGender: 'men' | 'women' | null;
}

export const PROGRAM_COLUMNS = [
  'programKind',
  'programLevel',
  'ncaaProgramId',
  'orgName',
  'division',
  'programGender',
] as const satisfies readonly (keyof ProgramColumns)[];

const invalid = (issues: { path: string; message: string }[]) =>
  new AppError('VALIDATION_ERROR', issues[0]!.message, { issues });

/**
 * The program columns of a program's fields. A directory program gives its school, division and side (the
 * division its hockey TEAM plays in): what the caller sent for them is not used.
 */
export async function resolveProgram(
  db: DbOrTx,
  fields: Partial<RecruiterProgramFields> & { programKind: ProgramColumns['programKind'] },
): Promise<ProgramColumns> {
  const issues = recruiterProgramIssues(fields);
  if (issues.length > 0) throw invalid(issues);
  const kind = fields.programKind!;
  if (kind === 'ncaa' && fields.ncaaProgramId) {
    const [row] = await db
      .select()
      .from(ncaaPrograms)
      .where(and(eq(ncaaPrograms.id, fields.ncaaProgramId), eq(ncaaPrograms.active, true)));
    if (!row) {
      throw invalid([
        { path: 'ncaaProgramId', message: 'That program is not in the list. Choose "Not listed".' },
      ]);
    }
    return {
      programKind: 'ncaa',
      programLevel: null,
      ncaaProgramId: row.id,
      orgName: row.school,
      division: row.division,
      programGender: row.programGender,
    };
  }
  return {
    programKind: kind,
    programLevel: kind === 'ncaa' || kind === 'u_sports' ? null : (fields.programLevel ?? null),
    ncaaProgramId: null,
    orgName: fields.programName ?? null,
    division: kind === 'ncaa' ? (fields.division ?? null) : null,
    programGender: fields.programGender ?? null,
  };
}

/** The program as verified now, kept so its rule applies while a later change waits. */
export function snapshotOf(row: ProgramColumns): VerifiedProgram | null {
  if (!row.programKind) return null;
  return {
    kind: row.programKind,
    level: row.programLevel,
    division: row.division,
    programGender: row.programGender,
    ncaaProgramId: row.ncaaProgramId,
    name: row.orgName,
  };
}

/** Whether two programs differ in anything that names the program. */
export function programChanged(before: ProgramColumns, after: ProgramColumns): boolean {
  return PROGRAM_COLUMNS.some((key) => (before[key] ?? null) !== (after[key] ?? null));
}

export interface ProgramThatApplies {
  /** The VERIFIED program when there is one, else the one the recruiter named (null: none). */
  program: RecruiterProgram | null;
  verified: boolean;
  /** That program's name (the verified one's while it exists). */
  orgName: string | null;
}

/** The recruiter's program row, built once per process (D364): every recruiter's message reads it. */
const programStatement = builtOnce((db: DbOrTx) =>
  db
    .select({
      verified: recruiters.verified,
      verifiedProgram: recruiters.verifiedProgram,
      programKind: recruiters.programKind,
      division: recruiters.division,
      programGender: recruiters.programGender,
      orgName: recruiters.orgName,
    })
    .from(recruiters)
    .where(eq(recruiters.userId, sql.placeholder('userId')))
    .prepare(''),
);

/**
 * The program whose contact rule applies to a recruiter: the verified one while it
 * exists, so changing the program or its division on /account never loosens the rule; else the one named
 * (an applicant may write to adults under their program's rule, never start a conversation about a minor).
 */
export async function programThatApplies(db: DbOrTx, userId: string): Promise<ProgramThatApplies> {
  const [row] = await programStatement(db, { userId });
  if (!row) return { program: null, verified: false, orgName: null };
  const applies = row.verifiedProgram
    ? {
        kind: row.verifiedProgram.kind,
        division: row.verifiedProgram.division,
        programGender: row.verifiedProgram.programGender,
      }
    : row.programKind
      ? { kind: row.programKind, division: row.division, programGender: row.programGender }
      : null;
  return {
    program: applies,
    verified: row.verified,
    orgName: row.verifiedProgram ? row.verifiedProgram.name : row.orgName,
  };
}
