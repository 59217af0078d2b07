import { defineConfig } from 'vite';

/**
 * The storefront's service worker (src/service-worker, ADR 0058) as one classic script, Workbox included, at
 * dist/service-worker/worker.js: the API serves it under each brand (`/{brand}/sw.js`) with the build's id
 * written in. Built after the app, into the same folder, which it must not empty.
 */
export default defineConfig({
  // Workbox's development logging and checks are dropped.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    outDir: 'dist/service-worker',
    emptyOutDir: false,
    sourcemap: false,
    lib: {
      entry: 'src/service-worker/worker.ts',
      formats: ['iife'],
      name: 'storefrontWorker',
      fileName: () => 'worker.js',
    },
  },
});
