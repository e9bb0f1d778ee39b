import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import type { Knex } from 'knex';
import dayjs from 'dayjs';
import { TIME_ZONE } from '../common/constants';
import { COMMISSION_TYPES, PERIOD_COMMISSION_TYPES } from '../common/commissions';
import { loadConfig } from '../server/config';
import { closePlatform, createPlatform } from '../server/app';
import { createCompany } from '../server/modules/companies/service';
import { CommissionRank, Tier } from '../server/modules/tiers/models';
import { Category, Product, ProductTierPrice } from '../server/modules/catalog/models';
import type { Order, OrderItem } from '../server/modules/orders/models';
import type { User } from '../server/modules/users/models';
import { companyCtx } from '../server/modules/orders/jobs';
import { orderLines, type Facts, type PerUnitField, type Upline } from '../server/modules/commissions/orders';
import { closePeriod, verifyPeriod } from '../server/modules/commissions/period';
import { businessTime, nowDb, toDbTime } from '../server/platform/time';
import { benchEnv } from './bench-env';
import { bulkInsert, databasesOf, exitWhenDone, generateNetwork, onDatabase, option, random, writeAgents, type Network } from './bench-kit';

/**
 * npm run bench:commissions — the period close (server/modules/commissions/period.ts
 * `closePeriod`) of one month under a realistic size, on SQLite and/or MariaDB. For each database
 * (SQLite in a temporary folder; MariaDB on 127.0.0.1:3306 as root without a password, in a
 * throwaway database), a fresh company gets:
 *   - AGENTS agents in the bench:network shape (scripts/bench-kit.ts: 5 roots of the highest
 *     tier, a CHAIN-level chain, the rest bushy; 5 tiers) with the closure table, all written with
 *     multi-row INSERTs; each agent's recruiter is its upline, one in ten has a helper (its
 *     upline's upline);
 *   - 5 tiers (prices 60 % … 100 % of a product's base, maintenance, helper, recruitment and
 *     leadership rates) and 4 commission ranks (two with a side-group requirement and
 *     leadership), 20 products with product commission and introducer bonus;
 *   - LINES paid order lines in last month (Kuala Lumpur), in orders of 1–3 lines bought by 60 %
 *     of the agents (the others are below maintenance), 80 % from HQ (commissionable), 20 % from
 *     the buyer's upline, paid times spread over the month, 5 % of the buyers on a first order —
 *     written as orders, order_items and the buyers' agent_period_sales (ps_* and cs_*);
 *   - the per-order commission lines, computed by the engine's own rules (`orderLines` of
 *     commissions/orders.ts, fed the same facts writeOrderCommissions reads, from memory) and
 *     written with multi-row INSERTs.
 * Then, in a fresh child process (so the generator's memory does not count), `closePeriod` of
 * that month as the company's HQ: wall time, peak RSS (the process's maxRSS when it rose during
 * the close, else process.memoryUsage().rss sampled every 20 ms), the close lines written and the period's line count, against
 * the targets (≤ 30 s and ≤ 1 GB up to 100,000 agents and 1,000,000 lines; ≤ 5 minutes above).
 * A report: exits 0 whether the targets are met or not, non-zero on errors.
 *
 * Options: --agents N (default 100000), --lines N (default 1000000), --db sqlite|mysql|both
 * (default both when MariaDB answers, else sqlite), --chain N (default 1500), --verify (also time
 * verifyPeriod after the close), --mysql-database NAME (default bench_commissions_<pid>; created
 * and dropped), --keep (leave the generated database in place, printing where), --reuse FILE|URL
 * (close again on a database kept by an earlier run — a SQLite file or a MySQL/MariaDB URL — its
 * close undone first; give the --agents and --lines it was made with, which set the target).
 * BENCH_CHILD_FLAGS adds node flags to the close's process (e.g. '--cpu-prof'); BENCH_QUERY_TIMES=1
 * prints its statements by total time.
 */

const AGENTS = Number(option('agents', '100000'));
const LINES = Number(option('lines', '1000000'));
const CHAIN = Number(option('chain', '1500'));
const DB = option('db', 'auto');
const MYSQL_DATABASE = option('mysql-database', `bench_commissions_${process.pid}`);
const KEEP = process.argv.includes('--keep');
const VERIFY = process.argv.includes('--verify');
const REUSE = option('reuse', '');
const CHILD = option('close-child', '');
const PRODUCTS = 20;
const ORDERS_PER_CHUNK = 20_000;
const BIG = AGENTS > 100_000 || LINES > 1_000_000;
/** The issue's targets: ≤ 30 s and ≤ 1 GB at 100,000 agents and 1,000,000 lines; above that only the time, ≤ 5 minutes. */
const TARGET = { seconds: BIG ? 300 : 30, mb: BIG ? null : 1024 };

