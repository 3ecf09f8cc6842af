import { z } from 'zod';
import { monthFromChoice } from '#client/lib/format.ts';
import { mustBeCreatedByParent } from '#common/age.ts';
import { AccountFormFieldsSchema, withMatchingPasswords } from '#common/contracts/auth.ts';
import {
  BIRTH_MONTH_MESSAGE,
  SetupPlayerInputSchema,
  TeamHistoryInputSchema,
} from '#common/contracts/players.ts';
import { CATEGORIES, SHOOTS } from '#common/enums.ts';
import { feetInchesToCm, HEIGHT_UNITS, lbsToKgForm, WEIGHT_UNITS } from '#common/units.ts';
import type { SignupRole } from './wizard-types.ts';

/**
 * The player steps' forms (spec 1 §5), taken from the server's own rules in SetupPlayerInputSchema and
 * TeamHistoryInputSchema so the wizard never accepts what POST /api/players/setup would refuse. Form
 * inputs hold text; the schemas turn it into the numbers the API takes.
 */
const SETUP = SetupPlayerInputSchema.shape;

export const BIRTH_YEAR_MESSAGE = 'Birth year must be between 1950 and current year';
export const CATEGORY_MESSAGE = 'Select Male or Female';
export const HEIGHT_MESSAGE = 'Enter a height between 50 and 250 cm, or leave it empty';
export const WEIGHT_MESSAGE = 'Enter a weight between 15 and 200 kg, or leave it empty';

/** Spec 1 §5: an empty value counts as absent, otherwise it is converted to a number. */
export function toOptionalNumber(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return Number(trimmed);
}

/** A birth year typed as text: four digits from 1950 to this year (spec 1 §5), read as a number. */
const BirthYearField = z
  .string()
  .trim()
  .refine((v) => /^\d{4}$/.test(v) && SETUP.birthYear.safeParse(Number(v)).success, BIRTH_YEAR_MESSAGE)
  .transform(Number);

/** The birth year as typed, when the age rules can judge it (null while it is not a valid year yet). */
export function judgeableBirthYear(value: string): number | null {
  const result = BirthYearField.safeParse(value);
  return result.success ? result.data : null;
}

/** The month chosen with the year ('' = not given, null for the API). */
const BirthMonthField = z
  .string()
  .optional()
  .refine((v) => !v || monthFromChoice(v) !== null, BIRTH_MONTH_MESSAGE)
  .transform((v) => monthFromChoice(v));

/**
 * Decisions §4: a player whose birth (year and month) makes them under 13 is sent to a parent or
 * guardian before any account exists (checked as soon as the year is valid, whatever the other fields hold).
 */
export function mustAskParentInstead(
  role: SignupRole | null,
  typedBirthYear: string,
  typedBirthMonth = '',
  now = new Date(),
): boolean {
  if (role !== 'PLAYER') return false;
  const year = judgeableBirthYear(typedBirthYear);
  return (
    year !== null &&
    mustBeCreatedByParent({ birthYear: year, birthMonth: monthFromChoice(typedBirthMonth) }, now)
  );
}

export const BasicsFormSchema = z.object({
  firstName: SETUP.firstName,
  lastName: SETUP.lastName,
  birthYear: BirthYearField,
  birthMonth: BirthMonthField,
  category: z.enum(CATEGORIES, { message: CATEGORY_MESSAGE }),
});
export type BasicsFormInput = z.input<typeof BasicsFormSchema>;

/**
 * Step 2, the account (spec 1 §5 plus the Terms agreement). A player also gives the birth year here,
 * before any account exists, so a child under 13 is turned to a parent instead (decisions §4); a parent
 * is not asked.
 */
const PlayerAccountFormSchema = withMatchingPasswords(
  AccountFormFieldsSchema.extend({ birthYear: BirthYearField, birthMonth: BirthMonthField }),
);
const ParentAccountFormSchema = withMatchingPasswords(
  AccountFormFieldsSchema.extend({
    birthYear: z.string().transform(() => null),
    birthMonth: z
      .string()
      .optional()
      .transform(() => null),
  }),
);
export type AccountFormInput = z.input<typeof PlayerAccountFormSchema>;
export type AccountFormOutput = Omit<z.output<typeof PlayerAccountFormSchema>, 'birthYear' | 'birthMonth'> & {
  /** The player's birth year; null for a parent. */
  birthYear: number | null;
  /** The player's birth month; null for a parent or when not given. */
  birthMonth: number | null;
};

export function accountFormSchema(role: SignupRole): z.ZodType<AccountFormOutput, AccountFormInput> {
  return role === 'PLAYER' ? PlayerAccountFormSchema : ParentAccountFormSchema;
}

export const StyleFormSchema = z.object({
  shoots: z.enum(SHOOTS),
  // A group of checkboxes with one name reads as the list of the checked values.
  positions: SETUP.positions,
});
export type StyleFormInput = z.input<typeof StyleFormSchema>;

