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

/** Height in both units for the profile, e.g. `5'11" (180 cm)` (issue 16 item 5). */
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
