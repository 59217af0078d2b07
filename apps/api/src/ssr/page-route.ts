import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import type { BrandContext, BrandLookup } from '../lib/brand-context';
import type { pageTemplate } from '../lib/page-csp';
import { PreparedBody } from '../lib/prepared-body';
import { stockEpoch } from '../lib/stock-epochs';
import { brandPageHead, imageHints } from './page-head';
import { errorPage } from './document';
import { internalFetch } from './internal-fetch';
import type { CachedPage, PageCache } from './page-cache';
import { serverPageHead } from './server-page-head';
import type { ServerRenderer } from './server-renderer';

/**
 * The page route (ADR 0033): every `/{brand}/…` path that no more specific route (API, built file, the brand's
 * sitemap and images) matched. Public screens are rendered on the server and kept as prepared bytes; the rest
 * get the app's shell, which the browser renders.
 */

/** Longer page addresses are refused (414) before any lookup. */
const MAX_PAGE_URL = 1024;

const HTML = 'text/html; charset=utf-8';
/** A page carrying the visitor's anti-forgery cookie, or anything else of theirs: never kept by any cache. */
const NO_STORE = 'no-store';
/**
 * A rendered page is the same bytes for every visitor and sets no cookie (ADR 0033): a shared cache (a CDN) may
 * hold it for 10 s and answer with it for 30 s more while it asks again. A browser asks every time (max-age=0;
 * Chromium applies stale-while-revalidate to subresources, not to pages, measured), and the ETag makes that a 304.
 */
const SHARED_PAGE = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';

/** Pages other sites may frame: the embeddable table booking and postcode check (ADR 0017). */
const EMBEDDABLE_PAGES = new Set(['reserve-iframe', 'postcode-iframe']);

/** The brand a page path is under (`/{brandFlavour}/…`), when the first segment can be one. */
function brandOfPath(url: string): string | undefined {
  const segment = url.split('/')[1];
  return segment && /^[A-Za-z0-9][A-Za-z0-9-]{0,59}$/.test(segment) ? segment : undefined;
}

export interface PageRouteOptions {
  brands: Pick<BrandLookup, 'resolve'>;
  /** The site's public address (canonical links, Open Graph); else the request's own host. */
  publicUrl?: string;
  /** Gives up a page render after this long: the visitor gets a 503 page, not a hung request. */
  renderTimeoutMs?: number;
}

export type PageTemplate = ReturnType<typeof pageTemplate>;
export type RenderedPage = (
  request: FastifyRequest,
  url: string,
  brand: BrandContext | undefined,
) => Promise<{ page: CachedPage; shared: boolean } | undefined>;

function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  const host = request.host;
  return /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/.test(host)
    ? `${request.protocol}://${host}`
    : 'http://localhost';
}

/** Renders a public page (or takes it from the cache); undefined when the browser renders this path. */
export function pageRenderer(
  app: FastifyInstance,
  options: PageRouteOptions,
  ssr: { renderer: ServerRenderer; page: PageTemplate } | undefined,
  cache: PageCache | undefined,
): RenderedPage {
  const inject = internalFetch(app);
  return async (request, url, brand) => {
    // Of the query, only what the screen reads: other parameters neither change the page nor add cache entries.
    const address = ssr?.renderer.pageAddress(request.url);
    if (!ssr || !address) return undefined;
    const { renderer } = ssr;
    const { screen } = address;
    const origin = originOf(request, options.publicUrl);
    const key = `${origin}${address.url}`;
    const cached = brand && address.shared && cache?.get(brand, key);
    if (cached) return { page: cached, shared: true };
    const stock = brand ? stockEpoch(brand.id) : 0;
    const rendered = await renderer.renderPage({
      url: address.url,
      origin,
      fetch: inject,
      timeoutMs: options.renderTimeoutMs,
      brandConfig: brand?.web,
    });
    const status = screen === 'not-found' ? Math.max(rendered.status, 404) : rendered.status;
    const screenKey = screen === 'store' && brand?.web.TemplateData.PartsBrand ? 'parts-store' : screen;
    const parts = {
      // The banner's preload first: the page's largest paint, asked for before anything else. The welcome
      // message's picture (its dialog is in the markup, at the end) only on a page without a banner: it would
      // otherwise share the banner's first round trips.
      head:
        (brand ? imageHints(brand.web, url.split('/')[2], { welcome: 'without-banner' }) : '') +
        (brand
          ? serverPageHead({
              brand,
              origin,
              url,
              screen,
              name: renderer.pageName(url, brand.web),
              data: rendered.data,
              themeCss: renderer.themeCss(brand.web),
            })
          : '<title>Brand not found</title>') +
        renderer.styles(screenKey) +
        // The welcome message is rendered open on a brand's pages: its dialog's styles come with the page.
        (brand?.web.WelcomeMessage?.Enabled ? renderer.styles('welcome-message') : ''),
      html: rendered.html,
      state: rendered.state,
      code:
        renderer.codeList(screenKey) +
        (brand?.web.WelcomeMessage?.Enabled ? renderer.codeList('welcome-message') : ''),
    };
    const page = ssr.page.render(parts.head, parts);
    const result: CachedPage = { status, csp: page.csp, body: new PreparedBody(page.html, { once: true }) };
    const shared = address.shared && status === 200;
    if (shared && brand) cache?.set(brand, key, { ...result, body: result.body.kept() }, stock);
    return { page: result, shared };
  };
}

