import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentUrl, type PaymentOptionsResponse } from '@storefront/contract/payment';
import { api } from '../api-client';

/**
 * `GET api/Payment/options/{brand}`: whether the brand takes cards, and through which provider. Every screen
 * that takes a payment asks it: the checkout, the pay screen, event tickets.
 */
export const paymentOptionsQuery = (brand: string) =>
  queryOptions({
    queryKey: ['payment-options', brand],
    queryFn: ({ signal }) =>
      api
        .get<PaymentOptionsResponse>(
          paymentUrl.options(brand),
          import.meta.env.DEV
            ? () => import('@storefront/contract/payment').then((m) => m.PaymentOptionsResponse)
            : undefined,
          signal,
        )
        .then((r) => r.Data),
    staleTime: 5 * 60_000,
  });
export const usePaymentOptions = (brand: string) => useQuery(paymentOptionsQuery(brand));
