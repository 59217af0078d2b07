import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { DEFAULT_BRAND, isBrandFlavor } from '../features/brand/utils/brand-flavor';
import { brandInfoQueryOptions } from '../features/brand/api/get-brand-info';
import { recipeCategoriesQueryOptions } from '../features/menu/api/get-recipe-categories';
import { productCategoriesQueryOptions } from '../features/store/api/get-product-categories';
import { clearStaleGuest, setLogoutNavigation } from '../lib/session';
import { guardLoader } from './guards/guard-loader';
import { BrandLayout } from './routes/brand-layout';
import { HomeRoute } from './routes/home-route';
import { PageLoading } from './routes/page-loading';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';
import { PAGE_ENTRIES, type PageEntry, type RouteHandle, type Screen } from './routes/route-table';

/** Each screen's code loads on demand: the home page's first load carries only the shell and home. */
const screens: Record<Screen, RouteObject['lazy']> = {
  menu: async () => ({ Component: (await import('./routes/menu-route')).MenuRoute }),
  // The shop (and DOMPurify with it) loads on demand: restaurant visitors never need it.
  store: async () => ({ Component: (await import('./routes/store-route')).StoreRoute }),
  placeholder: async () => ({ Component: (await import('./routes/placeholder-route')).PlaceholderRoute }),
};

/**
 * The routes (spec §2): /{brandFlavour}/{component}, every page of the route table with its guard. Loaders
 * start the page's fetches alongside the brand's configuration instead of after it, and apply the guards
 * before the page's code has arrived.
 */
export function createAppRouter(queryClient: QueryClient) {
  // Spec §4: a stored access token of 'guest' does not survive the start of the app.
  clearStaleGuest();

  const brandLoader = ({ params }: LoaderFunctionArgs) => {
    if (isBrandFlavor(params.brand)) void queryClient.prefetchQuery(brandInfoQueryOptions(params.brand));
    return null;
  };
  const prefetch: Partial<Record<Screen, (brand: string) => void>> = {
    menu: (brand) => void queryClient.prefetchQuery(recipeCategoriesQueryOptions(brand)),
    store: (brand) => void queryClient.prefetchQuery(productCategoriesQueryOptions(brand)),
  };

  const pageRoute = (entry: PageEntry): RouteObject => {
    const guard = entry.guard ? guardLoader(entry.guard) : null;
    const start = prefetch[entry.screen];
    const handle: RouteHandle = { page: entry };
    return {
      path: entry.path,
      handle,
      lazy: screens[entry.screen],
      loader: (args: LoaderFunctionArgs) => {
        const denied = guard?.(args) ?? null;
        if (denied) return denied;
        if (start && isBrandFlavor(args.params.brand)) start(args.params.brand);
        return null;
      },
    };
  };
  const notFound: RouteHandle = { notFound: true };

  const router = createBrowserRouter([
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      // The bare address only redirects: nothing to show while it does.
      HydrateFallback: () => null,
      children: [
        { index: true, loader: () => redirect(`/${DEFAULT_BRAND}/home`) },
        {
          path: ':brand',
          Component: BrandLayout,
          ErrorBoundary: RouteError,
          HydrateFallback: PageLoading,
          loader: brandLoader,
          children: [
            { index: true, loader: ({ params }) => redirect(`/${params.brand ?? DEFAULT_BRAND}/home`) },
            { path: 'home', Component: HomeRoute },
            ...PAGE_ENTRIES.map(pageRoute),
            {
              path: '*',
              handle: notFound,
              lazy: async () => ({ Component: (await import('./routes/not-found-route')).NotFoundRoute }),
            },
          ],
        },
      ],
    },
  ]);
  setLogoutNavigation((path) => void router.navigate(path));
  return router;
}
