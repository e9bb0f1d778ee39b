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
 * loop. Prints requests/s, p50/p99 latency and the ratios; the target is
 * user/detail ≥ 0.40 × Express hello.
 *
 * Options (environment): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50),
 * BENCH_WARMUP (seconds of unmeasured load before each case, default 3).
 */

type Kind = 'node' | 'express' | 'api';
const TARGET_RATIO = 0.4;

async function serve(kind: Kind): Promise<void> {
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

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  await autocannon({ url, headers, connections, duration: Number(process.env.BENCH_WARMUP ?? 3) }); // let the JIT settle
  const r = await autocannon({ url, headers, connections, duration });
  const errors = r.errors + r.non2xx + r.timeouts;
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors };
}

async function main() {
  const results: Figures[] = [];
  for (const [kind, name] of [
    ['node', 'node:http hello'],
    ['express', 'Express hello'],
  ] as const) {
    const { child, port } = await start(kind);
    results.push(await measure(name, `http://127.0.0.1:${port}/`));
    child.kill();
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
  const check = await fetch(`${base}/api/user/detail`, { headers: { authorization: `Bearer ${body.data.token}` } });
  if (check.status !== 200) throw new Error(`GET /api/user/detail answered ${check.status}`);
  results.push(await measure('GET /api/user/detail', `${base}/api/user/detail`, { authorization: `Bearer ${body.data.token}` }));
  child.kill();

  const expressRps = results[1].rps;
  console.log(`\nHTTP benchmark — ${os.cpus().length} CPUs, Node ${process.version}, ${process.env.BENCH_CONNECTIONS ?? 50} connections, ${process.env.BENCH_SECONDS ?? 10}s each\n`);
  console.log('case'.padEnd(24), 'req/s'.padStart(10), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7), '× Express'.padStart(10));
  for (const r of results) {
    console.log(
      r.name.padEnd(24),
      r.rps.toFixed(0).padStart(10),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      String(r.errors).padStart(7),
      (r.rps / expressRps).toFixed(2).padStart(10),
    );
  }
  const ratio = results[2].rps / expressRps;
  const ok = ratio >= TARGET_RATIO && results.every((r) => r.errors === 0);
  console.log(`\nuser/detail ÷ Express hello = ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO}) → ${ok ? 'met' : 'NOT met'}`);
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
