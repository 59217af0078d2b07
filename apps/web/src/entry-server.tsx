/**
 * The storefront rendered on the server (ADR 0033): the API imports the build of this file
 * (`dist-server/entry-server.js`) and answers public pages with their HTML, which `main.tsx` hydrates.
 *
 * Data comes the way the browser gets it: the page's own queries run (through the app's API client, sent to the
 * API in the same process by the caller's `fetch`) until a render asks for nothing new. Only public answers are
 * fetched, with no visitor's cookie or token, so a page's HTML is the same for everyone and may be cached.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/app-routes';
import { createQueryClient } from './app/query-client';
import { ApiError, setApiTransport } from './lib/api-client';
import { brandInfoQueryOptions } from './lib/queries/brand-info';
import { StaticRouter } from './lib/router';
import { themeVariables } from './lib/theme';
import { entryOf, paramsOf, type PageEntry, type Screen } from './app/routes/route-table';
import { SCREEN_LOADERS } from './app/routes/screen-loaders';
import { isBrandFlavor } from './features/brand/utils/brand-flavor';
import { parseVehicleFilters, vehicleFiltersSearch } from './features/vehicles/utils/vehicle-filters';
import { SAFE_HREF, setServerSanitizer, USABLE_IMAGE } from './lib/safe-html';
import sanitizeHtml from 'sanitize-html';

import { serverError } from './app/server-state';

export { SERVER_STATE_ID } from './app/server-state';
/** The page's name in its title (`Menu · Copperleaf Bistro`), as the browser names it. */
export { pageName } from './app/routes/page-names';
import { segmentsOf } from './app/routes/page-names';

/** Queries whose answers are the same for every visitor: the only ones the server runs. */
const PUBLIC_QUERIES = new Set([
  'brand-info',
  'recipe-categories',
  'recipes',
  'product-categories',
  'products',
  'product',
  'category-counters',
  'vehicles',
  'parts',
  'dealers',
  'recommended',
  'venue',
  'allergen-matrix',
]);
/** Public venue answers (bookings and invitations are a visitor's). */
const PUBLIC_VENUE = new Set(['branches', 'events', 'legal']);
/**
 * Queries whose "not found" makes the whole page a 404: an unknown brand, product or car id, the allergen page
 * of a brand that has none.
 */
const SUBJECT_QUERIES = new Set(['brand-info', 'product', 'allergen-matrix']);

/** Screens the server renders: public pages whose first render reads nothing of the visitor's. */
const SERVER_SCREENS = new Set<Screen | 'home' | 'not-found'>([
  'home',
  'not-found',
  'menu',
  'store',
  'product-details',
  'category-products',
  'stock-list',
  'vehicle-details',
  'branches',
  'legal',
  'share',
  'events',
  'allergens',
]);

/**
 * The source module of each server-rendered screen, as the client build's manifest names it: the server links
 * that chunk's stylesheets (and preloads its code), so the page is styled before its script arrives.
 */
export const SCREEN_MODULES: Partial<
  Record<Screen | 'home' | 'not-found' | 'parts-store' | 'welcome-message', string>
> = {
  // Not a screen: the welcome message's dialog, which a brand's first page of a visit opens (preloaded with the
  // page's code when the brand has one, so it does not wait for a round trip of its own).
  'welcome-message': 'src/app/shell/welcome-dialog.tsx',
  menu: 'src/app/routes/menu-route.tsx',
  store: 'src/app/routes/store-route.tsx',
  'parts-store': 'src/app/routes/dealer-routes.tsx',
  'product-details': 'src/app/routes/product-details-route.tsx',
  'category-products': 'src/app/routes/category-products-route.tsx',
  'stock-list': 'src/app/routes/dealer-routes.tsx',
  'vehicle-details': 'src/app/routes/dealer-routes.tsx',
  branches: 'src/app/routes/venue-routes.tsx',
  legal: 'src/app/routes/venue-routes.tsx',
  share: 'src/app/routes/venue-routes.tsx',
  events: 'src/app/routes/venue-routes.tsx',
  allergens: 'src/app/routes/allergens-route.tsx',
  'not-found': 'src/app/routes/not-found-route.tsx',
};

/** A page the server renders: its brand, its segments under the brand, its screen and its route entry. */
interface ServerPage {
  brand: string;
  rest: string[];
  screen: Screen | 'home' | 'not-found';
  entry: PageEntry | null;
}

/**
 * The page a path shows, when the server renders it; null for pages it leaves to the browser (guarded routes,
 * account and checkout screens, the back office), which get the plain app shell as before.
 */
