import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl } from '@storefront/contract/paths';
import type { BranchesResponse } from '@storefront/contract/venue';
import { api } from '../api-client';

/**
 * `GET api/Brand/v1/getBranches/{brand}`: the brand's branches, first (lowest id) first. The branches page and
 * table bookings list them; the checkout asks which one a collection or eat-in order is for.
 */
export const branchesQuery = (brand: string) =>
  queryOptions({
    queryKey: ['venue', 'branches', brand],
    queryFn: ({ signal }) =>
      api
        .get<BranchesResponse>(
          apiUrl.getBranches(brand),
          import.meta.env.DEV
            ? () => import('@storefront/contract/venue').then((m) => m.BranchesResponse)
            : undefined,
          signal,
        )
        .then((r) => r.Branches),
    staleTime: 5 * 60_000,
  });
export const useBranches = (brand: string) => useQuery(branchesQuery(brand));
