import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteApp } from '../../lib/route-app';
import { AdminBrandParams } from '@storefront/contract/admin';
import { InfoOnly, ok } from '@storefront/contract/envelope';
import {
  MenuCategoryBody,
  MenuCategoryParams,
  MenuCategoryResponse,
  MenuItemParams,
  MenuProductBody,
  MenuProductResponse,
  MenuRecipeBody,
  MenuRecipeResponse,
  MenuRemoveResponse,
  MenuResponse,
  menuRoutes,
} from '@storefront/contract/menu';
import type { MenuService } from './menu-editor.service';
import { OWNERS, decorateStaff, staffGuard, actorOf } from '../staff/staff-guard';
import { errorResponses, bearer } from '../../lib/route-schema';
import { refuseInvalid } from './menu-editor.food-info';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['Back office: menu'];
const RECIPE_NAMES = { titleKey: 'RecipeTitle', extrasKey: 'RecipeExtraObject' };
const PRODUCT_NAMES = { titleKey: 'ProductTitle', extrasKey: 'ProductExtraObject' };

type Options = { menu: MenuService };

/** What every route group of the plugin shares. */
function context(app: RouteApp, { menu }: Options) {
  decorateStaff(app);
  const owners = staffGuard(app, OWNERS);
  return { menu, owners };
}
type Context = ReturnType<typeof context>;

