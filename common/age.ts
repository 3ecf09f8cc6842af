/**
 * Decisions §4 (amended 2026-11-28): age is worked out from the month and year of birth. Only the year is
 * public; the month is private to the player, linked parents and admins. Where the month is unknown, every
 * protection uses the youngest age the year allows (born in December).
 *
 * With the month known but not the day, the birthday counts as reached on the LAST day of the birth month
 * (the youngest age the month allows), and a day counts once it has begun everywhere in the United States
 * (Hawaii's calendar day), so no child is counted older a few hours early by our clock.
 */
export const CONSENT_AGE = 17;
export const MIN_SOLO_SIGNUP_AGE = 13;
/** Adults: 18 (minors' messaging rules; link previews and the sitemap name only adults' photos and places). */
export const ADULT_AGE = 18;
export const MIN_BIRTH_YEAR = 1950;
/** The ages at which a player's protections change: a player may not move themselves across one. */
export const AGE_THRESHOLDS = [MIN_SOLO_SIGNUP_AGE, CONSENT_AGE, ADULT_AGE] as const;

/** A birth as we keep it: the public year and the private month (1-12), null when not entered. */
export interface BirthDate {
  birthYear: number;
  birthMonth?: number | null;
}

/** Made on first use (a formatter costs more to make than to use). */
let hawaiiDay: Intl.DateTimeFormat | undefined;

/** Today's date (YYYY-MM-DD) where the United States' day starts last (Hawaii). */
export function usCalendarDay(now: Date): string {
  hawaiiDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Pacific/Honolulu',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return hawaiiDay.format(now);
}

interface Day {
  year: number;
  month: number;
  day: number;
}

function today(now: Date): Day {
  const [year, month, day] = usCalendarDay(now).split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The age today.
 */
export function ageOn(birth: BirthDate, now: Date = new Date()): number {
  const month = birth.birthMonth ?? 12;
  const t = today(now);
  const reached = t.month > month || (t.month === month && t.day >= daysInMonth(t.year, month));
  return t.year - birth.birthYear - (reached ? 0 : 1);
}

export function currentYear(now: Date = new Date()): number {
  return today(now).year;
}

/** Under 17: a parent must consent before the profile becomes visible (spec 2 §9). */
export function needsParentalConsent(birth: BirthDate, now: Date = new Date()): boolean {
  return ageOn(birth, now) < CONSENT_AGE;
}

export const UNDER_13_MESSAGE = 'Players under 13 need a parent or guardian to create their profile.';

/** Under 13 cannot run the player sign-up alone (decisions §4): registration, setup and edits refuse it. */
export function mustBeCreatedByParent(birth: BirthDate, now: Date = new Date()): boolean {
  return ageOn(birth, now) < MIN_SOLO_SIGNUP_AGE;
}

/** 18 or over: a minor for messaging below it; link previews and the sitemap show only adults' photos and places. */
export function isAdult(birth: BirthDate, now: Date = new Date()): boolean {
  return ageOn(birth, now) >= ADULT_AGE;
}

export function isMinor(birth: BirthDate, now: Date = new Date()): boolean {
  return !isAdult(birth, now);
}

/**
 * The latest (year, month) of birth of someone who is `age` or older today: a birth is that old when
 * `(birthYear, birthMonth ?? 12) <= (year, month)`. SQL filters use it so they agree with ageOn:
 * `birth_year < year or (birth_year = year and coalesce(birth_month, 12) <= month)`.
 */
export function latestBirthForAge(age: number, now: Date = new Date()): { year: number; month: number } {
  const t = today(now);
  const lastDay = t.day >= daysInMonth(t.year, t.month);
  if (lastDay) return { year: t.year - age, month: t.month };
  if (t.month === 1) return { year: t.year - age - 1, month: 12 };
  return { year: t.year - age, month: t.month - 1 };
}

/**
 * The first threshold (13, 17, 18) that a change of birth crosses today, or null. A player may not make
 * this change to their own profile; a parent or an administrator may (audited).
 */
export function crossedAgeThreshold(
  before: BirthDate,
  after: BirthDate,
  now: Date = new Date(),
): (typeof AGE_THRESHOLDS)[number] | null {
  const a = ageOn(before, now);
  const b = ageOn(after, now);
  for (const t of AGE_THRESHOLDS) if (a < t !== b < t) return t;
  return null;
}

export const AGE_CHANGE_REFUSED_MESSAGE =
  'This change of birth date moves the player across an age that changes their protections (13, 17 or 18). A parent or a Rinkside administrator can correct it.';
