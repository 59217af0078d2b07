import { describe, expect, it } from 'vitest';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import {
  allergensText,
  isActiveRedirection,
  isHomeItem,
  loginLabel,
  pageSegment,
  showsBasketBar,
  showsCategoryDrawer,
  whatsAppHref,
} from './shell-rules';

type Template = WebCustomerConfig['TemplateData'];
const template = (t: Partial<Template>) =>
  ({ TemplateType: 'Classic', RecipesBrand: false, ...t }) as unknown as Template;

describe('shell rules', () => {
  it('reads the page segment', () => {
    expect(pageSegment('/bistro/menu')).toBe('menu');
    expect(pageSegment('/bistro')).toBe('');
    expect(pageSegment('/grocer/category-products/21')).toBe('category-products');
  });

  it('builds the WhatsApp link by device with digits only', () => {
    expect(whatsAppHref('+44 7700 900456', true)).toBe('https://api.whatsapp.com/send?phone=447700900456');
    expect(whatsAppHref('+44 7700 900456', false)).toBe('https://web.whatsapp.com/send?phone=447700900456');
  });

  it('recognises the Home bottom-menu item', () => {
    expect(isHomeItem({ Title: 'Home' })).toBe(true);
    expect(isHomeItem({ Title: ' home ' })).toBe(true);
    expect(isHomeItem({ Title: 'Homeware' })).toBe(false);
  });

  it('matches the active tile by its redirection', () => {
    expect(isActiveRedirection('/bistro/menu', 'menu')).toBe(true);
    expect(isActiveRedirection('/bistro/menu', '/menu?catId=3')).toBe(true);
    expect(isActiveRedirection('/grocer/category-products/21', 'category-products/21')).toBe(true);
    expect(isActiveRedirection('/bistro/events', 'menu')).toBe(false);
    expect(isActiveRedirection('/bistro/menu', undefined)).toBe(false);
  });

  it('offers the category drawer on Stellar shop pages and on the store page', () => {
    expect(showsCategoryDrawer('shop', template({ TemplateType: 'Stellar' }))).toBe(true);
    expect(showsCategoryDrawer('shop', template({ TemplateType: 'Classic' }))).toBe(false);
    expect(showsCategoryDrawer('store', template({ TemplateType: 'Classic' }))).toBe(true);
    expect(showsCategoryDrawer('home', template({ TemplateType: 'Stellar' }))).toBe(false);
    expect(showsCategoryDrawer('store', template({ RecipesBrand: true }))).toBe(false);
  });

  it('uses the dine-in allergen text on the dine-in page', () => {
    const config = { AllergensBottomText: 'general', DineInBottomText: 'dine' } as WebCustomerConfig;
    expect(allergensText(config, 'dine-in')).toBe('dine');
    expect(allergensText(config, 'menu')).toBe('general');
  });

  it('labels the login button for distributors', () => {
    const config = (DistributorLogin: boolean) =>
      ({ CheckoutDetail: { DistributorLogin } }) as WebCustomerConfig;
    expect(loginLabel(config(true))).toBe('Distributor Login');
    expect(loginLabel(config(false))).toBe('Log In');
  });

  it('shows the basket bar once something is in the basket, except while ordering or signing in', () => {
    expect(showsBasketBar('menu', 0)).toBe(false);
    expect(showsBasketBar('menu', 1)).toBe(true);
    expect(showsBasketBar('favourites', 2)).toBe(true);
    expect(showsBasketBar('', 2)).toBe(true);
    for (const page of ['checkout', 'order-checkout', 'guest', 'order-confirmation', 'pay', 'login'])
      expect(showsBasketBar(page, 2)).toBe(false);
  });
});
