import { createHash, randomBytes } from 'node:crypto';

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
 * A strict policy: only the page's own scripts run — those carrying this response's nonce, or those whose hash
 * it names (`scripts`, the `'nonce-…'` or `'sha256-…'` sources) — and scripts they load (`'strict-dynamic'`),
 * which is how the first-party tracking loader brings in the Google tag. `https:` and `'unsafe-inline'` are
 * ignored by browsers that understand nonces and hashes; they only keep very old browsers working.
 */
export function pageCsp(scripts: string, extra: CspSources = {}): string {
  const connect = [...TRACKING_HOSTS, ...(extra.connect ?? [])];
  const frame = [TRACKING_HOSTS[0], ...(extra.frame ?? [])];
  return [
    "default-src 'self'",
    `script-src ${scripts} 'strict-dynamic' https: 'unsafe-inline'`,
    // The brand's service worker (ADR 0058), said outright: without it, workers fall under script-src, whose
    // 'strict-dynamic' browsers need not read as allowing them.
    "worker-src 'self'",
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

/** The policy's source for an inline script of this exact text. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

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

/** What fills a slot of the page template: the response's nonce, or one of the response's own parts. */
type Slot = 'nonce' | 'head' | 'root' | 'state' | 'code';
const SLOT_OF: Record<string, Slot> = {
  [NONCE_PLACEHOLDER]: 'nonce',
  [ROOT_MARKER]: 'root',
  [STATE_MARKER]: 'state',
  [CODE_MARKER]: 'code',
};
/** A piece of the built page: its own text, or a slot a response fills. */
type Piece = string | { slot: Slot };
const SLOT_PATTERN = new RegExp(Object.keys(SLOT_OF).join('|'), 'g');

/**
 * The built page cut once, at start, into its own text and its slots: each nonce placeholder, the end of the
 * head and, in a server-rendered document (ssr/document.ts), the root, state and code markers. Only the built
 * page is ever searched for placeholders. A response joins the pieces, putting its nonce and its parts (head
 * additions, rendered markup, query state, code list) into the slots as they are: text from a brand inside them
 * (a product saved as `<p>__CSP_NONCE__</p>`) is never scanned, so it can never receive the nonce. A cached page
 * is those parts, so a cache hit costs one join.
 */
function templatePieces(html: string): Piece[] {
  const headEnd = html.indexOf('</head>');
  const marked = headEnd < 0 ? [html] : [html.slice(0, headEnd), html.slice(headEnd)];
  const pieces: Piece[] = [];
  marked.forEach((text, index) => {
    if (index === 1) pieces.push({ slot: 'head' });
    let from = 0;
    for (const match of text.matchAll(SLOT_PATTERN)) {
      pieces.push(text.slice(from, match.index), { slot: SLOT_OF[match[0]] as Slot });
      from = match.index + match[0].length;
    }
    pieces.push(text.slice(from));
  });
  if (headEnd < 0) pieces.push({ slot: 'head' });
  return pieces.filter((piece) => piece !== '');
}

/**
 * The page every response is made from. `head`, when given, is markup added at the end of the head (the
 * brand's configuration, its page head, preload hints); `body`, for a server-rendered document, fills its root,
 * state and code slots. Neither gets the nonce: the template's own script tags carry it. A template that knows
 * its inline scripts (`inlineScripts`, their text once the code slot is filled) carries no nonce: its policy
 * names their hashes, so the same page is the same bytes for every visitor and can be sent as it was made.
 */
export function pageTemplate(
  html: string,
  extra: CspSources = {},
  inlineScripts?: (code: string) => string[],
) {
  const pieces = templatePieces(html);
  return {
    render(
      extraHead = '',
      body?: { html: string; state: string; code?: string },
    ): { html: string; nonce: string; csp: string } {
      const nonce = inlineScripts ? '' : randomBytes(16).toString('base64');
      const fill: Record<Slot, string> = {
        nonce,
        head: extraHead,
        root: body?.html ?? '',
        state: body?.state ?? '',
        code: body?.code ?? '',
      };
      let out = '';
      for (const piece of pieces) out += typeof piece === 'string' ? piece : fill[piece.slot];
      const scripts = inlineScripts ? inlineScripts(fill.code).map(scriptHash).join(' ') : `'nonce-${nonce}'`;
      return { html: out, nonce, csp: pageCsp(scripts, extra) };
    },
  };
}
