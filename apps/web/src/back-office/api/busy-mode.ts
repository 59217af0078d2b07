import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminUrl } from '@storefront/contract/admin';
import {
  busyModeRoutes,
  type BusyChannel,
  type BusyExtensionBody,
  type BusyModeResponse,
  type BusyModeState,
  type ChannelPauseBody,
} from '@storefront/contract/busy-mode';
import { staffRequest } from './staff-client';

const keys = {
  busyMode: (brand: string) => ['admin', brand, 'busy-mode'] as const,
  audit: (brand: string) => ['admin', brand, 'audit'] as const,
};

/**
 * Busy mode now. Asked again every 30 s: an extension or pause ends by itself, and another member of staff may
 * change it from another screen.
 */
export const useBusyMode = (brand: string) =>
  useQuery({
    queryKey: keys.busyMode(brand),
    queryFn: async () =>
      (await staffRequest<BusyModeResponse>(adminUrl(busyModeRoutes.busyMode, brand), brand)).Data,
    refetchInterval: 30_000,
  });

/** One change of busy mode or capacity; the answer is the new state. */
export type BusyModeChange =
  | { kind: 'extend'; body: BusyExtensionBody }
  | { kind: 'end' }
  | { kind: 'pause'; body: ChannelPauseBody }
  | { kind: 'resume'; channel: BusyChannel }
  | { kind: 'capacity'; capacity: number | null };

function request(change: BusyModeChange): { route: string; body: unknown } {
  switch (change.kind) {
    case 'extend':
      return { route: busyModeRoutes.extension, body: change.body };
    case 'end':
      return { route: busyModeRoutes.endExtension, body: {} };
    case 'pause':
      return { route: busyModeRoutes.pause, body: change.body };
    case 'resume':
      return { route: busyModeRoutes.resume, body: { Channel: change.channel } };
    case 'capacity':
      return { route: busyModeRoutes.slotCapacity, body: { SlotCapacity: change.capacity } };
  }
}

export function useBusyModeChange(brand: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: BusyModeChange): Promise<BusyModeState> => {
      const { route, body } = request(change);
      return (await staffRequest<BusyModeResponse>(adminUrl(route, brand), brand, body)).Data;
    },
    onSuccess: (state) => {
      client.setQueryData(keys.busyMode(brand), state);
      void client.invalidateQueries({ queryKey: keys.audit(brand) });
    },
  });
}
