import { z } from 'zod';
import {
  hasFixedLevels,
  NCAA_DIVISIONS,
  PROGRAM_GENDERS,
  PROGRAM_KINDS,
  PROGRAM_LEVEL_LABELS,
  PROGRAM_LEVELS,
  type ProgramKind,
} from '../enums.ts';
import { emptyToNull, optionalText, optionalUrl, requiredText, text } from './text.ts';

/**
 * Decisions §11: a recruiter's program (kind, level, the NCAA directory), the
 * application from the sign-up wizard, the administrators' verification queue and the NCAA directory.
 */

const id = (message = 'Not a valid id') => z.uuid({ message });

// ---------------------------------------------------------------------------------------------------------
// The NCAA directory

export const NcaaProgramSchema = z.object({
  id: z.string(),
  school: z.string(),
  programGender: z.enum(PROGRAM_GENDERS),
  /** The division the hockey TEAM plays in: its contact dates apply. */
  division: z.enum(NCAA_DIVISIONS),
  /** The school's division when it differs (a Division III school may play Division I hockey). */
  schoolDivision: z.enum(NCAA_DIVISIONS).nullable(),
  conference: z.string().nullable(),
  source: z.string(),
  active: z.boolean(),
});
export type NcaaProgram = z.infer<typeof NcaaProgramSchema>;
export const NcaaProgramsResponseSchema = z.object({ programs: z.array(NcaaProgramSchema) });
export const NcaaProgramResponseSchema = z.object({ program: NcaaProgramSchema });
export const NcaaProgramParamsSchema = z.object({ id: id() });

const division = z.enum(NCAA_DIVISIONS, { error: 'Division must be D1, D2 or D3' });
const programGender = z.enum(PROGRAM_GENDERS, { error: "Choose the men's or women's program" });

/** POST /api/admin/ncaa-programs: an administrator adds a program (with where the facts come from). */
export const NcaaProgramInputSchema = z.strictObject({
  school: requiredText(120, 'School is required'),
  programGender,
  division,
  schoolDivision: z.preprocess(emptyToNull, division.nullish()),
  conference: optionalText(80),
  source: requiredText(300, 'Say where this comes from (a list and when you read it)'),
  active: z.boolean().optional(),
});
export type NcaaProgramInput = z.infer<typeof NcaaProgramInputSchema>;
/** PATCH /api/admin/ncaa-programs/{id}: every field optional. */
export const UpdateNcaaProgramInputSchema = NcaaProgramInputSchema.partial();
export type UpdateNcaaProgramInput = z.infer<typeof UpdateNcaaProgramInputSchema>;

// ---------------------------------------------------------------------------------------------------------
// A recruiter's program

/** The program as an administrator verified it (recruiters.verified_program): its rule applies. */
export const VerifiedProgramSchema = z.object({
  kind: z.enum(PROGRAM_KINDS),
  level: z.string().nullable(),
  division: z.enum(NCAA_DIVISIONS).nullable(),
  programGender: z.enum(PROGRAM_GENDERS).nullable(),
  ncaaProgramId: z.string().nullable(),
  name: z.string().nullable(),
});
export type VerifiedProgram = z.infer<typeof VerifiedProgramSchema>;

export const PROGRAM_KIND_REQUIRED = 'Choose the kind of program';
export const PROGRAM_NAME_REQUIRED = 'Program name is required';
export const NCAA_PROGRAM_REQUIRED = 'Choose your program, or "Not listed"';
export const LEVEL_REQUIRED: Record<string, string> = {
  junior: 'Choose the league',
  prep_high_school: 'Choose prep school or high school',
  acha: 'Choose the ACHA division',
};

/**
 * The program fields of the application and of PATCH /api/recruiters/me. An NCAA program is a directory row
 * (`ncaaProgramId`; its division and side are the directory's) or "not listed" (`ncaaProgramId` null, with
 * its name, division and side, for an administrator to check).
 */
export const RecruiterProgramFieldsSchema = z.object({
  programKind: z.enum(PROGRAM_KINDS, { error: PROGRAM_KIND_REQUIRED }),
  ncaaProgramId: z.preprocess(emptyToNull, id('Choose a program from the list').nullish()),
  programName: z.preprocess(emptyToNull, optionalText(120)),
  programLevel: z.preprocess(emptyToNull, optionalText(80)),
  division: z.preprocess(emptyToNull, division.nullish()),
  programGender: z.preprocess(emptyToNull, programGender.nullish()),
});
export type RecruiterProgramFields = z.infer<typeof RecruiterProgramFieldsSchema>;

