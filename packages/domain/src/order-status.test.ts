import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OrderOption } from '@storefront/contract/catalog';
import { OrderStatus } from '@storefront/contract/order';
import { boardLane, kitchenStarted, orderStageAt, type BoardLane } from './due-time';
import {
  ORDER_STAGES,
  allStageWords,
  orderStage,
  stageLabel,
  stageNote,
  statusLabel,
  trackerSteps,
  type OrderStage,
} from './order-status';

const OPTIONS: OrderOption[] = ['Delivery', 'Pickup', 'EatIn'];
const MINUTE = 60_000;

describe('the order-status vocabulary', () => {
  it('has a word and a sentence for every stage and order option', () => {
    for (const stage of ORDER_STAGES)
      for (const option of OPTIONS) {
        expect(stageLabel(stage, option)).toMatch(/^[A-Z][a-z ]+$/);
        expect(stageNote(stage, option)).toMatch(/^[A-Z].+[.!]$/);
      }
    // Every status has its stage.
    for (const status of OrderStatus.options) expect(ORDER_STAGES).toContain(status);
  });

  it('words a collection order and a delivery order as a delivery app does', () => {
    const words = (option: OrderOption) =>
      ORDER_STAGES.filter((s) => !(option === 'Delivery' ? s === 'Ready' : s === 'OutForDelivery')).map((s) =>
        stageLabel(s, option),
      );
    expect(words('Pickup')).toEqual([
      'Awaiting payment',
      'Placed',
      'Accepted',
      'Preparing',
      'Ready to collect',
      'Collected',
      'Cancelled',
    ]);
    expect(words('Delivery')).toEqual([
      'Awaiting payment',
      'Placed',
      'Accepted',
      'Preparing',
      'Out for delivery',
      'Delivered',
      'Cancelled',
    ]);
    expect(stageLabel('Completed', 'EatIn')).toBe('Served');
    // Without the option (the pay page), a generic word.
    expect(stageLabel('Completed')).toBe('Completed');
    expect(allStageWords()).toEqual(expect.arrayContaining(['Ready to collect', 'Delivered', 'Completed']));
  });

  it('splits Accepted at the kitchen start time; reports, not live, say Accepted', () => {
    expect(orderStage('Accepted', false)).toBe('Accepted');
    expect(orderStage('Accepted', true)).toBe('Preparing');
    for (const status of OrderStatus.options.filter((s) => s !== 'Accepted'))
      expect([orderStage(status, false), orderStage(status, true)]).toEqual([status, status]);
    expect(statusLabel('Accepted', 'Pickup')).toBe('Accepted');
    expect(statusLabel('Completed', 'Delivery')).toBe('Delivered');
  });
});

describe('the tracker', () => {
  const states = (stage: OrderStage, option: OrderOption) =>
    trackerSteps(stage, option)?.map((s) => `${s.label}:${s.state}`);

  it('marks the steps before the order done, its own current and the rest to come, per order option', () => {
    expect(states('Accepted', 'Pickup')).toEqual([
      'Placed:done',
      'Accepted:current',
      'Preparing:upcoming',
      'Ready to collect:upcoming',
      'Collected:upcoming',
    ]);
    expect(states('OutForDelivery', 'Delivery')).toEqual([
      'Placed:done',
      'Accepted:done',
      'Preparing:done',
      'Out for delivery:current',
      'Delivered:upcoming',
    ]);
    expect(states('Completed', 'EatIn')?.at(-1)).toBe('Served:current');
    // Not paid yet: nothing has happened.
    expect(states('PendingPayment', 'Pickup')?.every((s) => s.endsWith(':upcoming'))).toBe(true);
  });

  it('has no steps for a cancelled order (the page says it instead)', () => {
    for (const option of OPTIONS) expect(trackerSteps('Cancelled', option)).toBeNull();
  });
});

describe('stages and board lanes', () => {
  /** The stages a lane may hold: a card's word never names another lane. */
  const LANE_STAGES: Record<BoardLane, OrderStage[]> = {
    'due-now': ['Placed'],
    later: ['Placed', 'Accepted'],
    preparing: ['Preparing'],
    ready: ['Ready', 'OutForDelivery'],
    done: ['Completed', 'Cancelled'],
  };

  it('keeps an accepted order Accepted in "Later" until its start time, then Preparing in "Preparing"', () => {
    const order = {
      status: 'Accepted' as const,
      dueAt: new Date('2030-11-27T11:00:00Z'),
      prepWindowMinutes: 20,
      placedAt: new Date('2030-11-27T02:35:00Z'),
    };
    const before = new Date('2030-11-27T10:39:59Z');
    const at = new Date('2030-11-27T10:40:00Z');
    expect([orderStageAt(order, before), boardLane(order, before)]).toEqual(['Accepted', 'later']);
    expect([orderStageAt(order, at), boardLane(order, at)]).toEqual(['Preparing', 'preparing']);
  });

  it('treats an order that arrived already due as started from the start', () => {
    // Placed 12:00:30, due 12:21 (rounded up to the minute): its start, 12:01, is 30 s after it arrived.
    const order = {
      status: 'Accepted' as const,
      dueAt: new Date('2030-11-27T12:21:00Z'),
      prepWindowMinutes: 20,
      placedAt: new Date('2030-11-27T12:00:30Z'),
    };
    expect(kitchenStarted(order, new Date('2030-11-27T12:00:30Z'))).toBe(true);
    expect(orderStageAt(order, new Date('2030-11-27T12:00:30Z'))).toBe('Preparing');
  });

  it('puts every order in the lane its stage names, whatever the clock', () => {
    const base = new Date('2030-11-27T00:00:00Z').getTime();
    fc.assert(
      fc.property(
        fc.constantFrom(...OrderStatus.options),
        fc.option(fc.integer({ min: 0, max: 3 * 1440 }), { nil: null }),
        fc.integer({ min: 0, max: 240 }),
        fc.integer({ min: 0, max: 1440 }),
        fc.integer({ min: -1440, max: 3 * 1440 }),
        (status, due, window, placed, now) => {
          const order = {
            status,
            dueAt: due === null ? null : new Date(base + due * MINUTE),
            prepWindowMinutes: window,
            placedAt: new Date(base + placed * MINUTE),
          };
          const at = new Date(base + now * MINUTE);
          const lane = boardLane(order, at);
          const stage = orderStageAt(order, at);
          return lane === null ? stage === 'PendingPayment' : LANE_STAGES[lane].includes(stage);
        },
      ),
    );
  });
});
