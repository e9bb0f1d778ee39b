import os from 'node:os';
import path from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import type { Knex } from 'knex';
import { startServer } from '../server/main';
import { createCompany } from '../server/modules/companies/service';
import { Branch } from '../server/modules/companies/models';
import { Category, Product } from '../server/modules/catalog/models';
import { Tier } from '../server/modules/tiers/models';
import { rebuildCompany } from '../server/modules/reports/rebuild';
import { SUMMARY_MODELS } from '../server/modules/reports/models';
import { businessTime, nowDb, toDbTime } from '../server/platform/time';
import { ageBand } from '../common/reports';
import { benchEnv } from './bench-env';
import { bulkInsert, databasesOf, exitWhenDone, generateNetwork, onDatabase, option, random, writeAgents } from './bench-kit';

/**
 * npm run bench:reports — the report calls on summary tables at scale. For each database
 * (SQLite in a temporary folder; MariaDB on 127.0.0.1:3306 with `--db mysql`), a server process
 * (forked, so the load generator does not share its thread) gets one company (the default, so
 * `localhost` reaches it) with:
 *   - AGENTS agents (bench-kit's network shape, 5 tiers, 14 states, birth dates 1950–2005, joined
 *     over the two years), their recruiter being their upline;
 *   - ORDERS paid orders over the two years up to yesterday (KL), 1–3 lines of 50 products, 80 %
 *     sold by HQ, 15 % by the upline, 5 % personal; manual, gateway and credit payments; one in ten
 *     for pickup at one of 3 branches; 3 % refunded 1–20 days after payment;
 *   - one customer-book entry per agent, and a stock movement per 50 orders;
 * all written as facts with multi-row INSERTs (the dimensions stamped as payment and registration
 * stamp them), then `rebuildCompany` builds the summaries (its time is printed). Then every call of
 * CALLS is timed for one month (last calendar month), one year (last calendar year) and the 365 days to yesterday:
 * the median of single requests one after the other, and p99 under CONNECTIONS connections for
 * SECONDS seconds, against the targets (single < 100 ms at a month, < 500 ms at a year or 365 days).
 *
 * Options: --orders N (default 5000000), --agents N (default 100000), --db sqlite|mysql|both
 * (default sqlite), --connections N (20), --seconds N (5), --mysql-database NAME, --keep;
 * --only REGEX times only the calls whose name matches; --reuse FILE|URL runs on a database kept
 * by an earlier run (`--keep` prints its SQLite path or MariaDB URL): its facts stay, the summaries are rebuilt (a new
 * summary table is filled too) and timed — or kept as they are with --keep-summaries, when the
 * summary tables have not changed since.
 */

const ORDERS = Number(option('orders', '5000000'));
const AGENTS = Number(option('agents', '100000'));
const DB = option('db', 'sqlite');
const CONNECTIONS = Number(option('connections', '20'));
const SECONDS = Number(option('seconds', '5'));
const MYSQL_DATABASE = option('mysql-database', `bench_reports_${process.pid}`);
const KEEP = process.argv.includes('--keep');
const ONLY = new RegExp(option('only', '.'));
const REUSE = option('reuse', '');
const KEEP_SUMMARIES = process.argv.includes('--keep-summaries');
const PASSWORD = 'Bench#12345';
const HQ_EMAIL = 'hq@bench-reports.test';
const TARGET = { month: 100, year: 500, '365 days': 500 };

/**
 * The calls timed: [name, path, extra query]. `$products` stands for three product ids. One line
 * per call: add the analytics calls here.
 */
