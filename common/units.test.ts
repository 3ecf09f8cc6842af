import { describe, expect, it } from 'vitest';
import { ageOn, mustBeCreatedByParent, needsParentalConsent } from './age.ts';
import { splitFullName } from './names.ts';
import {
  cmToFeetInches,
  cmToInches,
  feetInchesToCm,
  formatHeight,
  formatHeightBoth,
  formatLengthBoth,
  formatMassBoth,
  formatWeight,
  formatWeightBoth,
  inchesToCm,
  kgToLbsDisplay,
  kgToLbsForm,
  lbsToKgForm,
} from './units.ts';

describe('unit conversions', () => {
  it('converts feet and inches to cm and back', () => {
    expect(feetInchesToCm(5, 11)).toBe(180.3);
    expect(cmToFeetInches(180.3)).toEqual({ feet: 5, inches: 11 });
    expect(cmToFeetInches(182.88)).toEqual({ feet: 6, inches: 0 });
  });
  it('shows height and weight as the public page does', () => {
    expect(formatHeight(180)).toBe(`5'11"`);
    expect(formatWeight(80)).toBe('176 lbs');
    expect(formatHeight(null)).toBeNull();
  });
  it('converts weight in the form with 2.205 lb per kg', () => {
    expect(kgToLbsForm(80)).toBe(176);
    expect(lbsToKgForm(176)).toBe(79.8);
    // 220.5 rounds up with 2.205; 2.20462 would give 220.
    expect(kgToLbsForm(100)).toBe(221);
    expect(lbsToKgForm(221)).toBe(100.2);
  });
  it('shows weight on the public page with 2.20462 lb per kg, not the form factor', () => {
    // 220.462 rounds down with 2.20462; 2.205 would give 221.
    expect(kgToLbsDisplay(100)).toBe(220);
    expect(formatWeight(100)).toBe('220 lbs');
    expect(kgToLbsDisplay(100)).not.toBe(kgToLbsForm(100));
    expect(formatWeight(0)).toBeNull();
    expect(formatWeight(null)).toBeNull();
  });
});

describe('age rule', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('is the age on the day from the month and year (an unknown month is December)', () => {
    expect(ageOn({ birthYear: 2010, birthMonth: 4 }, now)).toBe(16);
    expect(ageOn({ birthYear: 2010 }, now)).toBe(15);
  });
  it('needs consent below 17 and a parent below 13', () => {
    expect(needsParentalConsent({ birthYear: 2009 }, now)).toBe(true);
    expect(needsParentalConsent({ birthYear: 2009, birthMonth: 5 }, now)).toBe(false);
    expect(mustBeCreatedByParent({ birthYear: 2013 }, now)).toBe(true);
    expect(mustBeCreatedByParent({ birthYear: 2013, birthMonth: 5 }, now)).toBe(false);
  });
});

describe('name splitting', () => {
  it('takes the first word as first name and the rest as last name', () => {
    expect(splitFullName('  Mary  Ann van Dyke ')).toEqual({ firstName: 'Mary', lastName: 'Ann van Dyke' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});

describe('imperial round trips', () => {
  it('5 ft 11 in and 175 lbs come back as typed and display in both units', () => {
    const cm = feetInchesToCm(5, 11);
    expect(cm).toBe(180.3);
    expect(cmToFeetInches(cm)).toEqual({ feet: 5, inches: 11 });
    const kg = lbsToKgForm(175);
    expect(kg).toBe(79.4);
    expect(kgToLbsForm(kg)).toBe(175);
    expect(formatHeightBoth(cm)).toBe(`5'11" (180 cm)`);
    expect(formatWeightBoth(kg)).toBe('175 lbs (79 kg)');
  });

  it('every whole height from 4 ft to 7 ft and every weight from 60 to 330 lbs survives the round trip', () => {
    for (let inches = 48; inches <= 84; inches++) {
      const back = cmToFeetInches(feetInchesToCm(Math.floor(inches / 12), inches % 12));
      expect(back.feet * 12 + back.inches).toBe(inches);
    }
    for (let lbs = 60; lbs <= 330; lbs++) {
      expect(kgToLbsForm(lbsToKgForm(lbs))).toBe(lbs);
      expect(kgToLbsDisplay(lbsToKgForm(lbs))).toBe(lbs);
    }
  });

  it('wingspan in inches and bench press in lbs read back in both units', () => {
    expect(inchesToCm(74)).toBe(188);
    expect(cmToInches(188)).toBe(74);
    expect(formatLengthBoth(188)).toEqual({ metric: '188 cm', imperial: '74 in' });
    expect(formatMassBoth(lbsToKgForm(185))).toEqual({ metric: '83.9 kg', imperial: '185 lbs' });
  });
});
