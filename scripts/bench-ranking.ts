import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Knex } from 'knex';
import dayjs from 'dayjs';
import { TIME_ZONE } from '../common/constants';
import { keysOfMonth, periodOfKind, RANKING_METRICS, RANKING_PATHS, TOP_PERFORMER_PATH, type RankingMetric } from '../common/ranking';
import { startServer } from '../server/main';
import { dialectOf, refreshStatistics } from '../server/platform/db';
import { rebuildScores } from '../server/modules/ranking/scores';
import { nowDb, toDbTime } from '../server/platform/time';
import { benchEnv } from './bench-env';
import { aloneMs, bulkInsert, demoLogin, forkServer, generateNetwork, option, printLoadTable, random, runBench, writeAgents, type LoadFigures } from './bench-kit';

/**
 * npm run bench:ranking — the score-ranking calls (server/modules/ranking) at scale. A child
 * process starts the server (production mode, scripts/bench-env.ts) on a fresh database with the
 * demo company — SQLite in a temporary folder, or the empty MySQL/MariaDB database of
 * DATABASE_URL — and adds to the demo company, with multi-row INSERTs:
 *   - AGENTS agents in the bench:network shape (scripts/bench-kit.ts: 5 roots, a CHAIN-level chain,
 *     the rest bushy) on the demo's levels, each recruited by its upline, their registrations
 *     spread over the last 12 months, with the closure table;
 *   - ORDERS paid orders of one line over the last 12 months (Kuala Lumpur), bought by 60 % of
 *     the agents, 80 % from HQ and 20 % from the upline, each with a payable commission line for
 *     the buyer's upline and the buyer's points entry (a point per unit), the buyers'
 *     agent_period_sales per month and point balances;
 * then rebuilds ranking_scores from those facts (`rebuildScores`, timed). The parent signs in as
 * hq@demo.test and agent1@demo.test and measures every leaderboard call (the year's boards are the
 * largest: every agent with a figure in the year) and the campaigns' points history (HQ's of every
 * agent, HQ's of the agent with the most entries, agent1's own): one request alone (median of 20) and, after a warm-up, p50/p99 and requests/s at
 * BENCH_CONNECTIONS (default 20) connections for BENCH_SECONDS (default 5). Target: each
 * leaderboard call alone < 100 ms.
 *
 * Options: --agents N (default 100000), --orders N (default 1000000), --chain N (default 1500);
 * environment DATABASE_URL (an empty MySQL/MariaDB database; its tables are dropped at the end
 * unless BENCH_KEEP=1), BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_WARMUP (default 1).
 */

const AGENTS = Number(option('agents', '100000'));
const ORDERS = Number(option('orders', '1000000'));
const CHAIN = Number(option('chain', '1500'));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const KEEP = process.env.BENCH_KEEP === '1' || process.env.BENCH_KEEP === 'true';
const DATABASE_URL = process.env.DATABASE_URL || '';
const TARGET_MS = 100;
const ORDERS_PER_CHUNK = 20_000;
/** The campaigns' points history: one entry per generated order for its buyer. */
const POINTS_HISTORY = '/game/history-point';

if (!Number.isInteger(AGENTS) || AGENTS < CHAIN + 1000) throw new Error(`--agents must be an integer ≥ ${CHAIN + 1000}`);
if (!Number.isInteger(ORDERS) || ORDERS < 1000) throw new Error('--orders must be an integer ≥ 1000');

interface Generated {
  database: string;
  agents: number;
  orders: number;
  lines: number;
  salesRows: number;
  generateMs: number;
  rebuildMs: number;
  scoreRows: number;
  maxDepth: number;
  /** The generated agent with the most points entries. */
  pointsUser: number;
}

/** The 12 Kuala Lumpur months up to the current one, oldest first, with their first instant (ms). */
function lastTwelveMonths(): { month: string; start: number; end: number }[] {
  const first = dayjs().tz(TIME_ZONE).startOf('month');
  return Array.from({ length: 12 }, (_, i) => {
    const m = first.subtract(11 - i, 'month');
    return { month: m.format('YYYY-MM'), start: m.valueOf(), end: i === 11 ? Date.now() : m.add(1, 'month').valueOf() };
  });
}

