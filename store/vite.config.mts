import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The public store (agents' storefronts): served by Express at /s/<slug>, built to dist/store.
 * Its files live under /s/assets/, so "assets" can never be a store's slug (docs/stores.md).
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/s/',
  plugins: [react()],
  cacheDir: path.resolve(import.meta.dirname, '../node_modules/.vite/store'),
  build: {
    outDir: path.resolve(import.meta.dirname, '../dist/store'),
    emptyOutDir: true,
  },
  server: {
    port: 5175,
    fs: { allow: [path.resolve(import.meta.dirname, '..')] },
    proxy: {
      '/api': process.env.API_TARGET ?? 'http://localhost:3000',
      '/uploads': process.env.API_TARGET ?? 'http://localhost:3000',
      '/files': process.env.API_TARGET ?? 'http://localhost:3000',
    },
  },
});
