export const CM_PER_INCH = 2.54;
/** The editing form converts with 2.205 lb per kg (spec 2 §5)... */
export const LB_PER_KG_FORM = 2.205;
/** ...and the public page shows kg times 2.20462, rounded (spec 3 §9). */
export const LB_PER_KG_DISPLAY = 2.20462;

export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const totalInches = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(totalInches / 12), inches: totalInches % 12 };
}

export function feetInchesToCm(feet: number, inches: number): number {
  return Math.round((feet * 12 + inches) * CM_PER_INCH * 10) / 10;
}

export function formatHeight(cm: number | null | undefined): string | null {
  if (cm == null || !Number.isFinite(cm) || cm <= 0) return null;
  const { feet, inches } = cmToFeetInches(cm);
  return `${feet}'${inches}"`;
}

export function kgToLbsForm(kg: number): number {
  return Math.round(kg * LB_PER_KG_FORM);
}

export function lbsToKgForm(lbs: number): number {
  return Math.round((lbs / LB_PER_KG_FORM) * 10) / 10;
}

export function kgToLbsDisplay(kg: number): number {
  return Math.round(kg * LB_PER_KG_DISPLAY);
}

export function formatWeight(kg: number | null | undefined): string | null {
  if (kg == null || !Number.isFinite(kg) || kg <= 0) return null;
  return `${kgToLbsDisplay(kg)} lbs`;
}

/** Inches to cm as the forms store them (one decimal). */
export function inchesToCm(inches: number): number {
  return Math.round(inches * CM_PER_INCH * 10) / 10;
}

/** Cm to inches as shown (one decimal, no trailing zero). */
export function cmToInches(cm: number): number {
  return Math.round((cm / CM_PER_INCH) * 10) / 10;
}

const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);

/** Height in both units for the profile, e.g. `5'11" (180 cm)`. */
export function formatHeightBoth(cm: number | null | undefined): string | null {
  const imperial = formatHeight(cm);
  return imperial === null ? null : `${imperial} (${Math.round(cm as number)} cm)`;
}

/** Weight in both units for the profile, e.g. `175 lbs (79 kg)`. */
export function formatWeightBoth(kg: number | null | undefined): string | null {
  const imperial = formatWeight(kg);
  return imperial === null ? null : `${imperial} (${Math.round(kg as number)} kg)`;
}

/** A length measurable (wingspan, vertical jump) in both units. */
export function formatLengthBoth(cm: number): { metric: string; imperial: string } {
  return { metric: `${oneDecimal(cm)} cm`, imperial: `${cmToInches(cm)} in` };
}

/** A mass measurable (bench press, squat) in both units. */
export function formatMassBoth(kg: number): { metric: string; imperial: string } {
  return { metric: `${oneDecimal(kg)} kg`, imperial: `${kgToLbsDisplay(kg)} lbs` };
}

/**
 * The height and weight fields (sign-up wizard, profile details): what the person sees is text in the
 * chosen unit, and both units' texts are kept so a switch shows the same measurement (D240).
 */
export const HEIGHT_UNITS = ['ftin', 'cm'] as const;
export const WEIGHT_UNITS = ['lbs', 'kg'] as const;
export type HeightUnit = (typeof HEIGHT_UNITS)[number];
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export interface BodyTexts {
  heightUnit: HeightUnit;
  heightFeet: string;
  heightInches: string;
  heightCm: string;
  weightUnit: WeightUnit;
  weightLbs: string;
  weightKg: string;
}

/** A plain non-negative decimal as typed ("180", "83.9"), or null for anything else or blank. */
export function readNumberText(text: string): number | null {
  const trimmed = text.trim();
  return /^\d*\.?\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** The height shown in the chosen unit, in cm (null when blank or not a number). */
export function shownHeightCm(v: BodyTexts): number | null {
  if (v.heightUnit === 'cm') return readNumberText(v.heightCm);
  const feet = readNumberText(v.heightFeet);
  if (feet === null) return null;
  const inches = v.heightInches.trim() === '' ? 0 : readNumberText(v.heightInches);
  return inches === null ? null : feetInchesToCm(feet, inches);
}

/** The weight shown in the chosen unit, in kg (null when blank or not a number). */
export function shownWeightKg(v: BodyTexts): number | null {
  if (v.weightUnit === 'kg') return readNumberText(v.weightKg);
  const lbs = readNumberText(v.weightLbs);
  return lbs === null ? null : lbsToKgForm(lbs);
}

/** The texts of both units for a stored (metric) body: the form conversions, 1 decimal for cm and kg. */
export function bodyTexts(
  body: { heightCm: number | null; weightKg: number | null },
  units: { height: HeightUnit; weight: WeightUnit },
): BodyTexts {
  const fi = body.heightCm === null ? null : cmToFeetInches(body.heightCm);
  return {
    heightUnit: units.height,
    heightCm: body.heightCm === null ? '' : oneDecimal(body.heightCm),
    heightFeet: fi ? String(fi.feet) : '',
    heightInches: fi ? String(fi.inches) : '',
    weightUnit: units.weight,
    weightKg: body.weightKg === null ? '' : oneDecimal(body.weightKg),
    weightLbs: body.weightKg === null ? '' : String(kgToLbsForm(body.weightKg)),
  };
}

/**
 * Switching the height unit: the other unit's fields show what is typed now, converted (5 ft 11 in reads
 * 180.3 cm). A blank or unreadable height leaves the other unit blank rather than showing the old number.
 */
export function switchHeightUnit(v: BodyTexts, unit: HeightUnit): Partial<BodyTexts> {
  if (unit === v.heightUnit) return {};
  const cm = shownHeightCm(v);
  const texts = bodyTexts({ heightCm: cm, weightKg: null }, { height: unit, weight: v.weightUnit });
  return unit === 'cm'
    ? { heightUnit: unit, heightCm: texts.heightCm }
    : { heightUnit: unit, heightFeet: texts.heightFeet, heightInches: texts.heightInches };
}

/** Switching the weight unit: 185 lbs reads 83.9 kg (never "185 kg"). */
export function switchWeightUnit(v: BodyTexts, unit: WeightUnit): Partial<BodyTexts> {
  if (unit === v.weightUnit) return {};
  const texts = bodyTexts(
    { heightCm: null, weightKg: shownWeightKg(v) },
    { height: v.heightUnit, weight: unit },
  );
  return unit === 'kg'
    ? { weightUnit: unit, weightKg: texts.weightKg }
    : { weightUnit: unit, weightLbs: texts.weightLbs };
}
