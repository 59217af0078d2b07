import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server serves the built SPA itself; in development Vite serves it and forwards the API paths.
const api = 'http://localhost:3000';
const proxied = ['/api', '/Token', '/brand-assets', '/healthz'];

export default defineConfig({
  plugins: [react()],
  base: '/',
  // The server swaps this placeholder for a fresh nonce in every page response (Content-Security-Policy).
  html: { cspNonce: '__CSP_NONCE__' },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: api, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser we build for supports <link rel="modulepreload">; the polyfill would only cost bytes.
    modulePreload: { polyfill: false },
    // The server reads which stylesheets and chunks a server-rendered screen needs (apps/api/src/ssr).
    manifest: true,
  },
});
