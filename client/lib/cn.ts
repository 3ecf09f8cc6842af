/** Joins class names, skipping falsy values. Variants are written so that they never need overriding. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
