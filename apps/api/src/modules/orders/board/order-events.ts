import type { OrderStatus } from '@storefront/contract/order';
import type { OrderEvent } from '@storefront/contract/admin';
import type { Database } from '../../../db/client';

/** The NOTIFY channel the orders trigger (migration 0007) announces on. */
export const ORDER_EVENTS_CHANNEL = 'order_events';

/** An order change as the trigger announces it, after its transaction committed. */
export interface OrderChange {
  brandId: number;
  orderId: number;
  status: OrderStatus;
  /** The status before (null for a new row). */
  previous: OrderStatus | null;
  /** The branch that makes the order (null: a brand without branches). */
  branchId: number | null;
  /** The branch it was at before this change (null for a new row); differs when an amendment moved it. */
  previousBranchId: number | null;
}

type Listener = (change: OrderChange) => void;

function parse(payload: string): OrderChange | null {
  try {
    const raw = JSON.parse(payload) as {
      b?: unknown;
      o?: unknown;
      s?: unknown;
      p?: unknown;
      r?: unknown;
      q?: unknown;
    };
    if (typeof raw.b !== 'number' || typeof raw.o !== 'number' || typeof raw.s !== 'string') return null;
    return {
      brandId: raw.b,
      orderId: raw.o,
      status: raw.s as OrderStatus,
      previous: typeof raw.p === 'string' ? (raw.p as OrderStatus) : null,
      branchId: typeof raw.r === 'number' ? raw.r : null,
      previousBranchId: typeof raw.q === 'number' ? raw.q : null,
    };
  } catch {
    return null;
  }
}

/**
 * Whether a board of `branchId` (null: every branch) hears of a change: an order of its branch, or one an
 * amendment took away from it (the board then reads it, is refused, and drops it).
 */
export const concernsBranch = (change: OrderChange, branchId: number | null) =>
  branchId === null || change.branchId === branchId || change.previousBranchId === branchId;

/** What a board is told: which order changed and whether it just arrived (placed, or paid for). */
export function toOrderEvent(change: OrderChange): OrderEvent {
  return {
    OrderId: change.orderId,
    Status: change.status,
    New: change.status === 'Placed' && change.previous !== 'Placed',
  };
}

/**
 * Order changes from the database to this process's listeners. Every write path (placing, paying, the sweep,
 * the board) reaches the trigger, so nothing has to remember to publish, and LISTEN/NOTIFY carries changes
 * between API instances on PostgreSQL (PGlite is single-process: its notifications stay in it). The database
 * is listened to from the first subscriber on, once per process.
 */
export function createOrderEvents(database: Pick<Database, 'listen'>) {
  const listeners = new Map<number, Set<Listener>>();
  /** Each subscriber's `onGap`, called when changes may have been missed. */
  const gaps = new Map<Listener, () => void>();
  let listening: Promise<() => Promise<void>> | null = null;

  const dispatch = (payload: string) => {
    const change = parse(payload);
    if (!change) return;
    for (const listener of listeners.get(change.brandId) ?? []) listener(change);
  };
  // Listening again after PostgreSQL restarted: the changes announced meanwhile are lost.
  const resume = () => {
    for (const onGap of [...gaps.values()]) onGap();
  };

  return {
    /**
     * Calls `listener` with each change of the brand's orders; resolves, once listening, with the unsubscribe.
     * `onGap` is called if changes may have been missed (the database connection dropped and came back): the
     * subscriber reads its orders again, or ends its stream so that its browser reconnects and does.
     */
    async subscribe(brandId: number, listener: Listener, onGap?: () => void): Promise<() => void> {
      listening ??= database.listen(ORDER_EVENTS_CHANNEL, dispatch, resume);
      try {
        await listening;
      } catch (error) {
        listening = null;
        throw error;
      }
      let set = listeners.get(brandId);
      if (!set) listeners.set(brandId, (set = new Set()));
      set.add(listener);
      if (onGap) gaps.set(listener, onGap);
      return () => {
        gaps.delete(listener);
        set.delete(listener);
        if (set.size === 0) listeners.delete(brandId);
      };
    },
    /** Stops listening (app close). */
    async close(): Promise<void> {
      const stop = listening;
      listening = null;
      listeners.clear();
      gaps.clear();
      if (stop) await (await stop.catch(() => async () => undefined))();
    },
  };
}
export type OrderEvents = ReturnType<typeof createOrderEvents>;
