import { useSyncExternalStore } from 'react';
import type { DeliveryType } from '@storefront/domain/delivery-type';
import { local, subscribeStorage } from './storage';

/**
 * The delivery type (spec §4): chosen in the delivery-type popup, stored locally under deliveryType and
 * published to every screen (and tab) through the storage subscription. The app clears it at start
 * (app/routes/brand-layout.tsx), so each visit asks afresh.
 */

export function readDeliveryType(): DeliveryType | null {
  return local.get('deliveryType');
}

export function chooseDeliveryType(type: DeliveryType): void {
  local.set('deliveryType', type);
}

/** The chosen delivery type, or null when none is chosen yet; live across screens and tabs. */
export function useDeliveryType(): DeliveryType | null {
  return useSyncExternalStore(subscribeStorage, readDeliveryType, () => null);
}
