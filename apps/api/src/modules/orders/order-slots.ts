import type { BrandConfig } from '@storefront/contract/brand-config';
import type { OrderOption } from '@storefront/contract/catalog';
import { SCHEDULE_MAX_DAYS, SLOT_STEP_MINUTES, scheduleSlots } from '@storefront/domain/schedule';
import {
  nextFreeSlot,
  slotFullMessage,
  slotKey,
  slotStart,
  withRoom,
  type SlotCounts,
} from '@storefront/domain/slot-capacity';
import { HttpError } from '../../lib/http-error';
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
  return new HttpError(409, message, [{ Path: 'body.ScheduledFor', Message: message }]);
}

/**
 * Before the order's transaction, from the committed counts: a chosen time whose slot is already full is refused
 * at once; an ASAP order is planned in the first slot with room from its earliest time. The transaction checks
 * again under the slot's lock (claimSlot).
 */
export async function planSlot(repo: OrderSlotsRepository, request: SlotRequest, due: Date): Promise<Date> {
  const counts = await fullSlotCounts(repo, request.brandId, due, request.capacity);
  const free = nextFreeSlot(due, counts, request.capacity);
  if (free.at.getTime() === due.getTime()) return due;
  if (request.scheduled) throw await slotFull(repo, request, due);
  return free.at;
}

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
