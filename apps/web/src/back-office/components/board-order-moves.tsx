import { useState, type FormEvent } from 'react';
import type { BoardOrder } from '@storefront/contract/admin';
import { stageLabel } from '@storefront/domain/order-status';
import { buttonClass } from '../../components/ui/button';
import { formatPrice } from '../../lib/format';
import type { BoardAction } from '../api/board';
import { AcceptOrderForm } from './accept-order-form';

/** A text field of a submitted form ('' when absent). */
const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** What a board card's buttons need: the order, the card's id, and the move to run. */
interface MoveProps {
  order: BoardOrder;
  /** The card's id, the prefix of its fields' ids. */
  id: string;
  pending: boolean;
  run: (next: BoardAction) => void;
}

/** The moves an open order's status allows: accept, ready or out, complete, and reject with a reason. */
export function OrderMoves({
  order,
  id,
  now,
  pending,
  run,
  rejecting,
  setRejecting,
}: MoveProps & { now: Date; rejecting: boolean; setRejecting: (rejecting: boolean) => void }) {
  const reject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = new FormData(event.currentTarget).get('reason');
    run({ kind: 'reject', Reason: typeof reason === 'string' ? reason : '' });
  };
  return (
    <div className="order-card__actions">
      {order.Status === 'Placed' && !rejecting ? (
        <AcceptOrderForm
          order={order}
          now={now}
          pending={pending}
          onAccept={(body) => run({ kind: 'accept', ...body })}
        />
      ) : null}
      {order.Status === 'Accepted' ? (
        <MoveButton
          order={order}
          to={order.OrderOption === 'Delivery' ? 'OutForDelivery' : 'Ready'}
          pending={pending}
          run={run}
        />
      ) : null}
      {order.Status === 'Ready' || order.Status === 'OutForDelivery' ? (
        <MoveButton order={order} to="Completed" pending={pending} run={run} />
      ) : null}
      {rejecting ? (
        <form onSubmit={reject} className="order-card__reject">
          <label htmlFor={`${id}-reason`}>Reason for the customer</label>
          <input id={`${id}-reason`} name="reason" required minLength={3} maxLength={300} />
          <div className="order-card__row">
            <button type="submit" className={buttonClass('primary')} disabled={pending}>
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
  );
}

/** The button that moves an order on, named by where it goes: 'Mark ready to collect', 'Mark delivered'. */
function MoveButton({
  order,
  to,
  pending,
  run,
}: Pick<MoveProps, 'order' | 'pending' | 'run'> & { to: 'Ready' | 'OutForDelivery' | 'Completed' }) {
  return (
    <button
      type="button"
      className={buttonClass('primary')}
      disabled={pending}
      onClick={() => run({ kind: 'status', Status: to })}
    >
      Mark {stageLabel(to, order.OrderOption).toLowerCase()}
    </button>
  );
}

/**
 * Refunding a card payment, in part or in full: the amount is checked here against what is left to refund,
 * and sent only when it is a part (the server refunds the rest when it is absent).
 */
export function RefundMove({
  id,
  pending,
  run,
  refundablePence,
  refunding,
  setRefunding,
}: Omit<MoveProps, 'order'> & {
  refundablePence: number;
  refunding: boolean;
  setRefunding: (refunding: boolean) => void;
}) {
  const [amountError, setAmountError] = useState<string | null>(null);
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
  if (!refunding)
    return (
      <div className="order-card__actions">
        <button type="button" className={buttonClass('outline')} onClick={() => setRefunding(true)}>
          Refund…
        </button>
      </div>
    );
  return (
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
        <button type="submit" className={buttonClass('primary')} disabled={pending}>
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
  );
}
