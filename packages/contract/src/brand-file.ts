import { z } from 'zod';
import { AllergenIcon, ExtraObject, Href, VehicleFacts } from './catalog';
import { BrandConfig, LeadTimes, TableNumber } from './brand-config';
import { FoodInfo, itemFoodInfoIssues, labelCodes } from './food-info';
import { ImageLink } from './image-link';
import { LoyaltyConfig } from './loyalty';
import { MenuHours, intersectMenuHours } from './menu-hours';
import { Pounds } from './money';
import { BrandFileEvent, ReservationSettings } from './venue';
import { WebCustomerConfig } from './web-customer-config';

/**
 * The brand file: one JSON document holding a whole brand (see docs/brand-format.md). Imported with
 * `npm run brand -- import FILE`, produced by `npm run brand -- export FLAVOUR`.
 */
export const BRAND_FILE_FORMAT = 'storefront-brand/1';

const Id = z.number().int().positive().max(2_000_000_000);
/** Item and category pictures: the one image-link rule (image-link.ts). */
const Img = ImageLink;

export const BrandFileCategory = z.object({
  CategoryId: Id,
  CategoryTitle: z.string().min(1).max(120),
  CategoryImage: Img.nullable().default(null),
  /** Which list the category belongs to. */
  Kind: z.enum(['Recipe', 'Product']),
  Status: z.boolean().default(true),
  /** Menu hours: the days and times its items can be ordered (London time); absent: no limit. */
  Hours: MenuHours.optional(),
  Subcategories: z
    .array(
      z.object({
        SubcategoryId: Id,
        SubcategoryTitle: z.string().min(1).max(120),
        Status: z.boolean().default(true),
      }),
    )
    .default([]),
});

const Availability = {
  ForDelivery: z.boolean().default(true),
  ForCollection: z.boolean().default(true),
};

export const BrandFileRecipe = z.object({
  RecipeId: Id,
  CategoryId: Id,
  SubcategoryId: Id.nullable().default(null),
  RecipeTitle: z.string().min(1).max(160),
  RecipeDescription: z.string().max(2000).default(''),
  RecipeImage: Img.nullable().default(null),
  RecipePrice: Pounds,
  DisplayAmountText: z.string().max(60).nullable().default(null),
  RecipeStock: z.number().int().min(0).max(1_000_000).default(1000),
  IsNewlyAdded: z.boolean().default(false),
  IsPopular: z.boolean().default(false),
  IsRecommended: z.boolean().default(false),
  /**
   * The old free-text allergen icons, read as codes on import ("Nuts" is refused: peanuts or tree nuts?). New
   * files give FoodInfo instead; export writes FoodInfo only.
   */
  Allergens: z.array(AllergenIcon).default([]),
  /** Allergens by code, dietary labels and kcal; null: not filled in (differs from declaring none). */
  FoodInfo: FoodInfo.nullable().default(null),
  RecipeMaxBuyAllowed: z.number().int().positive().max(999).nullable().default(null),
  isDiscountedItem: z.boolean().default(false),
  socialDiscountItem: z.boolean().default(false),
  ...Availability,
  ForDineIn: z.boolean().default(true),
  ForEatIn: z.boolean().default(true),
  RecipeExtraObject: ExtraObject.nullable().default(null),
  /** Taken off the menu (kept because orders name it); the back office sets it when an owner removes one. */
  Hidden: z.boolean().default(false),
  /** Menu hours: the days and times it can be ordered, within its category's; absent: no limit of its own. */
  Hours: MenuHours.optional(),
});
export type BrandFileRecipe = z.infer<typeof BrandFileRecipe>;

