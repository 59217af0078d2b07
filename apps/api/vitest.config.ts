import { defineConfig } from 'vitest/config';

// API tests boot the real app against real databases (PGlite and a scratch PostgreSQL database).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
  },
});
