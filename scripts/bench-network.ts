import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { loadConfig } from '../server/config';
import { closePlatform, createPlatform } from '../server/app';
import type { UserCtx } from '../server/platform/context';
import { companyBaseUrl } from '../server/platform/tenancy';
import { createCompany } from '../server/modules/companies/service';
import { Tier } from '../server/modules/tiers/models';
import { nowDb } from '../server/platform/time';
import { firstHigherRankUpline, groupStats, listDownlines, listUplines } from '../server/modules/agents/genealogy';
import { familyTree } from '../server/modules/agents/tree';
import { benchEnv } from './bench-env';

/**
 * npm run bench:network — the genealogy under a realistic size, measured in one run on this machine.
 * For each database (SQLite in a temporary folder; MariaDB on 127.0.0.1:3306 as root without a
 * password, in a throwaway database `bench_network_<pid>`), a fresh company gets N agents:
 *   - 5 roots (no upline, the highest tier),
 *   - one deep chain of CHAIN agents under the first root (depth 1 … CHAIN), all of a middle tier,
 *     so that the deepest agent's "first higher-rank upline" is the root, CHAIN levels up,
 *   - the rest bushy: each agent's upline is, 70 % of the time, any earlier bushy agent or root,
 *     otherwise one of the 100 most recent ones (random tiers below the roots').
 * The `users` rows and the closure table `agent_tree` are written with multi-row INSERTs (one
 * transaction per batch of rows); the closure rows are computed in memory from the upline
 * pointers — each agent's rows are itself at depth 0 plus every ancestor on its upline path at
 * its distance — exactly the rows `attachToTree` would insert one agent at a time (checked
 * afterwards on a few agents against groupStats/listUplines and the in-memory tree).
 * Then, for agents at several depths (a root, depth ~10, ~100 and the deepest), in-process calls
 * of the services, each repeated REPS times after a warm-up: downline count (groupStats), upline
 * chain (listUplines), group listing of 25 (listDownlines, first page), first higher-rank upline,
 * family-tree level load (familyTree as HQ, children of the agent), plus HQ's top level of the
 * family tree. Prints a table per database: median and p95 per query, the target (p95 < 50 ms up
 * to 100,000 agents, < 100 ms above) and pass/MISS, then the misses, with the machine's load
 * average (other work on the machine inflates the p95: measure on a quiet one). A report: exits 0
 * whether the targets are met or not, non-zero on errors.
 *
 * Options: --agents N (default 100000), --db sqlite|mysql|both (default both when MariaDB answers,
 * else sqlite), --chain N (default 1500), --reps N (default 20), --keep (leave the generated
 * database in place, printing where, to look at query plans afterwards).
 */

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0 && process.argv[i + 1]) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq ? eq.slice(name.length + 3) : fallback;
}

const AGENTS = Number(option('agents', '100000'));
const CHAIN = Number(option('chain', '1500'));
const REPS = Number(option('reps', '20'));
const DB = option('db', 'auto');
const KEEP = process.argv.includes('--keep');
const ROOTS = 5;
const WARMUP = 3;
const TARGET_MS = AGENTS <= 100_000 ? 50 : 100;
const MYSQL_SERVER = 'mysql://root@127.0.0.1:3306';

if (!Number.isInteger(AGENTS) || AGENTS < ROOTS + CHAIN + 100) throw new Error(`--agents must be an integer ≥ ${ROOTS + CHAIN + 100}`);
if (!Number.isInteger(CHAIN) || CHAIN < 100) throw new Error('--chain must be an integer ≥ 100');
if (!Number.isInteger(REPS) || REPS < 1) throw new Error('--reps must be a positive integer');
if (!['auto', 'sqlite', 'mysql', 'both'].includes(DB)) throw new Error('--db must be sqlite, mysql or both');

/** A small deterministic PRNG (mulberry32), so every run builds the same tree. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The tree by index: parent (-1 for a root), depth and tier rank (1 = highest). */
interface Network {
  parent: Int32Array;
  depth: Int32Array;
  rank: Uint8Array;
  closureRows: number;
  maxDepth: number;
}

