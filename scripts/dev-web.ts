import path from 'node:path';

/**
 * npm run dev:web — both front ends with hot reload, on one origin so that they share the
 * session: open http://localhost:5173 (agent app; /admin is forwarded to the console's dev
 * server on 5174, /s/ — the public stores — to the store app's on 5175). /api, /uploads and /files go
 * to the Express server (`npm run dev`, port 3000, or API_TARGET).
 */
const ROOT = path.resolve(__dirname, '..');
const ADMIN_PORT = 5174;
const STORE_PORT = 5175;

async function main() {
  const { createServer } = await import('vite');
  const admin = await createServer({ configFile: path.join(ROOT, 'admin/vite.config.mts'), server: { port: ADMIN_PORT, strictPort: true } });
  await admin.listen();
  const store = await createServer({ configFile: path.join(ROOT, 'store/vite.config.mts'), server: { port: STORE_PORT, strictPort: true } });
  await store.listen();
  const shop = await createServer({
    configFile: path.join(ROOT, 'shop/vite.config.mts'),
    server: { proxy: { '/admin': { target: `http://localhost:${ADMIN_PORT}`, ws: true }, '/s/': { target: `http://localhost:${STORE_PORT}`, ws: true } } },
  });
  await shop.listen();
  shop.printUrls();
  console.log(`  Console: ${shop.resolvedUrls?.local[0] ?? 'http://localhost:5173/'}admin/`);
  console.log(`  A store: ${shop.resolvedUrls?.local[0] ?? 'http://localhost:5173/'}s/<slug>`);
  const stop = () => void Promise.all([admin.close(), store.close(), shop.close()]).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
