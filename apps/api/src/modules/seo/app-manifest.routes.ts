import { readFile } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BrandService } from '../brand/brand.service';
import { createAppIcons, webAppManifest, type AppIconsOptions } from './app-manifest.service';
import { serviceWorkerScript } from './service-worker-file';

/** An icon's address holds the hash of what it shows: it never changes, so it may be kept for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const FLAVOUR = /^[A-Za-z0-9][A-Za-z0-9-]{0,59}$/;

const BrandSegment = z.object({ brand: z.string() });
const IconParams = z.object({ brand: z.string(), name: z.string() });

/**
 * Each brand as an installable app (issue 35, ADR 0058): `/{brand}/manifest.webmanifest`, the icons it names
 * (`/{brand}/icons/{kind}-{hash}.png`) and the service worker whose scope is the brand's pages
 * (`/{brand}/sw.js`). The manifest and the worker are asked again on every use (`no-cache`): a brand's new
 * colours and a new build reach installed apps at once.
 */
export const appManifestRoutes: FastifyPluginAsyncZod<
  AppIconsOptions & { brands: BrandService; webDist: string }
> = async (app, { brands, webDist, ...options }) => {
  const icons = createAppIcons(options);
  const worker = serviceWorkerScript(webDist);
  const brandOf = async (flavour: string) => (FLAVOUR.test(flavour) ? brands.resolve(flavour) : undefined);
  const notFound = (reply: FastifyReply, what: string) =>
    reply.code(404).type('text/plain; charset=utf-8').send(what);

  app.get(
    '/:brand/manifest.webmanifest',
    { schema: { hide: true, params: BrandSegment } },
    async (request, reply) => {
      const brand = await brandOf(request.params.brand);
      if (!brand) return notFound(reply, 'No such brand');
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(JSON.stringify(webAppManifest(brand)));
    },
  );

  app.get('/:brand/icons/:name', { schema: { hide: true, params: IconParams } }, async (request, reply) => {
    const brand = await brandOf(request.params.brand);
    const found = brand ? await icons.file(brand, request.params.name) : null;
    if (!found) return notFound(reply, 'No such picture');
    // A name of an icon the brand had before it changed: the current one.
    if ('current' in found) return reply.header('cache-control', 'no-cache').redirect(found.current, 307);
    return reply
      .type('image/png')
      .header('cache-control', IMMUTABLE)
      .send(await readFile(found.file));
  });

  app.get('/:brand/sw.js', { schema: { hide: true, params: BrandSegment } }, async (request, reply) => {
    const brand = await brandOf(request.params.brand);
    const script = brand ? await worker() : null;
    if (!script) return notFound(reply, 'No service worker');
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script.body);
  });
};
