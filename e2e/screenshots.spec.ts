import { DEMO_BRANDS, expect, expectNoHorizontalOverflow, saveScreenshot, test } from './fixtures';

/** Every demo brand's home at both widths, saved to e2e/screenshots/ for a human to look at. */
for (const brand of DEMO_BRANDS) {
  test(`${brand} home @phone`, async ({ page }, testInfo) => {
    await page.goto(`/${brand}/home`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Images decoded, so the picture is the one a visitor sees.
    await page.evaluate(async () => {
      const pending = [...document.images].filter((img) => !img.complete);
      await Promise.all(pending.map((img) => img.decode().catch(() => undefined)));
    });
    await expectNoHorizontalOverflow(page);
    await saveScreenshot(page, testInfo, `${brand}-home`);
  });
}
