import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminUrl } from '@storefront/contract/admin';
import {
  adminConfigRoutes,
  type DeliveryHoursBody,
  type DeliveryHoursResponse,
} from '@storefront/contract/admin-config';
import { staffRequest } from './staff-client';

const keys = {
  deliveryHours: (brand: string) => ['admin', brand, 'delivery-hours'] as const,
  audit: (brand: string) => ['admin', brand, 'audit'] as const,
};

export const useDeliveryHours = (brand: string) =>
  useQuery({
    queryKey: keys.deliveryHours(brand),
    queryFn: async () =>
      (await staffRequest<DeliveryHoursResponse>(adminUrl(adminConfigRoutes.deliveryHours, brand), brand))
        .Data,
  });

/** Saves the screen; the storefront's getConfig, postcode check and checkout use it on their next call. */
export function useSaveDeliveryHours(brand: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: DeliveryHoursBody) =>
      (
        await staffRequest<DeliveryHoursResponse>(
          adminUrl(adminConfigRoutes.deliveryHours, brand),
          brand,
          body,
        )
      ).Data,
    onSuccess: (saved) => {
      client.setQueryData(keys.deliveryHours(brand), saved);
      void client.invalidateQueries({ queryKey: keys.audit(brand) });
    },
  });
}
