import { BannerPages } from '@storefront/contract/banner-pages';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';

export type BannerPage = Exclude<(typeof BannerPages)[number], 'default'> | 'home';

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
  const pages: readonly string[] = BannerPages;
  return segment !== 'default' && pages.includes(segment) ? (segment as BannerPage) : null;
}
