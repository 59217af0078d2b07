import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OrderStatus } from '@storefront/contract/order';
import {
  MAX_PREP_MINUTES,
  boardLane,
  channelMinMinutes,
  checkReadyBy,
  compareByDue,
  dueAt,
  dueLabel,
  earliestReadyBy,
  kitchenStart,
  londonClockLabel,
  minutesToStart,
  nextLaneChange,
  orderDueAt,
  orderDueLabel,
  prepWindowMinutes,
  readyByIn,
  type BoardTiming,
  type ReadyByInput,
} from './due-time';
import { earliestTime, londonTime, type ScheduleConfig } from './schedule';
import {
  AUTUMN,
  MINUTE,
  SPRING,
  at,
  instants,
  orderOptions as options,
  plus,
  scheduleConfigs as configs,
} from './test-support/london-clock';

// The bistro of the issue: collection from 11:30, 20 minutes' notice.
const config: ScheduleConfig = {
  MinDeliveryTime: 45,
  MinCollectionTime: 20,
  MinEatInTime: 15,
  DeliveryFrom: '11:30',
  CollectionFrom: '11:30',
  EatInFrom: '12:00',
};
// Clock changes of 2027: forward on Sunday 28 March at 01:00 UTC, back on Sunday 31 October at 01:00 UTC.

/** Instants from 2020 to 2035, weighted towards the hours around each clock change and London midnight. */

describe('due time', () => {
  it('is the scheduled time when the customer chose one', () => {
    const scheduledFor = at('2026-11-25T12:15:00Z');
    expect(dueAt({ option: 'Pickup', scheduledFor, placedAt: at('2026-11-25T02:35:00Z') }, config)).toEqual(
      scheduledFor,
    );
  });

  it('is, for ASAP, the earliest time when placed: the next opening when the brand is closed', () => {
    // The guest: collection at 02:35 on Wednesday 25 November, the bistro taking orders from 11:30.
    const placedAt = at('2026-11-25T02:35:00Z');
    expect(dueAt({ option: 'Pickup', scheduledFor: null, placedAt }, config)).toEqual(
      at('2026-11-25T11:30:00Z'),
    );
    // While open: now + the channel's minimum time.
    expect(
      dueAt({ option: 'Pickup', scheduledFor: null, placedAt: at('2026-11-25T13:00:00Z') }, config),
    ).toEqual(at('2026-11-25T13:20:00Z'));
  });

  it("reads the order's stored DueAt, and works it out for orders stored without one", () => {
    const order = {
      OrderOption: 'Pickup' as const,
      ScheduledFor: null,
      DueAt: '2026-11-25T11:45:00.000Z',
      CreatedAt: '2026-11-25T02:35:00.000Z',
    };
    expect(orderDueAt(order, config)).toEqual(at('2026-11-25T11:45:00Z'));
    expect(orderDueAt({ ...order, DueAt: null }, config)).toEqual(at('2026-11-25T11:30:00Z'));
    expect(orderDueAt({ ...order, DueAt: null, AmendedAt: '2026-11-25T13:00:00.000Z' }, config)).toEqual(
      at('2026-11-25T13:20:00Z'),
    );
    expect(orderDueAt({ ...order, DueAt: null, ScheduledFor: '2026-11-26T12:00:00.000Z' }, config)).toEqual(
      at('2026-11-26T12:00:00Z'),
    );
  });

  it('crosses midnight', () => {
    const lateConfig = { ...config, CollectionFrom: '00:00' };
    // 23:50 GMT + 20 minutes is 00:10 the next day.
    const placedAt = at('2027-01-14T23:50:00Z');
    const due = dueAt({ option: 'Pickup', scheduledFor: null, placedAt }, lateConfig);
    expect(due).toEqual(at('2027-01-15T00:10:00Z'));
    expect(dueLabel(due, false, placedAt).text).toBe('Due 00:10 tomorrow');
    // In summer London midnight is 23:00 UTC.
    const summer = dueAt(
      { option: 'Pickup', scheduledFor: null, placedAt: at('2027-07-14T22:50:00Z') },
      lateConfig,
    );
    expect(londonTime(summer)).toMatchObject({ date: '2027-07-15', time: '00:10' });
    // The kitchen starts the evening before an order due just after midnight.
    expect(londonTime(kitchenStart(at('2027-01-15T00:10:00Z'), 30))).toMatchObject({
      date: '2027-01-14',
      time: '23:40',
    });
  });

  it('counts real minutes across the March clock change', () => {
    const lateConfig = { ...config, CollectionFrom: '00:00' };
    // 00:50 GMT + 20 minutes is 01:10 UTC, which London calls 02:10 BST.
    const placedAt = at(`${SPRING}T00:50:00Z`);
    const due = dueAt({ option: 'Pickup', scheduledFor: null, placedAt }, lateConfig);
    expect(due).toEqual(at(`${SPRING}T01:10:00Z`));
    expect(dueLabel(due, false, placedAt).text).toBe('Due 02:10');
    expect(londonTime(kitchenStart(due, 30))).toMatchObject({ time: '00:40', zone: 'GMT' });
    const input = { placedAt, dueAt: due, now: at(`${SPRING}T00:55:00Z`), minMinutes: 20 };
    expect(readyByIn(input, 30)).toEqual(at(`${SPRING}T01:25:00Z`));
  });

  it('counts real minutes across the October clock change, naming the repeated hour', () => {
    const lateConfig = { ...config, CollectionFrom: '00:00' };
    // 01:50 BST (00:50 UTC) + 20 minutes is 01:10 GMT: the clock went back in between.
    const placedAt = at(`${AUTUMN}T00:50:00Z`);
    const due = dueAt({ option: 'Pickup', scheduledFor: null, placedAt }, lateConfig);
    expect(due).toEqual(at(`${AUTUMN}T01:10:00Z`));
    expect(dueLabel(due, false, placedAt)).toEqual({
      kind: 'ASAP',
      text: 'Due 01:10 (GMT)',
      label: 'ASAP · Due 01:10 (GMT)',
    });
    expect(londonClockLabel(placedAt, placedAt)).toBe('01:50 (BST)');
  });

  it('is never less than the minimum time after placing, in real time, across any clock change', () => {
    fc.assert(
      fc.property(configs, options, instants, (cfg, option, placedAt) => {
        const due = dueAt({ option, scheduledFor: null, placedAt }, cfg);
        expect(due.getTime()).toBeGreaterThanOrEqual(
          placedAt.getTime() + channelMinMinutes(option, cfg) * MINUTE,
        );
        expect(due).toEqual(earliestTime(option, cfg, placedAt));
      }),
    );
  });
});

