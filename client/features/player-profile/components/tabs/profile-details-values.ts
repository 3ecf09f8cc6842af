import { z } from 'zod';
import { graduationYearError } from '#common/contact-rules.ts';
import {
  BIRTH_YEAR_MESSAGE,
  GRADUATION_YEAR_MESSAGE,
  type Player,
  SetupPlayerInputSchema,
} from '#common/contracts/players.ts';
import { NCAA_DIVISIONS, type NcaaDivision, POSITIONS, type Position } from '#common/enums.ts';
import { regionError } from '#common/regions.ts';
import { bodyTexts, feetInchesToCm, type HeightUnit, lbsToKgForm, type WeightUnit } from '#common/units.ts';
import { isBlank, isNumberInRange, isWholeInRange, numberOrNull, textOf } from '../../lib/form-values.ts';

/** The profile details form's values: their rules, their reading from a player, the numbers they give. */

export const BIO_MAX = 2000;
/** The server's own rules for the fields the sign-up wizard also asks (spec 1 §5, spec 2 §5). */
const RULES = SetupPlayerInputSchema.shape;

export const ProfileFormSchema = z
  .object({
    firstName: RULES.firstName,
    lastName: RULES.lastName,
    birthYear: z
      .string()
      .refine(
        (v) => /^\d{4}$/.test(v.trim()) && RULES.birthYear.safeParse(Number(v)).success,
        BIRTH_YEAR_MESSAGE,
      ),
    /** '' = not given; sent only when changed. */
    birthMonth: z.string(),
    /** D142: an adult player's own switch. */
    parentsKeepAccess: z.boolean(),
    /** D293: a parent's switch for a minor's photo on the one-pager. */
    onePagerPhoto: z.boolean(),
    shareMenu: z.boolean(),
    category: z.string(),
    // The class year (the NCAA contact dates follow it) and the divisions the player aims for.
    graduationYear: z.string().refine((v) => isBlank(v) || /^\d{4}$/.test(v.trim()), GRADUATION_YEAR_MESSAGE),
    divisionInterest: z.array(z.enum(NCAA_DIVISIONS)),
    positions: RULES.positions,
    preferredName: z.string().max(120, 'Keep nicknames under 120 characters'),
    preferredJerseyNumber: z
      .string()
      .refine((v) => isWholeInRange(v, 0, 99), 'Jersey number must be 0 to 99'),
    preferredPosition: z.string(),
    shoots: z.string(),
    heightUnit: z.enum(['ftin', 'cm']),
    heightFeet: z.string().refine((v) => isWholeInRange(v, 1, 8), 'Feet must be between 1 and 8'),
    heightInches: z.string().refine((v) => isWholeInRange(v, 0, 11), 'Inches must be between 0 and 11'),
    heightCm: z.string().refine((v) => isNumberInRange(v, 50, 250), 'Height must be between 50 and 250 cm'),
    weightUnit: z.enum(['lbs', 'kg']),
    weightLbs: z.string().refine((v) => isNumberInRange(v, 33, 440), 'Weight must be between 33 and 440 lbs'),
    weightKg: z.string().refine((v) => isNumberInRange(v, 15, 200), 'Weight must be between 15 and 200 kg'),
    bio: z.string().max(BIO_MAX, `Keep your bio under ${BIO_MAX} characters`),
    gpa: z.string().refine((v) => isNumberInRange(v, 0, 5), 'GPA must be between 0 and 5'),
    major: z.string().max(120, 'Keep the major under 120 characters'),
    country: z.string(),
    region: z.string(),
    city: z.string().max(80, 'Keep the city under 80 characters'),
    showCategory: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.heightUnit === 'ftin' && isBlank(v.heightFeet) && !isBlank(v.heightInches)) {
      ctx.addIssue({ code: 'custom', path: ['heightFeet'], message: 'Enter feet as well' });
    }
    if (!isBlank(v.graduationYear) && /^\d{4}$/.test(v.birthYear.trim())) {
      const classYear = graduationYearError(Number(v.birthYear), Number(v.graduationYear));
      if (classYear) ctx.addIssue({ code: 'custom', path: ['graduationYear'], message: classYear });
    }
    const region = regionError(v.country, v.region);
    if (region) ctx.addIssue({ code: 'custom', path: ['region'], message: region });
  });
export type ProfileFormValues = z.infer<typeof ProfileFormSchema>;

export function toFormValues(
  player: Player,
  units: { height: HeightUnit; weight: WeightUnit },
): ProfileFormValues {
  return {
    firstName: player.firstName,
    lastName: player.lastName,
    birthYear: String(player.birthYear),
    birthMonth: player.birthMonth ? String(player.birthMonth) : '',
    parentsKeepAccess: player.parentsKeepAccess ?? false,
    onePagerPhoto: player.onePagerPhoto ?? false,
    shareMenu: player.shareMenu ?? true,
    category: player.category ?? '',
    graduationYear: textOf(player.graduationYear),
    divisionInterest: player.divisionInterest.filter((d): d is NcaaDivision =>
      (NCAA_DIVISIONS as readonly string[]).includes(d),
    ),
    positions: player.positions.filter((p): p is Position => (POSITIONS as readonly string[]).includes(p)),
    preferredName: player.preferredName ?? '',
    preferredJerseyNumber: textOf(player.preferredJerseyNumber),
    preferredPosition: player.preferredPosition ?? '',
    shoots: player.shoots ?? '',
    // Both units' texts from the stored value, the wizard's own (common/units.ts).
    ...bodyTexts({ heightCm: player.heightCm ?? null, weightKg: player.weightKg ?? null }, units),
    bio: player.bio ?? '',
    gpa: textOf(player.gpa),
    major: player.major ?? '',
    country: player.country ?? '',
    region: player.region ?? '',
    city: player.city ?? '',
    showCategory: player.showCategory,
  };
}

export function heightCmFrom(v: ProfileFormValues): number | null {
  if (v.heightUnit === 'cm') return numberOrNull(v.heightCm);
  const feet = numberOrNull(v.heightFeet);
  if (feet === null) return null;
  return feetInchesToCm(feet, numberOrNull(v.heightInches) ?? 0);
}

export function weightKgFrom(v: ProfileFormValues): number | null {
  if (v.weightUnit === 'kg') return numberOrNull(v.weightKg);
  const lbs = numberOrNull(v.weightLbs);
  return lbs === null ? null : lbsToKgForm(lbs);
}

export const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));
