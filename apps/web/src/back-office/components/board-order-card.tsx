import { useId, useState } from 'react';
import type { BoardOrder } from '@storefront/contract/admin';
import { errorMessage } from '../../lib/error-message';
import { useOrderAction, type BoardAction } from '../api/board';
import { PrintButtons } from './print/print-buttons';
import { BoardOrderDetails } from './board-order-details';
import { OrderMoves, RefundMove } from './board-order-moves';

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
  const id = useId();
  // Any move marks the order seen; once it succeeds, the reject and refund forms have done their job.
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
  const open = !['Completed', 'Cancelled'].includes(order.Status);

  return (
    <article
      className={`order-card${isNew ? ' order-card--new' : ''}`}
      aria-labelledby={`${id}-title`}
      data-order-id={order.OrderId}
    >
      <BoardOrderDetails order={order} titleId={`${id}-title`} now={now} startsAt={startsAt} />
      <PrintButtons order={order} />
      {order.Status === 'Cancelled' && order.StatusReason ? (
        <p className="order-card__meta">Reason: {order.StatusReason}</p>
      ) : null}
      {open ? (
        <OrderMoves
          order={order}
          id={id}
          now={now}
          pending={action.isPending}
          run={run}
          rejecting={rejecting}
          setRejecting={setRejecting}
        />
      ) : null}
      {canRefund && refundablePence > 0 ? (
        <RefundMove
          id={id}
          pending={action.isPending}
          run={run}
          refundablePence={refundablePence}
          refunding={refunding}
          setRefunding={setRefunding}
        />
      ) : null}
      {action.isError ? (
        <p role="alert" className="admin__error">
          {errorMessage(action.error)}
        </p>
      ) : null}
    </article>
  );
}
