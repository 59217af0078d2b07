import type { BrandConfig } from '@storefront/contract/brand-config';
import type { OrderOption } from '@storefront/contract/catalog';
import { ORDER_PATHS } from '@storefront/contract/order-problems';
import {
  SCHEDULE_MAX_DAYS,
  SLOT_STEP_MINUTES,
  earliestTime,
  scheduleSlots,
} from '@storefront/domain/schedule';
import {
  nextFreeSlot,
  slotFullMessage,
  slotKey,
  slotStart,
  withRoom,
  type SlotCounts,
} from '@storefront/domain/slot-capacity';
import { HttpError } from '../../../lib/http-error';
import type { OrderSlotsRepository } from './order-slots.repository';

const SLOT_MS = SLOT_STEP_MINUTES * 60_000;
/** How far ahead full slots are read: the checkout offers times up to SCHEDULE_MAX_DAYS ahead. */
const LOOKAHEAD_MS = (SCHEDULE_MAX_DAYS + 1) * 24 * 60 * 60_000;

/** The full slots from the one `from` falls in, as the domain's SlotCounts. */
export async function fullSlotCounts(
  repo: OrderSlotsRepository,
  brandId: number,
  from: Date,
  capacity: number,
): Promise<SlotCounts> {
  const start = slotStart(from);
  const rows = await repo.fullSlots(brandId, start, new Date(start.getTime() + LOOKAHEAD_MS), capacity);
  return new Map(rows.map((r) => [slotKey(r.slotStart), r.orders]));
}

/** What a slot check needs to know of the order and the brand. */
export interface SlotRequest {
  brandId: number;
  capacity: number;
  option: OrderOption;
  /** The brand's config now (busy mode included): the next free time named in a refusal is one it offers. */
  config: BrandConfig;
  /** The customer chose this time (refused when its slot is full); else ASAP (moved to a slot with room). */
  scheduled: boolean;
  now: Date;
}

/** What a brand's slot rule needs of it: its id and its capacity (null: no limit). */
interface SlotBrand {
  id: number;
  slotCapacity: number | null;
}

/** The slot check of an order (null: the brand has no capacity, or a training order, which takes no place). */
export function slotRequest(
  brand: SlotBrand,
  order: { option: OrderOption; config: BrandConfig; scheduled: boolean; training: boolean },
  now: Date,
): SlotRequest | null {
  if (brand.slotCapacity === null || order.training) return null;
  const { option, config, scheduled } = order;
  return { brandId: brand.id, capacity: brand.slotCapacity, option, config, scheduled, now };
}

/** When an ASAP order asked for at `at` would be due: the earliest time, under a capacity in a slot with room. */
export async function earliestWithRoom(
  repo: OrderSlotsRepository,
  brand: SlotBrand,
  option: OrderOption,
  config: BrandConfig,
  at: Date,
): Promise<Date> {
  return firstWithRoom(repo, brand, earliestTime(option, config, at));
}

/** The first time from `earliest` in a slot with room (under a capacity; else `earliest` itself). */
export async function firstWithRoom(
  repo: OrderSlotsRepository,
  brand: SlotBrand,
  earliest: Date,
): Promise<Date> {
  if (brand.slotCapacity === null) return earliest;
  const counts = await fullSlotCounts(repo, brand.id, earliest, brand.slotCapacity);
  return nextFreeSlot(earliest, counts, brand.slotCapacity).at;
}

/**
 * The 409 for a chosen time whose slot is full, naming the next time the checkout would offer with room (or the
 * next slot with room, when no offered time has any).
 */
async function slotFull(repo: OrderSlotsRepository, request: SlotRequest, at: Date): Promise<HttpError> {
  const after = new Date(slotStart(at).getTime() + SLOT_MS);
  const counts = await fullSlotCounts(repo, request.brandId, after, request.capacity);
  const offered = withRoom(
    scheduleSlots(request.option, request.config, request.now, SCHEDULE_MAX_DAYS).filter(
      (s) => new Date(s.At).getTime() >= after.getTime(),
    ),
    counts,
    request.capacity,
  )[0];
  const next = offered ? new Date(offered.At) : nextFreeSlot(after, counts, request.capacity).slot;
  const message = slotFullMessage(at, next, request.now);
  return new HttpError(409, message, [{ Path: ORDER_PATHS.scheduledFor, Message: message }]);
}

/**
 * Plans new orders' slots before their transactions (issue 19 slot capacity). Orders of a busy brand arrive
 * together and would all plan the same slot from the committed counts, and all but the last places' worth would
 * then have to move under the slot's lock. The planner also counts the places this process has planned for
 * orders still in their transaction, so concurrent ASAP orders spread over the next slots at once. It is only a
 * plan: the transaction checks the slot again under its lock (claimSlot), whatever other processes do.
 */
