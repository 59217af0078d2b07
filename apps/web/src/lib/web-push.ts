import { useCallback, useEffect, useState } from 'react';
import type { PushPublicKeyResponse, PushSubscriptionBody } from '@storefront/contract/push';
import { pushUrl } from '@storefront/contract/push-paths';
import { ApiError, NetworkError, OfflineError, apiRequest } from './api-client';
import { errorMessage } from './error-message';
import { pushAvailability } from './push-support';

/**
 * A browser's push subscription for one brand: made through the brand's service worker (`/{brand}/sw.js`,
 * whose scope is the brand's pages) with the server's VAPID key, and handed to the server for an order
 * (customers) or for new orders (staff). The worker shows what arrives (apps/web/src/service-worker/push.ts).
 */

/** Where the server keeps the subscription: one order's, or a member of staff's. Each answers `Subscribed`. */
export interface PushTarget {
  subscribe(body: PushSubscriptionBody): Promise<boolean>;
  unsubscribe(endpoint: string): Promise<boolean>;
  state(endpoint: string): Promise<boolean>;
}

export type PushState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

/** What a failure of the browser's own (no worker, a push service refusing) is told as. */
const BROWSER_FAILED = 'This browser could not turn notifications on. Please try again later.';

/** The worker's wait: a brand without a built worker never has one ready. */
const WORKER_WAIT_MS = 10_000;

/** The VAPID key as the bytes `applicationServerKey` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/** The brand's worker, registered now if the page has not done it yet (it does so once idle), once active. */
async function brandWorker(brand: string): Promise<ServiceWorkerRegistration> {
  const scope = `/${brand}/`;
  if (!(await navigator.serviceWorker.getRegistration(scope)))
    await navigator.serviceWorker.register(`/${brand}/sw.js`, { scope });
  let timer = 0;
  const late = new Promise<never>((_, reject) => {
    timer = window.setTimeout(() => reject(new Error('The service worker did not start')), WORKER_WAIT_MS);
  });
  return Promise.race([navigator.serviceWorker.ready, late]).finally(() => window.clearTimeout(timer));
}

async function publicKey(): Promise<string> {
  return (await apiRequest<PushPublicKeyResponse>(pushUrl.publicKey())).Data.PublicKey;
}

/** The browser's subscription with this key; one made with another key (the server's changed) is replaced. */
async function browserSubscription(registration: ServiceWorkerRegistration, key: string) {
  const bytes = keyBytes(key);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    const used = existing.options.applicationServerKey;
    if (used && sameBytes(new Uint8Array(used), bytes)) return existing;
    await existing.unsubscribe();
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes });
}

function bodyOf(subscription: PushSubscription): PushSubscriptionBody {
  const keys = subscription.toJSON().keys ?? {};
  return { Endpoint: subscription.endpoint, Keys: { P256dh: keys.p256dh ?? '', Auth: keys.auth ?? '' } };
}

/** The browser's current subscription for the brand, if it has one. */
async function currentSubscription(brand: string): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(`/${brand}/`);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Where things stand when the page opens, asking the server only when the browser has a subscription. */
async function stateNow(brand: string, target: PushTarget): Promise<PushState> {
  const availability = pushAvailability();
  if (availability !== 'available') return availability;
  if (Notification.permission !== 'granted') return 'off';
  const subscription = await currentSubscription(brand);
  return subscription && (await target.state(subscription.endpoint)) ? 'on' : 'off';
}

/**
 * A switch for push notifications: where it stands, and turning it on (which must run in a click: the
 * browser asks the visitor's permission) or off (the server forgets this browser for the target; the
 * browser keeps its subscription, which other orders may use).
 */
export function usePushSwitch(brand: string, target: PushTarget) {
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    stateNow(brand, target).then(
      (now) => live && setState(now),
      () => live && setState('off'),
    );
    return () => {
      live = false;
    };
  }, [brand, target]);

  const run = useCallback(async (work: () => Promise<PushState>) => {
    setBusy(true);
    setError(null);
    try {
      setState(await work());
    } catch (failure) {
      const answered =
        failure instanceof ApiError || failure instanceof NetworkError || failure instanceof OfflineError;
      setError(answered ? errorMessage(failure) : BROWSER_FAILED);
    } finally {
      setBusy(false);
    }
  }, []);

  const turnOn = useCallback(
    () =>
      run(async () => {
        const permission = await Notification.requestPermission();
        if (permission === 'denied') return 'blocked';
        if (permission !== 'granted') return 'off';
        const [registration, key] = await Promise.all([brandWorker(brand), publicKey()]);
        return (await target.subscribe(bodyOf(await browserSubscription(registration, key)))) ? 'on' : 'off';
      }),
    [brand, target, run],
  );

  const turnOff = useCallback(
    () =>
      run(async () => {
        const subscription = await currentSubscription(brand);
        if (subscription) await target.unsubscribe(subscription.endpoint);
        return 'off';
      }),
    [brand, target, run],
  );

  return { state, busy, error, turnOn, turnOff };
}
export type PushSwitch = ReturnType<typeof usePushSwitch>;
