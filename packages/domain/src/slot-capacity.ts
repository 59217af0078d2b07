import type { Checked, FieldIssue } from './field-issue';
import { londonClockLabel } from './due-time';
import { SLOT_STEP_MINUTES } from './schedule';

/**
 * Slot capacity (issue 19 "Busy mode and throttling"): a brand may take at most N orders due in any
 * 15-minute slot. Slots are the quarter hours of the Europe/London clock: London is a whole number of hours
 * from UTC, so they are the quarter hours of UTC too, and a slot is named by its start instant. Slots follow
 * real time: the repeated October hour has each of its slots twice (01:00 BST and 01:00 GMT are separate
 * slots), the skipped March hour has none.
 *
 * The checkout offers only times whose slot has room (withRoom), an ASAP order is due in the first slot with
 * room (nextFreeSlot), and the server checks the same rule again in the order's transaction.
 */

const MINUTE = 60_000;
const SLOT_MS = SLOT_STEP_MINUTES * MINUTE;

/** The largest capacity a brand can set (orders per slot). */
export const SLOT_CAPACITY_MAX = 1000;

/** How many orders are due in each slot, keyed by slotKey. A slot not in the map has none. */
export type SlotCounts = ReadonlyMap<string, number>;

const toDate = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/** The start of the slot an instant falls in. */
export function slotStart(at: Date | string): Date {
  return new Date(Math.floor(toDate(at).getTime() / SLOT_MS) * SLOT_MS);
}

/** The key of the slot an instant falls in: its start as an ISO string. */
export function slotKey(at: Date | string): string {
  return slotStart(at).toISOString();
}

/** How many of these due times fall in each slot. */
export function countBySlot(dueTimes: Iterable<Date | string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const due of dueTimes) {
    const key = slotKey(due);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Checks a brand's capacity: a whole number of orders per slot from 1 to SLOT_CAPACITY_MAX. */
export function checkSlotCapacity(capacity: number): Checked<number> {
  const issue = (message: string): Checked<number> => ({
    ok: false,
    issues: [{ path: ['SlotCapacity'], message }] satisfies FieldIssue[],
  });
  if (!Number.isInteger(capacity)) return issue('Give the capacity as a whole number of orders');
  if (capacity < 1)
    return issue(
      `A slot must take at least 1 order (${capacity} would refuse every order); turn the limit off instead`,
    );
  if (capacity > SLOT_CAPACITY_MAX) return issue(`A slot can take at most ${SLOT_CAPACITY_MAX} orders`);
  return { ok: true, value: capacity };
}

/** Whether the slot an instant falls in can take one more order. A null capacity means no limit. */
export function slotHasRoom(at: Date | string, counts: SlotCounts, capacity: number | null): boolean {
  return capacity === null || (counts.get(slotKey(at)) ?? 0) < capacity;
}

/**
 * The first slot with room for an order due at or after `from`: the slot `from` falls in when it has room,
 * else the next one that has. `at` is the earliest due time in it (`from` itself, or the slot's start).
 * Only slots in `counts` can be full, so the search ends within counts.size + 1 slots.
 */
export function nextFreeSlot(
  from: Date,
  counts: SlotCounts,
  capacity: number | null,
): { slot: Date; at: Date } {
  let slot = slotStart(from).getTime();
  while (!slotHasRoom(new Date(slot), counts, capacity)) slot += SLOT_MS;
  return { slot: new Date(slot), at: new Date(Math.max(slot, from.getTime())) };
}

/**
 * The offered times (the checkout's slots, or any list) whose slot has room for one more order, in their
 * order. `timeOf` reads an entry's instant; by default an entry is the instant (Date or ISO string) or has it
 * as `At` (schedule.ts's ScheduleSlot).
 */
export function withRoom<T extends Date | string | { At: string }>(
  offered: readonly T[],
  counts: SlotCounts,
  capacity: number | null,
): T[];
export function withRoom<T>(
  offered: readonly T[],
  counts: SlotCounts,
  capacity: number | null,
  timeOf: (entry: T) => Date | string,
): T[];
export function withRoom<T>(
  offered: readonly T[],
  counts: SlotCounts,
  capacity: number | null,
  timeOf: (entry: T) => Date | string = (entry) =>
    entry instanceof Date || typeof entry === 'string' ? entry : (entry as { At: string }).At,
): T[] {
  if (capacity === null) return [...offered];
  return offered.filter((entry) => slotHasRoom(timeOf(entry), counts, capacity));
}

/** The 409 message when a slot is full: 'The 12:00 slot is full: the next free time is 12:15'. */
export function slotFullMessage(at: Date, next: Date, now: Date): string {
  return `The ${londonClockLabel(slotStart(at), now)} slot is full: the next free time is ${londonClockLabel(next, now)}`;
}
