import type { Page } from '@playwright/test';

/**
 * The app keeps the login, the guest's details and tokens, and the order being amended per brand (ADR 0040):
 * under the spec's key (`access_token`, `CustomerId`, `orderId`, …) one JSON object with an entry per brand
 * flavour. These read and write one brand's entries of the page's origin (open a page of it first).
 */
type Area = 'local' | 'session';

export async function setBrandItems(
  page: Page,
  area: Area,
  brand: string,
  items: Record<string, string | number | boolean>,
): Promise<void> {
  await page.evaluate(
    ({ area, brand, items }) => {
      const storage = area === 'local' ? localStorage : sessionStorage;
      for (const [key, value] of Object.entries(items)) {
        const all = JSON.parse(storage.getItem(key) ?? '{}') as Record<string, unknown>;
        storage.setItem(key, JSON.stringify({ ...all, [brand]: value }));
      }
    },
    { area, brand, items },
  );
}

/** One brand's entry of a key (null when it has none). */
export async function brandItem(page: Page, area: Area, brand: string, key: string): Promise<unknown> {
  return page.evaluate(
    ({ area, brand, key }) => {
      const raw = (area === 'local' ? localStorage : sessionStorage).getItem(key);
      const all = raw === null ? {} : (JSON.parse(raw) as Record<string, unknown>);
      return Object.hasOwn(all, brand) ? all[brand] : null;
    },
    { area, brand, key },
  );
}
