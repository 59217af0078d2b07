import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  loyaltyRoutes,
  type ReferralInfoResponse,
  type RewardsAccountResponse,
} from '@storefront/contract/loyalty';
import { api } from '../../../lib/api-client';
import { rewardsQueryKey } from '../../../lib/queries/rewards';

const schemas = () => import('@storefront/contract/loyalty');

/** `POST api/Rewards/join`: joins the signed-in customer, with a referral link's token if they came by one. */
export function useJoinRewards(brand: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (referralToken?: string) =>
      api
        .post<RewardsAccountResponse>(loyaltyRoutes.join, {
          BrandFlavor: brand,
          ...(referralToken ? { ReferralToken: referralToken } : {}),
        })
        .then((r) => r.Data),
    onSuccess: (data) => queryClient.setQueryData(rewardsQueryKey(brand), data),
  });
}

/** `POST api/Rewards/referral`: who a referral link is from. */
export const useReferral = (brand: string, token: string | null) =>
  useQuery({
    queryKey: ['referral', brand, token],
    queryFn: ({ signal }) =>
      api
        .post<ReferralInfoResponse>(
          loyaltyRoutes.referral,
          { BrandFlavor: brand, Token: token },
          import.meta.env.DEV ? () => schemas().then((m) => m.ReferralInfoResponse) : undefined,
          signal,
        )
        .then((r) => r.Data),
    enabled: token !== null,
    retry: false,
  });
