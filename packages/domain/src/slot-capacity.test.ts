import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SLOT_CAPACITY_MAX,
  checkSlotCapacity,
  countBySlot,
  nextFreeSlot,
  slotFullMessage,
  slotHasRoom,
  slotKey,
  slotStart,
  withRoom,
} from './slot-capacity';
import { londonTime, scheduleSlots } from './schedule';
import { AUTUMN, MINUTE, SCHEDULE, SPRING, at, plus } from './test-support/london-clock';

const SLOT = 15 * MINUTE;

describe('slots', () => {
  it('are the quarter hours of the London clock, summer and winter', () => {
    expect(slotStart(at('2027-01-15T12:07:30Z'))).toEqual(at('2027-01-15T12:00:00Z'));
    expect(slotStart(at('2027-07-15T11:14:59.999Z'))).toEqual(at('2027-07-15T11:00:00Z'));
    expect(londonTime(slotStart(at('2027-07-15T11:14:59Z'))).time).toBe('12:00');
    expect(slotKey('2027-07-15T11:15:00Z')).toBe('2027-07-15T11:15:00.000Z');
  });

  it('follow real time across the clock changes', () => {
    // March: 00:45–00:59 GMT is followed by 02:00 BST.
    expect(londonTime(slotStart(at(`${SPRING}T00:59:00Z`))).time).toBe('00:45');
    expect(londonTime(slotStart(at(`${SPRING}T01:01:00Z`))).time).toBe('02:00');
    // October: 01:00 BST and 01:00 GMT are two slots.
    expect(slotKey(at(`${AUTUMN}T00:05:00Z`))).not.toBe(slotKey(at(`${AUTUMN}T01:05:00Z`)));
    expect(londonTime(slotStart(at(`${AUTUMN}T00:05:00Z`))).time).toBe('01:00');
    expect(londonTime(slotStart(at(`${AUTUMN}T01:05:00Z`))).time).toBe('01:00');
  });

  it('count due times', () => {
    const counts = countBySlot(['2027-01-15T12:00:00Z', at('2027-01-15T12:14:00Z'), '2027-01-15T12:15:00Z']);
    expect(Object.fromEntries(counts)).toEqual({
      '2027-01-15T12:00:00.000Z': 2,
      '2027-01-15T12:15:00.000Z': 1,
    });
  });
});

