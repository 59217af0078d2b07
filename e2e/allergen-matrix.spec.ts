import type { Page } from '@playwright/test';
import type { CategoriesResponse, Recipe, RecipesResponse } from '@storefront/contract/catalog';
import { ALLERGENS } from '@storefront/domain/food-info';
import { listedFoodInfo } from '@storefront/domain/food-listing';
import { expect, expectNoHorizontalOverflow, saveScreenshot, seriousA11yViolations, test } from './fixtures';
import { xsrfToken } from './support/xsrf';

/**
 * The allergen matrix (issue 34, `/{brand}/allergens`): every dish the menu lists, counted as the menu lists it
 * (with its Default extras), checked against the catalogue's own answers rather than against dishes written
 * here, so the spec holds as the demo menu changes. At desktop and phone widths (`@phone`).
 */

/** The menu as the menu page reads it: categories open for ordering, and every dish, in order. */
async function catalogue(page: Page, brand: string) {
  const headers = { BrandFlavor: brand, 'X-XSRF-TOKEN': await xsrfToken(page) };
  const categories = (
    (await (
      await page.request.post(`/api/Category/v1/getCategories/${brand}/Recipe`, {
        headers,
        data: { OnlineOrderingEnabledCategory: true },
      })
    ).json()) as CategoriesResponse
  ).Data.filter((category) => category.Status);
  const recipes: Recipe[] = [];
  for (let total = Infinity; recipes.length < total;) {
    const answer = (await (
      await page.request.post(`/api/Recipe/v1/getRecipes/${brand}`, {
        headers,
        data: { Offset: recipes.length, Limit: 200 },
      })
    ).json()) as RecipesResponse;
    recipes.push(...answer.Data);
    total = answer.Data.length > 0 ? answer.Total : 0;
  }
  return categories.map((category) => ({
    title: category.CategoryTitle,
    dishes: recipes.filter((recipe) => recipe.CategoryId === category.CategoryId),
  }));
}

interface ShownRow {
  title: string;
  category: boolean;
  /** Each cell's text after the row's heading. */
  cells: string[];
}

/** The table's rows as shown: category rows, and each dish with the words of its cells. */
async function shownRows(page: Page): Promise<ShownRow[]> {
  return page.locator('table.allergen-matrix tbody tr').evaluateAll((rows) =>
    rows.map((row) => ({
      title: row.querySelector('th')?.textContent?.trim() ?? '',
      category: row.querySelector('th[scope="rowgroup"]') !== null,
      cells: [...row.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? ''),
    })),
  );
}