export const CALLS: [string, string, Record<string, string>?][] = [
  ['transaction summary', '/api/transaction/summary'],
  ['transaction list', '/api/transaction/list'],
  ['transaction payment-method', '/api/transaction/payment-method'],
  ['recruitment summary', '/api/recruitment/summary'],
  ['recruitment list', '/api/recruitment/list'],
  ['kpi summary', '/api/kpi/summary'],
  ['kpi sales-list', '/api/kpi/sales-list'],
  ['agent-report summary', '/api/agent-report/summary'],
  ['agent-report list', '/api/agent-report/list'],
  ['customer-report summary', '/api/customer-report/summary'],
  ['customer-report list', '/api/customer-report/list'],
  ['inventory summary', '/api/report/inventory/summary'],
  ['inventory list', '/api/report/inventory/list'],
  ['product-sales agent-product-list', '/api/product-sales-report/agent-product-list', { productIds: '$products' }],
  ['product-sales product-list', '/api/product-sales-report/product-list'],
  ['product-sales list', '/api/product-sales-report/list', { productIds: '$products' }],
  ['transaction summary, state', '/api/transaction/summary', { state: 'Selangor' }],
  ['kpi sales-list, tier', '/api/kpi/sales-list', { tierId: '$tier' }],
  ['analytic sales summary', '/api/analytic/sales/summary'],
  ['analytic sales graph', '/api/analytic/sales/graph'],
  ['analytic sales list', '/api/analytic/sales/list'],
  ['analytic category graph', '/api/analytic/category/graph-category'],
  ['analytic category list', '/api/analytic/category/list'],
  ['analytic product graph', '/api/analytic/product/graph-product'],
  ['analytic product list', '/api/analytic/product/list'],
  ['analytic state sales-list', '/api/analytic/state/sales-list'],
  ['analytic state age-recruit-list', '/api/analytic/state/age-recruit-list'],
  ['analytic age graph-sale', '/api/analytic/age/graph-sale'],
  ['analytic age sale-list', '/api/analytic/age/sale-list'],
  ['analytic age graph-recruit', '/api/analytic/age/graph-recruit'],
  ['analytic age recruit-list', '/api/analytic/age/recruit-list'],
  ['analytic product list, state', '/api/analytic/product/list', { state: 'Selangor' }],
];

const STATES = ['Johor', 'Kedah', 'Kelantan', 'Melaka', 'Negeri Sembilan', 'Pahang', 'Perak', 'Perlis', 'Pulau Pinang', 'Sabah', 'Sarawak', 'Selangor', 'Terengganu', 'Wp Kuala Lumpur'];
const PRODUCTS = 50;
const ORDERS_PER_CHUNK = 20_000;
const DAY_MS = 86_400_000;

interface Generated {
  ms: number;
  rebuildMs: number;
  orders: number;
  items: number;
  productIds: number[];
  tierId: number;
}

