import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPence, formatPounds, toPence, toPounds } from './money';

describe('money', () => {
  it('converts pounds with two decimals to pence exactly', () => {
    expect(toPence(12.5)).toBe(1250);
    expect(toPence(0.1 + 0.2)).toBe(30);
    expect(toPence(19.99)).toBe(1999);
  });
  it('round-trips every pence amount through pounds', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000_000 }), (p) => toPence(toPounds(p)) === p));
  });
  it('formats GBP with two decimals', () => {
    expect(formatPence(1250)).toBe('£12.50');
    expect(formatPounds(3)).toBe('£3.00');
    expect(formatPence(123456)).toBe('£1,234.56');
  });
  it('refuses fractional pence', () => {
    expect(() => toPounds(1.5)).toThrow(RangeError);
  });
});