/** The menu and its categories. */
function menuAndCategoryRoutes(app: RouteApp, { menu, owners }: Context) {
  app.get(
    menuRoutes.menu,
    {
      schema: {
        tags,
        summary: "The brand's categories and a summary of every item, in menu order (owners)",
        security: bearer,
        params: AdminBrandParams,
        response: { 200: MenuResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({ Info: ok(), Data: await menu.menu(request.brand) }),
  );

  app.post(
    menuRoutes.categories,
    {
      schema: {
        tags,
        summary: 'Adds a category (and its subcategories); the server gives the ids',
        security: bearer,
        params: AdminBrandParams,
        body: MenuCategoryBody,
        response: { 200: MenuCategoryResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({
      Info: ok('Category added'),
      Data: await menu.createCategory(request.brand, actorOf(request), request.body),
    }),
  );

  app.post(
    menuRoutes.category,
    {
      schema: {
        tags,
        summary:
          'Saves a category: title, image, shown or hidden, subcategories (a subcategory without id is new)',
        security: bearer,
        params: MenuCategoryParams,
        body: MenuCategoryBody,
        response: { 200: MenuCategoryResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({
      Info: ok('Category saved'),
      Data: await menu.saveCategory(request.brand, actorOf(request), request.params.CategoryId, request.body),
    }),
  );

  app.post(
    menuRoutes.removeCategory,
    {
      schema: {
        tags,
        summary: 'Removes a category that holds no items (409 while it holds some: switch it off instead)',
        security: bearer,
        params: MenuCategoryParams,
        response: { 200: InfoOnly, ...errors },
      },
      onRequest: owners,
    },
    async (request) => {
      await menu.removeCategory(request.brand, actorOf(request), request.params.CategoryId);
      return { Info: ok('Category removed') };
    },
  );
}

/** Recipes: added, edited, removed. */
function recipeRoutes(app: RouteApp, ctx: Context) {
  const { menu, owners } = ctx;
  app.post(
    menuRoutes.recipes,
    {
      schema: {
        tags,
        summary: 'Adds a recipe, checked as the brand import checks it; prices in pounds',
        security: bearer,
        params: AdminBrandParams,
        body: MenuRecipeBody,
        response: { 200: MenuRecipeResponse, ...errors },
      },
      onRequest: owners,
      // Checked in the handler, so problems of food information name the item they are in.
      attachValidation: true,
    },
    async (request) => {
      refuseInvalid(request, RECIPE_NAMES);
      return {
        Info: ok('Recipe added'),
        Data: await menu.createRecipe(request.brand, actorOf(request), request.body),
      };
    },
  );

  app.get(
    menuRoutes.recipe,
    {
      schema: {
        tags,
        summary: 'A recipe as the brand file has it, extras groups and menu-builder steps included',
        security: bearer,
        params: MenuItemParams,
        response: { 200: MenuRecipeResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({ Info: ok(), Data: await menu.recipe(request.brand, request.params.ItemId) }),
  );

  app.post(
    menuRoutes.recipe,
    {
      schema: {
        tags,
        summary: 'Saves a recipe (its stock count stays as orders left it); the storefront shows it at once',
        security: bearer,
        params: MenuItemParams,
        body: MenuRecipeBody,
        response: { 200: MenuRecipeResponse, ...errors },
      },
      onRequest: owners,
      // Checked in the handler, so problems of food information name the item they are in.
      attachValidation: true,
    },
    async (request) => {
      refuseInvalid(request, RECIPE_NAMES);
      return {
        Info: ok('Recipe saved'),
        Data: await menu.saveRecipe(request.brand, actorOf(request), request.params.ItemId, request.body),
      };
    },
  );

  removeRoute(app, ctx, {
    path: menuRoutes.removeRecipe,
    kind: 'recipe',
    summary: 'Removes a recipe: deleted when no order names it, else hidden from the menu',
    hidden: 'Hidden from the menu: orders name this dish',
    deleted: 'Recipe deleted',
  });
}

/** Products: added, edited, removed. */
function productRoutes(app: RouteApp, ctx: Context) {
  const { menu, owners } = ctx;
  app.post(
    menuRoutes.products,
    {
      schema: {
        tags,
        summary: 'Adds a product, checked as the brand import checks it; prices in pounds',
        security: bearer,
        params: AdminBrandParams,
        body: MenuProductBody,
        response: { 200: MenuProductResponse, ...errors },
      },
      onRequest: owners,
      // Checked in the handler, so problems of food information name the item they are in.
      attachValidation: true,
    },
    async (request) => {
      refuseInvalid(request, PRODUCT_NAMES);
      return {
        Info: ok('Product added'),
        Data: await menu.createProduct(request.brand, actorOf(request), request.body),
      };
    },
  );

  app.get(
    menuRoutes.product,
    {
      schema: {
        tags,
        summary: 'A product as the brand file has it, extras included',
        security: bearer,
        params: MenuItemParams,
        response: { 200: MenuProductResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({ Info: ok(), Data: await menu.product(request.brand, request.params.ItemId) }),
  );

  app.post(
    menuRoutes.product,
    {
      schema: {
        tags,
        summary: 'Saves a product (its stock count stays as orders left it); the shop shows it at once',
        security: bearer,
        params: MenuItemParams,
        body: MenuProductBody,
        response: { 200: MenuProductResponse, ...errors },
      },
      onRequest: owners,
      // Checked in the handler, so problems of food information name the item they are in.
      attachValidation: true,
    },
    async (request) => {
      refuseInvalid(request, PRODUCT_NAMES);
      return {
        Info: ok('Product saved'),
        Data: await menu.saveProduct(request.brand, actorOf(request), request.params.ItemId, request.body),
      };
    },
  );

  removeRoute(app, ctx, {
    path: menuRoutes.removeProduct,
    kind: 'product',
    summary: 'Removes a product: deleted when no order names it, else hidden from the shop',
    hidden: 'Hidden from the shop: orders name this product',
    deleted: 'Product deleted',
  });
}

/**
 * Removing a dish or a product: deleted when no order names it, else hidden (orders keep pointing at it); the
 * answer says which.
 */
function removeRoute(
  app: RouteApp,
  { menu, owners }: Context,
  said: { path: string; kind: 'recipe' | 'product'; summary: string; hidden: string; deleted: string },
) {
  app.post(
    said.path,
    {
      schema: {
        tags,
        summary: said.summary,
        security: bearer,
        params: MenuItemParams,
        response: { 200: MenuRemoveResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => {
      const outcome = await menu.removeItem(
        request.brand,
        actorOf(request),
        said.kind,
        request.params.ItemId,
      );
      return { Info: ok(outcome === 'Hidden' ? said.hidden : said.deleted), Data: { Outcome: outcome } };
    },
  );
}

/**
 * The menu editor (owners only; staff keep the stock screen's one-click toggle). The guard runs in `onRequest`,
 * before the body is read; bodies are the brand file's schemas, so a request the import would refuse is refused
 * here field by field, and nothing is stored.
 */
export const menuRoutesPlugin: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const ctx = context(app, options);
  menuAndCategoryRoutes(app, ctx);
  recipeRoutes(app, ctx);
  productRoutes(app, ctx);
};