test('every dish of the menu, as listed with its default extras, in the menu’s order @phone', async ({
  page,
}, testInfo) => {
  const sections = (await catalogue(page, 'bistro')).filter((section) => section.dishes.length > 0);
  await page.goto('/bistro/allergens');
  await expect(page).toHaveTitle('Allergens · Copperleaf Bistro');
  await expect(page.getByRole('heading', { level: 1, name: 'Allergens' })).toBeVisible();
  const table = page.getByRole('table', { name: /Allergens in each dish at Copperleaf Bistro/ });
  await expect(table).toBeVisible();
  for (const allergen of ALLERGENS)
    await expect(table.getByRole('columnheader', { name: allergen.title, exact: true })).toBeVisible();

  const rows = await shownRows(page);
  expect(rows.map((row) => row.title)).toEqual(
    sections.flatMap((section) => [section.title, ...section.dishes.map((dish) => dish.RecipeTitle)]),
  );
  const dishes = sections.flatMap((section) => section.dishes);
  const dishRows = rows.filter((row) => !row.category);
  let declared = 0;
  dishes.forEach((dish, i) => {
    const row = dishRows[i]!;
    const listed = listedFoodInfo(dish.FoodInfo, dish.RecipeExtraObject);
    if (!listed) {
      expect(row.cells, dish.RecipeTitle).toEqual(['Not declared — ask us']);
      return;
    }
    declared++;
    const contains = ALLERGENS.filter((_, column) => row.cells[column] === '●contains').map((a) => a.code);
    const mayContain = ALLERGENS.filter((_, column) => row.cells[column] === '◐may contain').map(
      (a) => a.code,
    );
    expect(contains, `${dish.RecipeTitle} contains`).toEqual(listed.Contains);
    expect(mayContain, `${dish.RecipeTitle} may contain`).toEqual(listed.MayContain);
    const kcal = row.cells[ALLERGENS.length + 1] ?? '';
    if (listed.Kcal === null) expect(kcal).toBe('Not given');
    else expect(kcal).toMatch(new RegExp(`^${listed.KcalFrom ? 'from ' : ''}${listed.Kcal} kcal`));
  });
  testInfo.annotations.push({ type: 'declared dishes', description: `${declared} of ${dishes.length}` });
  await expect(page.getByText('Adults need around 2000 kcal a day')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Extras and choices' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'allergen-matrix');
});

test('the demo’s wings are listed with the peanut satay they come with; the toffee pudding may contain tree nuts', async ({
  page,
}) => {
  await page.goto('/bistro/allergens');
  const rows = await shownRows(page);
  const marked = (title: string, mark: string) => {
    const row = rows.find((candidate) => candidate.title === title);
    return ALLERGENS.filter((_, column) => row?.cells[column] === mark).map((a) => a.title);
  };
  // The wings declare celery; the satay dip chosen by default brings peanuts and soya.
  expect(marked('Sticky Chicken Wings', '●contains')).toEqual(['Celery', 'Peanuts', 'Soya']);
  expect(marked('Sticky Toffee Pudding', '◐may contain')).toEqual(['Tree nuts']);
  const extras = page.getByRole('region', { name: 'Extras and choices' });
  await expect(extras.getByRole('listitem').filter({ hasText: /^Sticky Chicken Wings/ })).toBeVisible();
});

test('has no serious accessibility violations, and scrolls inside its own box on a phone @phone', async ({
  page,
}) => {
  await page.goto('/bistro/allergens');
  await expect(page.getByRole('table')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await expectNoHorizontalOverflow(page);
  const scroller = page.getByRole('region', { name: /Allergens in each dish/ });
  const { clientWidth, scrollWidth } = await scroller.evaluate((box) => ({
    clientWidth: box.clientWidth,
    scrollWidth: box.scrollWidth,
  }));
  const phone = (page.viewportSize()?.width ?? 0) < 500;
  if (phone) expect(scrollWidth).toBeGreaterThan(clientWidth);
  // Scrolled to its far side, the dishes' column stays in view.
  await scroller.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  const first = page.locator('table.allergen-matrix tbody th[scope="row"]').first();
  const [box, cell] = await Promise.all([scroller.boundingBox(), first.boundingBox()]);
  expect(Math.abs((cell?.x ?? -1) - (box?.x ?? 0))).toBeLessThan(2);
});

test('prints on A4 landscape without the site’s header and footers', async ({ page }) => {
  await page.goto('/bistro/allergens');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.allergens-footer')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('table')).toBeVisible();
  const pdf = await page.pdf({ preferCSSPageSize: true });
  // A4 landscape: 842 × 595 points.
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  expect(Math.round(Number(box?.[1]))).toBe(842);
  expect(Math.round(Number(box?.[2]))).toBe(595);
});

test('the allergens footer links to the matrix, and a car dealer has none', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/bistro/menu');
  await page.getByRole('link', { name: 'See every dish’s allergens' }).click();
  await expect(page).toHaveURL(/\/bistro\/allergens$/);
  await expect(page.getByRole('table')).toBeVisible();
  // On the matrix itself the footer does not link to it again.
  await expect(page.getByRole('link', { name: 'See every dish’s allergens' })).toHaveCount(0);

  // The server sends the table itself, with the page's own canonical address.
  const html = await (
    await page.request.get('/bistro/allergens', { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/bistro\/allergens">/);
  expect(html).toContain('<table class="allergen-matrix">');

  const dealer = await page.request.get('/motors/allergens', { headers: { accept: 'text/html' } });
  expect(dealer.status()).toBe(404);
  // The browser reports the page's own 404 as a console error: that one is the page's answer.
  consoleErrors.allow(/status of 404 \(Not Found\) \(http:\/\/[^/]+\/motors\/allergens\)$/);
  await page.goto('/motors/allergens');
  await expect(page.getByText('Northgate Motors lists no allergen information here.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
});