if (!CHILD) {
  if (!Number.isInteger(AGENTS) || AGENTS < CHAIN + 1000) throw new Error(`--agents must be an integer ≥ ${CHAIN + 1000}`);
  if (!Number.isInteger(LINES) || LINES < 1000) throw new Error('--lines must be an integer ≥ 1000');
  if (!Number.isInteger(CHAIN) || CHAIN < 0) throw new Error('--chain must be a non-negative integer');
  if (!['auto', 'sqlite', 'mysql', 'both'].includes(DB)) throw new Error('--db must be sqlite, mysql or both');
  if (!/^\w{1,64}$/.test(MYSQL_DATABASE)) throw new Error('--mysql-database must be letters, digits and _');
}

/** The month closed: last month in Kuala Lumpur (it has ended). */
const PERIOD = businessTime().startOf('month').subtract(1, 'month').format('YYYY-MM');

interface Generated {
  companyId: number;
  hqId: number;
  network: Network;
  closure: number;
  orders: number;
  items: number;
  lines: number;
  buyers: number;
  ms: number;
}

/** Basis points of each tier's price against the product's base (rank 1 cheapest). */
const PRICE_BP = [0, 6000, 7000, 8000, 9000, 10000];

async function generate(db: Knex): Promise<Generated> {
  const started = performance.now();
  const network = generateNetwork(AGENTS, CHAIN);
  const slug = `bench-commissions-${process.pid}`;
  const { info, hq } = await createCompany({
    name: 'Bench commissions',
    slug,
    domains: [`${slug}.test`],
    hq: { email: `hq@${slug}.test`, password: 'Bench#12345', firstName: 'Head', lastName: 'Office' },
  });
  const ctx = { companyId: info.id };
  const tiers: Tier[] = [];
  for (let r = 1; r <= 5; r++) {
    tiers[r] = await Tier.of(ctx).insertAndFetch({
      levelName: `Bench level ${r}`,
      rankNumber: r,
      momAmount: [0, 300000, 150000, 80000, 40000, 20000][r],
      helperPercen: [0, 300, 250, 200, 100, 0][r],
      recruitComm: [0, 10000, 8000, 5000, 3000, 1000][r],
      leadership: [0, 300, 200, 100, 0, 0][r],
    });
  }
  const ranks: [string, number, number, number, number, number, boolean][] = [
    ['Bench Silver', 100000, 500000, 0, 200, 50, false],
    ['Bench Gold', 200000, 2000000, 0, 400, 100, false],
    ['Bench Platinum', 300000, 10000000, 1000000, 600, 150, true],
    ['Bench Diamond', 400000, 50000000, 10000000, 800, 200, true],
  ];
  for (const [commissionName, personalSales, totalPersonalGroupSales, sideGroupSales, commission, personalLevelCommission, isLeadership] of ranks) {
    await CommissionRank.of(ctx).insert({ commissionName, personalSales, totalPersonalGroupSales, sideGroupSales, commission, personalLevelCommission, isLeadership });
  }
  const category = await Category.of(ctx).insertAndFetch({ name: 'Bench' });
  const products: Product[] = [];
  const base: number[] = [];
  for (let p = 0; p < PRODUCTS; p++) {
    base[p] = 5000 + p * 750;
    products[p] = await Product.of(ctx).insertAndFetch({
      categoryId: category.id,
      name: `Bench product ${p + 1}`,
      sku: `BENCH-${p + 1}`,
      weight: 100,
      retailPrice: Math.round(base[p] * 1.3),
      commission: Math.round(base[p] / 50),
      introducerBonus: Math.round(base[p] / 100),
      status: 'published',
    });
    for (let r = 1; r <= 5; r++) await ProductTierPrice.of(ctx).insert({ productId: products[p].id, tierId: tiers[r].id, price: (base[p] * PRICE_BP[r]) / 10000 });
  }
  const now = nowDb();
  const { parent, rank } = network;
  const hasHelper = (i: number) => i % 10 === 3 && parent[i] >= 0 && parent[parent[i]] >= 0;
  const { ids, closure } = await writeAgents(
    db,
    info.id,
    slug,
    network,
    tiers.map((t) => t?.id ?? 0),
    now,
    {
      columns: ['recruiter_id', 'helper_id'],
      values: (i, idOf, upline) => [upline, hasHelper(i) ? String(idOf(parent[parent[i]])) : 'NULL'],
    },
  );

  // The facts writeOrderCommissions reads, from memory.
  const tierById = new Map(tiers.filter(Boolean).map((t) => [t.id, t]));
  const tierIdOf = (i: number) => tiers[rank[i]].id;
  const productIndex = new Map(products.map((p, k) => [p.id, k]));
  const rankOfTier = new Map(tiers.filter(Boolean).map((t) => [t.id, t.rankNumber]));
  const priceOf = (tierId: number, productId: number) => (base[productIndex.get(productId)!] * PRICE_BP[rankOfTier.get(tierId)!]) / 10000;
  const agentOf = (i: number) =>
    ({
      id: ids(i),
      role: 'agent',
      tierId: tierIdOf(i),
      uplineId: parent[i] < 0 ? null : ids(parent[i]),
      recruiterId: parent[i] < 0 ? null : ids(parent[i]),
      helperId: hasHelper(i) ? ids(parent[parent[i]]) : null,
    }) as User;

  const rnd = random(20261124);
  const buyers: number[] = [];
  for (let i = 0; i < AGENTS; i++) if (rnd() < 0.6) buyers.push(i);
  const ps = { amount: new Float64Array(AGENTS), units: new Float64Array(AGENTS), csAmount: new Float64Array(AGENTS), csUnits: new Float64Array(AGENTS), orders: new Int32Array(AGENTS) };
  const seen = new Uint8Array(AGENTS);
  const monthStart = dayjs.tz(`${PERIOD}-01 00:00`, TIME_ZONE).valueOf();
  const monthMs = dayjs.tz(`${PERIOD}-01 00:00`, TIME_ZONE).add(1, 'month').valueOf() - monthStart;
  const top = async (table: string) => Number(((await db(table).max({ id: 'id' }).first()) as { id: number | null })?.id ?? 0) + 1;
  let orderId = await top('orders');
  let itemId = await top('order_items');
  const c = info.id;
  const written = { orders: 0, items: 0, lines: 0 };
  const q = (s: string) => s.replace(/'/g, "''");
  while (written.items < LINES) {
    const orderTuples: string[] = [];
    const itemTuples: string[] = [];
    const lineTuples: string[] = [];
    for (let n = 0; n < ORDERS_PER_CHUNK && written.items < LINES; n++) {
      const b = buyers[Math.floor(rnd() * buyers.length)];
      const type = parent[b] < 0 || rnd() < 0.8 ? 'hq' : 'upline';
      const seller = type === 'hq' ? null : ids(parent[b]);
      const first = !seen[b] && b % 20 === 0;
      seen[b] = 1;
      const paidAt = toDbTime(new Date(monthStart + Math.floor((written.items / LINES) * monthMs)));
      const count = Math.min(1 + Math.floor(rnd() * 3), LINES - written.items);
      const buyer = agentOf(b);
      const items: OrderItem[] = [];
      for (let k = 0; k < count; k++) {
        const p = Math.floor(rnd() * PRODUCTS);
        const quantity = 1 + Math.floor(rnd() * 5);
        const unitPrice = priceOf(buyer.tierId!, products[p].id);
        items.push({ id: itemId++, itemType: 'product', productId: products[p].id, packageId: null, quantity, units: quantity, unitPrice, salesValue: unitPrice * quantity } as unknown as OrderItem);
      }
      const order = { id: orderId++, type, buyerId: buyer.id, sellerId: seller, isFirstOrder: first, affiliateId: null } as unknown as Order;
      const uplines: Upline[] = [];
      if (type === 'hq') for (let a = parent[b], d = 1; a >= 0; a = parent[a], d++) uplines.push({ agentId: ids(a), tierId: tierIdOf(a), depth: d });
      const candidates = [parent[b], hasHelper(b) ? parent[parent[b]] : -1].filter((i) => i >= 0);
      const facts: Facts = {
        order,
        items,
        buyer,
        agents: new Map(candidates.map((i) => [ids(i), agentOf(i)])),
        uplines,
        tiers: tierById,
        priceOf,
        fixed: (item: OrderItem, field: PerUnitField) => {
          const perItem = Number(products[productIndex.get(item.productId!)!][field] ?? 0);
          return { perItem, amount: perItem * item.quantity };
        },
      };
      const goods = items.reduce((s, i) => s + Number(i.salesValue), 0);
      const units = items.reduce((s, i) => s + i.units, 0);
      orderTuples.push(
        `(${order.id},${c},'BC${order.id}','BR${order.id}','${type}',${buyer.id},${seller ?? 'NULL'},${buyer.id},'completed','manual','paid','pickup',${units},${goods},${goods},${goods},${first ? 1 : 0},'${paidAt}','${paidAt}','${paidAt}')`,
      );
      for (const i of items) {
        itemTuples.push(
          `(${i.id},${c},${order.id},'product',${i.productId},0,'Bench product','BENCH',${i.quantity},${i.unitPrice},${i.salesValue},${i.salesValue},${i.units},'${paidAt}','${paidAt}')`,
        );
      }
      for (const l of orderLines(facts, false)) {
        lineTuples.push(
          `(${c},'${PERIOD}','${l.type}','earn',${l.beneficiaryId},'${l.sourceType}',${l.sourceId},${order.id},${buyer.id},${l.amount},${l.payable ? 1 : 0},'${l.rule}','${q(JSON.stringify(l.figures))}','${paidAt}')`,
        );
      }
      ps.amount[b] += goods;
      ps.units[b] += units;
      if (type === 'hq') {
        ps.csAmount[b] += goods;
        ps.csUnits[b] += units;
      }
      ps.orders[b] += 1;
      written.orders++;
      written.items += items.length;
    }
    await bulkInsert(
      db,
      'INSERT INTO orders (id, company_id, order_no, reference_no, type, buyer_id, seller_id, created_by, stage, payment_type, payment_status, shipment_type, units, subtotal, grand_total, total_paid, is_first_order, paid_at, created_at, updated_at)',
      orderTuples,
    );
    await bulkInsert(
      db,
      'INSERT INTO order_items (id, company_id, order_id, item_type, product_id, variant_id, name, sku, quantity, unit_price, line_total, sales_value, units, created_at, updated_at)',
      itemTuples,
    );
    written.lines += await bulkInsert(
      db,
      'INSERT INTO commission_lines (company_id, period, type, kind, beneficiary_id, source_type, source_id, order_id, buyer_id, amount, payable, rule, figures, created_at)',
      lineTuples,
    );
    process.stdout.write(`\r   generating: ${written.items.toLocaleString('en-US')} order lines, ${written.lines.toLocaleString('en-US')} commission lines`);
  }
  process.stdout.write('\n');
  function* salesTuples() {
    for (let i = 0; i < AGENTS; i++) {
      if (!ps.orders[i]) continue;
      yield `(${c},${ids(i)},'${PERIOD}',${ps.amount[i]},${ps.units[i]},${ps.csAmount[i]},${ps.csUnits[i]},${ps.orders[i]},'${now}','${now}')`;
    }
  }
  const sales = await bulkInsert(db, 'INSERT INTO agent_period_sales (company_id, agent_id, period, ps_amount, ps_units, cs_amount, cs_units, orders, created_at, updated_at)', salesTuples());
  return { companyId: c, hqId: hq.id, network, closure, orders: written.orders, items: written.items, lines: written.lines, buyers: sales, ms: performance.now() - started };
}

interface CloseFigures {
  ms: number;
  rssBeforeMb: number;
  peakRssMb: number;
  /** the process's maxRSS when the close ended (before any verification) */
  maxRssMb: number;
  /** maxRSS when the close began (start-up and the database's own work before it) */
  maxRssBeforeMb: number;
  closeLines: number;
  periodLines: number;
  eligible: number;
  verifyMs: number | null;
  same: boolean | null;
}

/** The child: closes the period and reports its figures as one JSON line. */
/**
 * BENCH_QUERY_TIMES=1: the close's statements by SQL text (numbers and lists of placeholders
 * folded), with their count and total time, the costliest first (on stderr).
 */
function timeStatements(db: Knex) {
  const started = new Map<string, number>();
  const totals = new Map<string, { n: number; ms: number }>();
  db.on('query', (q: { __knexQueryUid: string }) => started.set(q.__knexQueryUid, performance.now()));
  db.on('query-response', (_rows: unknown, q: { __knexQueryUid: string; sql: string }) => {
    const t = started.get(q.__knexQueryUid);
    if (t === undefined) return;
    started.delete(q.__knexQueryUid);
    const key = q.sql
      .replace(/(\?, ?)+\?/g, '?…')
      .replace(/\(\?…\)(, ?\(\?…\))+/g, '(?…)…')
      .slice(0, 300);
    const total = totals.get(key) ?? { n: 0, ms: 0 };
    total.n++;
    total.ms += performance.now() - t;
    totals.set(key, total);
  });
  return {
    /** Prints the statements timed since the last print, under `title`. */
    print(title: string) {
      console.error(`   statements of ${title}:`);
      for (const [sql, { n, ms }] of [...totals].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15)) console.error(`${(ms / 1000).toFixed(1).padStart(8)} s ${String(n).padStart(7)}×  ${sql}`);
      totals.clear();
    },
  };
}

