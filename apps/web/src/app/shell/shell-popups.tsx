import { memo, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { lazyWithPreload } from '../../components/ui/lazy';
import { messages } from '../../lib/messages';
import { local } from '../../lib/storage';

const WelcomeDialog = lazyWithPreload(() => import('./welcome-dialog'));
const LostConnectionDialog = lazyWithPreload(() => import('./lost-connection-dialog'));

/** The brands whose welcome message was closed during this visit (lib/visit.ts forgets them with it). */
const closedBrands = (): string[] => local.get('welcomeMessageClosed') ?? [];

/** Closed in this page's life: also when storage is blocked. */
const closedNow = new Set<string>();

function rememberClosed(brand: string): void {
  closedNow.add(brand);
  local.set('welcomeMessageClosed', [...new Set([...closedBrands(), brand])]);
}

const closedListeners = new Set<() => void>();
function subscribeClosed(onChange: () => void): () => void {
  closedListeners.add(onChange);
  return () => closedListeners.delete(onChange);
}

/**
 * The welcome message (spec §4: closed by setting it disabled). Closing disables it for this brand for the
 * rest of the visit. It is part of the first view: the server renders it open (ADR 0033), so its picture is the
 * page's first paint rather than a late one. The server knows nothing of this visit's storage: the page's head
 * script shows the server's dialog only when this visit has not closed it (ssr/document.ts), and once hydrated
 * it is this component's to show or not. Memoised: the dialog's code may arrive after the page is hydrated, and a
 * render of its boundary before then (the shell re-renders once hydrated) would replace the server's dialog
 * instead of hydrating it.
 */
export const WelcomeMessage = memo(function WelcomeMessage({
  brand,
  config,
}: {
  brand: string;
  config: WebCustomerConfig;
}) {
  const welcome = config.WelcomeMessage;
  const closed = useSyncExternalStore(
    subscribeClosed,
    () => closedNow.has(brand) || closedBrands().includes(brand),
    () => false,
  );
  if (!welcome?.Enabled || closed) return null;
  const close = (open: boolean) => {
    if (open) return;
    rememberClosed(brand);
    closedListeners.forEach((listener) => listener());
  };
  return (
    <Suspense fallback={null}>
      <WelcomeDialog welcome={welcome} open onOpenChange={close} />
    </Suspense>
  );
});

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * The lost-connection notice (spec §4): blocks the page while the browser is offline and reloads the page
 * when the connection returns, so every part of it is fresh again.
 */
export function LostConnection() {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const [loaded, setLoaded] = useState(false);
  const wasOffline = useRef(false);

  // Fetch the notice's code while the network is still there: after the visitor's first interaction, so it
  // stays out of what the page loads on its own (the bundle budget).
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
    const load = () => {
      events.forEach((event) => window.removeEventListener(event, load));
      void LostConnectionDialog.preload().then(setLoaded);
    };
    events.forEach((event) => window.addEventListener(event, load, { passive: true }));
    return () => events.forEach((event) => window.removeEventListener(event, load));
  }, []);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) window.location.reload();
  }, [online]);

  if (online) return null;
  if (!loaded) {
    // The code could not be fetched in time: the same blocking notice, without Radix around it (nothing in it
    // takes focus, so there is nothing to trap).
    return (
      <div
        className="lost-connection-fallback"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="lost-connection-title"
        aria-describedby="lost-connection-text"
      >
        <div className="lost-connection-fallback__card">
          <h2 id="lost-connection-title">No internet connection</h2>
          <p id="lost-connection-text">{messages.lostConnection}</p>
        </div>
      </div>
    );
  }
  return (
    <Suspense fallback={null}>
      <LostConnectionDialog />
    </Suspense>
  );
}
