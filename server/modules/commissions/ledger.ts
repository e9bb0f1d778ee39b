import { rowOf, rowsOf } from '../../platform/rows';
import { raw } from 'objection';
import { OPEN_PAYOUT_STATUSES, type LedgerEntryKind, type MoneyBalanceView } from '../../../common/commissions';
import type { Ctx, UserCtx } from '../../platform/context';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { forShare, forUpdate } from '../../platform/tx';
import { User } from '../users';
import { WalletBalance } from '../wallet';
import { companyMoney, type CompanyMoney } from '../wallet';
import { CommissionAccount, CommissionEntry, CommissionLine, CommissionPayout, CommissionPeriod } from './models';

/**
 * The commission ledger of an agent: its payable commission lines on one side, its
 * entries (payouts, s107D withholdings, transfers to the credit wallet, HQ adjustments; signed
 * minor units, negative when money leaves) on the other.
 *
 * - balance = sum of payable lines + sum of entries. Sale profit (payable false) is collected by
 *   the agent from its buyer and never counts. A negative balance (a clawback after a payout)
 *   carries forward and is shown as such.
 * - pending = payable lines of periods still open (provisional: maintenance may forfeit them at
 *   the close). A line whose period has no row yet counts as open.
 * - available = payable lines of closed periods + entries − the amount of the open payout request
 *   (requested or approved: its entries are only written when it is marked paid, which also clears
 *   it). This is what a payout request or a transfer to the wallet may take.
 * - paid, withheld, transferred: the totals (positive) of the entries of those kinds.
 * - Set-based: one grouped query per side (lines by period through the index (company,
 *   beneficiary, period, type); entries by kind through (company, agent, created_at)); the company
 *   totals are the same queries without the agent.
 * - Consistency under concurrency: entries that take money out are written only under the agent's
 *   `commission_accounts` row lock (`lockAccount`, payouts.ts), and `available` is read after
 *   taking it, so parallel requests and transfers see one balance and can never pay out more
 *   than the closed lines and entries hold.
 */

export interface LedgerSums {
  closedLines: number;
  pendingLines: number;
  entries: number;
  byKind: Record<LedgerEntryKind, number>;
  requested: number;
}

const num = (v: unknown) => Number(v ?? 0);

async function lineSums(ctx: Ctx, agentId: number | null): Promise<{ closed: number; pending: number }> {
  const qb = CommissionLine.of(ctx).where('commission_lines.payable', true);
  if (agentId !== null) qb.where('commission_lines.beneficiary_id', agentId);
  const rows = await rowsOf<{
    period: string;
    total: number | string | null;
  }>(qb.groupBy('commission_lines.period').select('commission_lines.period', raw('SUM(??) as total', ['commission_lines.amount'])));
  if (!rows.length) return { closed: 0, pending: 0 };
  const closed = new Set(
    (
      await CommissionPeriod.of(ctx)
        .whereIn(
          'period',
          rows.map((r) => r.period),
        )
        .where('status', 'closed')
        .select('period')
    ).map((p) => p.period),
  );
  let closedSum = 0;
  let pending = 0;
  for (const r of rows) {
    if (closed.has(r.period)) closedSum += num(r.total);
    else pending += num(r.total);
  }
  return { closed: closedSum, pending };
}

async function entrySums(ctx: Ctx, agentId: number | null, locking: boolean): Promise<Record<LedgerEntryKind, number>> {
  const qb = CommissionEntry.of(ctx);
  if (agentId !== null) qb.where('commission_entries.agent_id', agentId);
  if (locking) forShare(qb);
  const rows = await rowsOf<{
    kind: LedgerEntryKind;
    total: number | string | null;
  }>(qb.groupBy('commission_entries.kind').select('commission_entries.kind', raw('SUM(??) as total', ['commission_entries.amount'])));
  const byKind: Record<LedgerEntryKind, number> = { payout: 0, withholding: 0, transfer: 0, adjustment: 0 };
  for (const r of rows) byKind[r.kind] = num(r.total);
  return byKind;
}

/**
 * The amount held by open requests: the agent's (through its account row) or the company's. Under
 * the lock, the locked account row names the open request (the row lock read it as committed).
 */
async function requestedSum(ctx: Ctx, agentId: number | null, locked: CommissionAccount | null): Promise<number> {
  const qb = CommissionPayout.of(ctx).whereIn('commission_payouts.status', OPEN_PAYOUT_STATUSES);
  if (locked) {
    if (!locked.openPayoutId) return 0;
    forShare(qb.where('commission_payouts.id', locked.openPayoutId));
  } else if (agentId !== null) {
    qb.whereIn('commission_payouts.id', CommissionAccount.of(ctx).where('agent_id', agentId).whereNotNull('open_payout_id').select('open_payout_id'));
  }
  const row = await rowOf<{ total: number | string | null }>(qb.select(raw('SUM(??) as total', ['commission_payouts.amount'])).first());
  return num(row?.total);
}

