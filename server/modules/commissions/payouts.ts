import crypto from 'node:crypto';
import { PAYOUT_STATUSES, PERIOD_PATTERN, WITHHOLDING_107D, type MoneyBalanceView, type PayoutStatus, type PayoutView } from '../../../common/commissions';
import type { Currency } from '../../../common/constants';
import type { EinvoiceBrief } from '../../../common/einvoice';
import { formatMoney, majorText } from '../../../common/money';
import { platform } from '../../platform';
import type { Ctx, UserCtx } from '../../platform/context';
import { writeCsvFile, type CsvColumn } from '../../platform/csv';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import { filterId, ListPage, runList, withPlainFilters, type ListParams, type ListSpec } from '../../platform/http/list';
import { businessDayStart, businessTime, dbTimeToIso, nowDb } from '../../platform/time';
import { byPrimaryKey, forUpdate, inTransaction, retryOnDeadlock } from '../../platform/tx';
import { CompanyFeatures } from '../companies';
import { notificationRecipients } from '../companies';
import { credit, lockWallet } from '../wallet';
import { issueSelfBilledForPayout, payoutEinvoices } from '../einvoice';
import { assertWithinAvailable, availableOf, balanceOf, findAgent, ledgerSums, lockAccount } from './ledger';
import { CommissionAccount, CommissionEntry, CommissionPayout, CommissionPayoutEvent } from './models';
import { percentOf } from '../../platform/money';

/**
 * Payouts, transfers to the credit wallet and HQ adjustments of the commission ledger (the
 * balance rules are in ledger.ts).
 *
 * - Request (`POST /commission/request-payout`, an agent): `amount` in minor units, all of
 *   `available` when absent. Refused (422, nothing written) below the company's `min_payout`,
 *   above `available` or when nothing is available, and without a bank account on file (bank,
 *   number and holder name of the user); 409 while another request is open. One open request at
 *   a time: the agent's `commission_accounts` row is created by upsert and locked FOR UPDATE, its
 *   `open_payout_id` is checked and set in the same transaction, so of parallel requests exactly
 *   one succeeds. The bank account is copied onto the request. HQ's "payout request" notification
 *   e-mail (company notification settings) is sent after the commit.
 * - Status: requested → approved → paid; requested or approved → rejected (reason required);
 *   requested → cancelled (by the agent, its own). Every change locks the agent's account row
 *   first, then re-reads the request, writes one `commission_payout_events` row (from, to, who,
 *   note), and a final status clears `open_payout_id`. A change from the wrong status: 409.
 * - s107D withholding is computed at approval, so the agent and HQ see the net before paying: when
 *   the company's `withholding_107d` switch is on and the agent's `withholding_107d` flag is set
 *   for the current year (withholding.ts), withholding = 2 % of the amount rounded half up to the
 *   minor unit, net = amount − withholding; both are stored on the request.
 * - Mark paid (reference and payment date required, the date not in the future, Kuala Lumpur):
 *   writes the ledger entries — payout −net and withholding −withholding (together −amount),
 *   reference `payout:<id>` (unique per kind: posting twice writes once) — in the same
 *   transaction as the status. Until then the open request is held from `available`.
 * - Bank file (`GET /commission/payouts/export.csv`, approved by default): agent, bank, account
 *   number, holder, net in major units (2 decimals MYR, none IDR) and the transfer reference
 *   `PAYOUT-<id>`; UTF-8 with BOM like the settlement export.
 * - Transfer to the wallet (an agent): `amount` ≤ available becomes one commission entry
 *   (transfer, −amount) and one wallet credit (kind commission, +amount) with the same unique
 *   reference, in one transaction. Lock order: the wallet balance row, then the commission account
 *   row (orders/checkout.ts), as every path that touches both must.
 * - Adjustment (HQ): a signed amount (≠ 0) with a note, one entry of kind adjustment; it may take
 *   the balance below zero (a correction), which then carries forward.
 */

type Payout = CommissionPayout & { agentFirstName?: string | null; agentLastName?: string | null; agentEmail?: string };

