/** Decisions §4: age is the current year minus the birth year. */
export const CONSENT_AGE = 17;
export const MIN_SOLO_SIGNUP_AGE = 13;
/** Adults: the age from which a profile's photo and city may go into link previews and the sitemap (issue 15). */
export const ADULT_AGE = 18;
export const MIN_BIRTH_YEAR = 1950;

export function currentYear(now: Date = new Date()): number {
  return now.getFullYear();
}

export function ageFromBirthYear(birthYear: number, now: Date = new Date()): number {
  return currentYear(now) - birthYear;
}

/** Under 17: a parent must consent before the profile becomes visible (spec 2 §9). */
export function needsParentalConsent(birthYear: number, now: Date = new Date()): boolean {
  return ageFromBirthYear(birthYear, now) < CONSENT_AGE;
}

export const UNDER_13_MESSAGE = 'Players under 13 need a parent or guardian to create their profile.';

/** Under 13 cannot run the player sign-up alone (decisions §4): registration, setup and edits refuse it. */
export function mustBeCreatedByParent(birthYear: number, now: Date = new Date()): boolean {
  return ageFromBirthYear(birthYear, now) < MIN_SOLO_SIGNUP_AGE;
}

/** 18 or over by birth year: link previews and the sitemap name only adults' photos and places (issue 15). */
export function isAdult(birthYear: number, now: Date = new Date()): boolean {
  return ageFromBirthYear(birthYear, now) >= ADULT_AGE;
}

/** The latest birth year of an adult this year: `birth_year <= latestAdultBirthYear()` in SQL, as isAdult. */
export function latestAdultBirthYear(now: Date = new Date()): number {
  return currentYear(now) - ADULT_AGE;
}