async function closeChild(args: { url: string; dir: string; companyId: number; hqId: number }): Promise<void> {
  const platform = await createPlatform(loadConfig({ ...process.env, ...benchEnv(args.dir), DATABASE_URL: args.url }));
  try {
    const ctx = await companyCtx(args.companyId);
    global.gc?.();
    const before = process.memoryUsage().rss;
    const maxBefore = process.resourceUsage().maxRSS;
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const statements = process.env.BENCH_QUERY_TIMES ? timeStatements(platform.db) : null;
    const t = performance.now();
    const result = await closePeriod(ctx, PERIOD, args.hqId);
    const ms = performance.now() - t;
    statements?.print('the close');
    peak = Math.max(peak, process.memoryUsage().rss);
    clearInterval(timer);
    const maxAfterClose = process.resourceUsage().maxRSS; // before the verification's own
    let verifyMs: number | null = null;
    let same: boolean | null = null;
    if (VERIFY) {
      const v = performance.now();
      same = (await verifyPeriod(ctx, PERIOD)).same;
      verifyMs = performance.now() - v;
      statements?.print('the verification');
    }
    const mb = (bytes: number) => Math.round(bytes / 1048576);
    const figures: CloseFigures = {
      ms,
      rssBeforeMb: mb(before),
      peakRssMb: mb(peak),
      maxRssMb: Math.round(maxAfterClose / 1024),
      maxRssBeforeMb: Math.round(maxBefore / 1024),
      closeLines: result.closeLineCount,
      periodLines: result.lineCount,
      eligible: result.eligible,
      verifyMs,
      same,
    };
    console.log(`CLOSE ${JSON.stringify(figures)}`);
  } finally {
    await closePlatform(platform);
  }
}

