import { useQuery } from '@tanstack/react-query';
import { loyaltyRoutes, type RewardsAccountResponse } from '@storefront/contract/loyalty';
import { api } from '../api-client';

export const rewardsQueryKey = (brand: string) => ['rewards', brand] as const;

/**
 * `POST api/Rewards/account`: balance, progress, history and referral link (Member false for guests). The
 * rewards screens show it and the checkout spends from it.
 */
export const useRewards = (brand: string, enabled = true) =>
  useQuery({
    queryKey: rewardsQueryKey(brand),
    queryFn: ({ signal }) =>
      api
        .post<RewardsAccountResponse>(
          loyaltyRoutes.rewards,
          { BrandFlavor: brand },
          import.meta.env.DEV
            ? () => import('@storefront/contract/loyalty').then((m) => m.RewardsAccountResponse)
            : undefined,
          signal,
        )
        .then((r) => r.Data),
    enabled,
  });
