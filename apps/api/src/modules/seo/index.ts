import path from 'node:path';
import type { Core } from '../../setup/core';
import type { Server } from '../../setup/fastify';
import type { BrandService } from '../brand/brand.service';
import { seoRoutes } from './seo.routes';
import { shareImagesRoutes } from './share-images.routes';
import { createShareImages, type ShareImages } from './share-images.service';

/** The share cards of a configuration: its folders for brand images, uploads and the cards themselves. */
export function shareImagesFor(
  env: Core['env'],
  db: Core['db'],
  brands: Pick<BrandService, 'resolve'>,
): ShareImages {
  return createShareImages(db, brands, {
    dir: env.SHARE_IMAGES_DIR,
    brandAssets: path.join(env.BRANDS_DIR[0] ?? 'data/brands', 'assets'),
    uploadsDir: env.S3_BUCKET ? undefined : env.UPLOADS_DIR,
    publicUrl: env.PUBLIC_URL,
  });
}

/**
 * robots.txt, each brand's sitemap, and the share cards link previews show (ADR 0041). Answers the share cards,
 * which an import draws (the brand file's import in the team area, the demo seed, the brand CLI).
 */
export async function registerSeo(
  app: Server,
  { env, db, brands }: Pick<Core, 'env' | 'db'> & { brands: BrandService },
) {
  const shareImages = shareImagesFor(env, db, brands);
  await app.register(seoRoutes, { db, brands, publicUrl: env.PUBLIC_URL, port: env.PORT });
  await app.register(shareImagesRoutes, { shareImages, brands });
  return { shareImages };
}
