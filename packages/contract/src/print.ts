import { z } from 'zod';
import { BoardOrder } from './admin';
import { Info } from './envelope';
import { Order } from './order';

/**
 * Printed tickets (issue 19): what the board prints for the kitchen (a ticket) and for the customer (a
 * receipt), from the browser on 80 mm thermal paper or A4. Staff of the brand only.
 */
export const printRoutes = {
  /** GET: one order with what its tickets print besides the board's view (allergens, brand name, balance). */
  order: '/api/admin/:brand/orders/:OrderId/print',
} as const;

/** A line as printed: the board's line and its allergens by name, as ordered (FoodInfo holds the codes). */
export const PrintLine = Order.shape.Lines.element.extend({
  /** What the dish with its chosen extras contains ("Gluten", "Milk"); empty when none or not declared. */
  Allergens: z.array(z.string()),
  /** What it may contain (precautionary). */
  MayContain: z.array(z.string()),
});
export type PrintLine = z.infer<typeof PrintLine>;

export const PrintOrder = BoardOrder.extend({
  Lines: z.array(PrintLine),
  /** The brand's name, printed at the top of the receipt. */
  BrandName: z.string(),
  /**
   * What the customer still owes (pounds): the total less the gift card and what the card took, never below
   * 0. Worked out by the server so the receipt shows stored figures only.
   */
  ToPay: z.number(),
});
export type PrintOrder = z.infer<typeof PrintOrder>;

export const PrintOrderResponse = z.object({ Info, Data: PrintOrder });
export type PrintOrderResponse = z.infer<typeof PrintOrderResponse>;