export const BrandFileProduct = z.object({
  ProductId: Id,
  CategoryId: Id,
  SubcategoryId: Id.nullable().default(null),
  ProductTitle: z.string().min(1).max(200),
  ProductImageUrl: Img.nullable().default(null),
  ProductOldPrice: Pounds,
  ProductNewPrice: Pounds.nullable().default(null),
  ProductUnits: z.string().max(20).default('each'),
  ProductStocks: z.number().int().min(0).max(10_000_000).default(1000),
  ProductContent: z.string().max(20_000).default(''),
  ProductStockStatus: z.enum(['Sold', 'Available']).default('Available'),
  ProductLabel: z.string().max(60).nullable().default(null),
  IsRecommended: z.boolean().default(false),
  ...Availability,
  ProductExtraObject: ExtraObject.nullable().default(null),
  /** Food products: allergens by code, dietary labels and kcal; null: not filled in, or not food. */
  FoodInfo: FoodInfo.nullable().default(null),
  ProductDetailPartModel: z.string().max(200).nullable().default(null),
  ProductDetailEngine: z.string().max(120).nullable().default(null),
  ProductDetailFromYear: z.number().int().min(1900).max(2100).nullable().default(null),
  ProductDetailToYear: z.number().int().min(1900).max(2100).nullable().default(null),
  ProductDetailCode: z.string().max(60).nullable().default(null),
  /** Rendered as the 'Vehicle Info' link, so only http(s) URLs or site paths (never `javascript:`). */
  ProductDetailExternalLink: Href.nullable().default(null),
  Vehicle: VehicleFacts.nullable().default(null),
  /** Taken off the shop (kept because orders name it); the back office sets it when an owner removes one. */
  Hidden: z.boolean().default(false),
  /** Menu hours: the days and times it can be ordered, within its category's; absent: no limit of its own. */
  Hours: MenuHours.optional(),
});
export type BrandFileProduct = z.infer<typeof BrandFileProduct>;

const Clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use 24-hour HH:MM');
export const BrandFileBranch = z.object({
  BranchId: Id,
  Name: z.string().min(1).max(120),
  Address: z.string().min(1).max(300),
  Postcode: z.string().max(12).default(''),
  Country: z.string().min(1).max(60).default('United Kingdom'),
  Phone: z.string().max(30).default(''),
  Email: z.string().max(254).default(''),
  /** Day 0 = Sunday … 6 = Saturday; a day without an entry is closed. */
  OpeningHours: z
    .array(z.object({ Day: z.number().int().min(0).max(6), Open: Clock, Close: Clock }))
    .default([]),
  /** Table bookings at this branch (the `reservation` page); null when it takes none. */
  Reservations: ReservationSettings.nullable().default(null),
  /** Minimum times of orders made here, in place of the brand's MinDeliveryTime etc. (ADR 0046). */
  LeadTimes: LeadTimes.optional(),
  /**
   * The tables of this branch that dine-in orders may name (its QR codes: `dine-in?table=12&branch=12`). Absent:
   * the brand's `BrandConfig.DineInTables` (or any 1–999) are this branch's too.
   */
  DineInTables: z.array(TableNumber).max(999).optional(),
});

/**
 * The brand's own legal pages (`terms-and-conditions`, `privacy-policy`) as HTML; the page sanitises it before
 * showing it, and shows a general default when a text is absent.
 */
export const LegalTexts = z.object({
  TermsAndConditions: z.string().max(100_000).optional(),
  PrivacyPolicy: z.string().max(100_000).optional(),
});
export type LegalTexts = z.infer<typeof LegalTexts>;

export const BrandFileCustomer = z
  .object({
    Email: z.email().max(254),
    /** Plain password, hashed on import. Exports carry PasswordHash instead. */
    Password: z.string().min(8).max(200).optional(),
    PasswordHash: z.string().startsWith('scrypt$').max(500).optional(),
    FirstName: z.string().min(1).max(80),
    LastName: z.string().max(80).default(''),
    Mobile: z.string().max(30).nullable().default(null),
    /** The customer's own picture: the account's rule, not a brand image's. */
    ImageUrl: z.string().max(2000).nullable().default(null),
    PromoCode: z.string().max(40).nullable().default(null),
    MarketingOptIn: z.boolean().default(false),
  })
  .refine((c) => Boolean(c.Password) !== Boolean(c.PasswordHash), {
    message: 'Give exactly one of Password or PasswordHash',
    path: ['Password'],
  });

/** Where an item wants to sit, and what the brand has there (undefined when it has nothing). */
export interface Placement {
  kind: 'Recipe' | 'Product';
  categoryId: number;
  subcategoryId: number | null;
  /** The kind of the category named, if it exists. */
  categoryKind: 'Recipe' | 'Product' | undefined;
  /** The category the subcategory named belongs to, if it exists. */
  subcategoryParent: number | undefined;
}

/**
 * The placement checks of an item: its category exists and lists items of its kind, its subcategory belongs to
 * that category. Shared by the brand import and the back office's menu editor, so both word them alike.
 */
export function placementIssues(p: Placement): { field: 'CategoryId' | 'SubcategoryId'; message: string }[] {
  const issues: { field: 'CategoryId' | 'SubcategoryId'; message: string }[] = [];
  if (!p.categoryKind)
    issues.push({ field: 'CategoryId', message: `CategoryId ${p.categoryId} is not in Categories` });
  else if (p.categoryKind !== p.kind)
    issues.push({ field: 'CategoryId', message: `Category ${p.categoryId} is a ${p.categoryKind} category` });
  if (p.subcategoryId !== null && p.subcategoryParent !== p.categoryId)
    issues.push({
      field: 'SubcategoryId',
      message: `SubcategoryId ${p.subcategoryId} is not a subcategory of category ${p.categoryId}`,
    });
  return issues;
}

