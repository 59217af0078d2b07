import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server serves the built SPA itself; in development Vite serves it and forwards the API paths.
const api = 'http://localhost:3000';
const proxied = ['/api', '/Token', '/brand-assets', '/healthz'];

export default defineConfig({
  plugins: [react()],
  base: '/',
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: api, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
