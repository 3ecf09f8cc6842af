import { z } from 'zod';
import { mustBeCreatedByParent } from '#common/age.ts';
import { AccountFormFieldsSchema, withMatchingPasswords } from '#common/contracts/auth.ts';
import { SetupPlayerInputSchema, TeamHistoryInputSchema } from '#common/contracts/players.ts';
import { CATEGORIES, SHOOTS } from '#common/enums.ts';
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

/**
 * Decisions §4: a player whose birth year makes them under 13 is sent to a parent or guardian before any
 * account exists (checked as soon as the year is valid, whatever the other fields hold).
 */
export function mustAskParentInstead(
  role: SignupRole | null,
  typedBirthYear: string,
  now = new Date(),
): boolean {
  if (role !== 'PLAYER') return false;
  const year = judgeableBirthYear(typedBirthYear);
  return year !== null && mustBeCreatedByParent(year, now);
}

export const BasicsFormSchema = z.object({
  firstName: SETUP.firstName,
  lastName: SETUP.lastName,
  birthYear: BirthYearField,
  category: z.enum(CATEGORIES, { message: CATEGORY_MESSAGE }),
});
export type BasicsFormInput = z.input<typeof BasicsFormSchema>;

/**
 * Step 2, the account (spec 1 §5 plus the Terms agreement). A player also gives the birth year here,
 * before any account exists, so a child under 13 is turned to a parent instead (decisions §4); a parent
 * is not asked.
 */
const PlayerAccountFormSchema = withMatchingPasswords(
  AccountFormFieldsSchema.extend({ birthYear: BirthYearField }),
);
const ParentAccountFormSchema = withMatchingPasswords(
  AccountFormFieldsSchema.extend({ birthYear: z.string().transform(() => null) }),
);
export type AccountFormInput = z.input<typeof PlayerAccountFormSchema>;
export type AccountFormOutput = Omit<z.output<typeof PlayerAccountFormSchema>, 'birthYear'> & {
  /** The player's birth year; null for a parent. */
  birthYear: number | null;
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

function optionalMeasure(rule: z.ZodType, message: string) {
  return z
    .string()
    .refine((v) => {
      const n = toOptionalNumber(v);
      return n === null || (Number.isFinite(n) && rule.safeParse(n).success);
    }, message)
    .transform(toOptionalNumber);
}

export const BodyFormSchema = z.object({
  heightCm: optionalMeasure(SETUP.heightCm, HEIGHT_MESSAGE),
  weightKg: optionalMeasure(SETUP.weightKg, WEIGHT_MESSAGE),
});
export type BodyFormInput = z.input<typeof BodyFormSchema>;

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
