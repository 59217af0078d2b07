import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrandFileInput } from '@storefront/contract/brand-file';
import { SearchResponse, type SearchBody } from '@storefront/contract/catalog';
import { build, type App } from '../../app';
import { loadEnv } from '../../config/env';
import { openDatabase, type Database } from '../../db/client';
import { DRIVERS, type Driver } from '../../test/harness';
import { scratchPostgres } from '../../test/scratch-postgres';
import { makeBrandFile } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';

/*
 * Search on both databases. These tests import brands of their own: into their own copy of the seeded PGlite,
 * and into a scratch PostgreSQL database dropped at the end (not the run's shared one, whose brand list other
 * tests compare).
 */

const FINDER = { id: 971, flavour: 'finder' } as const;
const RIVAL = { id: 972, flavour: 'rival' } as const;

/** A brand whose catalogue exercises search; the rival brand has the same items plus one of its own. */
function searchBrand(
  id: number,
  flavour: string,
  extra: { title: string }[] = [],
  soup = 'Tomato Soup',
): BrandFileInput {
  const cat = (n: number) => id * 100 + n;
  let nextId = id * 1000;
  const recipe = (category: number, RecipeTitle: string, RecipeDescription = '', more = {}) => ({
    RecipeId: ++nextId,
    CategoryId: cat(category),
    RecipeTitle,
    RecipeDescription,
    RecipePrice: 5,
    ...more,
  });
  const product = (category: number, ProductTitle: string, more = {}) => ({
    ProductId: ++nextId,
    CategoryId: cat(category),
    ProductTitle,
    ProductOldPrice: 2,
    ...more,
  });
  const vehicle = (Make: string, Model: string, Fuel: string, BodyType: string) => ({
    Vehicle: {
      Make,
      Model,
      Year: 2020,
      Mileage: 30000,
      Fuel,
      Transmission: 'Manual',
      Engine: '1.0',
      BodyType,
    },
  });
  return {
    ...makeBrandFile(id, flavour),
    Categories: [
      { CategoryId: cat(1), CategoryTitle: 'Mains', Kind: 'Recipe' },
      { CategoryId: cat(2), CategoryTitle: 'Hidden', Kind: 'Recipe', Status: false },
      { CategoryId: cat(3), CategoryTitle: 'Larder', Kind: 'Product' },
      { CategoryId: cat(4), CategoryTitle: 'Spares', Kind: 'Product' },
      { CategoryId: cat(5), CategoryTitle: 'Used cars', Kind: 'Product' },
    ],
    Recipes: [
      // First in file order, but 'burger' is only in its description: relevance puts it after the titles.
      recipe(1, 'Garden Salad', 'Leaves with our burger sauce dressing'),
      recipe(1, 'Classic Beef Burger', 'Two patties, cheddar, pickles'),
      recipe(1, 'Cheese Toastie', 'Sourdough with mature cheddar'),
      recipe(1, 'Collection-only Burger Box', 'Four burgers to share', { ForDelivery: false }),
      recipe(1, 'Halloumi Burger', 'Grilled halloumi, roast pepper'),
      recipe(1, soup, 'Slow-cooked with basil'),
      recipe(2, 'Secret Burger', 'Not on the menu'),
    ],
    Products: [
      product(3, 'Organic Cheddar Cheese 200g', { ProductDetailCode: 'LAR-0001' }),
      product(3, 'Cheesecake Slice'),
      product(3, 'Cheese Straws 100g'),
      product(3, 'Oatcakes', { ProductLabel: 'Cheese board' }),
      product(3, 'Traditional Headcheese'),
      ...[1, 2, 3].map((n) => product(3, `Linguine ${n * 250}g`)),
      ...[1, 2, 3, 4].map((n) => product(3, `Linguini Nests ${n * 100}g`)),
      ...Array.from({ length: 45 }, (_, n) => product(3, `Pasta Shape No. ${n + 1}`)),
      product(3, 'Smoked Salmon', { ForCollection: false }),
      ...extra.map((e) => product(3, e.title)),
      product(4, 'Front Brake Pad Set', {
        ProductDetailCode: 'BRK-1001',
        ProductDetailPartModel: 'Ford Focus Mk3',
        ProductDetailEngine: '1.0 EcoBoost',
      }),
      product(4, 'Rear Brake Disc', {
        ProductDetailCode: 'BRK-1002',
        ProductDetailPartModel: 'Ford Focus Mk3',
        ProductDetailEngine: '1.0 EcoBoost',
      }),
      product(4, 'Oil Filter', {
        ProductDetailCode: 'FLT-2001',
        ProductDetailPartModel: 'Volkswagen Golf Mk7',
        ProductDetailEngine: '2.0 TDI',
      }),
      product(5, '2019 Ford Fiesta Titanium', vehicle('Ford', 'Fiesta', 'Petrol', 'Hatchback')),
      product(5, '2020 Volkswagen Golf Life', vehicle('Volkswagen', 'Golf', 'Diesel', 'Estate')),
    ],
    Customers: [],
  };
}