async function generate(db: Knex, mysql: boolean): Promise<Generated> {
  const started = performance.now();
  const slug = 'bench-reports';
  const kept = (await db('companies').where('slug', slug).first('id')) as { id: number } | undefined;
  if (kept) return summarise(db, mysql, kept.id, 0, !KEEP_SUMMARIES);
  const { info } = await createCompany({
    name: 'Bench reports',
    slug,
    domains: [`${slug}.test`],
    isDefault: true,
    hq: { email: HQ_EMAIL, password: PASSWORD, firstName: 'Head', lastName: 'Office' },
  });
  const c = info.id;
  const ctx = { companyId: c };
  const tiers: number[] = [0];
  for (let r = 1; r <= 5; r++) tiers[r] = (await Tier.of(ctx).insertAndFetch({ levelName: `Bench level ${r}`, rankNumber: r })).id;
  const branches: number[] = [];
  for (let b = 1; b <= 3; b++) branches.push((await Branch.of(ctx).insertAndFetch({ name: `Branch ${b}`, isPickup: true, state: STATES[b] })).id);
  const category = await Category.of(ctx).insertAndFetch({ name: 'Bench' });
  const products: number[] = [];
  for (let p = 0; p < PRODUCTS; p++) {
    products.push(
      (await Product.of(ctx).insertAndFetch({ categoryId: category.id, name: `Bench product ${p + 1}`, sku: `BR-${p + 1}`, weight: 100, retailPrice: 9000 + p * 100, status: 'published' })).id,
    );
  }

  const rnd = random(20261125);
  const end = businessTime().startOf('day').valueOf();
  const start = end - 730 * DAY_MS;
  const network = generateNetwork(AGENTS, 50);
  const state = Array.from({ length: AGENTS }, () => STATES[Math.floor(rnd() * STATES.length)]);
  const birth = Array.from({ length: AGENTS }, () => `${1950 + Math.floor(rnd() * 56)}-0${1 + Math.floor(rnd() * 9)}-1${Math.floor(rnd() * 9)}`);
  // Agent i joins at start + i/AGENTS of the two years: its uplines (earlier indexes) joined before it.
  const joined = (i: number) => start + Math.floor((i / AGENTS) * 730 * DAY_MS);
  const joinedDay = (i: number) => toDbTime(new Date(joined(i))).slice(0, 10);
  const now = nowDb();
  const { ids } = await writeAgents(db, c, slug, network, tiers, now, {
    columns: ['recruiter_id', 'state', 'birth_date', 'join_tier_id', 'join_state', 'join_age_band'],
    values: (i, _ids, upline) => [upline, `'${state[i]}'`, `'${birth[i]}'`, String(tiers[network.rank[i]]), `'${state[i]}'`, `'${ageBand(birth[i], joinedDay(i))}'`],
  });
  const first = ids(0);
  const span = 730 * 86_400;
  await db.raw(
    mysql
      ? 'UPDATE users SET created_at = DATE_ADD(?, INTERVAL FLOOR((id - ?) * ? / ?) SECOND) WHERE company_id = ? AND role = ?'
      : "UPDATE users SET created_at = strftime('%Y-%m-%d %H:%M:%f', ?, '+' || ((id - ?) * ? / ?) || ' seconds') WHERE company_id = ? AND role = ?",
    [toDbTime(new Date(start)), first, span, AGENTS, c, 'agent'],
  );

  const top = async (table: string) => Number(((await db(table).max({ id: 'id' }).first()) as { id: number | null })?.id ?? 0) + 1;
  let orderId = await top('orders');
  let itemId = await top('order_items');
  const types = (x: number) => (x < 0.8 ? 'hq' : x < 0.95 ? 'upline' : 'personal');
  const payments = (x: number) => (x < 0.5 ? 'manual' : x < 0.9 ? 'gateway' : 'credit');
  let items = 0;
  for (let written = 0; written < ORDERS;) {
    const orderTuples: string[] = [];
    const itemTuples: string[] = [];
    for (let n = 0; n < ORDERS_PER_CHUNK && written < ORDERS; n++, written++) {
      const paid = start + Math.floor((written / ORDERS) * 730 * DAY_MS) + Math.floor(rnd() * 60_000);
      // A buyer who had joined by then.
      const joinedBy = Math.max(1, Math.min(AGENTS, Math.floor(((paid - start) / (730 * DAY_MS)) * AGENTS)));
      const b = Math.floor(rnd() * joinedBy);
      const type = network.parent[b] < 0 ? 'hq' : types(rnd());
      const seller = type === 'hq' ? 'NULL' : type === 'personal' ? ids(b) : ids(network.parent[b]);
      const paidAt = toDbTime(new Date(paid));
      const refunded = rnd() < 0.03;
      const cancelledAt = refunded ? `'${toDbTime(new Date(Math.min(paid + (1 + Math.floor(rnd() * 20)) * DAY_MS, end - 1000)))}'` : 'NULL';
      const branch = rnd() < 0.1 ? branches[Math.floor(rnd() * 3)] : 'NULL';
      const lines = 1 + Math.floor(rnd() * 3);
      let total = 0;
      let units = 0;
      for (let k = 0; k < lines; k++) {
        const p = Math.floor(rnd() * PRODUCTS);
        const quantity = 1 + Math.floor(rnd() * 5);
        const price = 5000 + p * 100;
        total += price * quantity;
        units += quantity;
        itemTuples.push(
          `(${itemId++},${c},${orderId},'product',${products[p]},0,'Bench product','BR',${quantity},${price},${price * quantity},${price * quantity},${quantity},'${paidAt}','${paidAt}')`,
        );
        items++;
      }
      const stage = refunded ? 'cancelled' : 'completed';
      orderTuples.push(
        `(${orderId},${c},'BR${orderId}','R${orderId}','${type}',${ids(b)},${seller},${ids(b)},'${stage}','${payments(rnd())}','${refunded ? 'refunded' : 'paid'}','${branch === 'NULL' ? 'courier' : 'pickup'}',${branch},${units},${total},${total},${total},'${paidAt}',${cancelledAt},${tiers[network.rank[b]]},'${state[b]}','${ageBand(birth[b], paidAt.slice(0, 10))}','${paidAt}','${paidAt}')`,
      );
      orderId++;
    }
    await bulkInsert(
      db,
      'INSERT INTO orders (id, company_id, order_no, reference_no, type, buyer_id, seller_id, created_by, stage, payment_type, payment_status, shipment_type, branch_id, units, subtotal, grand_total, total_paid, paid_at, cancelled_at, buyer_tier_id, buyer_state, buyer_age_band, created_at, updated_at)',
      orderTuples,
    );
    await bulkInsert(
      db,
      'INSERT INTO order_items (id, company_id, order_id, item_type, product_id, variant_id, name, sku, quantity, unit_price, line_total, sales_value, units, created_at, updated_at)',
      itemTuples,
    );
    process.stdout.write(`   generating: ${written.toLocaleString('en-US')} orders\n`);
  }
  function* customers() {
    for (let i = 0; i < AGENTS; i++) yield `(${c},${ids(i)},'Customer ${i}','1 Jalan Bench',0,'${toDbTime(new Date(joined(i) + DAY_MS))}','${now}')`;
  }
  await bulkInsert(db, 'INSERT INTO customer_addresses (company_id, agent_id, first_name, address1, is_primary, created_at, updated_at)', customers());
  function* movements() {
    for (let m = 0; m < ORDERS / 50; m++) {
      const at = toDbTime(new Date(start + Math.floor((m / (ORDERS / 50)) * 730 * DAY_MS)));
      const inbound = rnd() < 0.3;
      yield `(${c},0,${products[m % PRODUCTS]},0,${inbound ? 500 : 0},${inbound ? 0 : 20},'${inbound ? 'restock' : 'damaged'}',1000,${inbound ? 1500 : 980},'${at}','${at}')`;
    }
  }
  await bulkInsert(db, 'INSERT INTO stock_movements (company_id, store_id, product_id, variant_id, qty_in, qty_out, inv_type, qty_before, qty_after, created_at, updated_at)', movements());
  await bulkInsert(
    db,
    'INSERT INTO stock_levels (company_id, store_id, product_id, variant_id, qty, ref_qty, created_at, updated_at)',
    products.map((p) => `(${c},0,${p},0,1000,1000,'${now}','${now}')`),
  );
  return summarise(db, mysql, c, performance.now() - started);
}

