import { describe, expect, it } from 'vitest';
import {
  branchEarliestTime,
  branchSlots,
  branchTimeProblem,
  openAt,
  withLeadTimes,
  type BranchSchedule,
} from './branch-hours';
import { checkScheduledTime } from './schedule';

const config = {
  MinDeliveryTime: 45,
  MinCollectionTime: 20,
  MinEatInTime: 0,
  DeliveryFrom: '11:00',
  CollectionFrom: '00:00',
  EatInFrom: '00:00',
};

// Copperleaf Clapham: closed on Sundays, late on Fridays and Saturdays.
const clapham: BranchSchedule = {
  name: 'Copperleaf Clapham',
  hours: [
    ...[1, 2, 3, 4].map((Day) => ({ Day, Open: '11:30', Close: '22:00' })),
    { Day: 5, Open: '11:30', Close: '22:30' },
    { Day: 6, Open: '11:30', Close: '22:30' },
  ],
};

describe('branchTimeProblem', () => {
  it('refuses a collection after closing, naming that day’s hours', () => {
    // Friday 27 November 2026, 22:45 GMT.
    const late = new Date('2026-11-27T22:45:00Z');
    expect(branchTimeProblem('Pickup', clapham, late)).toBe(
      'Copperleaf Clapham is closed then: it opens 11:30–22:30 on Fridays',
    );
    expect(branchTimeProblem('EatIn', clapham, new Date('2026-11-27T22:29:00Z'))).toBeNull();
  });

  it('refuses a day with no hours', () => {
    expect(branchTimeProblem('Pickup', clapham, new Date('2026-11-29T13:00:00Z'))).toBe(
      'Copperleaf Clapham is closed on Sundays',
    );
  });

  it('reads the London clock across the March clock change', () => {
    // Sunday 29 March 2026: the clocks go forward at 01:00 GMT; the branch opens 12:00–22:00 BST.
    const sunday = { name: 'Sunday branch', hours: [{ Day: 0, Open: '12:00', Close: '22:00' }] };
    expect(openAt(sunday.hours, new Date('2026-03-29T11:15:00Z'))).toBe(true); // 12:15 BST
    expect(openAt(sunday.hours, new Date('2026-03-29T10:45:00Z'))).toBe(false); // 11:45 BST
    expect(openAt(sunday.hours, new Date('2026-03-29T21:30:00Z'))).toBe(false); // 22:30 BST
    // Ordered just before the clocks change: as soon as possible is the 12:00 BST opening.
    expect(branchEarliestTime('Pickup', config, sunday, new Date('2026-03-29T00:30:00Z'))).toEqual(
      new Date('2026-03-29T11:00:00Z'),
    );
  });

  it('keeps an opening past midnight open into the next day', () => {
    const late = { name: 'Late', hours: [{ Day: 5, Open: '18:00', Close: '02:00' }] };
    expect(openAt(late.hours, new Date('2026-11-28T01:30:00Z'))).toBe(true);
    expect(branchTimeProblem('Pickup', late, new Date('2026-11-28T02:30:00Z'))).toBe(
      'Late is closed on Saturdays',
    );
  });

  it('does not limit delivery, nor a branch without hours', () => {
    const sunday = new Date('2026-11-29T13:00:00Z');
    expect(branchTimeProblem('Delivery', clapham, sunday)).toBeNull();
    expect(branchTimeProblem('Pickup', { name: 'Any time', hours: [] }, sunday)).toBeNull();
    expect(branchTimeProblem('Pickup', null, sunday)).toBeNull();
  });
});

describe('branchEarliestTime', () => {
  it('moves as soon as possible after closing to the next opening', () => {
    // Friday 22:15: 20 minutes on is 22:35, after closing; Saturday opens 11:30.
    expect(branchEarliestTime('Pickup', config, clapham, new Date('2026-11-27T22:15:00Z'))).toEqual(
      new Date('2026-11-28T11:30:00Z'),
    );
    // Saturday 22:35 → Monday 11:30 (closed on Sunday).
    expect(branchEarliestTime('EatIn', config, clapham, new Date('2026-11-28T22:35:00Z'))).toEqual(
      new Date('2026-11-30T11:30:00Z'),
    );
  });

  it('is the lead time on while the branch is open', () => {
    expect(branchEarliestTime('Pickup', config, clapham, new Date('2026-11-27T13:00:00Z'))).toEqual(
      new Date('2026-11-27T13:20:00Z'),
    );
  });

  it('is null when the branch does not open again within the week offered', () => {
    const wednesdays = { name: 'Wednesdays', hours: [{ Day: 3, Open: '11:00', Close: '12:00' }] };
    // Wednesday 25 November after closing: next Wednesday is past the last day a time can be chosen for.
    expect(branchEarliestTime('Pickup', config, wednesdays, new Date('2026-11-25T20:00:00Z'))).toBeNull();
    expect(branchEarliestTime('Pickup', config, wednesdays, new Date('2026-11-24T20:00:00Z'))).toEqual(
      new Date('2026-11-25T11:00:00Z'),
    );
  });
});

describe('withLeadTimes', () => {
  it('replaces the brand’s minimum times where the branch sets its own, busy minutes added', () => {
    const branch = withLeadTimes(config, { Collection: 40 }, 0);
    expect(branch).toMatchObject({ MinCollectionTime: 40, MinDeliveryTime: 45, MinEatInTime: 0 });
    const busy = { ...config, MinDeliveryTime: 55, MinCollectionTime: 30, MinEatInTime: 10 };
    expect(withLeadTimes(busy, { Collection: 40, EatIn: 5 }, 10)).toMatchObject({
      MinCollectionTime: 50,
      MinEatInTime: 15,
      MinDeliveryTime: 55,
    });
    expect(withLeadTimes(config, null)).toBe(config);
  });

  it('moves the earliest time and the check of a chosen time', () => {
    const now = new Date('2026-11-27T13:00:00Z');
    const slow = withLeadTimes(config, { Collection: 40 });
    expect(branchEarliestTime('Pickup', slow, clapham, now)).toEqual(new Date('2026-11-27T13:40:00Z'));
    expect(checkScheduledTime('2026-11-27T13:30:00Z', 'Pickup', slow, now)).toMatchObject({
      ok: false,
      problem: 'too-soon',
    });
  });
});

describe('branchSlots', () => {
  it('offers no time when the branch is closed', () => {
    // Saturday 21:00 GMT: the slots run to 22:15 on Saturday, none on Sunday, from 11:30 on Monday.
    const slots = branchSlots('Pickup', config, clapham, new Date('2026-11-28T21:00:00Z'), 3);
    const days = new Set(slots.map((s) => s.Date));
    expect(days).toEqual(new Set(['2026-11-28', '2026-11-30']));
    expect(slots.filter((s) => s.Date === '2026-11-28').at(-1)?.Time).toBe('22:15');
    expect(slots.find((s) => s.Date === '2026-11-30')?.Time).toBe('11:30');
    expect(
      branchSlots('Delivery', config, clapham, new Date('2026-11-28T21:00:00Z'), 3).length,
    ).toBeGreaterThan(slots.length);
  });
});
