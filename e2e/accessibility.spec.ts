import { DEMO_BRANDS, expect, seriousA11yViolations, test } from './fixtures';

/** Spec: axe-core finds no serious or critical violation on home, menu and login for every demo brand. */
for (const brand of DEMO_BRANDS) {
  for (const route of ['home', 'menu', 'login'] as const) {
    test(`${brand} ${route} has no serious accessibility violations${route === 'login' ? '' : ' @phone'}`, async ({
      page,
    }) => {
      await page.goto(`/${brand}/${route}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Nothing still loading: skeletons and spinners are not what visitors read.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
}
