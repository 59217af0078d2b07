import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router';
import { DEFAULT_BRAND, isBrandFlavor } from '../features/brand/utils/brand-flavor';
import { brandInfoQueryOptions } from '../features/brand/api/get-brand-info';
import { recipeCategoriesQueryOptions } from '../features/menu/api/get-recipe-categories';
import { productCategoriesQueryOptions } from '../features/store/api/get-product-categories';
import { BrandLayout } from './routes/brand-layout';
import { ComingSoonRoute } from './routes/coming-soon-route';
import { HomeRoute } from './routes/home-route';
import { MenuRoute } from './routes/menu-route';
import { PageLoading } from './routes/page-loading';
import { RouteError } from './routes/route-error';

/** The paths that open the shop (spec §2: distributors is the same screen as store). */
const STORE_PATHS = ['store', 'shop', 'online', 'products', 'distributors'] as const;

/**
 * The routes (spec §2): /{brandFlavour}/{component}. Loaders start the page's fetches alongside the brand's
 * configuration instead of after it, without holding the navigation back.
 */
export function createAppRouter(queryClient: QueryClient) {
  const brandLoader = ({ params }: LoaderFunctionArgs) => {
    if (isBrandFlavor(params.brand)) void queryClient.prefetchQuery(brandInfoQueryOptions(params.brand));
    return null;
  };
  const menuLoader = ({ params }: LoaderFunctionArgs) => {
    if (isBrandFlavor(params.brand))
      void queryClient.prefetchQuery(recipeCategoriesQueryOptions(params.brand));
    return null;
  };
  const storeLoader = ({ params }: LoaderFunctionArgs) => {
    if (isBrandFlavor(params.brand))
      void queryClient.prefetchQuery(productCategoriesQueryOptions(params.brand));
    return null;
  };

  return createBrowserRouter([
    { path: '/', loader: () => redirect(`/${DEFAULT_BRAND}/home`) },
    {
      path: '/:brand',
      Component: BrandLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      loader: brandLoader,
      children: [
        { index: true, loader: ({ params }) => redirect(`/${params.brand ?? DEFAULT_BRAND}/home`) },
        { path: 'home', Component: HomeRoute },
        { path: 'menu', Component: MenuRoute, loader: menuLoader },
        { path: 'app-menu', Component: MenuRoute, loader: menuLoader },
        // The shop (and DOMPurify with it) loads on demand: restaurant visitors never need it.
        ...STORE_PATHS.map((path) => ({
          path,
          loader: storeLoader,
          lazy: async () => ({ Component: (await import('./routes/store-route')).StoreRoute }),
        })),
        { path: '*', Component: ComingSoonRoute },
      ],
    },
  ]);
}