async function generate(db: Knex): Promise<Omit<Generated, 'database' | 'rebuildMs' | 'scoreRows'>> {
  const started = performance.now();
  const now = nowDb();
  const company = await db('companies').where({ slug: 'demo' }).first('id');
  if (!company) throw new Error('the demo company is missing');
  const c = Number(company.id);
  const levels = (await db('tiers').where({ company_id: c }).orderBy('rank_number').pluck('id')) as number[];
  const tierIds = [0, 1, 2, 3, 4, 5].map((r) => levels[Math.max(0, Math.min(r, levels.length) - 1)]!);
  const product = (await db('products').where({ company_id: c }).orderBy('id').first('id')) as { id: number };
  const network = generateNetwork(AGENTS, CHAIN);
  const { parent } = network;
  const { ids } = await writeAgents(db, c, 'rank', network, tierIds, now, { columns: ['recruiter_id'], values: (_i, _ids, upline) => [upline] });

  // Registrations spread over the year: agent i joined in month floor(i × 12 / AGENTS).
  const months = lastTwelveMonths();
  for (let m = 0; m < 12; m++) {
    const from = ids(Math.floor((m * AGENTS) / 12));
    const to = ids(Math.floor(((m + 1) * AGENTS) / 12) - 1);
    await db('users')
      .where('company_id', c)
      .whereBetween('id', [from, to])
      .update({ created_at: toDbTime(new Date(months[m]!.start + 3_600_000)) });
  }

  const rnd = random(20261125);
  const buyers: number[] = [];
  for (let i = 0; i < AGENTS; i++) if (rnd() < 0.6) buyers.push(i);
  // The buyers' sales per month: agent index × 12 + month.
  const ps = new Float64Array(AGENTS * 12);
  const units = new Float64Array(AGENTS * 12);
  const count = new Int32Array(AGENTS * 12);
  const pointBalance = new Int32Array(AGENTS);
  const top = async (table: string) => Number(((await db(table).max({ id: 'id' }).first()) as { id: number | null })?.id ?? 0) + 1;
  let orderId = await top('orders');
  let itemId = await top('order_items');
  let written = 0;
  let lines = 0;
  const yearMs = months[11]!.end - months[0]!.start;
  while (written < ORDERS) {
    const orderTuples: string[] = [];
    const itemTuples: string[] = [];
    const lineTuples: string[] = [];
    const pointTuples: string[] = [];
    for (let n = 0; n < ORDERS_PER_CHUNK && written < ORDERS; n++, written++) {
      const b = buyers[Math.floor(rnd() * buyers.length)]!;
      const at = months[0]!.start + Math.floor((written / ORDERS) * yearMs);
      let m = 11;
      while (months[m]!.start > at) m--;
      const paidAt = toDbTime(new Date(at));
      const type = parent[b]! < 0 || rnd() < 0.8 ? 'hq' : 'upline';
      const seller = type === 'hq' ? 'NULL' : String(ids(parent[b]!));
      const quantity = 1 + Math.floor(rnd() * 5);
      const price = 2_500 + Math.floor(rnd() * 20) * 2_500;
      const value = quantity * price;
      const id = orderId++;
      const item = itemId++;
      orderTuples.push(
        `(${id},${c},'RK${id}','RR${id}','${type}',${ids(b)},${seller},${ids(b)},'completed','manual','paid','pickup',${quantity},${value},${value},${value},0,'${paidAt}','${paidAt}','${paidAt}')`,
      );
      itemTuples.push(`(${item},${c},${id},'product',${product.id},0,'Bench product','BENCH',${quantity},${price},${value},${value},${quantity},'${paidAt}','${paidAt}')`);
      if (parent[b]! >= 0) {
        lineTuples.push(`(${c},'${months[m]!.month}','product-commission','earn',${ids(parent[b]!)},'order_item',${item},${id},${ids(b)},${Math.round(value / 50)},1,'bench','{}','${paidAt}')`);
      }
      pointBalance[b] += quantity;
      pointTuples.push(`(${c},${ids(b)},${quantity},'order','${id}',${id},${pointBalance[b]},'${paidAt}')`);
      ps[b * 12 + m] += value;
      units[b * 12 + m] += quantity;
      count[b * 12 + m] += 1;
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
    await bulkInsert(db, 'INSERT INTO point_entries (company_id, user_id, points, kind, reference, order_id, balance_after, created_at)', pointTuples);
    lines += await bulkInsert(
      db,
      'INSERT INTO commission_lines (company_id, period, type, kind, beneficiary_id, source_type, source_id, order_id, buyer_id, amount, payable, rule, figures, created_at)',
      lineTuples,
    );
    process.stdout.write(`\r   generating: ${written.toLocaleString('en-US')} orders`);
  }
  process.stdout.write('\n');
  function* salesTuples() {
    for (let i = 0; i < AGENTS * 12; i++) {
      if (!count[i]) continue;
      const cs = ps[i]!;
      yield `(${c},${ids(Math.floor(i / 12))},'${months[i % 12]!.month}',${ps[i]},${units[i]},${cs},${units[i]},${count[i]},'${now}','${now}')`;
    }
  }
  const salesRows = await bulkInsert(db, 'INSERT INTO agent_period_sales (company_id, agent_id, period, ps_amount, ps_units, cs_amount, cs_units, orders, created_at, updated_at)', salesTuples());
  function* balanceTuples() {
    for (let i = 0; i < AGENTS; i++) if (pointBalance[i]) yield `(${c},${ids(i)},${pointBalance[i]},'${now}','${now}')`;
  }
  await bulkInsert(db, 'INSERT INTO point_balances (company_id, user_id, balance, created_at, updated_at)', balanceTuples());
  let busiest = 0;
  for (let i = 1; i < AGENTS; i++) if (pointBalance[i]! > pointBalance[busiest]!) busiest = i;
  return { agents: AGENTS, orders: written, lines, salesRows, pointsUser: ids(busiest), generateMs: performance.now() - started, maxDepth: network.maxDepth };
}

async function serve(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ranking-'));
  const mysql = DATABASE_URL !== '' && dialectOf(DATABASE_URL) === 'mysql';
  const databaseUrl = DATABASE_URL || `sqlite:${path.join(dir, 'bench.db')}`;
  const server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl, seedDemo: true, env: benchEnv(dir) });
  process.once('SIGTERM', () => {
    void server
      .close()
      .then(async () => {
        if (KEEP || !mysql) return;
        const db = server.platform.db;
        await db.raw('SET FOREIGN_KEY_CHECKS = 0');
        const tables = ((await db.raw('SELECT table_name AS t FROM information_schema.tables WHERE table_schema = DATABASE()')) as [{ t: string }[]])[0].map((r) => r.t);
        if (tables.length) await db.raw(`DROP TABLE ${tables.map((t) => `\`${t}\``).join(', ')}`);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!KEEP) fs.rmSync(dir, { recursive: true, force: true });
        process.exit(0);
      });
  });
  const g = await generate(server.platform.db);
  await refreshStatistics(server.platform.db); // as the hourly db.statistics job would after such growth
  const company = await server.platform.db('companies').where({ slug: 'demo' }).first('id');
  const t = performance.now();
  const scoreRows = await rebuildScores({ companyId: Number(company.id) });
  const rebuildMs = performance.now() - t;
  const version = mysql ? ((await server.platform.db.raw('SELECT VERSION() AS v')) as [{ v: string }[]])[0][0].v : '';
  if (KEEP) console.log(`kept: ${databaseUrl}`);
  process.send!({ port: server.port, generated: { ...g, database: mysql ? `MariaDB/MySQL ${version}` : 'SQLite', rebuildMs, scoreRows } satisfies Generated });
}

async function measure(name: string, url: string, headers: Record<string, string>): Promise<LoadFigures> {
  const res = await fetch(url, { headers });
  const body = (await res.json()) as { data?: { top?: unknown[] } };
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  const single = await aloneMs(url, headers);
  await autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP });
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  const errors = r.errors + r.non2xx + r.timeouts + (r['2xx'] === 0 ? 1 : 0);
  return { name, alone: single, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors };
}

async function main() {
  console.log(`bench:ranking — generating ${AGENTS.toLocaleString('en-US')} agents and ${ORDERS.toLocaleString('en-US')} orders over a year …`);
  const { child, port, generated: g } = await forkServer<Generated>(__filename, process.argv.slice(2));
  const base = `http://127.0.0.1:${port}`;
  const hq = await demoLogin(base, 'hq@demo.test');
  const agent = await demoLogin(base, 'agent1@demo.test');
  const month = dayjs().tz(TIME_ZONE).format('YYYY-MM');
  const year = periodOfKind('year', month);
  const quarter = periodOfKind('quarter', month);
  const tiers = (await (await fetch(`${base}/api/setup/tier?perPage=100`, { headers: hq })).json()) as { data: { id: number; rankNumber: number }[] };
  const lowest = [...tiers.data].sort((a, b) => b.rankNumber - a.rankNumber)[0]!;
  const board = (metric: RankingMetric, period: string, extra = '') => `/api${RANKING_PATHS[metric]}?period=${period}${extra}`;
  const cases: [string, string, Record<string, string>][] = [
    ...RANKING_METRICS.map((m): [string, string, Record<string, string>] => [`HQ ${m}, year`, board(m, year), hq]),
    ['HQ tpgs, month', board('tpgs', month), hq],
    ['HQ tpgs, quarter', board('tpgs', quarter), hq],
    ['HQ tpgs, year, lowest level', board('tpgs', year, `&tierId=${lowest.id}`), hq],
    ['HQ ps, year, a state', board('ps', year, '&state=Selangor'), hq],
    ['HQ top performers, year', `/api${TOP_PERFORMER_PATH}?period=${year}`, hq],
    ['agent1 ps + own place, year', board('ps', year), agent],
    ['agent1 team + own place, month', board('team', month), agent],
  ];
  cases.push(
    ['HQ points history, every agent', `/api${POINTS_HISTORY}`, hq],
    ['HQ points history, one agent', `/api${POINTS_HISTORY}?filter=${encodeURIComponent(JSON.stringify({ userId: g.pointsUser }))}`, hq],
    ['agent1 points history', `/api${POINTS_HISTORY}`, agent],
  );

  const results: LoadFigures[] = [];
  for (const [name, pathname, headers] of cases) results.push(await measure(name, `${base}${pathname}`, headers));
  await (await fetch(`${base}${cases[0]![1]}`, { headers: hq })).arrayBuffer();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));

  const f = (n: number) => n.toLocaleString('en-US');
  console.log(`\nScore ranking benchmark — ${os.cpus().length} CPUs, Node ${process.version}, ${g.database}, ${CONNECTIONS} connections, ${SECONDS}s each (+${WARMUP}s warm-up)`);
  console.log(
    `Generated in ${(g.generateMs / 1000).toFixed(1)} s: ${f(g.agents)} agents (deepest ${f(g.maxDepth)}), ${f(g.orders)} paid orders, ${f(g.lines)} commission lines, ${f(g.salesRows)} agent-months of sales`,
  );
  console.log(`rebuildScores: ${(g.rebuildMs / 1000).toFixed(1)} s, ${f(g.scoreRows)} ranking_scores rows (${keysOfMonth(month).join(', ')} …)`);
  console.log(`Target: each leaderboard call alone < ${TARGET_MS} ms (the points history held to the same)\n`);
  printLoadTable(results, (r) => (r.errors === 0 && r.alone < TARGET_MS ? 'met' : 'NOT met'), 34);
}

runBench(serve, main);