function serverPage(pathname: string): ServerPage | null {
  const [brand, ...rest] = segmentsOf(pathname);
  if (!brand || !isBrandFlavor(brand) || rest.length === 0 || rest[0] === 'admin') return null;
  if (rest.length === 1 && rest[0] === 'home') return { brand, rest, screen: 'home', entry: null };
  const entry = entryOf(rest);
  if (!entry) return { brand, rest, screen: 'not-found', entry: null };
  if (entry.guard || !SERVER_SCREENS.has(entry.screen)) return null;
  return { brand, rest, screen: entry.screen, entry };
}

/**
 * The query a screen's first render reads, in one canonical form; any other parameter (`utm_source`, a typo, a
 * flood of random ones) changes nothing the server renders and is left out of both the render and the page's
 * cache key (ADR 0033). `visitor`: the query is one visitor's own, and a page that has it is never shared.
 */
const SCREEN_QUERIES: Partial<
  Record<Screen, { read: (query: URLSearchParams) => URLSearchParams; visitor?: true }>
> = {
  menu: { read: (query) => only(query, ['catId']) },
  store: { read: (query) => only(query, ['catId']) },
  'category-products': { read: (query) => only(query, ['subId']) },
  'stock-list': { read: (query) => new URLSearchParams(vehicleFiltersSearch(parseVehicleFilters(query))) },
  // Back from a card payment's bank step: the booking is the visitor's.
  events: { read: (query) => only(query, ['booking']), visitor: true },
};

function only(query: URLSearchParams, names: readonly string[]): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept;
}

/** Where the server renders a page: its screen, and its address (path, and of its query what the screen reads). */
export interface PageAddress {
  screen: Screen | 'home' | 'not-found';
  url: string;
  /** False when the query is a visitor's own: the page must not be kept for the next visitor. */
  shared: boolean;
}

/** The screen and address the server renders a page path as; null for pages it leaves to the browser. */
export function pageAddress(url: string): PageAddress | null {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const screen = serverPage(path)?.screen;
  if (!screen) return null;
  const reads = screen !== 'home' && screen !== 'not-found' ? SCREEN_QUERIES[screen] : undefined;
  const search = reads && mark >= 0 ? reads.read(new URLSearchParams(url.slice(mark + 1))).toString() : '';
  return {
    screen,
    url: search ? `${path}?${search}` : path,
    shared: !(reads?.visitor && search),
  };
}

/** The brand's colours as the root's custom properties, as the browser sets them (use-brand-document.ts). */
export function themeCss(config: WebCustomerConfig): string {
  const declarations = Object.entries(themeVariables(config.TemplateData.DynamicStyle))
    .map(([name, value]) => `${name}:${value.replace(/[;{}<>]/g, '')}`)
    .join(';');
  return `:root{${declarations}}`;
}

export interface RenderRequest {
  /** The page's path and query. */
  url: string;
  /** The public origin (`https://shop.example`), for the page's own address. */
  origin: string;
  /** Sends one API call (same-origin path) inside the server; never with a visitor's credentials. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Gives up rendering after this long (a stuck query): the caller answers 503. */
  timeoutMs?: number;
  /**
   * The brand's configuration (its getBrandInfo answer), which the server holds already: the page starts from
   * it instead of asking for it, so its first render pass renders the screen itself, not the brand's loading.
   */
  brandConfig?: WebCustomerConfig;
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The queries' answers (React Query's dehydrated state) as script-safe JSON, for the client to start from. */
  state: string;
  /** 200, 404 (unknown brand, page or item) or 503 (an answer the page needs failed). */
  status: number;
  /** Each public query's key and answer, for the head (title, Open Graph, structured data). */
  data: { key: readonly unknown[]; data: unknown }[];
  /** Render passes it took: 1 when the screen's loaders fetched all its first render reads. */
  passes: number;
}

/** A link's attributes as the browser's sanitiser leaves them: an unsafe href dropped, a web link in a new tab. */
function safeLink({ href, ...attribs }: Record<string, string>): Record<string, string> {
  if (href === undefined || !SAFE_HREF.test(href)) return attribs;
  if (!/^https?:/i.test(href)) return { ...attribs, href };
  return { ...attribs, href, target: '_blank', rel: 'noopener noreferrer' };
}

// Brand HTML (product descriptions, legal texts) is sanitised on the server as DOMPurify does it in the browser:
// only the allowed tags and attributes, links to the web, mail, phone or our pages leaving in a new tab, images
// from https or our own origin only, loading lazily.
setServerSanitizer((html, tags, attributes) =>
  sanitizeHtml(html, {
    allowedTags: [...tags],
    allowedAttributes: { '*': [...attributes] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    // The browser's rules exactly (lib/safe-html.ts), so that hydration finds the markup it would make.
    exclusiveFilter: (frame) => frame.tag === 'img' && !USABLE_IMAGE.test(frame.attribs.src ?? ''),
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: safeLink(attribs) }),
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' },
      }),
    },
  }),
);

