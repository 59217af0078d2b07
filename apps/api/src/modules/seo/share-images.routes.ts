import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BrandService } from '../brand/brand.service';
import type { ShareImages } from './share-images.service';

/** A card's address holds the hash of what it shows: it never changes, so it may be kept for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const FLAVOUR = /^[A-Za-z0-9][A-Za-z0-9-]{0,59}$/;

const Params = z.object({ brand: z.string(), name: z.string() });

/**
 * `/{brand}/og/{name}.png`: a brand's share card, the picture link previews show (ADR 0041). A name that was a
 * card before the brand or item changed is sent on to the current one; anything else is a 404.
 */
export const shareImagesRoutes: FastifyPluginAsyncZod<{
  shareImages: ShareImages;
  brands: BrandService;
}> = async (app, { shareImages, brands }) => {
  app.get('/:brand/og/:name', { schema: { hide: true, params: Params } }, async (request, reply) => {
    const { brand: flavour, name } = request.params;
    const brand = FLAVOUR.test(flavour) ? await brands.resolve(flavour) : undefined;
    const found = brand ? await shareImages.file(brand, name) : null;
    if (!brand || !found) return reply.code(404).type('text/plain; charset=utf-8').send('No such picture');
    if ('current' in found)
      return reply
        .header('cache-control', 'no-cache')
        .redirect(`/${encodeURIComponent(brand.flavour)}/og/${found.current}`, 307);
    return reply
      .type('image/png')
      .header('cache-control', CACHE_CONTROL)
      .send(await readFile(found.file));
  });
};
