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
