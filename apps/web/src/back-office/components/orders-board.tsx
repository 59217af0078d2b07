import { useCallback, useEffect, useId, useState } from 'react';
import type { BackOfficeTools } from '@storefront/domain/back-office-tools';
import type { BoardOrder, OrderEvent, StaffBranch } from '@storefront/contract/admin';
import { BOARD_LANES, type BoardLane as BoardLaneName } from '@storefront/domain/due-time';
import { buttonClass } from '../../components/ui/button';
import { errorMessage } from '../../lib/error-message';
import { useBranches } from '../../lib/queries/branches';
import { useBoard, useOrderStream } from '../api/board';
import { beep, soundOn } from '../utils/beep';
import { LANE_TITLES, nextCheckDelay, ordersByLane, startLabel, startedBetween } from '../utils/board-lanes';
import { BoardOrderCard } from './board-order-card';
import { BusyModePanel } from './busy-mode-panel';
import { NewOrderAlerts } from './new-order-alerts';
import { PrintDesk } from './print/print-desk';

/** What the banner announces: a new order, or one whose kitchen start time has arrived. */
interface Alert {
  orderId: number;
  kind: 'new' | 'start';
}

/**
 * The live orders board: lanes by time and stage ("Due now", "Later today / scheduled", Preparing, Ready,
 * Done), each sorted by due time. New orders are announced with a sound and a banner, and so is an order whose
 * start time arrives: the board looks at the clock each minute and at the next start time, and moves it.
 * Busy mode and the ticket follow what the brand offers (a dealer has neither a kitchen nor its busy mode).
 * A member of staff tied to a branch (`branch`) is sent only its orders and events by the server (ADR 0047):
 * the board names that branch instead of offering the filter. The filter is a choice of the screen: the alerts
 * still count every order the board is sent.
 */
