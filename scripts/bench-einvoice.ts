import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import dayjs from 'dayjs';
import { TIME_ZONE } from '../common/constants';
import { loadConfig } from '../server/config';
import { closePlatform, createPlatform } from '../server/app';
import { createCompany } from '../server/modules/companies/service';
import { companyCtx } from '../server/modules/orders/jobs';
import { EinvoiceDocument, EinvoiceSettings } from '../server/modules/einvoice/models';
import { issueSelfBilledForPayout, prepare, signerFor, submitPending } from '../server/modules/einvoice/service';
import { issueOrderEinvoice } from '../server/modules/einvoice/orders';
import { consolidateMonth } from '../server/modules/einvoice/consolidated';
import { startMyInvoisSimulator } from '../server/modules/einvoice/simulator';
import { RATE_LIMITS } from '../server/modules/einvoice/limits';
import { encryptJson } from '../server/platform/secrets';
import { nowDb, toDbTime } from '../server/platform/time';
import { benchEnv } from './bench-env';
import { bulkInsert, databasesOf, exitWhenDone, onDatabase, option, random } from './bench-kit';

/**
 * npm run bench:einvoice — a month of e-invoices of one company, on SQLite and/or MariaDB
 * (docs/einvoice.md, docs/testing.md). A fresh company with e-invoicing on, document version 1.1
 * (signed) with a generated certificate, gets last month (Kuala Lumpur):
 *   - PAYOUTS agents, each with a TIN, and one commission payout each, paid (their self-billed
 *     e-invoices, type 11 / 037);
 *   - ORDERS paid orders sold by HQ (1–3 lines), spread over the month; OWN of them (a share) bought
 *     by an agent who asked for its own e-invoice (type 01 each), one in 500 above RM10,000 (its own
 *     e-invoice, buyer general public), the rest in the month's consolidated e-invoice (004).
 * Then, in a fresh child process (so the generator's memory does not count):
 *   1. the documents written when their sources are paid — in the product each in its payout's or
 *      order's transaction, spread over the month (timed here in a row, printed, not judged);
 *   2. the month-end work, timed and its memory sampled: the month's consolidated e-invoice
 *      (consolidated.ts consolidateMonth over every order of the month) and every document of the
 *      month built and signed as the sender does it (service.ts prepare) — the target: < 60 s and
 *      < 512 MB.
 * Then (unless --no-submit) the same documents are submitted to the MyInvois simulator (run by this
 * process, with LHDN's published rate limits) in batches of 100 through the client's rate-limit
 * queue and polled until valid: its time is printed beside what the rate limits allow
 * (100 submissions of 100 documents a minute), which is the floor of any sender.
 * A report: exits 0 whether the targets are met or not, non-zero on errors.
 *
 * Options: --orders N (default 100000), --payouts N (default 20000), --own SHARE (default 0.1),
 * --db sqlite|mysql|both (default sqlite), --no-submit, --keep, --mysql-database NAME.
 */

const ORDERS = Number(option('orders', '100000'));
const PAYOUTS = Number(option('payouts', '20000'));
const OWN = Number(option('own', '0.1'));
const DB = option('db', 'sqlite');
const MYSQL_DATABASE = option('mysql-database', `bench_einvoice_${process.pid}`);
const KEEP = process.argv.includes('--keep');
const SUBMIT = !process.argv.includes('--no-submit');
const CHILD = option('child', '');
const TARGET = { seconds: 60, mb: 512 };
const CHUNK = 20_000;

if (!CHILD) {
  if (!Number.isInteger(ORDERS) || ORDERS < 100) throw new Error('--orders must be an integer ≥ 100');
  if (!Number.isInteger(PAYOUTS) || PAYOUTS < 1) throw new Error('--payouts must be an integer ≥ 1');
  if (!(OWN >= 0 && OWN <= 1)) throw new Error('--own must be between 0 and 1');
  if (!['sqlite', 'mysql', 'both', 'auto'].includes(DB)) throw new Error('--db must be sqlite, mysql or both');
  if (!/^\w{1,64}$/.test(MYSQL_DATABASE)) throw new Error('--mysql-database must be letters, digits and _');
}

/** Last month in Kuala Lumpur (it has ended: its consolidated e-invoice is due). */
const MONTH = dayjs().tz(TIME_ZONE).startOf('month').subtract(1, 'month');
const PERIOD = MONTH.format('YYYY-MM');

interface Generated {
  companyId: number;
  payouts: { id: number; agentId: number; amount: number; paidOn: string }[];
  ownOrders: number[];
  /** Orders above RM10,000 (their own e-invoice, buyer general public). */
  bigOrders: number[];
  orders: number;
  ms: number;
}

