import path from 'node:path';

/**
 * npm run dev:web — both front ends with hot reload, on one origin so that they share the
 * session: open http://localhost:5173 (agent app; /admin is forwarded to the console's dev
 * server on 5174). /api, /uploads and /files go to the Express server (`npm run dev`, port 3000, or
 * API_TARGET).
 */
const ROOT = path.resolve(__dirname, '..');
const ADMIN_PORT = 5174;

async function main() {
  const { createServer } = await import('vite');
  const admin = await createServer({ configFile: path.join(ROOT, 'admin/vite.config.mts'), server: { port: ADMIN_PORT, strictPort: true } });
  await admin.listen();
  const shop = await createServer({
    configFile: path.join(ROOT, 'shop/vite.config.mts'),
    server: { proxy: { '/admin': { target: `http://localhost:${ADMIN_PORT}`, ws: true } } },
  });
  await shop.listen();
  shop.printUrls();
  console.log(`  Console: ${shop.resolvedUrls?.local[0] ?? 'http://localhost:5173/'}admin/`);
  const stop = () => void Promise.all([admin.close(), shop.close()]).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
