import { expect, test } from './fixtures';

/**
 * Every public page of every demo brand, at both widths: each page the brand's sitemap lists (home, the ordering
 * page, venue, reward and legal pages), one of each kind of item page (a category, a product, a car) and an
 * unknown page. Opening it is the test: the fixtures fail it on any console error (React's hydration errors
 * among them) and on any server-rendered element that hydration removes from `#main` (ADR 0033).
 */
const BRANDS = ['bistro', 'grocer', 'motors', 'parts', 'wholesale'];
/** Item pages are many of a kind: the first of each kind stands for the rest. */
const ITEM_KINDS = [/\/category-products\//, /\/products\/product-details\//, /\/stock-list\/details\//];

for (const brand of BRANDS) {
  test(`every public page of ${brand} opens and hydrates without an error or a lost element @phone`, async ({
    page,
    consoleErrors,
  }) => {
    // The browser reports the unknown page's own 404 as a console error: that one is the page's answer.
    consoleErrors.allow(/status of 404 \(Not Found\) \(http:\/\/[^/]+\/\w+\/no-such-page\)$/);
    const sitemap = await page.request.get(`/${brand}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL(loc!).pathname,
    );
    const fixed = listed.filter((path) => !ITEM_KINDS.some((kind) => kind.test(path)));
    const items = ITEM_KINDS.map((kind) => listed.find((path) => kind.test(path))).filter(
      (path): path is string => path !== undefined,
    );
    expect(fixed).toContain(`/${brand}/home`);
    expect(fixed.length).toBeGreaterThanOrEqual(5);
    const pages = [...fixed, ...items, `/${brand}/no-such-page`];
    let rendered = 0;
    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(path.endsWith('/no-such-page') ? 404 : 200);
      await expect(page.locator('html'), path).toHaveAttribute('data-ready', '');
      await expect(page.locator('main').first(), path).toBeVisible();
      if ((await response?.text())?.includes('data-server-rendered')) rendered++;
    }
    // Most of a brand's public pages arrive rendered; the rest (rewards, table booking) are the browser's.
    expect(rendered, 'pages the server rendered').toBeGreaterThanOrEqual(fixed.length - 3);
  });
}
