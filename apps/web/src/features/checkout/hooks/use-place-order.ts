import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { OrderOption } from '@storefront/contract/catalog';
import type { OrderLineInput, OrderResponse, PlaceOrderBody } from '@storefront/contract/order';
import { ORDER_PATHS } from '@storefront/contract/order-problems';
import type { DeliveryType } from '@storefront/domain/delivery-type';
import { ApiError } from '../../../lib/api-client';
import { brandPath } from '../../../lib/links';
import { useNavigate } from '../../../lib/router';
import { brandLocal, brandSession } from '../../../lib/brand-storage';
import { orderConfigQueryOptions } from '../../../lib/queries/order-config';
import { clearCart } from '../../../lib/cart-store';
import { submitOrder } from '../api/checkout-api';
import type { CheckoutNeeds, CheckoutValues } from '../utils/checkout-form';
import { isLinesProblem, problemField } from '../utils/checkout-problems';
import { createAttemptKeys } from '../utils/idempotency';

/** What placing (or changing) the order sends besides the form's values. */
export interface PlaceOrderInput {
  brand: string;
  lines: OrderLineInput[];
  type: DeliveryType;
  option: OrderOption;
  needs: CheckoutNeeds;
  amendingId: number | null;
  training: boolean;
  table: number | null;
  /** The branch chosen (collection, eat-in), or null where the server names it. */
  branchId: number | null;
  byCard: boolean;
  /** The promo code, points and gift card the quote priced (none when changing an order). */
  discounts: Pick<PlaceOrderBody, 'PromoCode' | 'RedeemPoints' | 'GiftCardCode'>;
}

/** The place-order body of the form's values: the guest and address only where this order needs them. */
function placeBody(
  input: PlaceOrderInput,
  values: CheckoutValues,
  notes: string | undefined,
): PlaceOrderBody {
  const { brand, option, lines, needs, training, type, table, branchId, byCard, discounts } = input;
  return {
    BrandFlavor: brand,
    OrderOption: option,
    Lines: lines,
    ...(needs.guest ? { Guest: values.guest } : {}),
    ...(needs.address
      ? {
          Address: {
            Line1: values.address.Line1,
            ...(values.address.Line2?.trim() ? { Line2: values.address.Line2 } : {}),
            Town: values.address.Town,
            Postcode: values.address.Postcode,
          },
        }
      : {}),
    ScheduledFor: values.when === 'later' ? values.slot : null,
    ...(notes ? { Notes: notes } : {}),
    ...(values.allergyNote?.trim() ? { AllergyNote: values.allergyNote.trim() } : {}),
    Training: training,
    ...(type === 'EatIn' && table !== null ? { TableNumber: table } : {}),
    ...(branchId !== null ? { BranchId: branchId } : {}),
    ...(byCard ? { PaymentMethod: 'Card' as const } : {}),
    ...discounts,
  };
}

/**
 * Places the order, or changes the one in the session (amends). Each attempt sends an idempotency key, so a
 * retry never orders twice. A card order goes on to the pay screen; any other empties the cart and shows its
 * confirmation. Problems the server finds go beside their fields.
 */
export function usePlaceOrder(input: PlaceOrderInput, form: UseFormReturn<CheckoutValues>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const attempts = useRef(createAttemptKeys());
  const { brand, lines, amendingId, needs } = input;

  const placed = (response: OrderResponse, values: CheckoutValues) => {
    attempts.current.reset();
    const order = response.Data;
    // The confirmation shows this answer at once (and never an older copy of a changed order).
    queryClient.setQueryData(['order', order.OrderId], order);
    if (order.GuestSession) brandSession(brand).set('access_token', order.GuestSession);
    if (needs.guest) {
      const own = brandLocal(brand);
      own.set('guestEmail', values.guest.Email);
      own.set('guestFirstName', values.guest.FirstName);
      own.set('guestLastName', values.guest.LastName);
      own.set('guestContact', values.guest.Mobile);
    }
    // A card order waits for its payment: the cart stays until the pay screen's payment goes through.
    if (order.Status === 'PendingPayment') {
      void navigate(brandPath(brand, `pay?orderId=${order.OrderId}`), { replace: true });
      return;
    }
    clearCart(brand);
    void navigate(brandPath(brand, `order-confirmation/${order.OrderId}`), { replace: true });
  };

  const refused = (error: Error) => {
    // Field problems go next to their fields; the rest shows above the button.
    if (!(error instanceof ApiError)) return;
    // A line refused as the order stands (not served at its time any more): mark it as the quote does.
    if (error.problems.some(isLinesProblem))
      void queryClient.invalidateQueries({ queryKey: ['order-quote'] });
    // A time now too soon (busy mode) or a full slot: offer the times as they are now.
    if (error.problems.some((p) => p.Path === ORDER_PATHS.scheduledFor))
      void queryClient.invalidateQueries({ queryKey: orderConfigQueryOptions(brand).queryKey });
    for (const problem of error.problems) {
      const field = problemField(problem.Path);
      if (field) form.setError(field, { message: problem.Message });
    }
  };

  return useMutation({
    mutationFn: (values: CheckoutValues) => {
      const notes = values.notes?.trim() || undefined;
      if (amendingId)
        return submitOrder(
          { kind: 'amend', body: { BrandFlavor: brand, OrderId: amendingId, Lines: lines, Notes: notes } },
          attempts.current.keyFor({ amendingId, lines, notes }),
        );
      const body = placeBody(input, values, notes);
      return submitOrder({ kind: 'place', body }, attempts.current.keyFor(body));
    },
    onSuccess: placed,
    onError: refused,
  });
}
