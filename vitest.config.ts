import { defineConfig } from 'vitest/config';

// One runner for the unit suites; the API has its own config (real databases, longer timeouts).
// CI machines are shared and noisy, and the projects run side by side: the property tests take
// about a second alone and several under load, so the default 5 s timeout turned a busy
// machine into a red build. A unit test that is truly stuck still fails, after 30 s.
const shared = { testTimeout: 30_000 };

export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { ...shared, name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      // Checks over the whole source tree (the status vocabulary's words appear nowhere else).
      { test: { ...shared, name: 'repo', root: '.', include: ['scripts/**/*.test.ts'] } },
      {
        // Component tests (*.test.tsx) start with `// @vitest-environment happy-dom`; the rest run in Node.
        // The page address gives the API client a same-origin base to resolve its paths against.
        test: {
          ...shared,
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          environmentOptions: { happyDOM: { url: 'http://localhost/bistro/checkout' } },
        },
      },
    ],
  },
});
