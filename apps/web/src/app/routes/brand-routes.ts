import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';

export interface BrandRoute {
  label: string;
  route: string;
}

/** Where a brand's customers order: the menu for restaurants, the shop for retailers and parts sellers. */
export function orderRoute(config: WebCustomerConfig): BrandRoute {
  const template = config.TemplateData;
  if (template.RecipesBrand) return { label: 'View menu', route: 'menu' };
  if (template.VehiclesBrand) return { label: 'Browse our cars', route: 'store' };
  return { label: 'Shop now', route: 'store' };
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
