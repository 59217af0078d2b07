import { useSyncExternalStore } from 'react';

/**
 * Whether this browser can be sent push notifications, and whether the visitor has refused them for the site.
 * Small on purpose: a page asks before it loads the push control's code (components/push).
 */
export function pushAvailability(): 'unsupported' | 'blocked' | 'available' {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  )
    return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'available';
}

const unchanging = () => () => undefined;

/** Whether to offer notifications: never on the server, so a server-rendered page and its hydration agree. */
export function usePushOffered(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => pushAvailability() === 'available',
    () => false,
  );
}
