import { apiRoutes } from '@storefront/contract/paths';

/*
 * What the storefront's service worker may keep (ADR 0058): answers that are the same for every visitor. A page
 * or an answer the server marks `no-store` or `private` (checkout, account, the back office, a visitor's own
 * booking) is never kept, nor any call that is not a GET, carries a login, or is not one of the public
 * catalogue's reads below.
 */

/** The public catalogue's GET reads (the menu's and shop's lists are POSTs, which are never kept). */
const CATALOGUE_READS = [
  apiRoutes.getBrandInfo,
  apiRoutes.getConfig,
  apiRoutes.getRecipeCategories,
  apiRoutes.getProductCategories,
  apiRoutes.getRecipe,
  apiRoutes.getProduct,
  apiRoutes.recommended,
  apiRoutes.getBranches,
  apiRoutes.getVenueFeatures,
  apiRoutes.getLegalText,
  apiRoutes.getDealers,
  apiRoutes.getEvents,
].map((route) => route.slice(0, route.indexOf('/:') + 1));

/** A call to the public catalogue that may be kept: a GET of one of its reads, without a login. */
export function isCatalogueRead(request: Request, url: URL): boolean {
  return (
    request.method === 'GET' &&
    !request.headers.has('authorization') &&
    CATALOGUE_READS.some((prefix) => url.pathname.startsWith(prefix))
  );
}

/** A file of the build: its name holds its hash, so a kept copy is the file itself. */
export const isBuiltFile = (url: URL) => url.pathname.startsWith('/assets/');

/** A brand's picture (its images folder, or an upload kept on the site's disk). */
export const isBrandPicture = (url: URL) =>
  url.pathname.startsWith('/brand-assets/') || url.pathname.startsWith('/uploads/');

/** An answer fit to be kept: a whole, same-origin 200 that the server lets any cache keep. */
export function isStorable(response: Response): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  const control = response.headers.get('cache-control')?.toLowerCase() ?? '';
  return !/(^|[\s,])(no-store|private)\b/.test(control);
}

/** A page fit to be kept: a storable HTML document (not a sitemap or a picture opened in a tab). */
export const isStorablePage = (response: Response) =>
  isStorable(response) && (response.headers.get('content-type') ?? '').startsWith('text/html');

/** The built files a page's HTML names (its scripts, module preloads, styles, fonts). */
export function builtFilesOf(html: string): string[] {
  return [...new Set(html.match(/\/assets\/[\w.-]+\.[a-z0-9]+/gi) ?? [])];
}

export type CacheKind = 'pages' | 'files' | 'catalogue' | 'pictures';

/**
 * The worker's caches: one set per brand (the scope, `/bistro/`: every brand's worker shares the origin's cache
 * storage) and per build, so a new build starts afresh and never serves a page of the last one without its files.
 */
export function cacheNames(scope: string, build: string) {
  const prefix = `storefront:${scope}:`;
  const name = (kind: CacheKind) => `${prefix}${kind}:${build}`;
  return {
    prefix,
    pages: name('pages'),
    files: name('files'),
    catalogue: name('catalogue'),
    pictures: name('pictures'),
  };
}
