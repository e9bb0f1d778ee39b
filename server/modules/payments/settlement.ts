import { rowOf } from '../../platform/rows';
import { raw } from 'objection';
import type { Ctx } from '../../platform/context';
import type { Lang } from '../../../common/constants';
import { translate } from '../../platform/i18n';
import { ValidationError } from '../../platform/errors';
import { ListPage, parseListParams, runList, withPlainFilters, type ListParams, type ListSpec } from '../../platform/http/list';
import { businessDayStart, businessTime, dbTimeToIso } from '../../platform/time';
import { writeCsvFile, type CsvColumn } from '../../platform/csv';
import { GATEWAY_PAYMENT_STATUSES, GatewayPayment, PAYMENT_PURPOSES, type GatewayPaymentStatus, type PaymentPurpose } from './models';
import { bankName } from './service';
import type { SettlementRow, SettlementSummary } from '../../../common/api/payments';

/**
 * The settlement report (HQ; there is no reporting staff permission): the company's gateway
 * payments, newest first. `date` is the bill's creation time (the filters dateFrom/dateTo are
 * Asia/Kuala_Lumpur business days on it, both inclusive). The money of a bill:
 * - `gross`: what the payer paid (the bill) = `amount` + `fee`;
 * - `amount`: what the order (its grand total) or the wallet (the top-up) received;
 * - `fee`: the online payment fee paid on top; `feeKeptBy` who keeps it: the platform when the
 *   bill went through the product's default account (BILLPLZ_ADMIN_FEE; `platformFee` = fee),
 *   the company when through its own account (its own fee; `platformFee` = 0);
 * - `net`: what the company receives = gross − platformFee.
 * Search: bill id, order number, agent name or e-mail. The summary (GET /settlement/getpayment)
 * counts payments by status and sums the paid ones' gross, amount, fee, platform fee and net. The
 * CSV (UTF-8 with BOM, header row) holds every row of the filters, amounts in minor units.
 */

export interface SettlementFilters extends ListParams {
  status?: GatewayPaymentStatus;
  purpose?: PaymentPurpose;
  dateFrom?: string;
  dateTo?: string;
}

type Row = GatewayPayment & { orderNo: string | null; agentFirstName: string | null; agentLastName: string | null; agentEmail: string };

type Qb = ReturnType<typeof GatewayPayment.of<GatewayPayment>>;

const oneOf = (field: string, allowed: readonly string[], value: unknown): string[] => {
  const list = [value].flat();
  if (!list.length || !list.every((s) => allowed.includes(s as string))) throw ValidationError.field(`filter.${field}`, 'validation.invalid');
  return list as string[];
};

const FILTERS: Record<string, (qb: Qb, value: unknown) => void> = {
  status: (qb, value) => void qb.whereIn('gateway_payments.status', oneOf('status', GATEWAY_PAYMENT_STATUSES, value)),
  purpose: (qb, value) => void qb.whereIn('gateway_payments.purpose', oneOf('purpose', PAYMENT_PURPOSES, value)),
  dateFrom: (qb, value) => void qb.where('gateway_payments.created_at', '>=', businessDayStart(value, 'dateFrom')),
  dateTo: (qb, value) => void qb.where('gateway_payments.created_at', '<', businessDayStart(value, 'dateTo', 1)),
  agentId: (qb, value) => void qb.where('gateway_payments.user_id', Number(value) || 0),
};
const SEARCH = ['gateway_payments.bill_id', 'orders.order_no', 'users.email', 'users.first_name', 'users.last_name'];

/** Sorting and paging only: the filters and search are applied by `filtered` (shared with the summary and the CSV). */
const spec: ListSpec<GatewayPayment> = {
  sort: { id: 'gateway_payments.id', date: 'gateway_payments.created_at', amount: 'gateway_payments.amount', status: 'gateway_payments.status' },
  defaultSort: ['id', 'DESC'],
};

/** The company's payments joined to their order and agent, with the filters (plain or react-admin `filter`) and search applied. */
function filtered(ctx: Ctx, filters: SettlementFilters, select = true): Qb {
  const { status, purpose, dateFrom, dateTo, ...rest } = filters;
  const { filter, search } = parseListParams(withPlainFilters(rest, { status, purpose, dateFrom, dateTo }));
  const qb = GatewayPayment.of(ctx).leftJoin('orders', 'orders.id', 'gateway_payments.order_id').join('users', 'users.id', 'gateway_payments.user_id');
  if (select) qb.select('gateway_payments.*', 'orders.order_no as orderNo', 'users.first_name as agentFirstName', 'users.last_name as agentLastName', 'users.email as agentEmail');
  if (search) {
    const pattern = `%${search.replace(/[!%_]/g, (c) => `!${c}`)}%`;
    qb.where((w) => {
      for (const column of SEARCH) w.orWhereRaw(`?? LIKE ? ESCAPE '!'`, [column, pattern]);
    });
  }
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    const apply = Object.hasOwn(FILTERS, field) ? FILTERS[field] : undefined;
    if (!apply) throw ValidationError.field(`filter.${field}`, 'validation.unknownField');
    apply(qb, value);
  }
  return qb;
}

const paging = (f: SettlementFilters): ListParams => ({ sort: f.sort, range: f.range, page: f.page, perPage: f.perPage, limit: f.limit });

