import { z } from 'zod';

/** The largest amount kept: amounts are stored in pence, in PostgreSQL `integer` columns (2,147,483,647). */
export const MAX_POUNDS = 21_474_836.47;

/** A GBP amount on the wire: pounds with at most two decimals, never negative, at most MAX_POUNDS. */
export const Pounds = z
  .number()
  .nonnegative()
  .max(MAX_POUNDS, `Enter at most £${MAX_POUNDS.toLocaleString('en-GB')}`)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
    message: 'Use at most two decimals (pence)',
  });
