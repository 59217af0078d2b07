import { CategoriesResponse, ProductsResponse } from '@storefront/contract/catalog';
import { expect, expectNoHorizontalOverflow, saveScreenshot, seriousA11yViolations, test } from './fixtures';

// The parts brand's shop opens on its fitment finder: e2e/parts.spec.ts walks it.
for (const brand of ['grocer', 'motors']) {
  test(`the ${brand} shop shows product categories and products from the API @phone`, async ({
    page,
  }, testInfo) => {
    const categoriesResponse = page.waitForResponse((r) =>
      r.url().includes(`/api/Category/v1/getCategories/${brand}/Product`),
    );
    const productsResponse = page.waitForResponse((r) =>
      r.url().includes(`/api/Product/v1/getProducts/${brand}`),
    );
    await page.goto(`/${brand}/store`);

    const categoriesAnswer = await categoriesResponse;
    expect(categoriesAnswer.status()).toBe(200);
    const categories = CategoriesResponse.parse(await categoriesAnswer.json()).Data.filter((c) => c.Status);
    const productsAnswer = await productsResponse;
    expect(productsAnswer.status()).toBe(200);
    const products = ProductsResponse.parse(await productsAnswer.json()).Data;
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
