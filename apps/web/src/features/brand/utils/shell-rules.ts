import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';

/** The second path segment, the page: `/bistro/menu?x` → `menu`. */
export function pageSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[1] ?? '';
}

/**
 * The WhatsApp chat link (spec §2 Shell): phones (≤ 768 px or touch) open the app through the api link,
 * desktops the web client. Only digits go into the link.
 */
export function whatsAppHref(number: string, mobile: boolean): string {
  const digits = number.replace(/\D/g, '');
  return `https://${mobile ? 'api' : 'web'}.whatsapp.com/send?phone=${digits}`;
}

/** A bottom-menu item titled Home does a full redirect to its web link (spec §2 Footers). */
export function isHomeItem(item: { Title: string }): boolean {
  return item.Title.trim().toLowerCase() === 'home';
}

/** The path part of an internal Redirection (`store?catId=3` → `store`). */
function redirectionPath(redirection: string): string {
  return redirection.trim().replace(/^\/+/, '').split(/[?#]/)[0] ?? '';
}

/** True when the page at `pathname` is the one an internal Redirection opens (the highlighted tile). */
export function isActiveRedirection(pathname: string, redirection: string | undefined): boolean {
  if (!redirection?.trim()) return false;
  const page = pathname.split('/').filter(Boolean).slice(1).join('/');
  return page !== '' && decodeURIComponent(page) === redirectionPath(redirection);
}

/** The shop pages that offer the category side drawer (spec §2 Header). */
const DRAWER_PAGES = new Set(['store', 'shop', 'online', 'products', 'order', 'distributors']);

/** The category side drawer shows on the shop pages in the Stellar template, and on the store page always. */
export function showsCategoryDrawer(segment: string, template: WebCustomerConfig['TemplateData']): boolean {
  if (template.RecipesBrand) return false;
  if (segment === 'store' || segment === 'distributors') return true;
  return template.TemplateType === 'Stellar' && DRAWER_PAGES.has(segment);
}

/** The allergens footer's bottom text: the dine-in text on the dine-in page, else the general one. */
export function allergensText(config: WebCustomerConfig, segment: string): string | undefined {
  if (segment === 'dine-in' && config.DineInBottomText) return config.DineInBottomText;
  return config.AllergensBottomText ?? undefined;
}

/** The Log In button's label (spec §6: distributor mode renames it). */
export function loginLabel(config: WebCustomerConfig): string {
  return config.CheckoutDetail.DistributorLogin ? 'Distributor Login' : 'Log In';
}

/**
 * Pages in the middle of ordering or signing in, where the floating basket bar would only lead back: checkout,
 * the guest form, the order's confirmation and payment, and the sign-in pages the checkout's guard sends to.
 */
const NO_BASKET_BAR = new Set([
  'checkout',
  'order-checkout',
  'guest',
  'order-confirmation',
  'pay',
  'login',
  'registeruser',
  'forgot-password',
]);

/** The floating basket bar (phones) shows once the basket has something in it, on the pages people browse. */
export function showsBasketBar(segment: string, itemCount: number): boolean {
  return itemCount > 0 && !NO_BASKET_BAR.has(segment);
}
