import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageTemplate, type CspSources } from '../lib/page-csp';
import { brandPageHead, inlineMainStylesheet } from './page-head';
import type { BrandService } from '../modules/brand/brand.service';

/** Pages other sites may frame: the embeddable table booking and postcode check (ADR 0017). */
const EMBEDDABLE_PAGES = new Set(['reserve-iframe', 'postcode-iframe']);

/** The brand a page path is under (`/{brandFlavour}/…`), when the first segment can be one. */
function brandOfPath(url: string): string | undefined {
  const segment = url.split('/')[1];
  return segment && /^[A-Za-z0-9][A-Za-z0-9-]{0,59}$/.test(segment) ? segment : undefined;
}

/**
 * Serves the built SPA and the brand images: hashed assets cached for a year, brand images for an hour, and
 * index.html for every other page path (the client router takes over). API paths never fall back to the page.
 */
export const webPlugin = fp<{
  webDist: string;
  brandAssets: string;
  defaultBrand: string;
  brands: BrandService;
  /** Origins the page's policy must also allow (a payment provider's). */
  cspSources?: CspSources;
}>(async (app, options) => {
  app.get('/', { schema: { hide: true } }, (_request, reply) =>
    reply.redirect(`/${options.defaultBrand}/home`, 302),
  );

  if (existsSync(options.brandAssets))
    await app.register(fastifyStatic, {
      root: options.brandAssets,
      prefix: '/brand-assets/',
      decorateReply: false,
      index: false,
      maxAge: '1h',
    });

  const indexFile = path.join(options.webDist, 'index.html');
  const built = existsSync(indexFile);
  if (built)
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each asset (scripts/precompress.mjs).
      preCompressed: true,
      // Cache-Control is ours (below): hashed assets are immutable, everything else revalidates.
      cacheControl: false,
      // index.html goes out only through the page handler below (fresh nonce, CSP), never as a plain file.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  const page = built
    ? pageTemplate(inlineMainStylesheet(readFileSync(indexFile, 'utf8'), options.webDist), options.cspSources)
    : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url.startsWith('/api/') || url === '/Token' || url.startsWith('/brand-assets/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD') || path.extname(url)) {
      return reply.code(404).send({
        Info: { Status: 404, Message: `No such resource: ${request.method} ${url.slice(0, 200)}` },
      });
    }
    if (!page)
      return reply.code(404).type('text/plain').send('The web app is not built: run `npm run build`.');
    reply.issueXsrfCookie();
    // The page carries its brand's configuration (the getBrandInfo body), saving a round trip before paint,
    // and hints for the images it paints first.
    const flavour = brandOfPath(url);
    const brand = flavour ? await options.brands.resolve(flavour) : undefined;
    const { html, csp } = page.render(brand ? brandPageHead(brand, url.split('/')[2]) : '');
    // The booking and postcode widgets are made to be framed by the brand's own site (ADR 0017).
    const embeddable = EMBEDDABLE_PAGES.has(url.split('/')[2] ?? '');
    if (embeddable) reply.removeHeader('x-frame-options');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        embeddable ? csp.replace("frame-ancestors 'self'", 'frame-ancestors *') : csp,
      )
      .send(html);
  });
});
