import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import express from 'express';
import type { Knex } from 'knex';
import { startServer } from '../server/main';
import { nowDb } from '../server/platform/time';
import { benchEnv } from './bench-env';
import { demoLogin } from './bench-kit';

/**
 * npm run bench:catalog — the catalogue under a realistic size, measured in one run on this machine:
 *   1. Express answering "hello" (the baseline of bench:http),
 *   2. the real server on a fresh embedded SQLite database with the demo company, to which
 *      `generate` adds tiers up to 50, 8 categories and 10,000 products, each priced for all
 *      50 tiers (500,000 tier prices) and every fourth with a quantity band; 90 % published,
 *      the rest drafts or suspended. Then, 25 per page:
 *      - HQ's product list GET /api/products filtered by category, sorted by name (page 3),
 *      - HQ's product list filtered by status, sorted by newest first,
 *      - the agent catalogue GET /api/shop/products (agent1, Master Stockist), page 2,
 *      - the agent catalogue filtered by category with `quantity` (price bands applied).
 * Each server runs in its own child process so the load generator does not share its event
 * loop. Prints the generation time, requests/s, p50/p99 latency and each case ÷ Express hello.
 * Exits non-zero when any request failed.
 *
 * Options (environment): BENCH_SECONDS (default 8), BENCH_CONNECTIONS (default 50),
 * BENCH_WARMUP (seconds of unmeasured load before each case, default 2), BENCH_PRODUCTS
 * (default 10000), BENCH_TIERS (default 50).
 */

type Kind = 'express' | 'api';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const TIERS = Number(process.env.BENCH_TIERS ?? 50);
const CATEGORIES = 8;
const PER_PAGE = 25;

interface Generated {
  ms: number;
  tiers: number;
  categories: number;
  categoryId: number;
  products: number;
  tierPrices: number;
  bands: number;
}

/**
 * Fills the demo company in one transaction: bulk inserts of tiers, categories and products
 * (chunks of 500 rows), then the tier prices and bands as INSERT … SELECT statements (the
 * database builds the 500,000 rows itself). Plain knex with company_id set on every row.
 */
async function generate(db: Knex): Promise<Generated> {
  const started = performance.now();
  const now = nowDb();
  const company = await db('companies').where({ slug: 'demo' }).first('id');
  if (!company) throw new Error('the demo company is missing');
  const companyId = company.id as number;
  let categoryId = 0;
  await db.transaction(async (trx) => {
    const top = await trx('tiers').where({ company_id: companyId }).max({ rank: 'rank_number' }).first();
    const tiers = [];
    for (let rank = Number(top?.rank ?? 0) + 1; rank <= TIERS; rank++) {
      tiers.push({ company_id: companyId, level_name: `Bench level ${rank}`, rank_number: rank, created_at: now, updated_at: now });
    }
    await trx.batchInsert('tiers', tiers, 500);

    const categories = Array.from({ length: CATEGORIES }, (_, i) => ({ company_id: companyId, name: `Bench category ${i + 1}`, created_at: now, updated_at: now }));
    await trx.batchInsert('product_categories', categories, 500);
    const categoryIds = (await trx('product_categories').where({ company_id: companyId }).whereLike('name', 'Bench category %').orderBy('id').select('id')).map((r: { id: number }) => r.id);
    categoryId = categoryIds[0];

    const products = Array.from({ length: PRODUCTS }, (_, i) => {
      const retail = 1_000 + ((i * 7_919) % 99_000);
      return {
        company_id: companyId,
        category_id: categoryIds[i % categoryIds.length],
        name: `Bench product ${String((i * 7_919) % PRODUCTS).padStart(5, '0')}`,
        sku: `BENCH-${String(i).padStart(5, '0')}`,
        description: 'A generated product for the catalogue benchmark.',
        weight: 100 + (i % 900),
        retail_price: retail,
        store_price: Math.round(retail * 0.9),
        points: i % 20,
        preorder: i % 17 === 0,
        first_order_only: i % 23 === 0,
        status: i % 20 === 0 ? 'default' : i % 20 === 1 ? 'suspended' : 'published',
        status_before_suspend: i % 20 === 1 ? 'published' : null,
        // Spread over a day so that "newest first" has something to sort.
        created_at: new Date(Date.parse(`${now.replace(' ', 'T')}Z`) - i * 8_000).toISOString().replace('T', ' ').replace('Z', ''),
        updated_at: now,
      };
    });
    await trx.batchInsert('products', products, 500);

    await trx.raw(
      `INSERT INTO product_tier_prices (company_id, product_id, tier_id, price, created_at, updated_at)
       SELECT p.company_id, p.id, t.id, p.retail_price - p.retail_price * t.rank_number / 200, ?, ?
       FROM products p CROSS JOIN tiers t
       WHERE p.company_id = ? AND t.company_id = ? AND p.sku LIKE 'BENCH-%'`,
      [now, now, companyId, companyId],
    );
    await trx.raw(
      `INSERT INTO product_price_ranges (company_id, product_id, tier_id, min_qty, max_qty, price, created_at, updated_at)
       SELECT p.company_id, p.id, NULL, 10, 99, p.retail_price / 2, ?, ?
       FROM products p
       WHERE p.company_id = ? AND p.sku LIKE 'BENCH-%' AND p.id % 4 = 0`,
      [now, now, companyId],
    );
  });
  const count = async (table: string) => Number(((await db(table).where({ company_id: companyId }).count({ n: '*' }).first()) as { n: number }).n);
  return {
    ms: performance.now() - started,
    tiers: await count('tiers'),
    categories: await count('product_categories'),
    categoryId,
    products: await count('products'),
    tierPrices: await count('product_tier_prices'),
    bands: await count('product_price_ranges'),
  };
}

