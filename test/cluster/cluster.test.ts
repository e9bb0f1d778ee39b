import { expect } from 'chai';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import request from 'supertest';
import { DEMO_PASSWORD } from '../../db/demo';

/**
 * Several processes on one database (npm run test:cluster): two server processes (A and B) on two
 * ports share a MySQL/MariaDB database of their own, one Redis and one upload folder, with the cron
 * jobs on in both, as behind a load balancer. Needs MySQL/MariaDB (DATABASE_URL names the server;
 * default mysql://root@127.0.0.1:3306) and Redis (REDIS_URL, default redis://127.0.0.1:6379).
 * The database is created for the run and dropped after it.
 */
const ROOT = path.resolve(__dirname, '../..');
const HOST = 'demo.localhost'; // a domain of the demo company
const LOGIN_LIMIT = 6;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(256)]);

interface Proc {
  name: string;
  url: string;
  child: ChildProcess;
  out: string;
  err: string;
}

const serverUrl = new URL(process.env.DATABASE_URL?.startsWith('mysql') || process.env.DATABASE_URL?.startsWith('mariadb') ? process.env.DATABASE_URL : 'mysql://root@127.0.0.1:3306/');
const dbName = `cluster_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
const dbUrl = Object.assign(new URL(serverUrl.href), { pathname: `/${dbName}` }).href.replace(/^mariadb:/, 'mysql:');
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agenthub-cluster-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'test',
  DATABASE_URL: dbUrl,
  REDIS_URL: redisUrl,
  DATA_DIR: tmp,
  UPLOAD_DIR: path.join(tmp, 'uploads'),
  // One deployment: every process signs and reads the same tokens and secrets.
  JWT_SECRET: crypto.randomBytes(32).toString('hex'),
  SECRETS_KEY: crypto.randomBytes(32).toString('hex'),
  BILLPLZ_SIMULATOR: 'off',
  HOST: '127.0.0.1',
  JOBS: 'on',
  LOG_LEVEL: 'debug',
  RATE_LIMIT_LOGIN: `${LOGIN_LIMIT}/120`,
  RATE_LIMIT_GENERAL: '100000/60',
};

let admin: Knex;
let db: Knex;
let a: Proc;
let b: Proc;

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

async function startProcess(name: string): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = { name, url: `http://127.0.0.1:${port}`, child, out: '', err: '' };
  child.stdout!.on('data', (d: Buffer) => (proc.out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (proc.err += d.toString()));
  return proc;
}

async function ready(proc: Proc): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited with ${proc.child.exitCode}: ${proc.err.slice(-2000)}`);
    const ok = await fetch(`${proc.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${proc.name} did not answer /api/health within 60 s: ${proc.err.slice(-2000)}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function stopProcess(proc: Proc | undefined): Promise<void> {
  if (!proc || proc.child.exitCode !== null) return;
  const exited = new Promise((r) => proc.child.once('exit', r));
  proc.child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
  if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
}

/** The process's pino lines (JSON), e.g. its job log. */
function logLines(proc: Proc): { msg?: string; job?: string; tick?: string; owner?: string }[] {
  return proc.out
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, string>);
}

const api = (proc: Proc) => request(proc.url);

async function login(proc: Proc, email: string, password = DEMO_PASSWORD) {
  return api(proc).post('/api/login').set('Host', HOST).send({ email, password });
}

