import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { hashPassword, PRODUCTION_HASH_COST, setPasswordHashCost, verifyPassword } from './password';

describe('password hashing', () => {
  it("uses OWASP's scrypt cost unless told otherwise, and production refuses a lower one", () => {
    expect(PRODUCTION_HASH_COST).toBe(17);
    expect(loadEnv({}).PASSWORD_HASH_COST).toBe(17);
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      COOKIE_SECRET: 'y'.repeat(32),
      PUBLIC_URL: 'https://shop.example',
      // Production requires a VAPID pair: its shape is all loadEnv checks.
      VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'A'.repeat(43),
    };
    expect(loadEnv(production).PASSWORD_HASH_COST).toBe(17);
    expect(() => loadEnv({ ...production, PASSWORD_HASH_COST: '12' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('verifies a hash made at one cost whatever the current cost, and refuses a wrong password', async () => {
    setPasswordHashCost(10);
    const cheap = await hashPassword('correct horse');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    setPasswordHashCost(12);
    expect(await verifyPassword('correct horse', cheap)).toBe(true);
    expect(await verifyPassword('wrong horse', cheap)).toBe(false);
    expect(await hashPassword('x')).toMatch(/^scrypt\$4096\$/);
    expect(() => setPasswordHashCost(9)).toThrow(RangeError);
  });
});
