import type { BoardOrder } from '@storefront/contract/admin';
import type { PrintOrder } from '@storefront/contract/print';
import { HttpError } from '../../../lib/http-error';
import type { BrandContext } from '../../brand/brand.service';
import type { PrintRepository } from './print.repository';

const pence = (pounds: number) => Math.round(pounds * 100);

/**
 * Printed tickets (issue 19): the board's order of the brand (404 for another brand's) with what the kitchen
 * ticket and the receipt print besides — each dish's allergens, the brand's name and what is left to pay.
 */
export function createPrintService(
  repo: PrintRepository,
  deps: {
    /**
     * The order as the board has it, of this brand (and of the caller's branch, when tied to one) only: the
     * board's own read, 404 when not the brand's or not the branch's.
     */
    order: (brand: BrandContext, orderId: number, branchId: number | null) => Promise<BoardOrder>;
  },
) {
  return {
    async printOrder(
      brand: BrandContext,
      orderId: number,
      branchId: number | null = null,
    ): Promise<PrintOrder> {
      const order = await deps.order(brand, orderId, branchId);
      const rows = await repo.lineAllergens(brand.id, orderId);
      // Two reads: an amendment between them replaces the lines. Never print allergens against the wrong dish.
      const sameLines =
        rows.length === order.Lines.length &&
        rows.every((row, i) => {
          const line = order.Lines[i]!;
          return row.title === line.Title && (row.recipeId ?? row.productId) === line.ItemId;
        });
      if (!sameLines) throw new HttpError(409, 'This order changed while it was read; print it again');
      // What the customer still owes: nothing on a cancelled order, else the total less gift card and card.
      const owed = pence(order.Total) - pence(order.GiftCardAmount ?? 0) - pence(order.Paid);
      return {
        ...order,
        Lines: order.Lines.map((line, i) => ({
          ...line,
          Allergens: (rows[i]!.allergens ?? []).map((a) => a.Title),
        })),
        BrandName: brand.name,
        ToPay: order.Status === 'Cancelled' ? 0 : Math.max(0, owed) / 100,
      };
    },
  };
}
export type PrintService = ReturnType<typeof createPrintService>;
