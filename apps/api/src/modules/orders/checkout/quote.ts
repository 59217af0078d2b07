import type { QuoteBody, QuoteResponse } from '@storefront/contract/order';
import { toPounds } from '@storefront/domain/money';
import type { z } from 'zod';
import type { BrandContext } from '../../brand/brand.service';
import { lineDto } from '../order-dto';
import type { OrderOwner } from '../order-owner';
import { firstWithRoom } from '../slots/order-slots';
import { createOrderSlotsRepository } from '../slots/order-slots.repository';
import { createOrdersRepository } from '../orders.repository';
import type { CheckoutDeps } from './checkout-deps';
import { checkOrder } from './order-checks';
import { discountFor, giftCardFor } from './tenders';

type QuoteInput = z.output<typeof QuoteBody>;

/**
 * The checkout's summary: the cart priced and checked exactly as placement would, without writing anything.
 * What would refuse the order comes back as problems rather than an error, so the screen can show them beside
 * the lines; a closed checkout or stopped channel is still a 409.
 */
export async function quote(
  deps: CheckoutDeps,
  brand: BrandContext,
  body: QuoteInput,
  owner: OrderOwner | null,
): Promise<QuoteResponse['Data']> {
  const at = deps.now();
  let earliest: Date | undefined;
  // As soon as possible at the order's branch, under a capacity in a slot with room.
  const asap = async (from: Date) =>
    (earliest ??= await firstWithRoom(createOrderSlotsRepository(deps.db), brand, from));
  // Lines are checked against the menu hours at the time the order would be due: the chosen time, or ASAP's.
  const { draft, issues: problems } = await checkOrder(
    brand,
    createOrdersRepository(deps.db),
    {
      option: body.OrderOption,
      lines: body.Lines,
      area: body.OrderOption === 'Delivery' ? { kind: 'postcode', postcode: body.Postcode } : undefined,
      branchId: body.BranchId,
      schedule: { kind: 'chosen', at: body.ScheduledFor },
      servedAt: async (scheduled, from) => scheduled ?? (await asap(from)),
      minimum: 'note',
    },
    at,
  );
  const fee = draft.delivery?.feePence ?? 0;
  const discount = await discountFor(deps.discounts, brand, {
    customerId: owner?.kind === 'customer' ? owner.customer.customerId : null,
    guestEmail: null,
    option: body.OrderOption,
    subtotalPence: draft.subtotalPence,
    promoCode: body.PromoCode,
    redeemPoints: body.RedeemPoints,
    at: deps.now(),
  });
  problems.push(...discount.problems);
  const due = draft.subtotalPence + fee - discount.discountPence;
  const gift = body.GiftCardCode ? await giftCardFor(deps.giftCards, brand, body.GiftCardCode, due) : null;
  if (gift) problems.push(...gift.problems);
  const tender = gift?.tender ?? null;
  return {
    Lines: draft.priced.map((l) => lineDto({ ...l, totalPence: l.unitPence * l.quantity })),
    SubTotal: toPounds(draft.subtotalPence),
    DeliveryFee: toPounds(fee),
    Discount: toPounds(discount.discountPence),
    Total: toPounds(due),
    Promo: discount.promo && {
      Code: discount.promo.code,
      Description: discount.promo.label,
      Discount: toPounds(discount.promo.pence),
    },
    Points: discount.points && { Points: discount.points.points, Discount: toPounds(discount.points.pence) },
    GiftCard: tender && {
      Code: tender.code,
      Amount: toPounds(tender.pence),
      BalanceAfter: toPounds(tender.balanceAfterPence),
    },
    ToPay: toPounds(due - (tender?.pence ?? 0)),
    MinimumOrder: toPounds(draft.delivery?.minimumPence ?? 0),
    AddMore: draft.delivery?.message ?? null,
    Problems: problems,
    EarliestTime: (await asap(draft.asap)).toISOString(),
  };
}
