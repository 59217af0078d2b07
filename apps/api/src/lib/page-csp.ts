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
 * Origins a payment provider's browser code talks to and frames (its scripts come under 'strict-dynamic'), and
 * where uploaded images are read from when they are not on the site (an S3 bucket, which may be plain http in
 * development).
 */
export interface CspSources {
  connect?: string[];
  frame?: string[];
  img?: string[];
}

/** Stripe.js and the Payment Element (https://docs.stripe.com/security/guide#content-security-policy). */
export const STRIPE_CSP: CspSources = {
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};

/**
 * A strict, nonce-based policy: only scripts carrying this response's nonce run, and scripts they load
 * (`'strict-dynamic'`), which is how the first-party tracking loader brings in the Google tag. `https:` and
 * `'unsafe-inline'` are ignored by browsers that understand nonces; they only keep very old browsers working.
 */
export function pageCsp(nonce: string, extra: CspSources = {}): string {
  const connect = [...TRACKING_HOSTS, ...(extra.connect ?? [])];
  const frame = [TRACKING_HOSTS[0], ...(extra.frame ?? [])];
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' https: 'unsafe-inline'`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob: https:", ...(extra.img ?? [])].join(' '),
    "font-src 'self' data:",
    `connect-src 'self' ${connect.join(' ')}`,
    `frame-src ${frame.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The id of the inline JSON the web app reads its brand's configuration from (apps/web `boot-data.ts`). */
export const BOOT_DATA_ID = 'brand-boot';

/**
 * JSON made safe inside a `<script>` element: `<` never appears raw, so neither `</script>` nor `<!--` can end
 * or change the element, whatever a brand's texts contain. `\u003c` is the same character to JSON.parse.
 */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/** Inert JSON for the page (`type="application/json"` never runs, so it needs no nonce). */
export function bootDataScript(json: string): string {
  return `<script type="application/json" id="${BOOT_DATA_ID}">${scriptSafeJson(json)}</script>`;
}

/** Where a server-rendered page's markup and query state go in the document (apps/api/src/ssr/document.ts). */
export const ROOT_MARKER = '<!--ssr-root-->';
export const STATE_MARKER = '<!--ssr-state-->';
/** Where a server-rendered page's screen code (module preloads) goes: the end of the body, with the app's own. */
export const CODE_MARKER = '<!--ssr-code-->';

/**
 * Splits the built page at its nonce placeholders once, so each response only joins strings. `head`, when
 * given, is markup added at the end of the head (the brand's configuration, preload hints); nonce placeholders
 * in it get the response's nonce too. `body`, for a server-rendered document, fills its root and state markers.
 */
export function pageTemplate(html: string, extra: CspSources = {}) {
  const headEnd = html.indexOf('</head>');
  const head = (headEnd < 0 ? html : html.slice(0, headEnd)).split(NONCE_PLACEHOLDER);
  const rest = (headEnd < 0 ? '' : html.slice(headEnd)).split(NONCE_PLACEHOLDER);
  return {
    render(
      extraHead = '',
      body?: { html: string; state: string; code?: string },
    ): { html: string; nonce: string; csp: string } {
      const nonce = randomBytes(16).toString('base64');
      const withNonce = (markup: string) =>
        markup.includes(NONCE_PLACEHOLDER) ? markup.split(NONCE_PLACEHOLDER).join(nonce) : markup;
      let tail = rest.join(nonce);
      if (body) {
        // Split, not replace: `$` sequences in the page's own text must stay as they are.
        const [beforeRoot = '', afterRoot = ''] = tail.split(ROOT_MARKER);
        const [beforeState = '', afterState = ''] = afterRoot.split(STATE_MARKER);
        const [beforeCode = '', afterCode] = afterState.split(CODE_MARKER);
        tail =
          beforeRoot +
          body.html +
          beforeState +
          body.state +
          beforeCode +
          (afterCode === undefined ? '' : withNonce(body.code ?? '') + afterCode);
      }
      const headExtra = withNonce(extraHead);
      return { html: head.join(nonce) + headExtra + tail, nonce, csp: pageCsp(nonce, extra) };
    },
  };
}