function runChild(args: Parameters<typeof closeChild>[0]): Promise<CloseFigures> {
  return new Promise((resolve, reject) => {
    // BENCH_CHILD_FLAGS: extra node flags for the close, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to see where its time goes.
    const flags = (process.env.BENCH_CHILD_FLAGS ?? '').split(' ').filter(Boolean);
    const child = spawn(process.execPath, ['--expose-gc', ...flags, '--import', 'tsx', __filename, '--close-child', JSON.stringify(args), ...(VERIFY ? ['--verify'] : [])], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('CLOSE '));
      if (code !== 0 || !line) reject(new Error(`the close failed (exit ${code}):\n${out}`));
      else resolve(JSON.parse(line.slice('CLOSE '.length)) as CloseFigures);
    });
  });
}

/**
 * --reuse: the company of a database kept by an earlier run, its close of PERIOD undone (the close's
 * lines, agents' figures and eligibility deleted, the period open again; the leaderboard's scores
 * keep what that close added, which the time of a close does not depend on).
 */
async function reopen(db: Knex): Promise<{ companyId: number; hqId: number }> {
  const company = (await db('companies').where('slug', 'like', 'bench-commissions-%').first('id')) as { id: number };
  const hq = (await db('users').where({ company_id: company.id, role: 'hq' }).first('id')) as { id: number };
  const period = (await db('commission_periods').where({ company_id: company.id, period: PERIOD }).first('run_at')) as { runAt: string | null } | undefined;
  if (period?.runAt) {
    // The close's lines by their (type, kind) ranges of the identity index: by run time alone, every line of the period is read.
    const ofClose = (q: Knex.QueryBuilder) => q.where({ company_id: company.id, period: PERIOD, created_at: period.runAt });
    await ofClose(
      db('commission_lines')
        .whereIn('type', [...COMMISSION_TYPES])
        .whereIn('kind', ['forfeit', 'compression']),
    ).delete();
    await ofClose(
      db('commission_lines')
        .whereIn('type', [...PERIOD_COMMISSION_TYPES])
        .where('kind', 'earn'),
    ).delete();
  }
  for (const table of ['commission_agent_periods', 'promotion_eligibility']) await db(table).where({ company_id: company.id, period: PERIOD }).delete();
  await db('commission_periods').where({ company_id: company.id, period: PERIOD }).update({ status: 'open', run_at: null, closed_at: null, hash: null, totals: null, line_count: 0 });
  return { companyId: company.id, hqId: hq.id };
}

