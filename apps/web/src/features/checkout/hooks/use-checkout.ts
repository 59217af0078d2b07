import { useMemo, useState } from 'react';
import { largeDishLines } from '@storefront/domain/cart';
import { deliveryTerms } from '@storefront/domain/delivery-fee';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { ApiError } from '../../../lib/api-client';
import { useLocation } from '../../../lib/router';
import { useOrderConfig } from '../../../lib/queries/order-config';
import { useCart } from '../../../lib/cart-store';
import { useVisitor } from '../../../lib/visitor';
import { useQuote } from '../api/checkout-api';
import { isLinesProblem, sortQuoteProblems } from '../utils/checkout-problems';
import { orderLines } from '../utils/order-lines';
import { useCheckoutBranch } from './use-checkout-branch';
import { useCheckoutForm } from './use-checkout-form';
import { useCheckoutPayment } from './use-checkout-payment';
import { useCheckoutRules } from './use-checkout-rules';
import { useCheckoutType } from './use-checkout-type';
import { usePlaceOrder } from './use-place-order';

/**
 * Everything the checkout shows and does, for its sections to render: the cart as order lines, the delivery
 * type and times on offer (kept current: busy mode, full slots and paused channels change them), the form,
 * the summary priced by the server's quote, and placing the order with the server's problems mapped back to
 * the fields they are about.
 */
export function useCheckout(brand: string, config: WebCustomerConfig) {
  const { search } = useLocation();
  const training = new URLSearchParams(search).get('training') === 'true';
  const visitor = useVisitor(brand);
  const cart = useCart(brand);
  const lines = useMemo(() => orderLines(cart), [cart]);
  // Kept current while open: busy mode, full slots and paused channels change what can be offered.
  const orderConfig = useOrderConfig(brand, { live: true });
  const how = useCheckoutType(brand, config, lines.length > 0);
  const { type, option, amendingId, amending } = how;
  const needs = { guest: visitor.kind !== 'customer', address: type === 'Home' };
  const payment = useCheckoutPayment(brand, amendingId);
  const { form, when, slot, postcode } = useCheckoutForm(brand, needs);
  const branch = useCheckoutBranch(brand, type, amendingId !== null, {
    placed: amending.data?.Branch?.BranchId,
    // A delivery is made at the branch of the area serving the postcode (ADR 0046).
    area:
      type === 'Home' && orderConfig.data && postcode.length >= 5
        ? deliveryTerms(orderConfig.data, postcode).branchId
        : null,
    table: how.tableBranch,
  });

  const quote = useQuote(
    lines.length === 0
      ? null
      : {
          BrandFlavor: brand,
          OrderOption: option,
          Lines: lines,
          ...(type === 'Home' && postcode.length >= 5 ? { Postcode: postcode } : {}),
          // Lines are checked against their menu hours at the time the order would be due.
          ...(when === 'later' && slot ? { ScheduledFor: slot } : {}),
          // A changed order keeps its branch: the quote checks it as the amendment will.
          ...(branchIdOf(branch.branchId, amending.data?.Branch) ?? {}),
          ...payment.discounts,
        },
  );
  const rules = useCheckoutRules(config, type, option, orderConfig.data, branch.schedule);

  // Placing takes what it needs of the order's type and the payment's choices.
  const place = usePlaceOrder(
    { brand, lines, needs, training, branchId: branch.branchId, ...how, ...payment },
    form,
  );
  const quoteProblems = quote.data?.Problems ?? [];
  const problems = sortQuoteProblems(quoteProblems, { postcodeField: needs.address && !amendingId });
  // What placing said about the lines (the quote marks them too once asked again).
  const placedLineProblems =
    place.error instanceof ApiError ? place.error.problems.filter(isLinesProblem) : [];
  // Unusual quantities are confirmed once; changing the lines asks again.
  const large = largeDishLines(cart.recipes);
  const [confirmedLarge, setConfirmedLarge] = useState('');
  const largeConfirmed = large.length === 0 || confirmedLarge === large.join('|');
  const canPlace =
    largeConfirmed &&
    lines.length > 0 &&
    !rules.blocked &&
    quoteProblems.length === 0 &&
    !quote.data?.AddMore &&
    (amendingId === null || amending.isSuccess);

  return {
    ...how,
    ...rules,
    training,
    visitor,
    cart,
    lines,
    needs,
    form,
    when,
    branch,
    payment,
    quote,
    problems,
    placedLineProblems,
    large: {
      lines: large,
      confirmed: largeConfirmed,
      confirm: (yes: boolean) => setConfirmedLarge(yes ? large.join('|') : ''),
    },
    onSubmit: form.handleSubmit((values) => place.mutate(values)),
    place,
    canPlace,
  };
}

/** The BranchId the quote sends: the one chosen, or the changed order's own. */
function branchIdOf(chosen: number | null, placed: { BranchId: number } | null | undefined) {
  const id = chosen ?? placed?.BranchId;
  return id === undefined ? null : { BranchId: id };
}

export type Checkout = ReturnType<typeof useCheckout>;
