import { test as base, expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { createRequire } from 'node:module';
import { setBrandItems } from './support/brand-storage';
import type { Account } from './account-helpers';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

export interface ConsoleErrors {
  /** Declares an error the test provokes on purpose (e.g. the browser logging an expected 404). */
  allow(pattern: RegExp): void;
}

/**
 * Prepares a page as every spec's `page` is: the welcome message and the cookie question answered unless asked
 * for, and each navigation by address waiting until a server-rendered page is hydrated. A spec that opens a
 * second browser context (a customer beside the back office) prepares its page with this too.
 */
export async function preparePage(
  page: Page,
  {
    showWelcome = false,
    showConsent = false,
    javaScriptEnabled = true,
  }: { showWelcome?: boolean; showConsent?: boolean; javaScriptEnabled?: boolean } = {},
): Promise<Page> {
  if (!showConsent) {
    await page.addInitScript(
      ([key, brands]) => {
        try {
          if (!localStorage.getItem(key))
            localStorage.setItem(key, JSON.stringify(Object.fromEntries(brands.map((b) => [b, 'declined']))));
        } catch {
          /* storage blocked */
        }
      },
      [CONSENT_KEY, ALL_BRANDS] as const,
    );
  }
  if (!showWelcome) {
    await page.addInitScript(
      ([key, brands]) => {
        try {
          // Closed in a visit that is still going on (apps/web/src/lib/visit.ts).
          if (!localStorage.getItem(key)) {
            localStorage.setItem(key, JSON.stringify(brands));
            localStorage.setItem('visitSeenAt', String(Date.now()));
          }
        } catch {
          /* storage blocked: nothing to pre-close */
        }
      },
      [WELCOME_CLOSED_KEY, ALL_BRANDS] as const,
    );
  }
  // Hydration takes the server's markup over as it is (ADR 0033): an element removed from a server-rendered
  // page's content (#main) before the page is ready means React threw that markup away and rendered it again.
  // Reported as a console error, which fails the test (`consoleErrors` below). The shell around it may change
  // once hydrated (a welcome message the visitor closed earlier goes).
  await page.addInitScript(() => {
    const removed: string[] = [];
    const observer = new MutationObserver((records) => {
      const root = document.getElementById('root');
      if (!root) return;
      const stop = () => {
        observer.disconnect();
        if (removed.length > 0)
          console.error(`hydration removed server-rendered markup: ${removed.slice(0, 5).join(', ')}`);
      };
      if (!root.hasAttribute('data-server-rendered')) return stop();
      for (const record of records) {
        if (record.type === 'attributes') return stop();
        if (record.target instanceof Element && record.target.closest('#main'))
          for (const node of record.removedNodes)
            if (node instanceof Element) removed.push(`${node.tagName.toLowerCase()}.${node.className}`);
      }
    });
    observer.observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-ready'],
    });
  });
  // A server-rendered page shows before its code runs: its buttons work once it is hydrated, which the app
  // marks with <html data-ready>. Every navigation by address waits for that, as a person waits for a page.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // Without JavaScript there is nothing to wait for: the server's page is the page.
    if (!javaScriptEnabled) return response;
    await page
      .waitForFunction(
        () =>
          !document.getElementById('root')?.hasAttribute('data-server-rendered') ||
          document.documentElement.hasAttribute('data-ready'),
        undefined,
        { timeout: 15_000 },
      )
      // A test that navigates away (or expects an error page) goes on; its own checks say what is wrong.
      .catch(() => undefined);
    return response;
  };
  return page;
}

/** A page in a new browser context of its own (another visitor), prepared as the specs' own page is. */
export async function newVisitorPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  return preparePage(await context.newPage());
}

/**
 * Every spec fails on a console error or an uncaught exception in the page (GUIDE: a test that logs an
 * unexpected console.error fails).
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors; showWelcome: boolean; showConsent: boolean }>(
  {
    /**
     * The welcome message is a modal that opens shortly after a brand's first page: it would cover what most
     * specs click. It starts closed unless a spec opts in with `test.use({ showWelcome: true })`.
     */
    showWelcome: [false, { option: true }],
    /**
     * Likewise the cookie question of brands with ad tracking (it floats over the page's foot): answered 'no'
     * unless a spec opts in with `test.use({ showConsent: true })`.
     */
    showConsent: [false, { option: true }],
    page: async ({ page, showWelcome, showConsent, javaScriptEnabled }, use) => {
      await preparePage(page, { showWelcome, showConsent, javaScriptEnabled });
      await use(page);
    },
    consoleErrors: [
      async ({ page }, use) => {
        const errors: string[] = [];
        const allowed: RegExp[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error')
            errors.push(`console.error: ${message.text()} (${message.location().url})`);
        });
        page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
        await use({ allow: (pattern) => allowed.push(pattern) });
        const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
        expect(unexpected, 'the page logged errors').toEqual([]);
      },
      { auto: true },
    ],
  },
);

