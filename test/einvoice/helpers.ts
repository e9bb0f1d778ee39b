import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { resetClientState } from '../../server/modules/einvoice/client';
import { startLocalMyInvois } from '../../server/modules/einvoice/local';
import type { MyInvoisSimulator } from '../../server/modules/einvoice/simulator';
import type { DocumentInput, Party } from '../../server/modules/einvoice/ubl';
import { User } from '../../server/modules/users/models';
import { Campaign, Redemption } from '../../server/modules/campaigns/models';
import type { Ctx, UserCtx } from '../../server/platform/context';
import { businessTime, clock } from '../../server/platform/time';
import { moneySetup, today } from '../commissions/money-factories';
import { platform } from '../harness';

/** A self-signed RSA test certificate made by the OpenSSL command line, as PEM and as PKCS#12 (passphrase `p12-pass`). */
export function makeCertificate(options: { days?: number; subject?: string } = {}): { certPem: string; keyPem: string; p12: Buffer; der: Buffer; serialHex: string; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'einv-cert-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      String(options.days ?? 30),
      '-subj',
      options.subject ?? '/C=MY/O=Test Sdn Bhd/OU=E-Invoice/CN=Test Signing CA',
      '-set_serial',
      '0x1F2E3D4C5B6A',
    ],
    { stdio: 'ignore' },
  );
  const p12 = path.join(dir, 'cert.p12');
  execFileSync('openssl', ['pkcs12', '-export', '-inkey', key, '-in', cert, '-out', p12, '-passout', 'pass:p12-pass'], { stdio: 'ignore' });
  const der = execFileSync('openssl', ['x509', '-in', cert, '-outform', 'DER']);
  const serialHex = execFileSync('openssl', ['x509', '-in', cert, '-noout', '-serial']).toString().trim().split('=')[1]!;
  const out = { certPem: fs.readFileSync(cert, 'utf8'), keyPem: fs.readFileSync(key, 'utf8'), p12: fs.readFileSync(p12), der, serialHex, dir };
  fs.rmSync(dir, { recursive: true, force: true });
  return out;
}

export const COMPANY_TIN = 'C25845632020';

export function companyParty(tin = COMPANY_TIN): Party {
  return {
    tin,
    idType: 'BRN',
    idValue: '201901234567',
    sst: 'W10-1808-32000001',
    name: 'Acme Direct Sdn Bhd',
    phone: '+60312345678',
    email: 'accounts@acme.test',
    address: { lines: ['Lot 66, Bangunan Merdeka', 'Persiaran Jaya'], city: 'Kuala Lumpur', postcode: '50480', state: '14', country: 'MYS' },
    msic: { code: '46900', description: 'Wholesale of a variety of goods without any particular specialization n.e.c.' },
  };
}

export function agentParty(tin = 'IG11223344550'): Party {
  return {
    tin,
    idType: 'NRIC',
    idValue: '900101105555',
    sst: null,
    name: 'Siti Aminah',
    phone: '+60123456789',
    email: 'siti@agents.test',
    address: { lines: ['12 Jalan Mawar'], city: 'Shah Alam', postcode: '40000', state: '10', country: 'MYS' },
    msic: { code: '00000', description: 'NOT APPLICABLE' },
  };
}

let counter = 0;
export const uniqueNumber = (prefix = 'INV') => `${prefix}-${Date.now().toString(36)}-${++counter}`;

/** A sale invoice (01) from the company to a buyer, with sales tax on two lines. */
export function invoiceInput(overrides: Partial<DocumentInput> = {}): DocumentInput {
  return {
    type: '01',
    version: '1.0',
    number: uniqueNumber(),
    issuedAt: new Date(),
    currency: 'MYR',
    supplier: companyParty(),
    buyer: { ...agentParty(), msic: undefined },
    lines: [
      { description: 'Serum 30 ml', quantity: 3, unitPrice: 4990, classification: '022', taxType: '01', taxRateBp: 1000 },
      { description: 'Delivery', quantity: 1, unitPrice: 833, classification: '022', taxType: '02', taxRateBp: 800 },
      { description: 'Sample', quantity: 1, unitPrice: 0, classification: '022', taxType: 'E', taxRateBp: 0, exemptionReason: 'Free sample' },
    ],
    ...overrides,
  };
}

/** A self-billed invoice (11): the agent supplies, the company buys; commission 037 without tax. */
export function selfBilledInput(overrides: Partial<DocumentInput> = {}): DocumentInput {
  return {
    type: '11',
    version: '1.0',
    number: uniqueNumber('SB'),
    issuedAt: new Date(),
    currency: 'MYR',
    supplier: agentParty(),
    buyer: { ...companyParty(), msic: undefined },
    lines: [{ description: 'Commission payout', quantity: 1, unitPrice: 123456, classification: '037', taxType: '06', taxRateBp: 0 }],
    ...overrides,
  };
}

/**
 * The company's e-invoicing setup as HQ saves it (taxpayer, version 1.0, no SST number): the
 * particulars of the tests that run against the simulator. Each test adds its own `clientId`
 * (the simulator's login and LHDN's rate limits are per client id) and whatever it varies.
 */
