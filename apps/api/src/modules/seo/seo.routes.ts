import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { BrandService } from '../brand/brand.service';
import { brandRobots, createSeoService, originRobots, sitemapXml } from './seo.service';

/** A path segment that can name a brand; anything else is not looked up (flavours are letters, digits, dashes). */
const FLAVOUR = /^[A-Za-z0-9][A-Za-z0-9-]{0,59}$/;
/** A Host header fit to be written into a link (a name or address and an optional port). */
const HOST = /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/;

/** Crawlers may keep these for a while: a new product shows up within five minutes. */
const CACHE_CONTROL = 'public, max-age=300';

const BrandSegment = z.object({ brand: z.string() });

/**
 * Per-brand robots.txt and sitemap.xml (issue 18), and the origin's robots.txt naming every brand's sitemap.
 * Links are absolute: PUBLIC_URL when set, else the request's own origin when its Host header is sane (never
 * written into a page otherwise), else localhost. Unknown brands answer 404, never an empty sitemap.
 */
export const seoRoutes: FastifyPluginAsyncZod<{
  db: DbOrTx;
  brands: BrandService;
  publicUrl?: string | undefined;
  port: number;
}> = async (app, { db, brands, publicUrl, port }) => {
  const seo = createSeoService(db);

  const originOf = (request: FastifyRequest) => {
    if (publicUrl) return publicUrl.replace(/\/+$/, '');
    return HOST.test(request.host) ? `${request.protocol}://${request.host}` : `http://localhost:${port}`;
  };
  const text = (reply: FastifyReply, type: string, body: string) =>
    reply.type(`${type}; charset=utf-8`).header('cache-control', CACHE_CONTROL).send(body);
  const noBrand = (reply: FastifyReply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('No such brand');
  const brandOf = async (flavour: string) => (FLAVOUR.test(flavour) ? brands.resolve(flavour) : undefined);

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    text(reply, 'text/plain', originRobots(originOf(request), await seo.flavours())),
  );

  app.get('/:brand/robots.txt', { schema: { hide: true, params: BrandSegment } }, async (request, reply) => {
    const brand = await brandOf(request.params.brand);
    if (!brand) return noBrand(reply);
    return text(reply, 'text/plain', brandRobots(originOf(request), brand.flavour));
  });

  app.get('/:brand/sitemap.xml', { schema: { hide: true, params: BrandSegment } }, async (request, reply) => {
    const brand = await brandOf(request.params.brand);
    if (!brand) return noBrand(reply);
    const paths = await seo.sitemapPaths(brand);
    return text(reply, 'application/xml', sitemapXml(originOf(request), brand.flavour, paths));
  });
};
