import { expect, test } from './fixtures';

/** Ad tracking loads only through our loader, by ID, after consent, under a fresh per-response CSP nonce. */
test.describe('page policy and tracking', () => {
  test.use({ showConsent: true });

  test('every page response carries a strict CSP with a fresh nonce that the page scripts use', async ({
    request,
  }) => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await request.get('/bistro/home');
      const csp = res.headers()['content-security-policy'] ?? '';
      for (const directive of ["object-src 'none'", "base-uri 'none'", "'strict-dynamic'"])
        expect(csp).toContain(directive);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
      expect(nonce.length).toBeGreaterThan(16);
      const html = await res.text();
      expect(html).toContain(`nonce="${nonce}"`);
      expect(html).not.toContain('__CSP_NONCE__');
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test('asks before tracking; declining loads nothing and is remembered @phone', async ({ page }) => {
    const tagRequests: string[] = [];
    await page.route(/googletagmanager\.com|facebook\.net/, async (route) => {
      tagRequests.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.goto('/bistro/home');
    const consent = page.getByRole('region', { name: 'Cookies' });
    await expect(consent).toBeVisible();
    await consent.getByRole('button', { name: 'No thanks' }).click();
    await expect(consent).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(consent).toBeHidden();
    expect(tagRequests).toEqual([]);
  });

  test('accepting loads the Google tag by its configured ID, carrying the page nonce', async ({ page }) => {
    await page.route(/googletagmanager\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await page.goto('/bistro/home');
    const tag = page.waitForRequest(/googletagmanager\.com\/gtag\/js\?id=G-BISTRO1234/);
    await page
      .getByRole('region', { name: 'Cookies' })
      .getByRole('button', { name: 'Accept cookies' })
      .click();
    await tag;
    const nonceOk = await page.evaluate(() => {
      const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
      const script = document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]');
      return Boolean(meta?.nonce) && script?.nonce === meta?.nonce;
    });
    expect(nonceOk).toBe(true);
  });

  test('brands without tracking never ask', async ({ page }) => {
    await page.goto('/grocer/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
  });
});
