import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import type { BrandContext } from '../lib/brand-context';
import { brandPageHead, imageHints, inlineMainStylesheet } from './page-head';

const web = (style: object, welcome?: object) =>
  ({
    BrandData: { BrandFlavor: 'bistro', BrandName: 'Bistro', BrandBranch: { BrandBranchLogo: '' } },
    BusinessInfo: {},
    TemplateData: { DynamicStyle: { HeaderBanners: {}, ...style } },
    WelcomeMessage: welcome,
  }) as unknown as WebCustomerConfig;

describe('page head', () => {
  it('hints the page banner per width, and the welcome picture', () => {
    const config = web(
      { HeaderBanners: { events: { Desktop: '/b/e.svg', Mobile: '/b/e-m.svg' } } },
      { Enabled: true, Image: '/b/w.svg' },
    );
    const hints = imageHints(config, 'events');
    expect(hints).toContain('href="/b/e-m.svg" media="(max-width: 768px)" fetchpriority="high"');
    expect(hints).toContain('href="/b/e.svg" media="(min-width: 769px)" fetchpriority="high"');
    expect(hints).toContain('<link rel="preload" as="image" href="/b/w.svg">');
    expect(imageHints(config, 'home')).toBe('<link rel="preload" as="image" href="/b/w.svg">');
  });

  it('hints no welcome picture on a page the server does not render (the board, the checkout)', () => {
    const config = web({}, { Enabled: true, Image: '/b/w.svg' });
    const brand = { web: config, webCustomer: { body: '{}' } } as unknown as BrandContext;
    expect(brandPageHead(brand, 'admin')).not.toContain('/b/w.svg');
    expect(imageHints(config, 'admin', { welcome: 'without-banner' })).toContain('/b/w.svg');
  });

  it('escapes what it writes and leaves other schemes alone', () => {
    const config = web({ HeaderBanners: { default: { Desktop: '/a"><script>x</script>' } } });
    expect(imageHints(config, 'menu')).toBe(
      '<link rel="preload" as="image" href="/a&quot;&gt;&lt;script&gt;x&lt;/script&gt;" fetchpriority="high">',
    );
    expect(imageHints(web({ HeaderBanners: { default: { Desktop: 'javascript:x' } } }), 'menu')).toBe('');
  });

  it('inlines the main stylesheet only', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'storefront-css-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'index-abc.css'), 'body{color:red}');
    const html =
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css" nonce="n"><link rel="stylesheet" href="/assets/other-x.css">';
    expect(inlineMainStylesheet(html, dist)).toBe(
      '<style>body{color:red}</style><link rel="stylesheet" href="/assets/index-abc.css" disabled>' +
        '<link rel="stylesheet" href="/assets/other-x.css">',
    );
    rmSync(dist, { recursive: true, force: true });
  });
});
