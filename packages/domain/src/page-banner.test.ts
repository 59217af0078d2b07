import { describe, expect, it } from 'vitest';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { bannerPageFor, pageBanner } from './page-banner';

type Style = WebCustomerConfig['TemplateData']['DynamicStyle'];
const configWith = (style: Partial<Style>) =>
  ({
    TemplateData: {
      DynamicStyle: {
        PrimaryColors: '#000',
        SecondaryColors: '#fff',
        TertiaryColors: '#eee',
        ButtonRadius: 4,
        HeaderBanners: {},
        ...style,
      },
    },
  }) as unknown as WebCustomerConfig;

describe('pageBanner', () => {
  it("uses the page's own banner", () => {
    const config = configWith({ HeaderBanners: { menu: { Desktop: '/m.jpg', Mobile: '/m-s.jpg' } } });
    expect(pageBanner(config, 'menu')).toEqual({ desktop: '/m.jpg', mobile: '/m-s.jpg' });
    expect(pageBanner(config, 'login')).toBeNull();
  });
  it('lets a default banner override the per-page ones', () => {
    const config = configWith({
      HeaderBanners: { menu: { Desktop: '/m.jpg' }, default: { Desktop: '/d.jpg' } },
    });
    expect(pageBanner(config, 'menu')).toEqual({ desktop: '/d.jpg', mobile: undefined });
  });
  it('falls back to the menu web banners on the menu page only', () => {
    const config = configWith({ MenuWebBanner: '/w.jpg', MobileMenuWebBanner: '/w-s.jpg' });
    expect(pageBanner(config, 'menu')).toEqual({ desktop: '/w.jpg', mobile: '/w-s.jpg' });
    expect(pageBanner(config, 'home')).toBeNull();
    expect(pageBanner(config, 'shop')).toBeNull();
  });
  it('shows a default banner on the home page', () => {
    const config = configWith({ HeaderBanners: { default: { Desktop: '/d.jpg' } } });
    expect(pageBanner(config, 'home')).toEqual({ desktop: '/d.jpg', mobile: undefined });
  });
});

describe('bannerPageFor', () => {
  it('maps route segments to their banner pages', () => {
    expect(bannerPageFor('reservation')).toBe('reservation');
    expect(bannerPageFor('join-reward')).toBe('rewards');
    expect(bannerPageFor('store')).toBe('shop');
    expect(bannerPageFor('default')).toBeNull();
    expect(bannerPageFor('branches')).toBeNull();
  });
});
