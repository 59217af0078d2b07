import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CategoriesResponse,
  CountersResponse,
  ProductResponse,
  ProductsResponse,
  RecipeResponse,
  RecipesResponse,
  RecommendedResponse,
  SearchResponse,
} from '@storefront/contract/catalog';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { ALPHA, BETA } from '../../test/seed-test-brands';

describe.each(DRIVERS)('catalogue API on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  it('lists recipe categories with subcategories, hiding switched-off ones when asked', async () => {
    const all = await t.request('POST', '/api/Category/v1/getCategories/alpha/Recipe', { body: {} });
    expect(all.status).toBe(200);
    const parsed = CategoriesResponse.parse(all.json());
    expect(parsed.Info).toEqual({ Status: 200, Message: 'Success' });
    expect(parsed.Data.map((c) => c.CategoryTitle)).toEqual(['Burgers', 'Drinks', 'Hidden']);
    expect(parsed.Data[0]?.Subcategories).toEqual([
      { SubcategoryId: 901001, SubcategoryTitle: 'Beef', Status: true },
    ]);
    const active = CategoriesResponse.parse(
      (
        await t.request('POST', '/api/Category/v1/getCategories/alpha/Recipe', {
          body: { OnlineOrderingEnabledCategory: true },
        })
      ).json(),
    );
    expect(active.Data.map((c) => c.CategoryTitle)).toEqual(['Burgers', 'Drinks']);
    const products = CategoriesResponse.parse(
      (
        await t.request('POST', '/api/Category/v1/getCategories/alpha/Product', {
          body: { OnlineOrderingEnabledCategory: true },
        })
      ).json(),
    );
    expect(products.Data.map((c) => c.CategoryTitle)).toEqual(['Groceries']);
  });

  it('counts items per category and subcategory for a brand id', async () => {
    const res = await t.request('GET', `/api/Category/getCategoriesProductCounters/${ALPHA.id}`);
    const { Data } = CountersResponse.parse(res.json());
    expect(Data.CatCounts).toContainEqual({ CategoryId: 90101, Count: 1 });
    expect(Data.CatCounts).toContainEqual({ CategoryId: 90102, Count: 3 });
    expect(Data.CatCounts).toContainEqual({ CategoryId: 90104, Count: 2 });
    expect(Data.SubCatCounts).toEqual([
      { SubcategoryId: 901001, Count: 1 },
      { SubcategoryId: 901002, Count: 1 },
    ]);
  });

  it('pages recipes in file order with the spec fields and prices in pounds', async () => {
    const res = await t.request('POST', '/api/Recipe/v1/getRecipes/alpha', { body: { Offset: 0, Limit: 2 } });
    const page = RecipesResponse.parse(res.json());
    expect(page.Total).toBe(4); // the switched-off category's recipe is not offered
    expect(page.Data.map((r) => r.RecipeId)).toEqual([9011, 9012]);
    const burger = page.Data[0]!;
    expect(burger).toMatchObject({
      RecipeTitle: 'alpha Classic Burger',
      RecipePrice: 9.5,
      RecipeMaxBuyAllowed: 2,
      IsPopular: true,
      ForDelivery: true,
      // Generated from the codes its old title "Milk" was read as; the codes come alongside.
      Allergens: [{ Title: 'Milk', Link: '/brand-assets/common/allergens/milk.svg' }],
      FoodInfo: { Contains: ['milk'], MayContain: [], Labels: [], Kcal: null, Portion: null },
      // As the menu lists it: every bun has gluten, the brioche eggs too; its own kcal are not declared.
      Listed: { Contains: ['gluten', 'milk'], MayContain: ['eggs'], Labels: [], Kcal: null, KcalFrom: true },
    });
    expect(burger.RecipeExtraObject?.groups[0]?.Extras[1]).toEqual({
      Title: 'Sourdough',
      Price: 0.5,
      Quantity: 0,
      checked: false,
      FoodInfo: { Contains: ['gluten'], MayContain: [], Labels: ['vegan'], Kcal: 180, Portion: null },
    });
    const next = RecipesResponse.parse(
      (await t.request('POST', '/api/Recipe/v1/getRecipes/alpha', { body: { Offset: 2, Limit: 2 } })).json(),
    );
    expect(next.Data.map((r) => r.RecipeId)).toEqual([9013, 9015]);
    const drinks = RecipesResponse.parse(
      (await t.request('POST', '/api/Recipe/v1/getRecipes/alpha', { body: { CategoryId: 90102 } })).json(),
    );
    expect(drinks.Data.every((r) => r.CategoryId === 90102)).toBe(true);
  });

  it('lists products with their category titles and sanitised HTML', async () => {
    const res = await t.request('POST', '/api/Product/v1/getProducts/alpha', {
      body: { SubcategoryId: 901002 },
    });
    const page = ProductsResponse.parse(res.json());
    expect(page.Total).toBe(1);
    const apples = page.Data[0]!;
    expect(apples).toMatchObject({
      ProductTitle: 'Organic Apples',
      ProductOldPrice: 3.2,
      ProductNewPrice: 2.8,
      ProductUnits: 'kg',
    });
    expect(apples.ProductCategory).toBe('Groceries');
    expect(apples.ProductSubCategoryTitle).toBe('Fruit');
    expect(apples.ProductContent).toContain('<strong>apples</strong>');
    expect(apples.ProductContent).not.toMatch(/script|onerror|alert/);
    // The card's plain summary, worked out on import.
    expect(apples.ProductSummary).toBe('Crisp apples');
  });

  it('serves one recipe or product and answers 404 for ids of other brands', async () => {
    const recipe = RecipeResponse.parse((await t.request('GET', '/api/Recipe/getRecipe/alpha/9012')).json());
    expect(recipe.Data.RecipeTitle).toBe('Lemonade');
    const product = ProductResponse.parse(
      (await t.request('GET', '/api/Product/getProduct/alpha/9011')).json(),
    );
    expect(product.Data.ProductDetailCode).toBe('APL-001');
    const foreign = await t.request('GET', `/api/Recipe/getRecipe/alpha/${BETA.id * 10 + 1}`);
    expect(foreign.status).toBe(404);
    expect(foreign.json()).toEqual({ Info: { Status: 404, Message: 'Recipe 9021 was not found' } });
  });

  it('recommends in-stock items offered for the delivery type', async () => {
    const any = RecommendedResponse.parse(
      (await t.request('GET', '/api/Recipe/RecommendedItems/alpha')).json(),
    );
    expect(any.RecipesData.map((r) => r.RecipeTitle)).toEqual(['Lemonade', 'Collection-only Cola']);
    const delivery = RecommendedResponse.parse(
      (await t.request('GET', '/api/Recipe/RecommendedItems/alpha/Delivery')).json(),
    );
    expect(delivery.RecipesData.map((r) => r.RecipeTitle)).toEqual(['Lemonade']);
    const pickup = RecommendedResponse.parse(
      (await t.request('GET', '/api/Recipe/RecommendedItems/alpha/Pickup')).json(),
    );
    expect(pickup.RecipesData.map((r) => r.RecipeTitle)).toEqual(['Lemonade', 'Collection-only Cola']);
    expect((await t.request('GET', '/api/Recipe/RecommendedItems/alpha/Teleport')).status).toBe(400);
  });

  it('searches recipes and products of the brand only, from four characters', async () => {
    const body = {
      BrandFlavor: 'alpha',
      SearchKey: 'burg',
      Offset: 0,
      Limit: 40,
      OrderOption: 'Delivery',
      OnlineOrderingEnabled: true,
    };
    const found = SearchResponse.parse((await t.request('POST', '/api/Product/search', { body })).json());
    expect(found.Data.RecipeData.map((r) => r.RecipeTitle)).toEqual(['alpha Classic Burger']);
    expect(found.Data.ProductData).toEqual([]);
    const apples = SearchResponse.parse(
      (await t.request('POST', '/api/Product/search', { body: { ...body, SearchKey: 'APPLE' } })).json(),
    );
    expect(apples.Data.ProductData.map((p) => p.ProductTitle)).toEqual(['Organic Apples']);
    const byCode = SearchResponse.parse(
      (
        await t.request('POST', '/api/Product/SearchDetailProduct', {
          body: { ...body, SearchKey: 'apl-001' },
        })
      ).json(),
    );
    expect(byCode.Data.ProductData.map((p) => p.ProductTitle)).toEqual(['Organic Apples']);
    expect(byCode.Data.RecipeData).toEqual([]);
    const wildcard = SearchResponse.parse(
      (await t.request('POST', '/api/Product/search', { body: { ...body, SearchKey: '%%%%' } })).json(),
    );
    expect(wildcard.Data.RecipeData).toEqual([]);
    const short = await t.request('POST', '/api/Product/search', { body: { ...body, SearchKey: 'bur' } });
    expect(short.status).toBe(400);
    expect(short.json<{ Info: { Message: string } }>().Info.Message).toContain('at least 4 characters');
  });

  it('sends cached lists compressed when accepted, with an ETag that answers 304', async () => {
    const body = { Offset: 0, Limit: 50 };
    const plain = await t.request('POST', '/api/Recipe/v1/getRecipes/bistro', { body });
    expect(plain.status).toBe(200);
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['x-frame-options']).toBeUndefined();
    const list = await t.request('POST', '/api/Recipe/v1/getRecipes/bistro', {
      body,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers.vary).toBe('Accept-Encoding');
    const again = await t.request('POST', '/api/Recipe/v1/getRecipes/bistro', {
      body,
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.status).toBe(304);
  });
});
