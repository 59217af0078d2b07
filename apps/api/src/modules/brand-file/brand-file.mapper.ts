import type { BrandFile, BrandFileProduct, BrandFileRecipe } from '@storefront/contract/brand-file';
import { LoyaltyConfig } from '@storefront/contract/loyalty';
import type { MenuHours } from '@storefront/contract/menu-hours';
import { BRAND_FILE_FORMAT } from '@storefront/contract/brand-file';
import { foodInfoFromTitles } from '@storefront/contract/food-info';
import { toPence, toPounds } from '@storefront/domain/money';
import type {
  branches,
  brands,
  categories,
  customers,
  events,
  products,
  recipes,
  subcategories,
} from '../../db/schema';
import { sanitizeLegalTexts, sanitizeProductHtml } from '../../lib/sanitize-html';
import { toRecipeDto } from '../menu/catalog.mapper';
import { productSummaryText } from '../menu/product-summary';

/** The rows one brand file becomes. Customers carry a password hash already. */
export interface BrandRows {
  brand: Omit<typeof brands.$inferInsert, 'version' | 'createdAt' | 'updatedAt'>;
  categories: (typeof categories.$inferInsert)[];
  subcategories: (typeof subcategories.$inferInsert)[];
  recipes: (typeof recipes.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  branches: (typeof branches.$inferInsert)[];
  events: (typeof events.$inferInsert)[];
  customers: Omit<typeof customers.$inferInsert, 'id' | 'createdAt'>[];
}

/** Menu hours as a row keeps them: null for none (absent or empty), so "no limit" is stored one way. */
export const storedHours = (hours: MenuHours | undefined): MenuHours | null => (hours?.length ? hours : null);

/** Menu hours as the file writes them: left out when there are none. */
export const fileHours = (hours: MenuHours | null): { Hours?: MenuHours } => (hours ? { Hours: hours } : {});

/** A recipe of the file as its row: how the import stores it, and so how the back office's menu editor does. */
export function recipeToRow(brandId: number, r: BrandFileRecipe, sort: number): typeof recipes.$inferInsert {
  return {
    brandId,
    id: r.RecipeId,
    categoryId: r.CategoryId,
    subcategoryId: r.SubcategoryId,
    title: r.RecipeTitle,
    description: r.RecipeDescription,
    image: r.RecipeImage,
    pricePence: toPence(r.RecipePrice),
    displayAmountText: r.DisplayAmountText,
    stock: r.RecipeStock,
    isNew: r.IsNewlyAdded,
    isPopular: r.IsPopular,
    isRecommended: r.IsRecommended,
    foodInfo: r.FoodInfo ?? foodInfoFromTitles(r.Allergens),
    unmatchedAllergens: [],
    maxBuy: r.RecipeMaxBuyAllowed,
    isDiscounted: r.isDiscountedItem,
    socialDiscount: r.socialDiscountItem,
    forDelivery: r.ForDelivery,
    forCollection: r.ForCollection,
    forDineIn: r.ForDineIn,
    forEatIn: r.ForEatIn,
    extras: r.RecipeExtraObject,
    hidden: r.Hidden,
    hours: storedHours(r.Hours),
    sort,
  };
}

/**
 * A product of the file as its row, as the import (and the back office's menu editor) stores it: its HTML
 * sanitised, and the sanitised HTML's plain text kept beside it for the product's card.
 */
export function productToRow(
  brandId: number,
  p: BrandFileProduct,
  sort: number,
): typeof products.$inferInsert {
  const content = sanitizeProductHtml(p.ProductContent);
  return {
    brandId,
    id: p.ProductId,
    categoryId: p.CategoryId,
    subcategoryId: p.SubcategoryId,
    title: p.ProductTitle,
    image: p.ProductImageUrl,
    oldPricePence: toPence(p.ProductOldPrice),
    newPricePence: p.ProductNewPrice === null ? null : toPence(p.ProductNewPrice),
    units: p.ProductUnits,
    stock: p.ProductStocks,
    content,
    summary: productSummaryText(content),
    stockStatus: p.ProductStockStatus,
    label: p.ProductLabel,
    isRecommended: p.IsRecommended,
    forDelivery: p.ForDelivery,
    forCollection: p.ForCollection,
    extras: p.ProductExtraObject,
    foodInfo: p.FoodInfo,
    partModel: p.ProductDetailPartModel,
    engine: p.ProductDetailEngine,
    fromYear: p.ProductDetailFromYear,
    toYear: p.ProductDetailToYear,
    code: p.ProductDetailCode,
    externalLink: p.ProductDetailExternalLink,
    vehicle: p.Vehicle,
    hidden: p.Hidden,
    hours: storedHours(p.Hours),
    sort,
  };
}

export function fileToRows(file: BrandFile, passwordHashes: string[]): BrandRows {
  const brandId = file.WebCustomer.BrandData.BrandId;
  return {
    brand: {
      id: brandId,
      flavour: file.WebCustomer.BrandData.BrandFlavor,
      name: file.WebCustomer.BrandData.BrandName,
      webConfig: file.WebCustomer,
      brandConfig: file.BrandConfig,
      legalTexts: sanitizeLegalTexts(file.LegalTexts),
      loyalty: file.Loyalty,
      slotCapacity: file.SlotCapacity,
    },
    categories: file.Categories.map((c, sort) => ({
      brandId,
      id: c.CategoryId,
      kind: c.Kind,
      title: c.CategoryTitle,
      image: c.CategoryImage,
      status: c.Status,
      hours: storedHours(c.Hours),
      sort,
    })),
    subcategories: file.Categories.flatMap((c) =>
      c.Subcategories.map((s, sort) => ({
        brandId,
        id: s.SubcategoryId,
        categoryId: c.CategoryId,
        title: s.SubcategoryTitle,
        status: s.Status,
        sort,
      })),
    ),
    recipes: file.Recipes.map((r, sort) => recipeToRow(brandId, r, sort)),
    products: file.Products.map((p, sort) => productToRow(brandId, p, sort)),
    branches: file.Branches.map((b) => ({
      brandId,
      id: b.BranchId,
      name: b.Name,
      address: b.Address,
      postcode: b.Postcode,
      country: b.Country,
      phone: b.Phone,
      email: b.Email,
      openingHours: b.OpeningHours,
      reservations: b.Reservations,
      leadTimes: b.LeadTimes ?? null,
      dineInTables: b.DineInTables ?? null,
    })),
    events: file.Events.map((e) => ({
      brandId,
      id: e.EventId,
      title: e.Title,
      description: e.Description,
      startsAt: e.StartsAt,
      place: e.Place,
      pricePence: toPence(e.Price),
      seats: e.Seats,
      maxPerBooking: e.MaxTicketsPerBooking,
      image: e.Image,
    })),
    customers: file.Customers.map((c, i) => ({
      brandId,
      email: c.Email,
      passwordHash: passwordHashes[i] ?? '',
      firstName: c.FirstName,
      lastName: c.LastName,
      mobile: c.Mobile,
      imageUrl: c.ImageUrl,
      promoCode: c.PromoCode,
      marketingOptIn: c.MarketingOptIn,
    })),
  };
}

type Selected<T extends { $inferSelect: unknown }> = T['$inferSelect'];
export interface StoredBrand {
  brand: Selected<typeof brands>;
  categories: Selected<typeof categories>[];
  subcategories: Selected<typeof subcategories>[];
  recipes: Selected<typeof recipes>[];
  products: Selected<typeof products>[];
  branches: Selected<typeof branches>[];
  events: Selected<typeof events>[];
  customers: Selected<typeof customers>[];
}

/** A recipe's row as the file's recipe: the API's recipe plus the flags only the file carries. */
export function recipeToFile(r: Selected<typeof recipes>): BrandFileRecipe {
  // The file keeps the recipe's own hours (the catalogue's are combined with its category's).
  // The file keeps what the seller declares; how the menu lists it is worked out again on import.
  const { Hours: _combined, FoodInfo, Listed: _listed, ...recipe } = toRecipeDto(r);
  return {
    ...recipe,
    // Declared: the codes only. Not yet: the old titles, as they were imported.
    Allergens: FoodInfo ? [] : recipe.Allergens,
    FoodInfo: FoodInfo ?? null,
    IsRecommended: r.isRecommended,
    Hidden: r.hidden,
    ...fileHours(r.hours),
  };
}

/** A product's row as the file's product. */
export function productToFile(p: Selected<typeof products>): BrandFileProduct {
  return {
    ProductId: p.id,
    CategoryId: p.categoryId,
    SubcategoryId: p.subcategoryId,
    ProductTitle: p.title,
    ProductImageUrl: p.image,
    ProductOldPrice: toPounds(p.oldPricePence),
    ProductNewPrice: p.newPricePence === null ? null : toPounds(p.newPricePence),
    ProductUnits: p.units,
    ProductStocks: p.stock,
    ProductContent: p.content,
    ProductStockStatus: p.stockStatus,
    ProductLabel: p.label,
    IsRecommended: p.isRecommended,
    ForDelivery: p.forDelivery,
    ForCollection: p.forCollection,
    ProductExtraObject: p.extras,
    FoodInfo: p.foodInfo,
    ProductDetailPartModel: p.partModel,
    ProductDetailEngine: p.engine,
    ProductDetailFromYear: p.fromYear,
    ProductDetailToYear: p.toYear,
    ProductDetailCode: p.code,
    ProductDetailExternalLink: p.externalLink,
    Vehicle: p.vehicle,
    Hidden: p.hidden,
    ...fileHours(p.hours),
  };
}

/** The brand file a stored brand exports as; importing it gives back the same data. */
export function rowsToFile(s: StoredBrand): BrandFile {
  return {
    Format: BRAND_FILE_FORMAT,
    WebCustomer: s.brand.webConfig,
    BrandConfig: s.brand.brandConfig,
    Categories: s.categories.map((c) => ({
      CategoryId: c.id,
      CategoryTitle: c.title,
      CategoryImage: c.image,
      Kind: c.kind,
      Status: c.status,
      ...fileHours(c.hours),
      Subcategories: s.subcategories
        .filter((sc) => sc.categoryId === c.id)
        .map((sc) => ({ SubcategoryId: sc.id, SubcategoryTitle: sc.title, Status: sc.status })),
    })),
    // The file's recipe is the API's recipe plus the flags only the file carries.
    Recipes: s.recipes.map(recipeToFile),
    Products: s.products.map(productToFile),
    Branches: s.branches.map((b) => ({
      BranchId: b.id,
      Name: b.name,
      Address: b.address,
      Postcode: b.postcode,
      Country: b.country,
      Phone: b.phone,
      Email: b.email,
      OpeningHours: b.openingHours,
      Reservations: b.reservations,
      ...(b.leadTimes ? { LeadTimes: b.leadTimes } : {}),
      // Absent, as in the file it came from: the brand's tables are this branch's.
      ...(b.dineInTables ? { DineInTables: b.dineInTables } : {}),
    })),
    LegalTexts: sanitizeLegalTexts(s.brand.legalTexts),
    Events: s.events.map((e) => ({
      EventId: e.id,
      Title: e.title,
      Description: e.description,
      StartsAt: e.startsAt,
      Place: e.place,
      Price: toPounds(e.pricePence),
      Seats: e.seats,
      MaxTicketsPerBooking: e.maxPerBooking,
      Image: e.image,
    })),
    Loyalty: s.brand.loyalty ?? LoyaltyConfig.parse({}),
    SlotCapacity: s.brand.slotCapacity,
    Customers: s.customers.map((c) => ({
      Email: c.email,
      PasswordHash: c.passwordHash,
      FirstName: c.firstName,
      LastName: c.lastName,
      Mobile: c.mobile,
      ImageUrl: c.imageUrl,
      PromoCode: c.promoCode,
      MarketingOptIn: c.marketingOptIn,
    })),
  };
}