describe('ready by', () => {
  // Placed at 02:35, due at 11:30 (the brand opens then).
  const placed: ReadyByInput = {
    placedAt: at('2026-11-25T02:35:00Z'),
    dueAt: at('2026-11-25T11:30:00Z'),
    now: at('2026-11-25T02:40:00Z'),
    minMinutes: 20,
  };

  it("is the due time when 'Ready in N min' would be earlier (the issue's 02:54 becomes 11:30)", () => {
    expect(readyByIn(placed, 15)).toEqual(at('2026-11-25T11:30:00Z'));
    expect(checkReadyBy(placed, { prepMinutes: 15 })).toEqual({
      ok: true,
      readyBy: at('2026-11-25T11:30:00Z'),
    });
  });

  it('is now + N when that is later, rounded up to the minute', () => {
    const late = { ...placed, now: at('2026-11-25T11:40:20Z') };
    expect(readyByIn(late, 15)).toEqual(at('2026-11-25T11:56:00Z'));
  });

  it("is never earlier than placement + the channel's minimum time", () => {
    // A scheduled time let through by the submit grace, a few seconds short of the minimum.
    const input = {
      placedAt: at('2027-01-15T12:00:00Z'),
      dueAt: at('2027-01-15T12:19:00Z'),
      now: at('2027-01-15T12:00:30Z'),
      minMinutes: 20,
    };
    expect(earliestReadyBy(input)).toEqual(at('2027-01-15T12:20:00Z'));
    expect(readyByIn(input, 1)).toEqual(at('2027-01-15T12:20:00Z'));
    const early = checkReadyBy(input, { at: '2027-01-15T12:19:00Z' });
    expect(early).toMatchObject({ ok: false, problem: 'too-early', field: 'ReadyBy' });
    expect(!early.ok && early.message).toBe(
      'Ready by 12:19 is sooner than the 20-minute minimum: choose 12:20 or later',
    );
  });

  it('takes a later time staff choose', () => {
    expect(checkReadyBy(placed, { at: '2026-11-25T12:00:00Z' })).toEqual({
      ok: true,
      readyBy: at('2026-11-25T12:00:00Z'),
    });
  });

  it('refuses a time before the order was placed, or before it is due, saying why', () => {
    expect(checkReadyBy(placed, { at: '2026-11-25T02:30:00Z' })).toEqual({
      ok: false,
      problem: 'before-placed',
      field: 'ReadyBy',
      message: 'Ready by 02:30 is before the order was placed (02:35)',
      earliest: placed.dueAt,
    });
    expect(checkReadyBy(placed, { at: '2026-11-25T02:55:00Z' })).toMatchObject({
      ok: false,
      problem: 'too-early',
      message: 'Ready by 02:55 is before the order is due (11:30)',
    });
    const fromYesterday = { ...placed, now: at('2026-11-26T09:00:00Z') };
    expect(checkReadyBy(fromYesterday, { at: '2026-11-25T02:30:00Z' })).toMatchObject({
      message: 'Ready by 02:30 Wed 25 Nov is before the order was placed (02:35 Wed 25 Nov)',
    });
  });

  it('refuses an unreadable time and a preparation time out of range', () => {
    expect(checkReadyBy(placed, { at: 'soon' })).toMatchObject({
      ok: false,
      problem: 'invalid',
      field: 'ReadyBy',
    });
    for (const prepMinutes of [0, -5, 2.5, MAX_PREP_MINUTES + 1, Number.NaN])
      expect(checkReadyBy(placed, { prepMinutes })).toMatchObject({
        ok: false,
        problem: 'invalid',
        field: 'PrepMinutes',
      });
  });

  const readyInputs = fc
    .tuple(
      configs,
      options,
      instants,
      fc.option(fc.integer({ min: 0, max: 3 * 1440 }), { nil: null }),
      fc.integer({ min: 0, max: 2 * 1440 }),
    )
    .map(([cfg, option, placedAt, scheduledAfterMin, acceptedAfter]) => {
      const minMinutes = channelMinMinutes(option, cfg);
      const scheduledFor = scheduledAfterMin === null ? null : plus(placedAt, minMinutes + scheduledAfterMin);
      const input: ReadyByInput = {
        placedAt,
        dueAt: dueAt({ option, scheduledFor, placedAt }, cfg),
        now: plus(placedAt, acceptedAfter),
        minMinutes,
      };
      return input;
    });

  it('is never before the due time, nor placement + the minimum, nor now + N', () => {
    fc.assert(
      fc.property(readyInputs, fc.integer({ min: 1, max: MAX_PREP_MINUTES }), (input, n) => {
        const readyBy = readyByIn(input, n);
        expect(readyBy.getTime()).toBeGreaterThanOrEqual(input.dueAt.getTime());
        expect(readyBy.getTime()).toBeGreaterThanOrEqual(
          input.placedAt.getTime() + input.minMinutes * MINUTE,
        );
        expect(readyBy.getTime()).toBeGreaterThanOrEqual(input.now.getTime() + n * MINUTE);
        // And no later than it has to be.
        expect(readyBy.getTime()).toBeLessThan(
          Math.max(
            input.dueAt.getTime(),
            input.now.getTime() + n * MINUTE,
            input.placedAt.getTime() + input.minMinutes * MINUTE,
          ) + MINUTE,
        );
        expect(checkReadyBy(input, { prepMinutes: n })).toEqual({ ok: true, readyBy });
      }),
    );
  });

  it('accepts a chosen time exactly when it is not before the earliest ready-by', () => {
    fc.assert(
      fc.property(readyInputs, fc.integer({ min: -3 * 1440, max: 3 * 1440 }), (input, offset) => {
        const chosen = plus(input.dueAt, offset);
        const check = checkReadyBy(input, { at: chosen });
        expect(check.ok).toBe(chosen.getTime() >= earliestReadyBy(input).getTime());
        if (chosen.getTime() < input.placedAt.getTime())
          expect(check).toMatchObject({ problem: 'before-placed' });
        if (check.ok) {
          expect(check.readyBy.getTime()).toBeGreaterThanOrEqual(input.dueAt.getTime());
          expect(check.readyBy.getTime()).toBeGreaterThanOrEqual(
            input.placedAt.getTime() + input.minMinutes * MINUTE,
          );
        }
      }),
    );
  });
});

