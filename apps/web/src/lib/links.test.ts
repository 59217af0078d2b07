import { describe, expect, it } from 'vitest';
import { categoryProductsPath, menuCategoryPath, productDetailsPath, vehicleDetailsPath } from './item-links';
import { brandPath, tileHref } from './links';

describe('links', () => {
  it('builds brand paths from route names', () => {
    expect(brandPath('bistro', 'menu')).toBe('/bistro/menu');
    expect(brandPath('bistro', '/store?catId=3')).toBe('/bistro/store?catId=3');
  });
  it('prefers the internal redirection over the web link', () => {
    expect(tileHref('bistro', { Redirection: 'menu', WebLink: 'https://example.com' })).toBe('/bistro/menu');
    expect(tileHref('bistro', { Redirection: ' ', WebLink: 'https://example.com' })).toBe(
      'https://example.com',
    );
    expect(tileHref('bistro', {})).toBeNull();
  });
  it('builds the item pages of the browsing screens', () => {
    expect(productDetailsPath('grocer', 20016)).toBe('/grocer/products/product-details/20016');
    expect(vehicleDetailsPath('motors', 7)).toBe('/motors/stock-list/details/7');
    expect(categoryProductsPath('grocer', 21)).toBe('/grocer/category-products/21');
    expect(categoryProductsPath('grocer', 21, 2102)).toBe('/grocer/category-products/21?subId=2102');
    expect(menuCategoryPath('bistro', 3)).toBe('/bistro/menu?catId=3');
  });
});
