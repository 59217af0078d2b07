import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { GOOGLE_TAG_ID, META_DOMAIN_VERIFICATION, META_PIXEL_ID } from '@storefront/contract/tracking-ids';
import { readConsent } from './consent';

/**
 * The one first-party loader for a brand's ad tracking (spec §2 Shell). It takes IDs only, re-checks them, and
 * adds the vendors' scripts itself: the page's Content-Security-Policy trusts only scripts carrying the page
 * nonce and what they load ('strict-dynamic'), so nothing a brand configures can run script of its own.
 */

type TrackingWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: ((...args: unknown[]) => void) & { queue?: unknown[]; callMethod?: (...args: unknown[]) => void };
  _fbq?: unknown;
};

const loaded = new Set<string>();

/** The nonce of this page response (browsers hide it from getAttribute; the property still has it). */
function pageNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

function googleTag(id: string): void {
  const w = window as TrackingWindow;
  w.dataLayer = w.dataLayer ?? [];
  if (id.startsWith('GTM-')) {
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`);
    return;
  }
  const dataLayer = w.dataLayer;
  // gtag reads the arguments object itself, so it must be pushed as is.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id);
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
}

function metaPixel(pixelId: string): void {
  const w = window as TrackingWindow;
  if (!w.fbq) {
    const fbq: NonNullable<TrackingWindow['fbq']> = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue?.push(args);
    };
    fbq.queue = [];
    w.fbq = fbq;
    w._fbq = fbq;
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  }
  w.fbq('init', pixelId);
  w.fbq('track', 'PageView');
}

/** Domain verification is a meta tag, harmless before consent. */
function verificationMeta(code: string): void {
  if (document.querySelector('meta[name="facebook-domain-verification"]')) return;
  const meta = document.createElement('meta');
  meta.name = 'facebook-domain-verification';
  meta.content = code;
  document.head.appendChild(meta);
}

/** Loads the brand's tracking once, and only when the visitor has agreed to it for this brand. */
export function loadTracking(config: WebCustomerConfig): void {
  const brand = config.BrandData.BrandFlavor;
  const verification = config.FacebookPixelCode?.DomainVerification;
  if (verification && META_DOMAIN_VERIFICATION.test(verification)) verificationMeta(verification);
  if (readConsent(brand) !== 'granted') return;
  const tag = config.GoogleTag;
  if (tag && GOOGLE_TAG_ID.test(tag) && !loaded.has(tag)) {
    loaded.add(tag);
    googleTag(tag);
  }
  const pixel = config.FacebookPixelCode?.PixelId;
  if (pixel && META_PIXEL_ID.test(pixel) && !loaded.has(pixel)) {
    loaded.add(pixel);
    metaPixel(pixel);
  }
}
