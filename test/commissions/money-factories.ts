import { expect } from 'chai';
import type { CommissionType, PeriodStatus } from '../../common/commissions';
import type { Permission } from '../../common/constants';
import { CommissionEntry, CommissionLine, CommissionPeriod } from '../../server/modules/commissions/models';
import { balanceOf } from '../../server/modules/commissions/ledger';
import { User } from '../../server/modules/users/models';
import { invalidateTenants } from '../../server/platform/tenancy';
import { businessTime, nowDb } from '../../server/platform/time';
import { CompanyFeatures } from '../../server/modules/companies/models';
import { assertLedger as assertWallet } from '../payments/helpers';
import { tokenOf } from '../orders/factories';
import { api, newCompany, newUser, type TestCompany } from '../harness';

/** Factories of the money tests: commission lines and periods are inserted directly (the engine is another part). */

let source = 0;

export const thisPeriod = () => businessTime().format('YYYY-MM');
export const lastPeriod = () => businessTime().subtract(1, 'month').format('YYYY-MM');
export const today = () => businessTime().format('YYYY-MM-DD');

export async function period(c: TestCompany, name: string, status: PeriodStatus) {
  const found = await CommissionPeriod.of(c.ctx).findOne({ period: name });
  if (found) return CommissionPeriod.of(c.ctx).patchAndFetchById(found.id, { status });
  return CommissionPeriod.of(c.ctx).insertAndFetch({ period: name, status, lineCount: 0 });
}

/** One commission line for `beneficiaryId` (a unique source each time). */
export async function line(c: TestCompany, beneficiaryId: number, amount: number, options: { period?: string; type?: CommissionType; payable?: boolean } = {}) {
  source += 1;
  return CommissionLine.of(c.ctx).insertAndFetch({
    period: options.period ?? lastPeriod(),
    type: options.type ?? 'override',
    kind: amount < 0 ? 'clawback' : 'earn',
    beneficiaryId,
    sourceType: 'order_item',
    sourceId: 1_000_000 + source,
    amount,
    payable: options.payable ?? options.type !== 'sale-profit',
    rule: 'test',
    figures: '{}',
    createdAt: nowDb(),
  });
}

export async function setFeatures(c: TestCompany, patch: Partial<CompanyFeatures>) {
  await CompanyFeatures.of(c.ctx).findById(c.id).patch(patch);
  invalidateTenants();
  c.ctx.company = { ...c.ctx.company, features: { ...c.ctx.company.features, ...patch } as typeof c.ctx.company.features };
}

export const BANK = { bankCompany: 'Maybank', bankNumber: '5140 1234 5678', bankName: 'Siti Aminah' };

/** An agent with a bank account on file, and its token. */
export async function agentWithBank(c: TestCompany, bank: Partial<typeof BANK> = BANK) {
  const agent = await newUser(c);
  await User.of(c.ctx)
    .findById(agent.id)
    .patch({ ...bank, firstName: 'Siti', lastName: `Agent ${agent.id}` });
  const fresh = (await User.of(c.ctx).findById(agent.id))!;
  return { agent: fresh, token: tokenOf(c, fresh) };
}

export async function staffWith(c: TestCompany, permissions: Permission[]) {
  const staff = await newUser(c, { role: 'staff', permissions });
  return tokenOf(c, staff);
}

/** A company with HQ's token and an agent holding `closed` in a closed period and `pending` in the open one. */
export async function moneySetup(options: { country?: 'MY' | 'ID'; closed?: number; pending?: number } = {}) {
  const c = await newCompany({ country: options.country });
  const hq = tokenOf(c, (await User.of(c.ctx).findById(c.hq.id))!);
  await period(c, lastPeriod(), 'closed');
  await period(c, thisPeriod(), 'open');
  const { agent, token } = await agentWithBank(c);
  if (options.closed) await line(c, agent.id, options.closed);
  if (options.pending) await line(c, agent.id, options.pending, { period: thisPeriod() });
  return { c, hq, agent, token, http: api(c.host) };
}

const sum = (rows: { amount: number }[]) => rows.reduce((s, r) => s + Number(r.amount), 0);

/**
 * Amounts never go missing: for every agent with lines or entries, the balance view equals the sum
 * of its payable lines and entries computed here row by row; pending is the open periods' part;
 * available = closed lines + entries − the open request, and (unless the scenario adjusted or
 * clawed back on purpose) never negative. The wallet's own ledger balances too.
 */
export async function assertLedger(c: TestCompany, options: { negativeAllowed?: boolean } = {}) {
  const lines = await CommissionLine.of(c.ctx);
  const entries = await CommissionEntry.of(c.ctx);
  const closed = new Set((await CommissionPeriod.of(c.ctx).where('status', 'closed')).map((p) => p.period));
  const agents = new Set([...lines.map((l) => l.beneficiaryId), ...entries.map((e) => e.agentId)]);
  for (const id of agents) {
    const own = lines.filter((l) => l.beneficiaryId === id && Boolean(l.payable));
    const ownEntries = entries.filter((e) => e.agentId === id);
    const view = await balanceOf(c.ctx, id);
    expect(view.balance, `balance of ${id}`).to.equal(sum(own) + sum(ownEntries));
    expect(view.pending, `pending of ${id}`).to.equal(sum(own.filter((l) => !closed.has(l.period))));
    expect(view.available, `available of ${id}`).to.equal(view.balance - view.pending - view.requested);
    if (!options.negativeAllowed) expect(view.available, `available of ${id}`).to.be.at.least(0);
    for (const e of ownEntries) expect(e.amount, `entry ${e.id}`).to.not.equal(0);
  }
  await assertWallet(c);
}
