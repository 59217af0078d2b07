import type { Page } from '@playwright/test';

/**
 * The anti-forgery token a state-changing call sends back (ADR 0004), as the app gets it: asked for when the
 * context has none yet (server-rendered pages are the same bytes for everyone and set no cookie).
 */
export async function xsrfToken(page: Page): Promise<string> {
  await page.request.get('/api/antiforgery/token');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return decodeURIComponent(cookie?.value ?? '');
}
