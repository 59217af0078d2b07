import type { FieldError } from '@storefront/contract/envelope';
import { ORDER_PATHS } from '@storefront/contract/order-problems';
import type { BranchSchedule } from '@storefront/domain/branch-hours';
import type { BrandBranch, BrandContext } from '../../brand/brand.service';

/** A branch as an order names it. */
export interface OrderBranch {
  id: number;
  name: string;
  address: string;
}

/** The branch's part in an order: what the order names (to write), and whose hours and lead times apply. */
export interface BranchPart {
  /** The branch to name on the order; null when the brand has none, or amending keeps the order's. */
  branch: OrderBranch | null;
  /** The branch whose opening hours and lead times apply; null when the brand has none. */
  schedule: BranchSchedule | null;
  /** That branch's own dine-in tables (ADR 0048); null: the brand's. */
  tables: number[] | null;
}

/** What the branch rule is asked about. */
export interface BranchAsk {
  /** The branch asked for (BranchId). */
  branchId?: number | undefined;
  /** Amending: the order's own branch, kept when no BranchId is sent. */
  placedBranchId?: number | null | undefined;
  /** Delivery: the branch of the area serving the postcode (null: the area names none, or none known yet). */
  areaBranchId?: number | null | undefined;
  delivery: boolean;
}

const scheduleOf = (row: BrandBranch): BranchSchedule => ({
  name: row.name,
  hours: row.openingHours,
  leadTimes: row.leadTimes,
});

/**
 * The branch that makes the order (ADR 0045, 0046): a delivery goes out from the branch of the area serving its
 * postcode, else the brand's first; a collection or eat-in order is made at the branch asked for, which must be
 * the brand's, else the brand's first (the contract's clients of before send none). Amending without a BranchId
 * keeps the order's branch, whose hours and lead times still apply.
 */
export function checkBranch(brand: BrandContext, ask: BranchAsk, issues: FieldError[]): BranchPart {
  const list = brand.branches;
  const found = (id: number | null | undefined) =>
    id === null || id === undefined ? undefined : list.find((b) => b.id === id);
  if (ask.branchId !== undefined && !found(ask.branchId))
    issues.push({ Path: ORDER_PATHS.branchId, Message: 'Choose one of our branches' });
  const keeping = ask.branchId === undefined && ask.placedBranchId !== undefined;
  const kept = keeping ? found(ask.placedBranchId) : undefined;
  const chosen = ask.delivery
    ? (kept ?? found(ask.areaBranchId) ?? list[0])
    : ask.branchId !== undefined
      ? found(ask.branchId)
      : (kept ?? list[0]);
  if (!chosen) return { branch: null, schedule: null, tables: null };
  const named = { id: chosen.id, name: chosen.name, address: chosen.address };
  return { branch: keeping ? null : named, schedule: scheduleOf(chosen), tables: chosen.dineInTables };
}
