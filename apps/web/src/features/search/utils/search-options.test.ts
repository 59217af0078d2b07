import { describe, expect, it } from 'vitest';
import type { Product, Recipe } from '@storefront/contract/catalog';
import { moveActive, searchGroups, searchKind, searchOrderOption } from './search-options';

const recipe = (id: number, over: Partial<Recipe> = {}): Recipe => ({
  RecipeId: id,
  CategoryId: 3,
  SubcategoryId: null,
  RecipeTitle: `Dish ${id}`,
  RecipeDescription: '',
  RecipeImage: null,
  RecipePrice: 9.5,
  DisplayAmountText: null,
  RecipeStock: 5,
  IsNewlyAdded: false,
  IsPopular: false,
  Allergens: [],
  RecipeMaxBuyAllowed: null,
  isDiscountedItem: false,
  socialDiscountItem: false,
  ForDelivery: true,
  ForCollection: true,
  ForDineIn: true,
  ForEatIn: true,
  RecipeExtraObject: null,
  ...over,
});

const product = (id: number, over: Partial<Product> = {}): Product => ({
  ProductId: id,
  ProductCategoryId: 21,
  ProductCategory: 'Fruit & Veg',
  ProductSubCategoryId: 2102,
  ProductSubCategoryTitle: 'Vegetables',
  ProductTitle: `Product ${id}`,
  ProductImageUrl: '/p.svg',
  ProductOldPrice: 3.25,
  ProductNewPrice: null,
  ProductUnits: 'each',
  ProductStocks: 4,
  ProductContent: '',
  ProductStockStatus: 'Available',
  ProductLabel: null,
  IsFavourite: false,
  ForDelivery: true,
  ForCollection: true,
  ProductExtraObject: null,
  ProductDetailPartModel: null,
  ProductDetailEngine: null,
  ProductDetailFromYear: null,
  ProductDetailToYear: null,
  ProductDetailCode: null,
  ProductDetailExternalLink: null,
  Vehicle: null,
  ...over,
});

describe('search', () => {
  it('calls searchVehicle for vehicle brands and SearchDetailProduct for parts brands', () => {
    expect(searchKind({ VehiclesBrand: false, PartsBrand: false })).toBe('search');
    expect(searchKind({ VehiclesBrand: true, PartsBrand: false })).toBe('searchVehicle');
    expect(searchKind({ VehiclesBrand: false, PartsBrand: true })).toBe('SearchDetailProduct');
  });

  it('maps Home to Delivery and Store to Pickup, and sends no option otherwise', () => {
    expect(searchOrderOption('Home')).toBe('Delivery');
    expect(searchOrderOption('Store')).toBe('Pickup');
    expect(searchOrderOption('EatIn')).toBeUndefined();
    expect(searchOrderOption(null)).toBeUndefined();
  });

  it('lists dishes (to their menu category) before products (to their details, in a new tab)', () => {
    const groups = searchGroups(
      'bistro',
      { RecipeData: [recipe(1)], ProductData: [product(2, { ProductNewPrice: 2.5 })] },
      'search',
      new Map([[3, 'Mains']]),
    );
    expect(groups.map((g) => g.label)).toEqual(['Dishes', 'Products']);
    expect(groups[0]!.options[0]).toMatchObject({
      key: 'recipe-1',
      detail: 'Mains',
      href: '/bistro/menu?catId=3',
      newTab: false,
    });
    expect(groups[1]!.options[0]).toMatchObject({
      key: 'product-2',
      detail: 'Fruit & Veg › Vegetables',
      price: 2.5,
      href: '/bistro/products/product-details/2',
      newTab: true,
    });
  });

  it('leaves out empty groups and names cars and parts', () => {
    const car = product(7, {
      Vehicle: {
        Make: 'Ford',
        Model: 'Focus',
        Year: 2019,
        Mileage: 23500,
        Fuel: 'Petrol',
        Transmission: 'Manual',
        Engine: '1.0',
        BodyType: 'Hatchback',
        Gallery: [],
      },
      ProductStockStatus: 'Sold',
    });
    const cars = searchGroups('motors', { RecipeData: [], ProductData: [car] }, 'searchVehicle');
    expect(cars).toHaveLength(1);
    expect(cars[0]!.label).toBe('Cars');
    expect(cars[0]!.options[0]).toMatchObject({
      detail: '2019 · 23,500 miles · Petrol · Sold',
      href: '/motors/stock-list/details/7',
      newTab: false,
    });
    const part = product(8, { ProductDetailCode: 'BP-1102', ProductDetailPartModel: 'Golf Mk7' });
    const parts = searchGroups('parts', { RecipeData: [], ProductData: [part] }, 'SearchDetailProduct');
    expect(parts[0]!.label).toBe('Parts');
    expect(parts[0]!.options[0]!.detail).toBe('BP-1102 · Golf Mk7');
    expect(searchGroups('x', { RecipeData: [], ProductData: [] }, 'search')).toEqual([]);
  });

  it('moves the active option with the arrow keys, wrapping around', () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(0, 3, 1)).toBe(1);
    expect(moveActive(2, 3, 1)).toBe(0);
    expect(moveActive(0, 3, -1)).toBe(2);
    expect(moveActive(5, 3, 1)).toBe(0);
    expect(moveActive(0, 0, 1)).toBe(-1);
  });
});
