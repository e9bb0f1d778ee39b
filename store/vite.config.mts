import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * A Brotli (.br) and a gzip (.gz) copy of every script and style beside it, compressed once at
 * build time at their best levels: the server sends them to browsers that take them
 * (server/modules/stores/pages.ts), so a phone on mobile data downloads about a third of the bytes.
 */
function precompress(): Plugin {
  return {
    name: 'store-precompress',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const [fileName, item] of Object.entries(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const source = Buffer.from(item.type === 'chunk' ? item.code : item.source);
        this.emitFile({ type: 'asset', fileName: `${fileName}.br`, source: zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }) });
        this.emitFile({ type: 'asset', fileName: `${fileName}.gz`, source: zlib.gzipSync(source, { level: 9 }) });
      }
    },
  };
}

/**
 * The public store (agents' storefronts): served by Express at /s/<slug>, built to dist/store.
 * Its files live under /s/assets/, so "assets" can never be a store's slug (docs/stores.md).
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/s/',
  plugins: [react(), precompress()],
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
