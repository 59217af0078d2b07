import { useMemo } from 'react';
import type { PushStateResponse, PushSubscriptionBody } from '@storefront/contract/push';
import { pushUrl } from '@storefront/contract/push-paths';
import { apiRequest } from '../../lib/api-client';
import { usePushSwitch, type PushTarget } from '../../lib/web-push';
import { PushSwitch } from './push-switch';

const WORDS = { turnOn: 'Get updates on this phone', on: 'Updates on this phone are on' };

/**
 * "Get updates on this phone" on an order's page: this browser is told when the order is accepted, ready, out
 * for delivery or cancelled, even with the page closed. The calls carry the page's own session (the customer's,
 * or the guest session that placed the order), which the server checks owns the order. Loaded only where the
 * browser can be sent notifications.
 */
export function OrderPushControl({ brand, orderId }: { brand: string; orderId: number }) {
  const target = useMemo<PushTarget>(() => {
    const call = async (action: 'subscribe' | 'unsubscribe' | 'state', body: object) =>
      (await apiRequest<PushStateResponse>(pushUrl.order(orderId, action), { method: 'POST', body })).Data
        .Subscribed;
    return {
      subscribe: (body: PushSubscriptionBody) => call('subscribe', body),
      unsubscribe: (Endpoint) => call('unsubscribe', { Endpoint }),
      state: (Endpoint) => call('state', { Endpoint }),
    };
  }, [orderId]);
  return <PushSwitch words={WORDS} push={usePushSwitch(brand, target)} className="push-switch--page" />;
}
