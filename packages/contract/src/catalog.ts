import { z } from 'zod';
import { Id, IdParam } from './ids';
import { Info } from './envelope';
import { ImageLink } from './image-link';
import { FoodInfo, ListedFoodInfo } from './food-info';
import { Daypart } from './menu-hours';
import { Pounds } from './money';

/** The delivery channel a list or search is filtered for (spec §7: Home → Delivery, Store → Pickup). */
export const OrderOption = z.enum(['Delivery', 'Pickup', 'EatIn']);
export type OrderOption = z.infer<typeof OrderOption>;

const Colour = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'Use a hex colour such as #aa7733');
/** A link the page may follow: an absolute http(s) URL or a path on this site. */
export const Href = z
  .string()
  .max(2000)
  .regex(/^(https?:\/\/|\/)[^\s<>"']*$/, 'Use an absolute http(s) URL or a path starting with /');

/** One extra inside a group (spec §3). `Quantity` and `checked` carry the visitor's selection in a cart line. */
export const Extra = z.object({
  Title: z.string().min(1).max(120),
  Price: Pounds,
  Key: z.string().max(120).optional(),
  Quantity: z.number().int().min(0).max(9).default(0),
  checked: z.boolean().default(false),
  /**
   * Chosen when the popup opens (the sauce a dish comes with); the customer may change it. The card, the
   * allergen filter and the allergen matrix count the dish with its defaults.
   */
  Default: z.boolean().optional(),
  /** What it adds to the dish: allergens, the labels it keeps, kcal per one (absent: not declared). */
  FoodInfo: FoodInfo.optional(),
});
export type Extra = z.infer<typeof Extra>;

/**
 * A group of extras. Its `Key` is the heading: containing 'choose' (any case) makes it choose-one,
 * containing 'optional' makes it optional with at most `MaxQuantity` picks. `MultipleQuantity` lets each
 * extra be taken several times (each capped at 9, the group total at `MaxQuantity`).
 */
export const ExtraGroup = z.object({
  Key: z.string().min(1).max(160),
  MaxQuantity: z.number().int().min(0).max(99).default(1),
  MultipleQuantity: z.boolean().default(false),
  Extras: z.array(Extra).min(1).max(100),
});
export type ExtraGroup = z.infer<typeof ExtraGroup>;

export const MenuBuilderChoice = z.object({
  Item: z.string().min(1).max(120),
  Price: Pounds.default(0),
  Img: ImageLink.optional(),
  /** Id of the next step; -1 ends the builder. */
  Redirection: z.number().int(),
  TextColor: Colour.optional(),
  BackgroundColor: Colour.optional(),
  /** What choosing it adds to the meal (absent: not declared). */
  FoodInfo: FoodInfo.optional(),
});
export const MenuBuilderStep = z.object({
  Id: z.number().int(),
  Title: z.string().min(1).max(160),
  Choose: z.array(MenuBuilderChoice).min(1).max(50),
});
export type MenuBuilderStep = z.infer<typeof MenuBuilderStep>;

/** Named sections of the 'Recipe Extras' view, each listing group keys. */
export const ExtraSection = z.object({
  Title: z.string().min(1).max(160),
  GroupKeys: z.array(z.string()).min(1),
});

/** RecipeExtraObject / ProductExtraObject: how an item is customised (spec §3). */
export const ExtraObject = z
  .object({
    groups: z.array(ExtraGroup).max(30).default([]),
    Sections: z.array(ExtraSection).optional(),
    MenuBuilder: z.array(MenuBuilderStep).max(20).optional(),
    /** Show the menu builder and the extras groups in one popup. */
    mergePopups: z.boolean().optional(),
    /** Open the popup even when the item has no extras (quantity, notes). */
    OpenForNonExtras: z.boolean().optional(),
    /** Products only: show the part's detail table on the card. */
    ShowProductsDetails: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    const keys = new Set<string>();
    value.groups.forEach((g, i) => {
      if (keys.has(g.Key))
        ctx.addIssue({
          code: 'custom',
          path: ['groups', i, 'Key'],
          message: `Duplicate group key '${g.Key}'`,
        });
      keys.add(g.Key);
      const defaults = g.Extras.filter((e) => e.Default).length;
      const most = /choose/i.test(g.Key) && !g.MultipleQuantity ? 1 : g.MaxQuantity;
      if (defaults > most)
        ctx.addIssue({
          code: 'custom',
          path: ['groups', i, 'Extras'],
          message: `Group '${g.Key}' can start with at most ${most} chosen by default`,
        });
    });
    const steps = value.MenuBuilder ?? [];
    const ids = new Set(steps.map((s) => s.Id));
    steps.forEach((s, i) =>
      s.Choose.forEach((c, j) => {
        if (c.Redirection !== -1 && !ids.has(c.Redirection))
          ctx.addIssue({
            code: 'custom',
            path: ['MenuBuilder', i, 'Choose', j, 'Redirection'],
            message: `Redirection ${c.Redirection} names no step (use -1 to end)`,
          });
      }),
    );
  });
export type ExtraObject = z.infer<typeof ExtraObject>;

/**
 * Menu hours as the catalogue serves them (issue 19): the days and times, London time, an item or category can
 * be ordered; absent when it has no limit. Not in the spec's answers (an added field, so optional). The
 * storefront works out from them whether it can be ordered now ('Available from 07:00' when not), so cached
 * answers stay right as the clock moves on.
 */
const ServedHours = z.array(Daypart).optional();

export const AllergenIcon = z.object({ Title: z.string().min(1).max(80), Link: ImageLink });
export type AllergenIcon = z.infer<typeof AllergenIcon>;

export const Subcategory = z.object({
  SubcategoryId: Id,
  SubcategoryTitle: z.string().min(1).max(120),
  Status: z.boolean(),
});
export const Category = z.object({
  CategoryId: Id,
  CategoryTitle: z.string().min(1).max(120),
  CategoryImage: z.string().max(2000).nullable(),
  Status: z.boolean(),
  Subcategories: z.array(Subcategory),
  /** The category's menu hours; its items' `Hours` already keep within them. */
  Hours: ServedHours,
});
export type Category = z.infer<typeof Category>;

/** A dish as the API serves it (spec §3 Recipe). */
export const Recipe = z.object({
  RecipeId: Id,
  CategoryId: Id,
  SubcategoryId: Id.nullable(),
  RecipeTitle: z.string(),
  RecipeDescription: z.string(),
  RecipeImage: z.string().nullable(),
  RecipePrice: z.number(),
  DisplayAmountText: z.string().nullable(),
  RecipeStock: z.number().int(),
  IsNewlyAdded: z.boolean(),
  IsPopular: z.boolean(),
  /** The icons of what it contains, generated from FoodInfo (the shape the spec documents). */
  Allergens: z.array(AllergenIcon),
  /** Allergens by code, dietary labels and kcal; null when the seller has not filled them in. */
  FoodInfo: FoodInfo.nullable().optional(),
  /**
   * The dish as the menu lists it, worked out by the server from FoodInfo and the extras: what cards, the
   * allergen filter and the allergen page show. Null when FoodInfo is.
   */
  Listed: ListedFoodInfo.nullable().optional(),
  RecipeMaxBuyAllowed: z.number().int().nullable(),
  isDiscountedItem: z.boolean(),
  socialDiscountItem: z.boolean(),
  ForDelivery: z.boolean(),
  ForCollection: z.boolean(),
  ForDineIn: z.boolean(),
  ForEatIn: z.boolean(),
  RecipeExtraObject: ExtraObject.nullable(),
  /** When it can be ordered: its own menu hours within its category's. */
  Hours: ServedHours,
});
export type Recipe = z.infer<typeof Recipe>;

/** Facts of a car listing (vehicle brands). */
export const VehicleFacts = z.object({
  Make: z.string().min(1).max(60),
  Model: z.string().min(1).max(80),
  Year: z.number().int().min(1900).max(2100),
  Mileage: z.number().int().nonnegative(),
  Fuel: z.string().max(40),
  Transmission: z.string().max(40),
  Engine: z.string().max(60),
  BodyType: z.string().max(40),
  Colour: z.string().max(40).optional(),
  Doors: z.number().int().min(1).max(9).optional(),
  Gallery: z.array(z.string().max(2000)).max(30).default([]),
});
export type VehicleFacts = z.infer<typeof VehicleFacts>;

/** A product as the API serves it (spec §3 Product). Prices in pounds. */
export const Product = z.object({
  ProductId: Id,
  ProductCategoryId: Id,
  ProductCategory: z.string(),
  ProductSubCategoryId: Id.nullable(),
  ProductSubCategoryTitle: z.string().nullable(),
  ProductTitle: z.string(),
  ProductImageUrl: z.string().nullable(),
  ProductOldPrice: z.number(),
  ProductNewPrice: z.number().nullable(),
  ProductUnits: z.string(),
  ProductStocks: z.number().int(),
  /** Sanitised HTML. The web app sanitises it again before rendering. */
  ProductContent: z.string(),
  /**
   * `ProductContent` as plain text, for the product's card: no tags, escapes decoded, spaces collapsed. The
   * server works it out once when the product is written, so a card needs no HTML sanitiser in the browser.
   * Not in the spec's answer (an added field, so optional): a card reads it missing as no summary.
   */
  ProductSummary: z.string().optional(),
  ProductStockStatus: z.enum(['Sold', 'Available']),
  ProductLabel: z.string().nullable(),
  IsFavourite: z.boolean(),
  ForDelivery: z.boolean(),
  ForCollection: z.boolean(),
  ProductExtraObject: ExtraObject.nullable(),
  /** Food products: allergens by code, dietary labels and kcal; null when not filled in (or not food). */
  FoodInfo: FoodInfo.nullable().optional(),
  /** The product as lists show it (with the extras it comes with); null when FoodInfo is. */
  Listed: ListedFoodInfo.nullable().optional(),
  ProductDetailPartModel: z.string().nullable(),
  ProductDetailEngine: z.string().nullable(),
  ProductDetailFromYear: z.number().int().nullable(),
  ProductDetailToYear: z.number().int().nullable(),
  ProductDetailCode: z.string().nullable(),
  ProductDetailExternalLink: z.string().nullable(),
  Vehicle: VehicleFacts.nullable(),
  /** When it can be ordered: its own menu hours within its category's. */
  Hours: ServedHours,
});
export type Product = z.infer<typeof Product>;

// ---- Requests and responses ---------------------------------------------------------------------

export const BrandParams = z.object({ brand: z.string().min(1).max(60) });
export const GetCategoriesBody = z.object({ OnlineOrderingEnabledCategory: z.boolean().optional() }).strict();
export const CategoriesResponse = z.object({ Info, Data: z.array(Category) });
export type CategoriesResponse = z.infer<typeof CategoriesResponse>;

export const CountersParams = z.object({ brandId: IdParam });
export const CountersResponse = z.object({
  Info,
  Data: z.object({
    CatCounts: z.array(z.object({ CategoryId: z.number().int(), Count: z.number().int() })),
    SubCatCounts: z.array(z.object({ SubcategoryId: z.number().int(), Count: z.number().int() })),
  }),
});
export type CountersResponse = z.infer<typeof CountersResponse>;

export const ListItemsBody = z
  .object({
    CategoryId: Id.optional(),
    SubcategoryId: Id.optional(),
    OrderOption: OrderOption.optional(),
    Offset: z.number().int().min(0).max(1_000_000).default(0),
    Limit: z.number().int().min(1).max(200).default(50),
  })
  .strict();
export type ListItemsBody = z.input<typeof ListItemsBody>;
export const RecipesResponse = z.object({ Info, Data: z.array(Recipe), Total: z.number().int() });
export type RecipesResponse = z.infer<typeof RecipesResponse>;
export const ProductsResponse = z.object({ Info, Data: z.array(Product), Total: z.number().int() });
export type ProductsResponse = z.infer<typeof ProductsResponse>;

export const RecipeParams = z.object({
  brand: z.string().min(1).max(60),
  RecipeId: IdParam,
});
export const ProductParams = z.object({
  brand: z.string().min(1).max(60),
  ProductId: IdParam,
});
export const RecipeResponse = z.object({ Info, Data: Recipe });
export const ProductResponse = z.object({ Info, Data: Product });

export const RecommendedParams = z.object({
  brand: z.string().min(1).max(60),
  type: OrderOption.optional(),
});
export const RecommendedResponse = z.object({
  Info,
  RecipesData: z.array(Recipe),
  ProductsData: z.array(Product),
});
export type RecommendedResponse = z.infer<typeof RecommendedResponse>;

/** Search needs at least this many characters (spec §5, §9). */
export const SEARCH_MIN_CHARS = 4;
export const SearchBody = z
  .object({
    BrandFlavor: z.string().min(1).max(60),
    SearchKey: z
      .string()
      .trim()
      .min(SEARCH_MIN_CHARS, `Type at least ${SEARCH_MIN_CHARS} characters to search`)
      .max(100),
    Offset: z.number().int().min(0).max(10_000).default(0),
    Limit: z.number().int().min(1).max(100).default(40),
    OrderOption: OrderOption.optional(),
    OnlineOrderingEnabled: z.boolean().optional(),
  })
  .strict();
export type SearchBody = z.input<typeof SearchBody>;
export const SearchResponse = z.object({
  Info,
  Data: z.object({ RecipeData: z.array(Recipe), ProductData: z.array(Product) }),
});
export type SearchResponse = z.infer<typeof SearchResponse>;