/** A self-signed RSA-2048 certificate from the OpenSSL command line (as a company would upload its own). */
function certificate(dir: string): { certPem: string; keyPem: string } {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '365', '-subj', '/C=MY/O=Bench Sdn Bhd/CN=Bench Signing'], { stdio: 'ignore' });
  return { certPem: fs.readFileSync(cert, 'utf8'), keyPem: fs.readFileSync(key, 'utf8') };
}

async function generate(db: Knex, dir: string): Promise<Generated> {
  const started = performance.now();
  const slug = `bench-einvoice-${process.pid}`;
  const { info } = await createCompany({
    name: 'Bench e-invoice',
    slug,
    domains: [`${slug}.test`],
    country: 'MY',
    hq: { email: `hq@${slug}.test`, password: 'Bench#12345', firstName: 'Head', lastName: 'Office' },
  });
  const c = info.id;
  const { certPem, keyPem } = certificate(dir);
  const notAfter = new Date(execFileSync('openssl', ['x509', '-noout', '-enddate'], { input: certPem }).toString().trim().split('=')[1]!);
  await EinvoiceSettings.of({ companyId: c }).insert({
    enabled: true,
    fromDate: MONTH.format('YYYY-MM-DD'),
    mode: 'taxpayer',
    tin: 'C25845632020',
    brn: '201901234567',
    sstNumber: null,
    msicCode: '46900',
    msicDescription: 'Wholesale of a variety of goods',
    legalName: 'Bench Direct Sdn Bhd',
    address1: 'Lot 66, Bangunan Merdeka',
    postcode: '50480',
    city: 'Kuala Lumpur',
    stateCode: '14',
    phone: '+60312345678',
    email: 'accounts@bench.test',
    documentVersion: '1.1',
    credentials: encryptJson({ clientId: `bench-${process.pid}`, clientSecret: 'bench-secret-123456' }),
    certificate: encryptJson({ certPem, keyPem }),
    certificateExpiresAt: toDbTime(notAfter),
    certificateSubject: 'CN=Bench Signing, O=Bench Sdn Bhd, C=MY',
  });

  // Agents: one per payout, each with a TIN, MyKad number and address; the first ones also buy.
  const top = async (table: string) => Number(((await db(table).max({ id: 'id' }).first()) as { id: number | null })?.id ?? 0) + 1;
  const firstAgent = await top('users');
  const now = nowDb();
  const agentCount = Math.max(PAYOUTS, 1000);
  function* agents() {
    for (let i = 0; i < agentCount; i++) {
      const tin = `IG${String(10_000_000_000 + i).padStart(11, '0')}`;
      const nric = `9001011${String(i).padStart(5, '0')}`;
      yield `(${firstAgent + i},${c},'agent','a${i}@${slug}.test','a${i}','active','${now}',0,'Agent','${String(i).padStart(6, '0')}','${tin}','${nric}','12 Jalan Mawar','Shah Alam','40000','Selangor','+60','12345${String(i % 10_000).padStart(4, '0')}','${now}','${now}')`;
    }
  }
  await bulkInsert(
    db,
    'INSERT INTO users (id, company_id, role, email, username, status, email_verified_at, token_version, first_name, last_name, tin, identity_no, address1, city, postcode, state, phone_code, phone, created_at, updated_at)',
    agents(),
  );

  // Orders of the month sold by HQ, 1–3 lines each.
  const rnd = random(20261128);
  const monthStart = MONTH.valueOf();
  const monthMs = MONTH.add(1, 'month').valueOf() - monthStart;
  let orderId = await top('orders');
  let itemId = await top('order_items');
  const ownOrders: number[] = [];
  const bigOrders: number[] = [];
  for (let written = 0; written < ORDERS;) {
    const orderTuples: string[] = [];
    const itemTuples: string[] = [];
    for (let n = 0; n < CHUNK && written < ORDERS; n++, written++) {
      const id = orderId++;
      const buyer = firstAgent + Math.floor(rnd() * agentCount);
      const paidAt = toDbTime(new Date(monthStart + Math.floor((written / ORDERS) * monthMs)));
      const big = written % 500 === 250;
      let total = 0;
      const lines = 1 + Math.floor(rnd() * 3);
      for (let k = 0; k < lines; k++) {
        const quantity = big ? 100 : 1 + Math.floor(rnd() * 5);
        const price = 2_500 + Math.floor(rnd() * 20) * 500;
        total += quantity * price;
        itemTuples.push(
          `(${itemId++},${c},${id},'product',NULL,0,'Bench product ${k + 1}','BENCH-${k + 1}',${quantity},${price},${quantity * price},${quantity * price},${quantity},'${paidAt}','${paidAt}')`,
        );
      }
      if (big) bigOrders.push(id);
      else if (rnd() < OWN) ownOrders.push(id);
      orderTuples.push(
        `(${id},${c},'BE${id}','BR${id}','hq',${buyer},NULL,${buyer},'completed','manual','paid','pickup',${lines},${total},${total},${total},0,'${paidAt}','INV-${id}','${paidAt}','${paidAt}')`,
      );
    }
    await bulkInsert(
      db,
      'INSERT INTO orders (id, company_id, order_no, reference_no, type, buyer_id, seller_id, created_by, stage, payment_type, payment_status, shipment_type, units, subtotal, grand_total, total_paid, is_first_order, paid_at, invoice_no, created_at, updated_at)',
      orderTuples,
    );
    await bulkInsert(
      db,
      'INSERT INTO order_items (id, company_id, order_id, item_type, product_id, variant_id, name, sku, quantity, unit_price, line_total, sales_value, units, created_at, updated_at)',
      itemTuples,
    );
    process.stdout.write(`\r   generating: ${written.toLocaleString('en-US')} orders`);
  }
  process.stdout.write('\n');
  const paidOn = MONTH.add(27, 'day').format('YYYY-MM-DD');
  const payouts = Array.from({ length: PAYOUTS }, (_, i) => ({ id: 1 + i, agentId: firstAgent + i, amount: 5_000 + Math.floor(rnd() * 200_000), paidOn }));
  return { companyId: c, payouts, ownOrders, bigOrders, orders: ORDERS, ms: performance.now() - started };
}