describe('Several processes on one database, one Redis and one upload folder', function () {
  this.timeout(180_000);

  before(async function () {
    admin = knex({
      client: 'mysql2',
      connection: { host: serverUrl.hostname, port: Number(serverUrl.port || 3306), user: decodeURIComponent(serverUrl.username), password: decodeURIComponent(serverUrl.password) },
    });
    await admin.raw(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    // Migrations and the demo company, once, before either process starts.
    const seed = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/seed-demo.ts')], { cwd: ROOT, env: { ...env, LOG_LEVEL: 'warn' }, encoding: 'utf8' });
    if (seed.status !== 0) throw new Error(`seed:demo failed: ${seed.stderr}`);
    db = knex({
      client: 'mysql2',
      connection: { host: serverUrl.hostname, port: Number(serverUrl.port || 3306), user: decodeURIComponent(serverUrl.username), password: decodeURIComponent(serverUrl.password), database: dbName },
    });
    a = await startProcess('A');
    b = await startProcess('B');
    await Promise.all([ready(a), ready(b)]);
  });

  after(async () => {
    await Promise.all([stopProcess(a), stopProcess(b)]);
    await db?.destroy();
    await admin?.raw(`DROP DATABASE IF EXISTS \`${dbName}\``);
    await admin?.destroy();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('(c) a public file uploaded through A is served by B', async () => {
    const hq = (await login(a, 'hq@demo.test')).body.data.token as string;
    const res = await api(a).post('/api/company-theme/store-logo').set('Host', HOST).set('Authorization', `Bearer ${hq}`).attach('logo', PNG, 'logo.png');
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const logo = res.body.data.logo as string;
    expect(logo).to.match(/^\/uploads\/c\d+\/theme\/\w+\.png$/);
    const served = await api(b)
      .get(logo)
      .set('Host', HOST)
      .buffer(true)
      .parse((r, done) => {
        const parts: Buffer[] = [];
        r.on('data', (c: Buffer) => parts.push(c));
        r.on('end', () => done(null, Buffer.concat(parts)));
      });
    expect(served.status).to.equal(200);
    expect(Buffer.compare(served.body as Buffer, PNG)).to.equal(0);
    // B's own site settings name the same file.
    const site = await api(b).get('/api/attribute/data-company').set('Host', HOST);
    expect(JSON.stringify(site.body.data)).to.contain(logo);
  });

  it(`(b) login attempts split across A and B share one counter: the ${LOGIN_LIMIT + 1}th is refused with 429 by either`, async () => {
    const email = `nobody-${crypto.randomBytes(4).toString('hex')}@demo.test`;
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      const res = await login(i % 2 ? b : a, email, 'Wrong#pass1');
      expect(res.status, `attempt ${i + 1} on ${i % 2 ? 'B' : 'A'}`).to.equal(401);
    }
    const onA = await login(a, email, 'Wrong#pass1');
    const onB = await login(b, email, 'Wrong#pass1');
    expect(onA.status).to.equal(429);
    expect(onB.status).to.equal(429);
    // Another e-mail from the same address still has its own attempts.
    expect((await login(b, `other-${crypto.randomBytes(4).toString('hex')}@demo.test`, 'Wrong#pass1')).status).to.equal(401);
  });

  it('(d) an agent suspended by HQ through A is refused by B within a second', async () => {
    const agentLogin = await login(b, 'agent5@demo.test');
    expect(agentLogin.status, JSON.stringify(agentLogin.body)).to.equal(200);
    const agent = agentLogin.body.data.token as string;
    const agentId = agentLogin.body.data.user.id as number;
    const asAgentOnB = () => api(b).get('/api/company-network').set('Host', HOST).set('Authorization', `Bearer ${agent}`);
    expect((await asAgentOnB()).status).to.equal(200); // B now holds the agent in its one-second cache
    const hq = (await login(a, 'hq@demo.test')).body.data.token as string;
    const suspended = await api(a).post('/api/promote-demote/suspend').set('Host', HOST).set('Authorization', `Bearer ${hq}`).send({ id: agentId, suspend: true });
    expect(suspended.status, JSON.stringify(suspended.body)).to.equal(200);
    // Accepted until B's cached entry (made before the suspension) expires; any request B starts
    // a second or more after the suspension was accepted must be refused.
    const since = Date.now();
    let lastAccepted = -1;
    let status = 200;
    while (status === 200 && Date.now() - since < 5000) {
      const started = Date.now();
      status = (await asAgentOnB()).status;
      if (status === 200) {
        lastAccepted = started - since;
        await sleep(20);
      }
    }
    console.log(`      B last accepted the suspended agent's request ${lastAccepted} ms after the suspension, then refused it`);
    expect(status).to.equal(401);
    expect(lastAccepted).to.be.below(1000);
    expect((await login(b, 'agent5@demo.test')).status).to.equal(403);
  });

  it('(a) a cron job fires in both processes but runs once per scheduled minute', async () => {
    // Both processes started their cron before the next minute boundary.
    const boundary = Math.ceil((Date.now() + 1000) / 60_000) * 60_000;
    await sleep(boundary - Date.now());
    const tick = new Date(boundary).toISOString().replace('T', ' ').replace('Z', '');
    const logged = (p: Proc, name: string, msg: string) => logLines(p).some((l) => l.msg?.startsWith(msg) && l.job === name && l.tick === tick);
    const everyMinute = ['catalog.publishScheduled', 'tracking.resume'];
    // Wait until both processes have fired this minute's jobs and the run has finished.
    let runs: { name: string; owner: string; finishedAt: unknown }[] = [];
    for (const until = Date.now() + 30_000; Date.now() < until; await sleep(250)) {
      runs = await db('job_runs').where('tick', tick).select('name', 'owner', 'finished_at as finishedAt');
      const settled = everyMinute.every((name) => runs.some((r) => r.name === name && r.finishedAt) && [a, b].every((p) => logged(p, name, 'job run') || logged(p, name, 'job skipped')));
      if (settled) break;
    }
    const names = [...new Set(runs.map((r) => r.name))].sort();
    expect(names).to.include.members(everyMinute);
    for (const name of names)
      expect(
        runs.filter((r) => r.name === name),
        `${name} at ${tick}`,
      ).to.have.length(1);
    for (const name of everyMinute) {
      const ran = [a, b].filter((p) => logged(p, name, 'job run'));
      const skipped = [a, b].filter((p) => logged(p, name, 'job skipped'));
      expect(
        ran.map((p) => p.name),
        `${name} ran`,
      ).to.have.length(1);
      expect(
        skipped.map((p) => p.name),
        `${name} skipped`,
      ).to.have.length(1);
      expect(ran[0]).to.not.equal(skipped[0]);
      expect(runs.find((r) => r.name === name)!.owner).to.contain(`/${ran[0].child.pid}/`);
      console.log(`      ${name} at ${tick} UTC: run by ${ran[0].name}, skipped by ${skipped[0].name}`);
    }
  });
});