/** Rebuilds the company's summaries (timed) unless told not to, and the planner's statistics; what was generated. */
async function summarise(db: Knex, mysql: boolean, c: number, ms: number, rebuild = true): Promise<Generated> {
  const t = performance.now();
  if (rebuild) await rebuildCompany(db, c);
  const rebuildMs = performance.now() - t;
  // Fresh planner statistics, as a database that grew in service has them (SQLite gathers them when a connection opens).
  await db.raw(mysql ? `ANALYZE TABLE orders, order_items, users, customer_addresses, stock_movements, ${SUMMARY_MODELS.map((m) => m.tableName).join(', ')}` : 'ANALYZE');
  const count = async (table: string) => Number(((await db(table).where('company_id', c).count({ n: '*' }).first()) as { n: unknown }).n);
  const productIds = ((await db('products').where('company_id', c).orderBy('id').limit(3).select('id')) as { id: number }[]).map((p) => p.id);
  const tier = (await db('tiers').where({ company_id: c, rank_number: 3 }).first('id')) as { id: number };
  return { ms, rebuildMs, orders: await count('orders'), items: await count('order_items'), productIds, tierId: tier.id };
}

/** The child: a server on the database, the data generated and rebuilt; reports the port. */
async function serve(url: string, dir: string): Promise<void> {
  const server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: url, env: benchEnv(dir) });
  process.once('SIGTERM', () => void server.close().finally(() => process.exit(0)));
  const generated = await generate(server.platform.db, url.startsWith('mysql'));
  process.send!({ port: server.port, generated });
}

