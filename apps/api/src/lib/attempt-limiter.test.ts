import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../test/harness';
import { TEST_PASSWORD } from '../test/fixtures';
import type { TooManyAttempts } from './attempt-limiter';
import { createAttemptLimiter, memoryStore } from './attempt-limiter';

describe('growing delays', () => {
  it('lets the free attempts through, then doubles the wait', async () => {
    let now = 0;
    const limiter = createAttemptLimiter(
      memoryStore(() => now),
      { free: 2, windowMs: 60_000, baseDelayMs: 1000, maxDelayMs: 4000 },
    );
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      await limiter.record(['k']);
      try {
        await limiter.check(['k']);
        waits.push(0);
      } catch (error) {
        waits.push((error as TooManyAttempts).retryAfterMs);
      }
    }
    expect(waits).toEqual([0, 0, 1000, 2000, 4000]);
    now += 4001;
    await expect(limiter.check(['k'])).resolves.toBeUndefined();
  });
});

/** Logins are limited per account and per IP; with REDIS_URL two API processes share one limit. */
describe('login limits across two API processes sharing Redis', () => {
  const env = { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `test-${randomUUID()}:` };
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    [one, two] = await Promise.all([startApp('pglite', env), startApp('pglite', env)]);
  });
  afterAll(async () => {
    await Promise.all([one.close(), two.close()]);
  });
  const login = (t: TestApp, password: string) =>
    t.request('POST', '/Token', {
      form: { grant_type: 'password', username: 'ann@alpha.test', password, BrandFlavor: 'alpha' },
    });

  it('refuses a sixth failed attempt, even with the right password, whichever process is asked', async () => {
    for (const [i, t] of [one, two, one, two, one].entries())
      expect((await login(t, `wrong-${i}`)).status).toBe(400);
    const sixth = await login(two, 'wrong-again');
    expect(sixth.status).toBe(400);
    const locked = await login(one, TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(locked.json()).toEqual({
      Info: {
        Status: 429,
        Message: expect.stringMatching(
          /^Too many attempts\. Please wait \d+ seconds and try again\.$/,
        ) as string,
      },
    });
    // Another account from the same address is not locked by this one's failures.
    const bob = await one.request('POST', '/Token', {
      form: {
        grant_type: 'password',
        username: 'bob@alpha.test',
        password: TEST_PASSWORD,
        BrandFlavor: 'alpha',
      },
    });
    expect(bob.status).toBe(200);
  });
});