interface ChildFigures {
  written: { payouts: number; orders: number; ms: number };
  consolidated: { documents: number; ms: number };
  prepared: { documents: number; bytes: number; ms: number };
  totalMs: number;
  rssBeforeMb: number;
  peakRssMb: number;
  submit: { ms: number; submitted: number; valid: number; invalid: number; deferred: number } | null;
}

/** The child: writes the month's documents from their sources, builds and signs them all, then (optionally) submits them. */
async function child(args: { url: string; dir: string; sim: { identityUrl: string; apiUrl: string; portalUrl: string } } & Generated): Promise<void> {
  const env = {
    ...process.env,
    ...benchEnv(args.dir),
    DATABASE_URL: args.url,
    MYINVOIS_IDENTITY_URL: args.sim.identityUrl,
    MYINVOIS_API_URL: args.sim.apiUrl,
    MYINVOIS_PORTAL_URL: args.sim.portalUrl,
  };
  const platform = await createPlatform(loadConfig(env));
  try {
    const ctx = await companyCtx(args.companyId);
    // 1. The documents their sources write when paid (a payout marked paid, an order paid).
    const t0 = performance.now();
    let payouts = 0;
    let orders = 0;
    for (const p of args.payouts) if (await issueSelfBilledForPayout(ctx, p)) payouts++;
    for (const id of [...args.ownOrders, ...args.bigOrders]) if (await issueOrderEinvoice(ctx, { id, sellerId: null })) orders++;
    const written = performance.now() - t0;
    // 2. Month end: the consolidated e-invoice of the month, then every document built and signed.
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const t1 = performance.now();
    const consolidated = await consolidateMonth(ctx, PERIOD);
    const consolidatedMs = performance.now() - t1;
    // 2. Every document built and signed as the sender does it, a thousand read at a time.
    const settings = (await EinvoiceSettings.of(ctx).first())!;
    const signer = signerFor(settings);
    const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    let documents = 0;
    let bytes = 0;
    for (let last = 0; ;) {
      const docs = await EinvoiceDocument.of(ctx).where('status', 'pending').where('id', '>', last).orderBy('id').limit(1000);
      if (!docs.length) break;
      for (const doc of docs) {
        bytes += Buffer.byteLength(prepare(doc, settings, issuedAt, signer).json, 'utf8');
        documents++;
        last = doc.id;
      }
    }
    const t2 = performance.now();
    peak = Math.max(peak, process.memoryUsage().rss);
    clearInterval(timer);
    let submit: ChildFigures['submit'] = null;
    if (SUBMIT) {
      // 3. Submitted as the job does it (rounds of 500, batches of 100 through the rate-limit queue), with no time budget.
      const t3 = performance.now();
      const report = await submitPending(ctx, { budgetMs: 24 * 3600_000, pollIntervalMs: 1000, pollTimeoutMs: 120_000 });
      submit = { ms: performance.now() - t3, ...report };
    }
    const mb = (n: number) => Math.round(n / 1048576);
    const figures: ChildFigures = {
      written: { payouts, orders, ms: written },
      consolidated: { documents: consolidated ? 1 : 0, ms: consolidatedMs },
      prepared: { documents, bytes, ms: t2 - t1 - consolidatedMs },
      totalMs: t2 - t1,
      rssBeforeMb: mb(before),
      peakRssMb: mb(peak),
      submit,
    };
    console.log(`FIGURES ${JSON.stringify(figures)}`);
  } finally {
    await closePlatform(platform);
  }
}

