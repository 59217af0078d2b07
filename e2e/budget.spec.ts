import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * JavaScript budgets (issues 3 and 4): what a route loads before the visitor does anything, measured as the
 * gzip size (zlib's default level, as servers send it) of the built files the browser actually requested.
 */
/**
 * The limits are the issues' targets: 110 kB for the home page (issue 3), also on a first visit when the
 * welcome message and the cookie question load too, and 140 kB for the menu (issue 4). Measured on 2026-11-22
 * after our own router replaced React Router (ADR 0016): 98.2, 100.3 and 123.6 kB.
 */
const BUDGETS = [
  { route: '/bistro/home', kB: 110, firstVisit: false },
  { route: '/bistro/menu', kB: 140, firstVisit: false },
  // A first visit also loads the welcome message and the cookie question (bistro has both).
  { route: '/bistro/home', kB: 110, firstVisit: true },
];

const dist = path.resolve(process.env.E2E_WEB_DIST ?? 'apps/web/dist');

async function scriptsLoadedBy(page: Page, route: string): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  // Work deferred to idle time (popups, toasts) counts too: it loads without any interaction.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  return [...scripts];
}

for (const { route, kB, firstVisit } of BUDGETS)
  test.describe(`JavaScript budget${firstVisit ? ' on a first visit' : ''}`, () => {
    test.skip(({ isMobile }) => isMobile, 'the same files load at every width');
    test.use({ showWelcome: firstVisit, showConsent: firstVisit });

    test(`${route} loads at most ${kB} kB of JavaScript (gzip) before interaction`, async ({ page }) => {
      const scripts = await scriptsLoadedBy(page, route);
      expect(scripts.length).toBeGreaterThan(0);
      const sizes = scripts.map((script) => ({
        script,
        gzip: gzipSync(readFileSync(path.join(dist, script))).length,
      }));
      const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
      const report = sizes.map((s) => `${(s.gzip / 1000).toFixed(1)} kB ${s.script}`).join('\n');
      console.log(`${route}: ${(total / 1000).toFixed(1)} kB of JavaScript (gzip); limit ${kB} kB`);
      test
        .info()
        .annotations.push({ type: 'budget', description: `${(total / 1000).toFixed(1)} kB\n${report}` });
      expect(total / 1000, `JavaScript loaded by ${route}:\n${report}`).toBeLessThanOrEqual(kB);
    });
  });
