import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from './idempotency';

describe('order attempt keys', () => {
  it('keeps the key for a retry of the same body and changes it with the body or after a success', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `k${++n}`);
    expect(keys.keyFor({ a: 1 })).toBe('k1');
    expect(keys.keyFor({ a: 1 })).toBe('k1');
    expect(keys.keyFor({ a: 2 })).toBe('k2');
    keys.reset();
    expect(keys.keyFor({ a: 2 })).toBe('k3');
  });
});
