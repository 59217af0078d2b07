/**
 * The pages a brand may give their own header banner (spec §2 Header), `default` standing in for all of them.
 * A plain list (no zod), so the storefront's banner lookup (@storefront/domain/page-banner) reads it without
 * loading a validation library.
 */
export const BannerPages = [
  'menu',
  'dine-in',
  'events',
  'reservation',
  'rewards',
  'giftcard',
  'previous-order',
  'pay',
  'login',
  'shop',
  'online',
  'products',
  'favourites',
  'default',
] as const;