export function OrdersBoard({
  brand,
  owner,
  branch,
  tools,
}: {
  brand: string;
  owner: boolean;
  branch?: StaffBranch | null;
  tools: Pick<BackOfficeTools, 'busyMode' | 'channels' | 'ticket'>;
}) {
  const board = useBoard(brand);
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const [sound, setSound] = useState(soundOn());
  const announce = useCallback((orderIds: number[], kind: Alert['kind']) => {
    if (orderIds.length === 0) return;
    beep();
    setAlerts((list) => [
      ...list,
      ...orderIds.filter((id) => !list.some((a) => a.orderId === id)).map((orderId) => ({ orderId, kind })),
    ]);
  }, []);
  const onNew = useCallback((event: OrderEvent) => announce([event.OrderId], 'new'), [announce]);
  const stream = useOrderStream(brand, onNew);
  const orders = board.data;
  const now = useBoardClock(orders, announce);

  const all = orders ?? [];
  const [branchId, setBranchId] = useState<number | null>(null);
  const shown = branch || branchId === null ? all : all.filter((o) => o.Branch?.BranchId === branchId);
  const lanes = ordersByLane(shown, now);
  const numberOf = (id: number) => all.find((o) => o.OrderId === id)?.OrderNumber ?? `#${id}`;
  const fresh = alerts.filter((a) => a.kind === 'new').map((a) => numberOf(a.orderId));
  const starting = alerts.filter((a) => a.kind === 'start').map((a) => numberOf(a.orderId));

  return (
    <div className="board">
      <div className="board__head">
        <h1>Orders</h1>
        <span className={`board__live board__live--${stream}`} role="status">
          {stream === 'live' ? 'Live' : stream === 'connecting' ? 'Connecting…' : 'Reconnecting…'}
        </span>
        <NewOrderAlerts brand={brand} sound={sound} onSound={setSound} />
        <BoardBranch brand={brand} fixed={branch} value={branchId} onChange={setBranchId} />
      </div>
      <PrintDesk brand={brand} orders={orders} ticket={tools.ticket} />
      {alerts.length > 0 ? (
        <BoardAlertBanner fresh={fresh} starting={starting} onDismiss={() => setAlerts([])} />
      ) : null}
      {board.isError ? (
        <p role="alert" className="admin__error">
          {errorMessage(board.error)}
        </p>
      ) : null}
      {board.isPending ? <p role="status">Loading orders…</p> : null}
      {tools.busyMode ? <BusyModePanel brand={brand} channels={tools.channels} /> : null}
      <div className="board__columns">
        {BOARD_LANES.map((lane) => (
          <BoardLane
            key={lane}
            brand={brand}
            lane={lane}
            orders={lanes[lane]}
            now={now}
            owner={owner}
            isNew={(orderId) => alerts.some((a) => a.orderId === orderId)}
            onSeen={(orderId) => setAlerts((a) => a.filter((x) => x.orderId !== orderId))}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * Which branch's orders the board shows (brands with several branches): all, or one; for staff tied to a branch
 * (`fixed`), that branch, named.
 */
function BoardBranch({
  brand,
  fixed,
  value,
  onChange,
}: {
  brand: string;
  fixed: StaffBranch | null | undefined;
  value: number | null;
  onChange: (branchId: number | null) => void;
}) {
  const id = useId();
  const branches = useBranches(brand).data ?? [];
  if (fixed)
    return (
      <p className="board__branch board__branch--fixed">
        Branch: <span className="board__branch-name">{fixed.Name}</span>
      </p>
    );
  if (branches.length < 2) return null;
  return (
    <div className="board__branch">
      <label htmlFor={id}>Branch</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">All branches</option>
        {branches.map((b) => (
          <option key={b.BranchId} value={b.BranchId}>
            {b.Name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The board's clock: at the next minute or start time it moves the orders whose start time came meanwhile. */
function useBoardClock(
  orders: BoardOrder[] | undefined,
  announce: (orderIds: number[], kind: 'start') => void,
) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const list = orders ?? [];
    const timer = setTimeout(
      () => {
        const later = new Date();
        announce(
          startedBetween(list, now, later).map((o) => o.OrderId),
          'start',
        );
        setNow(later);
      },
      nextCheckDelay(list, new Date()),
    );
    return () => clearTimeout(timer);
  }, [orders, now, announce]);
  return now;
}

/** The order numbers just placed, and those whose kitchen start time has come, until staff dismiss them. */
function BoardAlertBanner({
  fresh,
  starting,
  onDismiss,
}: {
  fresh: string[];
  starting: string[];
  onDismiss: () => void;
}) {
  return (
    <div className="board__alert" role="alert">
      <p>
        {fresh.length > 0 ? (
          <strong>
            {fresh.length === 1 ? 'New order' : `${fresh.length} new orders`}: {fresh.join(', ')}
          </strong>
        ) : null}
        {fresh.length > 0 && starting.length > 0 ? <br /> : null}
        {starting.length > 0 ? (
          <strong>
            {starting.length === 1 ? 'Time to start' : `${starting.length} to start`}: {starting.join(', ')}
          </strong>
        ) : null}
      </p>
      <button type="button" className={buttonClass('outline')} onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}

function BoardLane({
  brand,
  lane,
  orders,
  now,
  owner,
  isNew,
  onSeen,
}: {
  brand: string;
  lane: BoardLaneName;
  orders: BoardOrder[];
  now: Date;
  owner: boolean;
  isNew: (orderId: number) => boolean;
  onSeen: (orderId: number) => void;
}) {
  const title = LANE_TITLES[lane];
  return (
    <section className={`board__column board__column--${lane}`} aria-label={title}>
      <h2>
        {title} <span className="board__count">{orders.length}</span>
      </h2>
      {orders.length === 0 ? <p className="admin__muted">Nothing here</p> : null}
      <ul className="board__list">
        {orders.map((order) => (
          <li key={order.OrderId}>
            <BoardOrderCard
              brand={brand}
              order={order}
              now={now}
              startsAt={lane === 'later' ? startLabel(order, now) : null}
              canRefund={owner}
              isNew={isNew(order.OrderId)}
              onSeen={() => onSeen(order.OrderId)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
