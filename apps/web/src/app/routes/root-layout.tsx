import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { lastRouteToSave } from '@storefront/domain/last-route';
import { isBrandFlavor } from '../../features/brand/utils/brand-flavor';
import { local } from '../../lib/storage';
import { NavigationProgress } from '../progress/navigation-progress';
import type { RouteHandle } from './route-table';

/**
 * Remembers the page as the last route (spec §2 "Path shape") once it is shown: login, forgot-password,
 * registeruser and guest are not remembered, nor unknown pages.
 */
function useLastRoute(): void {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const notFound = matches.some((match) => (match.handle as RouteHandle | undefined)?.notFound);
  useEffect(() => {
    if (notFound || !isBrandFlavor(pathname.split('/')[1])) return;
    const route = lastRouteToSave(pathname, search);
    if (route) local.set('lastRoute', route);
  }, [pathname, search, notFound]);
}

/** The root of every page: the navigation progress bar above whatever the route renders. */
export function RootLayout() {
  useLastRoute();
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
