import type { ComponentType } from 'react';

/**
 * The way in to the account and order screens: a tiny chunk that loads the screen asked for. The home page's
 * entry then names one chunk here instead of every chunk these screens need (its 110 kB budget; the side
 * cart's loader does the same). The account screens come as one chunk: they share the forms and zod.
 */
export type AccountScreen =
  'login' | 'register' | 'forgotPassword' | 'account' | 'deleteAccount' | 'previousOrders';

export async function loadAccountScreen(screen: AccountScreen): Promise<ComponentType> {
  if (screen === 'previousOrders') return (await import('./previous-orders-route')).PreviousOrdersRoute;
  return (await import('./account-routes')).accountRoutes[screen];
}
