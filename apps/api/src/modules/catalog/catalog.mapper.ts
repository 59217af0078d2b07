import type { Category, Product, Recipe } from '@storefront/contract/catalog';
import { toPounds } from '@storefront/domain/money';
import type { ProductRow, RecipeRow } from './catalog.repository';

/** Database rows to the spec's DTOs (PascalCase, pounds). Nothing undeclared leaves the server. */
export function toRecipeDto(r: RecipeRow): Recipe {
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
    Allergens: r.allergens,
    RecipeMaxBuyAllowed: r.maxBuy,
    isDiscountedItem: r.isDiscounted,
    socialDiscountItem: r.socialDiscount,
    ForDelivery: r.forDelivery,
    ForCollection: r.forCollection,
    ForDineIn: r.forDineIn,
    ForEatIn: r.forEatIn,
    RecipeExtraObject: r.extras,
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
    ProductDetailPartModel: p.partModel,
    ProductDetailEngine: p.engine,
    ProductDetailFromYear: p.fromYear,
    ProductDetailToYear: p.toYear,
    ProductDetailCode: p.code,
    ProductDetailExternalLink: p.externalLink,
    Vehicle: p.vehicle,
  };
}

export function toCategoryDto(c: {
  id: number;
  title: string;
  image: string | null;
  status: boolean;
  subcategories: { id: number; title: string; status: boolean }[];
}): Category {
  return {
    CategoryId: c.id,
    CategoryTitle: c.title,
    CategoryImage: c.image,
    Status: c.status,
    Subcategories: c.subcategories.map((s) => ({
      SubcategoryId: s.id,
      SubcategoryTitle: s.title,
      Status: s.status,
    })),
  };
}
