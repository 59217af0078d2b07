import type { Core } from '../../setup/core';
import type { Server } from '../../setup/fastify';
import type { BrandService } from '../brand/brand.service';
import { seoRoutes } from './seo.routes';

/** robots.txt and each brand's sitemap. */
export async function registerSeo(
  app: Server,
  { env, db, brands }: Pick<Core, 'env' | 'db'> & { brands: BrandService },
) {
  await app.register(seoRoutes, { db, brands, publicUrl: env.PUBLIC_URL, port: env.PORT });
}
