/**
 * Registers the brand's service worker (`/{brand}/sw.js`, scope `/{brand}/`; ADR 0058), which keeps the shell
 * and the last-seen pages for offline viewing. Only once the page has loaded and the browser is idle: it never
 * competes with the page's own loading. Not in development (Vite serves no worker) nor inside a frame.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || window.self !== window.top) return;
  const brand = location.pathname.split('/')[1] ?? '';
  if (!/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(brand)) return;
  const register = () => {
    const work = () => {
      // No worker (an unknown brand, a build without one): the site works as it did.
      navigator.serviceWorker.register(`/${brand}/sw.js`, { scope: `/${brand}/` }).catch(() => undefined);
    };
    // Safari has no idle callbacks.
    if ('requestIdleCallback' in window) window.requestIdleCallback(work);
    else setTimeout(work, 1);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
