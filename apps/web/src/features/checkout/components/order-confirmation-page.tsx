import { lazy, Suspense } from 'react';
import { useOrderUpdates } from '../../../lib/queries/order-updates';
import { Link } from '../../../lib/router';
import type { Order } from '@storefront/contract/order';
import { deliveryTypeOf, channelNoun } from '@storefront/domain/delivery-type';
import { orderDueLabel, orderStageOf } from '@storefront/domain/due-time';
import { extrasText } from '@storefront/domain/extra-detail';
import { isOpenStage } from '@storefront/domain/order-status';
import {
  FoodInfoFootnote,
  LineAllergens,
  YourAllergyNote,
  type NamedLabel,
} from '../../../components/food-info/line-allergens';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/error-message';
import { usePushOffered } from '../../../lib/push-support';
import { useBrandInfo } from '../../../lib/queries/brand-info';
import { formatPrice } from '../../../lib/format';
import { brandPath } from '../../../lib/links';
import { useVisitor } from '../../../lib/visitor';
import { useOrder } from '../api/checkout-api';
import { OrderTracker, useOrderClock } from './order-tracker';
import './checkout-page.css';
import './order-confirmation-page.css';

// Loaded only where the browser can be sent notifications (issue 35).
const OrderPushControl = lazy(async () => ({
  default: (await import('../../../components/push/order-push-control')).OrderPushControl,
}));

const PAYMENT_TEXT: Record<Order['PaymentMethod'], string> = {
  OnDelivery: 'Pay on delivery',
  OnCollection: 'Pay on collection',
  AtTable: 'Pay at the table',
  Card: 'Paid by card',
};

/** When the order is due, as the kitchen's board has it: 'ASAP · Due 11:30 tomorrow' (London time). */
function when(order: Order, now: Date): string {
  return orderDueLabel(order, now)?.label ?? 'ASAP · As soon as possible';
}

// The page's parts, each a plain view of the loaded order, so the page itself only loads and lays out.

