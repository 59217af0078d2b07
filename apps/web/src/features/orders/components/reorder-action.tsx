import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '../../../lib/router';
import type { Order } from '@storefront/contract/order';
import type { CartChange, CartLine } from '@storefront/domain/cart';
import { toOrderOption } from '@storefront/domain/delivery-type';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { formatPrice } from '../../../lib/format';
import { local } from '../../../lib/storage';
import { reorder } from '../api/reorder';
import { afterRefresh } from '../../../lib/retry';
import { cartLineFor, refusalReason } from '../utils/reorder-lines';

/** Puts a line in the cart (the app hands in the cart feature's add). */
export type AddToCart = (line: CartLine) => CartChange<CartLine>;

interface Outcome {
  added: { title: string; quantity: number; notes: string[] }[];
  skipped: { title: string; quantity: number; reason: string }[];
}

/** Adds what the server offers back, line by line, and keeps every line that did not make it with its reason. */
function rebuild(data: Awaited<ReturnType<typeof reorder>>, addToCart: AddToCart): Outcome {
  const outcome: Outcome = {
    added: [],
    skipped: data.Skipped.map((s) => ({ title: s.Title, quantity: s.Quantity, reason: s.Reason })),
  };
  for (const line of data.Lines) {
    const change = addToCart(cartLineFor(line));
    if (!change.ok) {
      outcome.skipped.push({
        title: line.Title,
        quantity: line.Quantity,
        reason: refusalReason(change.reason),
      });
      continue;
    }
    const notes = line.Note ? [line.Note] : [];
    if (line.UnitPrice !== line.PreviousUnitPrice)
      notes.push(`now ${formatPrice(line.UnitPrice)} each (was ${formatPrice(line.PreviousUnitPrice)})`);
    outcome.added.push({ title: line.Title, quantity: line.Quantity, notes });
  }
  return outcome;
}

/**
 * One-click reorder (issue 5): the server reprices the order from today's catalogue for the delivery type
 * now chosen, the lines go into the cart, and the customer reads what was added, what changed and what could
 * not come back, with the reason.
 */
export function ReorderAction({
  brand,
  order,
  addToCart,
  checkoutPath,
}: {
  brand: string;
  order: Order;
  addToCart: AddToCart;
  checkoutPath: string;
}) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const again = useMutation({ mutationFn: reorder, ...afterRefresh });
  const resultId = `reorder-${order.OrderId}`;
  const run = () => {
    setOutcome(null);
    again.mutate(
      { brand, orderId: order.OrderId, orderOption: toOrderOption(local.get('deliveryType')) },
      { onSuccess: (data) => setOutcome(rebuild(data, addToCart)) },
    );
  };

  return (
    <>
      <button
        type="button"
        className={buttonClass('primary', 'reorder__button')}
        onClick={run}
        disabled={again.isPending}
        aria-describedby={outcome || again.isError ? resultId : undefined}
      >
        {again.isPending ? 'Adding to cart…' : 'Reorder'}
      </button>
      <div id={resultId} className="reorder__result" role="status">
        {again.isError ? <p className="reorder__error">{errorMessage(again.error)}</p> : null}
        {outcome ? <ReorderOutcome outcome={outcome} checkoutPath={checkoutPath} /> : null}
      </div>
    </>
  );
}

/** What went into the cart (and what changed), what could not and why, and the way to the checkout. */
function ReorderOutcome({ outcome, checkoutPath }: { outcome: Outcome; checkoutPath: string }) {
  const addedCount = outcome.added.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className="reorder__outcome">
      {outcome.added.length > 0 ? (
        <>
          <p className="reorder__added">
            {addedCount} {addedCount === 1 ? 'item' : 'items'} added to your cart.
          </p>
          {outcome.added.some((line) => line.notes.length > 0) ? (
            <ul className="reorder__notes">
              {outcome.added
                .filter((line) => line.notes.length > 0)
                .map((line) => (
                  <li key={line.title}>
                    <strong>{line.title}</strong>: {line.notes.join('; ')}
                  </li>
                ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p className="reorder__none">Nothing from this order can be added to your cart now.</p>
      )}
      {outcome.skipped.length > 0 ? (
        <>
          <p className="reorder__skipped-title">Not added:</p>
          <ul className="reorder__skipped">
            {outcome.skipped.map((line) => (
              <li key={`${line.title}-${line.reason}`}>
                <strong>
                  {line.quantity} × {line.title}
                </strong>
                : {line.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {outcome.added.length > 0 ? (
        <Link className={buttonClass('secondary', 'reorder__checkout')} to={checkoutPath}>
          Go to checkout
        </Link>
      ) : null}
    </div>
  );
}
