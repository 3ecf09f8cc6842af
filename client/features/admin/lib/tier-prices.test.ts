import { describe, expect, it } from 'vitest';
import { buildTierPriceUpdate, centsToDollars, parseDollars, tierPriceDraft } from './tier-prices.ts';

describe('centsToDollars', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(centsToDollars(999)).toBe('9.99');
    expect(centsToDollars(0)).toBe('0.00');
    expect(centsToDollars(9990)).toBe('99.90');
    expect(centsToDollars(100_000)).toBe('1000.00');
  });
});

describe('parseDollars', () => {
  it('turns dollars into whole cents with Math.round(x * 100)', () => {
    expect(parseDollars('9.99', 'Monthly price')).toEqual({ kind: 'cents', cents: 999 });
    expect(parseDollars(' $19.98 ', 'Monthly price')).toEqual({ kind: 'cents', cents: 1998 });
    expect(parseDollars('4', 'Monthly price')).toEqual({ kind: 'cents', cents: 400 });
    expect(parseDollars('.5', 'Monthly price')).toEqual({ kind: 'cents', cents: 50 });
    expect(parseDollars('0', 'Monthly price')).toEqual({ kind: 'cents', cents: 0 });
    // 1.005 * 100 is 100.49999... in floating point: the rule is Math.round, as the spec's client did.
    expect(parseDollars('9.999', 'Monthly price')).toEqual({ kind: 'cents', cents: 1000 });
  });

  it('reads an empty field as empty', () => {
    expect(parseDollars('  ', 'Yearly price')).toEqual({ kind: 'empty' });
    expect(parseDollars('$', 'Yearly price')).toEqual({ kind: 'empty' });
  });

  it('refuses negatives and anything that is not a plain number', () => {
    expect(parseDollars('-1', 'Monthly price')).toEqual({
      kind: 'invalid',
      message: 'Monthly price cannot be negative',
    });
    expect(parseDollars('-$0.50', 'Yearly price')).toMatchObject({
      message: 'Yearly price cannot be negative',
    });
    for (const text of ['ten', '1e3', '0x10', '9.9.9', 'Infinity', '1,000']) {
      expect(parseDollars(text, 'Monthly price')).toEqual({
        kind: 'invalid',
        message: 'Monthly price must be a number, like 9.99',
      });
    }
    expect(parseDollars('100000.01', 'Monthly price')).toMatchObject({ kind: 'invalid' });
  });
});

describe('buildTierPriceUpdate', () => {
  it('sends both prices in cents', () => {
    expect(buildTierPriceUpdate({ monthly: '12.50', yearly: '120' })).toEqual({
      ok: true,
      input: { monthlyPrice: 1250, yearlyPrice: 12000 },
    });
  });

  it('sends an empty yearly price as null (twelve times monthly)', () => {
    expect(buildTierPriceUpdate({ monthly: '9.99', yearly: '' })).toEqual({
      ok: true,
      input: { monthlyPrice: 999, yearlyPrice: null },
    });
  });

  it('requires the monthly price', () => {
    expect(buildTierPriceUpdate({ monthly: '', yearly: '99.90' })).toEqual({
      ok: false,
      errors: { monthly: 'Monthly price is required' },
    });
  });

  it('sends nothing while a value is negative or not a number', () => {
    expect(buildTierPriceUpdate({ monthly: '-5', yearly: '' })).toEqual({
      ok: false,
      errors: { monthly: 'Monthly price cannot be negative' },
    });
    expect(buildTierPriceUpdate({ monthly: '5', yearly: 'abc' })).toEqual({
      ok: false,
      errors: { yearly: 'Yearly price must be a number, like 9.99' },
    });
  });

  it('starts from the tier prices in dollars', () => {
    expect(tierPriceDraft({ priceMonthly: 999, priceYearly: 9990 })).toEqual({
      monthly: '9.99',
      yearly: '99.90',
    });
  });
});
