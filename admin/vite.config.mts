import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The chunk of a language's texts: the console's own (src/i18n/<lang>.ts with ra-<lang>.ts and
 * react-admin's language pack) and every area's (src/<area>/messages/<lang>.ts), one chunk per
 * language, loaded only for the language in use (providers/i18nProvider.ts). React-admin's English
 * pack is left out: react-admin's own default provider already puts it in the main chunk.
 */
function textsChunk(id: string): string | null {
  const own = /[\\/]admin[\\/]src[\\/](?:i18n[\\/](?:ra-)?|[^\\/]+[\\/]messages[\\/])(en|id|ms)\.ts$/.exec(id);
  if (own) return `texts-${own[1]}`;
  if (/[\\/]ra-language-indonesian-new[\\/]/.test(id)) return 'texts-id';
  if (/[\\/]ra-language-malay[\\/]/.test(id)) return 'texts-ms';
  return null;
}

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
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ debugName: 'texts', name: textsChunk, includeDependenciesRecursively: false }] } },
    },
  },
  server: {
    port: 5174,
    fs: { allow: [path.resolve(import.meta.dirname, '..')] },
    proxy: { '/api': process.env.API_TARGET ?? 'http://localhost:3000', '/uploads': process.env.API_TARGET ?? 'http://localhost:3000', '/files': process.env.API_TARGET ?? 'http://localhost:3000' },
  },
});
