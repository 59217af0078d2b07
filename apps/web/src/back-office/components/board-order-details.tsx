import type { BoardOrder } from '@storefront/contract/admin';
import { dueLabel, londonClockLabel } from '@storefront/domain/due-time';
import { extrasText } from '@storefront/domain/extra-detail';
import { stageLabel } from '@storefront/domain/order-status';
import { formatPrice } from '../../lib/format';
import { stageOf } from '../utils/board-lanes';
const CHANNEL: Record<BoardOrder['OrderOption'], string> = {
  Delivery: 'Delivery',
  Pickup: 'Collection',
  EatIn: 'Eat in',
};
const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  });

/**
 * What a board card tells the kitchen about an order: number, where it is (in the status vocabulary, from the
 * same stage as its lane), timing, customer, lines and total.
 */
export function BoardOrderDetails({
  order,
  titleId,
  now,
  startsAt,
}: {
  order: BoardOrder;
  /** The heading's id, which names the card. */
  titleId: string;
  now: Date;
  startsAt: string | null;
}) {
  const stage = stageOf(order, now);
  return (
    <>
      <header className="order-card__head">
        <h3 id={titleId}>{order.OrderNumber}</h3>
        {order.TableNumber ? <strong className="order-card__table">Table {order.TableNumber}</strong> : null}
        <span className={`chip chip--${stage}`}>{stageLabel(stage, order.OrderOption)}</span>
      </header>
      {order.Branch ? <p className="order-card__branch">{order.Branch.Name}</p> : null}
      <OrderTiming order={order} now={now} />
      {startsAt ? <p className="order-card__start">{startsAt}</p> : null}
      <p className="order-card__customer">
        {order.CustomerName}
        {order.CustomerPhone ? (
          <>
            {' · '}
            <a href={`tel:${order.CustomerPhone.replace(/\s+/g, '')}`}>{order.CustomerPhone}</a>
          </>
        ) : null}
      </p>
      <OrderLines lines={order.Lines} />
      {order.Notes ? <p className="order-card__notes">Note: {order.Notes}</p> : null}
      {order.Address ? (
        <p className="order-card__meta">
          {order.Address.Line1}, {order.Address.Town} {order.Address.Postcode}
        </p>
      ) : null}
      <p className="order-card__total">
        <strong>{formatPrice(order.Total)}</strong>{' '}
        {order.PaymentMethod === 'Card'
          ? `paid by card${order.Refunded > 0 ? `, ${formatPrice(order.Refunded)} refunded` : ''}`
          : 'to pay'}
      </p>
    </>
  );
}

/** The channel, when it was placed, when it is due and, once accepted, when it should be ready. */
function OrderTiming({ order, now }: { order: BoardOrder; now: Date }) {
  return (
    <p className="order-card__meta">
      {CHANNEL[order.OrderOption]} · placed {time(order.CreatedAt)}
      {/* When the kitchen owes it (issue 19): an ASAP order placed while closed is due at opening, not now. */}
      {order.DueAt ? (
        <>
          {' · '}
          <strong className="order-card__due">
            {dueLabel(new Date(order.DueAt), Boolean(order.ScheduledFor), now).label}
          </strong>
        </>
      ) : order.ScheduledFor ? (
        ` · for ${time(order.ScheduledFor)}`
      ) : (
        ''
      )}
      {order.ReadyBy && order.Status === 'Accepted'
        ? ` · ready by ${londonClockLabel(new Date(order.ReadyBy), now)}`
        : ''}
    </p>
  );
}

function OrderLines({ lines }: { lines: BoardOrder['Lines'] }) {
  return (
    <ul className="order-card__lines">
      {lines.map((line, index) => (
        <li key={index}>
          <span>
            {line.Quantity} × {line.Title}
            {line.ExtraDetail.length > 0 ? <small> ({extrasText(line.ExtraDetail)})</small> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
