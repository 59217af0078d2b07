import type { BannerPages, WebCustomerConfig } from '@storefront/contract/web-customer-config';

type ContractBannerPage = (typeof BannerPages)[number];

/**
 * The contract's banner pages, repeated here because importing the contract's value would load zod on every
 * page; `satisfies` and the check below keep the two lists the same.
 */
const BANNER_PAGES = [
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
] as const satisfies readonly ContractBannerPage[];
/** Fails to compile when the contract gains a banner page this list lacks. */
export type MissingBannerPages =
  Exclude<ContractBannerPage, (typeof BANNER_PAGES)[number]> extends never
    ? never
    : 'page-banner.ts lacks a banner page of the contract';
const bannerPagesComplete: MissingBannerPages extends never ? true : false = true;
void bannerPagesComplete;

export type BannerPage = Exclude<ContractBannerPage, 'default'> | 'home';

export interface BannerImages {
  desktop: string;
  mobile?: string;
}

/**
 * The header banner of a page (spec §2 Header): a default banner overrides the per-page ones. The menu falls
 * back to the menu web banners; the home page shows only a default banner (its own hero is the brand's).
 */
export function pageBanner(config: WebCustomerConfig, page: BannerPage): BannerImages | null {
  const style = config.TemplateData.DynamicStyle;
  const banners = style.HeaderBanners;
  const chosen = banners.default ?? (page === 'home' ? undefined : banners[page]);
  if (chosen) return { desktop: chosen.Desktop, mobile: chosen.Mobile };
  if (page === 'menu' && style.MenuWebBanner) {
    return { desktop: style.MenuWebBanner, mobile: style.MobileMenuWebBanner };
  }
  return null;
}

const ALIASES: Record<string, BannerPage> = {
  'app-menu': 'menu',
  'join-reward': 'rewards',
  'my-rewards': 'rewards',
  store: 'shop',
  distributors: 'shop',
  reserve: 'reservation',
  'reserve-iframe': 'reservation',
};

/** The banner page of a route segment (`join-reward` shows the rewards banner), or null when it has none. */
export function bannerPageFor(segment: string): BannerPage | null {
  const alias = ALIASES[segment];
  if (alias) return alias;
  const pages: readonly string[] = BANNER_PAGES;
  return segment !== 'default' && pages.includes(segment) ? (segment as BannerPage) : null;
}
