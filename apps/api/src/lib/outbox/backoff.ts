/** The first retry waits a minute; each next one twice as long, up to twelve hours. */
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 12 * 3_600_000;

/** Attempts before a message is dead: retries over about a day (1, 2, 4 … 512 min, then 12 h). */
export const MAX_ATTEMPTS = 12;

/** A message not tried within this long after it fell due is dead: too late to be of use (a resend is due anew). */
export const EXPIRES_AFTER_MS = 48 * 3_600_000;

/**
 * How long to wait after the `attempts`-th failed attempt: exponential, capped, with ±20 % jitter so that
 * messages failing together (a receiver down) do not all come back at the same second. Null: no more attempts.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}
