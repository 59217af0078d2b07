import type { QueryClient } from '@tanstack/react-query';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { recipeCategoriesQueryOptions } from '../../features/menu/api/get-recipe-categories';
import { recipesQueryOptions } from '../../features/menu/api/get-recipes';
import { categoryCountersQueryOptions } from '../../features/store/api/get-category-counters';
import { productCategoriesQueryOptions } from '../../features/store/api/get-product-categories';
import { productsQueryOptions } from '../../features/store/api/get-products';
import { activeCategory } from '../../lib/active-category';
import { idParam, type PageEntry, type Screen } from './route-table';

/** What a screen's loader knows of the page: its brand and configuration, path parameters and query. */
export interface LoaderContext {
  client: QueryClient;
  brand: string;
  config: WebCustomerConfig;
  entry: PageEntry | null;
  params: Readonly<Record<string, string | undefined>>;
  query: URLSearchParams;
}

export type Loader = (context: LoaderContext) => Promise<unknown>;

/** The shop's first screen: its categories and counts, then the chosen category's products. */
export async function productList({ client, brand, config, query }: LoaderContext, categoryId?: number) {
  const [categories] = await Promise.all([
    client.ensureQueryData(productCategoriesQueryOptions(brand)),
    client.prefetchQuery(categoryCountersQueryOptions(config.BrandData.BrandId)),
  ]);
  const category =
    categoryId === undefined
      ? activeCategory(categories, query.get('catId'))
      : categories.find((candidate) => candidate.CategoryId === categoryId);
  if (!category) return;
  const wanted = categoryId === undefined ? NaN : idParam(query.get('subId'));
  const subcategory = category.Subcategories.find((s) => s.Status && s.SubcategoryId === wanted);
  await client.prefetchInfiniteQuery(
    productsQueryOptions(brand, category.CategoryId, subcategory?.SubcategoryId),
  );
}

/**
 * The catalogue's screens' loaders: the public answers each one's first render reads, keyed by the features' own
 * query options (ADR 0033). The browser starts them with the screen's code rather than after it; the server's
 * table (screen-loaders.ts) adds the other public screens, whose queries would weigh on every page's bundle here.
 */
export const CATALOG_LOADERS: Partial<Record<Screen | 'home', Loader>> = {
  home: ({ client, brand, config }) =>
    config.HotCategories.length === 0
      ? Promise.resolve()
      : client.prefetchQuery(
          config.TemplateData.RecipesBrand
            ? recipeCategoriesQueryOptions(brand)
            : productCategoriesQueryOptions(brand),
        ),
  menu: async ({ client, brand, query }) => {
    const categories = await client.ensureQueryData(recipeCategoriesQueryOptions(brand));
    const category = activeCategory(categories, query.get('catId'));
    if (category) await client.prefetchInfiniteQuery(recipesQueryOptions(brand, category.CategoryId));
  },
  // A parts brand's shop is the parts list (the server's table).
  store: (context) => (context.config.TemplateData.PartsBrand ? Promise.resolve() : productList(context)),
  'category-products': (context) => productList(context, idParam(context.params.catID)),
};