const fullName = (first: string | null | undefined, last: string | null | undefined, email: string | null | undefined) => [first, last].filter(Boolean).join(' ') || email || '';

const FINAL: readonly PayoutStatus[] = ['rejected', 'paid', 'cancelled'];

export type PayoutRow = Omit<PayoutView, 'events'>;

/** A request as the calls show it, with the state of its self-billed e-invoice when it has one (payoutEinvoices). */
function present(p: Payout, einvoice: EinvoiceBrief | null = null): PayoutRow {
  return {
    id: p.id,
    agentId: p.agentId,
    agentName: fullName(p.agentFirstName, p.agentLastName, p.agentEmail),
    amount: p.amount,
    withholding: p.withholding,
    net: p.net,
    status: p.status,
    bankCompany: p.bankCompany,
    bankNumber: p.bankNumber,
    bankName: p.bankName,
    reason: p.reason,
    reference: p.reference,
    paidOn: p.paidOn,
    createdAt: dbTimeToIso(p.createdAt)!,
    decidedAt: dbTimeToIso(p.decidedAt),
    paidAt: dbTimeToIso(p.paidAt),
    einvoice,
  };
}

/** The company's requests joined to their agent's name. */
const withAgent = (ctx: Ctx) =>
  CommissionPayout.of(ctx)
    .join('users', 'users.id', 'commission_payouts.agent_id')
    .select('commission_payouts.*', 'users.first_name as agentFirstName', 'users.last_name as agentLastName', 'users.email as agentEmail');

const money = (ctx: Ctx) => (minor: number) => formatMoney(minor, ctx.company.currency as Currency);

/** The first instants (DB time) of a period 'YYYY-MM' and of the month after it, in Kuala Lumpur. */
function monthRange(period: unknown): [string, string] {
  const text = String(period);
  if (!new RegExp(PERIOD_PATTERN).test(text)) throw ValidationError.field('filter.period', 'validation.invalid');
  const [year, month] = text.split('-').map(Number);
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return [businessDayStart(`${text}-01`, 'period'), businessDayStart(`${next}-01`, 'period')];
}

const listSpec: ListSpec<CommissionPayout> = {
  sort: { id: 'commission_payouts.id', createdAt: 'commission_payouts.id', amount: 'commission_payouts.amount', status: 'commission_payouts.status' },
  defaultSort: ['id', 'DESC'],
  filters: {
    status: (qb, value) => {
      const list = [value].flat();
      if (!list.length || !list.every((s) => (PAYOUT_STATUSES as readonly unknown[]).includes(s))) throw ValidationError.field('filter.status', 'validation.invalid');
      qb.whereIn('commission_payouts.status', list as string[]);
    },
    agentId: (qb, value) => void qb.where('commission_payouts.agent_id', filterId('agentId', value)),
    period: (qb, value) => {
      const [from, to] = monthRange(value);
      qb.where('commission_payouts.created_at', '>=', from).where('commission_payouts.created_at', '<', to);
    },
  },
  search: ['users.first_name', 'users.last_name', 'users.email', 'commission_payouts.reference'],
};

export interface PayoutFilters extends ListParams {
  status?: PayoutStatus;
  agentId?: number;
  period?: string;
}

/** The agent whose requests the caller may read: an agent its own (null: all, for HQ and staff with manage_payouts). */
function readerScope(ctx: UserCtx): number | null {
  if (ctx.user.role === 'agent') return ctx.user.id;
  if (ctx.user.role === 'hq' || ctx.user.permissions.has('manage_payouts')) return null;
  throw new ForbiddenError();
}

/** GET /commission/payouts: newest first; filters status, agentId, period (month of the request). An agent reads its own only. */
export async function listPayouts(ctx: UserCtx, filters: PayoutFilters): Promise<ListPage<PayoutRow>> {
  const { status, agentId, period, ...rest } = filters;
  const own = readerScope(ctx);
  const qb = withAgent(ctx);
  if (own !== null) qb.where('commission_payouts.agent_id', own);
  const page = await runList(qb, listSpec, withPlainFilters(rest, { status, agentId, period }));
  const einvoices = await payoutEinvoices(
    ctx,
    page.items.map((p) => p.id),
  );
  return new ListPage(
    page.items.map((p) => present(p as Payout, einvoices.get(p.id) ?? null)),
    page.total,
    page.offset,
  );
}

