import { isAdult, usCalendarDay } from './age.ts';
import { DIVISION_LABELS, type NcaaDivision, type ProgramGender } from './enums.ts';
import type { ContactRule } from './ncaa-contact-rules.ts';

/**
 * Issue 17: who may start a conversation about a player, by the NCAA contact dates (the data of
 * common/ncaa-contact-rules.ts) and the player's class year. The one home of the rule: the server refuses
 * with these answers and the screens show the same texts and dates.
 */

export interface RecruiterProgram {
  division: NcaaDivision | null;
  programGender: ProgramGender | null;
}

/** The rule of a program, or undefined when the table has none (or the program is not set). */
export function contactRuleFor(
  rules: readonly ContactRule[],
  program: RecruiterProgram,
): ContactRule | undefined {
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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-01-01" -> "January 1, 2026". */
export function formatContactDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
}

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
  "Add your program's NCAA division and men's or women's team to your recruiter profile before you message families: Rinkside checks the NCAA contact dates for your program.";

type ContactInput = {
  program: RecruiterProgram;
  graduationYear: number | null;
  birthYear: number;
  now: Date;
};

type ContactCheck =
  | { allowed: true; allowedFrom: string | null }
  | { allowed: false; reason: 'program_required' }
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
 * answer in one). Players 18 and over without a class year may always be contacted; a minor without one may
 * not (the date cannot be checked).
 */
function checkContact(rules: readonly ContactRule[], input: ContactInput): ContactCheck {
  const { program, graduationYear, birthYear, now } = input;
  const rule = contactRuleFor(rules, program);
  if (!rule || !program.division || !program.programGender)
    return { allowed: false, reason: 'program_required' };
  // No date to reach (Division III): the class year does not matter.
  if (rule.kind === 'any_time') return { allowed: true, allowedFrom: null };
  if (graduationYear === null) {
    if (isAdult(birthYear, now)) return { allowed: true, allowedFrom: null };
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
  const check = checkContact(rules, input);
  if (check.allowed) return check;
  switch (check.reason) {
    case 'program_required':
      return { allowed: false, reason: 'program_required', message: PROGRAM_REQUIRED_MESSAGE };
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
  const check = checkContact(rules, input);
  if (check.allowed) return null;
  switch (check.reason) {
    case 'program_required':
      return {
        reason: check.reason,
        allowedFrom: null,
        recruiter:
          "Add your program's NCAA division and men's or women's team to your recruiter profile to answer: Rinkside checks the NCAA contact dates for your program.",
        family:
          "This recruiter has not added their program's NCAA division yet, so they cannot answer until they do. They can read your messages.",
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
