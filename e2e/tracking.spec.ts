import { expect, test } from './fixtures';

/**
 * Ad tracking loads only through our loader, by ID, after consent, under a strict CSP: the hashes of a
 * server-rendered page's own scripts, or a fresh per-response nonce on a page the browser renders.
 */
test.describe('page policy and tracking', () => {
  test.use({ showConsent: true });

  test('every page response carries a strict CSP: hashes of its own scripts, or a fresh nonce they use', async ({
    request,
  }) => {
    const strict = (csp: string) => {
      for (const directive of ["object-src 'none'", "base-uri 'none'", "'strict-dynamic'"])
        expect(csp).toContain(directive);
    };
    const rendered = await request.get('/bistro/home');
    const renderedCsp = rendered.headers()['content-security-policy'] ?? '';
    strict(renderedCsp);
    expect(renderedCsp).not.toContain("'nonce-");
    expect(renderedCsp.match(/'sha256-[^']+'/g)).toHaveLength(2);
    expect(await rendered.text()).not.toContain('nonce=');

    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await request.get('/bistro/login');
      const csp = res.headers()['content-security-policy'] ?? '';
      strict(csp);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
      expect(nonce.length).toBeGreaterThan(16);
      const html = await res.text();
      expect(html).toContain(`nonce="${nonce}"`);
      expect(html).not.toContain('__CSP_NONCE__');
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test('a script slipped into a server-rendered page is refused, and the page still hydrates', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/Content Security Policy/);
    // As if a brand's text had carried a script past the sanitiser into the page's markup.
    await page.route('**/bistro/home', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<div id="root" data-server-rendered>',
        '<div id="root" data-server-rendered><script>window.slipped = true</script>',
      );
      await route.fulfill({ response, body: html });
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) refused.push(message.text());
    });
    await page.goto('/bistro/home');
    await expect(page.locator('html[data-ready]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as { slipped?: boolean }).slipped)).toBeUndefined();
    expect(refused.join('\n')).toMatch(/inline script/i);
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

  test('accepting loads the Google tag by its configured ID, allowed by the page policy', async ({
    page,
  }) => {
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
    // Asked for, and run: the tag's own script element is in the page (the CSP lets our loader add it).
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(1);
  });

  test('brands without tracking never ask', async ({ page }) => {
    await page.goto('/grocer/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
  });
});