describe('slot capacity', () => {
  const counts = countBySlot([
    '2027-01-15T12:00:00Z',
    '2027-01-15T12:05:00Z',
    '2027-01-15T12:15:00Z',
    '2027-01-15T12:20:00Z',
    '2027-01-15T12:30:00Z',
  ]);

  it('must be a whole number of orders from 1', () => {
    expect(checkSlotCapacity(4)).toEqual({ ok: true, value: 4 });
    expect(checkSlotCapacity(0)).toEqual({
      ok: false,
      issues: [
        {
          path: ['SlotCapacity'],
          message:
            'A slot must take at least 1 order (0 would refuse every order); turn the limit off instead',
        },
      ],
    });
    expect(checkSlotCapacity(-3).ok).toBe(false);
    expect(checkSlotCapacity(2.5).ok).toBe(false);
    expect(checkSlotCapacity(Number.NaN).ok).toBe(false);
    expect(checkSlotCapacity(SLOT_CAPACITY_MAX + 1).ok).toBe(false);
  });

  it('leaves room while a slot holds fewer orders than the capacity', () => {
    expect(slotHasRoom(at('2027-01-15T12:10:00Z'), counts, 2)).toBe(false);
    expect(slotHasRoom(at('2027-01-15T12:10:00Z'), counts, 3)).toBe(true);
    expect(slotHasRoom(at('2027-01-15T12:30:00Z'), counts, 2)).toBe(true);
    expect(slotHasRoom(at('2027-01-15T12:10:00Z'), counts, null)).toBe(true);
  });

  it('finds the next free slot from an instant', () => {
    expect(nextFreeSlot(at('2027-01-15T12:07:00Z'), counts, 2)).toEqual({
      slot: at('2027-01-15T12:30:00Z'),
      at: at('2027-01-15T12:30:00Z'),
    });
    expect(nextFreeSlot(at('2027-01-15T12:07:00Z'), counts, 3)).toEqual({
      slot: at('2027-01-15T12:00:00Z'),
      at: at('2027-01-15T12:07:00Z'),
    });
    expect(nextFreeSlot(at('2027-01-15T12:31:00Z'), counts, 1)).toEqual({
      slot: at('2027-01-15T12:45:00Z'),
      at: at('2027-01-15T12:45:00Z'),
    });
  });

  it("offers only the checkout's slots with room", () => {
    const slots = scheduleSlots('Pickup', SCHEDULE, at('2027-01-15T11:30:00Z'));
    expect(slots.slice(0, 3).map((s) => s.Time)).toEqual(['12:00', '12:15', '12:30']);
    expect(
      withRoom(slots, counts, 2)
        .slice(0, 2)
        .map((s) => s.Time),
    ).toEqual(['12:30', '12:45']);
    expect(withRoom(slots, counts, null)).toEqual(slots);
    expect(withRoom(['2027-01-15T12:00:00Z', at('2027-01-15T12:30:00Z')], counts, 2)).toEqual([
      at('2027-01-15T12:30:00Z'),
    ]);
    expect(withRoom([{ when: at('2027-01-15T12:20:00Z') }], counts, 2, (e) => e.when)).toEqual([]);
  });

  it('names the next free time when a slot is full', () => {
    expect(
      slotFullMessage(at('2027-01-15T12:07:00Z'), at('2027-01-15T12:30:00Z'), at('2027-01-15T11:50:00Z')),
    ).toBe('The 12:00 slot is full: the next free time is 12:30');
  });

  /** Due times within a few hours of an instant near a clock change, so slots collide. */
  const base = fc.constantFrom(
    at('2027-01-15T12:00:00Z'),
    at(`${SPRING}T00:00:00Z`),
    at(`${AUTUMN}T00:00:00Z`),
  );
  const scenario = base.chain((start) =>
    fc.record({
      start: fc.constant(start),
      taken: fc.array(
        fc.integer({ min: 0, max: 4 * 60 }).map((m) => plus(start, m)),
        { maxLength: 40 },
      ),
      offered: fc.array(
        fc.integer({ min: 0, max: 4 * 60 }).map((m) => plus(start, m)),
        { maxLength: 40 },
      ),
      capacity: fc.integer({ min: 1, max: 4 }),
      picks: fc.array(fc.nat(), { maxLength: 60 }),
    }),
  );

  it('is never exceeded by customers choosing among the offered times, one order after another', () => {
    fc.assert(
      fc.property(scenario, ({ taken, offered, capacity, picks }) => {
        // The orders already there may already fill a slot (a capacity lowered after they came in).
        const counts = countBySlot(taken);
        const before = new Map(counts);
        for (const pick of picks) {
          const open = withRoom(offered, counts, capacity);
          if (open.length === 0) break;
          const chosen = open[pick % open.length]!;
          const key = slotKey(chosen);
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        for (const [key, n] of counts)
          expect(n).toBeLessThanOrEqual(Math.max(capacity, before.get(key) ?? 0));
      }),
    );
  });

  it('keeps exactly the offered times whose slot has room, and finds the first free slot', () => {
    fc.assert(
      fc.property(scenario, ({ start, taken, offered, capacity }) => {
        const counts = countBySlot(taken);
        const open = withRoom(offered, counts, capacity);
        expect(open).toEqual(offered.filter((t) => (counts.get(slotKey(t)) ?? 0) < capacity));
        const { slot, at: due } = nextFreeSlot(start, counts, capacity);
        expect(slotHasRoom(slot, counts, capacity)).toBe(true);
        expect(slotStart(due)).toEqual(slot);
        expect(due.getTime()).toBeGreaterThanOrEqual(start.getTime());
        for (let s = slotStart(start).getTime(); s < slot.getTime(); s += SLOT)
          expect(slotHasRoom(new Date(s), counts, capacity)).toBe(false);
      }),
    );
  });
});
