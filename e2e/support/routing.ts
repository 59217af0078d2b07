import { expect, type Page } from '@playwright/test';
import { brandItem, setBrandItems } from './brand-storage';

/** The three visitor states of spec §4, as the guards see them. */
export type Visitor = 'anonymous' | 'guest' | 'customer';

const DEMO = { username: 'demo@example.com', password: 'demo-password' } as const;

/** Storage belongs to the origin: open a page of it first (one with no guard), then set the storage. */
const FIRST_PAGE = (brand: string) => `/${brand}/privacy-policy`;

/**
 * Puts the browser in a visitor state before the app starts: a guest holds only a session access token; a
 * customer logs in for real (`POST /Token`, password grant, BrandFlavor header; the refresh cookie lands in
 * the context) and stores the access token and customer id as the login page does, as the brand's own.
 */
export async function becomeVisitor(page: Page, visitor: Visitor, brand = 'bistro'): Promise<void> {
  await page.goto(FIRST_PAGE(brand));
  await expect(page.getByRole('main')).toBeVisible();
  if (visitor === 'guest') {
    await setBrandItems(page, 'session', brand, { access_token: 'guest-session-token' });
  }
  if (visitor === 'customer') {
    const response = await page.request.post('/Token', {
      form: { grant_type: 'password', ...DEMO },
      headers: { BrandFlavor: brand },
    });
    expect(response.status(), await response.text()).toBe(200);
    const tokens = (await response.json()) as { access_token: string; CustomerId: number };
    await setBrandItems(page, 'local', brand, {
      access_token: tokens.access_token,
      CustomerId: tokens.CustomerId,
      CustomerFirstName: 'Demo',
      CustomerLastName: 'Customer',
    });
  }
}

/** Sets a brand's session storage entries (open a page of the origin first, e.g. with becomeVisitor). */
export async function setSessionItems(
  page: Page,
  items: Record<string, string>,
  brand = 'bistro',
): Promise<void> {
  await setBrandItems(page, 'session', brand, items);
}

/** A brand's session storage entry. */
export async function sessionItem(page: Page, key: string, brand = 'bistro'): Promise<unknown> {
  return brandItem(page, 'session', brand, key);
}

export async function localItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

/** The page's main heading once the page has rendered. */
export function mainHeading(page: Page, name: string | RegExp) {
  return page.getByRole('main').getByRole('heading', { level: 1, name, exact: typeof name === 'string' });
}

/** The path and query of the page's address, e.g. `/bistro/login?guest=false`. */
export function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/**
 * Navigates inside the app without reloading it, as a link would: React Router picks up the history entry on
 * the `popstate` event and runs the route's loaders.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Makes the next page load of this tab come half an hour after the site was last in front (apps/web/src/lib/
 * visit.ts): it starts a new visit, which forgets the delivery type and shows the welcome message again.
 */
export async function startNewVisit(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2eVisitBackdated')) return;
    sessionStorage.setItem('e2eVisitBackdated', '1');
    localStorage.setItem('visitSeenAt', String(Date.now() - 31 * 60_000));
  });
}