export const SETUP = {
  enabled: true,
  fromDate: '2026-01-01',
  mode: 'taxpayer' as const,
  tin: COMPANY_TIN,
  brn: '201901234567',
  msicCode: '46900',
  msicDescription: 'Wholesale of a variety of goods',
  legalName: 'Acme Direct Sdn Bhd',
  address1: 'Lot 66, Bangunan Merdeka',
  postcode: '50480',
  city: 'Kuala Lumpur',
  stateCode: '14',
  phone: '+60312345678',
  email: 'accounts@acme.test',
  clientSecret: 'acme-secret-123456',
};

/** HQ of a test company acting through the services (not the API). */
export const hqCtxOf = (s: { c: { ctx: Ctx; hq: { id: number } } }): UserCtx => ({ ...s.c.ctx, user: { id: s.c.hq.id, role: 'hq', permissions: new Set(), tierId: null, lang: null } });

/** The Kuala Lumpur month now, as GET /e-invoice/data takes it. */
export const thisMonth = () => ({ year: businessTime().year(), month: businessTime().month() + 1 });

/**
 * The in-process MyInvois simulator for a describe block, as development starts it (open
 * registration, the platform's configuration pointed at it); `started` receives it. After each
 * test the clock is back to now and the client's tokens and rate-limit queues are forgotten, so no
 * test inherits another's login or waits on its quota.
 */
export function withSimulator(started: (sim: MyInvoisSimulator) => void): void {
  let sim: MyInvoisSimulator | undefined;
  before(async () => {
    const config = platform().config;
    config.einvoice.simulator = true;
    sim = (await startLocalMyInvois(config))!;
    started(sim);
  });
  after(async () => {
    await sim?.close();
  });
  afterEach(() => {
    clock.reset();
    resetClientState();
  });
}

export type MoneyWorld = Awaited<ReturnType<typeof moneySetup>>;

/**
 * A company with commission to pay out (test/commissions/money-factories.ts) whose HQ saved the
 * e-invoicing setup through the API, with its own client id `<name>-<company id>`.
 */
export async function configured(name: string, options: { money?: Parameters<typeof moneySetup>[0]; settings?: Record<string, unknown> } = {}): Promise<MoneyWorld> {
  const s = await moneySetup(options.money);
  const saved = await s.http.put('/e-invoice/settings', s.hq).send({ ...SETUP, clientId: `${name}-${s.c.id}`, ...options.settings });
  expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
  return s;
}

/** The agent's particulars a self-billed e-invoice needs (TIN, MyKad, a Selangor address, phone). */
export async function agentParticulars(s: MoneyWorld, agentId = s.agent.id): Promise<void> {
  await User.of(s.c.ctx)
    .findById(agentId)
    .patch({ tin: 'IG11223344550', identityNo: '900101-10-5555', address1: '12 Jalan Mawar', city: 'Shah Alam', postcode: '40000', state: 'Selangor', phoneCode: '+60', phone: '123456789' });
}

/** A payout of `amount` the agent (`token`, the world's agent by default) requests, HQ approves and marks paid, through the API. */
export async function paidPayout(s: MoneyWorld, amount = 12_345, token = s.token): Promise<number> {
  const { id } = (await s.http.post('/commission/request-payout', token).send({ amount })).body.data;
  expect((await s.http.post(`/commission/payouts/${id}/approve`, s.hq).send({})).status).to.equal(200);
  const paid = await s.http.post(`/commission/payouts/${id}/mark-paid`, s.hq).send({ reference: `TRX${id}`, paidOn: today() });
  expect(paid.status, JSON.stringify(paid.body)).to.equal(200);
  return id as number;
}

/** A campaign of this year whose reward is of `rewardType` at `cost` (minor units; null when not set). */
export async function rewardCampaign(s: MoneyWorld, rewardType: 'cash' | 'gift' | 'voucher' | 'trip', cost: number | null, title = `${rewardType} reward`) {
  const year = businessTime().year();
  return Campaign.of(s.c.ctx).insertAndFetch({
    title,
    description: null,
    terms: null,
    rewardType,
    pointsRequired: 10,
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
    period: 'yearly',
    previousId: null,
    banner: null,
    maxRedeem: 100,
    redeemed: 1,
    perAgentLimit: 10,
    rewardCost: cost,
  });
}

/** A pending redemption of the agent (as /game/redeem-point leaves it). */
export async function redemption(s: MoneyWorld, campaignId: number): Promise<number> {
  const r = await Redemption.of(s.c.ctx).insertAndFetch({
    campaignId,
    userId: s.agent.id,
    points: 10,
    periodKey: String(businessTime().year()),
    status: 'pending',
    remark: null,
    trackingNo: null,
    note: null,
    shippedAt: null,
    handedOverAt: null,
    cancelledAt: null,
    updatedBy: null,
  });
  return r.id;
}

/** HQ moves the redemption on (POST /game/win-prize): shipped, handed over (the reward's e-invoice is written) or cancelled. */
export async function winPrize(s: MoneyWorld, id: number, status: 'shipped' | 'handed_over' | 'cancelled') {
  const res = await s.http.post('/game/win-prize', s.hq).send({ id, status });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
}
