import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageTemplate, type CspSources } from '../lib/page-csp';
import { inlineMainStylesheet } from '../ssr/page-head';
import type { FastifyInstance } from 'fastify';
import type { BrandLookup } from '../lib/brand-context';
import { loadServerRenderer } from '../ssr/server-renderer';
import { createPageCache } from '../ssr/page-cache';
import { ssrDocument } from '../ssr/document';
import { pageHandler, pageRenderer } from '../ssr/page-route';

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
    // A route per built file, listed at start: the build does not change while the server runs, and page paths
    // then reach the page route at once, without a file lookup first.
    wildcard: false,
    // index.html goes out only through the page handler (fresh nonce, CSP), never as a plain file; the origin's
    // robots.txt is the SEO module's, naming every brand's sitemap, whatever the build holds; the service worker
    // only as /{brand}/sw.js, with the build's id written in.
    globIgnore: ['index.html', 'robots.txt', 'service-worker/**'],
    // The build writes .br and .gz beside each asset (scripts/precompress.mjs).
    preCompressed: true,
    // Cache-Control is ours (below): hashed assets are immutable, everything else revalidates.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
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
  const handler = pageHandler(options.brands, page, pageRenderer(app, options, ssr, cache));
  // Pages are routes of their own; API routes, built files and the brand's own files (sitemap, images) are more
  // specific and win. Anything else (other methods, unknown API paths) gets the same handler's 404.
  app.get('/:brand', { schema: { hide: true } }, handler);
  app.get('/:brand/*', { schema: { hide: true } }, handler);
  app.setNotFoundHandler(handler);
});
