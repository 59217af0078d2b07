import { useMemo } from 'react';
import type { PushStateResponse, PushSubscriptionBody } from '@storefront/contract/push';
import { pushUrl } from '@storefront/contract/push-paths';
import { PushSwitch } from '../../components/push/push-switch';
import { buttonClass } from '../../components/ui/button';
import { usePushOffered } from '../../lib/push-support';
import { usePushSwitch, type PushTarget } from '../../lib/web-push';
import { staffRequest } from '../api/staff-client';
import { unlockSound } from '../utils/beep';

const WORDS = { turnOn: 'Notify me of new orders', on: 'New orders notify this device' };

/**
 * "Notify me of new orders" on the board: this browser is told of each new order of the brand (of the
 * member's branch, when they work at one), even with the board closed. The press is also the gesture the
 * browser needs before it lets the board sound its new-order beep, so sound comes on with it (`onSound`).
 */
function NewOrderPush({ brand, onSound }: { brand: string; onSound: (on: boolean) => void }) {
  const offered = usePushOffered();
  const target = useMemo<PushTarget>(() => {
    const call = async (action: 'subscribe' | 'unsubscribe' | 'state', body: object) =>
      (await staffRequest<PushStateResponse>(pushUrl.staff(brand, action), brand, body)).Data.Subscribed;
    return {
      subscribe: (body: PushSubscriptionBody) => call('subscribe', body),
      unsubscribe: (Endpoint) => call('unsubscribe', { Endpoint }),
      state: (Endpoint) => call('state', { Endpoint }),
    };
  }, [brand]);
  const push = usePushSwitch(brand, target);
  if (!offered) return null;
  const turnOn = async () => {
    // Sound first, while the click still counts as the visitor's gesture.
    const sound = unlockSound().then(onSound);
    await push.turnOn();
    await sound;
  };
  return <PushSwitch words={WORDS} push={{ ...push, turnOn }} />;
}

/**
 * How the board makes staff hear of new orders: its beep while it is open (browsers play sound only after a
 * click on the page: "Turn sound on") and push notifications to this device.
 */
export function NewOrderAlerts({
  brand,
  sound,
  onSound,
}: {
  brand: string;
  sound: boolean;
  onSound: (on: boolean) => void;
}) {
  return (
    <>
      <button
        type="button"
        className={buttonClass(sound ? 'secondary' : 'outline')}
        aria-pressed={sound}
        onClick={() => void unlockSound().then(onSound)}
      >
        {sound ? 'Sound on' : 'Turn sound on'}
      </button>
      <NewOrderPush brand={brand} onSound={onSound} />
    </>
  );
}
