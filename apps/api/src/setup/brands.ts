import { brandContextPlugin } from '../plugins/brand-context';
import { createBrandChanges } from '../modules/brand/brand-changes';
import { createBrandRepository } from '../modules/brand/brand.repository';
import { BRAND_CHANGES_CHANNEL, createBrandService } from '../modules/brand/brand.service';
import type { Core } from './core';
import type { Server } from './fastify';

/**
 * How a request finds its brand: the brand service (a cache of brands) behind the brand-context plugin. Every
 * area's routes read `request.brand`, so this comes before any of them. Also answers the brand changes the
 * database announces, for the storefront's live brand stream.
 */
export async function registerBrandContext(app: Server, { database, db }: Core) {
  const brands = createBrandService(createBrandRepository(db));
  const brandChanges = createBrandChanges();
  // A brand changed through another instance (or the brand CLI) is dropped from this one's cache at once: the
  // brands trigger (migration 0014) announces it. Without the listener the cache's short lifetime still applies.
  // After PostgreSQL restarted, what was announced while nothing listened is lost: every cached brand is dropped.
  // The cache first, then the open streams: a browser told of a change reads the new brand.
  const stop = await database
    .listen(
      BRAND_CHANGES_CHANNEL,
      (flavour) => {
        brands.invalidate(flavour);
        brandChanges.announce(flavour);
      },
      () => {
        brands.invalidate();
        brandChanges.resumed();
      },
    )
    .catch((error: unknown) => {
      app.log.warn({ err: error }, 'not listening for brand changes; cached brands expire on their own');
      return async () => undefined;
    });
  app.addHook('onClose', () => stop());
  await app.register(brandContextPlugin, { brands });
  return { brands, brandChanges };
}
