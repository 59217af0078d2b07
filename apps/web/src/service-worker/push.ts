/// <reference lib="webworker" />
import type { PushMessage } from '@storefront/contract/push';

/*
 * Push notifications (issue 35): the server's messages (an order's progress for its customer, a new order for
 * staff; apps/api/src/modules/push) shown as notifications, and a tap on one opening the page it names. Part
 * of the brand's service worker (worker.ts), so a message reaches the browser with every tab closed.
 */

declare const self: ServiceWorkerGlobalScope;

const scope = () => new URL(self.registration.scope);

/** The message, when it is one of ours: its words, and a page of this brand to open (never elsewhere). */
function messageOf(event: PushEvent): PushMessage | null {
  let data: unknown;
  try {
    data = event.data?.json();
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string' || typeof tag !== 'string') return null;
  const page = typeof url === 'string' ? new URL(url, scope()) : null;
  const inScope = page && page.origin === scope().origin && page.pathname.startsWith(scope().pathname);
  return { title, body, tag, url: inScope ? page.href : scope().href };
}

/** A window of ours showing the page now, in front: it hears the news itself (live updates, the board's beep). */
async function shownAlready(url: string): Promise<boolean> {
  const windows = await self.clients.matchAll({ type: 'window' });
  return windows.some(
    (client) =>
      client.focused &&
      client.visibilityState === 'visible' &&
      new URL(client.url).pathname === new URL(url).pathname,
  );
}

/** The brand's 192 px icon, as its manifest names it (the name holds a hash); none when it cannot be read. */
async function brandIcon(): Promise<string | undefined> {
  try {
    const answer = await fetch(new URL('manifest.webmanifest', scope()), {
      signal: AbortSignal.timeout(3000),
    });
    const manifest = (await answer.json()) as { icons?: { src?: unknown; sizes?: unknown }[] };
    const icon = manifest.icons?.find((i) => i.sizes === '192x192' && typeof i.src === 'string');
    return icon ? new URL(icon.src as string, scope()).href : undefined;
  } catch {
    return undefined;
  }
}

self.addEventListener('push', (event) => {
  const message = messageOf(event);
  if (!message) return;
  event.waitUntil(
    (async () => {
      if (await shownAlready(message.url)) return;
      await self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        data: { url: message.url },
        icon: await brandIcon(),
      });
    })(),
  );
});

/** Brings a window already on the page to the front, or opens it. */
async function openPage(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).pathname === new URL(url).pathname);
  if (open) await open.focus();
  else await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url } = (event.notification.data ?? {}) as { url?: unknown };
  event.waitUntil(openPage(typeof url === 'string' ? url : scope().href));
});
