import type { UpdateTierInput } from '#common/contracts/subscriptions.ts';

/**
 * Spec 3 §5 "Tier price edit": prices are typed in dollars and stored in cents. These pure functions are
 * the one place that turns one into the other, so the form, its schema and the tests agree.
 */

/** The contract's highest price (10,000,000 cents), in dollars. */
export const TIER_PRICE_MAX_DOLLARS = 100_000;

/** 999 -> "9.99" (two decimals, no currency sign: the input's prefix shows the $). */
export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

export type ParsedPrice =
  | { kind: 'empty' }
  | { kind: 'cents'; cents: number }
  | { kind: 'invalid'; message: string };

const DECIMAL = /^(\d+\.?\d*|\.\d+)$/;

/**
 * One price field: empty, a valid amount in cents, or why not. A leading "$" and spaces are allowed;
 * anything else that is not a plain decimal number (1e3, 0x10, "ten") is refused, as are negatives.
 * Dollars become cents with Math.round(x * 100), so 9.999 is 1000 cents.
 */
export function parseDollars(text: string, label: string): ParsedPrice {
  const trimmed = text.trim().replace(/^\$\s*/, '');
  if (trimmed === '') return { kind: 'empty' };
  if (/^-\s*\$?\s*(\d|\.\d)/.test(trimmed))
    return { kind: 'invalid', message: `${label} cannot be negative` };
  if (!DECIMAL.test(trimmed)) return { kind: 'invalid', message: `${label} must be a number, like 9.99` };
  const dollars = Number(trimmed);
  if (!Number.isFinite(dollars)) return { kind: 'invalid', message: `${label} must be a number, like 9.99` };
  if (dollars > TIER_PRICE_MAX_DOLLARS) {
    return {
      kind: 'invalid',
      message: `${label} must be at most $${TIER_PRICE_MAX_DOLLARS.toLocaleString('en-US')}`,
    };
  }
  return { kind: 'cents', cents: Math.round(dollars * 100) };
}

export interface TierPriceDraft {
  monthly: string;
  yearly: string;
}

export type TierPriceErrors = Partial<Record<keyof TierPriceDraft, string>>;

export type TierPriceUpdate = { ok: true; input: UpdateTierInput } | { ok: false; errors: TierPriceErrors };

/**
 * The PATCH body for a tier's price form, or the field errors. Monthly is required; yearly is optional,
 * and an empty yearly price is sent as null, which clears it (it then reads as twelve times monthly).
 * Only values that parsed as numbers >= 0 are ever sent.
 */
export function buildTierPriceUpdate(draft: TierPriceDraft): TierPriceUpdate {
  const monthly = parseDollars(draft.monthly, 'Monthly price');
  const yearly = parseDollars(draft.yearly, 'Yearly price');
  const errors: TierPriceErrors = {};
  if (monthly.kind === 'empty') errors.monthly = 'Monthly price is required';
  if (monthly.kind === 'invalid') errors.monthly = monthly.message;
  if (yearly.kind === 'invalid') errors.yearly = yearly.message;
  if (monthly.kind !== 'cents' || yearly.kind === 'invalid') return { ok: false, errors };
  return {
    ok: true,
    input: { monthlyPrice: monthly.cents, yearlyPrice: yearly.kind === 'cents' ? yearly.cents : null },
  };
}

/** The form's starting values for a tier (cents from the API, shown as dollars). */
export function tierPriceDraft(tier: { priceMonthly: number; priceYearly: number }): TierPriceDraft {
  return { monthly: centsToDollars(tier.priceMonthly), yearly: centsToDollars(tier.priceYearly) };
}
