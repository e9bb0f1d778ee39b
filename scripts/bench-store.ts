import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { startServer } from '../server/main';
import { benchEnv } from './bench-env';
import { aloneMs, forkServer, runBench } from './bench-kit';

/**
 * npm run bench:store — the public store on a phone (issue 28; docs/stores.md, docs/testing.md).
 * Builds nothing: it measures dist/store as `npm run build` left it (and says so when it is missing).
 *
 * 1. Starts the server in its own process, as deployed (production mode, scripts/bench-env.ts), on
 *    a free port with a fresh SQLite database and the demo company (db/demo.ts, whose storefronts
 *    db/demo-stores.ts adds), reached on 127.0.0.1 (the default company's local host).
 * 2. Runs Lighthouse (pinned to 12.x, which runs on Node 20) in its default mode — a mobile phone,
 *    simulated slow 4G and a 4× slower CPU — with Debian's Chromium (CHROMIUM_PATH, else
 *    /usr/bin/chromium) on the store home of agent1's storefront and on one of its product pages,
 *    BENCH_LH_RUNS times each (default 3), and prints the run with the median performance score:
 *    LCP (target ≤ 2.5 s), total blocking time and CLS (Lighthouse's "good": ≤ 200 ms, ≤ 0.1) and
 *    the performance score (target ≥ 90), each met or NOT met, with the largest element and, when
 *    a target is missed, Lighthouse's opportunities; BENCH_LH_REPORTS=<folder> keeps each run's full
 *    report (JSON, for the Lighthouse viewer).
 * 3. Times the product page's server answer (the HTML with its head tags and store data) alone,
 *    then under BENCH_CONNECTIONS parallel visitors (default 50) for BENCH_SECONDS (default 10,
 *    after BENCH_WARMUP seconds, default 2) with autocannon: p50, p99 (target < 100 ms on SQLite)
 *    and requests per second.
 * BENCH_LH_CPU sets Lighthouse's CPU slowdown (default 4) for a slow or busy host.
 * Exits 0 when every target is met or not (like the other benchmarks: a figure, not a test), 1
 * when it could not measure (no build, no Chromium, a failed request or Lighthouse run).
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
/**
 * Lighthouse's CPU slowdown (default 4: a mid-range phone on a desktop of benchmark index about
 * 1,000–2,000). Lighthouse advises a smaller one on a slower or busy host (it prints its benchmark
 * index); the default is the measurement the targets speak of.
 */
const CPU_SLOWDOWN = process.env.BENCH_LH_CPU ? Number(process.env.BENCH_LH_CPU) : null;
/** Lighthouse 12's mobile throttling (its constants.throttling.mobileSlow4G), with the slowdown above. */
const MOBILE_SLOW_4G = { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675 };
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** A folder for Lighthouse's full reports (JSON, one a run; open them in the Lighthouse viewer), none by default. */
const REPORTS = process.env.BENCH_LH_REPORTS ? path.resolve(process.env.BENCH_LH_REPORTS) : null;
const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist/store/index.html');
/** agent1's dropship storefront of the demo (db/demo-stores.ts). */
const SLUG = 'aisyah-glow';

const TARGET = { lcpMs: 2500, tbtMs: 200, cls: 0.1, score: 90, p99Ms: 100 };

