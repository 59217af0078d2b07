import { describe, expect, it } from 'vitest';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { brandKind, hasAllergensPage, mainPage, mainPath, shopPage } from './brand-pages';

type Nav = Pick<WebCustomerConfig, 'HomeTemplate' | 'BottomMenu'>;
const nav = (tiles: (string | undefined)[], bottom: string[] = [], bottomOn = true): Nav =>
  ({
    HomeTemplate: { Campaigns: tiles.map((Redirection) => ({ Redirection })), Keywords: '', TagLine: '' },
    BottomMenu: { IsEnabled: bottomOn, Items: bottom.map((Redirection) => ({ Redirection })) },
  }) as unknown as Nav;

describe('shopPage', () => {
  it("is the first shop address of the brand's tiles, with its query left off", () => {
    expect(shopPage(nav(['category-products/21', '/products?catId=3', 'shop']))).toBe('products');
  });
  it('then the bottom menu’s, when it is on', () => {
    expect(shopPage(nav([undefined, 'favourites'], ['online']))).toBe('online');
    expect(shopPage(nav(['favourites'], ['online'], false))).toBe('store');
  });
  it('is store when the navigation links no shop address', () => {
    expect(shopPage(nav(['menu', 'reservation']))).toBe('store');
  });
});

describe('mainPage and mainPath', () => {
  const grocer = nav(['products']);
  it('gives every shop address the brand’s shop, and an alias its page', () => {
    for (const alias of ['store', 'shop', 'online', 'products', 'distributors'])
      expect(mainPage(grocer, alias)).toBe('products');
    expect(mainPage(grocer, 'app-menu')).toBe('menu');
    expect(mainPage(grocer, 'reserve-iframe')).toBe('reservation');
  });
  it('keeps other pages, sold cars among them (another list than the stock list)', () => {
    for (const page of ['menu', 'branches', 'sold-cars', 'stock-list', 'home'])
      expect(mainPage(grocer, page)).toBe(page);
  });
  it('rewrites a page path’s first segment only', () => {
    expect(mainPath(grocer, '/grocer/store')).toBe('/grocer/products');
    expect(mainPath(nav([]), '/bistro/app-menu')).toBe('/bistro/menu');
    expect(mainPath(grocer, '/grocer/products/product-details/20016')).toBe(
      '/grocer/products/product-details/20016',
    );
    expect(mainPath(grocer, '/grocer/category-products/21')).toBe('/grocer/category-products/21');
  });
});

describe('brandKind', () => {
  const template = (t: Partial<WebCustomerConfig['TemplateData']>) =>
    ({ TemplateData: { RecipesBrand: false, VehiclesBrand: false, PartsBrand: false, ...t } }) as Pick<
      WebCustomerConfig,
      'TemplateData'
    >;
  it('reads what the brand sells from its template', () => {
    expect(brandKind(template({ RecipesBrand: true }))).toBe('recipes');
    expect(brandKind(template({ VehiclesBrand: true }))).toBe('cars');
    expect(brandKind(template({ PartsBrand: true }))).toBe('parts');
    expect(brandKind(template({}))).toBe('products');
  });
});

describe('hasAllergensPage', () => {
  const brand = (t: Partial<WebCustomerConfig['TemplateData']>, allergens = 0) =>
    ({
      TemplateData: { RecipesBrand: false, VehiclesBrand: false, PartsBrand: false, ...t },
      Allergens: Array.from({ length: allergens }, () => ({ Title: 'Milk', Link: '/milk.svg' })),
    }) as Pick<WebCustomerConfig, 'TemplateData' | 'Allergens'>;
  it('is a restaurant’s always, and a shop’s when its footer lists the allergens', () => {
    expect(hasAllergensPage(brand({ RecipesBrand: true }))).toBe(true);
    expect(hasAllergensPage(brand({}, 14))).toBe(true);
    expect(hasAllergensPage(brand({}))).toBe(false);
  });
  it('is never a car dealer’s or a parts shop’s', () => {
    expect(hasAllergensPage(brand({ VehiclesBrand: true }, 14))).toBe(false);
    expect(hasAllergensPage(brand({ PartsBrand: true }, 14))).toBe(false);
  });
});
