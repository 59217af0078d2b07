import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';

describe('formatPrice', () => {
  it('shows GBP with two decimals', () => {
    expect(formatPrice(4.5)).toBe('£4.50');
    expect(formatPrice(12)).toBe('£12.00');
    expect(formatPrice(1234.567)).toBe('£1,234.57');
    expect(formatPrice(0)).toBe('£0.00');
  });
});
