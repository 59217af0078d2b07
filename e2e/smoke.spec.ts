import { CategoriesResponse, RecipesResponse } from '@storefront/contract/catalog';
import { WebCustomerConfig, WebCustomerResponse } from '@storefront/contract/web-customer-config';
import {
  expect,
  expectNoHorizontalOverflow,
  renderedAnswer,
  saveScreenshot,
  seriousA11yViolations,
  test,
} from './fixtures';

test('the bare address lands on the bistro home page @phone', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/bistro\/home$/);

  // The server rendered the page with the brand's configuration, and hands it to the browser with the page:
  // the same body getBrandInfo answers.
  const config = WebCustomerConfig.parse(await renderedAnswer(page, 'brand-info', 'bistro'));
  const response = await page.request.get('/api/Brand/getBrandInfo/bistro/WebCustomer');
  expect(response.status()).toBe(200);
  expect(WebCustomerResponse.parse(await response.json()).Data).toEqual(config);
  const brandName = config.BrandData.BrandName;

  await expect(page.getByRole('heading', { level: 1, name: brandName })).toBeVisible();
  await expect(page).toHaveTitle(brandName);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, testInfo, 'home');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the bistro menu shows categories and dishes from the API @phone', async ({ page }, testInfo) => {
  await page.goto('/bistro/menu');

  // The server asked the API for the categories and the first one's dishes (in-process) and rendered them.
  const categories = CategoriesResponse.shape.Data.parse(
    await renderedAnswer(page, 'recipe-categories', 'bistro'),
  );
  expect(categories.length).toBeGreaterThan(0);
  const rendered = (await renderedAnswer(page, 'recipes', 'bistro')) as { pages: unknown[] };
  const recipes = RecipesResponse.parse(rendered.pages[0]).Data;
  expect(recipes.length).toBeGreaterThan(0);

  const nav = page.getByRole('navigation', { name: 'Menu categories' });
  for (const category of categories.slice(0, 3)) {
    await expect(nav.getByRole('link', { name: category.CategoryTitle })).toBeAttached();
  }
  await expect(nav.getByRole('link', { name: categories[0]!.CategoryTitle })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { level: 2, name: categories[0]!.CategoryTitle })).toBeVisible();

  const first = recipes[0]!;
  const card = page.getByRole('article', { name: first.RecipeTitle });
  await expect(card).toBeVisible();
  await expect(card).toContainText(
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(first.RecipePrice),
  );

  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, testInfo, 'menu');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The next category's dishes come from the API in the browser.
  if (categories.length > 1) {
    const second = categories[1]!;
    const nextRecipes = page.waitForResponse((r) => r.url().includes('/api/Recipe/v1/getRecipes/bistro'));
    await nav.getByRole('link', { name: second.CategoryTitle }).click();
    expect((await nextRecipes).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`catId=${second.CategoryId}`));
    await expect(page.getByRole('heading', { level: 2, name: second.CategoryTitle })).toBeVisible();
  }
});
