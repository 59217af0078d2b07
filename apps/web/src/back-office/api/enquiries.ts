import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminUrl } from '@storefront/contract/admin';
import {
  enquiryRoutes,
  type EnquiryStatus,
  type StaffEnquiriesResponse,
  type StaffEnquiry,
} from '@storefront/contract/enquiries';
import { staffRequest } from './staff-client';

const key = (brand: string) => ['admin', brand, 'enquiries'] as const;

/** The brand's enquiries, newest first; refreshed every minute while the screen is open. */
export const useEnquiries = (brand: string) =>
  useQuery({
    queryKey: key(brand),
    queryFn: async () =>
      (await staffRequest<StaffEnquiriesResponse>(adminUrl(enquiryRoutes.list, brand), brand)).Data,
    refetchInterval: 60_000,
  });

export function useSetEnquiryStatus(brand: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: EnquiryStatus }) =>
      (
        await staffRequest<{ Data: StaffEnquiry }>(
          adminUrl(enquiryRoutes.setStatus, brand, { EnquiryId: id }),
          brand,
          { Status: status },
        )
      ).Data,
    onSuccess: (updated) =>
      client.setQueryData<StaffEnquiry[]>(key(brand), (list) =>
        list?.map((e) => (e.EnquiryId === updated.EnquiryId ? updated : e)),
      ),
    onSettled: () => void client.invalidateQueries({ queryKey: key(brand) }),
  });
}
