import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BrandParams,
  CategoriesResponse,
  CountersParams,
  CountersResponse,
  GetCategoriesBody,
  ListItemsBody,
  ProductParams,
  ProductResponse,
  ProductsResponse,
  RecipeParams,
  RecipeResponse,
  RecipesResponse,
  RecommendedParams,
  RecommendedResponse,
  SearchBody,
  SearchResponse,
} from '@storefront/contract/catalog';
import { ErrorResponse, ok } from '@storefront/contract/envelope';
import { apiRoutes } from '@storefront/contract/paths';
import type { CatalogService, SearchKind } from './catalog.service';

const errors = { 400: ErrorResponse, 404: ErrorResponse };

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  const preHandler = app.resolveBrand;

  for (const kind of ['Product', 'Recipe'] as const)
    app.post(
      kind === 'Product' ? apiRoutes.getProductCategories : apiRoutes.getRecipeCategories,
      {
        schema: {
          tags: ['Category'],
          summary: `${kind} categories of a brand, with their subcategories`,
          params: BrandParams,
          body: GetCategoriesBody.nullish(),
          response: { 200: CategoriesResponse, ...errors },
        },
        preHandler,
      },
      async (request) => ({
        Info: ok(),
        Data: await catalog.categories(
          request.brand,
          kind,
          request.body?.OnlineOrderingEnabledCategory ?? false,
        ),
      }),
    );

  app.get(
    apiRoutes.getCounters,
    {
      schema: {
        tags: ['Category'],
        summary: 'How many items each category and subcategory holds',
        params: CountersParams,
        response: { 200: CountersResponse, ...errors },
      },
      preHandler,
    },
    async (request) => ({ Info: ok(), Data: await catalog.counters(request.brand) }),
  );

  app.post(
    apiRoutes.getRecipes,
    {
      schema: {
        tags: ['Recipe'],
        summary: 'A page of recipes, optionally of one category or subcategory',
        description:
          'Items keep their For* flags whatever OrderOption says, so the client can mark unavailable ones.',
        params: BrandParams,
        body: ListItemsBody,
        response: { 200: RecipesResponse, ...errors },
      },
      preHandler,
    },
    async (request) => ({
      Info: ok(),
      ...(await catalog.recipes(request.brand, {
        categoryId: request.body.CategoryId,
        subcategoryId: request.body.SubcategoryId,
        offset: request.body.Offset,
        limit: request.body.Limit,
      })),
    }),
  );

  app.post(
    apiRoutes.getProducts,
    {
      schema: {
        tags: ['Product'],
        summary: 'A page of products, optionally of one category or subcategory',
        params: BrandParams,
        body: ListItemsBody,
        response: { 200: ProductsResponse, ...errors },
      },
      preHandler,
    },
    async (request) => ({
      Info: ok(),
      ...(await catalog.products(request.brand, {
        categoryId: request.body.CategoryId,
        subcategoryId: request.body.SubcategoryId,
        offset: request.body.Offset,
        limit: request.body.Limit,
      })),
    }),
  );

  app.get(
    apiRoutes.getRecipe,
    {
      schema: {
        tags: ['Recipe'],
        summary: 'One recipe',
        params: RecipeParams,
        response: { 200: RecipeResponse, ...errors },
      },
      preHandler,
    },
    async (request) => ({ Info: ok(), Data: await catalog.recipe(request.brand, request.params.RecipeId) }),
  );

  app.get(
    apiRoutes.getProduct,
    {
      schema: {
        tags: ['Product'],
        summary: 'One product',
        params: ProductParams,
        response: { 200: ProductResponse, ...errors },
      },
      preHandler,
    },
    async (request) => ({ Info: ok(), Data: await catalog.product(request.brand, request.params.ProductId) }),
  );

  for (const url of [apiRoutes.recommended, apiRoutes.recommendedForType])
    app.get(
      url,
      {
        schema: {
          tags: ['Recipe'],
          summary: 'Recommended items, in stock and offered for the delivery type when one is given',
          params: RecommendedParams,
          response: { 200: RecommendedResponse, ...errors },
        },
        preHandler,
      },
      async (request) => ({ Info: ok(), ...(await catalog.recommended(request.brand, request.params.type)) }),
    );

  const searches: [string, SearchKind, string][] = [
    [apiRoutes.search, 'all', 'Search recipes and products'],
    [apiRoutes.searchVehicle, 'vehicle', 'Search car listings (vehicle brands)'],
    [apiRoutes.searchDetailProduct, 'part', 'Search parts by title, code, model or engine (parts brands)'],
  ];
  for (const [url, kind, summary] of searches)
    app.post(
      url,
      {
        schema: { tags: ['Search'], summary, body: SearchBody, response: { 200: SearchResponse, ...errors } },
        preHandler,
      },
      async (request) => ({
        Info: ok(),
        Data: await catalog.search(request.brand, kind, {
          key: request.body.SearchKey,
          channel: request.body.OrderOption,
          offset: request.body.Offset,
          limit: request.body.Limit,
        }),
      }),
    );
};