function runChild(args: Parameters<typeof child>[0]): Promise<ChildFigures> {
  return new Promise((resolve, reject) => {
    const argsFile = path.join(args.dir, 'child-args.json');
    fs.writeFileSync(argsFile, JSON.stringify(args));
    const flags = (process.env.BENCH_CHILD_FLAGS ?? '').split(' ').filter(Boolean);
    const proc = spawn(process.execPath, ['--expose-gc', ...flags, '--import', 'tsx', __filename, '--child', argsFile, ...(SUBMIT ? [] : ['--no-submit'])], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
    proc.on('error', reject);
    proc.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('FIGURES '));
      if (code !== 0 || !line) reject(new Error(`the child failed (exit ${code}):\n${out}`));
      else resolve(JSON.parse(line.slice('FIGURES '.length)) as ChildFigures);
    });
  });
}

const n = (v: number) => v.toLocaleString('en-US');
const s1 = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function run(name: string, url: string, dir: string) {
  console.log(`\n== ${name}: ${n(ORDERS)} orders, ${n(PAYOUTS)} payouts, ${Math.round(OWN * 100)} % of the orders with their own e-invoice (${PERIOD})`);
  // The simulator with LHDN's published limits, in this process: the child's time and memory are the sender's own.
  const sim = await startMyInvoisSimulator({ openRegistration: true });
  try {
    const config = loadConfig({ ...process.env, ...benchEnv(dir), DATABASE_URL: url });
    const platform = await createPlatform(config);
    let generated: Generated;
    try {
      generated = await generate(platform.db, dir);
    } finally {
      await closePlatform(platform);
    }
    console.log(
      `   generated in ${s1(generated.ms)}: ${n(generated.orders)} orders (${n(generated.ownOrders.length)} asking for an e-invoice, ${n(generated.bigOrders.length)} above RM10,000), ${n(generated.payouts.length)} paid payouts`,
    );
    const f = await runChild({ url, dir, sim: { identityUrl: sim.identityUrl, apiUrl: sim.apiUrl, portalUrl: sim.portalUrl }, ...generated });
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(`   written as their sources are paid (over the month; not judged): ${n(f.written.payouts)} self-billed, ${n(f.written.orders)} order e-invoices — ${s1(f.written.ms)}`);
    console.log(`   month end: the consolidated e-invoice of the other orders — ${s1(f.consolidated.ms)}`);
    console.log(`   month end: built and signed (v1.1): ${n(f.prepared.documents)} documents, ${(f.prepared.bytes / 1048576).toFixed(1)} MB of JSON — ${s1(f.prepared.ms)}`);
    console.log(
      `   month end in all (consolidated, built, signed): ${s1(f.totalMs)} (target < ${TARGET.seconds} s: ${met(f.totalMs < TARGET.seconds * 1000)}), peak RSS ${f.peakRssMb} MB (from ${f.rssBeforeMb} MB; target < ${TARGET.mb} MB: ${met(f.peakRssMb < TARGET.mb)})`,
    );
    if (f.submit) {
      // LHDN's limits: `submit` submissions of at most 100 documents a minute, `getSubmission` polls a minute.
      const floorMin = f.prepared.documents / (RATE_LIMITS.submit * 100);
      console.log(
        `   submitted to the simulator: ${n(f.submit.submitted)} submitted, ${n(f.submit.valid)} valid, ${n(f.submit.invalid)} invalid, ${n(f.submit.deferred)} deferred — ${s1(f.submit.ms)}` +
          ` (LHDN's rate limits allow ${n(RATE_LIMITS.submit * 100)} documents a minute: ${floorMin.toFixed(1)} min at the least)`,
      );
    }
  } finally {
    await sim.close();
  }
}

async function main() {
  for (const kind of await databasesOf(DB)) await onDatabase(kind, 'bench-einvoice', MYSQL_DATABASE, KEEP, run);
}

if (CHILD) exitWhenDone(child(JSON.parse(fs.readFileSync(CHILD, 'utf8'))));
else exitWhenDone(main());
