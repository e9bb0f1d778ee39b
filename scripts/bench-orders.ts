import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import knexFactory, { type Knex } from 'knex';
import { startServer } from '../server/main';
import { dialectOf } from '../server/platform/db';
import { nowDb, toDbTime } from '../server/platform/time';
import { benchEnv } from './bench-env';
import { aloneMs, capacityNotes, cpuMsOf, databasesOf, demoLogin, forkServer, mariadbPid, onDatabase, option, printLoadTable, runBench, type LoadFigures } from './bench-kit';
import { recountCompany } from '../server/modules/orders/counts-rebuild';

/**
 * npm run bench:orders — the manage-orders list under a realistic size, measured in one run on
 * this machine: the real server in a child process (so the load generator does not share its
 * event loop) on a fresh database with the demo company, to which `generate` adds
 *   - BENCH_AGENTS agents in all (the 5 demo agents plus generated ones; 100 of them directly
 *     under agent1, the rest under an earlier agent), written with bulk inserts — without
 *     closure rows (`agent_tree`), which the order lists do not read;
 *   - BENCH_ORDERS orders, written by the database itself (INSERT … SELECT over a numbers
 *     table, 100,000 rows a statement): buyers spread over all agents, created_at spread evenly
 *     over the last 365 days, stages over all six (≈ 58 % completed, 10 % cancelled — a tenth of
 *     those deleted by their buyer, never listed —, 10 % delivery, 9 % to ship, 5 % approval,
 *     8 % unpaid), types ≈ 80 % HQ (seller NULL), 16 % upline (the buyer's upline sells), 4 %
 *     personal; no order lines (the lists do not read them).
 * Then, 25 per page, for each case the time of one request alone (median of 20 sent one after
 * the other) and, after a warm-up, requests/s and p50/p99 latency under load:
 *   - HQ GET /api/manage-orders?stage=to_ship&dateFrom=…&dateTo=… (one month), page 1 and a deep page,
 *   - HQ list with only the date filter, and HQ GET /api/manage-orders/summary for that month,
 *   - agent1's own list GET /api/manage-orders (what it bought and sold) and its team orders
 *     (type=team: upline orders its downlines placed with it).
 * The orders are written around the services, so their counters (order_counts, which the list's
 * totals and stage tabs read: orders/counters.ts) are then rebuilt from them (counts-rebuild.ts).
 * Targets, at 1,000,000 orders: one request alone < 20 ms; p99 at 50 connections < 250 ms on
 * SQLite, < 100 ms on MariaDB — each case printed met / NOT met. Beside them, the CPU time a
 * request costs under load (the server process, MariaDB's server process, this process's load
 * generator; read from /proc) and the throughput that allows on this machine, against the
 * throughput the p99 target needs (capacityNotes in bench-kit.ts): whether a case can meet its
 * target on this machine at all.
 * Prints the generation time and the figures; exits non-zero when any request failed (the
 * targets are reported, not enforced).
 *
 * Options: `--db sqlite|mysql|both` (default auto: both when MariaDB answers on 127.0.0.1:3306 as
 * root, in a throwaway database bench_orders_<pid>, else SQLite); environment: BENCH_ORDERS
 * (default 1000000), BENCH_AGENTS (default 10000),
 * BENCH_SECONDS (default 8), BENCH_CONNECTIONS (default 50), BENCH_WARMUP (seconds of unmeasured
 * load before each case, default 2); DATABASE_URL to run on that database alone instead (e.g.
 * mysql://root@127.0.0.1:3306/bench_orders — it must exist and be empty; its tables are dropped
 * at the end), BENCH_KEEP=1 to leave the generated database in place (printing where) to look at
 * query plans afterwards.
 */

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const AGENTS = Number(process.env.BENCH_AGENTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const KEEP = process.env.BENCH_KEEP === '1' || process.env.BENCH_KEEP === 'true';
const DATABASE_URL = process.env.DATABASE_URL || '';
const DB = option('db', 'auto');
/** `--reuse URL`: measure again on a database a BENCH_KEEP=1 run left (mysql://… or sqlite:FILE), without generating. */
const REUSE = option('reuse', '');
/** `--only REGEX`: measure the cases whose name matches. */
const ONLY = new RegExp(option('only', '.'));
const PER_PAGE = 25;
/** Targets (docs/testing.md, Benchmarks): one request alone, and p99 at 50 connections per database. */
const TARGET_ALONE_MS = 20;
const TARGET_P99_MS = { sqlite: 250, mysql: 100 } as const;
const DAY_MS = 86_400_000;
const UNDER_AGENT1 = 100;
const CHUNK = 100_000;

if (!Number.isInteger(ORDERS) || ORDERS < 10_000) throw new Error('BENCH_ORDERS must be an integer ≥ 10000');
if (!Number.isInteger(AGENTS) || AGENTS < 200) throw new Error('BENCH_AGENTS must be an integer ≥ 200');

interface Generated {
  ms: number;
  database: string;
  agents: number;
  orders: number;
  byStage: Record<string, number>;
  /** Time of the counters' rebuild from the generated orders. */
  recountMs: number;
}

/** A small deterministic PRNG (mulberry32), so every run builds the same network. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Fills the demo company: agents with bulk inserts (explicit ids after the highest one), then
 * the orders as INSERT … SELECT statements over a numbers table (the cross product of 0…K-1
 * with itself) joined to a table of the buyers by index. Plain knex with company_id on every row.
 */
async function generate(db: Knex, mysql: boolean): Promise<Generated> {
  const started = performance.now();
  const now = nowDb();
  const company = await db('companies').where({ slug: 'demo' }).first('id');
  if (!company) throw new Error('the demo company is missing');
  const c = company.id as number;
  const tierIds = (await db('tiers').where({ company_id: c }).orderBy('rank_number').select('id')).map((r: { id: number }) => r.id);
  const demo = await db('users').where({ company_id: c, role: 'agent' }).orderBy('id').select('id', 'upline_id');
  // agent1@demo.test, whose own and team orders are measured (the demo's history agents come first by id).
  const agent1 = ((await db('users').where({ company_id: c, email: 'agent1@demo.test' }).first('id')) as { id: number }).id;

  // Agents: the demo ones first, then the generated ones.
  const rnd = random(20261122);
  const top = (await db('users').max({ id: 'id' }).first()) as { id: number | null };
  const base = Number(top?.id ?? 0) + 1;
  const buyers: { idx: number; user_id: number; upline_id: number | null }[] = demo.map((u: { id: number; uplineId: number | null }, idx: number) => ({
    idx,
    user_id: u.id,
    upline_id: u.uplineId,
  }));
  const users = [];
  for (let k = 0; buyers.length < AGENTS; k++) {
    const id = base + k;
    const upline = k < UNDER_AGENT1 ? agent1 : base + Math.floor(rnd() * k);
    users.push({
      id,
      company_id: c,
      role: 'agent',
      email: `bench${k}@demo.test`,
      username: `bench${k}`,
      status: 'active',
      email_verified_at: now,
      token_version: 0,
      first_name: `Bench${String(k).padStart(5, '0')}`,
      last_name: 'Agent',
      tier_id: tierIds[1 + (k % (tierIds.length - 1))],
      upline_id: upline,
      country: 'MY',
      created_at: now,
      updated_at: now,
    });
    buyers.push({ idx: buyers.length, user_id: id, upline_id: upline });
  }
  await db.batchInsert('users', users, 200);

  // Helper tables, dropped at the end.
  const side = Math.ceil(Math.sqrt(ORDERS));
  await db.schema.dropTableIfExists('bench_numbers');
  await db.schema.dropTableIfExists('bench_buyers');
  await db.schema.createTable('bench_numbers', (t) => t.integer('i').primary());
  await db.schema.createTable('bench_buyers', (t) => {
    t.integer('idx').primary();
    t.integer('user_id').notNullable();
    t.integer('upline_id');
  });
  await db.batchInsert(
    'bench_numbers',
    Array.from({ length: side }, (_, i) => ({ i })),
    200,
  );
  await db.batchInsert('bench_buyers', buyers, 200);

  // n = a·K + b in 0…ORDERS-1; stage, type and buyer from n with co-prime moduli.
  const start = toDbTime(new Date(Date.parse(`${now.replace(' ', 'T')}Z`) - 365 * DAY_MS));
  const step = (365 * DAY_MS) / ORDERS / 1000; // seconds between two orders
  const stepMs = Math.max(1, Math.round(step * 1000));
  const at = mysql ? `DATE_ADD(?, INTERVAL x.n * ${stepMs} * 1000 MICROSECOND)` : `strftime('%Y-%m-%d %H:%M:%f', ?, '+' || ((x.n * ${stepMs}) / 1000.0) || ' seconds')`;
  const pad = (prefix: string) => (mysql ? `CONCAT('${prefix}', LPAD(x.n, 8, '0'))` : `'${prefix}' || printf('%08d', x.n)`);
  const s = '((x.n * 53) % 97)';
  const t = '((x.n * 31) % 89)';
  const stage = `CASE WHEN ${s} < 56 THEN 'completed' WHEN ${s} < 66 THEN 'cancelled' WHEN ${s} < 76 THEN 'delivery' WHEN ${s} < 85 THEN 'to_ship' WHEN ${s} < 90 THEN 'approval' ELSE 'unpaid' END`;
  const upline = `${t} < 14 AND b.upline_id IS NOT NULL`;
  for (let from = 0; from < side; from += Math.max(1, Math.floor(CHUNK / side))) {
    const to = Math.min(side - 1, from + Math.max(1, Math.floor(CHUNK / side)) - 1);
    await db.raw(
      `INSERT INTO orders (company_id, order_no, reference_no, type, buyer_id, seller_id, created_by, stage, payment_type, payment_status,
         receiver_first_name, receiver_last_name, receiver_email, receiver_city, receiver_state, receiver_country, shipment_type, courier_name,
         weight_grams, units, subtotal, shipping_fee, grand_total, total_paid, points, is_first_order, paid_at, deleted_at, created_at, updated_at)
       SELECT ?, ${pad('BN')}, ${pad('BR')},
         CASE WHEN ${upline} THEN 'upline' WHEN ${t} >= 85 THEN 'personal' ELSE 'hq' END,
         b.user_id,
         CASE WHEN ${upline} THEN b.upline_id WHEN ${t} >= 85 THEN b.user_id ELSE NULL END,
         b.user_id,
         ${stage}, 'manual',
         CASE WHEN ${s} >= 90 THEN 'unpaid' WHEN ${s} >= 56 AND ${s} < 66 THEN 'refunded' ELSE 'paid' END,
         'Receiver', 'Bench', 'receiver@bench.test', 'Kuala Lumpur', 'Wp Kuala Lumpur', 'MY',
         CASE WHEN x.n % 10 = 0 THEN 'pickup' ELSE 'courier' END, 'Bench Courier',
         500 + x.n % 2000, 1 + x.n % 12, 1000 + (x.n * 7) % 50000, 800, 1800 + (x.n * 7) % 50000,
         CASE WHEN ${s} >= 90 THEN 0 ELSE 1800 + (x.n * 7) % 50000 END, x.n % 50, 0,
         CASE WHEN ${s} >= 90 THEN NULL ELSE ${at} END, CASE WHEN ${s} >= 56 AND ${s} < 66 AND x.n % 10 = 3 THEN ${at} ELSE NULL END, ${at}, ${at}
       FROM (SELECT a.i * ${side} + z.i AS n FROM bench_numbers a CROSS JOIN bench_numbers z WHERE a.i BETWEEN ? AND ? AND a.i * ${side} + z.i < ?) x
       JOIN bench_buyers b ON b.idx = (x.n * 7919) % ?`,
      [c, start, start, start, start, from, to, ORDERS, buyers.length],
    );
  }
  await db.schema.dropTable('bench_numbers');
  await db.schema.dropTable('bench_buyers');

  const byStage: Record<string, number> = {};
  for (const r of (await db('orders').where({ company_id: c }).groupBy('stage').select('stage').count({ n: '*' })) as { stage: string; n: number }[]) byStage[r.stage] = Number(r.n);
  const agents = Number(((await db('users').where({ company_id: c, role: 'agent' }).count({ n: '*' }).first()) as { n: number }).n);
  const ms = performance.now() - started;
  await db.transaction((trx) => recountCompany(trx, c));
  return { ms, database: '', agents, orders: Object.values(byStage).reduce((a, b) => a + b, 0), byStage, recountMs: performance.now() - started - ms };
}

/** What a reused database holds (`--reuse`): its agents and orders as generate reports them, nothing generated. */
async function described(db: Knex): Promise<Generated> {
  const company = (await db('companies').where({ slug: 'demo' }).first('id')) as { id: number } | undefined;
  if (!company) throw new Error('the reused database holds no demo company');
  const byStage: Record<string, number> = {};
  for (const r of (await db('orders').where({ company_id: company.id }).groupBy('stage').select('stage').count({ n: '*' })) as { stage: string; n: number }[]) byStage[r.stage] = Number(r.n);
  const agents = Number(((await db('users').where({ company_id: company.id, role: 'agent' }).count({ n: '*' }).first()) as { n: number }).n);
  return { ms: 0, database: '', agents, orders: Object.values(byStage).reduce((a, b) => a + b, 0), byStage, recountMs: 0 };
}

/** Drops every table of a MySQL/MariaDB database (the bench's own, which was empty before). */
async function dropTables(url: string) {
  const db = knexFactory({ client: 'mysql2', connection: url.replace(/^mariadb:/, 'mysql:'), pool: { min: 1, max: 1 } });
  try {
    const tables = ((await db.raw('SELECT table_name AS t FROM information_schema.tables WHERE table_schema = DATABASE()')) as [{ t: string }[]])[0].map((r) => r.t);
    await db.raw('SET FOREIGN_KEY_CHECKS = 0');
    if (tables.length) await db.raw(`DROP TABLE ${tables.map((t) => `\`${t}\``).join(', ')}`);
  } finally {
    await db.destroy();
  }
}

async function mysqlTables(url: string): Promise<number> {
  const db = knexFactory({ client: 'mysql2', connection: url.replace(/^mariadb:/, 'mysql:'), pool: { min: 1, max: 1 } });
  try {
    return Number(((await db.raw('SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = DATABASE()')) as [{ n: number }[]])[0][0].n);
  } finally {
    await db.destroy();
  }
}

/**
 * The server process: `serve <url> owned` runs on a database the parent made (onDatabase, which
 * removes it); `serve` alone on DATABASE_URL (checked empty, its tables dropped at the end) or a
 * temporary SQLite file.
 */
async function serve(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-orders-'));
  const owned = process.argv[4] === 'owned' || process.argv[4] === 'reused';
  const reused = process.argv[4] === 'reused';
  const given = owned ? process.argv[3]! : DATABASE_URL;
  const mysql = given !== '' && dialectOf(given) === 'mysql';
  let databaseUrl = `sqlite:${path.join(dir, 'bench.db')}`;
  if (owned) databaseUrl = given;
  else if (given) {
    if (mysql) {
      if ((await mysqlTables(given)) > 0) throw new Error(`${given} holds tables: give an empty database (the bench drops its tables at the end)`);
    } else if (fs.existsSync(given.slice('sqlite:'.length))) throw new Error(`${given} exists: give a new file`);
    databaseUrl = given;
  }
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    seedDemo: true,
    env: benchEnv(dir),
  });
  // The parent ends this process with SIGTERM when done: remove the database with it.
  process.once('SIGTERM', () => {
    void server
      .close()
      .then(async () => {
        if (KEEP || owned) return;
        if (mysql) await dropTables(databaseUrl);
        else if (databaseUrl !== `sqlite:${path.join(dir, 'bench.db')}`) for (const f of ['', '-wal', '-shm']) fs.rmSync(databaseUrl.slice('sqlite:'.length) + f, { force: true });
      })
      .finally(() => {
        if (!KEEP || mysql) fs.rmSync(dir, { recursive: true, force: true });
        process.exit(0);
      });
  });
  const generated = reused ? await described(server.platform.db) : await generate(server.platform.db, mysql);
  const version = mysql ? ((await server.platform.db.raw('SELECT VERSION() AS v')) as [{ v: string }[]])[0][0].v : '';
  generated.database = mysql ? `MariaDB/MySQL ${version}` : 'SQLite';
  if (KEEP) console.log(`kept: ${databaseUrl}`);
  process.send!({ port: server.port, generated });
}

interface Figures extends LoadFigures {
  list: boolean;
}

async function measure(name: string, url: string, headers: Record<string, string>, list: boolean, pids: { server: number; database: number | null }): Promise<Figures> {
  const single = await aloneMs(url, headers);
  await autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP }); // let the JIT and caches settle
  const before = [cpuMsOf(pids.server), cpuMsOf(pids.database)];
  const client = process.cpuUsage();
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  const used = process.cpuUsage(client);
  const after = [cpuMsOf(pids.server), cpuMsOf(pids.database)];
  const perRequest = (i: number) => (before[i] === null || after[i] === null || !r.requests.total ? null : (after[i]! - before[i]!) / r.requests.total);
  const server = perRequest(0);
  // Requests still waiting when the time is up are not counted: no answer at all is a failure too.
  const errors = r.errors + r.non2xx + r.timeouts + (r['2xx'] === 0 ? 1 : 0);
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors,
    list,
    alone: single,
    cpu: server === null ? undefined : { server, database: perRequest(1), client: (used.user + used.system) / 1000 / Math.max(1, r.requests.total) },
  };
}

/** One request before measuring: the list answers 200 with a full page of 25 (its total from Content-Range), the summary 200. */
async function check(url: string, headers: Record<string, string>, list: boolean): Promise<string> {
  const res = await fetch(url, { headers });
  const body = (await res.json()) as { data?: unknown };
  if (res.status !== 200 || (list && (!Array.isArray(body.data) || body.data.length !== PER_PAGE))) {
    throw new Error(`${url} answered ${res.status} with ${JSON.stringify(body).slice(0, 300)}`);
  }
  return list ? `${res.headers.get('content-range')?.split('/')[1]} orders` : JSON.stringify(body.data);
}

/** Generates and measures on one database (`url` from onDatabase, or DATABASE_URL / a temporary SQLite file when undefined). */
async function measureOn(kind: 'sqlite' | 'mysql', url?: string, reuse = false) {
  console.log(reuse ? `bench:orders — on ${url} as it is (${kind}) …` : `bench:orders — generating ${ORDERS.toLocaleString('en-US')} orders over ${AGENTS.toLocaleString('en-US')} agents (${kind}) …`);
  const { child, port, generated: g } = await forkServer<Generated>(__filename, url ? [url, reuse ? 'reused' : 'owned'] : []);
  const base = `http://127.0.0.1:${port}`;
  const hq = await demoLogin(base, 'hq@demo.test');
  const agent = await demoLogin(base, 'agent1@demo.test');
  // The month before the current one, in business days (Asia/Kuala_Lumpur).
  const now = new Date(Date.now() + 8 * 3_600_000);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  const month = { dateFrom: first.toISOString().slice(0, 10), dateTo: last.toISOString().slice(0, 10) };
  const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

  const toShip = await fetch(`${base}/api/manage-orders?${q({ stage: 'to_ship', ...month, perPage: PER_PAGE })}`, { headers: hq });
  await toShip.arrayBuffer();
  const toShipTotal = Number(toShip.headers.get('content-range')?.split('/')[1] ?? 0);
  const deepPage = Math.max(2, Math.min(200, Math.floor(toShipTotal / PER_PAGE)));
  const cases: [string, string, Record<string, string>, boolean][] = [
    ['HQ to_ship + month, p.1', `/api/manage-orders?${q({ stage: 'to_ship', ...month, perPage: PER_PAGE })}`, hq, true],
    [`HQ to_ship + month, p.${deepPage}`, `/api/manage-orders?${q({ stage: 'to_ship', ...month, perPage: PER_PAGE, page: deepPage })}`, hq, true],
    ['HQ month, p.1', `/api/manage-orders?${q({ ...month, perPage: PER_PAGE })}`, hq, true],
    ['HQ summary, month', `/api/manage-orders/summary?${q(month)}`, hq, false],
    ['agent1: own orders', `/api/manage-orders?${q({ perPage: PER_PAGE })}`, agent, true],
    ['agent1: team orders', `/api/manage-orders?${q({ type: 'team', perPage: PER_PAGE })}`, agent, true],
  ];
  const results: Figures[] = [];
  const notes: string[] = [];
  for (const [name, pathname, headers, list] of cases) {
    if (!ONLY.test(name)) continue;
    notes.push(`  ${name}: GET ${decodeURIComponent(pathname)} → ${await check(`${base}${pathname}`, headers, list)}`);
    results.push(await measure(name, `${base}${pathname}`, headers, list, { server: child.pid!, database: kind === 'mysql' ? mariadbPid() : null }));
  }
  // Requests of the last run may still be queued in the server: one more request waits for them.
  const [, lastPath, lastHeaders] = cases[cases.length - 1]!;
  await (await fetch(`${base}${lastPath}`, { headers: lastHeaders })).arrayBuffer();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));

  const f = (n: number) => n.toLocaleString('en-US');
  console.log(`\nOrders benchmark — ${os.cpus().length} CPUs, Node ${process.version}, ${g.database}, ${CONNECTIONS} connections, ${SECONDS}s each (+${WARMUP}s warm-up)`);
  console.log(
    `${reuse ? 'Reused' : `Generated in ${(g.ms / 1000).toFixed(1)} s`}: ${f(g.agents)} agents, ${f(g.orders)} orders (${Object.entries(g.byStage)
      .map(([k, v]) => `${k} ${f(v)}`)
      .join(', ')})`,
  );
  if (!reuse) console.log(`Counters rebuilt from the generated orders in ${(g.recountMs / 1000).toFixed(1)} s`);
  const target = TARGET_P99_MS[kind];
  console.log(`Targets (at 1,000,000 orders): alone < ${TARGET_ALONE_MS} ms, p99 < ${target} ms at ${CONNECTIONS} connections on ${kind === 'mysql' ? 'MariaDB' : 'SQLite'}\n`);
  const met = (r: Figures) => r.errors === 0 && r.alone < TARGET_ALONE_MS && r.p99 < target;
  printLoadTable(results, (r) => (met(r) ? 'met' : 'NOT met'), 28, ['', ...notes, '', ...capacityNotes(results, CONNECTIONS, target)]);
  const missed = results.filter((r) => !met(r)).length;
  console.log(missed ? `\n${missed} of ${results.length} cases NOT met` : `\nAll ${results.length} cases met`);
  return results.every((r) => r.errors === 0);
}

async function main() {
  if (REUSE) {
    const ok = await measureOn(dialectOf(REUSE) === 'mysql' ? 'mysql' : 'sqlite', REUSE, true);
    process.exitCode = ok ? 0 : 1;
    return;
  }
  if (DATABASE_URL) {
    const ok = await measureOn(dialectOf(DATABASE_URL) === 'mysql' ? 'mysql' : 'sqlite');
    process.exitCode = ok ? 0 : 1;
    return;
  }
  let ok = true;
  for (const kind of await databasesOf(DB)) {
    await onDatabase(kind, 'bench-orders', `bench_orders_${process.pid}`, KEEP, async (_label, url) => {
      ok = (await measureOn(kind, url)) && ok;
    });
  }
  process.exitCode = ok ? 0 : 1;
}

runBench(serve, main);
