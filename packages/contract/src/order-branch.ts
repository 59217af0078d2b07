import { z } from 'zod';
import { Id } from './ids';

/**
 * The branch an order asks for (BranchId of place, quote and amend): one of the brand's branches. Required for a
 * collection or eat-in order where the brand has more than one (the customer goes there), its only branch
 * otherwise; a delivery goes out from the brand's first branch when none is sent; amending, none keeps the
 * order's (ADR 0045).
 */
export const OrderBranchId = Id.optional();

/** The branch that makes an order, as it was when placed; null for a brand without branches. */
export const OrderBranch = z
  .object({ BranchId: z.number().int(), Name: z.string(), Address: z.string() })
  .nullable();
export type OrderBranch = z.infer<typeof OrderBranch>;