const pages = new AsyncLocalStorage<{ href: string; fetch: RenderRequest['fetch'] }>();
setApiTransport({
  href: () => pages.getStore()?.href ?? 'http://localhost/',
  fetch: (url, init) => {
    const store = pages.getStore();
    if (!store) return Promise.reject(new Error('An API call outside a server render'));
    return store.fetch(url, init);
  },
});

function isPublicQuery(query: Query): boolean {
  const [head, second] = query.queryKey;
  if (typeof head !== 'string' || !PUBLIC_QUERIES.has(head)) return false;
  return head !== 'venue' || (typeof second === 'string' && PUBLIC_VENUE.has(second));
}

/** One full render (every lazy screen loaded, nothing left to stream), as a string. */
function renderToString(element: React.ReactElement, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    let failed: unknown;
    const stream = renderToPipeableStream(element, {
      // No boundary is sent apart and moved into place by a script (React outlines large ones by default).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // Whole pages only: a visitor without JavaScript (or a crawler) must find the content in document order,
      // not in chunks that a script moves into place later.
      onAllReady() {
        clearTimeout(timer);
        if (failed) reject(failed instanceof Error ? failed : new Error('The page failed to render'));
        else stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        failed ??= error;
      },
    });
    const timer = setTimeout(() => {
      stream.abort();
      reject(new Error('The page took too long to render'));
    }, timeoutMs);
  });
}

const MAX_PASSES = 4;

/**
 * Fetches what the page's screen declares it reads (app/routes/screen-loaders.ts), all before the first render:
 * the brand's configuration from the server's own copy when given, then the screen's loader. A failed answer is
 * kept as failed, for the page to render its error and its status.
 */
async function load(client: QueryClient, url: URL, brandConfig: WebCustomerConfig | undefined) {
  const page = serverPage(url.pathname);
  if (!page) return;
  const { brand, rest, screen, entry } = page;
  const brandInfo = brandInfoQueryOptions(brand);
  if (brandConfig) client.setQueryData(brandInfo.queryKey, brandConfig);
  const config = await client.ensureQueryData(brandInfo).catch(() => undefined);
  const loader = screen === 'not-found' ? undefined : SCREEN_LOADERS[screen];
  if (!config || !loader) return;
  const params = entry ? paramsOf(entry, rest) : {};
  await loader({ client, brand, config, entry, params, query: url.searchParams }).catch(() => undefined);
}

/** Renders one public page: runs its queries until a render asks for nothing new, then returns its markup. */
export function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const href = new URL(request.url, request.origin).href;
  return pages.run({ href, fetch: request.fetch }, async () => {
    const client = createQueryClient();
    // An answer that failed renders as failed (not as loading again): the page shows its error and its status.
    client.setDefaultOptions({ queries: { retry: false, retryOnMount: false, staleTime: 60_000 } });
    await load(client, new URL(href), request.brandConfig);
    const element = (
      <StrictMode>
        <AppProvider queryClient={client}>
          <StaticRouter location={request.url}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </StrictMode>
    );
    const deadline = Date.now() + (request.timeoutMs ?? 10_000);
    let html = '';
    let passes = 0;
    const tried = new Set<string>();
    while (passes < MAX_PASSES) {
      html = await renderToString(element, Math.max(1, deadline - Date.now()));
      passes++;
      const wanted = client
        .getQueryCache()
        .findAll({ predicate: (query) => query.state.status === 'pending' && isPublicQuery(query) })
        .filter((query) => !tried.has(query.queryHash));
      if (wanted.length === 0) break;
      for (const query of wanted) tried.add(query.queryHash);
      await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
    }
    let status = 200;
    for (const query of client.getQueryCache().getAll()) {
      const error = query.state.error;
      if (!error || !isPublicQuery(query)) continue;
      const notFound = error instanceof ApiError && (error.status === 404 || error.httpStatus === 404);
      if (notFound && SUBJECT_QUERIES.has(String(query.queryKey[0]))) status = Math.max(status, 404);
      else if (!notFound && !(error instanceof ApiError && error.httpStatus < 500)) status = 503;
    }
    // A definite answer (a 404 or another 4xx) goes to the browser too: it hydrates the same "not found" or
    // error the server rendered, instead of a loading state that would not match the markup.
    const dehydrated = dehydrate(client, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' ||
        (query.state.status === 'error' &&
          isPublicQuery(query) &&
          query.state.error instanceof ApiError &&
          query.state.error.httpStatus < 500),
    });
    for (const query of dehydrated.queries)
      if (query.state.error instanceof ApiError)
        (query.state as { error: unknown }).error = serverError(query.state.error);
    return {
      html,
      state: JSON.stringify(dehydrated).replace(/</g, '\\u003c'),
      status,
      data: dehydrated.queries.map((query) => ({ key: query.queryKey, data: query.state.data })),
      passes,
    };
  });
}
