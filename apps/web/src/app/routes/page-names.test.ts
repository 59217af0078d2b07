import { describe, expect, it } from 'vitest';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { pageTitle } from '../../lib/document-title';
import { pageName } from './page-names';

type Template = Pick<WebCustomerConfig, 'TemplateData'>;
const brand = (kind: 'recipes' | 'cars' | 'parts' | 'products'): Template =>
  ({
    TemplateData: {
      RecipesBrand: kind === 'recipes',
      VehiclesBrand: kind === 'cars',
      PartsBrand: kind === 'parts',
    },
  }) as Template;

describe('pageName', () => {
  it('names the ordering and venue pages as their headings say', () => {
    expect(pageName('/bistro/menu', brand('recipes'))).toBe('Menu');
    expect(pageName('/bistro/app-menu', brand('recipes'))).toBe('Menu');
    expect(pageName('/bistro/branches', brand('recipes'))).toBe('Our branches');
    expect(pageName('/motors/stock-list', brand('cars'))).toBe('Stock list');
    expect(pageName('/motors/sold-cars', brand('cars'))).toBe('Sold cars');
    expect(pageName('/bistro/terms-and-conditions', brand('recipes'))).toBe('Terms and Conditions');
  });

  it('names every shop address after what the brand sells', () => {
    for (const alias of ['store', 'shop', 'online', 'products', 'distributors']) {
      expect(pageName(`/grocer/${alias}`, brand('products')), alias).toBe('Shop');
      expect(pageName(`/parts/${alias}`, brand('parts')), alias).toBe('Shop parts');
      expect(pageName(`/motors/${alias}`, brand('cars')), alias).toBe('Our cars');
    }
  });

  it('leaves the home page to the brand, and names a page that is not there', () => {
    expect(pageName('/bistro/home', brand('recipes'))).toBeNull();
    expect(pageName('/bistro', brand('recipes'))).toBeNull();
    expect(pageName('/bistro/nowhere', brand('recipes'))).toBe('Page not found');
    expect(pageName('/grocer/products/product-details/7', brand('products'))).toBe('Product details');
  });
});

describe('pageTitle', () => {
  it("puts the page's name before the brand's, as the server does", () => {
    expect(pageTitle('Copperleaf Bistro', 'Menu')).toBe('Menu · Copperleaf Bistro');
    expect(pageTitle('Copperleaf Bistro', null)).toBe('Copperleaf Bistro');
  });
});
