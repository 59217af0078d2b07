import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_WEIGHT_KG,
  WEIGHT_OPTIONS_KG,
  formatWeight,
  isSoldByKg,
  isWeightOption,
  weightPricePence,
} from './weights';

describe('kg items', () => {
  it('offers 0.5 to 3.0 kg in 0.5 steps, 1.0 by default', () => {
    expect(WEIGHT_OPTIONS_KG.map(formatWeight)).toEqual([
      '0.5 kg',
      '1.0 kg',
      '1.5 kg',
      '2.0 kg',
      '2.5 kg',
      '3.0 kg',
    ]);
    expect(DEFAULT_WEIGHT_KG).toBe(1);
    expect(isWeightOption(DEFAULT_WEIGHT_KG)).toBe(true);
    expect(isWeightOption(0.75)).toBe(false);
    expect(isWeightOption(3.5)).toBe(false);
  });
  it('prices a weight in whole pence, rounding half a penny up', () => {
    expect(weightPricePence(250, 1.5)).toBe(375);
    expect(weightPricePence(199, 0.5)).toBe(100);
    expect(() => weightPricePence(250, 0.75)).toThrow(RangeError);
    expect(() => weightPricePence(2.5, 1)).toThrow(RangeError);
  });
  it('is always whole pence within half a penny of price × weight', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.constantFrom(...WEIGHT_OPTIONS_KG), (perKg, kg) => {
        const pence = weightPricePence(perKg, kg);
        expect(Number.isInteger(pence)).toBe(true);
        expect(Math.abs(pence - perKg * kg)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('sold by the kg', () => {
  it("reads the units as the server does: 'kg' in any case and spacing", () => {
    expect(isSoldByKg('kg')).toBe(true);
    expect(isSoldByKg(' KG ')).toBe(true);
    expect(isSoldByKg('each')).toBe(false);
    expect(isSoldByKg('kg bag')).toBe(false);
    expect(isSoldByKg(null)).toBe(false);
  });
});