interface SearchApp {
  search(
    route: 'search' | 'searchVehicle' | 'SearchDetailProduct',
    body: Partial<SearchBody>,
  ): Promise<SearchResponse>;
  status(body: Partial<SearchBody>): Promise<number>;
  /** Imports the search brand again, its soup renamed. */
  renameSoup(title: string): Promise<void>;
  close(): Promise<void>;
}

async function startSearchApp(driver: Driver): Promise<SearchApp> {
  let database: Database;
  let drop = () => Promise.resolve();
  if (driver === 'postgres') {
    const scratch = await scratchPostgres('search_test');
    drop = scratch.drop;
    database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: 'memory://' });
  } else
    database = await openDatabase({
      pgliteDir: 'memory://',
      pgliteSnapshot: new Blob([readFileSync(inject('pgliteSnapshotFile'))]),
    });
  const imported = await createBrandFileService(database.db).importBrands([
    { source: 'finder', document: searchBrand(FINDER.id, FINDER.flavour) },
    {
      source: 'rival',
      document: searchBrand(RIVAL.id, RIVAL.flavour, [{ title: 'Smoked Tomato Chutney' }]),
    },
  ]);
  if (!imported.ok) throw new Error(JSON.stringify(imported.problems));

  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789',
    COOKIE_SECRET: 'test-cookie-secret-that-is-long-enough-0123456789',
    WEB_DIST: 'apps/web/dist-missing-in-api-tests',
  });
  const app: App = await build({ env, database, logger: false });
  await app.ready();
  const csrf = await app.inject({ method: 'GET', url: '/api/antiforgery/token' });
  const headers = {
    'content-type': 'application/json',
    cookie: csrf.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    'x-xsrf-token': csrf.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
  };
  const post = (route: string, body: Partial<SearchBody>) =>
    app.inject({
      method: 'POST',
      url: `/api/Product/${route}`,
      headers,
      payload: JSON.stringify({ BrandFlavor: FINDER.flavour, Offset: 0, Limit: 40, ...body }),
    });
  return {
    async search(route, body) {
      const res = await post(route, body);
      if (res.statusCode !== 200) throw new Error(`${route} answered ${res.statusCode}: ${res.body}`);
      return SearchResponse.parse(res.json());
    },
    status: async (body) => (await post('search', body)).statusCode,
    async renameSoup(title) {
      const again = await createBrandFileService(database.db).importBrands([
        { source: 'finder', document: searchBrand(FINDER.id, FINDER.flavour, [], title) },
      ]);
      if (!again.ok) throw new Error(JSON.stringify(again.problems));
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

const recipeTitles = (r: SearchResponse) => r.Data.RecipeData.map((x) => x.RecipeTitle);
const productTitles = (r: SearchResponse) => r.Data.ProductData.map((x) => x.ProductTitle);

describe.each(DRIVERS)('search on %s', (driver) => {
  let s: SearchApp;
  // Migrating and importing take a few seconds, and much longer on a busy machine.
  beforeAll(async () => {
    s = await startSearchApp(driver);
  }, 180_000);
  afterAll(() => s?.close());

  it('ranks title matches before description matches, then by the menu order', async () => {
    const found = await s.search('search', { SearchKey: 'burger', OrderOption: 'Delivery' });
    expect(recipeTitles(found)).toEqual(['Classic Beef Burger', 'Halloumi Burger', 'Garden Salad']);
  });

  it('finds items despite a typo', async () => {
    // Similar titles before similar descriptions.
    expect(recipeTitles(await s.search('search', { SearchKey: 'burgr', OrderOption: 'Delivery' }))).toEqual([
      'Classic Beef Burger',
      'Halloumi Burger',
      'Garden Salad',
    ]);
    expect(recipeTitles(await s.search('search', { SearchKey: 'tomatoe' }))).toEqual(['Tomato Soup']);
    expect(recipeTitles(await s.search('search', { SearchKey: 'toastey' }))).toEqual(['Cheese Toastie']);
    // A typo is read as the brand's most similar words: 'lingine' as 'linguine', not also 'linguini'.
    expect(productTitles(await s.search('search', { SearchKey: 'lingine' }))).toEqual([
      'Linguine 250g',
      'Linguine 500g',
      'Linguine 750g',
    ]);
    expect(productTitles(await s.search('search', { SearchKey: 'chese' }))).toEqual([
      'Organic Cheddar Cheese 200g',
      'Cheese Straws 100g',
      'Oatcakes', // 'Cheese board' is its label
    ]);
  });

  it('finds partial words, at the start of a word or inside one', async () => {
    const chees = await s.search('search', { SearchKey: 'chees' });
    expect(recipeTitles(chees)).toEqual(['Cheese Toastie']);
    expect(productTitles(chees)).toEqual([
      'Organic Cheddar Cheese 200g', // word starts in the title, in file order
      'Cheesecake Slice',
      'Cheese Straws 100g',
      'Oatcakes', // a word start in another field (its label)
      'Traditional Headcheese', // inside a word
    ]);
    expect(recipeTitles(await s.search('search', { SearchKey: 'beef burg' }))).toEqual([
      'Classic Beef Burger',
    ]);
    expect(recipeTitles(await s.search('search', { SearchKey: 'alloumi' }))).toEqual(['Halloumi Burger']);
  });

  it('never shows another brand’s items, nor items of a switched-off category', async () => {
    const mine = await s.search('search', { SearchKey: 'chutney' });
    expect(mine.Data).toEqual({ RecipeData: [], ProductData: [] });
    // Nor through typo correction: each brand has its own vocabulary.
    expect((await s.search('search', { SearchKey: 'chutny' })).Data).toEqual({
      RecipeData: [],
      ProductData: [],
    });
    expect(
      productTitles(await s.search('search', { SearchKey: 'chutny', BrandFlavor: RIVAL.flavour })),
    ).toEqual(['Smoked Tomato Chutney']);
    const theirs = await s.search('search', { SearchKey: 'chutney', BrandFlavor: RIVAL.flavour });
    expect(productTitles(theirs)).toEqual(['Smoked Tomato Chutney']);
    const burgers = await s.search('search', { SearchKey: 'burger' });
    expect(burgers.Data.RecipeData.every((r) => Math.floor(r.RecipeId / 1000) === FINDER.id)).toBe(true);
    expect(recipeTitles(burgers)).not.toContain('Secret Burger');
  });

  it('filters by the delivery type', async () => {
    const delivery = await s.search('search', { SearchKey: 'burger', OrderOption: 'Delivery' });
    expect(recipeTitles(delivery)).not.toContain('Collection-only Burger Box');
    const pickup = await s.search('search', { SearchKey: 'burger', OrderOption: 'Pickup' });
    expect(recipeTitles(pickup)).toEqual([
      'Classic Beef Burger',
      'Collection-only Burger Box',
      'Halloumi Burger',
      'Garden Salad',
    ]);
    expect(productTitles(await s.search('search', { SearchKey: 'salmon', OrderOption: 'Delivery' }))).toEqual(
      ['Smoked Salmon'],
    );
    expect(productTitles(await s.search('search', { SearchKey: 'salmon', OrderOption: 'Pickup' }))).toEqual(
      [],
    );
  });

  it('finds parts by code (whole, partial or with a typo), model and engine', async () => {
    const exact = await s.search('SearchDetailProduct', { SearchKey: 'BRK-1002' });
    expect(productTitles(exact)[0]).toBe('Rear Brake Disc');
    expect(exact.Data.RecipeData).toEqual([]);
    expect(productTitles(await s.search('SearchDetailProduct', { SearchKey: 'brk-10' }))).toEqual([
      'Front Brake Pad Set',
      'Rear Brake Disc',
    ]);
    expect(productTitles(await s.search('SearchDetailProduct', { SearchKey: '2001' }))).toEqual([
      'Oil Filter',
    ]);
    expect(productTitles(await s.search('SearchDetailProduct', { SearchKey: 'golf mk7' }))[0]).toBe(
      'Oil Filter',
    );
    expect(productTitles(await s.search('SearchDetailProduct', { SearchKey: 'ecoboost' }))).toEqual([
      'Front Brake Pad Set',
      'Rear Brake Disc',
    ]);
  });

  it('finds vehicles by make, model, fuel and body type', async () => {
    expect(productTitles(await s.search('searchVehicle', { SearchKey: 'diesel' }))).toEqual([
      '2020 Volkswagen Golf Life',
    ]);
    expect(productTitles(await s.search('searchVehicle', { SearchKey: 'hatchback' }))).toEqual([
      '2019 Ford Fiesta Titanium',
    ]);
    const typo = await s.search('searchVehicle', { SearchKey: 'volkswagon golf' });
    expect(productTitles(typo)[0]).toBe('2020 Volkswagen Golf Life');
    expect(typo.Data.RecipeData).toEqual([]);
  });

  it('pages across the kinds of match without gaps or repeats', async () => {
    const pasta = [];
    for (let offset = 0; offset < 60; offset += 20)
      pasta.push(
        ...productTitles(await s.search('search', { SearchKey: 'pasta', Offset: offset, Limit: 20 })),
      );
    expect(pasta).toEqual(Array.from({ length: 45 }, (_, n) => `Pasta Shape No. ${n + 1}`));

    // 'cheese': whole title words, a title word start, another field, inside a word; two per page.
    const all = productTitles(await s.search('search', { SearchKey: 'cheese' }));
    expect(all).toEqual([
      'Organic Cheddar Cheese 200g',
      'Cheese Straws 100g',
      'Cheesecake Slice',
      'Oatcakes',
      'Traditional Headcheese',
    ]);
    const pages = [];
    for (let offset = 0; offset < 8; offset += 2)
      pages.push(
        ...productTitles(await s.search('search', { SearchKey: 'cheese', Offset: offset, Limit: 2 })),
      );
    expect(pages).toEqual(all);
  });

  it('treats LIKE and tsquery characters as text, and needs four characters', async () => {
    for (const SearchKey of ['%%%%', '____', "'&|!:*", '\\\\\\\\'])
      expect((await s.search('search', { SearchKey })).Data).toEqual({ RecipeData: [], ProductData: [] });
    expect(recipeTitles(await s.search('search', { SearchKey: "burger's" }))).toContain(
      'Classic Beef Burger',
    );
    expect(await s.status({ SearchKey: 'bur' })).toBe(400);
  });

  it('learns the words of a renamed item when the brand is imported again', async () => {
    expect(recipeTitles(await s.search('search', { SearchKey: 'gaspacho' }))).toEqual([]);
    await s.renameSoup('Andalusian Gazpacho');
    expect(recipeTitles(await s.search('search', { SearchKey: 'gaspacho' }))).toEqual([
      'Andalusian Gazpacho',
    ]);
    expect(recipeTitles(await s.search('search', { SearchKey: 'tomato' }))).toEqual([]);
  });
});
