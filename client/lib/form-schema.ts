import { z } from 'zod';

/**
 * Pieces that derive a form's schema from its API contract (common/contracts): text inputs hold
 * strings, so each piece turns the typed text into what the contract expects and lets the contract's
 * own field decide. The form keeps its own wording where the contract's is technical.
 */

/** The contract's verdict on one value: its output, or its first message on the field. */
function check<T extends z.ZodType>(contract: T, value: unknown, ctx: z.RefinementCtx, message?: string) {
  const result = contract.safeParse(value);
  if (result.success) return result.data as z.output<T>;
  ctx.addIssue({ code: 'custom', message: message ?? result.error.issues[0]?.message ?? 'Invalid value' });
  return z.NEVER;
}

/** Text as typed (trimmed with `trim`), checked by the contract's rule for the field (its messages). */
export function fromText<T extends z.ZodType>(contract: T, { trim = false }: { trim?: boolean } = {}) {
  return z.string().transform((value, ctx) => check(contract, trim ? value.trim() : value, ctx));
}

/** Text with the form's message when it is too long, then the contract's rule for the field. */
export function textWithin<T extends z.ZodType>(contract: T, max: number, tooLong: string) {
  return z
    .string()
    .max(max, tooLong)
    .transform((value, ctx) => check(contract, value, ctx));
}

/** An optional field: blank text is null (unset) before the contract sees it. */
export function blankAsNull<T extends z.ZodType>(contract: T) {
  return z.string().transform((value, ctx) => check(contract, value.trim() === '' ? null : value, ctx));
}

/**
 * A number typed as text: blank is null, anything else must read as a number; then the contract's
 * rule (range, whole number) decides, with the form's one message for every way it can fail.
 */
export function numberText<T extends z.ZodType>(contract: T, message: string) {
  return z.string().transform((value, ctx) => {
    const trimmed = value.trim();
    const parsed = trimmed === '' ? null : /^-?\d*\.?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    return check(contract, parsed, ctx, message);
  });
}
