import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteApp } from '../../lib/route-app';
import type { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { JsonCache } from '../../lib/json-cache';
import type { PreparedBody } from '../../lib/prepared-body';
import { stockEpoch } from '../../lib/stock-epochs';
import { createGate } from '../../lib/concurrency';
import type { BrandContext } from '../brand/brand.service';
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
import { ok } from '@storefront/contract/envelope';
import { apiRoutes } from '@storefront/contract/paths';
import type { CatalogService, SearchKind } from './catalog.service';
import { errorResponses } from '../../lib/route-schema';
import { sendAnswer, type RouteAnswer } from '../../plugins/direct-answers';

const errors = errorResponses(400, 404);

type Options = {
  catalog: CatalogService;
  cache: JsonCache;
  /** Searches at once in this process (the rest wait their turn; a long queue is answered 503). */
  searchConcurrency: number;
};

/** What the route groups share: the catalogue, and its answers made once and kept (see catalogRoutes). */
function context(app: RouteApp, { catalog, cache }: Options) {
  const preHandler = app.resolveBrand;
  const keyOf = (brand: BrandContext, key: string) =>
    `${brand.id}:${brand.version}:${stockEpoch(brand.id)}:${key}`;
  const cached = <S extends z.ZodType>(
    brand: BrandContext,
    key: string,
    schema: S,
    produce: () => Promise<z.input<S>>,
  ) => cache.get(keyOf(brand, key), async () => JSON.stringify(schema.parse(await produce())));
  /**
   * A GET's `config.prepared` (plugins/json-response.ts): its answer when it is already made. `key` gets the raw
   * path parameters; a raw value that is not the canonical form of a valid one (`007`, `abc`) names no cached
   * answer, so the request takes the usual way and is validated there.
   */
  const prepared =
    (key: (params: Record<string, string>) => string | undefined) =>
    (request: FastifyRequest): PreparedBody | undefined => {
      const params = request.params as Record<string, string>;
      const brand = app.cachedBrand(params.brandId === undefined ? params.brand! : Number(params.brandId));
      const name = brand && key(params);
      return name === undefined ? undefined : cache.peek(keyOf(brand!, name));
    };
  /** A path segment that is a whole number as the API writes it. */
  const canonicalId = (raw: string | undefined) =>
    raw !== undefined && /^[1-9]\d{0,15}$/.test(raw) ? raw : undefined;
  return { catalog, preHandler, cached, prepared, canonicalId };
}
type Context = ReturnType<typeof context>;

/** Categories and counters. */
function categoryRoutes(app: RouteApp, { catalog, preHandler, cached, prepared, canonicalId }: Context) {
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
        config: {
          answer: (({ brand, body }) => {
            const active = body?.OnlineOrderingEnabledCategory ?? false;
            return cached(brand, `categories:${kind}:${active}`, CategoriesResponse, async () => ({
              Info: ok(),
              Data: await catalog.categories(brand, kind, active),
            }));
          }) satisfies RouteAnswer<unknown, z.infer<typeof GetCategoriesBody> | null | undefined>,
        },
        preHandler,
        compress: false,
      },
      sendAnswer,
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
      config: {
        prepared: prepared((params) => (canonicalId(params.brandId) ? 'counters' : undefined)),
        answer: ({ brand }) =>
          cached(brand, 'counters', CountersResponse, async () => ({
            Info: ok(),
            Data: await catalog.counters(brand),
          })),
      },
      preHandler,
      compress: false,
    },
    sendAnswer,
  );
}

/** The lists of recipes and products. */
function listRoutes(app: RouteApp, { catalog, preHandler, cached }: Context) {
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
      config: {
        answer: (({ brand, body: { CategoryId, SubcategoryId, Offset, Limit } }) =>
          cached(
            brand,
            `recipes:${CategoryId ?? ''}:${SubcategoryId ?? ''}:${Offset}:${Limit}`,
            RecipesResponse,
            async () => ({
              Info: ok(),
              ...(await catalog.recipes(brand, {
                categoryId: CategoryId,
                subcategoryId: SubcategoryId,
                offset: Offset,
                limit: Limit,
              })),
            }),
          )) satisfies RouteAnswer<unknown, z.infer<typeof ListItemsBody>>,
      },
      preHandler,
      compress: false,
    },
    sendAnswer,
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
      config: {
        answer: (({ brand, body: { CategoryId, SubcategoryId, Offset, Limit } }) =>
          cached(
            brand,
            `products:${CategoryId ?? ''}:${SubcategoryId ?? ''}:${Offset}:${Limit}`,
            ProductsResponse,
            async () => ({
              Info: ok(),
              ...(await catalog.products(brand, {
                categoryId: CategoryId,
                subcategoryId: SubcategoryId,
                offset: Offset,
                limit: Limit,
              })),
            }),
          )) satisfies RouteAnswer<unknown, z.infer<typeof ListItemsBody>>,
      },
      preHandler,
      compress: false,
    },
    sendAnswer,
  );
}

