import type { AllergenIcon, Category, Product, Recipe } from '@storefront/contract/catalog';
import type { FoodInfo } from '@storefront/contract/food-info';
import { allergenIcons } from '@storefront/domain/food-info';
import { listedFoodInfo } from '@storefront/domain/food-listing';
import { intersectMenuHours, type Daypart } from '@storefront/contract/menu-hours';
import { toPounds } from '@storefront/domain/money';
import type { ProductRow, RecipeRow } from './catalog.repository';

/**
 * When an item can be ordered, as the catalogue serves it: its own menu hours within its category's, left out
 * when neither limits it. Hours that never meet cannot be written (the import and the menu editor refuse
 * them); should a row hold them anyway, the item's own are served, and placement still refuses the order.
 */
export function servedHours(
  own: Daypart[] | null | undefined,
  category: Daypart[] | null | undefined,
): { Hours?: Daypart[] } {
  const hours = intersectMenuHours(own, category);
  if (hours === undefined) return {};
  return { Hours: hours.length > 0 ? hours : (own ?? hours) };
}

/**
 * The `{ Title, Link }` icons the spec documents, from the declared codes. A dish not yet declared keeps the
 * free-text titles it had before the codes (shown as text), so a customer is never told less than before.
 */
export function servedAllergens(info: FoodInfo | null, unmatched: readonly string[]): AllergenIcon[] {
  return info ? allergenIcons(info.Contains) : unmatched.map((Title) => ({ Title, Link: '' }));
}

/** Database rows to the spec's DTOs (PascalCase, pounds). Nothing undeclared leaves the server. */
export function toRecipeDto(r: Omit<RecipeRow, 'categoryHours'> & Partial<RecipeRow>): Recipe {
  return {
    RecipeId: r.id,
    CategoryId: r.categoryId,
    SubcategoryId: r.subcategoryId,
    RecipeTitle: r.title,
    RecipeDescription: r.description,
    RecipeImage: r.image,
    RecipePrice: toPounds(r.pricePence),
    DisplayAmountText: r.displayAmountText,
    // Marked out of stock in the back office: 0, so the menu shows its out-of-stock label at once.
    RecipeStock: r.outOfStock ? 0 : r.stock,
    IsNewlyAdded: r.isNew,
    IsPopular: r.isPopular,
    Allergens: servedAllergens(r.foodInfo, r.unmatchedAllergens),
    FoodInfo: r.foodInfo,
    Listed: listedFoodInfo(r.foodInfo, r.extras),
    RecipeMaxBuyAllowed: r.maxBuy,
    isDiscountedItem: r.isDiscounted,
    socialDiscountItem: r.socialDiscount,
    ForDelivery: r.forDelivery,
    ForCollection: r.forCollection,
    ForDineIn: r.forDineIn,
    ForEatIn: r.forEatIn,
    RecipeExtraObject: r.extras,
    ...servedHours(r.hours, r.categoryHours),
  };
}

export function toProductDto(p: ProductRow, isFavourite = false): Product {
  return {
    ProductId: p.id,
    ProductCategoryId: p.categoryId,
    ProductCategory: p.categoryTitle,
    ProductSubCategoryId: p.subcategoryId,
    ProductSubCategoryTitle: p.subcategoryTitle,
    ProductTitle: p.title,
    ProductImageUrl: p.image,
    ProductOldPrice: toPounds(p.oldPricePence),
    ProductNewPrice: p.newPricePence === null ? null : toPounds(p.newPricePence),
    ProductUnits: p.units,
    ProductStocks: p.outOfStock ? 0 : p.stock,
    ProductContent: p.content,
    ProductSummary: p.summary,
    ProductStockStatus: p.stockStatus,
    ProductLabel: p.label,
    IsFavourite: isFavourite,
    ForDelivery: p.forDelivery,
    ForCollection: p.forCollection,
    ProductExtraObject: p.extras,
    FoodInfo: p.foodInfo,
    Listed: listedFoodInfo(p.foodInfo, p.extras),
    ProductDetailPartModel: p.partModel,
    ProductDetailEngine: p.engine,
    ProductDetailFromYear: p.fromYear,
    ProductDetailToYear: p.toYear,
    ProductDetailCode: p.code,
    ProductDetailExternalLink: p.externalLink,
    Vehicle: p.vehicle,
    ...servedHours(p.hours, p.categoryHours),
  };
}

export function toCategoryDto(c: {
  id: number;
  title: string;
  image: string | null;
  status: boolean;
  hours: Daypart[] | null;
  subcategories: { id: number; title: string; status: boolean }[];
}): Category {
  return {
    CategoryId: c.id,
    CategoryTitle: c.title,
    CategoryImage: c.image,
    Status: c.status,
    ...(c.hours?.length ? { Hours: c.hours } : {}),
    Subcategories: c.subcategories.map((s) => ({
      SubcategoryId: s.id,
      SubcategoryTitle: s.title,
      Status: s.status,
    })),
  };
}
