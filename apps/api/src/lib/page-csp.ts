import { randomBytes } from 'node:crypto';

/** The placeholder the web build puts where each page response's nonce goes (vite.config.ts `html.cspNonce`). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Third parties the brand's ad tracking (Google tag, Meta pixel) loads from and reports to. */
const TRACKING_HOSTS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://connect.facebook.net',
  'https://www.facebook.com',
];

/**
 * A strict, nonce-based policy: only scripts carrying this response's nonce run, and scripts they load
 * (`'strict-dynamic'`), which is how the first-party tracking loader brings in the Google tag. `https:` and
 * `'unsafe-inline'` are ignored by browsers that understand nonces; they only keep very old browsers working.
 */
export function pageCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' https: 'unsafe-inline'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${TRACKING_HOSTS.join(' ')}`,
    `frame-src ${TRACKING_HOSTS[0]}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Splits the built page at its nonce placeholders once, so each response only joins strings. */
export function pageTemplate(html: string) {
  const parts = html.split(NONCE_PLACEHOLDER);
  return {
    render(): { html: string; nonce: string; csp: string } {
      const nonce = randomBytes(16).toString('base64');
      return { html: parts.join(nonce), nonce, csp: pageCsp(nonce) };
    },
  };
}
