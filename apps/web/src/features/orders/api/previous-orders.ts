import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrdersResponse } from '@storefront/contract/order';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../../../lib/api-client';
import { afterRefresh } from '../../../lib/retry';

/** `GET api/Order/previousOrders`: the signed-in customer's orders, newest first. */
export async function getPreviousOrders(signal?: AbortSignal): Promise<Order[]> {
  const response = await api.get<OrdersResponse>(
    apiUrl.previousOrders(),
    import.meta.env.DEV
      ? () => import('@storefront/contract/order').then((m) => m.OrdersResponse)
      : undefined,
    signal,
  );
  return response.Data;
}

export const previousOrdersQueryOptions = (brand: string, customerId: number) =>
  queryOptions({
    queryKey: ['previous-orders', brand, customerId],
    queryFn: ({ signal }) => getPreviousOrders(signal),
    // An order's status moves on in the kitchen: a return to the page shows where it is now.
    staleTime: 0,
  });

export const usePreviousOrders = (brand: string, customerId: number) =>
  useQuery({
    ...previousOrdersQueryOptions(brand, customerId),
    ...afterRefresh,
    // While an order is still open its status is asked for again every 10 s (visible tab only).
    refetchInterval: (query) =>
      query.state.data?.some((o) => o.Status !== 'Completed' && o.Status !== 'Cancelled') ? 10_000 : false,
  });
