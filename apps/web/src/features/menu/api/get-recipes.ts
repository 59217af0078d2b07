import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ListItemsBody, RecipesResponse } from '@storefront/contract/catalog';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../../../lib/api-client';

/** How many dishes one page of the menu asks for. */
export const RECIPES_PAGE_SIZE = 24;

/** `POST api/Recipe/v1/getRecipes/{brand}`: one page of a category's dishes, with the category's total. */
export function getRecipes(
  brand: string,
  body: ListItemsBody,
  signal?: AbortSignal,
): Promise<RecipesResponse> {
  return api.post<RecipesResponse>(
    apiUrl.getRecipes(brand),
    body,
    import.meta.env.DEV
      ? () => import('@storefront/contract/catalog').then((m) => m.RecipesResponse)
      : undefined,
    signal,
  );
}

export const recipesQueryOptions = (brand: string, categoryId: number | undefined) =>
  infiniteQueryOptions({
    queryKey: ['recipes', brand, categoryId ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      getRecipes(brand, { CategoryId: categoryId, Offset: pageParam, Limit: RECIPES_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.Data.length, 0);
      return loaded < last.Total && last.Data.length > 0 ? loaded : undefined;
    },
  });

export const useRecipes = (brand: string, categoryId: number | undefined, enabled = true) =>
  useInfiniteQuery({ ...recipesQueryOptions(brand, categoryId), enabled });
