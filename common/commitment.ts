import { formatIsoDay } from './calendar.ts';
import type { Commitment } from './contracts/commitment.ts';
import { DIVISION_LABELS, type NcaaDivision, type ProgramGender } from './enums.ts';

/**
 * D153, D154: the rules of a commitment that both sides read: how it is named on the
 * profile and cards, and which recruiters it stops.
 */

/** "Division I men's hockey" for an NCAA commitment, null for any other program. */
export function commitmentProgramLabel(c: Pick<Commitment, 'kind' | 'division' | 'programGender'>) {
  if (c.kind !== 'ncaa' || !c.division || !c.programGender) return null;
  return `NCAA ${DIVISION_LABELS[c.division]} ${c.programGender === 'men' ? "men's" : "women's"} hockey`;
}

/** Program names compared as people type them: case, accents, spacing and punctuation aside. */
export function normalizeProgramName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A recruiter's program as the messaging rules read it (recruiters: division, program_gender, org_name). */
export interface RecruiterProgramRef {
  division: NcaaDivision | null;
  programGender: ProgramGender | null;
  orgName: string | null;
}

/**
 * Whether a commitment stops this recruiter (D154): only an NCAA commitment, and only a recruiter of another
 * NCAA program. A recruiter without an NCAA division is not an NCAA program's (junior, prep, club) and is
 * never stopped. The same program is the same division, side and program name (normalizeProgramName); once
 * the program directory exists, equal program ids decide.
 */
export function commitmentStopsRecruiter(
  commitment: Pick<Commitment, 'kind' | 'programName' | 'division' | 'programGender'> | null,
  program: RecruiterProgramRef,
): boolean {
  if (commitment?.kind !== 'ncaa') return false;
  if (!program.division) return false;
  const sameProgram =
    program.division === commitment.division &&
    program.programGender === commitment.programGender &&
    program.orgName !== null &&
    normalizeProgramName(program.orgName) === normalizeProgramName(commitment.programName);
  return !sameProgram;
}

/** 2026-11-01 -> "November 1, 2026" (the date as entered: no time zone moves it). */
export const formatCommitmentDate = formatIsoDay;

/** "Boston College (NCAA Division I men's hockey)" or the program's name alone. */
export function committedProgramName(
  c: Pick<Commitment, 'kind' | 'programName' | 'division' | 'programGender'>,
) {
  const label = commitmentProgramLabel(c);
  return label ? `${c.programName} (${label})` : c.programName;
}

/** What a recruiter stopped by a commitment reads (D154): the start refused, the thread read-only. */
export function committedElsewhereMessage(c: Commitment): string {
  return `This player committed to ${committedProgramName(c)} on ${formatCommitmentDate(c.committedOn)}. Once a player commits to an NCAA program, other NCAA programs stop recruiting them: you can read your conversations about the player, but not start one or write in one.`;
}

/** What the family reads when they write first to another NCAA program's recruiter (D154). */
export function committedFamilyMessage(c: Commitment): string {
  return `This player is committed to ${committedProgramName(c)}, so other NCAA programs may not recruit them or answer. To write to another NCAA program, remove the commitment on the profile first.`;
}
