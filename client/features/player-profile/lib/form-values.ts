/** Helpers that turn text inputs into API values (spec 2 §5: empty fields become unset). */

export const trimOrNull = (value: string | undefined | null): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

export const numberOrNull = (value: string | undefined | null): number | null => {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
};

/** A stat count: blank is 0 (spec 2 §5). */
export const countOrZero = (value: string | undefined | null): number => numberOrNull(value) ?? 0;

export const textOf = (value: number | string | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

export const isBlank = (value: string | undefined | null) => (value ?? '').trim() === '';

/** Optional whole number in a range, as text. */
export const isWholeInRange = (value: string, min: number, max: number) => {
  if (isBlank(value)) return true;
  if (!/^-?\d+$/.test(value.trim())) return false;
  const n = Number(value);
  return n >= min && n <= max;
};

/** Optional decimal in a range, as text. */
export const isNumberInRange = (value: string, min: number, max: number) => {
  if (isBlank(value)) return true;
  if (!/^-?\d*(\.\d+)?$/.test(value.trim())) return false;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max;
};