function generateNetwork(): Network {
  const rnd = random(20261122);
  const parent = new Int32Array(AGENTS);
  const depth = new Int32Array(AGENTS);
  const rank = new Uint8Array(AGENTS);
  const firstBushy = ROOTS + CHAIN;
  for (let i = 0; i < AGENTS; i++) {
    if (i < ROOTS) {
      parent[i] = -1;
      rank[i] = 1;
    } else if (i < firstBushy) {
      parent[i] = i === ROOTS ? 0 : i - 1;
      rank[i] = 3;
    } else {
      // Eligible uplines: the roots and the earlier bushy agents (never the chain, which would
      // put most of the company 1,000 levels deep and the closure table in the billions).
      const eligible = ROOTS + (i - firstBushy);
      let pick: number;
      if (rnd() < 0.7 || eligible <= 100) pick = Math.floor(rnd() * eligible);
      else pick = eligible - 1 - Math.floor(rnd() * 100);
      parent[i] = pick < ROOTS ? pick : firstBushy + (pick - ROOTS);
      rank[i] = 2 + Math.floor(rnd() * 4);
    }
    depth[i] = parent[i] < 0 ? 0 : depth[parent[i]] + 1;
  }
  let closureRows = 0;
  let maxDepth = 0;
  for (let i = 0; i < AGENTS; i++) {
    closureRows += depth[i] + 1;
    if (depth[i] > maxDepth) maxDepth = depth[i];
  }
  return { parent, depth, rank, closureRows, maxDepth };
}

/** Group sizes (downlines, without the agent) from the upline pointers; parents come before children. */
function groupSizes(n: Network): Int32Array {
  const size = new Int32Array(AGENTS);
  for (let i = AGENTS - 1; i >= 0; i--) if (n.parent[i] >= 0) size[n.parent[i]] += size[i] + 1;
  return size;
}

const ROWS_PER_STATEMENT = 2_000;
const STATEMENTS_PER_TRANSACTION = 50;

/** Runs multi-row INSERTs of pre-rendered value tuples: one transaction per batch of statements. */
async function bulkInsert(db: Knex, head: string, tuples: Iterable<string>): Promise<number> {
  let rows = 0;
  let statement: string[] = [];
  let batch: string[] = [];
  const flushTransaction = async () => {
    if (batch.length === 0) return;
    const sqls = batch;
    batch = [];
    await db.transaction(async (trx) => {
      for (const sql of sqls) await trx.raw(sql);
    });
  };
  for (const tuple of tuples) {
    statement.push(tuple);
    rows++;
    if (statement.length === ROWS_PER_STATEMENT) {
      batch.push(`${head} VALUES ${statement.join(',')}`);
      statement = [];
      if (batch.length === STATEMENTS_PER_TRANSACTION) await flushTransaction();
    }
  }
  if (statement.length) batch.push(`${head} VALUES ${statement.join(',')}`);
  await flushTransaction();
  return rows;
}

interface Built {
  ctx: UserCtx;
  ids: (index: number) => number;
  network: Network;
  sizes: Int32Array;
  ms: number;
  users: number;
  closure: number;
}

async function build(db: Knex): Promise<Built> {
  const started = performance.now();
  const network = generateNetwork();
  const sizes = groupSizes(network);
  const slug = `bench-network-${process.pid}`;
  const { info, hq } = await createCompany({
    name: 'Bench network',
    slug,
    domains: [`${slug}.test`],
    hq: { email: `hq@${slug}.test`, password: 'Bench#12345', firstName: 'Head', lastName: 'Office' },
  });
  const ctx: UserCtx = {
    companyId: info.id,
    company: info,
    user: { id: hq.id, role: 'hq', permissions: new Set(), tierId: null, lang: null },
    lang: 'en',
    origin: companyBaseUrl(info),
    requestId: 'bench',
    ip: '127.0.0.1',
  };
  const tierIds: number[] = [];
  for (let r = 1; r <= 5; r++) tierIds[r] = (await Tier.of(ctx).insertAndFetch({ levelName: `Bench level ${r}`, rankNumber: r })).id;

  // Explicit ids after the highest existing one: the throwaway database has no other writers.
  const top = (await db('users').max({ id: 'id' }).first()) as { id: number | null };
  const base = Number(top?.id ?? 0) + 1;
  const ids = (i: number) => base + i;
  const now = nowDb();
  const c = info.id;
  const { parent, rank, depth } = network;

  function* userTuples() {
    for (let i = 0; i < AGENTS; i++) {
      const up = parent[i] < 0 ? 'NULL' : String(ids(parent[i]));
      const status = i % 29 === 0 ? 'inactive' : i % 97 === 0 ? 'suspended' : 'active';
      const first = `Agent${String(i).padStart(7, '0')}`;
      yield `(${ids(i)},${c},'agent','a${i}@${slug}.test','a${i}','${status}','${now}',0,'${first}','D${depth[i]}',${tierIds[rank[i]]},${up},'${now}','${now}')`;
    }
  }
  const users = await bulkInsert(
    db,
    'INSERT INTO users (id, company_id, role, email, username, status, email_verified_at, token_version, first_name, last_name, tier_id, upline_id, created_at, updated_at)',
    userTuples(),
  );

  function* closureTuples() {
    for (let i = 0; i < AGENTS; i++) {
      const d = ids(i);
      yield `(${c},${d},${d},0)`;
      // The upline path: the parent's ancestors plus the parent, at their distances.
      for (let a = parent[i], k = 1; a >= 0; a = parent[a], k++) yield `(${c},${ids(a)},${d},${k})`;
    }
  }
  const closure = await bulkInsert(db, 'INSERT INTO agent_tree (company_id, ancestor_id, descendant_id, depth)', closureTuples());
  return { ctx, ids, network, sizes, ms: performance.now() - started, users, closure };
}

