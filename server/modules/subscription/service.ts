import dayjs from 'dayjs';
import { CURRENCY_DECIMALS } from '../../../common/money';
import type { Currency } from '../../../common/constants';
import type { UserCtx } from '../../platform/context';
import type { Trx } from '../../platform/db';
import { forUpdate } from '../../platform/tx';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { runList, type ListParams, type ListSpec } from '../../platform/http/list';
import type { TenantScope } from '../../platform/model';
import { invalidateTenants } from '../../platform/tenancy';
import { businessTime, clock, nowDb } from '../../platform/time';
import { Company } from '../companies';
import { SubscriptionInvoice, SubscriptionPayment, SubscriptionPlan, type InvoiceStatus } from './models';

/**
 * The company's subscription to the platform: plans (platform-wide), invoices and payments
 * (tenant-owned), and the lock that follows an unpaid invoice.
 *
 * Decisions (the product-wide ones are in docs/decisions.md):
 * - Dates (issue, period, due, payment) are business days in Asia/Kuala_Lumpur. An invoice with
 *   a balance becomes 'overdue' the day after its due date; partly paid before that it is
 *   'partially_paid'; a zero balance is 'paid'; 'void' is final.
 * - Grace period GRACE_DAYS = 7: the daily job locks the company (`companies.disallow_login`)
 *   once an unpaid invoice's due date is more than 7 days past. Recording a payment (or voiding
 *   an invoice) that leaves no unpaid invoice past its grace period unlocks the company.
 *   The job only locks; it never lifts a lock.
 * - A payment is at most the balance (no overpayment, no credit); void and paid invoices take no
 *   payment; an invoice that has payments cannot be voided.
 * - The company's current plan is the plan of its latest non-void invoice.
 * - Plans are offered in one currency; an invoice is in its company's currency, and a plan of
 *   another currency cannot be invoiced to it.
 */
