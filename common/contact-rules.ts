import { type BirthDate, isAdult, isMinor, usCalendarDay } from './age.ts';
import { formatIsoDay } from './calendar.ts';
import { DIVISION_LABELS, type NcaaDivision, type ProgramGender, type ProgramKind } from './enums.ts';
import type { ContactRule } from './ncaa-contact-rules.ts';
import { programKindRule } from './program-contact-rules.ts';

/**
 * D112: who may start a conversation about a player, by the NCAA contact dates (the data of
 * common/ncaa-contact-rules.ts) and the player's class year. every kind of program (the data of
 * common/program-contact-rules.ts), the recruiter's verification, and the age from the month and year of
 * birth. The one home of the rule: the server refuses with these answers and the screens show the same texts
 * and dates.
 */

/**
 * The program whose rule applies: the VERIFIED program when the recruiter has one (an
 * unverified change never loosens the rule), else the one they named. For an NCAA program, the division
 * its hockey team plays in (the directory's), not the school's.
 */
export interface RecruiterProgram {
  kind: ProgramKind | null;
  division: NcaaDivision | null;
  programGender: ProgramGender | null;
}

/** The NCAA rule of a program, or undefined when it is not an NCAA program with a division and side. */
export function contactRuleFor(
  rules: readonly ContactRule[],
  program: RecruiterProgram,
): ContactRule | undefined {
  if (program.kind !== 'ncaa') return undefined;
  return rules.find((r) => r.division === program.division && r.programGender === program.programGender);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The first day (YYYY-MM-DD) on which a coach of the program may start contact with a player of the class
 * of `graduationYear`; null when the rule sets no date (any time). Throws for a program the table lacks.
 */
export function recruiterContactAllowedFrom(
  rules: readonly ContactRule[],
  program: RecruiterProgram,
  graduationYear: number,
): string | null {
  const rule = contactRuleFor(rules, program);
  if (!rule) throw new Error(`No NCAA contact rule for ${program.division} ${program.programGender}`);
  if (rule.kind === 'any_time') return null;
  return `${graduationYear + rule.yearOffset}-${pad(rule.month)}-${pad(rule.day)}`;
}

/**
 * Today's date where the United States' day starts last (Hawaii): a contact date counts as reached once it
 * has begun everywhere in the country, so no coach is let in a few hours early by our clock.
 */
export const contactCalendarDay = usCalendarDay;

/** "2026-01-01" -> "January 1, 2026". */
export const formatContactDate = formatIsoDay;

/** D1 men -> "Division I men's ice hockey". */
export function programLabel(program: { division: NcaaDivision; programGender: ProgramGender }): string {
  return `${DIVISION_LABELS[program.division]} ${program.programGender === 'men' ? "men's" : "women's"} ice hockey`;
}

/** A graduation year fits a birth year when the player finishes high school at 17 to 19. */
export const GRADUATION_AGE_MIN = 17;
export const GRADUATION_AGE_MAX = 19;

/** The error of a class year that does not fit the birth year, or null. */
export function graduationYearError(birthYear: number, graduationYear: number | null): string | null {
  if (graduationYear === null) return null;
  const from = birthYear + GRADUATION_AGE_MIN;
  const to = birthYear + GRADUATION_AGE_MAX;
  if (graduationYear >= from && graduationYear <= to) return null;
  return `A player born in ${birthYear} graduates from high school between ${from} and ${to}`;
}

/** Why a recruiter may not write to a family yet; the texts are the screens' too. */
export type StartRefusal =
  | { reason: 'program_required'; message: string }
  | { reason: 'not_verified'; message: string }
  | { reason: 'class_year_required'; message: string }
  | { reason: 'before_contact_date'; message: string; allowedFrom: string };

/**
 * Before the date a family may write first, but the coach may not answer: NCAA electronic correspondence
 * and recruiting-conversation rules count a reply (Division I men's ice hockey has barred even
 * prospect-initiated conversations before January 1 of grade 10 since 2019). Decisions D112.
 */
export const FAMILY_MAY_WRITE_FIRST =
  'Until then the family may write to you first: you can read what they send and answer from that date.';

export const PROGRAM_REQUIRED_MESSAGE =
  "Add your program to your recruiter profile before you message families (for an NCAA college, the division its hockey team plays in and the men's or women's team): Rinkside checks the contact rules for your program.";

/**
 * Decisions §11: a recruiter whose program an administrator has not verified may write
 * to adults, never start a conversation about a minor.
 */
export const NOT_VERIFIED_MESSAGE =
  'Rinkside verifies every recruiter’s program before a first message about a player under 18. An administrator is reviewing your program; until then you can search, keep lists and write to adult players.';

export type ContactInput = {
  /** The program whose rule applies (see RecruiterProgram); null when the recruiter named none. */
  program: RecruiterProgram | null;
  /** Whether an administrator verified the recruiter's program (recruiters.verified). */
  verified: boolean;
  graduationYear: number | null;
  /** The player's birth (common/age.ts): the month, when known, makes the age exact. */
  birth: BirthDate;
  now: Date;
};

type ContactCheck =
  | { allowed: true; allowedFrom: string | null }
  | { allowed: false; reason: 'program_required' }
  | { allowed: false; reason: 'not_verified' }
  | { allowed: false; reason: 'class_year_required' }
  | {
      allowed: false;
      reason: 'before_contact_date';
      allowedFrom: string;
      label: string;
      summary: string;
      graduationYear: number;
    };

/**
 * The one rule: whether a coach of `program` may write to a player's family today (start a conversation or
 * answer in one). Only NCAA programs have a calendar (the kind's rule says so); the parents of a minor are in
 * every conversation whatever the kind (the server adds them). Under the NCAA calendar, players 18 and over
 * without a class year may always be contacted; a minor without one may not (the date cannot be checked).
 * `starting`: an unverified recruiter may not START a conversation about a minor.
 */
function checkContact(rules: readonly ContactRule[], input: ContactInput, starting: boolean): ContactCheck {
  const { program, graduationYear, birth, now } = input;
  if (!program?.kind) return { allowed: false, reason: 'program_required' };
  if (starting && !input.verified && isMinor(birth, now)) return { allowed: false, reason: 'not_verified' };
  if (programKindRule(program.kind).calendar === 'none') return { allowed: true, allowedFrom: null };
  const rule = contactRuleFor(rules, program);
  if (!rule || !program.division || !program.programGender)
    return { allowed: false, reason: 'program_required' };
  // No date to reach (Division III): the class year does not matter.
  if (rule.kind === 'any_time') return { allowed: true, allowedFrom: null };
  if (graduationYear === null) {
    if (isAdult(birth, now)) return { allowed: true, allowedFrom: null };
    return { allowed: false, reason: 'class_year_required' };
  }
  const allowedFrom = recruiterContactAllowedFrom(rules, program, graduationYear);
  if (allowedFrom === null || contactCalendarDay(now) >= allowedFrom) return { allowed: true, allowedFrom };
  return {
    allowed: false,
    reason: 'before_contact_date',
    allowedFrom,
    label: programLabel({ division: program.division, programGender: program.programGender }),
    summary: rule.summary,
    graduationYear,
  };
}

/**
 * Whether a recruiter of `program` may START a conversation about a player today, with the refusal the
 * composer shows. The other checks (verified e-mail, the family's opt-out and blocks, linked parents) are
 * the server's.
 */
export function canRecruiterStart(
  rules: readonly ContactRule[],
  input: ContactInput,
): { allowed: true; allowedFrom: string | null } | ({ allowed: false } & StartRefusal) {
  const check = checkContact(rules, input, true);
  if (check.allowed) return check;
  switch (check.reason) {
    case 'program_required':
      return { allowed: false, reason: 'program_required', message: PROGRAM_REQUIRED_MESSAGE };
    case 'not_verified':
      return { allowed: false, reason: 'not_verified', message: NOT_VERIFIED_MESSAGE };
    case 'class_year_required':
      return {
        allowed: false,
        reason: 'class_year_required',
        message: `This player's family has not added the graduation year (class of) yet, so the NCAA contact date for your program cannot be checked. Ask the family to add the class year. ${FAMILY_MAY_WRITE_FIRST}`,
      };
    case 'before_contact_date':
      return {
        allowed: false,
        reason: 'before_contact_date',
        allowedFrom: check.allowedFrom,
        message: `Under NCAA rules, ${check.label} coaches may start contact with the class of ${check.graduationYear} ${check.summary}: you can message this player from ${formatContactDate(check.allowedFrom)}. ${FAMILY_MAY_WRITE_FIRST}`,
      };
  }
}

/**
 * Whether the recruiter may answer in a conversation (one the family started before the date, or one the
 * recruiter's program no longer allows, e.g. after a corrected class year), as `recruiter` and `family`
 * texts: the recruiter's refusal, and the note the family sees above their reply box. Null when the
 * recruiter may write.
 */
export function recruiterReplyRule(
  rules: readonly ContactRule[],
  input: ContactInput,
): { reason: StartRefusal['reason']; allowedFrom: string | null; recruiter: string; family: string } | null {
  const check = checkContact(rules, input, false);
  if (check.allowed) return null;
  switch (check.reason) {
    // Never reached: answering needs no verification (the thread began within the rules).
    case 'not_verified':
      return null;
    case 'program_required':
      return {
        reason: check.reason,
        allowedFrom: null,
        recruiter:
          "Add your program to your recruiter profile to answer (for an NCAA college, the division its hockey team plays in and the men's or women's team): Rinkside checks the contact rules for your program.",
        family:
          'This recruiter has not added their program yet, so they cannot answer until they do. They can read your messages.',
      };
    case 'class_year_required':
      return {
        reason: check.reason,
        allowedFrom: null,
        recruiter:
          "This player's family has not added the graduation year (class of) yet, so the NCAA contact date for your program cannot be checked. You can answer once the class year is on the profile.",
        family:
          "Add the player's graduation year (class of) to the profile: NCAA rules let this coach answer only once the contact date can be checked. They can read your messages now.",
      };
    case 'before_contact_date': {
      const date = formatContactDate(check.allowedFrom);
      return {
        reason: check.reason,
        allowedFrom: check.allowedFrom,
        recruiter: `Under NCAA rules, ${check.label} coaches may not write to the class of ${check.graduationYear} before ${date}, not even to answer (contact opens ${check.summary}). You can read this conversation and answer from ${date}.`,
        family: `Under NCAA rules, ${check.label} coaches can answer the class of ${check.graduationYear} from ${date}. This coach can read your messages now.`,
      };
    }
  }
}
