import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageTemplate, type CspSources } from '../lib/page-csp';
import { brandPageHead, imageHints, inlineMainStylesheet } from './page-head';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BrandContext, BrandLookup } from '../lib/brand-context';
import { stockEpoch } from '../lib/stock-epochs';
import { loadServerRenderer, type ServerRenderer } from '../ssr/server-renderer';
import { createPageCache, type CachedPage, type PageCache } from '../ssr/page-cache';
import { PreparedBody } from '../lib/prepared-body';
import { serverPageHead } from '../ssr/server-page-head';
import { errorPage, ssrDocument } from '../ssr/document';
import { internalFetch } from '../ssr/internal-fetch';

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

interface WebOptions {
  webDist: string;
  brandAssets: string;
  defaultBrand: string;
  brands: Pick<BrandLookup, 'resolve'>;
  /** Origins the page's policy must also allow (a payment provider's). */
  cspSources?: CspSources;
  /** The site's public address (canonical links, Open Graph); else the request's own host. */
  publicUrl?: string;
  /** Renders public pages on the server (SSR_PAGES, ADR 0033) when the web app's server build is there. */
  serverRendering?: boolean;
  /** Keeps server-rendered pages per brand and address (SSR_PAGE_CACHE). */
  pageCache?: boolean;
  /** Gives up a page render after this long: the visitor gets a 503 page, not a hung request. */
  renderTimeoutMs?: number;
}

type PageTemplate = ReturnType<typeof pageTemplate>;
type RenderedPage = (
  request: FastifyRequest,
  url: string,
  brand: BrandContext | undefined,
) => Promise<{ page: CachedPage; shared: boolean } | undefined>;

/** The brand images, cached for an hour, when their folder is there. */
async function registerBrandAssets(app: FastifyInstance, brandAssets: string): Promise<void> {
  if (existsSync(brandAssets))
    await app.register(fastifyStatic, {
      root: brandAssets,
      prefix: '/brand-assets/',
      decorateReply: false,
      index: false,
      maxAge: '1h',
    });
}

/** The built SPA's files: hashed assets cached for a year, the rest revalidated. */
async function registerBuiltFiles(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: false,
    wildcard: true,
    // The build writes .br and .gz beside each asset (scripts/precompress.mjs).
    preCompressed: true,
    // Cache-Control is ours (below): hashed assets are immutable, everything else revalidates.
    cacheControl: false,
    // index.html goes out only through the page handler (fresh nonce, CSP), never as a plain file. A
    // path without an extension is a page, never a built file: it goes to the page handler at once, without
    // the file lookups (a stat for it and for its .br) that cost a tenth of a cached page's time.
    allowedPath: (pathName) => pathName !== '/index.html' && path.extname(pathName) !== '',
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  const host = request.host;
  return /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/.test(host)
    ? `${request.protocol}://${host}`
    : 'http://localhost';
}

/** Renders a public page (or takes it from the cache); undefined when the browser renders this path. */
function pageRenderer(
  app: FastifyInstance,
  options: WebOptions,
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
    const result: CachedPage = { status, csp: page.csp, body: new PreparedBody(page.html) };
    const shared = address.shared && status === 200;
    if (shared && brand) cache?.set(brand, key, result, stock);
    return { page: result, shared };
  };
}

/** A 503 page with a time to come back: the database is out or a page could not be rendered. */
function unavailable(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', '30')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(errorPage(503));
}

/** Every path no route matched: API paths and files get a 404 body, page paths the (rendered) page. */
function pageHandler(
  brands: WebOptions['brands'],
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

/**
 * Serves the built SPA and the brand images: hashed assets cached for a year, brand images for an hour, and
 * index.html for every other page path (the client router takes over). API paths never fall back to the page.
 */
export const webPlugin = fp<WebOptions>(async (app, options) => {
  app.get('/', { schema: { hide: true } }, (_request, reply) =>
    reply.redirect(`/${options.defaultBrand}/home`, 302),
  );
  await registerBrandAssets(app, options.brandAssets);
  const indexFile = path.join(options.webDist, 'index.html');
  const built = existsSync(indexFile);
  if (built) await registerBuiltFiles(app, options.webDist);
  const builtHtml = built ? inlineMainStylesheet(readFileSync(indexFile, 'utf8'), options.webDist) : '';
  const page = built ? pageTemplate(builtHtml, options.cspSources) : undefined;
  // Public pages arrive rendered (ADR 0033) when the web app's server build is there.
  const renderer = built && options.serverRendering ? await loadServerRenderer(options.webDist) : undefined;
  const document = renderer && ssrDocument(builtHtml);
  const ssr = document && {
    renderer,
    page: pageTemplate(document.html, options.cspSources, document.inlineScripts),
  };
  const cache = options.pageCache === false ? undefined : createPageCache();
  const renderedPage = pageRenderer(app, options, ssr, cache);
  app.setNotFoundHandler(pageHandler(options.brands, page, renderedPage));
});