async function run(name: string, url: string, dir: string) {
  const config = loadConfig({ ...process.env, ...benchEnv(dir), DATABASE_URL: url });
  const platform = await createPlatform(config);
  const f = (n: number) => n.toLocaleString('en-US');
  let g: Pick<Generated, 'companyId' | 'hqId'>;
  try {
    if (REUSE) g = await reopen(platform.db);
    else {
      const made = await generate(platform.db);
      g = made;
      console.log(`\n== ${name}: close of ${PERIOD}`);
      console.log(`   generated in ${(made.ms / 1000).toFixed(1)} s: ${f(AGENTS)} agents (deepest ${f(made.network.maxDepth)}), ${f(made.closure)} agent_tree rows,`);
      console.log(`   ${f(made.orders)} paid orders with ${f(made.items)} lines by ${f(made.buyers)} buyers, ${f(made.lines)} per-order commission lines`);
    }
  } finally {
    await closePlatform(platform);
  }
  if (REUSE) console.log(`\n== ${name}: close of ${PERIOD} again (kept database, its close undone)`);
  const load = os.loadavg()[0].toFixed(2);
  const c = await runChild({ url, dir, companyId: g.companyId, hqId: g.hqId });
  const pass = (ok: boolean) => (ok ? 'pass' : 'MISS');
  // The sampled peak misses what a synchronous stretch (a SQLite statement, a sort) allocates between
  // samples; maxRSS is the kernel's high-water mark, the close's own when it rose during the close.
  const closePeak = c.maxRssMb > c.maxRssBeforeMb ? Math.max(c.maxRssMb, c.peakRssMb) : c.peakRssMb;
  console.log(
    `   closePeriod: ${(c.ms / 1000).toFixed(1)} s (target ≤ ${TARGET.seconds} s: ${pass(c.ms / 1000 <= TARGET.seconds)}), peak RSS ${f(closePeak)} MB (${f(c.rssBeforeMb)} MB before; sampled every 20 ms ${f(c.peakRssMb)} MB; maxRSS ${f(c.maxRssMb)} MB, ${f(c.maxRssBeforeMb)} MB of it before the close began; ${TARGET.mb === null ? 'no memory target at this size' : `target ≤ ${f(TARGET.mb)} MB: ${pass(closePeak <= TARGET.mb)}`})`,
  );
  console.log(`   written: ${f(c.closeLines)} close lines (the period now holds ${f(c.periodLines)} lines), ${f(c.eligible)} agents eligible for promotion`);
  if (c.verifyMs !== null) console.log(`   verifyPeriod: ${(c.verifyMs / 1000).toFixed(1)} s, same hash: ${c.same}`);
  console.log(`   1-minute load average ${load} before the close, on ${os.cpus().length} CPUs`);
}

async function main() {
  if (CHILD) return closeChild(JSON.parse(CHILD) as Parameters<typeof closeChild>[0]);
  if (REUSE) {
    const mysql = /^(mysql|mariadb):\/\//.test(REUSE);
    console.log(`bench:commissions — the kept database ${REUSE}`);
    return mysql ? run('MariaDB/MySQL (kept)', REUSE, fs.mkdtempSync(path.join(os.tmpdir(), 'bench-commissions-'))) : run('SQLite (kept)', `sqlite:${REUSE}`, path.dirname(REUSE));
  }
  const dbs = await databasesOf(DB);
  console.log(`bench:commissions — ${AGENTS.toLocaleString('en-US')} agents, ${LINES.toLocaleString('en-US')} order lines on ${dbs.join(' and ')}`);
  for (const kind of dbs) await onDatabase(kind, 'bench-commissions', MYSQL_DATABASE, KEEP, run);
}

exitWhenDone(main());