/**
 * The hours check of an item in a category: an item's hours apply within its category's, so hours of its own
 * that never meet the category's leave it never orderable, which is a slip. Shared by the brand import and
 * the menu editor.
 */
export function hoursWithinCategoryIssue(
  itemHours: MenuHours | null | undefined,
  category: { id: number; title: string; hours: MenuHours | null | undefined } | undefined,
): string | undefined {
  if (!category || !itemHours?.length || !category.hours?.length) return undefined;
  return intersectMenuHours(itemHours, category.hours)?.length
    ? undefined
    : `Never within the hours of its category ${category.id} (${category.title}): it could never be ordered`;
}

/** The year check of a part: its range does not end before it starts. */
export function yearRangeIssue(from: number | null, to: number | null): string | undefined {
  return from && to && from > to ? 'ProductDetailToYear is before ProductDetailFromYear' : undefined;
}

function duplicates<T>(items: readonly T[], key: (t: T) => unknown): number[] {
  const seen = new Set<unknown>();
  const dup: number[] = [];
  items.forEach((item, i) => {
    const k = key(item);
    if (seen.has(k)) dup.push(i);
    seen.add(k);
  });
  return dup;
}

export const BrandFile = z
  .object({
    Format: z.literal(BRAND_FILE_FORMAT),
    WebCustomer: WebCustomerConfig,
    BrandConfig,
    Categories: z.array(BrandFileCategory).max(2000),
    Recipes: z.array(BrandFileRecipe).max(200_000).default([]),
    Products: z.array(BrandFileProduct).max(200_000).default([]),
    Branches: z.array(BrandFileBranch).max(500).default([]),
    LegalTexts: LegalTexts.default({}),
    /** Events with seats to book (the `events` page). */
    Events: z.array(BrandFileEvent).max(1000).default([]),
    /** Promo codes, rewards points and referral rewards (never served as they are). */
    Loyalty: LoyaltyConfig.prefault({}),
    /**
     * At most this many orders due in any 15-minute slot (issue 19); null or absent: no limit. The back office's
     * busy mode is not part of the file: it lasts minutes or hours, and an imported brand starts without it.
     */
    SlotCapacity: z
      .number({ error: 'Give a whole number of orders, or null for no limit' })
      .int('Give the capacity as a whole number of orders')
      .min(1, 'A slot must take at least 1 order; use null for no limit')
      .max(1000, 'A slot can take at most 1000 orders')
      .nullable()
      .default(null),
    Customers: z.array(BrandFileCustomer).max(10_000).default([]),
  })
  .superRefine((file, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const categories = new Map(file.Categories.map((c) => [c.CategoryId, c]));
    const subcategories = new Map<number, number>();
    foodInfoIssues(file, issue);
    for (const i of duplicates(file.Categories, (c) => c.CategoryId))
      issue(['Categories', i, 'CategoryId'], `Duplicate CategoryId ${file.Categories[i]?.CategoryId}`);
    file.Categories.forEach((c, i) =>
      c.Subcategories.forEach((s, j) => {
        if (subcategories.has(s.SubcategoryId))
          issue(
            ['Categories', i, 'Subcategories', j, 'SubcategoryId'],
            `Duplicate SubcategoryId ${s.SubcategoryId}`,
          );
        subcategories.set(s.SubcategoryId, c.CategoryId);
      }),
    );
    const checkPlacement = (
      kind: 'Recipe' | 'Product',
      list: 'Recipes' | 'Products',
      i: number,
      cat: number,
      sub: number | null,
    ) => {
      const placement = {
        kind,
        categoryId: cat,
        subcategoryId: sub,
        categoryKind: categories.get(cat)?.Kind,
        subcategoryParent: sub === null ? undefined : subcategories.get(sub),
      };
      for (const { field, message } of placementIssues(placement)) issue([list, i, field], message);
    };
    const checkHours = (list: 'Recipes' | 'Products', i: number, cat: number, hours?: MenuHours) => {
      const category = categories.get(cat);
      const problem = hoursWithinCategoryIssue(
        hours,
        category && { id: cat, title: category.CategoryTitle, hours: category.Hours },
      );
      if (problem) issue([list, i, 'Hours'], problem);
    };
    for (const i of duplicates(file.Recipes, (r) => r.RecipeId))
      issue(['Recipes', i, 'RecipeId'], `Duplicate RecipeId ${file.Recipes[i]?.RecipeId}`);
    file.Recipes.forEach((r, i) => {
      checkPlacement('Recipe', 'Recipes', i, r.CategoryId, r.SubcategoryId);
      checkHours('Recipes', i, r.CategoryId, r.Hours);
    });
    for (const i of duplicates(file.Products, (p) => p.ProductId))
      issue(['Products', i, 'ProductId'], `Duplicate ProductId ${file.Products[i]?.ProductId}`);
    file.Products.forEach((p, i) => {
      checkPlacement('Product', 'Products', i, p.CategoryId, p.SubcategoryId);
      checkHours('Products', i, p.CategoryId, p.Hours);
      const years = yearRangeIssue(p.ProductDetailFromYear, p.ProductDetailToYear);
      if (years) issue(['Products', i, 'ProductDetailToYear'], years);
    });
    for (const i of duplicates(file.Branches, (b) => b.BranchId))
      issue(['Branches', i, 'BranchId'], `Duplicate BranchId ${file.Branches[i]?.BranchId}`);
    const branchIds = new Set(file.Branches.map((b) => b.BranchId));
    file.BrandConfig.DeliveryAreas.forEach((area, i) => {
      if (area.BranchId !== undefined && !branchIds.has(area.BranchId))
        issue(
          ['BrandConfig', 'DeliveryAreas', i, 'BranchId'],
          `BranchId ${area.BranchId} is not one of the file's Branches`,
        );
    });
    for (const i of duplicates(file.Events, (e) => e.EventId))
      issue(['Events', i, 'EventId'], `Duplicate EventId ${file.Events[i]?.EventId}`);
    for (const i of duplicates(file.Customers, (c) => c.Email.toLowerCase()))
      issue(['Customers', i, 'Email'], `Duplicate customer email ${file.Customers[i]?.Email}`);
    file.WebCustomer.HotCategories.forEach((id, i) => {
      if (!categories.has(id))
        issue(['WebCustomer', 'HotCategories', i], `HotCategories names unknown category ${id}`);
    });
  });
