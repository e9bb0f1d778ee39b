import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';

/**
 * npm run build:web — builds the HQ console (dist/admin), the agent app (dist/shop) and the public store (dist/store) with
 * Vite, adds the agent app's service worker (workbox, shop/sw/), and prints the gzipped size of every
 * JavaScript chunk with each app's initial total against its budget; exits non-zero when an app's
 * initial JavaScript is over its budget.
 */
const ROOT = path.resolve(__dirname, '..');

/**
 * Budgets: gzipped JavaScript needed for the first screen. A build over budget fails (CI runs the
 * build), so a new console area must load its pages on demand (admin/src/shared/lazyPage.tsx).
 */
const APPS = [
  { name: 'admin', budgetKb: 350 },
  { name: 'shop', budgetKb: 250 },
  // The public store (store/): a visitor on a phone, often on mobile data, from a shared link.
  { name: 'store', budgetKb: 120 },
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

const overBudget = (sizes: AppSizes) => sizes.initialGzipBytes > sizes.budgetKb * 1024;

/** Thrown by buildWeb when an app's first screen needs more JavaScript than its budget allows. */
export class BudgetError extends Error {
  constructor(readonly over: AppSizes[]) {
    super(over.map((s) => `${s.app}: initial JavaScript ${kb(s.initialGzipBytes)} kB gzipped is over its budget of ${s.budgetKb} kB`).join('\n'));
    this.name = 'BudgetError';
  }
}

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
  // The console waits for the user's language's texts before the first screen: the largest
  // language counts as initial.
  const largest = [...chunks.values()].filter((c) => /^texts-/.test(c.name)).sort((a, b) => b.code.length - a.code.length)[0];
  if (largest) visit(largest.fileName);
  const sizes = [...chunks.values()]
    .map((c) => ({ file: c.fileName, gzipBytes: zlib.gzipSync(c.code).length, initial: initial.has(c.fileName) }))
    .sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzipBytes - a.gzipBytes);
  const initialGzipBytes = sizes.filter((c) => c.initial).reduce((sum, c) => sum + c.gzipBytes, 0);
  return { app: app.name, budgetKb: app.budgetKb, initialGzipBytes, chunks: sizes };
}

/** Files of the agent app that the service worker precaches, with a revision for those whose name has no hash. */
function precacheManifest(dir: string): { url: string; revision: string | null }[] {
  const files: string[] = [];
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (/\.(js|css|html|svg|png|webmanifest)$/.test(entry.name) && rel !== 'sw.js') files.push(rel);
    }
  };
  walk('');
  return files.sort().map((rel) => ({
    url: `/${rel}`,
    // Vite already puts a content hash in every name under assets/.
    revision: rel.startsWith('assets/')
      ? null
      : crypto
          .createHash('md5')
          .update(fs.readFileSync(path.join(dir, rel)))
          .digest('hex'),
  }));
}

/**
 * Bundles shop/sw/sw.ts (workbox-precaching and -routing) into dist/shop/sw.js and injects the
 * precache manifest where the source reads `self.__WB_MANIFEST`.
 */
async function buildServiceWorker(build: typeof import('vite', { with: { 'resolution-mode': 'import' } }).build): Promise<void> {
  const dir = path.join(ROOT, 'dist/shop');
  const manifest = precacheManifest(dir);
  await build({
    configFile: false,
    logLevel: 'warn',
    define: { 'self.__WB_MANIFEST': JSON.stringify(manifest), 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: dir,
      emptyOutDir: false,
      copyPublicDir: false,
      lib: { entry: path.join(ROOT, 'shop/sw/sw.ts'), formats: ['iife'], name: 'sw', fileName: () => 'sw.js' },
    },
  });
}

function printSizes(all: AppSizes[]): void {
  for (const sizes of all) {
    const { app, budgetKb, initialGzipBytes, chunks } = sizes;
    const over = overBudget(sizes) ? '  ** OVER BUDGET **' : '';
    console.log(`\n${app}: initial JavaScript ${kb(initialGzipBytes)} kB gzipped (budget ${budgetKb} kB)${over}`);
    for (const c of chunks) console.log(`  ${c.initial ? '*' : ' '} ${kb(c.gzipBytes).padStart(7)} kB  ${c.file}`);
  }
  console.log('\n  * = loaded with the first screen; the other chunks load when their screen is opened.');
}

/** Front-end sources: a change to any of them makes dist/ stale. */
const SOURCES = ['admin/index.html', 'admin/src', 'shop/index.html', 'shop/src', 'shop/sw', 'shop/public', 'store/index.html', 'store/src', 'common'];

function newestChange(file: string): number {
  if (!fs.existsSync(file)) return 0;
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(file).map((name) => newestChange(path.join(file, name))));
}

/** Whether dist/ holds every app, built after the last change to their sources. */
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
  await buildServiceWorker(build);
  if (!options.quiet) printSizes(sizes);
  const over = sizes.filter(overBudget);
  if (over.length) throw new BudgetError(over);
  return sizes;
}

if (require.main === module) {
  buildWeb().catch((err) => {
    console.error(err instanceof BudgetError ? `\n${err.message}` : err);
    process.exit(1);
  });
}
