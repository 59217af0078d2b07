import type { ExtraObject } from '@storefront/contract/catalog';
import { unmatchedAllergenNote, type FoodInfoGap, type MenuKind } from '@storefront/contract/menu';
import type { Db } from '../../db/client';
import type { BrandContext } from '../brand/brand.service';
import { createMenuRepository } from './menu-editor.repository';

interface ItemRead {
  id: number;
  title: string;
  foodInfo: unknown;
  extras: ExtraObject | null;
  unmatched?: readonly string[];
}

/** The gaps of one item: itself when it declares nothing, then each extra and builder choice without it. */
function gapsOf(Kind: MenuKind, item: ItemRead): FoodInfoGap[] {
  const gap = (
    Part: FoodInfoGap['Part'],
    Group: string | null,
    Option: string | null,
    Notes: string[] = [],
  ) => ({
    Kind,
    ItemId: item.id,
    ItemTitle: item.title,
    Part,
    Group,
    Option,
    Notes,
  });
  const gaps: FoodInfoGap[] = [];
  if (item.foodInfo === null)
    gaps.push(gap('Item', null, null, (item.unmatched ?? []).map(unmatchedAllergenNote)));
  for (const group of item.extras?.groups ?? [])
    for (const extra of group.Extras) if (!extra.FoodInfo) gaps.push(gap('Extra', group.Key, extra.Title));
  for (const step of item.extras?.MenuBuilder ?? [])
    for (const choice of step.Choose) if (!choice.FoodInfo) gaps.push(gap('Choice', step.Title, choice.Item));
  return gaps;
}

/**
 * The food information report (issue 34): every dish and product shown that declares nothing yet (null, which
 * differs from declaring none of the 14), and every extra and menu-builder choice without a declaration, in
 * menu order. For a shop of non-food (parts, motors) it is long, and says so honestly.
 */
export function createFoodInfoReport(db: Db) {
  const repo = createMenuRepository(db);
  return async (brand: BrandContext): Promise<{ Count: number; Gaps: FoodInfoGap[] }> => {
    const { recipes, products } = await repo.foodInfo(brand.id);
    const Gaps = [
      ...recipes.flatMap((r) => gapsOf('Recipe', r)),
      ...products.flatMap((p) => gapsOf('Product', p)),
    ];
    return { Count: Gaps.length, Gaps };
  };
}
export type FoodInfoReport = ReturnType<typeof createFoodInfoReport>;