export function createSlotPlanner() {
  const planned = new Map<string, number>();
  const plannedByBrand = new Map<number, number>();
  const keyOf = (brandId: number, slot: Date) => `${brandId} ${slotKey(slot)}`;
  const bump = (brandId: number, slot: Date, by: number) => {
    const key = keyOf(brandId, slot);
    const next = (planned.get(key) ?? 0) + by;
    if (next > 0) planned.set(key, next);
    else planned.delete(key);
    const brandNext = (plannedByBrand.get(brandId) ?? 0) + by;
    if (brandNext > 0) plannedByBrand.set(brandId, brandNext);
    else plannedByBrand.delete(brandId);
  };
  /** Holds a planned place until the function it answers is called (the transaction has ended). */
  const hold = (brandId: number, at: Date) => {
    bump(brandId, at, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      bump(brandId, at, -1);
    };
  };

  return {
    /**
     * A chosen time whose slot is already full is refused at once (409 naming the next free time); an ASAP order
     * is planned in the first slot with room, counting the places planned here and not committed yet. Answers the
     * due time, and `hold`: call it as the order's transaction starts (nothing awaited in between), and the
     * release it answers when the transaction has ended, whichever way.
     */
    async plan(
      repo: OrderSlotsRepository,
      request: SlotRequest,
      due: Date,
    ): Promise<{ due: Date; hold: () => () => void }> {
      const { brandId, capacity } = request;
      const pending = plannedByBrand.get(brandId) ?? 0;
      const start = slotStart(due);
      // Slots that planned places here could fill: at least capacity − pending orders committed.
      const rows = await repo.fullSlots(
        brandId,
        start,
        new Date(start.getTime() + LOOKAHEAD_MS),
        Math.max(1, capacity - pending),
      );
      const committed = new Map(rows.map((r) => [slotKey(r.slotStart), r.orders]));
      if (request.scheduled) {
        if ((committed.get(slotKey(due)) ?? 0) >= capacity) throw await slotFull(repo, request, due);
        return { due, hold: () => hold(brandId, due) };
      }
      const taken = (slot: number) =>
        (committed.get(slotKey(new Date(slot))) ?? 0) + (planned.get(keyOf(brandId, new Date(slot))) ?? 0);
      let slot = start.getTime();
      // Only slots with committed or planned orders can be full: the walk ends within their number.
      while (taken(slot) >= capacity) slot += SLOT_MS;
      const at = new Date(Math.max(slot, due.getTime()));
      return { due: at, hold: () => hold(brandId, at) };
    },
  };
}
export type SlotPlanner = ReturnType<typeof createSlotPlanner>;

/**
 * In the order's transaction, after its stock: locks the row of the slot `due` falls in and checks its count (the
 * orders committed so far; this one is counted when it commits). Two orders racing for the last place queue on
 * the lock, and the second reads the first's place. A full slot refuses a chosen time (409 naming the next free
 * time) and moves an ASAP order to the next slot with room. Slots are locked in ascending order (with the slot an
 * amended order is counted in, `countedIn`, in its place), so two orders never wait on each other in a cycle.
 * Answers the due time to keep.
 */
export async function claimSlot(
  repo: OrderSlotsRepository,
  request: SlotRequest,
  due: Date,
  countedIn: Date | null = null,
): Promise<Date> {
  const counted = countedIn ? slotStart(countedIn).getTime() : null;
  let countedLocked = false;
  let at = due;
  for (;;) {
    const slot = slotStart(at);
    if (counted !== null && !countedLocked && counted < slot.getTime()) {
      await repo.lockSlot(request.brandId, new Date(counted));
      countedLocked = true;
    }
    const held = await repo.lockSlot(request.brandId, slot);
    if (counted === slot.getTime()) countedLocked = true;
    // An amended order already counts in its own slot: it keeps its place there.
    const others = counted === slot.getTime() ? held - 1 : held;
    if (others < request.capacity) return at;
    if (request.scheduled) throw await slotFull(repo, request, at);
    const after = new Date(slot.getTime() + SLOT_MS);
    const counts = await fullSlotCounts(repo, request.brandId, after, request.capacity);
    at = nextFreeSlot(after, counts, request.capacity).at;
  }
}

/** Reads the starts (ISO 8601) of a brand's full slots from `at` on, for getConfig; none without a capacity. */
export function createFullSlotsReader(repo: OrderSlotsRepository) {
  return async (brand: { id: number; slotCapacity: number | null }, at: Date): Promise<string[]> =>
    brand.slotCapacity === null
      ? []
      : [...(await fullSlotCounts(repo, brand.id, at, brand.slotCapacity)).keys()];
}
