import { useEffect } from 'react';
import { useLocation } from '../../lib/router';
import { lastRouteToSave } from '@storefront/domain/last-route';
import { local } from '../../lib/storage';

/**
 * Remembers the page as the last route (spec §2 "Path shape") once it is shown. Only known pages of a known
 * brand call this; the domain rule leaves out login, forgot-password, registeruser and guest.
 */
export function useRememberRoute(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const route = lastRouteToSave(pathname, search);
    if (route) local.set('lastRoute', route);
  }, [pathname, search]);
}
