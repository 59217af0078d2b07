import { z } from 'zod';
import {
  ALLERGEN_CODES,
  ALLERGENS,
  DIETARY_LABELS,
  KCAL_MAX,
  type AllergenCode,
} from '@storefront/domain/food-info';
import { allergenFromTitle, foodInfoConflicts } from '@storefront/domain/food-info-checks';
import { ImageLink } from './image-link';

/**
 * Food information as the API and the brand file carry it (issue 34): the 14 allergens by code, dietary labels
 * and calories, on items, extras and menu-builder choices. The rules themselves (names, roll-up, conflicts) are
 * in @storefront/domain/food-info; this file only says what a valid declaration looks like.
 */
export const AllergenCodeSchema = z.enum(ALLERGEN_CODES as [AllergenCode, ...AllergenCode[]], {
  error: (issue) =>
    `"${String(issue.input)}" is not one of the 14 allergens (${ALLERGENS.map((a) => a.code).join(', ')})`,
});

/** A dietary label's code: one of DIETARY_LABELS or one the brand adds (WebCustomer.DietaryLabels). */
export const DietaryLabelCode = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, 'A dietary label is a lower-case code such as vegan or gluten-free');

const Codes = z
  .array(AllergenCodeSchema)
  .max(14)
  .refine((codes) => new Set(codes).size === codes.length, 'An allergen is listed twice');

/**
 * What an item, an extra or a builder's choice declares. On an item, absent or null means "not filled in";
 * `Contains: []` is an explicit "contains none of the 14".
 */
export const FoodInfo = z
  .object({
    Contains: Codes.default([]),
    /** Precautionary ("may contain"), kept apart from what the recipe contains. */
    MayContain: Codes.default([]),
    Labels: z
      .array(DietaryLabelCode)
      .max(20)
      .refine((labels) => new Set(labels).size === labels.length, 'A dietary label is listed twice')
      .default([]),
    /** Per portion; null when not declared. */
    Kcal: z
      .number()
      .int('Calories must be a whole number')
      .min(0, 'Calories cannot be below 0')
      .max(KCAL_MAX, `Calories can be at most ${KCAL_MAX}`)
      .nullable()
      .default(null),
    /** What a portion is ("1 burger, 310 g"); null when it goes without saying. */
    Portion: z.string().trim().max(80).nullable().default(null),
  })
  .superRefine((info, ctx) => {
    for (const message of foodInfoConflicts(info)) ctx.addIssue({ code: 'custom', message });
  });
export type FoodInfo = z.infer<typeof FoodInfo>;
export type FoodInfoInput = z.input<typeof FoodInfo>;

/** One line of an order as it was when ordered: the dish with its chosen extras rolled up, kcal per one. */
export const LineFoodInfo = z.object({
  Contains: z.array(AllergenCodeSchema),
  MayContain: z.array(AllergenCodeSchema),
  Labels: z.array(z.string()),
  Kcal: z.number().int().nullable(),
});
export type LineFoodInfo = z.infer<typeof LineFoodInfo>;

/**
 * An item as the menu lists it (domain food-listing.ts): with the extras it comes with, and for a choice still
 * to make what every option contains; `KcalFrom` when its kcal are the least that choice adds.
 */
export const ListedFoodInfo = LineFoodInfo.extend({ KcalFrom: z.boolean() });
export type ListedFoodInfo = z.infer<typeof ListedFoodInfo>;

/** A dietary label a brand adds to the five built in (e.g. "Spicy", "Low FODMAP"). */
export const BrandDietaryLabel = z.object({
  Code: DietaryLabelCode,
  Title: z.string().trim().min(1).max(40),
  Icon: ImageLink.optional(),
});
export type BrandDietaryLabel = z.infer<typeof BrandDietaryLabel>;

/** Every label code a brand may use: the five built in and its own. */
export const labelCodes = (own: readonly { Code: string }[]): Set<string> =>
  new Set([...DIETARY_LABELS.map((l) => l.code), ...own.map((l) => l.Code)]);

/** The labels of `info` the brand has not defined, as messages. */
export function unknownLabels(info: { Labels: readonly string[] }, known: Set<string>): string[] {
  return info.Labels.filter((l) => !known.has(l)).map(
    (l) => `"${l}" is not a dietary label of this brand (${[...known].join(', ')})`,
  );
}

/** What the food-information checks read of an item: its title, declaration, old titles and extras. */
export interface ItemFoodInfo {
  title: string;
  FoodInfo: { Labels: readonly string[] } | null | undefined;
  /** The old free-text `{ Title }` list (brand files from before the codes). */
  Allergens?: readonly { Title: string }[];
  extras:
    | {
        groups: readonly { Extras: readonly { Title: string; FoodInfo?: { Labels: readonly string[] } }[] }[];
        MenuBuilder?: readonly {
          Choose: readonly { Item: string; FoodInfo?: { Labels: readonly string[] } }[];
        }[];
      }
    | null
    | undefined;
}

/**
 * The checks on an item's food information that need more than the declaration itself: labels the brand
 * defines (on the item, its extras and builder choices) and the old titles read as codes. Each message names
 * the item. Shared by the brand import and the menu editor; `extrasKey` is where the item keeps its extras.
 */
export function itemFoodInfoIssues(
  item: ItemFoodInfo,
  known: Set<string>,
  extrasKey: string,
): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const named = (path: (string | number)[], message: string) =>
    issues.push({ path, message: `${item.title}: ${message}` });
  for (const m of unknownLabels(item.FoodInfo ?? { Labels: [] }, known)) named(['FoodInfo', 'Labels'], m);
  item.extras?.groups.forEach((g, i) =>
    g.Extras.forEach((e, j) => {
      for (const m of unknownLabels(e.FoodInfo ?? { Labels: [] }, known))
        named([extrasKey, 'groups', i, 'Extras', j, 'FoodInfo', 'Labels'], `${e.Title}: ${m}`);
    }),
  );
  item.extras?.MenuBuilder?.forEach((s, i) =>
    s.Choose.forEach((c, j) => {
      for (const m of unknownLabels(c.FoodInfo ?? { Labels: [] }, known))
        named([extrasKey, 'MenuBuilder', i, 'Choose', j, 'FoodInfo', 'Labels'], `${c.Item}: ${m}`);
    }),
  );
  const titles = item.Allergens ?? [];
  if (titles.length > 0 && item.FoodInfo)
    named(['Allergens'], 'give allergens as FoodInfo codes or as the old Allergens titles, not both');
  else
    titles.forEach((a, i) => {
      const read = allergenFromTitle(a.Title);
      if ('error' in read) named(['Allergens', i, 'Title'], read.error);
    });
  return issues;
}

/** An old file's free-text titles as a declaration (the import has checked every title reads as a code). */
export function foodInfoFromTitles(titles: readonly { Title: string }[]): FoodInfo | null {
  if (titles.length === 0) return null;
  const codes = new Set(
    titles.flatMap((t) => {
      const read = allergenFromTitle(t.Title);
      return 'code' in read ? [read.code] : [];
    }),
  );
  return {
    Contains: ALLERGEN_CODES.filter((c) => codes.has(c)),
    MayContain: [],
    Labels: [],
    Kcal: null,
    Portion: null,
  };
}
