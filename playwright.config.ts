import { defineConfig } from '@playwright/test';

// E2E_PORT lets two runs (two checkouts, two agents) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3107);
const CI = Boolean(process.env.CI);

/**
 * Specs whose subject is behaviour, not layout (sign-in, payments, rewards, order history, product details):
 * they run once, at desktop width. Everything a phone shows differently (header, drawer, bottom menu, dialogs as
 * sheets, cart, checkout, the back office's forms and nav, accessibility), and the routing and guard tables the
 * shell issue asks for at both widths, run on both.
 */
const DESKTOP_ONLY = [
  'account',
  'auth',
  'demo-history',
  'loyalty',
  'orders',
  'payments',
  'product-details',
].map((name) => `**/${name}.spec.ts`);

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
    trace: 'retain-on-failure',
    // No decorative motion: actions wait for elements to settle, and the two cores are spent on the tests.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      testIgnore: DESKTOP_ONLY,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    command: 'node --import tsx apps/api/src/server.ts',
    url: `http://localhost:${PORT}/healthz`,
    // The demo brands plus the test brands of e2e/brands (flags switched the other way).
    env: {
      PORT: String(PORT),
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      BRANDS_DIR: 'data/brands:e2e/brands',
      // Back-office accounts owner@{brand}.test for the admin specs (development-only seed).
      DEV_STAFF_PASSWORD: 'e2e-staff-password',
      // Staff calls in tests (completing an order credits its rewards points); never a real token.
      STAFF_API_TOKEN: 'e2e-staff-token-not-a-secret-0123456789',
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
