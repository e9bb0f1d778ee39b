import fs from 'node:fs';
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
    // After the files are written: the bytes on disk are the final ones (other plugins still change chunks in generateBundle).
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const file = path.join(options.dir!, fileName);
        const source = fs.readFileSync(file);
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
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
