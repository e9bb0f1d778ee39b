import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import knexFactory, { type Knex } from 'knex';

/**
 * What the large-network benchmarks share (bench:network, bench:commissions, bench:ranking):
 * command-line options, a seeded PRNG, multi-row INSERTs, the generated agent network with its
 * closure rows, and whether MariaDB answers; and for the HTTP ones (bench:orders, bench:ranking)
 * the forked server process, a demo sign-in and the time of one request alone.
 */

/** `--name value` or `--name=value`, else `fallback`. */
export function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0 && process.argv[i + 1]) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq ? eq.slice(name.length + 3) : fallback;
}

/** A small deterministic PRNG (mulberry32), so every run builds the same data. */
export function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The tree by index: parent (-1 for a root), depth and tier rank (1 = highest). */
export interface Network {
  agents: number;
  roots: number;
  chain: number;
  parent: Int32Array;
  depth: Int32Array;
  rank: Uint8Array;
  closureRows: number;
  maxDepth: number;
}

/**
 * `agents` agents: `roots` roots (no upline, the highest tier), one deep chain of `chain` agents
 * under the first root (depth 1 … chain, all of a middle tier), the rest bushy: each agent's upline
 * is, 70 % of the time, any earlier bushy agent or root, otherwise one of the 100 most recent ones
 * (random tiers below the roots').
 */
export function generateNetwork(agents: number, chain: number, roots = 5): Network {
  const rnd = random(20261122);
  const parent = new Int32Array(agents);
  const depth = new Int32Array(agents);
  const rank = new Uint8Array(agents);
  const firstBushy = roots + chain;
  for (let i = 0; i < agents; i++) {
    if (i < roots) {
      parent[i] = -1;
      rank[i] = 1;
    } else if (i < firstBushy) {
      parent[i] = i === roots ? 0 : i - 1;
      rank[i] = 3;
    } else {
      // Eligible uplines: the roots and the earlier bushy agents (never the chain, which would
      // put most of the company 1,000 levels deep and the closure table in the billions).
      const eligible = roots + (i - firstBushy);
      let pick: number;
      if (rnd() < 0.7 || eligible <= 100) pick = Math.floor(rnd() * eligible);
      else pick = eligible - 1 - Math.floor(rnd() * 100);
      parent[i] = pick < roots ? pick : firstBushy + (pick - roots);
      rank[i] = 2 + Math.floor(rnd() * 4);
    }
    depth[i] = parent[i] < 0 ? 0 : depth[parent[i]] + 1;
  }
  let closureRows = 0;
  let maxDepth = 0;
  for (let i = 0; i < agents; i++) {
    closureRows += depth[i] + 1;
    if (depth[i] > maxDepth) maxDepth = depth[i];
  }
  return { agents, roots, chain, parent, depth, rank, closureRows, maxDepth };
}

const ROWS_PER_STATEMENT = 2_000;
const STATEMENTS_PER_TRANSACTION = 50;

