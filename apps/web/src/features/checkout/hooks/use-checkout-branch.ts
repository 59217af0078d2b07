import { useState } from 'react';
import type { DeliveryType } from '@storefront/domain/delivery-type';
import { useBranches } from '../../../lib/queries/branches';
import { local } from '../../../lib/storage';

/**
 * Which branch a collection or eat-in order is for (ADR 0045): asked only where the brand has more than one,
 * the last choice at this brand offered again. A delivery, or a brand with one branch, sends none and the
 * server names the branch. Changing an order keeps its branch. Eating in at a table whose QR code named its
 * branch (`tableBranch`, ADR 0048), the order is that branch's and nothing is asked.
 */
export function useCheckoutBranch(
  brand: string,
  type: DeliveryType,
  amending: boolean,
  tableBranch: number | null = null,
) {
  const branches = useBranches(brand).data ?? [];
  const [chosen, setChosen] = useState<number | null>(() => local.get('orderBranch')?.[brand] ?? null);
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
  return {
    asked,
    branches,
    branchId,
    /** The table's branch, named beside the table. */
    tableBranchName: atTable ? (branches.find((b) => b.BranchId === tableBranch)?.Name ?? null) : null,
    choose(id: number) {
      setChosen(id);
      local.set('orderBranch', { ...local.get('orderBranch'), [brand]: id });
    },
  };
}
export type CheckoutBranch = ReturnType<typeof useCheckoutBranch>;
