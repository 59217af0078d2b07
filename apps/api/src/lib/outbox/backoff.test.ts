import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs } from './backoff';

const minutes = (ms: number | null) => (ms === null ? null : ms / 60_000);

describe('retryDelayMs', () => {
  it('doubles from a minute up to twelve hours, then stops at dead', () => {
    const middle = () => 0.5;
    const schedule = Array.from({ length: MAX_ATTEMPTS }, (_, i) => minutes(retryDelayMs(i + 1, middle)));
    expect(schedule).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 720, null]);
  });

  it('spreads retries by a fifth either way', () => {
    expect(retryDelayMs(3, () => 0)).toBe(4 * 60_000 * 0.8);
    expect(retryDelayMs(3, () => 0.999_999)).toBeCloseTo(4 * 60_000 * 1.2, -1);
    expect(retryDelayMs(11, () => 0.999_999)).toBeLessThanOrEqual(12 * 3_600_000 * 1.2);
  });
});
