import type { Page } from '@playwright/test';

/**
 * Loads and decodes every picture on the page, lazy ones included, so a full-page screenshot shows the cards
 * below the fold as a visitor scrolling down would see them (not empty frames).
 */
export async function loadAllPictures(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  });
}
