import type { BoardOrder } from '@storefront/contract/admin';
import type { PrintOrder } from '@storefront/contract/print';
import { allergenTitle } from '@storefront/domain/food-info';
import type { BrandContext } from '../../brand/brand.service';

const pence = (pounds: number) => Math.round(pounds * 100);

/**
 * Printed tickets (issue 19): the board's order of the brand (404 for another brand's) with what the kitchen
 * ticket and the receipt print besides — each line's allergens as ordered (the dish with its chosen extras,
 * issue 34), the brand's name and what is left to pay.
 */
export function createPrintService(deps: {
  /**
   * The order as the board has it, of this brand (and of the caller's branch, when tied to one) only: the
   * board's own read, 404 when not the brand's or not the branch's.
   */
  order: (brand: BrandContext, orderId: number, branchId: number | null) => Promise<BoardOrder>;
}) {
  return {
    async printOrder(
      brand: BrandContext,
      orderId: number,
      branchId: number | null = null,
    ): Promise<PrintOrder> {
      const order = await deps.order(brand, orderId, branchId);
      // What the customer still owes: nothing on a cancelled order, else the total less gift card and card.
      const owed = pence(order.Total) - pence(order.GiftCardAmount ?? 0) - pence(order.Paid);
      return {
        ...order,
        Lines: order.Lines.map((line) => ({
          ...line,
          Allergens: (line.FoodInfo?.Contains ?? []).map(allergenTitle),
          MayContain: (line.FoodInfo?.MayContain ?? []).map(allergenTitle),
        })),
        BrandName: brand.name,
        ToPay: order.Status === 'Cancelled' ? 0 : Math.max(0, owed) / 100,
      };
    },
  };
}
export type PrintService = ReturnType<typeof createPrintService>;
