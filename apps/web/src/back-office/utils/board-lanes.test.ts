import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BoardOrder } from '@storefront/contract/admin';
import { nextCheckDelay, ordersByLane, startLabel, startedBetween } from './board-lanes';

const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;

let nextId = 1;
/** A board order with what the lanes read (November: London time is UTC). */
function order(
  status: BoardOrder['Status'],
  dueAt: string | null,
  createdAt = '2030-11-27T02:35:00Z',
  extra: Partial<BoardOrder> = {},
): BoardOrder {
  return {
    OrderId: nextId,
    OrderNumber: `T-${nextId++}`,
    Status: status,
    OrderOption: 'Pickup',
    Training: false,
    Amended: false,
    ScheduledFor: null,
    CreatedAt: createdAt,
    Lines: [],
    SubTotal: 5,
    DeliveryFee: 0,
    Discount: 0,
    Total: 5,
    PromoCode: null,
    PointsRedeemed: 0,
    PaymentMethod: 'OnCollection',
    DueAt: dueAt,
    Address: null,
    Branch: null,
    Notes: null,
    AmendedAt: null,
    CustomerName: 'Nia Night',
    CustomerPhone: null,
    Paid: 0,
    Refunded: 0,
    PrepWindowMinutes: 20,
    EarliestReadyBy: dueAt ?? createdAt,
    ...extra,
  };
}

const ids = (list: BoardOrder[]) => list.map((o) => o.OrderNumber);

describe('board lanes', () => {
  it('puts an ASAP order placed while closed in Later until its start time, then in Due now', () => {
    const night = order('Placed', '2030-11-27T11:00:00Z');
    expect(ids(ordersByLane([night], at('2030-11-27T02:40:00Z')).later)).toEqual([night.OrderNumber]);
    expect(ids(ordersByLane([night], at('2030-11-27T10:39:59Z')).later)).toEqual([night.OrderNumber]);
    expect(ids(ordersByLane([night], at('2030-11-27T10:40:00Z'))['due-now'])).toEqual([night.OrderNumber]);
    const accepted = { ...night, Status: 'Accepted' as const };
    expect(ids(ordersByLane([accepted], at('2030-11-27T02:40:00Z')).later)).toEqual([night.OrderNumber]);
    expect(ids(ordersByLane([accepted], at('2030-11-27T10:41:00Z')).preparing)).toEqual([night.OrderNumber]);
  });

  it('sorts each lane by due time, not by when the order came in', () => {
    const now = at('2030-11-27T12:00:00Z');
    const dinner = order('Placed', '2030-11-27T19:00:00Z', '2030-11-27T09:00:00Z');
    const lunch = order('Placed', '2030-11-27T13:00:00Z', '2030-11-27T11:00:00Z');
    const tomorrow = order('Accepted', '2030-11-28T12:00:00Z', '2030-11-27T08:00:00Z');
    const asap = order('Placed', '2030-11-27T12:15:00Z', '2030-11-27T11:55:00Z');
    const legacy = order('Placed', null, '2030-11-27T11:58:00Z');
    const done = [order('Completed', '2030-11-27T11:30:00Z'), order('Cancelled', '2030-11-27T10:30:00Z')];
    const lanes = ordersByLane([dinner, lunch, tomorrow, asap, legacy, ...done], now);
    expect(ids(lanes.later)).toEqual(ids([lunch, dinner, tomorrow]));
    // An order stored before due times is due now, first.
    expect(ids(lanes['due-now'])).toEqual(ids([legacy, asap]));
    expect(ids(lanes.done)).toEqual(ids([done[1]!, done[0]!]));
  });

  it('shows an order that arrived already due in Due now at once', () => {
    // Placed at 12:00:30: due at 12:21 (rounded up to the minute), so its start, 12:01, is 30 s away.
    const fresh = order('Placed', '2030-11-27T12:21:00Z', '2030-11-27T12:00:30Z');
    expect(ids(ordersByLane([fresh], at('2030-11-27T12:00:30Z'))['due-now'])).toEqual([fresh.OrderNumber]);
    expect(ids(ordersByLane([fresh], at('2030-11-27T12:00:00Z'))['due-now'])).toEqual([fresh.OrderNumber]);
  });

  it('leaves out card orders not yet paid', () => {
    const lanes = ordersByLane([order('PendingPayment', '2030-11-27T11:00:00Z')], at('2030-11-27T10:00:00Z'));
    expect(Object.values(lanes).flat()).toEqual([]);
  });

  it('alerts for an order whose start time arrives, once, and not for one that arrived already due', () => {
    const night = order('Placed', '2030-11-27T11:00:00Z');
    // Placed at 12:00 while open: due 12:20, starts at once.
    const fresh = order('Placed', '2030-11-27T12:20:00Z', '2030-11-27T12:00:00Z');
    const list = [night, fresh];
    expect(startedBetween(list, at('2030-11-27T10:39:00Z'), at('2030-11-27T10:40:00Z'))).toEqual([night]);
    expect(startedBetween(list, at('2030-11-27T10:40:00Z'), at('2030-11-27T10:41:00Z'))).toEqual([]);
    expect(startedBetween(list, at('2030-11-27T11:59:00Z'), at('2030-11-27T12:01:00Z'))).toEqual([]);
    // Ready or done before its start time: nothing to start.
    const ready = { ...night, Status: 'Ready' as const };
    expect(startedBetween([ready], at('2030-11-27T10:39:00Z'), at('2030-11-27T10:40:00Z'))).toEqual([]);
  });

  it('looks again at the next minute, or sooner at the next lane change', () => {
    const now = at('2030-11-27T10:39:30Z');
    expect(nextCheckDelay([], now)).toBe(30_000 + 50);
    // Starts at 10:39:45, before the next minute.
    const soon = order('Placed', '2030-11-27T10:59:45Z');
    expect(nextCheckDelay([soon], now)).toBe(15_000 + 50);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 * 1440 * MINUTE }),
        fc.integer({ min: -1440, max: 10 * 1440 }),
        (offset, dueIn) => {
          const t = at('2030-11-27T00:00:00Z').getTime() + offset;
          const due = new Date(t + dueIn * MINUTE).toISOString();
          const delay = nextCheckDelay([order('Accepted', due)], new Date(t));
          // Never more than a minute, and never so soon that it spins.
          return delay > 50 && delay <= MINUTE + 50;
        },
      ),
    );
  });

  it('counts down to the start time on London’s clock', () => {
    const night = order('Placed', '2030-11-27T11:00:00Z');
    expect(startLabel(night, at('2030-11-27T02:40:00Z'))).toBe('Start 10:40 · in 8 h');
    expect(startLabel(night, at('2030-11-27T10:00:30Z'))).toBe('Start 10:40 · in 40 min');
    expect(startLabel(night, at('2030-11-26T20:00:00Z'))).toBe('Start 10:40 tomorrow · in 14 h 40 min');
    expect(startLabel(order('Placed', '2030-11-29T18:00:00Z'), at('2030-11-27T12:00:00Z'))).toBe(
      'Start 17:40 Fri 29 Nov · in 2 days 5 h',
    );
    expect(startLabel(order('Placed', null), at('2030-11-27T12:00:00Z'))).toBeNull();
  });
});
