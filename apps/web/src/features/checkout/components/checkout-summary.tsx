import type { UseQueryResult } from '@tanstack/react-query';
import type { OrderLineInput, QuoteResponse } from '@storefront/contract/order';
import type { DeliveryType } from '@storefront/domain/delivery-type';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { brandPath } from '../../../lib/links';
import { Link } from '../../../lib/router';
import type { CartLines } from '../../../lib/cart-store';
import type { OrderProblem, QuoteProblems } from '../utils/checkout-problems';
import { CheckoutLargeLines } from './checkout-large-lines';
import { CheckoutSummaryLines, CheckoutTotals } from './checkout-summary-lines';

type Quote = QuoteResponse['Data'];

interface CheckoutSummaryProps {
  brand: string;
  type: DeliveryType;
  lines: OrderLineInput[];
  cart: CartLines;
  quote: Pick<UseQueryResult<Quote>, 'data' | 'isPending' | 'isError' | 'error'>;
  problems: QuoteProblems;
  /** What placing said about the lines. */
  placedLineProblems: OrderProblem[];
  /** Why the order being changed could not be loaded; null when it loaded or none is being changed. */
  amendError: Error | null;
  onNewOrder: () => void;
  /** Why placing failed; problems of fields show beside them instead. */
  placeError: Error | null;
  placing: boolean;
  canPlace: boolean;
  /** Dish lines of unusual size, asked about before the order can be placed. */
  large: { lines: readonly string[]; confirmed: boolean; confirm: (yes: boolean) => void };
  amending: boolean;
  byCard: boolean;
}

/**
 * The order beside the form: its lines and totals as the server's quote priced them, what stands in the way
 * of placing it (the minimum order, lines not served as it stands, a postcode not served), and the button.
 */
export function CheckoutSummary(props: CheckoutSummaryProps) {
  const { brand, type, lines, cart, quote, problems, placedLineProblems, amendError, placeError } = props;
  const { placing, canPlace, amending, byCard } = props;
  return (
    <aside className="checkout__summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout__summary-title">
        Your order
      </h2>
      {quote.isPending ? <p role="status">Working out your total…</p> : null}
      {quote.isError ? <FormAlert message={errorMessage(quote.error)} /> : null}
      {quote.data ? (
        <>
          <CheckoutSummaryLines
            brand={brand}
            lines={lines}
            cart={cart}
            priced={quote.data.Lines}
            lineProblems={problems.lines}
          />
          <CheckoutTotals quote={quote.data} type={type} />
          {quote.data.AddMore ? (
            <p className="checkout__add-more" role="status">
              {quote.data.AddMore}
            </p>
          ) : null}
          {problems.other.map((p) => (
            <p key={p.Path} className="checkout__problem" role="alert">
              {p.Message}
            </p>
          ))}
        </>
      ) : null}
      {problems.lines.size > 0 ? (
        <p className="checkout__problem" role="alert">
          The marked items can’t be ordered as your order stands: remove them, or change when or how you
          order.
        </p>
      ) : null}
      {placedLineProblems.map((p) => (
        <p key={`placed-${p.Path}`} className="checkout__problem" role="alert">
          {p.Message}
        </p>
      ))}
      {amendError ? (
        <FormAlert message={`The order to change could not be loaded: ${errorMessage(amendError)}`}>
          <button type="button" className={buttonClass('outline')} onClick={props.onNewOrder}>
            Place a new order instead
          </button>
        </FormAlert>
      ) : null}
      {placeError && !(placeError instanceof ApiError && placeError.problems.length > 0) ? (
        <FormAlert message={errorMessage(placeError)} />
      ) : null}
      <CheckoutLargeLines
        lines={props.large.lines}
        confirmed={props.large.confirmed}
        onConfirm={props.large.confirm}
      />
      <button
        type="submit"
        className={buttonClass('primary', 'checkout__place')}
        disabled={!canPlace || placing}
        aria-disabled={!canPlace || placing}
      >
        {placing
          ? 'Placing your order…'
          : amending
            ? 'Change my order'
            : byCard
              ? 'Continue to payment'
              : 'Place order'}
      </button>
      <Link className="checkout__back" to={brandPath(brand, 'menu')}>
        Add more items
      </Link>
    </aside>
  );
}
