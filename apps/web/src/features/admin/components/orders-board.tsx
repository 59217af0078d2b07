import { useCallback, useState } from 'react';
import type { BoardOrder, OrderEvent } from '@storefront/contract/admin';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { useBoard, useOrderStream } from '../api/board';
import { beep, soundOn, unlockSound } from '../utils/beep';
import { BoardOrderCard } from './board-order-card';

const COLUMNS: { title: string; statuses: BoardOrder['Status'][] }[] = [
  { title: 'New', statuses: ['Placed'] },
  { title: 'Preparing', statuses: ['Accepted'] },
  { title: 'Ready / on the way', statuses: ['Ready', 'OutForDelivery'] },
  { title: 'Done today', statuses: ['Completed', 'Cancelled'] },
];

/** The live orders board: columns by stage, new orders announced with a sound and a banner. */
export function OrdersBoard({ brand, owner }: { brand: string; owner: boolean }) {
  const board = useBoard(brand);
  const [alerts, setAlerts] = useState<number[]>([]);
  const [sound, setSound] = useState(soundOn());
  const onNew = useCallback((event: OrderEvent) => {
    beep();
    setAlerts((list) => (list.includes(event.OrderId) ? list : [...list, event.OrderId]));
  }, []);
  const stream = useOrderStream(brand, onNew);
  const orders = board.data ?? [];
  const numberOf = (id: number) => orders.find((o) => o.OrderId === id)?.OrderNumber ?? `#${id}`;

  return (
    <div className="board">
      <div className="board__head">
        <h1>Orders</h1>
        <span className={`board__live board__live--${stream}`} role="status">
          {stream === 'live' ? 'Live' : stream === 'connecting' ? 'Connecting…' : 'Reconnecting…'}
        </span>
        <button
          type="button"
          className={buttonClass(sound ? 'secondary' : 'outline')}
          aria-pressed={sound}
          onClick={() => void unlockSound().then(setSound)}
        >
          {sound ? 'Sound on' : 'Turn sound on'}
        </button>
      </div>
      {alerts.length > 0 ? (
        <div className="board__alert" role="alert">
          <strong>
            {alerts.length === 1 ? 'New order' : `${alerts.length} new orders`}:{' '}
            {alerts.map(numberOf).join(', ')}
          </strong>
          <button type="button" className={buttonClass('outline')} onClick={() => setAlerts([])}>
            Dismiss
          </button>
        </div>
      ) : null}
      {board.isError ? (
        <p role="alert" className="admin__error">
          {errorMessage(board.error)}
        </p>
      ) : null}
      {board.isPending ? <p role="status">Loading orders…</p> : null}
      <div className="board__columns">
        {COLUMNS.map((column) => {
          const list = orders.filter((o) => column.statuses.includes(o.Status));
          return (
            <section key={column.title} className="board__column" aria-label={column.title}>
              <h2>
                {column.title} <span className="board__count">{list.length}</span>
              </h2>
              {list.length === 0 ? <p className="admin__muted">Nothing here</p> : null}
              <ul className="board__list">
                {list.map((order) => (
                  <li key={order.OrderId}>
                    <BoardOrderCard
                      brand={brand}
                      order={order}
                      canRefund={owner}
                      isNew={alerts.includes(order.OrderId)}
                      onSeen={() => setAlerts((a) => a.filter((id) => id !== order.OrderId))}
                    />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
