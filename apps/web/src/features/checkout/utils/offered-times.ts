import type { GetConfigResponse } from '@storefront/contract/brand-config';
import type { OrderOption } from '@storefront/contract/catalog';
import type { Branch } from '@storefront/contract/venue';
import {
  branchEarliestTime,
  branchSlots,
  withLeadTimes,
  type BranchSchedule,
} from '@storefront/domain/branch-hours';
import type { ScheduleSlot } from '@storefront/domain/schedule';
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

/** The branch's part in the schedule, as the branches list answers it. */
export function branchSchedule(branch: Branch | undefined): BranchSchedule | null {
  return branch ? { name: branch.Name, hours: branch.OpeningHours, leadTimes: branch.LeadTimes } : null;
}

/** getConfig's rules at a branch: its lead times in place of the brand's minimum times, busy minutes on top. */
const atBranch = (config: OrderConfig, branch: BranchSchedule | null) =>
  withLeadTimes(config, branch?.leadTimes, config.Busy?.ExtraMinutes ?? 0);

/**
 * The times the checkout offers (issue 19, ADR 0046): the schedule's slots for `days` London days at the
 * order's branch (its lead time; for collection and eat in, only while it is open), without the slots that are
 * full under the brand's capacity.
 */
export function offeredSlots(
  option: OrderOption,
  config: OrderConfig,
  now: Date,
  days: number,
  branch: BranchSchedule | null = null,
): ScheduleSlot[] {
  const { counts, capacity } = fullCounts(config);
  return withRoom(branchSlots(option, atBranch(config, branch), branch, now, days), counts, capacity);
}

/**
 * When an ASAP order placed now would be due: the earliest time at the order's branch, in the first slot with
 * room; null when the branch does not open within the days a time can be chosen for.
 */
export function asapFrom(
  option: OrderOption,
  config: OrderConfig,
  now: Date,
  branch: BranchSchedule | null = null,
): Date | null {
  const { counts, capacity } = fullCounts(config);
  const earliest = branchEarliestTime(option, atBranch(config, branch), branch, now);
  return earliest && nextFreeSlot(earliest, counts, capacity).at;
}
