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

const PAGE_TITLES: Record<string, string> = {
  'app-menu': 'Menu',
  'dine-in': 'Dine in',
  'join-reward': 'Join our rewards',
  'my-rewards': 'My rewards',
  'previous-order': 'Previous orders',
  'terms-and-conditions': 'Terms and conditions',
  'privacy-policy': 'Privacy policy',
  'forgot-password': 'Forgot password',
  'delete-account': 'Delete account',
  'stock-list': 'Stock list',
  'sold-cars': 'Sold cars',
  'order-checkout': 'Checkout',
  giftcard: 'Gift cards',
  likeAndShare: 'Like and share',
  registeruser: 'Register',
  updateaccount: 'Account',
  refer: 'Refer a friend',
  login: 'Log in',
};

/** A readable heading for a route segment: `dine-in` → 'Dine in'. */
export function pageTitle(segment: string): string {
  const known = PAGE_TITLES[segment];
  if (known) return known;
  const words = segment.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Page';
}
