import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two runs (two checkouts, two agents) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3107);
const CI = Boolean(process.env.CI);

/**
 * Debian's `chromium-headless-shell` (the Blink of `chromium` without the desktop browser around it, what Playwright
 * itself runs headless) when installed: a third less CPU for the same tests, as the two-core CI machine needs
 * (ADR 0031). Else Debian's `chromium`.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSER = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';

/**
 * Every test runs at desktop width. At phone width (390 px) run the tests whose subject looks or works differently
 * on a phone — header, burger and category drawers, bottom menu, dialogs as sheets, side cart, checkout, the back
 * office's forms and board (one live board test), consent banner, home and menu accessibility, screenshots —
 * tagged `@phone` in their title, and whole the spec an issue asked for at both widths: dealer enquiries. The rules
 * themselves (guards, sessions, auto-accept, due-time lanes, a branch's board) do not change with the width:
 * running each once is the same coverage for half the time (ADR 0031).
 */
const PHONE_TESTS = [/@phone/, /enquiries\.spec\.ts/];

/**
 * End-to-end specs drive Debian's Chromium through the real server (API + built SPA) on an in-memory
 * database seeded with the demo brands and the test brands of e2e/brands. Build the web app first: `npm run build && npm run test:e2e`.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // A broken server fails every test at its full timeout: stop early, so CI reports the cause within its budget.
  maxFailures: CI ? 12 : 0,
  // Two browsers at once on CI's two cores.
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace (a screencast and DOM snapshots of every step) costs about a quarter of the run's CPU:
    // on CI only a retry records one, so a failure still leaves its trace; locally every failure keeps its trace.
    // E2E_TRACE=retain-on-first-failure records every test and keeps the trace of a first try that failed: the
    // way to see why a test passed only on its retry (a full run then takes about a quarter longer).
    trace:
      (process.env.E2E_TRACE as 'retain-on-first-failure' | undefined) ??
      (CI ? 'on-first-retry' : 'retain-on-failure'),
    // No decorative motion: actions wait for elements to settle, and the two cores are spent on the tests.
    reducedMotion: 'reduce',
    // The storefront's service worker (ADR 0058) answers pages and catalogue reads itself, out of reach of the
    // specs' request routing: only e2e/installable.spec.ts, which is about it, lets it register.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: BROWSER,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        // Reuse renderer processes instead of starting one per page and site: a renderer costs ~0.3 s to start
        // on CI's machine, and every test opens a page (7-10% off a page load, measured; ADR 0031). Not
        // --disable-features: it would replace Playwright's own list of disabled features.
        '--renderer-process-limit=2',
        '--disable-site-isolation-trials',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      grep: PHONE_TESTS,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    command: 'node --import tsx apps/api/src/server.ts',
    url: `http://localhost:${PORT}/healthz`,
    // The demo brands plus the test brands of e2e/brands (flags switched the other way).
    env: {
      PORT: String(PORT),
      // Public pages rendered on the server and hydrated (ADR 0033), as `npm start` serves them.
      SSR_PAGES: 'on',
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      BRANDS_DIR: 'data/brands:e2e/brands',
      // Back-office accounts owner@{brand}.test for the admin specs (development-only seed).
      DEV_STAFF_PASSWORD: 'e2e-staff-password',
      // scrypt at a test's cost (production's is 2^17): sign-ins and registrations stop competing for the two cores.
      PASSWORD_HASH_COST: '12',
      // Staff calls in tests (completing an order credits its rewards points); never a real token.
      STAFF_API_TOKEN: 'e2e-staff-token-not-a-secret-0123456789',
      // Webhook calls may reach a receiver a spec starts on 127.0.0.1 (e2e/webhooks.spec.ts); never in production.
      OUTBOUND_ALLOW_PRIVATE: 'true',
      // A build elsewhere (E2E_WEB_DIST), so a rebuild of apps/web/dist cannot pull files from under a run.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
    reuseExistingServer: false,
    timeout: 120_000,
    // The server logs (pino) go to stdout: at LOG_LEVEL=warn that is only what went wrong, shown with the failures.
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
