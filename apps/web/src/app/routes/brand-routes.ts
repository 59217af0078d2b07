import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { shopPage } from '@storefront/domain/brand-pages';

export interface BrandRoute {
  label: string;
  route: string;
}

/**
 * Where a brand's customers order: the menu for restaurants, the shop for retailers and parts sellers, at the
 * shop address the brand's own navigation uses (the page's canonical one).
 */
export function orderRoute(config: WebCustomerConfig): BrandRoute {
  const template = config.TemplateData;
  if (template.RecipesBrand) return { label: 'View menu', route: 'menu' };
  if (template.VehiclesBrand) return { label: 'Browse our cars', route: shopPage(config) };
  return { label: 'Shop now', route: shopPage(config) };
}

/** The main navigation of the simple header. */
export function mainNav(config: WebCustomerConfig): BrandRoute[] {
  const order = orderRoute(config);
  const label = config.TemplateData.RecipesBrand
    ? 'Menu'
    : config.TemplateData.VehiclesBrand
      ? 'Cars'
      : 'Shop';
  return [
    { label: 'Home', route: 'home' },
    { label, route: order.route },
  ];
}
