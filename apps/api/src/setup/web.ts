import path from 'node:path';
import type { BrandLookup } from '../lib/brand-context';
import { STRIPE_CSP } from '../lib/page-csp';
import { webPlugin } from '../plugins/web';
import type { Core } from './core';
import type { Server } from './fastify';

/** The web app's pages and the brand images, after every API route (the page is the fallback). */
export async function registerWeb(
  app: Server,
  { env, brands, imagesOrigin }: Pick<Core, 'env'> & { brands: BrandLookup; imagesOrigin: string | null },
): Promise<void> {
  await app.register(webPlugin, {
    webDist: env.WEB_DIST,
    brandAssets: path.join(env.BRANDS_DIR[0] ?? 'data/brands', 'assets'),
    defaultBrand: env.DEFAULT_BRAND,
    brands,
    publicUrl: env.PUBLIC_URL,
    serverRendering: env.SSR_PAGES === 'on',
    pageCache: env.SSR_PAGE_CACHE === 'on',
    renderTimeoutMs: env.REQUEST_TIMEOUT_MS,
    // Stripe's Payment Element frames js.stripe.com and calls api.stripe.com from the pay screen.
    cspSources: {
      ...(env.STRIPE_SECRET_KEY ? STRIPE_CSP : {}),
      ...(imagesOrigin ? { img: [imagesOrigin] } : {}),
    },
  });
}