export const LocationFormSchema = z.object({
  country: z.string(),
  region: z.string(),
  city: z.string().trim().max(80, 'Keep the city under 80 characters'),
});
export type LocationFormInput = z.input<typeof LocationFormSchema>;

export const FEET_MESSAGE = 'Feet must be between 1 and 8';
export const INCHES_MESSAGE = 'Inches must be between 0 and 11';
export const FEET_MISSING_MESSAGE = 'Enter feet as well';
export const HEIGHT_IMPERIAL_MESSAGE = 'Enter a height between 1\'8" and 8\'2", or leave it empty';
export const WEIGHT_LBS_MESSAGE = 'Enter a weight between 33 and 440 lbs, or leave it empty';

const isNumberText = (v: string) => v.trim() === '' || /^\d*\.?\d+$/.test(v.trim());
const isWholeIn = (v: string, min: number, max: number) => {
  const n = toOptionalNumber(v);
  return n === null || (/^\d+$/.test(v.trim()) && n >= min && n <= max);
};

/**
 * Step 6 (spec 1 §2): height in cm or in feet and inches, weight in kg or lbs, the same
 * switches as the profile form; stored metric with the same conversions (common/units.ts). Empty counts as
 * absent; the server's bounds apply to the converted value.
 */
const BodyFieldsSchema = z.object({
  heightUnit: z.enum(HEIGHT_UNITS),
  heightCm: z.string(),
  heightFeet: z.string(),
  heightInches: z.string(),
  weightUnit: z.enum(WEIGHT_UNITS),
  weightKg: z.string(),
  weightLbs: z.string(),
});
export type BodyFormInput = z.input<typeof BodyFieldsSchema>;

export const BodyFormSchema = BodyFieldsSchema.superRefine((v, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.heightUnit === 'cm') {
    const cm = toOptionalNumber(v.heightCm);
    if (cm !== null && (!isNumberText(v.heightCm) || !SETUP.heightCm.safeParse(cm).success)) {
      issue('heightCm', HEIGHT_MESSAGE);
    }
  } else {
    const feetOk = isWholeIn(v.heightFeet, 1, 8);
    if (!feetOk) issue('heightFeet', FEET_MESSAGE);
    if (!isWholeIn(v.heightInches, 0, 11)) issue('heightInches', INCHES_MESSAGE);
    else if (feetOk && toOptionalNumber(v.heightFeet) === null && toOptionalNumber(v.heightInches) !== null) {
      issue('heightFeet', FEET_MISSING_MESSAGE);
    } else if (feetOk) {
      const cm = bodyHeightCm(v);
      if (cm !== null && !SETUP.heightCm.safeParse(cm).success) issue('heightFeet', HEIGHT_IMPERIAL_MESSAGE);
    }
  }
  if (v.weightUnit === 'kg') {
    const kg = toOptionalNumber(v.weightKg);
    if (kg !== null && (!isNumberText(v.weightKg) || !SETUP.weightKg.safeParse(kg).success)) {
      issue('weightKg', WEIGHT_MESSAGE);
    }
  } else {
    const lbs = toOptionalNumber(v.weightLbs);
    if (lbs !== null && (!isNumberText(v.weightLbs) || lbs < 33 || lbs > 440))
      issue('weightLbs', WEIGHT_LBS_MESSAGE);
  }
}).transform((v) => ({ heightCm: bodyHeightCm(v), weightKg: bodyWeightKg(v) }));

/** Height in cm from what the step holds, in the unit chosen (null when empty). */
export function bodyHeightCm(v: BodyFormInput): number | null {
  if (v.heightUnit === 'cm') return toOptionalNumber(v.heightCm);
  const feet = toOptionalNumber(v.heightFeet);
  return feet === null ? null : feetInchesToCm(feet, toOptionalNumber(v.heightInches) ?? 0);
}

/** Weight in kg from what the step holds, in the unit chosen (null when empty). */
export function bodyWeightKg(v: BodyFormInput): number | null {
  if (v.weightUnit === 'kg') return toOptionalNumber(v.weightKg);
  const lbs = toOptionalNumber(v.weightLbs);
  return lbs === null ? null : lbsToKgForm(lbs);
}

const TEAM_FIELDS = TeamHistoryInputSchema.pick({ teamName: true, season: true, level: true });

/** The team is optional; once a team name is given, the team-history rules apply (season required). */
export const TeamFormSchema = z
  .object({ teamName: z.string(), level: z.string(), season: z.string() })
  .superRefine((values, ctx) => {
    if (values.teamName.trim() === '') return;
    const result = TEAM_FIELDS.safeParse(values);
    for (const issue of result.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
export type TeamFormInput = z.input<typeof TeamFormSchema>;
