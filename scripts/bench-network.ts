import os from 'node:os';
import type { Knex } from 'knex';
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
import { databasesOf, exitWhenDone, generateNetwork as generateKitNetwork, onDatabase, option, writeAgents, type Network } from './bench-kit';

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

const AGENTS = Number(option('agents', '100000'));
const CHAIN = Number(option('chain', '1500'));
const REPS = Number(option('reps', '20'));
const DB = option('db', 'auto');
const KEEP = process.argv.includes('--keep');
const ROOTS = 5;
const WARMUP = 3;
const TARGET_MS = AGENTS <= 100_000 ? 50 : 100;

if (!Number.isInteger(AGENTS) || AGENTS < ROOTS + CHAIN + 100) throw new Error(`--agents must be an integer ≥ ${ROOTS + CHAIN + 100}`);
if (!Number.isInteger(CHAIN) || CHAIN < 100) throw new Error('--chain must be an integer ≥ 100');
if (!Number.isInteger(REPS) || REPS < 1) throw new Error('--reps must be a positive integer');
if (!['auto', 'sqlite', 'mysql', 'both'].includes(DB)) throw new Error('--db must be sqlite, mysql or both');

function generateNetwork(): Network {
  return generateKitNetwork(AGENTS, CHAIN, ROOTS);
}

/** Group sizes (downlines, without the agent) from the upline pointers; parents come before children. */
function groupSizes(n: Network): Int32Array {
  const size = new Int32Array(AGENTS);
  for (let i = AGENTS - 1; i >= 0; i--) if (n.parent[i] >= 0) size[n.parent[i]] += size[i] + 1;
  return size;
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

  const { ids, users, closure } = await writeAgents(db, info.id, slug, network, tierIds, nowDb());
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
  const line = (cells: string[]) =>
    '   ' +
    cells
      .map((c, i) => (i >= 2 && i <= 4 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
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

async function main() {
  const dbs = await databasesOf(DB);
  console.log(`bench:network — ${AGENTS.toLocaleString('en-US')} agents on ${dbs.join(' and ')}`);
  for (const kind of dbs) await onDatabase(kind, 'bench-network', `bench_network_${process.pid}`, KEEP, run);
}

exitWhenDone(main());
