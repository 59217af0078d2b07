import type { UpdateFavouriteBody } from '@storefront/contract/customer';
import { forbidden, notFound } from '../../lib/http-error';
import type { CustomerPrincipal } from '../../plugins/auth';
import type { BrandContext } from '../brand/brand.service';
import type { CatalogRepository } from '../menu/catalog.repository';
import { toProductDto, toRecipeDto } from '../menu/catalog.mapper';
import type { FavouritesRepository } from './favourites.repository';

export function createFavouritesService(favourites: FavouritesRepository, catalog: CatalogRepository) {
  const own = (principal: CustomerPrincipal, customerId: number) => {
    if (principal.customerId !== customerId) throw forbidden('You can only change your own favourites');
  };
  return {
    async update(
      brand: BrandContext,
      principal: CustomerPrincipal,
      body: UpdateFavouriteBody,
    ): Promise<void> {
      own(principal, body.FK_CustomerId);
      const kind = body.FK_RecipeId ? 'recipe' : 'product';
      const id = (body.FK_RecipeId ?? body.FK_ProductId)!;
      const exists =
        kind === 'recipe' ? await catalog.getRecipe(brand.id, id) : await catalog.getProduct(brand.id, id);
      if (!exists) throw notFound(`${kind === 'recipe' ? 'Recipe' : 'Product'} ${id} was not found`);
      if (body.Status) await favourites.add(brand.id, principal.customerId, kind, id);
      else await favourites.remove(brand.id, principal.customerId, kind, id);
    },
    async list(brand: BrandContext, principal: CustomerPrincipal, customerId: number) {
      own(principal, customerId);
      const { recipeIds, productIds } = await favourites.list(brand.id, customerId);
      const [recipes, products] = await Promise.all([
        catalog.recipesByIds(brand.id, recipeIds),
        catalog.productsByIds(brand.id, productIds),
      ]);
      return { Products: products.map((p) => toProductDto(p, true)), Recipes: recipes.map(toRecipeDto) };
    },
  };
}
export type FavouritesService = ReturnType<typeof createFavouritesService>;
