import path from 'node:path';
import type { Core } from '../../setup/core';
import type { Server } from '../../setup/fastify';
import type { BrandService } from '../brand/brand.service';
import { appManifestRoutes } from './app-manifest.routes';
import { seoRoutes } from './seo.routes';
import { shareImagesRoutes } from './share-images.routes';
import { createShareImages, type ShareImages } from './share-images.service';

/** Where the brand's own images are read from when a picture is drawn from them (never from another host). */
const pictureFolders = (env: Core['env']) => ({
  brandAssets: path.join(env.BRANDS_DIR[0] ?? 'data/brands', 'assets'),
  uploadsDir: env.S3_BUCKET ? undefined : env.UPLOADS_DIR,
  publicUrl: env.PUBLIC_URL,
});

/** The share cards of a configuration: its folders for brand images, uploads and the cards themselves. */
export function shareImagesFor(
  env: Core['env'],
  db: Core['db'],
  brands: Pick<BrandService, 'resolve'>,
): ShareImages {
  return createShareImages(db, brands, { dir: env.SHARE_IMAGES_DIR, ...pictureFolders(env) });
}

/**
 * robots.txt, each brand's sitemap, the share cards link previews show (ADR 0041), and each brand as an
 * installable app: its manifest, icons and service worker (ADR 0058). Answers the share cards,
 * which an import draws (the brand file's import in the team area, the demo seed, the brand CLI).
 */
export async function registerSeo(
  app: Server,
  { env, db, brands }: Pick<Core, 'env' | 'db'> & { brands: BrandService },
) {
  const shareImages = shareImagesFor(env, db, brands);
  await app.register(seoRoutes, { db, brands, publicUrl: env.PUBLIC_URL, port: env.PORT });
  await app.register(shareImagesRoutes, { shareImages, brands });
  await app.register(appManifestRoutes, {
    brands,
    webDist: env.WEB_DIST,
    dir: env.SHARE_IMAGES_DIR,
    ...pictureFolders(env),
  });
  return { shareImages };
}
