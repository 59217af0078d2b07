import { useId, useState, type FormEvent } from 'react';
import type { BoardOrder } from '@storefront/contract/admin';
import { dueLabel, londonClockLabel } from '@storefront/domain/due-time';
import { buttonClass } from '../../components/ui/button';
import { errorMessage } from '../../lib/error-message';
import { formatPrice } from '../../lib/format';
import { useOrderAction, type BoardAction } from '../api/board';
import { PrintButtons } from './print/print-buttons';
import { AcceptOrderForm } from './accept-order-form';

const STATUS: Record<BoardOrder['Status'], string> = {
  PendingPayment: 'Awaiting payment',
  Placed: 'New',
  Accepted: 'Preparing',
  Ready: 'Ready',
  OutForDelivery: 'Out for delivery',
  Completed: 'Completed',
  Cancelled: 'Rejected',
};
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

/** A text field of a submitted form ('' when absent). */
const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** One order on the board, with the moves its status allows. */
export function BoardOrderCard({
  brand,
  order,
  isNew,
  onSeen,
  canRefund = false,
  now = new Date(),
  startsAt = null,
}: {
  brand: string;
  order: BoardOrder;
  isNew: boolean;
  /** The board's clock (it ticks each minute, and when an order's start time arrives). */
  now?: Date;
  /** The "Later" lane's countdown to when the kitchen should start ('Start 10:40 · in 8 h'). */
  startsAt?: string | null;
  /** Owners refund card payments from the board (the server checks the role too). */
  canRefund?: boolean;
  onSeen: () => void;
}) {
  const action = useOrderAction(brand);
  const [rejecting, setRejecting] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [amountError, setAmountError] = useState<string | null>(null);
  const id = useId();
  const run = (next: BoardAction) => {
    onSeen();
    action.mutate(
      { orderId: order.OrderId, action: next },
      {
        onSuccess: () => {
          setRejecting(false);
          setRefunding(false);
        },
      },
    );
  };
  const refundablePence = Math.round(order.Paid * 100) - Math.round(order.Refunded * 100);
  const refund = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = field(form, 'amount').replace(/^£/, '').trim();
    const pence = /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : NaN;
    if (!Number.isFinite(pence) || pence <= 0)
      return setAmountError('Enter an amount in pounds and pence, such as 4.50');
    if (pence > refundablePence)
      return setAmountError(`At most ${formatPrice(refundablePence / 100)} can be refunded`);
    setAmountError(null);
    run({
      kind: 'refund',
      ...(pence === refundablePence ? {} : { AmountPence: pence }),
      Reason: field(form, 'refund-reason'),
    });
  };
  const reject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = new FormData(event.currentTarget).get('reason');
    run({ kind: 'reject', Reason: typeof reason === 'string' ? reason : '' });
  };
  const open = !['Completed', 'Cancelled'].includes(order.Status);

  return (
    <article
      className={`order-card${isNew ? ' order-card--new' : ''}`}
      aria-labelledby={`${id}-title`}
      data-order-id={order.OrderId}
    >
      <header className="order-card__head">
        <h3 id={`${id}-title`}>{order.OrderNumber}</h3>
        {order.TableNumber ? <strong className="order-card__table">Table {order.TableNumber}</strong> : null}
        <span className={`chip chip--${order.Status}`}>{STATUS[order.Status]}</span>
      </header>
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
      <ul className="order-card__lines">
        {order.Lines.map((line, index) => (
          <li key={index}>
            <span>
              {line.Quantity} × {line.Title}
              {line.ExtraDetail.length > 0 ? (
                <small> ({line.ExtraDetail.map((e) => e.ExtraTitle).join(', ')})</small>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
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
      <PrintButtons order={order} />
      {order.Status === 'Cancelled' && order.StatusReason ? (
        <p className="order-card__meta">Reason: {order.StatusReason}</p>
      ) : null}

      {open ? (
        <div className="order-card__actions">
          {order.Status === 'Placed' && !rejecting ? (
            <AcceptOrderForm
              order={order}
              now={now}
              pending={action.isPending}
              onAccept={(body) => run({ kind: 'accept', ...body })}
            />
          ) : null}
          {order.Status === 'Accepted' ? (
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={action.isPending}
              onClick={() =>
                run({ kind: 'status', Status: order.OrderOption === 'Delivery' ? 'OutForDelivery' : 'Ready' })
              }
            >
              {order.OrderOption === 'Delivery' ? 'Out for delivery' : 'Mark ready'}
            </button>
          ) : null}
          {order.Status === 'Ready' || order.Status === 'OutForDelivery' ? (
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={action.isPending}
              onClick={() => run({ kind: 'status', Status: 'Completed' })}
            >
              Complete
            </button>
          ) : null}
          {rejecting ? (
            <form onSubmit={reject} className="order-card__reject">
              <label htmlFor={`${id}-reason`}>Reason for the customer</label>
              <input id={`${id}-reason`} name="reason" required minLength={3} maxLength={300} />
              <div className="order-card__row">
                <button type="submit" className={buttonClass('primary')} disabled={action.isPending}>
                  Reject order
                </button>
                <button type="button" className={buttonClass('outline')} onClick={() => setRejecting(false)}>
                  Keep
                </button>
              </div>
            </form>
          ) : order.Status === 'Placed' || order.Status === 'Accepted' ? (
            <button type="button" className={buttonClass('outline')} onClick={() => setRejecting(true)}>
              Reject…
            </button>
          ) : null}
        </div>
      ) : null}
      {canRefund && refundablePence > 0 ? (
        refunding ? (
          <form onSubmit={refund} className="order-card__reject" noValidate>
            <label htmlFor={`${id}-amount`}>Refund to the card (£)</label>
            <input
              id={`${id}-amount`}
              name="amount"
              inputMode="decimal"
              defaultValue={(refundablePence / 100).toFixed(2)}
              aria-invalid={amountError ? true : undefined}
              aria-describedby={amountError ? `${id}-amount-error` : undefined}
            />
            {amountError ? (
              <p id={`${id}-amount-error`} className="admin__error">
                {amountError}
              </p>
            ) : null}
            <label htmlFor={`${id}-refund-reason`}>Why (kept in the audit log)</label>
            <input id={`${id}-refund-reason`} name="refund-reason" required minLength={3} maxLength={300} />
            <div className="order-card__row">
              <button type="submit" className={buttonClass('primary')} disabled={action.isPending}>
                Refund
              </button>
              <button
                type="button"
                className={buttonClass('outline')}
                onClick={() => {
                  setRefunding(false);
                  setAmountError(null);
                }}
              >
                Cancel
              </button>
            </div>
          </form>
        ) : (
          <div className="order-card__actions">
            <button type="button" className={buttonClass('outline')} onClick={() => setRefunding(true)}>
              Refund…
            </button>
          </div>
        )
      ) : null}
      {action.isError ? (
        <p role="alert" className="admin__error">
          {errorMessage(action.error)}
        </p>
      ) : null}
    </article>
  );
}
