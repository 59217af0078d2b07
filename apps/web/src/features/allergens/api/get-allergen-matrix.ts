import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CategoriesResponse,
  ExtraObject,
  ListItemsBody,
  ProductsResponse,
  RecipesResponse,
} from '@storefront/contract/catalog';
import type { FoodInfo, ListedFoodInfo } from '@storefront/contract/food-info';
import { apiUrl } from '@storefront/contract/paths';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { brandKind, hasAllergensPage } from '@storefront/domain/brand-pages';
import { api, ApiError } from '../../../lib/api-client';

/** One dish or product of the matrix: what the menu's list answers say of it, and no more. */
export interface MatrixItem {
  Id: number;
  Title: string;
  FoodInfo: FoodInfo | null;
  /** As the menu lists it, worked out by the server (domain food-listing.ts); null when not declared. */
  Listed: ListedFoodInfo | null;
  Extras: ExtraObject | null;
}

/** A category of the menu with its items, in the menu's order. */
export interface MatrixSection {
  CategoryId: number;
  CategoryTitle: string;
  Items: MatrixItem[];
}

export interface AllergenMatrix {
  Kind: 'Recipe' | 'Product';
  Sections: MatrixSection[];
  /** More items than one page of the matrix reads (MAX_ITEMS): the page says the list is cut short. */
  Truncated: boolean;
}

/** The list answers' largest page (ListItemsBody's Limit). */
const PAGE_SIZE = 200;
/** Items read at most: a page the server renders in one go, and a table a person can still print. */
export const MAX_ITEMS = 5000;

type Listed = MatrixItem & { CategoryId: number };
type Lister = (body: ListItemsBody, signal?: AbortSignal) => Promise<{ items: Listed[]; total: number }>;

/** One page of the menu's dishes or the shop's products, as matrix items. */
const listers = (brand: string): Record<AllergenMatrix['Kind'], Lister> => ({
  Recipe: async (body, signal) => {
    const answer = await api.post<RecipesResponse>(apiUrl.getRecipes(brand), body, undefined, signal);
    return {
      total: answer.Total,
      items: answer.Data.map((r) => ({
        Id: r.RecipeId,
        CategoryId: r.CategoryId,
        Title: r.RecipeTitle,
        FoodInfo: r.FoodInfo ?? null,
        Listed: r.Listed ?? null,
        Extras: r.RecipeExtraObject,
      })),
    };
  },
  Product: async (body, signal) => {
    const answer = await api.post<ProductsResponse>(apiUrl.getProducts(brand), body, undefined, signal);
    return {
      total: answer.Total,
      items: answer.Data.map((p) => ({
        Id: p.ProductId,
        CategoryId: p.ProductCategoryId,
        Title: p.ProductTitle,
        FoodInfo: p.FoodInfo ?? null,
        Listed: p.Listed ?? null,
        Extras: p.ProductExtraObject,
      })),
    };
  },
});

/**
 * Every item the menu lists (the same public list answers the menu and the shop read, so hidden items and
 * switched-off categories stay out), a page at a time: the first page gives the total, the rest are asked at once.
 */
async function allItems(list: Lister, signal?: AbortSignal) {
  const first = await list({ Offset: 0, Limit: PAGE_SIZE }, signal);
  const wanted = Math.min(first.total, MAX_ITEMS);
  const offsets: number[] = [];
  if (first.items.length > 0)
    for (let offset = first.items.length; offset < wanted; offset += PAGE_SIZE) offsets.push(offset);
  const rest = await Promise.all(
    offsets.map((Offset) => list({ Offset, Limit: Math.min(PAGE_SIZE, wanted - Offset) }, signal)),
  );
  return {
    items: [first, ...rest].flatMap((page) => page.items),
    truncated: first.total > MAX_ITEMS,
  };
}

/** Not a page this brand has: the server answers 404, the page says so. */
const noPage = () => new ApiError('This shop lists no allergen information', 404, 404);

/**
 * The brand's allergen matrix: its categories open for ordering, each with its items in the menu's order. A car
 * dealer or a parts shop has none, nor has a shop that neither lists the allergens nor declares any product's.
 */
export async function getAllergenMatrix(
  brand: string,
  config: Pick<WebCustomerConfig, 'TemplateData' | 'Allergens'>,
  signal?: AbortSignal,
): Promise<AllergenMatrix> {
  const kind = brandKind(config);
  if (kind !== 'recipes' && kind !== 'products') throw noPage();
  const Kind = kind === 'recipes' ? 'Recipe' : 'Product';
  const [categories, { items, truncated }] = await Promise.all([
    api.post<CategoriesResponse>(
      apiUrl.getCategories(brand, Kind),
      { OnlineOrderingEnabledCategory: true },
      undefined,
      signal,
    ),
    allItems(listers(brand)[Kind], signal),
  ]);
  if (!hasAllergensPage(config) && !items.some((item) => item.FoodInfo)) throw noPage();
  const Sections = categories.Data.filter((category) => category.Status)
    .map((category) => ({
      CategoryId: category.CategoryId,
      CategoryTitle: category.CategoryTitle,
      Items: items
        .filter((item) => item.CategoryId === category.CategoryId)
        .map(({ CategoryId: _category, ...item }) => item),
    }))
    .filter((section) => section.Items.length > 0);
  return { Kind, Sections, Truncated: truncated };
}

export const allergenMatrixQueryOptions = (
  brand: string,
  config: Pick<WebCustomerConfig, 'TemplateData' | 'Allergens'>,
) =>
  queryOptions({
    // What the brand sells is in the key: the answer's shape follows it.
    queryKey: ['allergen-matrix', brand, brandKind(config)],
    queryFn: ({ signal }) => getAllergenMatrix(brand, config, signal),
  });

export const useAllergenMatrix = (
  brand: string,
  config: Pick<WebCustomerConfig, 'TemplateData' | 'Allergens'>,
) => useQuery(allergenMatrixQueryOptions(brand, config));
