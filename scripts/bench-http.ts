import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import express from 'express';
import { startServer } from '../server/main';
import { benchEnv } from './bench-env';

/**
 * npm run bench:http — throughput of the HTTP stack, measured in one run on this machine:
 *   1. bare node:http answering "hello",
 *   2. Express answering "hello",
 *   3. GET /api/user/detail on the real server (tenant from Host, JWT, database read) on a
 *      fresh embedded SQLite database with the demo company.
 * Each server runs in its own child process so the load generator does not share its event
 * loop. The three are measured in turn, round after round (BENCH_ROUNDS): on a machine other work
 * shares, the load changes between cases, and a ratio of two figures taken seconds apart is
 * steadier than one of figures taken a minute apart. Prints each round and, per case, the median
 * round's requests/s and p50/p99 latency; the ratio is the median of the rounds' ratios and the
 * target is user/detail ≥ 0.40 × Express hello.
 *
 * Options (environment): BENCH_SECONDS (per case and round, default 5), BENCH_ROUNDS (default 3),
 * BENCH_CONNECTIONS (default 50), BENCH_WARMUP (seconds of unmeasured load per case before the
 * first round, default 3).
 */

type Kind = 'node' | 'express' | 'api';
const TARGET_RATIO = 0.4;

async function serve(kind: Kind): Promise<void> {
  // Stopped by the parent: exit normally, so that a --cpu-prof run writes its profile.
  process.once('SIGTERM', () => process.exit(0));
  let port: number;
  if (kind === 'api') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: `sqlite:${path.join(dir, 'bench.db')}`,
      seedDemo: true,
      env: benchEnv(dir),
    });
    port = server.port;
  } else {
    const handler =
      kind === 'node'
        ? http.createServer((_req, res) => {
            res.setHeader('content-type', 'text/plain');
            res.end('hello');
          })
        : http.createServer(express().get('/', (_req, res) => void res.type('text/plain').send('hello')));
    await new Promise<void>((resolve) => handler.listen(0, '127.0.0.1', resolve));
    port = (handler.address() as AddressInfo).port;
  }
  process.send!({ port });
}

function start(kind: Kind): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(__filename, ['serve', kind], { stdio: 'inherit' }); // same runtime flags as this process
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ child, port: m.port }));
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

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function measure(name: string, url: string, headers: Record<string, string>, duration: number): Promise<Figures> {
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration });
  const errors = r.errors + r.non2xx + r.timeouts;
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

interface Case {
  name: string;
  url: string;
  headers: Record<string, string>;
  child: ChildProcess;
}

async function main() {
  const cases: Case[] = [];
  for (const [kind, name] of [
    ['node', 'node:http hello'],
    ['express', 'Express hello'],
  ] as const) {
    const { child, port } = await start(kind);
    cases.push({ name, url: `http://127.0.0.1:${port}/`, headers: {}, child });
  }
  const { child, port } = await start('api');
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'hq@demo.test', password: 'Demo@12345' }),
  });
  const body = (await login.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  const headers = { authorization: `Bearer ${body.data.token}` };
  const check = await fetch(`${base}/api/user/detail`, { headers });
  if (check.status !== 200) throw new Error(`GET /api/user/detail answered ${check.status}`);
  cases.push({ name: 'GET /api/user/detail', url: `${base}/api/user/detail`, headers, child });

  // Let the JIT settle on each server.
  for (const c of cases) await measure(c.name, c.url, c.headers, Number(process.env.BENCH_WARMUP ?? 3));
  const rounds: Figures[][] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const round: Figures[] = [];
    for (const c of cases) round.push(await measure(c.name, c.url, c.headers, SECONDS));
    rounds.push(round);
    const [node, express, api] = round;
    console.log(`round ${i + 1}: node ${node.rps.toFixed(0)}, Express ${express.rps.toFixed(0)}, user/detail ${api.rps.toFixed(0)} req/s → ${(api.rps / express.rps).toFixed(2)} × Express`);
  }
  for (const c of cases) c.child.kill();

  // Per case, the round with the median throughput.
  const results = cases.map((_, k) => {
    const figures = rounds.map((round) => round[k]);
    const mid = median(figures.map((f) => f.rps));
    const chosen = figures.reduce((a, b) => (Math.abs(b.rps - mid) < Math.abs(a.rps - mid) ? b : a));
    return { ...chosen, rps: mid, errors: figures.reduce((sum, f) => sum + f.errors, 0) };
  });
  const expressRps = results[1].rps;
  console.log(`\nHTTP benchmark — ${os.cpus().length} CPUs, Node ${process.version}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS}s per case (medians)\n`);
  console.log('case'.padEnd(24), 'req/s'.padStart(10), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7), '× Express'.padStart(10));
  for (const r of results) {
    console.log(r.name.padEnd(24), r.rps.toFixed(0).padStart(10), String(r.p50).padStart(8), String(r.p99).padStart(8), String(r.errors).padStart(7), (r.rps / expressRps).toFixed(2).padStart(10));
  }
  const ratios = rounds.map((round) => round[2].rps / round[1].rps);
  const ratio = median(ratios);
  const ok = ratio >= TARGET_RATIO && results.every((r) => r.errors === 0);
  console.log(
    `\nuser/detail ÷ Express hello = ${ratio.toFixed(2)} (median of the rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')}; target ≥ ${TARGET_RATIO.toFixed(2)}) → ${ok ? 'met' : 'NOT met'}`,
  );
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
