import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminUrl } from '@storefront/contract/admin';
import type { InfoOnly } from '@storefront/contract/envelope';
import {
  webhookRoutes,
  type WebhookDeliveriesResponse,
  type WebhookDeliveryResponse,
  type WebhookEndpointBody,
  type WebhookEndpointResponse,
  type WebhookEndpointsResponse,
} from '@storefront/contract/webhooks';
import { staffRequest } from './staff-client';

const keys = {
  endpoints: (brand: string) => ['admin', brand, 'webhooks'] as const,
  deliveries: (brand: string, EndpointId: number) =>
    ['admin', brand, 'webhooks', EndpointId, 'deliveries'] as const,
  audit: (brand: string) => ['admin', brand, 'audit'] as const,
};

/** While a delivery waits for its first try (or a resend), the log is read again this often. */
const LOG_REFRESH_MS = 5_000;
/** While one is failing: its next try may be hours away. */
const FAILING_REFRESH_MS = 30_000;

export const useWebhookEndpoints = (brand: string) =>
  useQuery({
    queryKey: keys.endpoints(brand),
    queryFn: async () =>
      (await staffRequest<WebhookEndpointsResponse>(adminUrl(webhookRoutes.endpoints, brand), brand)).Data,
  });

/**
 * An endpoint's latest deliveries; read again every few seconds while one is still on its way. Each new reading
 * reads the list again too, so the endpoint's last delivery says the same as its log.
 */
export function useWebhookDeliveries(brand: string, EndpointId: number) {
  const client = useQueryClient();
  const log = useQuery({
    queryKey: keys.deliveries(brand, EndpointId),
    queryFn: async () =>
      (
        await staffRequest<WebhookDeliveriesResponse>(
          adminUrl(webhookRoutes.deliveries, brand, { EndpointId }),
          brand,
        )
      ).Data,
    refetchInterval: (query) => {
      const statuses = new Set(query.state.data?.map((d) => d.Status));
      return statuses.has('Pending') ? LOG_REFRESH_MS : statuses.has('Failing') ? FAILING_REFRESH_MS : false;
    },
  });
  const readAt = log.dataUpdatedAt;
  useEffect(() => {
    if (readAt > 0) void client.invalidateQueries({ queryKey: keys.endpoints(brand), exact: true });
  }, [client, brand, readAt]);
  return log;
}

/** After a change to the endpoints: the list and the audit log are read again. */
function useEndpointChange<A, R>(brand: string, run: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.endpoints(brand), exact: true });
      void client.invalidateQueries({ queryKey: keys.audit(brand) });
    },
  });
}

export const useCreateWebhook = (brand: string) =>
  useEndpointChange(
    brand,
    async (body: WebhookEndpointBody) =>
      (await staffRequest<WebhookEndpointResponse>(adminUrl(webhookRoutes.endpoints, brand), brand, body))
        .Data,
  );

export const useEditWebhook = (brand: string) =>
  useEndpointChange(
    brand,
    async ({ EndpointId, body }: { EndpointId: number; body: WebhookEndpointBody }) =>
      (
        await staffRequest<WebhookEndpointResponse>(
          adminUrl(webhookRoutes.endpoint, brand, { EndpointId }),
          brand,
          body,
        )
      ).Data,
  );

export const useRemoveWebhook = (brand: string) =>
  useEndpointChange(brand, async (EndpointId: number) =>
    staffRequest<InfoOnly>(adminUrl(webhookRoutes.removeEndpoint, brand, { EndpointId }), brand, {}),
  );

export const useRotateWebhookSecret = (brand: string) =>
  useEndpointChange(
    brand,
    async (EndpointId: number) =>
      (
        await staffRequest<WebhookEndpointResponse>(
          adminUrl(webhookRoutes.rotateSecret, brand, { EndpointId }),
          brand,
          {},
        )
      ).Data,
  );

/** Sends a delivery again; its log and the endpoint's last delivery are read again. */
export function useResendWebhook(brand: string, EndpointId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (DeliveryId: number) =>
      (
        await staffRequest<WebhookDeliveryResponse>(
          adminUrl(webhookRoutes.resend, brand, { EndpointId, DeliveryId }),
          brand,
          {},
        )
      ).Data,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.deliveries(brand, EndpointId) });
      void client.invalidateQueries({ queryKey: keys.endpoints(brand), exact: true });
    },
  });
}
