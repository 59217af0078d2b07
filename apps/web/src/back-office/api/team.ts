import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminUrl } from '@storefront/contract/admin';
import type { InfoOnly } from '@storefront/contract/envelope';
import {
  teamRoutes,
  type CreateBrandBody,
  type CreatedBrandResponse,
  type InvitationDetailsResponse,
  type InvitationResponse,
  type InviteBody,
  type PlatformBrandsResponse,
  type TeamMemberResponse,
  type TeamResponse,
} from '@storefront/contract/team';
import { publicRequest, staffRequest } from './staff-client';

const keys = {
  team: (brand: string) => ['admin', brand, 'team'] as const,
  audit: (brand: string) => ['admin', brand, 'audit'] as const,
  brands: ['admin', 'platform', 'brands'] as const,
  invitation: (token: string) => ['admin', 'invitation', token] as const,
};

export const useTeam = (brand: string) =>
  useQuery({
    queryKey: keys.team(brand),
    queryFn: async () => (await staffRequest<TeamResponse>(adminUrl(teamRoutes.team, brand), brand)).Data,
  });

/** After a change to the team: the lists and the audit log are read again. */
function useTeamChange<A, R>(brand: string, run: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.team(brand) });
      void client.invalidateQueries({ queryKey: keys.audit(brand) });
    },
  });
}

export const useInvite = (brand: string) =>
  useTeamChange(
    brand,
    async (body: InviteBody) =>
      (await staffRequest<InvitationResponse>(adminUrl(teamRoutes.invitations, brand), brand, body)).Data,
  );

export const useRevokeInvitation = (brand: string) =>
  useTeamChange(brand, async (InvitationId: number) =>
    staffRequest<InfoOnly>(adminUrl(teamRoutes.revokeInvitation, brand, { InvitationId }), brand, {}),
  );

export const useRemoveMember = (brand: string) =>
  useTeamChange(brand, async (StaffId: number) =>
    staffRequest<InfoOnly>(adminUrl(teamRoutes.removeMember, brand, { StaffId }), brand, {}),
  );

/** The branch a member of staff works at (null: every branch; ADR 0047). */
export const useSetMemberBranch = (brand: string) =>
  useTeamChange(
    brand,
    async ({ StaffId, BranchId }: { StaffId: number; BranchId: number | null }) =>
      (
        await staffRequest<TeamMemberResponse>(adminUrl(teamRoutes.memberBranch, brand, { StaffId }), brand, {
          BranchId,
        })
      ).Data,
  );

/** Platform admins: every brand (the brand header is the one the back office is open in; these routes ignore it). */
export const usePlatformBrands = (brand: string) =>
  useQuery({
    queryKey: keys.brands,
    queryFn: async () => (await staffRequest<PlatformBrandsResponse>(teamRoutes.platformBrands, brand)).Data,
  });

export function useCreateBrand(brand: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateBrandBody) =>
      (await staffRequest<CreatedBrandResponse>(teamRoutes.platformBrands, brand, body)).Data,
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.brands }),
  });
}

/** What an invitation link is for; the token travels in the body, never in an API URL. */
export const useInvitationDetails = (token: string) =>
  useQuery({
    queryKey: keys.invitation(token),
    queryFn: async () =>
      (await publicRequest<InvitationDetailsResponse>(teamRoutes.invitation, { Token: token })).Data,
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });
