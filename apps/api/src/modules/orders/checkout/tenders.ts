import type { OrderOption } from '@storefront/contract/catalog';
import { ORDER_PATHS } from '@storefront/contract/order-problems';
import type { FieldError } from '@storefront/contract/envelope';
import type { DbOrTx } from '../../../db/client';
import type { BrandContext } from '../../brand/brand.service';

/** What a promo code and rewards points take off an order, as the loyalty module computed it. */
export interface OrderDiscount {
  /** Pence off the subtotal in all (never more than it). */
  discountPence: number;
  promo: { code: string; label: string; pence: number } | null;
  points: { points: number; pence: number } | null;
  /** Why a code or a redemption is refused (body.PromoCode, body.RedeemPoints). */
  problems: FieldError[];
}

export interface OrderDiscountInput {
  customerId: number | null;
  guestEmail: string | null;
  option: OrderOption;
  subtotalPence: number;
  promoCode: string | undefined;
  redeemPoints: number | undefined;
  at: Date;
}

/**
 * Promo codes and rewards points (the loyalty module). `evaluate` reads only (quote and placement compute the
 * same figures); `claim` runs in the order's transaction and records the code's use and the points spent with
 * atomic conditional writes, throwing (409) when a limit was reached meanwhile, which rolls the order back.
 */
export interface OrderDiscounts {
  evaluate(brand: BrandContext, input: OrderDiscountInput): Promise<OrderDiscount>;
  claim(
    tx: DbOrTx,
    brand: BrandContext,
    input: OrderDiscountInput & { orderId: number },
    discount: OrderDiscount,
  ): Promise<void>;
}

export const NO_DISCOUNT: OrderDiscount = { discountPence: 0, promo: null, points: null, problems: [] };

/** What a gift card pays of an order (the gift cards module), evaluated before the order is written. */
export interface OrderGiftCardTender {
  id: number;
  code: string;
  pence: number;
  balanceAfterPence: number;
}

/**
 * Gift cards as a way to pay (the gift cards module): `evaluate` reads only; `claim` spends from the card in
 * the order's transaction with a conditional update (409 when its balance fell meanwhile, rolling the order
 * back); `reconcile` gives back what a cancelled or cheaper order no longer takes.
 */
export interface OrderGiftCards {
  evaluate(
    brand: BrandContext,
    code: string,
    duePence: number,
  ): Promise<{ tender: OrderGiftCardTender | null; problems: FieldError[] }>;
  claim(tx: DbOrTx, brand: BrandContext, orderId: number, tender: OrderGiftCardTender): Promise<void>;
  reconcile(tx: DbOrTx, brandId: number, orderId: number): Promise<void>;
}

/** The promo code's and points' discount of an order (read only); refused when discounts are not wired in. */
export async function discountFor(
  discounts: OrderDiscounts | undefined,
  brand: BrandContext,
  input: OrderDiscountInput,
): Promise<OrderDiscount> {
  if (input.promoCode === undefined && !input.redeemPoints) return NO_DISCOUNT;
  if (discounts) return discounts.evaluate(brand, input);
  return {
    ...NO_DISCOUNT,
    problems: [{ Path: ORDER_PATHS.promoCode, Message: 'Promo codes and points are not taken here' }],
  };
}

/** What a gift card would pay of `duePence` now (read only); refused when gift cards are not wired in. */
export async function giftCardFor(
  giftCards: OrderGiftCards | undefined,
  brand: BrandContext,
  code: string,
  duePence: number,
): Promise<{ tender: OrderGiftCardTender | null; problems: FieldError[] }> {
  if (!giftCards)
    return {
      tender: null,
      problems: [{ Path: ORDER_PATHS.giftCardCode, Message: 'Gift cards are not taken here' }],
    };
  return giftCards.evaluate(brand, code, duePence);
}
