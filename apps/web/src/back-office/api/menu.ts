import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminUrl } from '@storefront/contract/admin';
import {
  menuRoutes,
  type FoodInfoReportResponse,
  type MenuCategoryBody,
  type MenuCategoryResponse,
  type MenuKind,
  type MenuProduct,
  type MenuProductBody,
  type MenuRecipe,
  type MenuRecipeBody,
  type MenuRemoveResponse,
  type MenuResponse,
} from '@storefront/contract/menu';
import { staffRequest } from './staff-client';

const keys = {
  menu: (brand: string) => ['admin', brand, 'menu'] as const,
  item: (brand: string, kind: MenuKind, id: number) => ['admin', brand, 'menu', kind, id] as const,
  audit: (brand: string) => ['admin', brand, 'audit'] as const,
  stock: (brand: string) => ['admin', brand, 'stock'] as const,
  foodInfo: (brand: string) => ['admin', brand, 'menu', 'food-info'] as const,
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

/** What declares no food information yet (menu order); a menu change reads it again (its key is under the menu's). */
export const useFoodInfoReport = (brand: string) =>
  useQuery({
    queryKey: keys.foodInfo(brand),
    queryFn: async () =>
      (await staffRequest<FoodInfoReportResponse>(adminUrl(menuRoutes.foodInfoReport, brand), brand)).Data,
  });

/** A dish and a product as the editor reads and saves them: the same calls on their own routes. */
interface MenuItemTypes {
  Recipe: { item: MenuRecipe; body: MenuRecipeBody };
  Product: { item: MenuProduct; body: MenuProductBody };
}
const itemRoutes = {
  Recipe: { one: menuRoutes.recipe, all: menuRoutes.recipes },
  Product: { one: menuRoutes.product, all: menuRoutes.products },
} as const;

/** One dish or product as the brand file has it (`id` undefined: none, for a new item). */
export const useMenuItem = <K extends MenuKind>(brand: string, kind: K, id: number | undefined) =>
  useQuery({
    queryKey: keys.item(brand, kind, id ?? 0),
    enabled: id !== undefined,
    // The form starts from what is stored now, never from an older copy.
    staleTime: 0,
    gcTime: 0,
    queryFn: async () =>
      (
        await staffRequest<{ Data: MenuItemTypes[K]['item'] }>(
          adminUrl(itemRoutes[kind].one, brand, { ItemId: id ?? 0 }),
          brand,
        )
      ).Data,
  });

/** Adds (no id) or saves a dish or a product. */
export function useSaveMenuItem<K extends MenuKind>(brand: string, kind: K) {
  const refresh = useRefresh(brand);
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | undefined; body: MenuItemTypes[K]['body'] }) =>
      (
        await staffRequest<{ Data: MenuItemTypes[K]['item'] }>(
          id === undefined
            ? adminUrl(itemRoutes[kind].all, brand)
            : adminUrl(itemRoutes[kind].one, brand, { ItemId: id }),
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
