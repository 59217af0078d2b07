import { useState } from 'react';
import type { DeliveryType } from '@storefront/domain/delivery-type';
import { useBranches } from '../../../lib/queries/branches';
import { local } from '../../../lib/storage';

/**
 * Which branch a collection or eat-in order is for (ADR 0045): asked only where the brand has more than one,
 * the last choice at this brand offered again. A delivery, or a brand with one branch, sends none and the
 * server names the branch. Changing an order keeps its branch.
 */
export function useCheckoutBranch(brand: string, type: DeliveryType, amending: boolean) {
  const branches = useBranches(brand).data ?? [];
  const [chosen, setChosen] = useState<number | null>(() => local.get('orderBranch')?.[brand] ?? null);
  const asked = !amending && type !== 'Home' && branches.length > 1;
  // The last choice at this brand, else the first branch, shown chosen so the visitor sees where it goes.
  const branchId = asked
    ? branches.some((b) => b.BranchId === chosen)
      ? chosen
      : (branches[0]?.BranchId ?? null)
    : null;
  return {
    asked,
    branches,
    branchId,
    choose(id: number) {
      setChosen(id);
      local.set('orderBranch', { ...local.get('orderBranch'), [brand]: id });
    },
  };
}
export type CheckoutBranch = ReturnType<typeof useCheckoutBranch>;
