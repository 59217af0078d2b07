import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminUrl } from '@storefront/contract/admin';
import {
  backOfficeRoutes,
  type AuditResponse,
  type AutoAcceptBody,
  type BrandSettings,
  type BrandSettingsResponse,
  type ChannelsBody,
  type ChannelsResponse,
  type StockItem,
  type StockItemResponse,
  type StockListResponse,
} from '@storefront/contract/back-office';
import { staffRequest } from './staff-client';

const keys = {
  stock: (brand: string) => ['admin', brand, 'stock'] as const,
  channels: (brand: string) => ['admin', brand, 'channels'] as const,
  settings: (brand: string) => ['admin', brand, 'settings'] as const,
  audit: (brand: string) => ['admin', brand, 'audit'] as const,
};

export const useStock = (brand: string) =>
  useQuery({
    queryKey: keys.stock(brand),
    queryFn: async () =>
      (await staffRequest<StockListResponse>(adminUrl(backOfficeRoutes.stock, brand), brand)).Data,
  });

/** Marks an item in or out of stock; the list shows the server's answer for that item. */
export function useStockToggle(brand: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (item: Pick<StockItem, 'Kind' | 'ItemId' | 'OutOfStock'>) =>
      (
        await staffRequest<StockItemResponse>(
          adminUrl(backOfficeRoutes.stockItem, brand, { Kind: item.Kind, ItemId: item.ItemId }),
          brand,
          { OutOfStock: item.OutOfStock },
        )
      ).Data,
    onSuccess: (item) => {
      client.setQueryData<StockItem[]>(keys.stock(brand), (list) =>
        list?.map((i) => (i.Kind === item.Kind && i.ItemId === item.ItemId ? item : i)),
      );
      void client.invalidateQueries({ queryKey: keys.audit(brand) });
    },
  });
}

export const useChannels = (brand: string) =>
  useQuery({
    queryKey: keys.channels(brand),
    queryFn: async () =>
      (await staffRequest<ChannelsResponse>(adminUrl(backOfficeRoutes.channels, brand), brand)).Data,
  });

export function useChannelToggle(brand: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChannelsBody) =>
      (await staffRequest<ChannelsResponse>(adminUrl(backOfficeRoutes.channels, brand), brand, body)).Data,
    onSuccess: (channels) => {
      client.setQueryData(keys.channels(brand), channels);
      void client.invalidateQueries({ queryKey: keys.audit(brand) });
    },
  });
}

/** Turns auto-accept of a channel on or off (owners); the channels then show the server's answer. */
export function useAutoAcceptToggle(brand: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AutoAcceptBody) =>
      (await staffRequest<ChannelsResponse>(adminUrl(backOfficeRoutes.autoAccept, brand), brand, body)).Data,
    onSuccess: (channels) => {
      client.setQueryData(keys.channels(brand), channels);
      void client.invalidateQueries({ queryKey: keys.audit(brand) });
    },
  });
}

export const useSettings = (brand: string) =>
  useQuery({
    queryKey: keys.settings(brand),
    queryFn: async () =>
      (await staffRequest<BrandSettingsResponse>(adminUrl(backOfficeRoutes.settings, brand), brand)).Data,
  });

export function useSaveSettings(brand: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: BrandSettings) =>
      (await staffRequest<BrandSettingsResponse>(adminUrl(backOfficeRoutes.settings, brand), brand, settings))
        .Data,
    onSuccess: (settings) => {
      client.setQueryData(keys.settings(brand), settings);
      void client.invalidateQueries({ queryKey: keys.audit(brand) });
    },
  });
}

export const useAudit = (brand: string) =>
  useQuery({
    queryKey: keys.audit(brand),
    queryFn: async () =>
      (await staffRequest<AuditResponse>(`${adminUrl(backOfficeRoutes.audit, brand)}?limit=200`, brand)).Data,
  });