/** Runs multi-row INSERTs of pre-rendered value tuples: one transaction per batch of statements. */
export async function bulkInsert(db: Knex, head: string, tuples: Iterable<string>): Promise<number> {
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

export interface AgentsWritten {
  /** The user id of network index i. */
  ids: (index: number) => number;
  users: number;
  closure: number;
}

/**
 * Writes the network's agents (`users`, explicit ids after the highest existing one: the
 * throwaway database has no other writers) and the closure table `agent_tree`, computed in
 * memory from the upline pointers — each agent's rows are itself at depth 0 plus every ancestor
 * on its upline path at its distance, exactly the rows `attachToTree` would insert one agent at a
 * time. `tierIds[rank]` is the tier of each rank; `extra` adds columns (names, and the SQL values
 * of agent i given the index → id function and its upline's id, or 'NULL').
 */
export async function writeAgents(
  db: Knex,
  companyId: number,
  slug: string,
  network: Network,
  tierIds: number[],
  now: string,
  extra: { columns: string[]; values: (i: number, ids: (index: number) => number, upline: string) => string[] } = { columns: [], values: () => [] },
): Promise<AgentsWritten> {
  const top = (await db('users').max({ id: 'id' }).first()) as { id: number | null };
  const base = Number(top?.id ?? 0) + 1;
  const ids = (i: number) => base + i;
  const { parent, rank, depth } = network;
  function* userTuples() {
    for (let i = 0; i < network.agents; i++) {
      const up = parent[i] < 0 ? 'NULL' : String(ids(parent[i]));
      const status = i % 29 === 0 ? 'inactive' : i % 97 === 0 ? 'suspended' : 'active';
      const first = `Agent${String(i).padStart(7, '0')}`;
      const more = extra
        .values(i, ids, up)
        .map((v) => `,${v}`)
        .join('');
      yield `(${ids(i)},${companyId},'agent','a${i}@${slug}.test','a${i}','${status}','${now}',0,'${first}','D${depth[i]}',${tierIds[rank[i]]},${up},'${now}','${now}'${more})`;
    }
  }
  const users = await bulkInsert(
    db,
    `INSERT INTO users (id, company_id, role, email, username, status, email_verified_at, token_version, first_name, last_name, tier_id, upline_id, created_at, updated_at${extra.columns.map((c) => `, ${c}`).join('')})`,
    userTuples(),
  );
  function* closureTuples() {
    for (let i = 0; i < network.agents; i++) {
      const d = ids(i);
      yield `(${companyId},${d},${d},0)`;
      // The upline path: the parent's ancestors plus the parent, at their distances.
      for (let a = parent[i], k = 1; a >= 0; a = parent[a], k++) yield `(${companyId},${ids(a)},${d},${k})`;
    }
  }
  const closure = await bulkInsert(db, 'INSERT INTO agent_tree (company_id, ancestor_id, descendant_id, depth)', closureTuples());
  return { ids, users, closure };
}

/** Whether MariaDB answers on 127.0.0.1:3306. */
export function mysqlAnswers(): Promise<boolean> {
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

const MYSQL_SERVER = 'mysql://root@127.0.0.1:3306';

/** The databases of `--db`: sqlite, mysql, both, or auto (both when MariaDB answers, else SQLite). */
export async function databasesOf(choice: string): Promise<('sqlite' | 'mysql')[]> {
  if (choice === 'auto') return (await mysqlAnswers()) ? ['sqlite', 'mysql'] : ['sqlite'];
  return choice === 'both' ? ['sqlite', 'mysql'] : [choice as 'sqlite' | 'mysql'];
}

/**
 * Runs `run(label, url, dir)` on one database with a temporary folder (`prefix`-…): SQLite in a file
 * there, MariaDB on 127.0.0.1:3306 (root, no password) in the throwaway database `database`,
 * created first and dropped after, both left in place (and printed) with `keep`.
 */
export async function onDatabase(kind: 'sqlite' | 'mysql', prefix: string, database: string, keep: boolean, run: (label: string, url: string, dir: string) => Promise<void>): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  try {
    if (kind === 'sqlite') {
      await run('SQLite', `sqlite:${path.join(dir, 'bench.db')}`, dir);
    } else {
      const admin = knexFactory({ client: 'mysql2', connection: { host: '127.0.0.1', port: 3306, user: 'root', password: '' } });
      try {
        await admin.raw(`CREATE DATABASE ${database} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
        const version = ((await admin.raw('SELECT VERSION() AS v')) as [{ v: string }[]])[0][0].v;
        await run(`MariaDB ${version}`, `${MYSQL_SERVER}/${database}`, dir);
      } finally {
        if (!keep) await admin.raw(`DROP DATABASE IF EXISTS ${database}`);
        await admin.destroy();
      }
    }
  } finally {
    if (keep) console.log(`   kept: ${kind === 'sqlite' ? path.join(dir, 'bench.db') : `${MYSQL_SERVER}/${database}`}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Exits 0 when `main` resolves, 1 (with the error) when it fails. */
export function exitWhenDone(main: Promise<unknown>): void {
  main.then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}

/**
 * Forks `script` as its server process (`<script> serve …args`, same runtime flags), which sends
 * `{ port, generated }` once it listens with its data generated.
 */
export function forkServer<G>(script: string, args: string[] = []): Promise<{ child: ChildProcess; port: number; generated: G }> {
  const child = fork(script, ['serve', ...args], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number; generated: G }) => resolve({ child, ...m }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Median of 20 requests one after the other: the time one request takes without a queue. */
export async function aloneMs(url: string, headers: Record<string, string>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await (await fetch(url, { headers })).arrayBuffer();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[10]!;
}

/** Signs in a demo user (the demo password) at `base`: its Authorization header. */
export async function demoLogin(base: string, email: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo@12345' }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`login of ${email} failed: ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.data.token}` };
}

/** One measured case of an HTTP benchmark. */
export interface LoadFigures {
  name: string;
  /** One request alone (ms). */
  alone: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time per request under load (ms): the server process's, the database server's (MariaDB) where measured, and the load generator's. */
  cpu?: { server: number; database: number | null; client: number };
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux builds). */
const CLOCK_TICKS = 100;

/** CPU time a process has used so far (ms, user + system), from /proc; null where there is none (not Linux, process gone). */
export function cpuMsOf(pid: number | null | undefined): number | null {
  if (!pid) return null;
  try {
    // Fields after the command (which may hold spaces) start at the state; utime and stime are the 12th and 13th of them.
    const rest = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop()!.split(' ');
    return ((Number(rest[11]) + Number(rest[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** The local MariaDB server's process id (the oldest mariadbd or mysqld), or null. */
export function mariadbPid(): number | null {
  for (const name of ['mariadbd', 'mysqld']) {
    try {
      const out = execFileSync('pgrep', ['-o', '-x', name], { encoding: 'utf8' }).trim();
      if (out) return Number(out);
    } catch {
      // not running under this name
    }
  }
  return null;
}

/**
 * What the p99 target asks of throughput, beside what this machine's CPUs allow, for the notes of
 * a load table: with `connections` requests always in flight the mean latency is connections ÷
 * throughput (Little's law) and p99 is at least the mean, so p99 < T needs more than
 * connections ÷ T requests/s; the CPU time a request costs caps the throughput, at 1 ÷ the
 * server's time (one event loop) and at CPUs ÷ the time of the server, the database and the load
 * generator together (they share the machine).
 */
export function capacityNotes(results: LoadFigures[], connections: number, targetMs: number): string[] {
  const cpus = os.cpus().length;
  const needed = Math.ceil((connections * 1000) / targetMs);
  const lines = [`  p99 < ${targetMs} ms at ${connections} connections needs > ${needed} req/s (Little's law: mean latency = connections ÷ throughput).`];
  for (const r of results) {
    if (!r.cpu) continue;
    const perRequest = r.cpu.server + (r.cpu.database ?? 0) + r.cpu.client;
    const loop = Math.floor(1000 / r.cpu.server);
    const machine = Math.floor((cpus * 1000) / perRequest);
    lines.push(
      `  ${r.name}: ${r.cpu.server.toFixed(2)} ms server${r.cpu.database === null ? '' : ` + ${r.cpu.database.toFixed(2)} ms database`} + ${r.cpu.client.toFixed(2)} ms load generator = ${perRequest.toFixed(2)} ms CPU per request → at most ${Math.min(loop, machine)} req/s (the server's one event loop: ${loop}; ${cpus} CPUs shared: ${machine})`,
    );
  }
  return lines;
}

/**
 * Prints the cases as a table (`verdict`: the target column of a case, '' for none), then the
 * notes, and sets the exit code: 1 when any request failed.
 */
export function printLoadTable<F extends LoadFigures>(results: F[], verdict: (r: F) => string, nameWidth: number, notes: string[] = []): void {
  const cpu = results.some((r) => r.cpu);
  const cpuHead = cpu ? ['srv CPU/req'.padStart(12), 'db CPU/req'.padStart(11)] : [];
  console.log('case'.padEnd(nameWidth), 'alone ms'.padStart(9), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), ...cpuHead, 'errors'.padStart(7), 'target'.padStart(8));
  for (const r of results) {
    const cpuCells = cpu ? [(r.cpu ? r.cpu.server.toFixed(2) : '').padStart(12), (r.cpu?.database != null ? r.cpu.database.toFixed(2) : '').padStart(11)] : [];
    console.log(
      r.name.padEnd(nameWidth),
      r.alone.toFixed(1).padStart(9),
      r.rps.toFixed(0).padStart(8),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      ...cpuCells,
      String(r.errors).padStart(7),
      verdict(r).padStart(8),
    );
  }
  console.log('(alone: median of 20 requests one at a time, before the load' + (cpu ? '; CPU/req: ms of CPU per request under load' : '') + ')');
  for (const line of notes) console.log(line);
  const ok = results.every((r) => r.errors === 0);
  if (!ok) console.log('\nSome requests failed (errors column).');
  process.exitCode = ok ? 0 : 1;
}

/** Runs the script's server part (`serve`, in the forked process) or its measuring part, exiting 1 on an error. */
export function runBench(serve: () => Promise<void>, main: () => Promise<void>): void {
  (process.argv[2] === 'serve' ? serve() : main()).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
