import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';

/**
 * The visitor's answer about analytics and ad cookies, per brand (UK PECR: nothing non-essential runs before
 * they agree). Kept in localStorage under `trackingConsent` as `{ [brand]: 'granted' | 'declined' }`.
 */
export type Consent = 'granted' | 'declined';
const KEY = 'trackingConsent';

function readAll(): Record<string, Consent> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, Consent] => e[1] === 'granted' || e[1] === 'declined'),
    );
  } catch {
    return {};
  }
}

export function readConsent(brand: string): Consent | undefined {
  return readAll()[brand];
}

export function saveConsent(brand: string, consent: Consent): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...readAll(), [brand]: consent }));
  } catch {
    // Storage full or blocked: the answer holds for this page only.
  }
}

/** Whether the brand configures any tracking the visitor would be asked about. */
export function hasTracking(config: WebCustomerConfig): boolean {
  return Boolean(config.GoogleTag || config.FacebookPixelCode?.PixelId);
}
