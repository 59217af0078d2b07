import type { ExtraObject } from '@storefront/contract/catalog';
import type { FoodInfo } from '@storefront/contract/food-info';
import type { Daypart } from '@storefront/contract/menu-hours';
import type { ChannelFlags } from '@storefront/domain/delivery-type';
import type { BrandContext } from '../../brand/brand.service';
import type { OrdersRepository } from '../orders.repository';

export type ItemKind = 'recipe' | 'product';

/** What ordering needs to know of a recipe or product. */
export interface OrderableItem {
  kind: ItemKind;
  id: number;
  title: string;
  image: string | null;
  base: number;
  extras: ExtraObject | null;
  /** Its allergens, labels and kcal; null: not declared. */
  foodInfo: FoodInfo | null;
  maxBuy: number | null;
  flags: Required<ChannelFlags>;
  discounted: boolean;
  social: boolean;
  kg: boolean;
  units: string | null;
  stock: number;
  /** Its category is switched on. */
  active: boolean;
  /** Menu hours: its own, and its category's (null: no limit). */
  hours: Daypart[] | null;
  categoryHours: Daypart[] | null;
}

/** What a brand sells: a restaurant its recipes, a shop its products. */
export const itemKindOf = (brand: BrandContext): ItemKind =>
  brand.web.TemplateData.RecipesBrand ? 'recipe' : 'product';

/** The brand's items of some ids, as ordering sees them. */
export async function loadItems(
  repo: OrdersRepository,
  brand: BrandContext,
  kind: ItemKind,
  ids: readonly number[],
): Promise<Map<number, OrderableItem>> {
  const unique = [...new Set(ids)];
  const items =
    kind === 'recipe' ? await recipesOf(repo, brand, unique) : await productsOf(repo, brand, unique);
  return new Map(items.map((i) => [i.id, i]));
}

async function recipesOf(
  repo: OrdersRepository,
  brand: BrandContext,
  ids: number[],
): Promise<OrderableItem[]> {
  return (await repo.recipesForOrder(brand.id, ids)).map(({ item: r, active, categoryHours }) => ({
    kind: 'recipe',
    id: r.id,
    title: r.title,
    image: r.image,
    base: r.pricePence,
    extras: r.extras,
    foodInfo: r.foodInfo,
    maxBuy: r.maxBuy,
    flags: {
      ForDelivery: r.forDelivery,
      ForCollection: r.forCollection,
      ForEatIn: r.forEatIn,
      ForDineIn: r.forDineIn,
    },
    discounted: r.isDiscounted,
    social: r.socialDiscount,
    kg: false,
    units: null,
    stock: r.outOfStock ? 0 : r.stock,
    active,
    hours: r.hours,
    categoryHours,
  }));
}

async function productsOf(
  repo: OrdersRepository,
  brand: BrandContext,
  ids: number[],
): Promise<OrderableItem[]> {
  return (await repo.productsForOrder(brand.id, ids)).map(({ item: p, active, categoryHours }) => ({
    kind: 'product',
    id: p.id,
    title: p.title,
    image: p.image,
    base: p.newPricePence ?? p.oldPricePence,
    extras: p.extras,
    foodInfo: p.foodInfo,
    maxBuy: null,
    // Products carry no eat-in flags: at the table they follow collection, as the catalogue lists them.
    flags: {
      ForDelivery: p.forDelivery,
      ForCollection: p.forCollection,
      ForEatIn: p.forCollection,
      ForDineIn: p.forCollection,
    },
    discounted: p.newPricePence !== null,
    social: false,
    kg: p.units.toLowerCase() === 'kg',
    units: p.units,
    stock: p.outOfStock ? 0 : p.stock,
    active,
    hours: p.hours,
    categoryHours,
  }));
}
