import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The HQ console: served by Express under /admin, built to dist/admin. */
export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [react()],
  // Each app keeps its own pre-bundled dependencies, so both dev servers can run at once.
  cacheDir: path.resolve(import.meta.dirname, '../node_modules/.vite/admin'),
  build: {
    outDir: path.resolve(import.meta.dirname, '../dist/admin'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
  server: {
    port: 5174,
    fs: { allow: [path.resolve(import.meta.dirname, '..')] },
    proxy: { '/api': process.env.API_TARGET ?? 'http://localhost:3000', '/uploads': process.env.API_TARGET ?? 'http://localhost:3000', '/files': process.env.API_TARGET ?? 'http://localhost:3000' },
  },
});