interface Row {
  agent: string;
  query: string;
  median: number;
  p95: number;
  note: string;
}

async function time(fn: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const runs: number[] = [];
  for (let i = 0; i < REPS; i++) {
    const t = performance.now();
    await fn();
    runs.push(performance.now() - t);
  }
  runs.sort((a, b) => a - b);
  return { median: runs[Math.floor((runs.length - 1) / 2)], p95: runs[Math.min(runs.length - 1, Math.ceil(runs.length * 0.95) - 1)] };
}

/** The agents measured: a root, one bushy agent near depth 10 with a group, the chain at ~100 and the deepest. */
function pickAgents(b: Built): { label: string; index: number }[] {
  const { depth } = b.network;
  let ten = -1;
  for (let i = ROOTS + CHAIN; i < AGENTS; i++) {
    if (depth[i] === 10 && (ten < 0 || b.sizes[i] > b.sizes[ten])) ten = i;
  }
  if (ten < 0) for (let i = ROOTS + CHAIN; i < AGENTS; i++) if (ten < 0 || Math.abs(depth[i] - 10) < Math.abs(depth[ten] - 10)) ten = i;
  let deepest = 0;
  for (let i = 0; i < AGENTS; i++) if (depth[i] > depth[deepest]) deepest = i;
  return [
    { label: 'root', index: 0 },
    { label: `depth ${depth[ten]}`, index: ten },
    { label: 'depth 100', index: ROOTS + 99 },
    { label: `deepest (${depth[deepest]})`, index: deepest },
  ];
}

/** Compares what the services read with the in-memory tree, for the measured agents. */
async function check(b: Built, agents: { label: string; index: number }[]) {
  for (const { label, index } of agents) {
    const stats = await groupStats(b.ctx, b.ids(index));
    if (stats.size !== b.sizes[index]) throw new Error(`${label}: groupStats size ${stats.size}, expected ${b.sizes[index]}`);
    const ups = await listUplines(b.ctx, b.ids(index));
    const expected: number[] = [];
    for (let a = b.network.parent[index]; a >= 0; a = b.network.parent[a]) expected.push(b.ids(a));
    if (ups.length !== expected.length || ups.some((u, k) => u.id !== expected[k] || u.depth !== k + 1)) {
      throw new Error(`${label}: listUplines differs from the upline pointers`);
    }
  }
}

async function measure(b: Built): Promise<Row[]> {
  const rows: Row[] = [];
  const agents = pickAgents(b);
  await check(b, agents);
  for (const { label, index } of agents) {
    const id = b.ids(index);
    const stats = await groupStats(b.ctx, id);
    const ups = await listUplines(b.ctx, id);
    const higher = await firstHigherRankUpline(b.ctx, id);
    const level = (await familyTree(b.ctx, { id })) as unknown as { data?: { childrenTotal: number }; childrenTotal?: number };
    const childrenTotal = (level.data ?? level).childrenTotal ?? 0;
    const cases: [string, () => Promise<unknown>, string][] = [
      ['downline count (groupStats)', () => groupStats(b.ctx, id), `${stats.size} downlines, ${stats.depth} levels`],
      ['upline chain (listUplines)', () => listUplines(b.ctx, id), `${ups.length} uplines`],
      ['group listing of 25 (listDownlines)', () => listDownlines(b.ctx, id, { page: 1, perPage: 25 }), ''],
      ['first higher-rank upline', () => firstHigherRankUpline(b.ctx, id), higher ? `found ${higher.depth} up` : 'none'],
      ['family-tree level (familyTree)', () => familyTree(b.ctx, { id }), `${childrenTotal} children`],
    ];
    for (const [query, fn, note] of cases) rows.push({ agent: label, query, ...(await time(fn)), note });
  }
  const topLevel = (await familyTree(b.ctx, {})) as unknown as { data?: { childrenTotal: number }; childrenTotal?: number };
  rows.push({ agent: 'HQ (no id)', query: 'family-tree top level (roots)', ...(await time(() => familyTree(b.ctx, {}))), note: `${(topLevel.data ?? topLevel).childrenTotal} roots` });
  return rows;
}

