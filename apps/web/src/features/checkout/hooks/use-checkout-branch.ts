import { useMemo, useState } from 'react';
import type { DeliveryType } from '@storefront/domain/delivery-type';
import { branchSchedule } from '../utils/offered-times';
import { useBranches } from '../../../lib/queries/branches';
import { local } from '../../../lib/storage';

/** The branches an order could be made at besides the one chosen: the changed order's, the delivery area's. */
interface OtherBranches {
  /** The changed order's own branch. */
  placed?: number | null | undefined;
  /** The branch of the delivery area serving the postcode typed. */
  area?: number | null | undefined;
  /** Eating in: the branch the table's QR code named (ADR 0048). */
  table?: number | null | undefined;
}

/**
 * Which branch a collection or eat-in order is for (ADR 0045): asked only where the brand has more than one,
 * the last choice at this brand offered again. A delivery, or a brand with one branch, sends none and the
 * server names the branch. Changing an order keeps its branch. Eating in at a table whose QR code named its
 * branch (`other.table`, ADR 0048), the order is that branch's and nothing is asked. `schedule` is the branch
 * whose hours and lead times the times on offer come from (ADR 0046): the one chosen, the changed order's, the
 * delivery area's, else the first, as the server decides.
 */
export function useCheckoutBranch(
  brand: string,
  type: DeliveryType,
  amending: boolean,
  other: OtherBranches = {},
) {
  const branches = useBranches(brand).data ?? [];
  const [chosen, setChosen] = useState<number | null>(() => local.get('orderBranch')?.[brand] ?? null);
  const tableBranch = other.table ?? null;
  const atTable = !amending && type === 'EatIn' && tableBranch !== null;
  const asked = !amending && !atTable && type !== 'Home' && branches.length > 1;
  // The last choice at this brand, else the first branch, shown chosen so the visitor sees where it goes.
  const branchId = atTable
    ? tableBranch
    : asked
      ? branches.some((b) => b.BranchId === chosen)
        ? chosen
        : (branches[0]?.BranchId ?? null)
      : null;
  const find = (id: number | null | undefined) =>
    id === null || id === undefined ? undefined : branches.find((b) => b.BranchId === id);
  const kept = amending ? find(other.placed) : undefined;
  const made = (type === 'Home' ? (kept ?? find(other.area)) : (find(branchId) ?? kept)) ?? branches[0];
  const schedule = useMemo(() => branchSchedule(made), [made]);
  return {
    asked,
    branches,
    branchId,
    schedule,
    /** The table's branch, named beside the table. */
    tableBranchName: atTable ? (branches.find((b) => b.BranchId === tableBranch)?.Name ?? null) : null,
    choose(id: number) {
      setChosen(id);
      local.set('orderBranch', { ...local.get('orderBranch'), [brand]: id });
    },
  };
}
export type CheckoutBranch = ReturnType<typeof useCheckoutBranch>;
