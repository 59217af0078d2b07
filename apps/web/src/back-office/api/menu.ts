import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminUrl } from '@storefront/contract/admin';
import {
  menuRoutes,
  type MenuCategoryBody,
  type MenuCategoryResponse,
  type MenuKind,
  type MenuProductBody,
  type MenuProductResponse,
  type MenuRecipeBody,
  type MenuRecipeResponse,
  type MenuRemoveResponse,
  type MenuResponse,
} from '@storefront/contract/menu';
import { staffRequest } from './staff-client';

const keys = {
  menu: (brand: string) => ['admin', brand, 'menu'] as const,
  item: (brand: string, kind: MenuKind, id: number) => ['admin', brand, 'menu', kind, id] as const,
  audit: (brand: string) => ['admin', brand, 'audit'] as const,
  stock: (brand: string) => ['admin', brand, 'stock'] as const,
};

/** After a change: the list, the stock screen and the log read again. */
function useRefresh(brand: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: keys.menu(brand) });
    void client.invalidateQueries({ queryKey: keys.stock(brand) });
    void client.invalidateQueries({ queryKey: keys.audit(brand) });
  };
}

export const useMenu = (brand: string) =>
  useQuery({
    queryKey: keys.menu(brand),
    queryFn: async () => (await staffRequest<MenuResponse>(adminUrl(menuRoutes.menu, brand), brand)).Data,
  });

export const useMenuRecipe = (brand: string, id: number | undefined) =>
  useQuery({
    queryKey: keys.item(brand, 'Recipe', id ?? 0),
    enabled: id !== undefined,
    // The form starts from what is stored now, never from an older copy.
    staleTime: 0,
    gcTime: 0,
    queryFn: async () =>
      (await staffRequest<MenuRecipeResponse>(adminUrl(menuRoutes.recipe, brand, { ItemId: id ?? 0 }), brand))
        .Data,
  });

export const useMenuProduct = (brand: string, id: number | undefined) =>
  useQuery({
    queryKey: keys.item(brand, 'Product', id ?? 0),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
    queryFn: async () =>
      (
        await staffRequest<MenuProductResponse>(
          adminUrl(menuRoutes.product, brand, { ItemId: id ?? 0 }),
          brand,
        )
      ).Data,
  });

/** Adds (no id) or saves a recipe. */
export function useSaveRecipe(brand: string) {
  const refresh = useRefresh(brand);
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | undefined; body: MenuRecipeBody }) =>
      (
        await staffRequest<MenuRecipeResponse>(
          id === undefined
            ? adminUrl(menuRoutes.recipes, brand)
            : adminUrl(menuRoutes.recipe, brand, { ItemId: id }),
          brand,
          body,
        )
      ).Data,
    onSuccess: refresh,
  });
}

/** Adds (no id) or saves a product. */
export function useSaveProduct(brand: string) {
  const refresh = useRefresh(brand);
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | undefined; body: MenuProductBody }) =>
      (
        await staffRequest<MenuProductResponse>(
          id === undefined
            ? adminUrl(menuRoutes.products, brand)
            : adminUrl(menuRoutes.product, brand, { ItemId: id }),
          brand,
          body,
        )
      ).Data,
    onSuccess: refresh,
  });
}

/** Removes an item: the answer says whether it was deleted or hidden (orders name it). */
export function useRemoveItem(brand: string) {
  const refresh = useRefresh(brand);
  return useMutation({
    mutationFn: async ({ kind, id }: { kind: MenuKind; id: number }) =>
      (
        await staffRequest<MenuRemoveResponse>(
          adminUrl(kind === 'Recipe' ? menuRoutes.removeRecipe : menuRoutes.removeProduct, brand, {
            ItemId: id,
          }),
          brand,
          {},
        )
      ).Data.Outcome,
    onSuccess: refresh,
  });
}

/** Adds (no id) or saves a category with its subcategories. */
export function useSaveCategory(brand: string) {
  const refresh = useRefresh(brand);
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | undefined; body: MenuCategoryBody }) =>
      (
        await staffRequest<MenuCategoryResponse>(
          id === undefined
            ? adminUrl(menuRoutes.categories, brand)
            : adminUrl(menuRoutes.category, brand, { CategoryId: id }),
          brand,
          body,
        )
      ).Data,
    onSuccess: refresh,
  });
}

export function useRemoveCategory(brand: string) {
  const refresh = useRefresh(brand);
  return useMutation({
    mutationFn: async (id: number) => {
      await staffRequest(adminUrl(menuRoutes.removeCategory, brand, { CategoryId: id }), brand, {});
    },
    onSuccess: refresh,
  });
}
