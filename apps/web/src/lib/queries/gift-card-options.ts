import { queryOptions, useQuery } from '@tanstack/react-query';
import { giftCardUrl, type GiftCardOptionsResponse } from '@storefront/contract/giftcard';
import { api } from '../api-client';

/**
 * `GET api/GiftCard/options/{brand}`: whether the brand sells gift cards, the amounts, the card provider. The
 * gift card screen sells by it; the checkout and the rewards screen offer cards only when it says so.
 */
export const giftCardOptionsQuery = (brand: string) =>
  queryOptions({
    queryKey: ['gift-card-options', brand],
    queryFn: ({ signal }) =>
      api
        .get<GiftCardOptionsResponse>(
          giftCardUrl.options(brand),
          import.meta.env.DEV
            ? () => import('@storefront/contract/giftcard').then((m) => m.GiftCardOptionsResponse)
            : undefined,
          signal,
        )
        .then((r) => r.Data),
    staleTime: 5 * 60_000,
  });
export const useGiftCardOptions = (brand: string) => useQuery(giftCardOptionsQuery(brand));
