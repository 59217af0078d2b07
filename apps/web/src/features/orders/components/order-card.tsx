import type { ReactNode } from 'react';
import type { Order } from '@storefront/contract/order';
import { orderDueLabel } from '@storefront/domain/due-time';
import { extrasText } from '@storefront/domain/extra-detail';
import {
  FoodInfoFootnote,
  LineAllergens,
  YourAllergyNote,
} from '../../../components/food-info/line-allergens';
import { formatPrice } from '../../../lib/format';
import { formatOrderTime, itemCount, orderOptionLabel, orderStatus } from '../utils/order-display';

const PAYMENT: Record<Order['PaymentMethod'], string> = {
  OnDelivery: 'Pay on delivery',
  OnCollection: 'Pay on collection',
  AtTable: 'Pay at the table',
  Card: 'Card',
};

/**
 * One previous order: number, status, when it was placed and is due, how, what and how much; `actions` go in
 * its foot.
 */
export function OrderCard({ order, actions }: { order: Order; actions?: ReactNode }) {
  const now = new Date();
  const status = orderStatus(order, now);
  const due = orderDueLabel(order, now);
  const titleId = `order-${order.OrderId}`;
  const count = itemCount(order);
  return (
    <article className="order-card" aria-labelledby={titleId}>
      <header className="order-card__head">
        <div className="order-card__heading">
          <h2 id={titleId} className="order-card__number">
            Order {order.OrderNumber}
          </h2>
          <p className="order-card__meta">
            <time dateTime={order.CreatedAt}>{formatOrderTime(order.CreatedAt)}</time>
            <span aria-hidden="true"> · </span>
            {orderOptionLabel(order.OrderOption)}
            <span aria-hidden="true"> · </span>
            {count} {count === 1 ? 'item' : 'items'}
          </p>
          {due ? (
            <p className="order-card__due">
              <time dateTime={order.DueAt ?? order.ScheduledFor ?? undefined}>{due.label}</time>
            </p>
          ) : null}
        </div>
        <p className="order-card__badges">
          <span className={`order-status order-status--${status.tone}`}>
            <span className="visually-hidden">Status: </span>
            {status.label}
          </span>
          {order.Training ? <span className="order-flag">Training</span> : null}
          {order.Amended ? <span className="order-flag">Amended</span> : null}
        </p>
      </header>
      {order.Status === 'Cancelled' && order.StatusReason ? (
        <p className="order-card__reason">{order.StatusReason}</p>
      ) : null}

      <OrderLines order={order} />

      <OrderTotals order={order} />

      <footer className="order-card__foot">
        <p className="order-card__payment">{PAYMENT[order.PaymentMethod]}</p>
        {actions}
      </footer>
    </article>
  );
}

/**
 * The order's lines with what each contained as ordered, and the allergy note sent with it. Where the shop
 * declares none of its dishes nothing is said of allergens; where it declares some, the card says once to
 * ask about the lines without them.
 */
function OrderLines({ order }: { order: Order }) {
  const infos = order.Lines.map((line) => line.FoodInfo);
  return (
    <>
      <ul className="order-card__lines" aria-label={`Items of order ${order.OrderNumber}`}>
        {order.Lines.map((line, index) => (
          <li key={`${line.ItemId}-${index}`} className="order-line">
            <span className="order-line__quantity">
              {line.WeightKg ? `${line.WeightKg} kg` : `${line.Quantity} ×`}
            </span>
            <span className="order-line__what">
              <span className="order-line__title">{line.Title}</span>
              {line.ExtraDetail.length > 0 ? (
                <span className="order-line__extras">{extrasText(line.ExtraDetail)}</span>
              ) : null}
              <LineAllergens info={line.FoodInfo} />
            </span>
            <span className="order-line__price">{formatPrice(line.TotalPrice)}</span>
          </li>
        ))}
      </ul>
      {infos.some(Boolean) ? <FoodInfoFootnote infos={infos} /> : null}
      <YourAllergyNote note={order.AllergyNote} />
    </>
  );
}

/** The total, with the subtotal, delivery and discount that make it when there are any. */
function OrderTotals({ order }: { order: Order }) {
  return (
    <dl className="order-card__totals">
      {order.DeliveryFee > 0 || order.Discount > 0 ? (
        <div>
          <dt>Subtotal</dt>
          <dd>{formatPrice(order.SubTotal)}</dd>
        </div>
      ) : null}
      {order.DeliveryFee > 0 ? (
        <div>
          <dt>Delivery</dt>
          <dd>{formatPrice(order.DeliveryFee)}</dd>
        </div>
      ) : null}
      {order.Discount > 0 ? (
        <div>
          <dt>Discount</dt>
          <dd>−{formatPrice(order.Discount)}</dd>
        </div>
      ) : null}
      <div className="order-card__total">
        <dt>Total</dt>
        <dd>{formatPrice(order.Total)}</dd>
      </div>
    </dl>
  );
}
