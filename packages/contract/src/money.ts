import { z } from 'zod';

/** A GBP amount on the wire: pounds with at most two decimals, never negative. */
export const Pounds = z
  .number()
  .nonnegative()
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
    message: 'Use at most two decimals (pence)',
  });
