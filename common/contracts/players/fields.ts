import { z } from 'zod';
import { emptyToNull } from '../text.ts';

/** Field builders the player contracts share. */

/** A number field where null or '' means not given. */
export const optionalNumber = (schema: z.ZodNumber) => z.preprocess(emptyToNull, schema.nullish());
/** A calendar date that exists (Date.parse accepts 2026-02-31; PostgreSQL does not), years 1900-2100. */
const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  const year = Number(v.slice(0, 4));
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && year >= 1900 && year <= 2100;
};
export const dateString = (message: string) =>
  z
    .string({ message })
    .min(1, { message, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use the format YYYY-MM-DD', abort: true })
    .refine(isRealDate, 'Not a real date');