/** GET /commission/payouts/:id with its status history (oldest first); an agent only its own (404 otherwise). */
export async function readPayout(ctx: UserCtx, id: number): Promise<PayoutView> {
  const own = readerScope(ctx);
  const view = await getPayout(ctx, id);
  if (own !== null && view.agentId !== own) throw new NotFoundError('commission.payoutNotFound');
  return view;
}

async function getPayout(ctx: Ctx, id: number): Promise<PayoutView> {
  const payout = (await withAgent(ctx).where('commission_payouts.id', id).first()) as Payout | undefined;
  if (!payout) throw new NotFoundError('commission.payoutNotFound');
  const events = (await CommissionPayoutEvent.of(ctx)
    .leftJoin('users', 'users.id', 'commission_payout_events.by')
    .where('commission_payout_events.payout_id', id)
    .orderBy('commission_payout_events.id')
    .select('commission_payout_events.*', 'users.first_name as byFirstName', 'users.last_name as byLastName', 'users.email as byEmail')) as (CommissionPayoutEvent & {
    byFirstName: string | null;
    byLastName: string | null;
    byEmail: string | null;
  })[];
  const einvoice = (await payoutEinvoices(ctx, [id])).get(id) ?? null;
  return {
    ...present(payout, einvoice),
    events: events.map((e) => ({
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      by: e.by ? fullName(e.byFirstName, e.byLastName, e.byEmail) : null,
      note: e.note,
      createdAt: dbTimeToIso(e.createdAt)!,
    })),
  };
}

const blank = (v: string | null | undefined) => !v || !v.trim();

/** POST /commission/request-payout (an agent). */
export async function requestPayout(ctx: UserCtx, amount: number | undefined): Promise<PayoutView> {
  const id = await retryOnDeadlock(() =>
    inTransaction(ctx, async (tx) => {
      const agent = await findAgent(tx, ctx.user.id);
      if (blank(agent.bankCompany) || blank(agent.bankNumber) || blank(agent.bankName)) throw ValidationError.field('bank', 'commission.noBankAccount');
      const account = await lockAccount(tx, agent.id);
      if (account.openPayoutId) throw new ConflictError('commission.payoutOpen');
      const features = (await CompanyFeatures.of(tx).findById(tx.companyId))!;
      const minPayout = Number(features.minPayout);
      const available = availableOf(await ledgerSums(tx, agent.id, account));
      const wanted = amount ?? available;
      assertWithinAvailable(wanted, available, money(tx));
      if (wanted < minPayout) throw ValidationError.field('amount', 'commission.belowMinimum', { min: money(tx)(minPayout) });
      const payout = await CommissionPayout.of(tx).insertAndFetch({
        agentId: agent.id,
        amount: wanted,
        withholding: 0,
        net: wanted,
        status: 'requested',
        bankCompany: agent.bankCompany,
        bankNumber: agent.bankNumber,
        bankName: agent.bankName,
        requestedBy: ctx.user.id,
      });
      await CommissionPayoutEvent.of(tx).insert({ payoutId: payout.id, fromStatus: null, toStatus: 'requested', by: ctx.user.id, note: null, createdAt: nowDb() });
      await byPrimaryKey(CommissionAccount.of(tx)).findById(account.id).patch({ openPayoutId: payout.id });
      return payout.id;
    }),
  );
  const view = await getPayout(ctx, id);
  await notifyHq(ctx, view);
  return view;
}

/** HQ's "payout request" e-mail, through the company's notification settings, in the company's language. */
async function notifyHq(ctx: Ctx, p: PayoutView): Promise<void> {
  const lang = ctx.company.defaultLang;
  const params = { agent: p.agentName, amount: money(ctx)(p.amount), bank: p.bankCompany, number: p.bankNumber, holder: p.bankName, id: p.id };
  for (const to of await notificationRecipients(ctx, 'payout_request')) {
    await platform().mailer.send({
      companyId: ctx.companyId,
      to,
      subject: translate('mail.payoutRequest.subject', lang, params),
      body: translate('mail.payoutRequest.body', lang, params),
    });
  }
}