async function serve(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-store-'));
  const started = performance.now();
  const server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: `sqlite:${path.join(dir, 'bench.db')}`, seedDemo: true, env: benchEnv(dir) });
  // The parent ends this process with SIGTERM when done: remove the database with it.
  process.once('SIGTERM', () => {
    void server.close().finally(() => {
      fs.rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  });
  process.send!({ port: server.port, generated: { seedMs: performance.now() - started } });
}

/** Debian's Chromium, headless, with a DevTools port Lighthouse drives. */
async function launchChromium(profile: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port: ${seen.slice(-500)}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (m) {
        clearTimeout(timer);
        child.stderr!.removeAllListeners('data');
        child.stderr!.resume();
        resolve({ child, port: Number(m[1]) });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code}: ${seen.slice(-500)}`));
    });
  });
}

interface Audit {
  title: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { type?: string; overallSavingsMs?: number; items?: { node?: { snippet?: string; nodeLabel?: string } }[] };
  metricSavings?: Record<string, number>;
}

interface PageFigures {
  name: string;
  url: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  lcpElement: string | null;
  opportunities: string[];
  scores: number[];
  benchmarkIndex: number;
}

/** Lighthouse's performance audit of `url` (mobile, its default throttling) RUNS times; the run with the median score. */
async function lighthouseOf(name: string, url: string, port: number): Promise<PageFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const runs: PageFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(CPU_SLOWDOWN ? { throttling: { ...MOBILE_SLOW_4G, cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (REPORTS) fs.writeFileSync(path.join(REPORTS, `${name.toLowerCase().replace(/\W+/g, '-')}-${i + 1}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audits = lhr.audits as unknown as Record<string, Audit>;
    const value = (id: string) => Number(audits[id]?.numericValue ?? NaN);
    const element = audits['largest-contentful-paint-element']?.details?.items?.flatMap((item) => {
      const nested = (item as { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }).items ?? [item];
      return nested.map((n) => n.node?.snippet ?? n.node?.nodeLabel ?? '');
    })[0];
    const opportunities = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && (a.details?.type === 'opportunity' || (a.metricSavings && Object.values(a.metricSavings).some((v) => v > 0))))
      .sort((a, b) => (b.details?.overallSavingsMs ?? 0) - (a.details?.overallSavingsMs ?? 0))
      .slice(0, 6)
      .map((a) => `${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}`);
    runs.push({
      name,
      url,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      fcpMs: value('first-contentful-paint'),
      lcpElement: element ?? null,
      opportunities,
      scores: [],
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    });
  }
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return { ...median, scores: runs.map((r) => r.score) };
}

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

function printPage(p: PageFigures): boolean {
  const lines: [string, string, string, boolean][] = [
    ['LCP', `${(p.lcpMs / 1000).toFixed(2)} s`, `≤ ${TARGET.lcpMs / 1000} s`, p.lcpMs <= TARGET.lcpMs],
    ['Total blocking time', `${Math.round(p.tbtMs)} ms`, `≤ ${TARGET.tbtMs} ms (good)`, p.tbtMs <= TARGET.tbtMs],
    ['CLS', p.cls.toFixed(3), `≤ ${TARGET.cls} (good)`, p.cls <= TARGET.cls],
    ['Performance score', String(p.score), `≥ ${TARGET.score}`, p.score >= TARGET.score],
  ];
  console.log(`\n${p.name}: ${p.url}`);
  console.log(
    `  (median of ${p.scores.length} Lighthouse run${p.scores.length > 1 ? 's' : ''}, scores ${p.scores.join(', ')}; first contentful paint ${(p.fcpMs / 1000).toFixed(2)} s; host benchmark index ${p.benchmarkIndex})`,
  );
  for (const [what, value, target, ok] of lines) console.log(`  ${what.padEnd(20)} ${value.padStart(9)}   target ${target.padEnd(18)} ${verdict(ok)}`);
  if (p.lcpElement) console.log(`  largest element: ${p.lcpElement.replace(/\s+/g, ' ').slice(0, 160)}`);
  const ok = lines.every((l) => l[3]);
  if (!ok && p.opportunities.length) {
    console.log('  Lighthouse says:');
    for (const o of p.opportunities) console.log(`   - ${o}`);
  }
  return ok;
}

