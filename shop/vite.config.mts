import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The agent app: served by Express at /, built to dist/shop (the service worker is added by scripts/build-web.ts). */
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  // Each app keeps its own pre-bundled dependencies, so both dev servers can run at once.
  cacheDir: path.resolve(import.meta.dirname, '../node_modules/.vite/shop'),
  build: {
    outDir: path.resolve(import.meta.dirname, '../dist/shop'),
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    fs: { allow: [path.resolve(import.meta.dirname, '..')] },
    proxy: {
      '/api': process.env.API_TARGET ?? 'http://localhost:3000',
      '/uploads': process.env.API_TARGET ?? 'http://localhost:3000',
      '/files': process.env.API_TARGET ?? 'http://localhost:3000',
      '/admin': process.env.API_TARGET ?? 'http://localhost:3000',
    },
  },
});