/**
 * Moves request `id` from one of `from` to `to` under the agent's account lock, with `patch`, one
 * event and, for a final status, the account's open request cleared. `work` runs on the locked
 * row first (ownership checks, ledger entries) and returns the fields to change.
 */
async function transition(
  ctx: UserCtx,
  id: number,
  from: readonly PayoutStatus[],
  to: PayoutStatus,
  note: string | null,
  work: (tx: UserCtx, payout: CommissionPayout) => Promise<Partial<CommissionPayout>>,
): Promise<PayoutView> {
  await retryOnDeadlock(() =>
    inTransaction(ctx, async (tx) => {
      const found = await CommissionPayout.of(tx).findById(id);
      if (!found) throw new NotFoundError('commission.payoutNotFound');
      const account = await lockAccount(tx, found.agentId);
      const payout = (await forUpdate(byPrimaryKey(CommissionPayout.of(tx)).findById(id)))!;
      if (!from.includes(payout.status)) throw new ConflictError('commission.payoutStatus');
      const patch = await work(tx, payout);
      await byPrimaryKey(CommissionPayout.of(tx))
        .findById(id)
        .patch({ ...patch, status: to });
      await CommissionPayoutEvent.of(tx).insert({ payoutId: id, fromStatus: payout.status, toStatus: to, by: ctx.user.id, note, createdAt: nowDb() });
      if (FINAL.includes(to) && account.openPayoutId === id) await byPrimaryKey(CommissionAccount.of(tx)).findById(account.id).patch({ openPayoutId: null });
    }),
  );
  return getPayout(ctx, id);
}

/** 2 % half up of a non-negative amount (integers only). */
const withholdingOf = (amount: number) => percentOf(amount, WITHHOLDING_107D.rateBp);

/** POST /commission/payouts/:id/approve: stores the s107D withholding and the net. */
export function approvePayout(ctx: UserCtx, id: number): Promise<PayoutView> {
  return transition(ctx, id, ['requested'], 'approved', null, async (tx, payout) => {
    const features = (await CompanyFeatures.of(tx).findById(tx.companyId))!;
    const agent = await findAgent(tx, payout.agentId);
    const applies = Boolean(features.withholding107d) && Boolean(agent.withholding107d) && agent.withholdingYear === businessTime().year();
    const withholding = applies ? withholdingOf(payout.amount) : 0;
    return { withholding, net: payout.amount - withholding, decidedBy: ctx.user.id, decidedAt: nowDb() };
  });
}

/** POST /commission/payouts/:id/reject { reason }. */
export function rejectPayout(ctx: UserCtx, id: number, reason: string): Promise<PayoutView> {
  const text = reason.trim();
  if (!text) throw ValidationError.field('reason', 'validation.required');
  return transition(ctx, id, ['requested', 'approved'], 'rejected', text, async () => ({ reason: text, decidedBy: ctx.user.id, decidedAt: nowDb() }));
}

/** POST /commission/payouts/:id/cancel: the agent's own request, before approval. */
export function cancelPayout(ctx: UserCtx, id: number): Promise<PayoutView> {
  return transition(ctx, id, ['requested'], 'cancelled', null, async (_tx, payout) => {
    if (payout.agentId !== ctx.user.id) throw new NotFoundError('commission.payoutNotFound');
    return {};
  });
}

