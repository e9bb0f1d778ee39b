import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { generateSW } from 'workbox-build';

/**
 * npm run build:web — builds the HQ console (dist/admin) and the agent app (dist/shop) with
 * Vite, adds the agent app's service worker (workbox), and prints the gzipped size of every
 * JavaScript chunk with each app's initial total against its budget.
 */
const ROOT = path.resolve(__dirname, '..');

/** Budgets of the issue: gzipped JavaScript needed for the first screen. */
const APPS = [
  { name: 'admin', budgetKb: 600 },
  { name: 'shop', budgetKb: 250 },
] as const;

type BuildResult = Awaited<ReturnType<(typeof import('vite', { with: { 'resolution-mode': 'import' } }))['build']>>;

interface ChunkSize {
  file: string;
  gzipBytes: number;
  initial: boolean;
}

export interface AppSizes {
  app: string;
  budgetKb: number;
  initialGzipBytes: number;
  chunks: ChunkSize[];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Gzipped size of each chunk; "initial" = the entry and everything it imports statically. */
function measure(app: (typeof APPS)[number], result: BuildResult): AppSizes {
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const chunks = new Map(outputs.flatMap((o) => (o.type === 'chunk' ? [[o.fileName, o] as const] : [])));
  const initial = new Set<string>();
  const visit = (file: string) => {
    if (initial.has(file)) return;
    initial.add(file);
    chunks.get(file)?.imports.forEach(visit);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  const sizes = [...chunks.values()]
    .map((c) => ({ file: c.fileName, gzipBytes: zlib.gzipSync(c.code).length, initial: initial.has(c.fileName) }))
    .sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzipBytes - a.gzipBytes);
  const initialGzipBytes = sizes.filter((c) => c.initial).reduce((sum, c) => sum + c.gzipBytes, 0);
  return { app: app.name, budgetKb: app.budgetKb, initialGzipBytes, chunks: sizes };
}

/** Precaches the app shell; navigations fall back to index.html except API, console and upload paths. */
async function buildServiceWorker(): Promise<void> {
  const dir = path.join(ROOT, 'dist/shop');
  await generateSW({
    globDirectory: dir,
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    swDest: path.join(dir, 'sw.js'),
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/admin(\/|$)/, /^\/uploads\//],
    // Vite already puts a content hash in every asset name.
    dontCacheBustURLsMatching: /^assets\//,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    sourcemap: false,
  });
}

function printSizes(all: AppSizes[]): void {
  for (const { app, budgetKb, initialGzipBytes, chunks } of all) {
    const over = initialGzipBytes > budgetKb * 1024 ? '  ** OVER BUDGET **' : '';
    console.log(`\n${app}: initial JavaScript ${kb(initialGzipBytes)} kB gzipped (budget ${budgetKb} kB)${over}`);
    for (const c of chunks) console.log(`  ${c.initial ? '*' : ' '} ${kb(c.gzipBytes).padStart(7)} kB  ${c.file}`);
  }
  console.log('\n  * = loaded with the first screen; the other chunks load when their screen is opened.');
}

/** Front-end sources: a change to any of them makes dist/ stale. */
const SOURCES = ['admin/index.html', 'admin/src', 'shop/index.html', 'shop/src', 'shop/public', 'common'];

function newestChange(file: string): number {
  if (!fs.existsSync(file)) return 0;
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(file).map((name) => newestChange(path.join(file, name))));
}

/** Whether dist/ holds both apps, built after the last change to their sources. */
export function isBuildCurrent(): boolean {
  const built = APPS.map((app) => path.join(ROOT, 'dist', app.name, 'index.html'));
  if (!built.every((file) => fs.existsSync(file))) return false;
  const builtAt = Math.min(...built.map((file) => fs.statSync(file).mtimeMs));
  return SOURCES.every((source) => newestChange(path.join(ROOT, source)) <= builtAt);
}

export async function buildWeb(options: { quiet?: boolean } = {}): Promise<AppSizes[]> {
  // Vite is an ES module; this script runs as CommonJS under tsx.
  const { build } = await import('vite');
  const sizes: AppSizes[] = [];
  for (const app of APPS) {
    if (!options.quiet) console.log(`Building ${app.name} → dist/${app.name}`);
    const result = await build({ configFile: path.join(ROOT, app.name, 'vite.config.mts'), logLevel: 'warn' });
    sizes.push(measure(app, result));
  }
  await buildServiceWorker();
  if (!options.quiet) printSizes(sizes);
  return sizes;
}

if (require.main === module) {
  buildWeb().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
