import { z } from 'zod';

/**
 * A gift card's code as typed: GC and twelve letters or digits (any case; spaces or dashes anywhere),
 * normalised to GC-XXXX-XXXX-XXXX. Apart from giftcard.ts so that order.ts can take one without a cycle.
 */
export const GiftCardCode = z
  .string()
  .trim()
  .toUpperCase()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^GC[A-Z0-9]{12}$/, 'Gift card codes look like GC-XXXX-XXXX-XXXX'))
  .transform((v) => `GC-${v.slice(2, 6)}-${v.slice(6, 10)}-${v.slice(10, 14)}`);
