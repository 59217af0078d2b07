import { CategoriesResponse, ProductsResponse } from '@storefront/contract/catalog';
import {
  expect,
  expectNoHorizontalOverflow,
  renderedAnswer,
  saveScreenshot,
  seriousA11yViolations,
  test,
} from './fixtures';

// The parts brand's shop opens on its fitment finder: e2e/parts.spec.ts walks it.
for (const brand of ['grocer', 'motors']) {
  test(`the ${brand} shop shows product categories and products from the API @phone`, async ({
    page,
  }, testInfo) => {
    await page.goto(`/${brand}/store`);

    // What the server asked the API for (in-process) and rendered the page with.
    const categories = CategoriesResponse.shape.Data.parse(
      await renderedAnswer(page, 'product-categories', brand),
    );
    const rendered = (await renderedAnswer(page, 'products', brand)) as { pages: unknown[] };
    const products = ProductsResponse.parse(rendered.pages[0]).Data;
    expect(products.length).toBeGreaterThan(0);

    const nav = page.getByRole('navigation', { name: 'Shop categories' });
    await expect(nav.getByRole('link', { name: categories[0]!.CategoryTitle })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('article', { name: products[0]!.ProductTitle })).toBeVisible();

    await expectNoHorizontalOverflow(page);
    await saveScreenshot(page, testInfo, `${brand}-store`);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