/** The platform keeps the fee of a bill made through the product's default account. */
export const platformFeeOf = (p: Pick<GatewayPayment, 'account' | 'fee'>): number => (p.account === 'default' ? Number(p.fee) : 0);

/** A row as shown; the method in the caller's language ("FPX <bank>", or the generic online banking). */
function present(r: Row, lang: Lang): SettlementRow {
  const gross = r.amount + r.fee;
  const platformFee = platformFeeOf(r);
  return {
    id: r.id,
    date: dbTimeToIso(r.createdAt)!,
    orderId: r.orderId ?? null,
    orderNo: r.orderNo ?? null,
    agent: { id: r.userId, name: [r.agentFirstName, r.agentLastName].filter(Boolean).join(' ') || r.agentEmail },
    status: r.status,
    fee: r.fee,
    amount: r.amount,
    gross,
    platformFee,
    net: gross - platformFee,
    feeKeptBy: r.account === 'default' ? 'platform' : 'company',
    currency: r.currency,
    paymentMethod: r.bankCode ? `FPX ${bankName(r.bankCode)}` : translate('gateway.methodName', lang),
    purpose: r.purpose,
    billId: r.billId,
  };
}

/** GET /settlement/reportdata (list dialect). */
export async function report(ctx: Ctx, filters: SettlementFilters): Promise<ListPage<SettlementRow>> {
  const page = await runList(filtered(ctx, filters), spec, paging(filters));
  return new ListPage(
    (page.items as Row[]).map((r) => present(r, ctx.lang)),
    page.total,
    page.offset,
  );
}

/** GET /settlement/getpayment: counts by status and the paid payments' gross, amount, fee, platform fee and net. */
export async function summary(ctx: Ctx, filters: SettlementFilters): Promise<SettlementSummary> {
  const status = 'gateway_payments.status';
  const account = 'gateway_payments.account';
  const row = await rowOf<Record<string, number | string | null>>(
    filtered(ctx, filters, false)
      .select(
        raw('COUNT(*) as count'),
        raw("SUM(CASE WHEN ?? = 'paid' THEN 1 ELSE 0 END) as paid", [status]),
        raw("SUM(CASE WHEN ?? = 'pending' THEN 1 ELSE 0 END) as pending", [status]),
        raw("SUM(CASE WHEN ?? = 'failed' THEN 1 ELSE 0 END) as failed", [status]),
        raw("SUM(CASE WHEN ?? = 'paid' THEN ?? ELSE 0 END) as amount", [status, 'gateway_payments.amount']),
        raw("SUM(CASE WHEN ?? = 'paid' THEN ?? ELSE 0 END) as fee", [status, 'gateway_payments.fee']),
        raw("SUM(CASE WHEN ?? = 'paid' AND ?? = 'default' THEN ?? ELSE 0 END) as platformFee", [status, account, 'gateway_payments.fee']),
      )
      .first(),
  );
  const n = (k: string) => Number(row?.[k] ?? row?.[k.toLowerCase()] ?? 0);
  const [amount, fee, platformFee] = [n('amount'), n('fee'), n('platformFee')];
  return {
    count: n('count'),
    paid: n('paid'),
    pending: n('pending'),
    failed: n('failed'),
    gross: amount + fee,
    amount,
    fee,
    platformFee,
    net: amount + fee - platformFee,
    currency: ctx.company.currency,
  };
}

const CSV_COLUMNS: CsvColumn<SettlementRow>[] = [
  ['Date', (r) => businessTime(new Date(r.date)).format('YYYY-MM-DD HH:mm:ss')],
  ['Payment ID', (r) => r.id],
  ['Bill ID', (r) => r.billId],
  ['Purpose', (r) => r.purpose],
  ['Order number', (r) => r.orderNo],
  ['Agent ID', (r) => r.agent.id],
  ['Agent', (r) => r.agent.name],
  ['Status', (r) => r.status],
  ['Payment method', (r) => r.paymentMethod],
  ['Currency', (r) => r.currency],
  ['Amount (minor units)', (r) => r.amount],
  ['Admin fee (minor units)', (r) => r.fee],
  ['Total (minor units)', (r) => r.gross],
  ['Fee kept by', (r) => r.feeKeptBy],
  ['Platform fee (minor units)', (r) => r.platformFee],
  ['Net to company (minor units)', (r) => r.net],
];

const CHUNK = 1000;

/** GET /settlement/downloaddata: every row of the filters, newest first, as a temporary CSV file the route sends and removes. */
export async function exportCsv(ctx: Ctx, filters: SettlementFilters): Promise<string> {
  // Newest first, in chunks by id (keyset), so a large export never holds everything in memory.
  async function* pages() {
    for (let before = Number.MAX_SAFE_INTEGER; ;) {
      const rows = (await filtered(ctx, filters).where('gateway_payments.id', '<', before).orderBy('gateway_payments.id', 'desc').limit(CHUNK)) as Row[];
      if (!rows.length) return;
      yield rows.map((r) => present(r, ctx.lang));
      before = rows[rows.length - 1]!.id;
      if (rows.length < CHUNK) return;
    }
  }
  return writeCsvFile('settlement', CSV_COLUMNS, pages(), { bom: true });
}
