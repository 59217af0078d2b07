import type { OrderOption } from '@storefront/contract/catalog';
import { notFound } from '../../lib/http-error';
import type { BrandContext } from '../brand/brand.service';
import type { CatalogRepository, ListFilter } from './catalog.repository';
import { toCategoryDto, toProductDto, toRecipeDto } from './catalog.mapper';

export type SearchKind = 'all' | 'vehicle' | 'part';

/** Catalogue rules: what a visitor of a brand can see, in the spec's shapes. */
export function createCatalogService(repository: CatalogRepository) {
  return {
    async categories(brand: BrandContext, kind: 'Recipe' | 'Product', activeOnly: boolean) {
      return (await repository.listCategories(brand.id, kind, activeOnly)).map(toCategoryDto);
    },
    async counters(brand: BrandContext) {
      const { byCategory, bySubcategory } = await repository.counters(brand.id);
      return {
        CatCounts: byCategory.map(([CategoryId, Count]) => ({ CategoryId, Count })),
        SubCatCounts: bySubcategory.map(([SubcategoryId, Count]) => ({ SubcategoryId, Count })),
      };
    },
    async recipes(brand: BrandContext, filter: ListFilter) {
      const { rows, total } = await repository.listRecipes(brand.id, filter);
      return { Data: rows.map(toRecipeDto), Total: total };
    },
    async products(brand: BrandContext, filter: ListFilter) {
      const { rows, total } = await repository.listProducts(brand.id, filter);
      return { Data: rows.map((p) => toProductDto(p)), Total: total };
    },
    async recipe(brand: BrandContext, id: number) {
      const row = await repository.getRecipe(brand.id, id);
      if (!row) throw notFound(`Recipe ${id} was not found`);
      return toRecipeDto(row);
    },
    async product(brand: BrandContext, id: number) {
      const row = await repository.getProduct(brand.id, id);
      if (!row) throw notFound(`Product ${id} was not found`);
      return toProductDto(row);
    },
    async recommended(brand: BrandContext, channel: OrderOption | undefined) {
      const { recipes, products } = await repository.recommended(brand.id, channel);
      return { RecipesData: recipes.map(toRecipeDto), ProductsData: products.map((p) => toProductDto(p)) };
    },
    async search(
      brand: BrandContext,
      kind: SearchKind,
      q: { key: string; channel?: OrderOption; offset: number; limit: number },
    ) {
      const { recipes, products } = await repository.search(
        brand.id,
        kind,
        q.key,
        q.channel,
        q.offset,
        q.limit,
      );
      return { RecipeData: recipes.map(toRecipeDto), ProductData: products.map((p) => toProductDto(p)) };
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
