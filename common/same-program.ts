import type { VerifiedProgram } from './contracts/recruiters.ts';

/**
 * D320: whether two recruiters work for the same program, read from the programs an administrator verified
 * (recruiters.verified_program), never from a program a recruiter named and nobody checked. An NCAA program
 * from the directory is the same program when its directory row is; any other (a junior team, a prep school,
 * an NCAA program "not listed") when the kind, the men's or women's side and the name agree, the name
 * compared without letter case, accents or extra spaces. No verified program: nobody's colleague.
 */
export function sameProgram(a: VerifiedProgram | null, b: VerifiedProgram | null): boolean {
  if (!a || !b || a.kind !== b.kind) return false;
  if (a.ncaaProgramId || b.ncaaProgramId) return a.ncaaProgramId === b.ncaaProgramId;
  const nameA = programNameKey(a.name);
  return (
    nameA !== '' &&
    nameA === programNameKey(b.name) &&
    (a.programGender ?? null) === (b.programGender ?? null)
  );
}

/** A program name as sameProgram compares it. */
export function programNameKey(name: string | null): string {
  return (name ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('en-US');
}
