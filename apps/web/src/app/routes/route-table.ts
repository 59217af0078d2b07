import type { GuardedRoute } from '@storefront/domain/guards';

/**
 * Every page under /{brand} (spec §2 "Public routes", "Guarded routes"), with its aliases and parameters.
 * `screen` says which page component renders it; pages whose screens belong to later issues render the
 * placeholder with their title and banner. The router is built from this table.
 */

export type Screen =
  | 'menu'
  | 'store'
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'account'
  | 'deleteAccount'
  | 'previousOrders'
  | 'myBookings'
  | 'product-details'
  | 'category-products'
  | 'favourites'
  | 'checkout'
  | 'orderConfirmation'
  | 'pay'
  | 'stock-list'
  | 'vehicle-details'
  | 'branches'
  | 'postcode'
  | 'reservation'
  | 'legal'
  | 'share'
  | 'events'
  | 'invitation'
  | 'training'
  | 'dineIn'
  | 'rewards'
  | 'giftcard'
  | 'allergens'
  | 'placeholder';

export interface PageEntry {
  /** The path under /{brand}, with parameters (`category-products/:catID`). */
  path: string;
  screen: Screen;
  /** The canonical page this path shows (aliases name the page they are the same screen as). */
  page: string;
  /** The heading of a page that is not built yet. */
  title: string;
  /** The route segment whose header banner the page shows, when not `page`. */
  banner?: string;
  guard?: GuardedRoute;
}

type Spec = Omit<PageEntry, 'path' | 'screen' | 'page'> & { screen?: Screen; aliases?: string[] };

/** Canonical pages, keyed by path. */
const PAGES: Record<string, Spec> = {
  menu: { screen: 'menu', title: 'Menu', aliases: ['app-menu'] },
  store: { screen: 'store', title: 'Shop', aliases: ['distributors'] },
  shop: { screen: 'store', title: 'Shop' },
  online: { screen: 'store', title: 'Order online' },
  products: { screen: 'store', title: 'Products' },
  'products/product-details/:ProductId': {
    screen: 'product-details',
    title: 'Product details',
    banner: 'products',
  },
  'category-products/:catID': { screen: 'category-products', title: 'Products', banner: 'products' },
  'stock-list': { screen: 'stock-list', title: 'Stock list', aliases: ['sold-cars'], banner: 'products' },
  'stock-list/details/:productId': {
    screen: 'vehicle-details',
    title: 'Vehicle details',
    banner: 'products',
  },
  events: { screen: 'events', title: 'Events' },
  reservation: { screen: 'reservation', title: 'Reserve a table', aliases: ['reserve-iframe'] },
  'dine-in': { screen: 'dineIn', title: 'Dine in' },
  'join-reward': { screen: 'rewards', title: 'Join our rewards' },
  'postcode-iframe': { screen: 'postcode', title: 'Check your postcode' },
  branches: { screen: 'branches', title: 'Our branches' },
  allergens: { screen: 'allergens', title: 'Allergens' },
  likeAndShare: { screen: 'share', title: 'Like and share' },
  invitation: { screen: 'invitation', title: 'Invitation' },
  training: { screen: 'training', title: 'Training' },
  login: { screen: 'login', title: 'Log In' },
  'forgot-password': { screen: 'forgotPassword', title: 'Forgot password' },
  registeruser: { screen: 'register', title: 'Register' },
  'delete-account': { screen: 'deleteAccount', title: 'Delete account' },
  'terms-and-conditions': { screen: 'legal', title: 'Terms and Conditions' },
  'privacy-policy': { screen: 'legal', title: 'Privacy Policy' },
  updateaccount: { screen: 'account', title: 'My account', guard: 'updateaccount' },
  favourites: { screen: 'favourites', title: 'Favourites', guard: 'favourites' },
  'previous-order': { screen: 'previousOrders', title: 'Previous orders', guard: 'previous-order' },
  'my-bookings': { screen: 'myBookings', title: 'Bookings and tickets', guard: 'my-bookings' },
  'my-rewards': { screen: 'rewards', title: 'My rewards', guard: 'my-rewards' },
  giftcard: { title: 'Gift cards', guard: 'giftcard', screen: 'giftcard' },
  pay: { screen: 'pay', title: 'Pay', guard: 'pay' },
  refer: { screen: 'rewards', title: 'Refer a friend', guard: 'refer' },
  checkout: { screen: 'checkout', title: 'Checkout', guard: 'checkout' },
  'order-checkout': { screen: 'checkout', title: 'Checkout', guard: 'order-checkout', banner: 'checkout' },
  guest: { screen: 'checkout', title: 'Guest checkout', guard: 'guest' },
  'order-confirmation/:OrderId': { screen: 'orderConfirmation', title: 'Your order' },
};

/** Every path the router knows under /{brand}, aliases included. */
export const PAGE_ENTRIES: readonly PageEntry[] = Object.entries(PAGES).flatMap(([page, spec]) => {
  const { aliases = [], screen = 'placeholder', ...rest } = spec;
  return [page, ...aliases].map((path) => ({ ...rest, path, screen, page }));
});

/** The entry a page's segments under the brand match (lower case, decoded), as the router matches them. */
export function entryOf(segments: readonly string[]): PageEntry | undefined {
  return PAGE_ENTRIES.find((candidate) => {
    const parts = candidate.path.toLowerCase().split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) => part.startsWith(':') || part === segments[i])
    );
  });
}

/** A page's path parameters by their names in its entry (`{ ProductId: '20001' }`), from its segments. */
export function paramsOf(entry: PageEntry, segments: readonly string[]): Record<string, string> {
  const params: Record<string, string> = {};
  entry.path.split('/').forEach((part, i) => {
    if (part.startsWith(':') && segments[i] !== undefined) params[part.slice(1)] = segments[i];
  });
  return params;
}

/** An item id as a page's path or query gives it: digits only, else 0 (no such item). */
export const idParam = (value: string | null | undefined) =>
  value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