/** A 503 page with a time to come back: the database is out or a page could not be rendered. */
function unavailable(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', '30')
    .header('cache-control', NO_STORE)
    .type(HTML)
    .send(errorPage(503));
}

/** Every page path, and every path no route matched: API paths and files get a 404 body, pages the (rendered) page. */
export function pageHandler(
  brands: PageRouteOptions['brands'],
  page: PageTemplate | undefined,
  renderedPage: RenderedPage,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url.startsWith('/api/') || url === '/Token' || url.startsWith('/brand-assets/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD') || path.extname(url)) {
      return reply.code(404).send({
        Info: { Status: 404, Message: `No such resource: ${request.method} ${url.slice(0, 200)}` },
      });
    }
    if (!page)
      return reply.code(404).type('text/plain').send('The web app is not built: run `npm run build`.');
    // A page address no route could match this long is not worth a lookup.
    if (request.url.length > MAX_PAGE_URL)
      return reply.code(414).type('text/plain; charset=utf-8').send('This address is too long.');
    // The booking and postcode widgets are made to be framed by the brand's own site (ADR 0017).
    const embeddable = EMBEDDABLE_PAGES.has(url.split('/')[2] ?? '');
    if (embeddable) reply.removeHeader('x-frame-options');
    const policy = (status: number, csp: string) =>
      reply
        .code(status)
        .header(
          'content-security-policy',
          embeddable ? csp.replace("frame-ancestors 'self'", 'frame-ancestors *') : csp,
        );
    const flavour = brandOfPath(url);
    let brand: BrandContext | undefined;
    let rendered: Awaited<ReturnType<RenderedPage>>;
    try {
      brand = flavour ? await brands.resolve(flavour) : undefined;
      rendered = await renderedPage(request, url, brand);
    } catch (error) {
      // A database outage or a page that could not be rendered: a plain page that says so, never a stack.
      request.log.error({ err: error }, 'page not rendered');
      return unavailable(reply);
    }
    // One of the page's answers failed on the server's side (the database, most likely): the same plain page,
    // with a time to come back, rather than a page that would hydrate its error.
    if (rendered?.page.status === 503) {
      request.log.warn({ url: url.slice(0, 200) }, 'page not rendered: an answer failed');
      return unavailable(reply);
    }
    if (rendered) {
      const { page: made, shared } = rendered;
      policy(made.status, made.csp);
      // A page for everyone is sent as it was made, compressed once, with its ETag, and no cookie: the app asks
      // for its anti-forgery token before its first change (lib/api-client.ts).
      if (shared) return reply.sendPrepared(made.body, { type: HTML, cacheControl: SHARED_PAGE });
      reply.issueXsrfCookie();
      return made.status === 200
        ? reply.sendPrepared(made.body, { type: HTML, cacheControl: NO_STORE })
        : reply.header('cache-control', NO_STORE).type(HTML).send(made.body.bytes);
    }
    reply.issueXsrfCookie();
    // The page carries its brand's configuration (the getBrandInfo body), saving a round trip before paint,
    // and hints for the images it paints first.
    const shell = page.render(brand ? brandPageHead(brand, url.split('/')[2]) : '');
    return policy(200, shell.csp).header('cache-control', NO_STORE).type(HTML).send(shell.html);
  };
}