function start(url: string, dir: string): Promise<{ child: ChildProcess; port: number; generated: Generated }> {
  // The child reads the same options (sizes) from its own arguments.
  const child = fork(__filename, ['serve', url, dir, ...process.argv.slice(2)], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number; generated: Generated }) => resolve({ child, ...m }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** A GET, sent again once when the kept-alive connection it reused was closed by the server meanwhile. */
async function get(url: string, headers: Record<string, string>): Promise<Response> {
  try {
    return await fetch(url, { headers });
  } catch (err) {
    if ((err as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw err;
    return fetch(url, { headers });
  }
}

/** Median of `n` requests one after the other (after one warm-up request). */
async function alone(url: string, headers: Record<string, string>, n = 7): Promise<number> {
  const first = await get(url, headers);
  if (first.status !== 200) throw new Error(`${url} answered ${first.status}: ${(await first.text()).slice(0, 300)}`);
  await first.arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await (await get(url, headers)).arrayBuffer();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(n / 2)]!;
}

async function run(label: string, url: string, dir: string) {
  const { child, port, generated: g } = await start(url, dir);
  try {
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: HQ_EMAIL, password: PASSWORD }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}` };
    const day = (d: ReturnType<typeof businessTime>) => d.format('YYYY-MM-DD');
    const today = businessTime().startOf('day');
    const lastYear = today.subtract(1, 'year');
    const periods: Record<keyof typeof TARGET, { from: string; to: string }> = {
      month: { from: day(today.subtract(1, 'month').startOf('month')), to: day(today.subtract(1, 'month').endOf('month')) },
      year: { from: day(lastYear.startOf('year')), to: day(lastYear.endOf('year')) },
      '365 days': { from: day(today.subtract(365, 'day')), to: day(today.subtract(1, 'day')) },
    };
    const f = (n: number) => n.toLocaleString('en-US');
    console.log(`\n== ${label}: ${f(AGENTS)} agents, ${f(g.orders)} orders (${f(g.items)} lines), ${g.ms ? `generated in ${(g.ms / 1000).toFixed(1)} s` : 'kept from an earlier run'}`);
    console.log(`   rebuild of the summaries: ${KEEP_SUMMARIES && !g.ms ? 'skipped (--keep-summaries)' : `${(g.rebuildMs / 1000).toFixed(1)} s`}`);
    console.log(
      `   ${Object.entries(periods)
        .map(([name, p]) => `${name} ${p.from}..${p.to}`)
        .join(', ')}; ${CONNECTIONS} connections × ${SECONDS} s; ${os.cpus().length} CPUs`,
    );
    console.log(`   ${'call'.padEnd(36)} ${'period'.padEnd(8)} ${'single ms'.padStart(10)} ${'p99 ms'.padStart(8)} ${'req/s'.padStart(7)} ${'errors'.padStart(7)}  target`);
    let missed = 0;
    for (const [name, path, extra = {}] of CALLS.filter(([name]) => ONLY.test(name))) {
      for (const [period, range] of Object.entries(periods) as [keyof typeof TARGET, { from: string; to: string }][]) {
        const params = Object.fromEntries(Object.entries({ ...range, ...extra }).map(([k, v]) => [k, v === '$products' ? g.productIds.join(',') : v === '$tier' ? String(g.tierId) : v]));
        const target = `${base}${path}?${new URLSearchParams(params)}`;
        let single: number;
        try {
          single = await alone(target, headers);
        } catch (err) {
          missed++;
          console.log(`   ${name.padEnd(36)} ${period.padEnd(8)} failed: ${(err as Error).message}`);
          continue;
        }
        const r = await autocannon({ url: target, headers, connections: CONNECTIONS, duration: SECONDS });
        // The load's last requests may still be queued in the server (its queries hold the thread):
        // one more request waits for them, so the next case's single requests do not.
        await (await get(`${base}${CALLS[0][1]}?${new URLSearchParams(periods.month)}`, headers)).arrayBuffer();
        const errors = r.errors + r.non2xx + r.timeouts;
        const ok = single < TARGET[period] && errors === 0;
        if (!ok) missed++;
        console.log(
          `   ${name.padEnd(36)} ${period.padEnd(8)} ${single.toFixed(1).padStart(10)} ${String(r.latency.p99).padStart(8)} ${r.requests.average.toFixed(0).padStart(7)} ${String(errors).padStart(7)}  < ${TARGET[period]} ms ${ok ? 'met' : 'NOT met'}`,
        );
      }
    }
    console.log(`   ${missed ? `${missed} case(s) missed the single-request target` : 'every call met its single-request target'}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function main() {
  if (process.argv[2] === 'serve') return serve(process.argv[3], process.argv[4]);
  if (!Number.isInteger(ORDERS) || ORDERS < 1000) throw new Error('--orders must be an integer ≥ 1000');
  if (!Number.isInteger(AGENTS) || AGENTS < 1000) throw new Error('--agents must be an integer ≥ 1000');
  if (!['sqlite', 'mysql', 'both', 'auto'].includes(DB)) throw new Error('--db must be sqlite, mysql or both');
  if (/^mysql:/.test(REUSE)) return run('MariaDB (kept)', REUSE, os.tmpdir());
  if (REUSE) return run('SQLite (kept)', `sqlite:${REUSE}`, path.dirname(REUSE));
  for (const kind of await databasesOf(DB)) await onDatabase(kind, 'bench-reports', MYSQL_DATABASE, KEEP, run);
}

if (process.argv[2] === 'serve') {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else exitWhenDone(main());
