import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AmendOrderBody,
  OrderResponse,
  PlaceOrderBody,
  QuoteBody,
  QuoteResponse,
} from '@storefront/contract/order';
import { apiUrl, headers } from '@storefront/contract/paths';
import { api, apiRequest } from '../../../lib/api-client';

const orderSchemas = () => import('@storefront/contract/order');

/** `POST api/Order/v2/quote`: the cart priced by the server for the summary; nothing is placed. */
export function quoteOrder(body: QuoteBody, signal?: AbortSignal): Promise<QuoteResponse['Data']> {
  return api
    .post<QuoteResponse>(
      apiUrl.quoteOrder(),
      body,
      import.meta.env.DEV ? () => orderSchemas().then((m) => m.QuoteResponse) : undefined,
      signal,
    )
    .then((response) => response.Data);
}

export const quoteQueryOptions = (body: QuoteBody | null) =>
  queryOptions({
    queryKey: ['order-quote', body],
    queryFn: ({ signal }) => quoteOrder(body!, signal),
    enabled: body !== null,
    // The summary keeps showing the last figures while the next ones load.
    placeholderData: (previous) => previous,
    staleTime: 15_000,
  });

export const useQuote = (body: QuoteBody | null) => useQuery(quoteQueryOptions(body));

/**
 * `POST api/Order/v2/placeOrder` or, when the visitor is changing an order, `amendOrder`. The idempotency key
 * belongs to one attempt: a retry of the same order sends the same key, so it can never be placed twice.
 */
export function submitOrder(
  request: { kind: 'place'; body: PlaceOrderBody } | { kind: 'amend'; body: AmendOrderBody },
  idempotencyKey: string,
): Promise<OrderResponse> {
  return apiRequest<OrderResponse>(request.kind === 'place' ? apiUrl.placeOrder() : apiUrl.amendOrder(), {
    method: 'POST',
    body: request.body,
    headers: { [headers.idempotencyKey]: idempotencyKey },
    validate: import.meta.env.DEV ? () => orderSchemas().then((m) => m.OrderResponse) : undefined,
  });
}

/** `GET api/Order/getOrder/{id}`: an order of this customer or guest session. */
export function getOrder(orderId: number, signal?: AbortSignal): Promise<OrderResponse['Data']> {
  return api
    .get<OrderResponse>(
      apiUrl.getOrder(orderId),
      import.meta.env.DEV ? () => orderSchemas().then((m) => m.OrderResponse) : undefined,
      signal,
    )
    .then((response) => response.Data);
}

export const useOrder = (orderId: number | null) =>
  useQuery({
    queryKey: ['order', orderId],
    queryFn: ({ signal }) => getOrder(orderId!, signal),
    enabled: orderId !== null,
    // The kitchen moves the order on (accepted, ready…): an open order is asked again every 5 s while the tab
    // is visible, so the confirmation shows each status without a reload (docs/decisions/0019).
    refetchInterval: (query) => {
      const status = query.state.data?.Status;
      return status && status !== 'Completed' && status !== 'Cancelled' ? 5000 : false;
    },
  });
