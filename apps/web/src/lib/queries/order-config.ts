import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetConfigResponse } from '@storefront/contract/brand-config';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../api-client';
import { useBrandChanges } from './brand-changes';

export type OrderConfig = GetConfigResponse['Data'];

/**
 * `POST api/Order/v2/getConfig/{brand}`: the brand's ordering rules — which channels have stopped taking
 * online orders (the cart click flow, the side cart's message) and the delivery fee and minimum.
 */
export function getOrderConfig(brand: string, signal?: AbortSignal): Promise<OrderConfig> {
  return api
    .post<GetConfigResponse>(
      apiUrl.getConfig(brand),
      {},
      import.meta.env.DEV
        ? () => import('@storefront/contract/brand-config').then((m) => m.GetConfigResponse)
        : undefined,
      signal,
    )
    .then((response) => response.Data);
}

export const orderConfigQueryOptions = (brand: string) =>
  queryOptions({
    queryKey: ['order-config', brand],
    queryFn: ({ signal }) => getOrderConfig(brand, signal),
  });

/**
 * `live`: the screen keeps the rules current while it is open (the checkout's times follow busy mode and full
 * slots): asked again as soon as the brand's change stream says staff changed them, and, should the stream be
 * unavailable or a slot fill up with orders (which changes no brand), every 30 s and whenever the visitor comes
 * back to the tab.
 */
export function useOrderConfig(brand: string, { live = false } = {}) {
  useBrandChanges(brand, live);
  return useQuery({
    ...orderConfigQueryOptions(brand),
    ...(live ? { refetchInterval: 30_000, refetchOnWindowFocus: 'always' as const } : {}),
  });
}

/**
 * The stopped-channel texts the brand configures (CartMessage.StopOnlineOrders.*.Message); a channel staff
 * paused in busy mode says until when instead (getConfig's PausedChannels).
 */
export function stopMessages(
  config: WebCustomerConfig,
  orderConfig?: Pick<OrderConfig, 'PausedChannels'> | null,
) {
  const stop = config.CartMessage?.StopOnlineOrders;
  const paused = new Map((orderConfig?.PausedChannels ?? []).map((p) => [p.Channel, p.Message]));
  return {
    Delivery: paused.get('Delivery') ?? stop?.Delivery?.Message,
    Collection: paused.get('Collection') ?? stop?.Collection?.Message,
    EatIn: paused.get('EatIn') ?? stop?.EatIn?.Message,
  };
}
