import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bannerPageFor, pageBanner } from '@storefront/domain/page-banner';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { bootDataScript } from '../lib/page-csp';
import type { BrandContext } from '../lib/brand-context';
import { appLinks } from './app-icons';

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Only images of our own origin or https are hinted; anything else in a configuration is left to the app. */
const hintable = (url: string) => url.startsWith('/') || url.startsWith('https://');

function preloadImage(href: string, options: { media?: string; high?: boolean } = {}): string {
  if (!hintable(href)) return '';
  const media = options.media ? ` media="${attribute(options.media)}"` : '';
  const priority = options.high ? ' fetchpriority="high"' : '';
  return `<link rel="preload" as="image" href="${attribute(href)}"${media}${priority}>`;
}

/**
 * Preload hints for the images a page paints first, which the browser would otherwise discover only after the
 * app's code has run: the page's header banner (phone and desktop crops, spec §2 Header) and the welcome
 * message's picture, shown on a visit's first page.
 */
export function imageHints(
  web: WebCustomerConfig,
  segment: string | undefined,
  { welcome = 'always' }: { welcome?: 'always' | 'without-banner' | 'never' } = {},
): string {
  const page = segment === 'home' ? 'home' : bannerPageFor(segment ?? '');
  const banner = page ? pageBanner(web, page) : null;
  let hints = '';
  if (banner?.mobile) {
    hints += preloadImage(banner.mobile, { media: '(max-width: 768px)', high: true });
    hints += preloadImage(banner.desktop, { media: '(min-width: 769px)', high: true });
  } else if (banner) hints += preloadImage(banner.desktop, { high: true });
  const message = web.WelcomeMessage;
  if (
    message?.Enabled &&
    message.Image &&
    (welcome === 'always' || (welcome === 'without-banner' && !banner))
  )
    hints += preloadImage(message.Image);
  return hints;
}

/**
 * What a page the server does not render adds to its head: the brand's configuration (one round trip less),
 * its app manifest and touch icon, and the banner's hints. Not the welcome picture: these pages (the back office, checkout, account) are hardly
 * ever a visit's first, the back office never shows the message, and a picture hinted but not shown is a
 * download the browser warns about.
 */
export function brandPageHead(brand: BrandContext, segment: string | undefined): string {
  return (
    bootDataScript(brand.webCustomer.body) +
    appLinks(brand.web).join('') +
    imageHints(brand.web, segment, { welcome: 'never' })
  );
}

/**
 * The built page with its main stylesheet inlined: a stylesheet link blocks the first paint for one more
 * round trip; the shell's styles are small (about 4 kB compressed). Other stylesheets load as built.
 *
 * A disabled link to the same file stays (the browser does not fetch it): the code loader (Vite's preload) looks
 * for that link before adding a stylesheet that a lazy chunk lists, and every chunk lists the main one. Without
 * it, the first hover of an Add button (which preloads the popups) added the main styles again after the page's
 * own, whose rules they then overrode: the cards' layout jumped, and a click pressed before it landed elsewhere.
 */
export function inlineMainStylesheet(html: string, webDist: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*? href="(\/assets\/index-[\w-]+\.css)"[^>]*>/,
    (tag, href: string) => {
      try {
        const css = readFileSync(path.join(webDist, href), 'utf8');
        return css.includes('</style')
          ? tag
          : `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
      } catch {
        return tag;
      }
    },
  );
}