const loadAverage = () => os.loadavg()[0].toFixed(2);

function print(name: string, b: Built, rows: Row[], load: { before: string; after: string }) {
  const f = (n: number) => n.toLocaleString('en-US');
  console.log(`\n== ${name}: ${f(AGENTS)} agents (${ROOTS} roots, a ${f(CHAIN)}-level chain, deepest ${f(b.network.maxDepth)})`);
  console.log(`   built in ${(b.ms / 1000).toFixed(1)} s: ${f(b.users)} users rows, ${f(b.closure)} agent_tree rows`);
  console.log(`   ${REPS} runs each after ${WARMUP} warm-up runs; a query passes when its p95 < ${TARGET_MS} ms`);
  console.log(`   1-minute load average ${load.before} before the runs, ${load.after} after, on ${os.cpus().length} CPUs (other work inflates the p95)\n`);
  const header = ['agent', 'query', 'median ms', 'p95 ms', 'target', 'result', 'note'];
  const table = rows.map((r) => [r.agent, r.query, r.median.toFixed(2), r.p95.toFixed(2), `< ${TARGET_MS} ms`, r.p95 < TARGET_MS ? 'pass' : 'MISS', r.note]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t[i].length)));
  const line = (cells: string[]) => '   ' + cells.map((c, i) => (i >= 2 && i <= 4 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd();
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const t of table) console.log(line(t));
  const missed = rows.filter((r) => r.p95 >= TARGET_MS);
  console.log(`\n   ${missed.length === 0 ? `all ${rows.length} queries pass` : `${missed.length} of ${rows.length} queries MISS the target:`}`);
  for (const r of missed) console.log(`     - ${r.agent}: ${r.query}, p95 ${r.p95.toFixed(2)} ms`);
}

async function run(name: string, databaseUrl: string, dataDir: string) {
  const config = loadConfig({
    ...process.env,
    ...benchEnv(dataDir),
    DATABASE_URL: databaseUrl,
  });
  const platform = await createPlatform(config);
  try {
    const built = await build(platform.db);
    const before = loadAverage();
    const rows = await measure(built);
    print(name, built, rows, { before, after: loadAverage() });
  } finally {
    await closePlatform(platform);
  }
}

function mysqlAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 3306 });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

async function main() {
  const dbs = DB === 'auto' ? ((await mysqlAnswers()) ? ['sqlite', 'mysql'] : ['sqlite']) : DB === 'both' ? ['sqlite', 'mysql'] : [DB];
  console.log(`bench:network — ${AGENTS.toLocaleString('en-US')} agents on ${dbs.join(' and ')}`);
  for (const kind of dbs) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-network-'));
    try {
      if (kind === 'sqlite') {
        await run('SQLite', `sqlite:${path.join(dir, 'bench.db')}`, dir);
      } else {
        const database = `bench_network_${process.pid}`;
        const admin = knexFactory({ client: 'mysql2', connection: { host: '127.0.0.1', port: 3306, user: 'root', password: '' } });
        try {
          await admin.raw(`CREATE DATABASE ${database} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
          const version = ((await admin.raw('SELECT VERSION() AS v')) as [{ v: string }[]])[0][0].v;
          await run(`MariaDB ${version}`, `${MYSQL_SERVER}/${database}`, dir);
        } finally {
          if (!KEEP) await admin.raw(`DROP DATABASE IF EXISTS ${database}`);
          await admin.destroy();
        }
      }
    } finally {
      if (KEEP) console.log(`   kept: ${kind === 'sqlite' ? path.join(dir, 'bench.db') : `${MYSQL_SERVER}/bench_network_${process.pid}`}`);
      else fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
