import type { GetConfigResponse } from '@storefront/contract/brand-config';
import type { OrderOption } from '@storefront/contract/catalog';
import { earliestTime, scheduleSlots, type ScheduleSlot } from '@storefront/domain/schedule';
import { nextFreeSlot, withRoom, type SlotCounts } from '@storefront/domain/slot-capacity';

type OrderConfig = GetConfigResponse['Data'];

/**
 * The brand's full slots as the domain's counts: a slot getConfig lists as full holds its capacity. getConfig's
 * minimum times already carry busy mode's extra minutes, so the schedule functions need nothing else.
 */
function fullCounts(config: OrderConfig): { counts: SlotCounts; capacity: number | null } {
  const capacity = config.SlotCapacity ?? null;
  return {
    capacity,
    counts: new Map((config.FullSlots ?? []).map((slot) => [slot, capacity ?? 0])),
  };
}

/**
 * The times the checkout offers (issue 19): the schedule's slots for `days` London days, without the slots
 * that are full under the brand's capacity.
 */
export function offeredSlots(
  option: OrderOption,
  config: OrderConfig,
  now: Date,
  days: number,
): ScheduleSlot[] {
  const { counts, capacity } = fullCounts(config);
  return withRoom(scheduleSlots(option, config, now, days), counts, capacity);
}

/** When an ASAP order placed now would be due: the earliest time, in the first slot with room. */
export function asapFrom(option: OrderOption, config: OrderConfig, now: Date): Date {
  const { counts, capacity } = fullCounts(config);
  return nextFreeSlot(earliestTime(option, config, now), counts, capacity).at;
}