export type BrandFile = z.infer<typeof BrandFile>;
export type BrandFileInput = z.input<typeof BrandFile>;

/** The food-information checks of every item: the labels the brand defines, old titles read as codes. */
function foodInfoIssues(
  file: Pick<z.output<typeof BrandFile>, 'WebCustomer' | 'Recipes' | 'Products'>,
  issue: (path: (string | number)[], message: string) => void,
) {
  const labels = labelCodes(file.WebCustomer.DietaryLabels);
  file.Recipes.forEach((r, i) => {
    const item = {
      title: r.RecipeTitle,
      FoodInfo: r.FoodInfo,
      Allergens: r.Allergens,
      extras: r.RecipeExtraObject,
    };
    for (const f of itemFoodInfoIssues(item, labels, 'RecipeExtraObject'))
      issue(['Recipes', i, ...f.path], f.message);
  });
  file.Products.forEach((p, i) => {
    const item = { title: p.ProductTitle, FoodInfo: p.FoodInfo, extras: p.ProductExtraObject };
    for (const f of itemFoodInfoIssues(item, labels, 'ProductExtraObject'))
      issue(['Products', i, ...f.path], f.message);
  });
}

/**
 * Every problem of a brand file, each with its JSON path (`$.Recipes[3].RecipePrice`). Given the file as read,
 * a problem inside an item starts with the item's title ("Garlic Bread: Calories cannot be below 0"), unless
 * the message already does.
 */
export function describeIssues(error: z.ZodError, input?: unknown): { path: string; message: string }[] {
  return error.issues.map((i) => {
    const title = itemTitle(input, i.path);
    return {
      path: '$' + i.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join(''),
      message: title && !i.message.startsWith(`${title}:`) ? `${title}: ${i.message}` : i.message,
    };
  });
}

function itemTitle(input: unknown, path: readonly PropertyKey[]): string | undefined {
  const [list, index] = path;
  if ((list !== 'Recipes' && list !== 'Products') || typeof index !== 'number') return undefined;
  const items = (input as Record<string, unknown> | undefined)?.[list];
  const item = Array.isArray(items) ? (items[index] as Record<string, unknown> | undefined) : undefined;
  const title = item?.[list === 'Recipes' ? 'RecipeTitle' : 'ProductTitle'];
  return typeof title === 'string' ? title : undefined;
}