export const GRACE_DAYS = 7;
export const DEFAULT_DUE_DAYS = 14;
const UNPAID: InvoiceStatus[] = ['pending', 'partially_paid', 'overdue'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The business day of a moment, YYYY-MM-DD. */
export function businessDay(now: Date): string {
  return businessTime(now).format('YYYY-MM-DD');
}

function validDate(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (!DATE.test(value) || !dayjs(value, 'YYYY-MM-DD').isValid() || dayjs(value).format('YYYY-MM-DD') !== value) {
    throw ValidationError.field(field, 'subscription.invalidDate');
  }
  return value;
}

const addDays = (day: string, days: number) => dayjs(day).add(days, 'day').format('YYYY-MM-DD');

/** The status an invoice with this paid amount has on the business day `today`. */
export function statusOf(invoice: Pick<SubscriptionInvoice, 'total' | 'paid' | 'dueDate' | 'status'>, today: string): InvoiceStatus {
  if (invoice.status === 'void') return 'void';
  if (invoice.paid >= invoice.total) return 'paid';
  if (invoice.dueDate < today) return 'overdue';
  return invoice.paid > 0 ? 'partially_paid' : 'pending';
}

// ---------------------------------------------------------------- presentation

function planView(plan: SubscriptionPlan) {
  return {
    id: plan.id,
    code: plan.code,
    name: plan.name,
    currency: plan.currency,
    price: plan.price,
    periodMonths: plan.periodMonths,
    description: plan.description,
    features: plan.featureList(),
    isActive: Boolean(plan.isActive),
  };
}

function invoiceView(invoice: SubscriptionInvoice) {
  return {
    id: invoice.id,
    number: invoice.number,
    currency: invoice.currency,
    issueDate: invoice.issueDate,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    dueDate: invoice.dueDate,
    total: invoice.total,
    paid: invoice.paid,
    balance: invoice.balance,
    status: invoice.status,
    description: invoice.description,
    plan: invoice.plan ? { id: invoice.plan.id, name: invoice.plan.name, code: invoice.plan.code } : null,
  };
}

// ---------------------------------------------------------------- HQ reads

const invoiceList: ListSpec<SubscriptionInvoice> = {
  sort: {
    id: 'subscription_invoices.id',
    number: 'subscription_invoices.number',
    issueDate: 'subscription_invoices.issueDate',
    dueDate: 'subscription_invoices.dueDate',
    total: 'subscription_invoices.total',
    balance: 'subscription_invoices.balance',
    status: 'subscription_invoices.status',
  },
  defaultSort: ['issueDate', 'DESC'],
  filters: { status: 'status' },
  search: ['subscription_invoices.number'],
};

export async function listInvoices(ctx: UserCtx, params: ListParams) {
  const page = await runList(SubscriptionInvoice.of(ctx).withGraphFetched('plan'), invoiceList, params);
  return Object.assign(page, { items: page.items.map(invoiceView) });
}

export async function invoiceDetail(ctx: UserCtx, id: number) {
  const invoice = await SubscriptionInvoice.of(ctx).findById(id).withGraphFetched('[plan, payments]');
  if (!invoice) throw new NotFoundError();
  const payments = [...(invoice.payments ?? [])].sort((a, b) => a.paidOn.localeCompare(b.paidOn) || a.id - b.id);
  return {
    ...invoiceView(invoice),
    payments: payments.map((p) => ({ id: p.id, amount: p.amount, paidOn: p.paidOn, method: p.method, reference: p.reference })),
  };
}

const planList: ListSpec<SubscriptionPlan> = {
  sort: { id: 'id', name: 'name', price: 'price' },
  defaultSort: ['price', 'ASC'],
  search: ['name', 'description'],
};

/** The plans on offer in the company's currency. */
export async function listPlans(ctx: UserCtx, params: ListParams) {
  const page = await runList(SubscriptionPlan.query().where({ isActive: true, currency: ctx.company.currency }), planList, params);
  return Object.assign(page, { items: page.items.map(planView) });
}

/** One plan: those on offer, and the company's own current plan even when withdrawn. */
export async function planDetail(ctx: UserCtx, id: number) {
  const plan = await SubscriptionPlan.query().findById(id);
  const current = await currentInvoice(ctx);
  if (!plan || plan.currency !== ctx.company.currency || (!plan.isActive && current?.planId !== plan.id)) throw new NotFoundError();
  return planView(plan);
}

function currentInvoice(scope: TenantScope) {
  return SubscriptionInvoice.of(scope).whereNot('status', 'void').orderBy('periodEnd', 'desc').orderBy('id', 'desc').withGraphFetched('plan').first();
}

/** The company's plan and subscription state, for HQ (and for HQ of a locked company). */
export async function planSubscription(ctx: UserCtx) {
  const today = businessDay(clock.now());
  const current = await currentInvoice(ctx);
  const unpaid = await SubscriptionInvoice.of(ctx).whereIn('status', UNPAID).orderBy('dueDate', 'asc').orderBy('id', 'asc').withGraphFetched('plan');
  const overdue = unpaid.filter((i) => i.status === 'overdue');
  const locked = ctx.company.disallowLogin;
  return {
    plan: current?.plan ? planView(current.plan) : null,
    state: locked ? 'locked' : overdue.length ? 'overdue' : current ? 'active' : 'none',
    locked,
    currency: ctx.company.currency,
    graceDays: GRACE_DAYS,
    currentPeriod: current ? { start: current.periodStart, end: current.periodEnd, invoiceId: current.id } : null,
    outstanding: unpaid.reduce((sum, i) => sum + i.balance, 0),
    nextDueDate: unpaid[0]?.dueDate ?? null,
    lockDate: overdue.length ? addDays(overdue[0].dueDate, GRACE_DAYS + 1) : null,
    today,
    unpaidInvoices: unpaid.map(invoiceView),
  };
}

// ---------------------------------------------------------------- the lock

/** Whether the company has an unpaid invoice past its grace period on `today`. */
async function pastGrace(scope: TenantScope, today: string): Promise<boolean> {
  const cutoff = addDays(today, -GRACE_DAYS);
  return Boolean(await SubscriptionInvoice.of(scope).whereIn('status', UNPAID).where('dueDate', '<', cutoff).first());
}

async function setLock(companyId: number, locked: boolean, trx?: Trx): Promise<boolean> {
  const changed = await Company.query(trx).findById(companyId).where('disallowLogin', !locked).patch({ disallowLogin: locked });
  return changed > 0;
}

/** Lifts the company's lock when nothing unpaid is past its grace period any more. */
async function unlockIfSettled(scope: TenantScope, today: string): Promise<boolean> {
  if (await pastGrace(scope, today)) return false;
  return setLock(scope.companyId, false, scope.trx);
}

/**
 * The daily job's work at the moment `now`: marks unpaid invoices past their due date overdue,
 * then locks every company with an unpaid invoice past its grace period.
 */
export async function runSubscriptionCheck(now: Date): Promise<{ markedOverdue: number; locked: number[] }> {
  const today = businessDay(now);
  const cutoff = addDays(today, -GRACE_DAYS);
  const markedOverdue = await SubscriptionInvoice.unscoped().whereIn('status', ['pending', 'partially_paid']).where('dueDate', '<', today).patch({ status: 'overdue' });
  const due = await SubscriptionInvoice.unscoped().distinct('companyId').whereIn('status', UNPAID).where('dueDate', '<', cutoff);
  const locked: number[] = [];
  for (const { companyId } of due) if (await setLock(companyId, true)) locked.push(companyId);
  if (locked.length) invalidateTenants();
  return { markedOverdue, locked };
}

// ---------------------------------------------------------------- operator (CLI)

export interface PlanInput {
  code: string;
  name: string;
  currency: Currency;
  price: number;
  periodMonths?: number;
  description?: string;
  features?: string[];
}

export async function createPlan(input: PlanInput) {
  if (!/^[a-z0-9][a-z0-9_-]{0,39}$/.test(input.code)) throw ValidationError.field('code', 'validation.invalid');
  if (!input.name.trim()) throw ValidationError.field('name', 'validation.required');
  if (!Number.isInteger(input.price) || input.price < 0) throw ValidationError.field('price', 'subscription.invalidAmount');
  const periodMonths = input.periodMonths ?? 1;
  if (![1, 3, 6, 12].includes(periodMonths)) throw ValidationError.field('periodMonths', 'validation.invalid');
  if (await SubscriptionPlan.query().findOne({ code: input.code })) throw ValidationError.field('code', 'subscription.planCodeTaken');
  return SubscriptionPlan.query().insertAndFetch({
    code: input.code,
    name: input.name.trim(),
    currency: input.currency,
    price: input.price,
    periodMonths,
    description: input.description?.trim() || null,
    features: JSON.stringify(input.features ?? []),
    isActive: true,
  });
}

export interface IssueInput {
  company: string;
  plan: string;
  number?: string;
  /** defaults to today's business day */
  issueDate?: string;
  /** defaults to the issue date */
  periodStart?: string;
  /** defaults to the issue date + DEFAULT_DUE_DAYS */
  dueDate?: string;
  /** minor units; defaults to the plan's price */
  total?: number;
  description?: string;
  now?: Date;
}

async function companyBySlug(slug: string, trx?: Trx) {
  const company = await Company.query(trx).findOne({ slug });
  if (!company) throw ValidationError.field('company', 'subscription.companyNotFound');
  return company;
}

export async function issueInvoice(input: IssueInput) {
  const company = await companyBySlug(input.company);
  const plan = await SubscriptionPlan.query().findOne({ code: input.plan });
  if (!plan) throw ValidationError.field('plan', 'subscription.planNotFound');
  if (plan.currency !== company.currency) throw ValidationError.field('plan', 'subscription.currencyMismatch');
  const issueDate = validDate(input.issueDate, 'issueDate') ?? businessDay(input.now ?? clock.now());
  const periodStart = validDate(input.periodStart, 'periodStart') ?? issueDate;
  const periodEnd = dayjs(periodStart).add(plan.periodMonths, 'month').subtract(1, 'day').format('YYYY-MM-DD');
  const dueDate = validDate(input.dueDate, 'dueDate') ?? addDays(issueDate, DEFAULT_DUE_DAYS);
  if (dueDate < issueDate) throw ValidationError.field('dueDate', 'subscription.dueBeforeIssue');
  const total = input.total ?? plan.price;
  if (!Number.isInteger(total) || total <= 0) throw ValidationError.field('total', 'subscription.invalidAmount');
  const scope = { companyId: company.id };
  const number = input.number?.trim() || (await nextNumber(company.id, issueDate));
  if (!/^[A-Za-z0-9][A-Za-z0-9/_-]{0,39}$/.test(number)) throw ValidationError.field('number', 'validation.invalid');
  if (await invoiceByNumber(number)) throw ValidationError.field('number', 'subscription.numberTaken');
  const today = businessDay(input.now ?? clock.now());
  const draft = { total, paid: 0, dueDate, status: 'pending' as InvoiceStatus };
  return SubscriptionInvoice.of(scope).insertAndFetch({
    planId: plan.id,
    number,
    currency: company.currency,
    issueDate,
    periodStart,
    periodEnd,
    dueDate,
    total,
    paid: 0,
    balance: total,
    status: statusOf(draft, today),
    description: input.description?.trim() || `${plan.name} ${periodStart} – ${periodEnd}`,
    voidedAt: null,
  });
}

/**
 * The invoice with this number, ignoring case. MariaDB's collation compares case-insensitively but
 * SQLite's `=` does not, so both sides are lowered to give the same answer on both databases.
 */
function invoiceByNumber(number: string) {
  return SubscriptionInvoice.unscoped().whereRaw('LOWER(??) = LOWER(?)', ['number', number]).first();
}

/** SUB-<company id>-<YYYYMM>-<n>, n counting the company's invoices. */
async function nextNumber(companyId: number, issueDate: string): Promise<string> {
  const count = await SubscriptionInvoice.of({ companyId }).resultSize();
  for (let n = count + 1; ; n++) {
    const number = `SUB-${companyId}-${issueDate.slice(0, 7).replace('-', '')}-${String(n).padStart(3, '0')}`;
    if (!(await invoiceByNumber(number))) return number;
  }
}

export interface PaymentInput {
  invoice: string;
  /** minor units */
  amount: number;
  /** defaults to today's business day */
  paidOn?: string;
  method: string;
  reference?: string;
  now?: Date;
}

/** Records a payment, updates the invoice's paid amount, balance and status, and unlocks the company when settled. */
export async function recordPayment(input: PaymentInput) {
  const now = input.now ?? clock.now();
  const today = businessDay(now);
  const paidOn = validDate(input.paidOn, 'paidOn') ?? today;
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw ValidationError.field('amount', 'subscription.invalidAmount');
  if (!input.method.trim() || input.method.length > 30) throw ValidationError.field('method', 'validation.required');
  if ((input.reference?.length ?? 0) > 100) throw ValidationError.field('reference', 'validation.invalid');
  const found = await invoiceByNumber(input.invoice);
  if (!found) throw ValidationError.field('invoice', 'subscription.invoiceNotFound');
  const result = await SubscriptionInvoice.knex().transaction(async (trx) => {
    const scope = { companyId: found.companyId, trx };
    const invoice = (await forUpdate(SubscriptionInvoice.of(scope).findById(found.id)))!;
    if (invoice.status === 'void') throw ValidationError.field('invoice', 'subscription.invoiceVoid');
    if (invoice.status === 'paid') throw ValidationError.field('invoice', 'subscription.invoicePaid');
    if (input.amount > invoice.balance) throw ValidationError.field('amount', 'subscription.overpaid', { balance: invoice.balance });
    const payment = await SubscriptionPayment.of(scope).insertAndFetch({
      invoiceId: invoice.id,
      amount: input.amount,
      paidOn,
      method: input.method.trim(),
      reference: input.reference?.trim() || null,
    });
    const paid = invoice.paid + input.amount;
    const status = statusOf({ ...invoice, paid }, today);
    await SubscriptionInvoice.of(scope)
      .findById(invoice.id)
      .patch({ paid, balance: invoice.total - paid, status });
    const unlocked = await unlockIfSettled(scope, today);
    return { payment, unlocked };
  });
  if (result.unlocked) invalidateTenants();
  const invoice = (await SubscriptionInvoice.of({ companyId: found.companyId }).findById(found.id))!;
  return { invoice, payment: result.payment, unlocked: result.unlocked };
}

/** Voids an unpaid invoice without payments; unlocks the company when nothing else holds the lock. */
export async function voidInvoice(number: string, now: Date = clock.now()) {
  const found = await invoiceByNumber(number);
  if (!found) throw ValidationError.field('invoice', 'subscription.invoiceNotFound');
  const unlocked = await SubscriptionInvoice.knex().transaction(async (trx) => {
    const scope = { companyId: found.companyId, trx };
    const invoice = (await forUpdate(SubscriptionInvoice.of(scope).findById(found.id)))!;
    if (invoice.status === 'void') throw ValidationError.field('invoice', 'subscription.invoiceVoid');
    if (invoice.paid > 0) throw new ConflictError('subscription.hasPayments');
    await SubscriptionInvoice.of(scope).findById(invoice.id).patch({ status: 'void', balance: 0, voidedAt: nowDb() });
    return unlockIfSettled(scope, businessDay(now));
  });
  if (unlocked) invalidateTenants();
  return { invoice: (await SubscriptionInvoice.of({ companyId: found.companyId }).findById(found.id))!, unlocked };
}

/** Amount text in major units ("1234.50", "1234") → integer minor units of the currency. */
export function parseAmount(text: string, currency: Currency): number {
  const decimals = CURRENCY_DECIMALS[currency];
  const m = /^(\d{1,12})(?:\.(\d+))?$/.exec(text.trim().replace(/,/g, ''));
  if (!m || (m[2] ?? '').length > decimals) throw ValidationError.field('amount', 'subscription.invalidAmount');
  return Number(m[1]) * 10 ** decimals + Number((m[2] ?? '').padEnd(decimals, '0') || 0);
}