async function serve(kind: Kind): Promise<void> {
  if (kind === 'api') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-catalog-'));
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: `sqlite:${path.join(dir, 'bench.db')}`,
      seedDemo: true,
      env: benchEnv(dir),
    });
    // The parent ends this process with SIGTERM when done: remove the database with it.
    process.once('SIGTERM', () => {
      void server.close().finally(() => {
        fs.rmSync(dir, { recursive: true, force: true });
        process.exit(0);
      });
    });
    const generated = await generate(server.platform.db);
    process.send!({ port: server.port, generated });
    return;
  }
  const handler = http.createServer(express().get('/', (_req, res) => void res.type('text/plain').send('hello')));
  await new Promise<void>((resolve) => handler.listen(0, '127.0.0.1', resolve));
  process.send!({ port: (handler.address() as AddressInfo).port });
}

function start(kind: Kind): Promise<{ child: ChildProcess; port: number; generated?: Generated }> {
  const child = fork(__filename, ['serve', kind], { stdio: 'inherit' }); // same runtime flags as this process
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number; generated?: Generated }) => resolve({ child, ...m }));
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP }); // let the JIT and caches settle
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  const errors = r.errors + r.non2xx + r.timeouts;
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors };
}

/** One request before measuring: the route answers 200 with a full page of 25. */
async function check(url: string, headers: Record<string, string>): Promise<void> {
  const res = await fetch(url, { headers });
  const body = (await res.json()) as { data?: unknown[] };
  if (res.status !== 200 || !Array.isArray(body.data) || body.data.length !== PER_PAGE) {
    throw new Error(`${url} answered ${res.status} with ${JSON.stringify(body).slice(0, 300)}`);
  }
}

const q = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' || typeof v === 'number' ? String(v) : JSON.stringify(v)])).toString();

async function main() {
  const results: Figures[] = [];
  const baseline = await start('express');
  results.push(await measure('Express hello', `http://127.0.0.1:${baseline.port}/`));
  baseline.child.kill();

  const { child, port, generated } = await start('api');
  const g = generated!;
  const base = `http://127.0.0.1:${port}`;
  const hq = await demoLogin(base, 'hq@demo.test');
  const agent = await demoLogin(base, 'agent1@demo.test');
  const cases: [string, string, Record<string, string>][] = [
    ['HQ list: category, name', `/api/products?${q({ perPage: PER_PAGE, page: 3, filter: { categoryId: g.categoryId }, sort: ['name', 'ASC'] })}`, hq],
    ['HQ list: status, newest', `/api/products?${q({ perPage: PER_PAGE, filter: { status: 'published' }, sort: ['createdAt', 'DESC'] })}`, hq],
    ['Shop: page 2', `/api/shop/products?${q({ perPage: PER_PAGE, page: 2 })}`, agent],
    ['Shop: category, qty 20', `/api/shop/products?${q({ perPage: PER_PAGE, filter: { categoryId: g.categoryId }, quantity: 20 })}`, agent],
  ];
  for (const [name, pathname, headers] of cases) {
    await check(`${base}${pathname}`, headers);
    results.push(await measure(name, `${base}${pathname}`, headers));
  }
  child.kill();

  const expressRps = results[0].rps;
  console.log(`\nCatalogue benchmark — ${os.cpus().length} CPUs, Node ${process.version}, SQLite, ${CONNECTIONS} connections, ${SECONDS}s each (+${WARMUP}s warm-up)`);
  console.log(`Generated in ${(g.ms / 1000).toFixed(1)} s: ${g.tiers} tiers, ${g.categories} categories, ${g.products} products, ${g.tierPrices} tier prices, ${g.bands} price bands\n`);
  console.log('case'.padEnd(26), 'req/s'.padStart(10), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7), '× Express'.padStart(10));
  for (const r of results) {
    console.log(r.name.padEnd(26), r.rps.toFixed(0).padStart(10), String(r.p50).padStart(8), String(r.p99).padStart(8), String(r.errors).padStart(7), (r.rps / expressRps).toFixed(2).padStart(10));
  }
  for (const [name, pathname] of cases) console.log(`  ${name}: GET ${decodeURIComponent(pathname)}`);
  const ok = results.every((r) => r.errors === 0);
  if (!ok) console.log('\nSome requests failed (errors column).');
  process.exitCode = ok ? 0 : 1;
}

if (process.argv[2] === 'serve') {
  serve(process.argv[3] as Kind).catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