describe('kitchen start and board lanes', () => {
  const due = at('2026-11-25T11:30:00Z');
  const order = (status: OrderStatus, dueAt: Date | null = due): BoardTiming => ({
    status,
    dueAt,
    prepWindowMinutes: 20,
  });

  it("takes the channel's minimum time as the prep window (brands set none of their own)", () => {
    expect(prepWindowMinutes('Pickup', config)).toBe(20);
    expect(prepWindowMinutes('Delivery', config)).toBe(45);
    // @ts-expect-error no caller has a window of its own to pass
    prepWindowMinutes('Delivery', config, 25);
    expect(kitchenStart(due, 20)).toEqual(at('2026-11-25T11:10:00Z'));
  });

  it('puts a waiting order in "later" until its start time, then "due now"', () => {
    expect(boardLane(order('Placed'), at('2026-11-25T02:40:00Z'))).toBe('later');
    expect(boardLane(order('Placed'), at('2026-11-25T11:09:59Z'))).toBe('later');
    expect(boardLane(order('Placed'), at('2026-11-25T11:10:00Z'))).toBe('due-now');
    expect(boardLane(order('Placed'), at('2026-11-25T12:00:00Z'))).toBe('due-now');
    expect(boardLane(order('Placed', null), at('2026-11-25T02:40:00Z'))).toBe('due-now');
  });

  it('keeps an accepted order in "later" until its start time, then "preparing"', () => {
    expect(boardLane(order('Accepted'), at('2026-11-25T02:45:00Z'))).toBe('later');
    expect(boardLane(order('Accepted'), at('2026-11-25T11:10:00Z'))).toBe('preparing');
  });

  it('places the rest by status, and hides orders awaiting payment', () => {
    const now = at('2026-11-25T02:40:00Z');
    expect(boardLane(order('Ready'), now)).toBe('ready');
    expect(boardLane(order('OutForDelivery'), now)).toBe('ready');
    expect(boardLane(order('Completed'), now)).toBe('done');
    expect(boardLane(order('Cancelled'), now)).toBe('done');
    expect(boardLane(order('PendingPayment'), now)).toBeNull();
  });

  it('counts down to the start time', () => {
    expect(minutesToStart({ dueAt: due, prepWindowMinutes: 20 }, at('2026-11-25T10:00:30Z'))).toBe(70);
    expect(minutesToStart({ dueAt: due, prepWindowMinutes: 20 }, at('2026-11-25T11:15:00Z'))).toBe(-5);
  });

  it('names the next time an order moves by itself', () => {
    const now = at('2026-11-25T02:40:00Z');
    const orders = [
      order('Placed'),
      order('Accepted', at('2026-11-25T12:00:00Z')),
      order('Ready', at('2026-11-25T03:00:00Z')),
      order('Placed', at('2026-11-25T02:50:00Z')),
    ];
    expect(nextLaneChange(orders, now)).toEqual(at('2026-11-25T11:10:00Z'));
    expect(nextLaneChange([order('Completed')], now)).toBeNull();
  });

  it('sorts by due time, then by when placed', () => {
    const a = { dueAt: at('2026-11-25T12:00:00Z'), placedAt: at('2026-11-25T10:00:00Z') };
    const b = { dueAt: at('2026-11-25T11:30:00Z'), placedAt: at('2026-11-25T11:00:00Z') };
    const c = { dueAt: at('2026-11-25T11:30:00Z'), placedAt: at('2026-11-25T10:30:00Z') };
    const d = { dueAt: null, placedAt: at('2026-11-25T11:59:00Z') };
    expect([a, b, c, d].sort(compareByDue)).toEqual([d, c, b, a]);
  });

  const statuses = fc.constantFrom<OrderStatus>('Placed', 'Accepted');
  const boardOrders = fc.record({
    status: statuses,
    dueAt: instants,
    prepWindowMinutes: fc.integer({ min: 0, max: 1440 }),
  });

  it('moves an order only forward, exactly at its start time, whatever the clock does', () => {
    fc.assert(
      fc.property(boardOrders, fc.integer({ min: -3 * 1440, max: 3 * 1440 }), (o, offset) => {
        const start = kitchenStart(o.dueAt, o.prepWindowMinutes);
        expect(start.getTime()).toBe(o.dueAt.getTime() - o.prepWindowMinutes * MINUTE);
        const now = plus(start, offset);
        const lane = boardLane(o, now);
        const waiting = o.status === 'Placed' ? 'due-now' : 'preparing';
        expect(lane).toBe(offset < 0 ? 'later' : waiting);
        expect(boardLane(o, start)).toBe(waiting);
        expect(boardLane(o, new Date(start.getTime() - 1))).toBe('later');
      }),
    );
  });

  it('wakes the board no later than the first order that changes lanes', () => {
    fc.assert(
      fc.property(fc.array(boardOrders, { maxLength: 8 }), instants, (orders, now) => {
        const next = nextLaneChange(orders, now);
        const lanes = (t: Date) => orders.map((o) => boardLane(o, t));
        if (next === null) {
          expect(lanes(plus(now, 10 * 1440))).toEqual(lanes(now));
          return;
        }
        expect(next.getTime()).toBeGreaterThan(now.getTime());
        expect(lanes(new Date(next.getTime() - 1))).toEqual(lanes(now));
        expect(lanes(next)).not.toEqual(lanes(now));
      }),
    );
  });
});