/** The tick, the order number and the table; where the order is comes after it, in the tracker. */
function ConfirmationHead({ data }: { data: Order }) {
  return (
    <div className="confirmation__head">
      <span className="confirmation__tick" aria-hidden="true">
        ✓
      </span>
      <div>
        <h1 className="checkout__title">Thank you, your order has been placed</h1>
        <p className="confirmation__number">
          Order <strong>{data.OrderNumber}</strong>
          {data.Amended ? ' · changed' : ''}
          {data.Training ? ' · training order' : ''}
        </p>
        {data.Branch && data.OrderOption !== 'Delivery' ? (
          <p className="confirmation__table">
            {data.OrderOption === 'Pickup' ? 'Collect from' : 'At'} <strong>{data.Branch.Name}</strong>,{' '}
            {data.Branch.Address}
          </p>
        ) : null}
        {data.TableNumber ? (
          <p className="confirmation__table">
            Served to <strong>Table {data.TableNumber}</strong>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** When and where, how it is paid, and the notes. */
function ConfirmationDetails({ data, now }: { data: Order; now: Date }) {
  const noun = channelNoun(deliveryTypeOf(data.OrderOption));
  return (
    <section className="checkout__section" aria-labelledby="confirmation-details">
      <h2 id="confirmation-details" className="checkout__legend">
        {noun.charAt(0).toUpperCase() + noun.slice(1)}
      </h2>
      <p className="checkout__payment" data-testid="confirmation-due">
        {when(data, now)}
      </p>
      {data.Address ? (
        <p className="checkout__payment">
          {[data.Address.Line1, data.Address.Line2, data.Address.Town, data.Address.Postcode]
            .filter(Boolean)
            .join(', ')}
        </p>
      ) : null}
      <p className="checkout__payment">{PAYMENT_TEXT[data.PaymentMethod]}</p>
      {data.Notes ? <p className="checkout__payment">Notes: {data.Notes}</p> : null}
      <YourAllergyNote note={data.AllergyNote} />
      <p className="checkout__payment">We have emailed you a confirmation.</p>
    </section>
  );
}

/**
 * What was ordered, one line per item with its extras and its food information as ordered (allergens, the
 * labels it keeps, kcal), then the daily kcal statement and, for undeclared items, to ask the shop.
 */
function ConfirmationLines({
  lines,
  brandLabels,
}: {
  lines: Order['Lines'];
  brandLabels: readonly NamedLabel[] | undefined;
}) {
  return (
    <>
      <ul className="checkout__lines">
        {lines.map((line, index) => (
          <li key={index} className="checkout__line">
            <span className="checkout__line-qty">{line.Quantity} ×</span>
            <span className="checkout__line-title">
              {line.Title}
              {line.ExtraDetail.length > 0 ? (
                <span className="checkout__line-extras">{extrasText(line.ExtraDetail)}</span>
              ) : null}
              <LineAllergens
                info={line.FoodInfo}
                labels
                kcal
                quantity={line.Quantity}
                brandLabels={brandLabels}
              />
            </span>
            <span className="checkout__line-total">{formatPrice(line.TotalPrice)}</span>
          </li>
        ))}
      </ul>
      <FoodInfoFootnote infos={lines.map((line) => line.FoodInfo)} kcal />
    </>
  );
}

/** Subtotal, delivery, discount, total and, with a gift card, what it paid and what is left. */
function ConfirmationTotals({ data }: { data: Order }) {
  return (
    <dl className="checkout__totals">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatPrice(data.SubTotal)}</dd>
      </div>
      {data.DeliveryFee > 0 ? (
        <div>
          <dt>Delivery</dt>
          <dd>{formatPrice(data.DeliveryFee)}</dd>
        </div>
      ) : null}
      {data.Discount > 0 ? (
        <div>
          <dt>{data.PromoCode ? `Discount (${data.PromoCode})` : 'Discount'}</dt>
          <dd>−{formatPrice(data.Discount)}</dd>
        </div>
      ) : null}
      <div className="checkout__total">
        <dt>Total</dt>
        <dd>{formatPrice(data.Total)}</dd>
      </div>
      {data.GiftCardAmount ? (
        <>
          <div>
            <dt>Paid by gift card</dt>
            <dd data-testid="confirmation-gift-card">−{formatPrice(data.GiftCardAmount)}</dd>
          </div>
          <div className="checkout__total">
            <dt>{data.PaymentMethod === 'Card' ? 'Paid by card' : 'Left to pay'}</dt>
            <dd>{formatPrice(Math.max(0, Math.round((data.Total - data.GiftCardAmount) * 100) / 100))}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}

interface SummaryProps {
  brand: string;
  data: Order;
  /** A signed-in customer is offered their orders. */
  customer: boolean;
}

/** The order summary aside: lines, totals and the way on. */
function ConfirmationSummary({ brand, data, customer }: SummaryProps) {
  const brandLabels = useBrandInfo(brand).data?.DietaryLabels;
  return (
    <aside className="checkout__summary" aria-labelledby="confirmation-summary">
      <h2 id="confirmation-summary" className="checkout__summary-title">
        Your order
      </h2>
      <ConfirmationLines lines={data.Lines} brandLabels={brandLabels} />
      <ConfirmationTotals data={data} />
      {customer ? (
        <Link className={buttonClass('outline')} to={brandPath(brand, 'previous-order')}>
          See your orders
        </Link>
      ) : null}
      <Link className={buttonClass('primary')} to={brandPath(brand, 'home')}>
        Back to the home page
      </Link>
    </aside>
  );
}

/** The confirmation of a placed order: its number, status, what was ordered, totals and what happens next. */
export function OrderConfirmationPage({ brand, orderId }: { brand: string; orderId: number }) {
  const order = useOrder(orderId);
  const visitor = useVisitor(brand);
  const now = useOrderClock(order.data);
  const stage = order.data ? orderStageOf(order.data, now) : null;
  // The kitchen's moves show as they happen, while the order is still open.
  useOrderUpdates(stage && isOpenStage(stage) ? [orderId] : []);
  const pushOffered = usePushOffered();
  if (order.isPending)
    return (
      <div className="container checkout">
        <p role="status">Loading your order…</p>
      </div>
    );
  if (order.isError)
    return (
      <div className="container checkout">
        <h1 className="checkout__title">Your order</h1>
        <FormAlert message={errorMessage(order.error)} />
      </div>
    );
  const data = order.data;
  return (
    <div className="container checkout confirmation">
      <ConfirmationHead data={data} />
      <OrderTracker order={data} now={now} />
      {pushOffered && stage && isOpenStage(stage) ? (
        <Suspense fallback={null}>
          <OrderPushControl brand={brand} orderId={orderId} />
        </Suspense>
      ) : null}
      <div className="checkout__grid">
        <ConfirmationDetails data={data} now={now} />
        <ConfirmationSummary brand={brand} data={data} customer={visitor.kind === 'customer'} />
      </div>
    </div>
  );
}