/** One recipe or product. */
function itemRoutes(app: RouteApp, { catalog, preHandler, cached, prepared, canonicalId }: Context) {
  app.get(
    apiRoutes.getRecipe,
    {
      schema: {
        tags: ['Recipe'],
        summary: 'One recipe',
        params: RecipeParams,
        response: { 200: RecipeResponse, ...errors },
      },
      config: {
        prepared: prepared((params) => {
          const id = canonicalId(params.RecipeId);
          return id && `recipe:${id}`;
        }),
        answer: (({ brand, params: { RecipeId } }) =>
          cached(brand, `recipe:${RecipeId}`, RecipeResponse, async () => ({
            Info: ok(),
            Data: await catalog.recipe(brand, RecipeId),
          }))) satisfies RouteAnswer<z.infer<typeof RecipeParams>>,
      },
      preHandler,
      compress: false,
    },
    sendAnswer,
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
      config: {
        prepared: prepared((params) => {
          const id = canonicalId(params.ProductId);
          return id && `product:${id}`;
        }),
        answer: (({ brand, params: { ProductId } }) =>
          cached(brand, `product:${ProductId}`, ProductResponse, async () => ({
            Info: ok(),
            Data: await catalog.product(brand, ProductId),
          }))) satisfies RouteAnswer<z.infer<typeof ProductParams>>,
      },
      preHandler,
      compress: false,
    },
    sendAnswer,
  );
}

/** Recommended items. */
function recommendedRoutes(app: RouteApp, { catalog, preHandler, cached, prepared }: Context) {
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
        // The type is looked up as given: only a valid one ever names a cached answer.
        config: {
          prepared: prepared((params) => `recommended:${params.type ?? ''}`),
          answer: (({ brand, params: { type } }) =>
            cached(brand, `recommended:${type ?? ''}`, RecommendedResponse, async () => ({
              Info: ok(),
              ...(await catalog.recommended(brand, type)),
            }))) satisfies RouteAnswer<z.infer<typeof RecommendedParams>>,
        },
        preHandler,
        compress: false,
      },
      sendAnswer,
    );
}

/** Search, a few at a time. */
function searchRoutes(app: RouteApp, { catalog, preHandler }: Context, searchConcurrency: number) {
  const searches: [string, SearchKind, string][] = [
    [apiRoutes.search, 'all', 'Search recipes and products'],
    [apiRoutes.searchVehicle, 'vehicle', 'Search car listings (vehicle brands)'],
    [apiRoutes.searchDetailProduct, 'part', 'Search parts by title, code, model or engine (parts brands)'],
  ];
  // Searches are the catalogue's costly reads: a few at a time, so a burst of them leaves the database's
  // connections to orders, sign-ins and health checks.
  const searchGate = createGate(searchConcurrency, 200);
  for (const [url, kind, summary] of searches)
    app.post(
      url,
      {
        schema: { tags: ['Search'], summary, body: SearchBody, response: { 200: SearchResponse, ...errors } },
        preHandler,
      },
      async (request) => ({
        Info: ok(),
        Data: await searchGate.run(() =>
          catalog.search(request.brand, kind, {
            key: request.body.SearchKey,
            channel: request.body.OrderOption,
            offset: request.body.Offset,
            limit: request.body.Limit,
          }),
        ),
      }),
    );
}

/**
 * Catalogue reads are the same for every visitor of a brand, so their responses are serialised once per brand
 * version, stock change (lib/stock-epochs) and request, then sent as bytes (pre-compressed, with an ETag). Parsing with the response schema on
 * the way in keeps the guarantee that nothing undeclared leaves the server.
 */
export const catalogRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const ctx = context(app, options);
  categoryRoutes(app, ctx);
  listRoutes(app, ctx);
  itemRoutes(app, ctx);
  recommendedRoutes(app, ctx);
  searchRoutes(app, ctx, options.searchConcurrency);
};