/** POST /commission/payouts/:id/mark-paid { reference, paidOn }: the ledger entries, in the same transaction. */
export function markPaid(ctx: UserCtx, id: number, input: { reference: string; paidOn: string }): Promise<PayoutView> {
  const reference = input.reference.trim();
  if (!reference) throw ValidationError.field('reference', 'validation.required');
  businessDayStart(input.paidOn, 'paidOn');
  if (input.paidOn > businessTime().format('YYYY-MM-DD')) throw ValidationError.field('paidOn', 'commission.paidOnFuture');
  return transition(ctx, id, ['approved'], 'paid', reference, async (tx, payout) => {
    const entry = { agentId: payout.agentId, payoutId: payout.id, reference: `payout:${payout.id}`, note: reference, createdBy: ctx.user.id, createdAt: nowDb() };
    if (payout.net) await CommissionEntry.of(tx).insert({ ...entry, kind: 'payout', amount: -payout.net });
    if (payout.withholding) await CommissionEntry.of(tx).insert({ ...entry, kind: 'withholding', amount: -payout.withholding });
    // The self-billed e-invoice of the payment, pending in the same transaction; the einvoice job submits it (docs/einvoice.md).
    await issueSelfBilledForPayout(tx, { id: payout.id, agentId: payout.agentId, amount: payout.amount, paidOn: input.paidOn });
    return { reference, paidOn: input.paidOn, paidBy: ctx.user.id, paidAt: nowDb() };
  });
}

/** POST /commission/transfer-to-wallet { amount } (an agent): commission → credit wallet. */
export async function transferToWallet(ctx: UserCtx, amount: number): Promise<MoneyBalanceView> {
  const agentId = ctx.user.id;
  await retryOnDeadlock(() =>
    inTransaction(ctx, async (tx) => {
      await findAgent(tx, agentId);
      // Lock order: the wallet balance row, then the commission account row (orders/checkout.ts).
      await lockWallet(tx, agentId);
      const account = await lockAccount(tx, agentId);
      assertWithinAvailable(amount, availableOf(await ledgerSums(tx, agentId, account)), money(tx));
      const reference = `transfer:${crypto.randomUUID()}`;
      await CommissionEntry.of(tx).insert({ agentId, kind: 'transfer', amount: -amount, payoutId: null, reference, note: null, createdBy: agentId, createdAt: nowDb() });
      await credit(tx, { userId: agentId, amount, kind: 'commission', reference, by: agentId });
    }),
  );
  return balanceOf(ctx, agentId);
}

/** POST /commission/adjust { agentId, amount (signed, ≠ 0), note } (HQ). */
export async function adjustBalance(ctx: UserCtx, input: { agentId: number; amount: number; note: string }): Promise<MoneyBalanceView> {
  const note = input.note.trim();
  if (!note) throw ValidationError.field('note', 'validation.required');
  if (input.amount === 0) throw ValidationError.field('amount', 'commission.amountZero');
  await retryOnDeadlock(() =>
    inTransaction(ctx, async (tx) => {
      await findAgent(tx, input.agentId);
      await lockAccount(tx, input.agentId);
      await CommissionEntry.of(tx).insert({
        agentId: input.agentId,
        kind: 'adjustment',
        amount: input.amount,
        payoutId: null,
        reference: `adjustment:${crypto.randomUUID()}`,
        note,
        createdBy: ctx.user.id,
        createdAt: nowDb(),
      });
    }),
  );
  return balanceOf(ctx, input.agentId);
}

const CSV_COLUMNS = (currency: Currency): CsvColumn<Payout>[] => [
  ['Agent', (p) => fullName(p.agentFirstName, p.agentLastName, p.agentEmail)],
  ['Bank', (p) => p.bankCompany],
  ['Account number', (p) => p.bankNumber],
  ['Account holder', (p) => p.bankName],
  ['Amount', (p) => majorText(p.net, currency)],
  ['Reference', (p) => `PAYOUT-${p.id}`],
];

const CSV_PAGE = 500;

/** GET /commission/payouts/export.csv?status= (approved by default): the bank-transfer file, oldest request first. */
export function exportPayouts(ctx: Ctx, status: PayoutStatus = 'approved'): Promise<string> {
  async function* pages() {
    let after = 0;
    for (;;) {
      const rows = (await withAgent(ctx).where('commission_payouts.status', status).where('commission_payouts.id', '>', after).orderBy('commission_payouts.id').limit(CSV_PAGE)) as Payout[];
      if (!rows.length) return;
      yield rows;
      after = rows[rows.length - 1].id;
    }
  }
  return writeCsvFile('payouts', CSV_COLUMNS(ctx.company.currency as Currency), pages(), { bom: true });
}