/**
 * The raw sums of one agent (or, with null, of the whole company). With `locked` (the agent's
 * account row, held FOR UPDATE before taking money out) entries and the open request are read with
 * locking reads, which see the latest committed rows: a plain read on MariaDB sees the
 * transaction's snapshot, taken at its first read, possibly before the lock was granted and so
 * before the previous holder's entries. Lines need no lock: a closed period never changes, and a
 * stale read can only see a period as still open, which holds back more, not less.
 */
export async function ledgerSums(ctx: Ctx, agentId: number | null, locked: CommissionAccount | null = null): Promise<LedgerSums> {
  const lines = await lineSums(ctx, agentId);
  const byKind = await entrySums(ctx, agentId, locked !== null);
  return {
    closedLines: lines.closed,
    pendingLines: lines.pending,
    entries: byKind.payout + byKind.withholding + byKind.transfer + byKind.adjustment,
    byKind,
    requested: await requestedSum(ctx, agentId, locked),
  };
}

/** What may be paid out or transferred now (see the module comment). Read it under the account lock. */
export const availableOf = (s: LedgerSums) => s.closedLines + s.entries - s.requested;

function view(ctx: Ctx, s: LedgerSums, wallet: number): MoneyBalanceView {
  return {
    currency: ctx.company.currency,
    balance: s.closedLines + s.pendingLines + s.entries,
    available: availableOf(s),
    pending: s.pendingLines,
    paid: -s.byKind.payout,
    withheld: -s.byKind.withholding,
    transferred: -s.byKind.transfer,
    requested: s.requested,
    wallet,
    minPayout: Number(ctx.company.features.minPayout),
    withholding107d: Boolean(ctx.company.features.withholding107d),
  };
}

/** The agent of the company, 404 otherwise (another company's users included). */
export async function findAgent(ctx: Ctx, agentId: number): Promise<User> {
  const agent = await User.of(ctx).findById(agentId).where('role', 'agent');
  if (!agent) throw new NotFoundError('commission.agentNotFound');
  return agent;
}

/** One agent's balance view, with its credit wallet. */
export async function balanceOf(ctx: Ctx, agentId: number): Promise<MoneyBalanceView> {
  await findAgent(ctx, agentId);
  const wallet = (await WalletBalance.of(ctx).where('userId', agentId).first())?.balance ?? 0;
  return view(ctx, await ledgerSums(ctx, agentId), wallet);
}

/** The company's totals over all agents (the wallet: the agents' total credit). */
export async function companyBalances(ctx: Ctx): Promise<MoneyBalanceView> {
  const row = await rowOf<{ total: number | string | null }>(
    WalletBalance.of(ctx)
      .select(raw('SUM(??) as total', ['wallet_balances.balance']))
      .first(),
  );
  return view(ctx, await ledgerSums(ctx, null), num(row?.total));
}

/**
 * Creates the agent's account row when missing and locks it (FOR UPDATE). The upsert that changes
 * nothing takes the exclusive lock on an existing row at once (MariaDB), as wallet's lockWallet
 * does, so parallel first requests neither deadlock nor create two rows.
 */
export async function lockAccount(tx: Ctx, agentId: number): Promise<CommissionAccount> {
  await CommissionAccount.of(tx)
    .insert({ agentId, openPayoutId: null })
    .onConflict(['company_id', 'agent_id'])
    .merge({ openPayoutId: raw('??', ['commission_accounts.open_payout_id']) });
  return (await forUpdate(CommissionAccount.of(tx).where('agentId', agentId)).first())!;
}

/**
 * GET /company-money/balance: an agent its own; HQ and staff with manage_payouts the agent named
 * by `agentId`, or without it the company's totals with the wallet's figures (total credit, agents
 * holding credit, today's and this month's top-ups, payments and refunds: wallet/service.ts).
 */
export async function balanceFor(ctx: UserCtx, agentId: number | undefined): Promise<MoneyBalanceView & Partial<CompanyMoney>> {
  if (ctx.user.role === 'agent') {
    if (agentId !== undefined && agentId !== ctx.user.id) throw new ForbiddenError();
    return balanceOf(ctx, ctx.user.id);
  }
  if (!(ctx.user.role === 'hq' || ctx.user.permissions.has('manage_payouts'))) throw new ForbiddenError();
  if (agentId !== undefined) return balanceOf(ctx, agentId);
  return { ...(await companyMoney(ctx)), ...(await companyBalances(ctx)) };
}

/** Refuses an amount outside (0, available]; `available` is read under the account lock. */
export function assertWithinAvailable(amount: number, available: number, format: (minor: number) => string): void {
  if (available <= 0) throw ValidationError.field('amount', 'commission.nothingAvailable');
  if (amount > available) throw ValidationError.field('amount', 'commission.aboveAvailable', { available: format(available) });
}