describe('due label', () => {
  const due = at('2026-11-25T11:30:00Z');

  it('says ASAP or scheduled, and the day when it is not today', () => {
    expect(dueLabel(due, false, at('2026-11-25T02:40:00Z'))).toEqual({
      kind: 'ASAP',
      text: 'Due 11:30',
      label: 'ASAP · Due 11:30',
    });
    expect(dueLabel(due, true, at('2026-11-24T20:00:00Z')).label).toBe('Scheduled · Due 11:30 tomorrow');
    expect(dueLabel(due, true, at('2026-11-20T20:00:00Z')).text).toBe('Due 11:30 Wed 25 Nov');
    // An overdue order from the day before.
    expect(dueLabel(due, false, at('2026-11-26T00:10:00Z')).text).toBe('Due 11:30 Wed 25 Nov');
  });

  it('is in London time, summer and winter', () => {
    expect(dueLabel(at('2027-07-15T10:30:00Z'), false, at('2027-07-15T08:00:00Z')).text).toBe('Due 11:30');
    expect(dueLabel(at('2027-07-15T23:30:00Z'), false, at('2027-07-15T20:00:00Z')).text).toBe(
      'Due 00:30 tomorrow',
    );
  });

  it('reads an order as the API sends it: its DueAt, else its ScheduledFor; none without either', () => {
    const now = at('2026-11-25T02:40:00Z');
    expect(orderDueLabel({ DueAt: due.toISOString(), ScheduledFor: null }, now)?.label).toBe(
      'ASAP · Due 11:30',
    );
    expect(orderDueLabel({ DueAt: null, ScheduledFor: '2026-11-26T19:00:00Z' }, now)?.label).toBe(
      'Scheduled · Due 19:00 tomorrow',
    );
    expect(orderDueLabel({ DueAt: null, ScheduledFor: null }, now)).toBeNull();
  });

  it('shows the London wall time, with the day exactly when it is another London day', () => {
    fc.assert(
      fc.property(instants, instants, fc.boolean(), (due, now, scheduled) => {
        const { text, label, kind } = dueLabel(due, scheduled, now);
        const wall = londonTime(due);
        expect(text.startsWith(`Due ${wall.time}`)).toBe(true);
        const rest = text.slice(`Due ${wall.time}`.length).replace(/^ \((BST|GMT)\)/, '');
        expect(rest === '').toBe(wall.date === londonTime(now).date);
        expect(label).toBe(`${kind} · ${text}`);
        expect(kind).toBe(scheduled ? 'Scheduled' : 'ASAP');
      }),
    );
  });
});
