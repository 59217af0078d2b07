import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl } from '@storefront/contract/paths';
import type { VenueFeaturesResponse } from '@storefront/contract/venue';
import { api } from '../api-client';

/**
 * `GET api/Brand/v1/getVenueFeatures/{brand}`: whether the brand takes table bookings and holds events. The
 * account page links to the customer's bookings only where there can be some; the back office shows its
 * bookings and events screens only to brands that have them.
 */
export const venueFeaturesQuery = (brand: string) =>
  queryOptions({
    queryKey: ['venue-features', brand],
    queryFn: ({ signal }) =>
      api
        .get<VenueFeaturesResponse>(
          apiUrl.getVenueFeatures(brand),
          import.meta.env.DEV
            ? () => import('@storefront/contract/venue').then((m) => m.VenueFeaturesResponse)
            : undefined,
          signal,
        )
        .then((r) => r.Data),
    staleTime: 5 * 60_000,
  });
export const useVenueFeatures = (brand: string) => useQuery(venueFeaturesQuery(brand));