async function main(): Promise<void> {
  if (!fs.existsSync(DIST)) {
    console.error(`${path.relative(ROOT, DIST)} is missing: run \`npm run build\` first (this benchmark measures the built store and builds nothing itself).`);
    process.exitCode = 1;
    return;
  }
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`No Chromium at ${CHROMIUM} (set CHROMIUM_PATH).`);
    process.exitCode = 1;
    return;
  }
  // The compressed copies browsers get (store/vite.config.mts) must be the files themselves.
  const assets = path.dirname(DIST) + '/assets';
  for (const file of fs.readdirSync(assets).filter((f) => /\.(js|css)$/.test(f))) {
    const plain = fs.readFileSync(path.join(assets, file));
    const copies: [string, (b: Buffer) => Buffer][] = [
      ['.br', zlib.brotliDecompressSync],
      ['.gz', zlib.gunzipSync],
    ];
    for (const [suffix, unzip] of copies) {
      const copy = path.join(assets, file + suffix);
      if (fs.existsSync(copy) && !unzip(fs.readFileSync(copy)).equals(plain)) {
        console.error(`${path.relative(ROOT, copy)} is not ${file} compressed: run \`npm run build\` again.`);
        process.exitCode = 1;
        return;
      }
    }
  }
  console.log(`bench:store — ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${new Date().toISOString()}`);
  const { child: server, port, generated } = await forkServer<{ seedMs: number }>(__filename);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-store-chromium-'));
  let chromium: ChildProcess | null = null;
  try {
    const base = `http://127.0.0.1:${port}`;
    console.log(`Server (production mode, fresh SQLite, demo company) ready in ${(generated.seedMs / 1000).toFixed(0)} s on ${base}`);
    const res = await fetch(`${base}/api/public/stores/${SLUG}/products?limit=1`);
    const body = (await res.json()) as { data?: { data?: { id: number; urlName: string }[] } };
    const product = body.data?.data?.[0];
    if (res.status !== 200 || !product) throw new Error(`the demo store ${SLUG} has no product: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    const home = `${base}/s/${SLUG}`;
    const productPage = `${base}/s/${SLUG}/p/${product.id}-${product.urlName}`;
    for (const url of [home, productPage]) {
      const page = await fetch(url);
      if (page.status !== 200 || !(await page.text()).includes('id="store-data"')) throw new Error(`${url} answered ${page.status} without the store's data`);
    }

    if (REPORTS) fs.mkdirSync(REPORTS, { recursive: true });
    const browser = await launchChromium(profile);
    chromium = browser.child;
    const load = () => os.loadavg()[0]!.toFixed(1);
    console.log(`Lighthouse (mobile: simulated slow 4G, ${CPU_SLOWDOWN ?? 4}× CPU slowdown), ${RUNS} run${RUNS > 1 ? 's' : ''} a page, Chromium ${CHROMIUM}; load average ${load()}`);
    const pages = [await lighthouseOf('Store home', home, browser.port), await lighthouseOf('Product page', productPage, browser.port)];
    chromium.kill();
    chromium = null;
    const pagesOk = pages.map(printPage).every(Boolean);

    console.log(`\nLoad average now ${load()} (${os.cpus().length} CPUs): a busy host lengthens every task Lighthouse times, and each is counted ${CPU_SLOWDOWN ?? 4}× again.`);
    const alone = await aloneMs(productPage, {});
    await autocannon({ url: productPage, connections: CONNECTIONS, duration: WARMUP });
    const r = await autocannon({ url: productPage, connections: CONNECTIONS, duration: SECONDS });
    const errors = r.errors + r.non2xx + r.timeouts;
    // Requests the server still holds when autocannon stops: answered before the server is stopped
    // (until one request alone comes back quickly again, at most 30 s).
    for (const until = Date.now() + 30_000; Date.now() < until;) {
      const t = performance.now();
      await (await fetch(productPage)).arrayBuffer();
      if (performance.now() - t < Math.max(50, alone * 2)) break;
    }
    console.log(`\nProduct page HTML (server-rendered head and store data), ${CONNECTIONS} parallel visitors for ${SECONDS} s on SQLite:`);
    console.log(`  alone ${alone.toFixed(1)} ms (median of 20, one at a time)`);
    console.log(`  p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   ${Math.round(r.requests.average)} requests/s   ${(r.throughput.average / 1024 / 1024).toFixed(1)} MB/s   errors ${errors}`);
    console.log(`  p99 target < ${TARGET.p99Ms} ms: ${verdict(r.latency.p99 < TARGET.p99Ms)}`);
    console.log(`\n${pagesOk && r.latency.p99 < TARGET.p99Ms ? 'Every target met.' : 'Some targets NOT met (see above).'}`);
    if (errors > 0) {
      console.log('Some requests failed.');
      process.exitCode = 1;
    }
  } finally {
    chromium?.kill();
    server.kill('SIGTERM');
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

runBench(serve, async () => {
  await main();
  // Lighthouse and autocannon may leave sockets open: end with the exit code set above.
  process.exit();
});
