import { z } from 'zod';
import type { RecruiterProfile, UpdateRecruiterProfileInput } from '#common/contracts/messaging.ts';
import {
  RecruiterApplicationShape,
  recruiterProgramIssues,
  recruiterTitle,
} from '#common/contracts/recruiters.ts';
import {
  NCAA_DIVISIONS,
  type NcaaDivision,
  PROGRAM_GENDERS,
  PROGRAM_KINDS,
  type ProgramGender,
  type ProgramKind,
} from '#common/enums.ts';

/**
 * The recruiter's program as a form holds it (text in every field), shared by the sign-up
 * wizard's program step and the /account program card; the contract's rules check it
 * (common/contracts/recruiters.ts recruiterProgramIssues).
 */
export const NOT_LISTED = 'not_listed';

export interface ProgramFormValues {
  programKind: string;
  /** A directory program's id, NOT_LISTED, or ''. */
  ncaaProgramId: string;
  programName: string;
  programLevel: string;
  division: string;
  programGender: string;
  title: string;
  website: string;
}

export const EMPTY_PROGRAM_FORM: ProgramFormValues = {
  programKind: '',
  ncaaProgramId: '',
  programName: '',
  programLevel: '',
  division: '',
  programGender: '',
  title: '',
  website: '',
};

const isKind = (v: string): v is ProgramKind => (PROGRAM_KINDS as readonly string[]).includes(v);

/** The program's fields as the API takes them (directory program: its id only). */
export function programInputOf(v: ProgramFormValues) {
  const kind = isKind(v.programKind) ? v.programKind : null;
  const listed = kind === 'ncaa' && v.ncaaProgramId !== '' && v.ncaaProgramId !== NOT_LISTED;
  const trimmed = (s: string) => s.trim() || null;
  const division = (NCAA_DIVISIONS as readonly string[]).includes(v.division)
    ? (v.division as NcaaDivision)
    : null;
  const side = (PROGRAM_GENDERS as readonly string[]).includes(v.programGender)
    ? (v.programGender as ProgramGender)
    : null;
  return {
    programKind: kind,
    ncaaProgramId: listed ? v.ncaaProgramId : null,
    programName: listed ? null : trimmed(v.programName),
    programLevel: kind === 'ncaa' || kind === 'u_sports' ? null : trimmed(v.programLevel),
    division: kind === 'ncaa' && !listed ? division : null,
    programGender: listed ? null : side,
  };
}

/** The form's check: the contract's program rules, the title and the website address. */
export const programFormSchema = z
  .object({
    programKind: z.string(),
    ncaaProgramId: z.string(),
    programName: z.string().max(120, 'Program name is too long'),
    programLevel: z.string().max(80, 'Too long'),
    division: z.string(),
    programGender: z.string(),
    title: z.string(),
    website: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.programKind === 'ncaa' && v.ncaaProgramId === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['ncaaProgramId'],
        message: 'Choose your program, or "Not listed"',
      });
    } else {
      for (const issue of recruiterProgramIssues(programInputOf(v as ProgramFormValues))) {
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    }
    const title = recruiterTitle.safeParse(v.title);
    if (!title.success)
      ctx.addIssue({ code: 'custom', path: ['title'], message: title.error.issues[0]!.message });
    const website = RecruiterApplicationShape.website.safeParse(v.website);
    if (!website.success) {
      ctx.addIssue({ code: 'custom', path: ['website'], message: website.error.issues[0]!.message });
    }
  });

/** The registration's recruiter fields (POST /api/auth/register with role RECRUITER). */
export function applicationOf(v: ProgramFormValues) {
  const p = programInputOf(v);
  return {
    programKind: p.programKind ?? 'other_club',
    ncaaProgramId: p.ncaaProgramId,
    programName: p.programName,
    programLevel: p.programLevel,
    division: p.division,
    programGender: p.programGender,
    title: v.title.trim(),
    website: v.website.trim() || null,
  };
}

/** PATCH /api/recruiters/me from the /account card (the program's name is the profile's orgName). */
export function profileUpdateOf(v: ProgramFormValues): UpdateRecruiterProfileInput {
  const p = programInputOf(v);
  return {
    programKind: p.programKind,
    ncaaProgramId: p.ncaaProgramId,
    ...(p.ncaaProgramId
      ? {}
      : { orgName: p.programName, division: p.division as never, programGender: p.programGender as never }),
    programLevel: p.programLevel,
    title: v.title.trim() || null,
    website: v.website.trim() || null,
  };
}

/** The form's values of a stored profile. */
export function formValuesOf(r: RecruiterProfile): ProgramFormValues {
  return {
    programKind: r.programKind ?? '',
    ncaaProgramId: r.programKind === 'ncaa' ? (r.ncaaProgramId ?? NOT_LISTED) : '',
    programName: r.orgName ?? '',
    programLevel: r.programLevel ?? '',
    division: r.division ?? '',
    programGender: r.programGender ?? '',
    title: r.title ?? '',
    website: r.website ?? '',
  };
}