type ProgramIssue = { path: string; message: string };

/** What is missing or wrong in a program's fields (also the server's check of a merged PATCH). */
export function recruiterProgramIssues(p: {
  programKind: ProgramKind | null | undefined;
  ncaaProgramId?: string | null;
  programName?: string | null;
  programLevel?: string | null;
  division?: string | null;
  programGender?: string | null;
}): ProgramIssue[] {
  const issues: ProgramIssue[] = [];
  const kind = p.programKind;
  if (!kind) return [{ path: 'programKind', message: PROGRAM_KIND_REQUIRED }];
  if (kind === 'ncaa') {
    if (p.ncaaProgramId) return issues;
    // "Not listed": the name, division and side, which an administrator checks.
    if (!p.programName) issues.push({ path: 'programName', message: PROGRAM_NAME_REQUIRED });
    if (!p.division) issues.push({ path: 'division', message: 'Division must be D1, D2 or D3' });
    if (!p.programGender)
      issues.push({ path: 'programGender', message: "Choose the men's or women's program" });
    return issues;
  }
  if (p.ncaaProgramId)
    issues.push({ path: 'ncaaProgramId', message: 'Only an NCAA program is chosen from the list' });
  if (!p.programName) issues.push({ path: 'programName', message: PROGRAM_NAME_REQUIRED });
  if (hasFixedLevels(kind)) {
    const levels: readonly string[] = PROGRAM_LEVELS[kind];
    if (!p.programLevel || !levels.includes(p.programLevel)) {
      issues.push({
        path: 'programLevel',
        message: `${LEVEL_REQUIRED[kind]}: ${levels.map((l) => PROGRAM_LEVEL_LABELS[l]).join(', ')}`,
      });
    }
  }
  if (p.division) issues.push({ path: 'division', message: 'Only an NCAA program has a division' });
  return issues;
}

export const recruiterTitle = requiredText(80, 'Your title is required (e.g. Assistant Coach)');

/** The recruiter part of POST /api/auth/register (role RECRUITER): the account e-mail is the work e-mail. */
export const RecruiterApplicationShape = {
  ...RecruiterProgramFieldsSchema.shape,
  title: recruiterTitle,
  /** The program's website or staff page, where an administrator can see the applicant listed. */
  website: optionalUrl,
};

// ---------------------------------------------------------------------------------------------------------
// The administrators' queue

export const RECRUITER_QUEUE_STATUSES = ['pending', 'verified', 'rejected'] as const;
export const AdminRecruitersQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(RECRUITER_QUEUE_STATUSES, { error: 'Status must be pending, verified or rejected' })
      .default('pending'),
  ),
});

export const AdminRecruiterSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** The evidence: the domain of the account (work) e-mail. */
  emailDomain: z.string(),
  emailVerified: z.boolean(),
  title: z.string().nullable(),
  website: z.string().nullable(),
  programKind: z.enum(PROGRAM_KINDS).nullable(),
  programName: z.string().nullable(),
  programLevel: z.string().nullable(),
  division: z.enum(NCAA_DIVISIONS).nullable(),
  programGender: z.enum(PROGRAM_GENDERS).nullable(),
  /** The directory row, or null ("not listed" for an NCAA program). */
  ncaaProgram: NcaaProgramSchema.nullable(),
  verified: z.boolean(),
  /** The program verified before a change (its rule applies meanwhile), or null. */
  verifiedProgram: VerifiedProgramSchema.nullable(),
  appliedAt: z.string(),
  verifiedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type AdminRecruiter = z.infer<typeof AdminRecruiterSchema>;
export const AdminRecruitersResponseSchema = z.object({ recruiters: z.array(AdminRecruiterSchema) });
export const AdminRecruiterResponseSchema = z.object({ recruiter: AdminRecruiterSchema });
export const AdminRecruiterParamsSchema = z.object({ userId: id() });

export const VerifyRecruiterInputSchema = z.strictObject({}).nullish();
export const RejectRecruiterInputSchema = z.strictObject({
  reason: text(500, 'Tell the recruiter why').min(1, 'Tell the recruiter why'),
});
export type RejectRecruiterInput = z.infer<typeof RejectRecruiterInputSchema>;