export { expect };

/** The demo brands (data/brands) and the test brands (e2e/brands). */
export const DEMO_BRANDS = ['bistro', 'grocer', 'wholesale', 'motors', 'parts'] as const;
export const TEST_BRANDS = ['flags-off', 'distributor'] as const;
const ALL_BRANDS: readonly string[] = [...DEMO_BRANDS, ...TEST_BRANDS];
/** localStorage key of the brands whose welcome message was closed this visit (apps/web/src/app/shell/shell-popups.tsx). */
const WELCOME_CLOSED_KEY = 'welcomeMessageClosed';
/** localStorage key of the visitor's tracking answers (apps/web/src/features/tracking/consent.ts). */
const CONSENT_KEY = 'trackingConsent';

/**
 * The seeded demo customer of the demo brands (data/brands/*.json) and of the distributor test brand, shared by
 * every spec running at once: a test that signs out (which signs the customer out everywhere) must log in with an
 * account of its own.
 */
export const DEMO_CUSTOMER: Account = {
  email: 'demo@example.com',
  password: 'demo-password',
  first: 'Demo',
  last: 'Customer',
};

/**
 * Logs in for real (`POST /Token`, password grant) and stores the session the way the app's own login does
 * (lib/session.ts reads the brand's access_token, CustomerId and the customer's names from localStorage, one
 * entry per brand). Navigate afterwards: the next page load starts logged in at that brand.
 */
export async function logIn(page: Page, brand: string, account: Account = DEMO_CUSTOMER) {
  const response = await page.request.post('/Token', {
    form: { grant_type: 'password', username: account.email, password: account.password },
    headers: { BrandFlavor: brand },
  });
  expect(response.status(), await response.text()).toBe(200);
  const token = (await response.json()) as { access_token: string; CustomerId: number };
  // Storage belongs to the origin: open a page of it first, then store the session as the login would. The
  // health check is the origin's cheapest page (a storefront page would boot the whole app for nothing).
  await page.goto('/healthz');
  await setBrandItems(page, 'local', brand, {
    access_token: token.access_token,
    CustomerId: token.CustomerId,
    username: account.email,
    CustomerFirstName: account.first,
    CustomerLastName: account.last,
  });
  return token;
}

/** Runs axe-core on the page and returns the serious and critical WCAG A/AA violations. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
}

/** Saves a full-page screenshot as e2e/screenshots/{project}-{name}.png (git-ignored) for a human to look at. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}-${name}.png`, fullPage: true });
}

/** Nothing may stick out sideways: a page wider than the viewport scrolls horizontally on phones. */
export async function expectNoHorizontalOverflow(page: Page) {
  // Compare with the configured viewport: mobile emulation widens the layout viewport to fit the content.
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(page.viewportSize()?.width ?? Infinity);
}

/**
 * Makes this page's documents render in the browser, as they do without server rendering (ADR 0033): for tests
 * of what the app itself does with an API answer the test rewrites (hostile HTML, failures, huge lists). The
 * server's markup stays in the document until the app's first render replaces it.
 */
export async function renderInBrowser(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace('<div id="root" data-server-rendered>', '<div id="root">');
    await route.fulfill({ response, body: html });
  });
}

interface DehydratedQueries {
  queries: { queryKey: unknown[]; state: { data: unknown } }[];
}

/**
 * An answer a server-rendered page was rendered with (its `#server-state`, the API's answers the server asked
 * for in-process), found by the start of its query key: what the page shows must be that.
 */
export async function renderedAnswer(page: Page, ...keyStart: unknown[]): Promise<unknown> {
  const text = await page.locator('script#server-state').textContent();
  const state = JSON.parse(text ?? 'null') as DehydratedQueries | null;
  const query = state?.queries.find((q) => keyStart.every((part, i) => q.queryKey[i] === part));
  if (!query) throw new Error(`the page was not rendered with a query ${JSON.stringify(keyStart)}`);
  return query.state.data;
}
