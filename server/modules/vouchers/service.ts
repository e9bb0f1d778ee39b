import { raw } from 'objection';
import type { Currency } from '../../../common/constants';
import { formatMoney } from '../../../common/money';
import { VOUCHER_VALIDITY, type VoucherType, type VoucherUsageView, type VoucherValidity, type VoucherView } from '../../../common/orders';

export type { VoucherUsageView, VoucherView } from '../../../common/orders';
import { platform } from '../../platform';
import type { Ctx } from '../../platform/context';
import { dialect } from '../../platform/db';
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors';
import { ListPage, runList, withPlainFilters, type ListParams, type ListSpec } from '../../platform/http/list';
import { businessTime, nowDb } from '../../platform/time';
import { byPrimaryKey, forUpdate, inTransaction, isUniqueViolation } from '../../platform/tx';
import { Voucher, VoucherUsage } from './models';

export { Voucher, VoucherUsage } from './models';

/**
 * Vouchers (screens /voucher, /voucher/new, /voucher/edit, /voucher/history; fields, the ongoing /
 * upcoming / expired lists and the "voucher not found" message: docs/rules.md).
 *
 * - A voucher takes `voucherDisc` off an order: minor units (type amount) or basis points of the
 *   goods (type percentage, 1..10000). The arithmetic is the orders module's (orders/pricing.ts);
 *   this module keeps the vouchers, validates a voucher for a cart and takes or gives back uses.
 * - Codes are unique per company, stored upper-case (letters, digits, - and _) and matched
 *   ignoring case; company B may use the same code as company A.
 * - Validity: `voucherStartDate`..`voucherStopDate`, whole business days in Asia/Kuala_Lumpur,
 *   both inclusive. `status` is upcoming before the first day, expired after the last, ongoing
 *   between; the quota left (`remaining`) is shown beside it, not folded into it.
 * - `voucherQuota` is the number of orders that may use the voucher; `used` counts the live
 *   (unreleased) uses. A use is taken at checkout by a conditional `used < voucher_quota` update
 *   (claimVoucher), so parallel checkouts can never exceed the quota, and given back when the
 *   order is cancelled, deleted or expires (releaseVoucher, once). The quota may be raised or
 *   lowered, but never below `used`.
 * - `voucherUsgLimit` is the number of live uses one buyer may hold; `firstOrder` limits the
 *   voucher to a buyer's first order; `package` to carts holding packages (the minimum purchase
 *   then counts the packages only); `freeShipping` waives the shipping fee (applied by orders).
 * - Deleting: only a voucher that was never used (no usage rows, released or not) — its history
 *   and the orders that name it must stay readable — otherwise 409 'voucher.inUse'; HQ ends a used
 *   voucher by moving its stop date.
 *
 * Lock order on MySQL/MariaDB, the same in every function here: the voucher row first, then
 * its usage rows — so a claim and a release of the same voucher cannot deadlock.
 */

// ---------------------------------------------------------------- input and presentation

export const VOUCHER_CODE = /^[A-Z0-9_-]+$/;
export const VOUCHER_LIMITS = { maxMoney: 1_000_000_000_000, maxQuota: 1_000_000_000, maxPercent: 10_000 } as const;

export interface VoucherInput {
  voucherName: string;
  voucherType: VoucherType;
  voucherCode: string;
  voucherQuota: number;
  voucherStartDate: string;
  voucherStopDate: string;
  voucherDisc: number;
  voucherMinPurchase?: number;
  voucherUsgLimit?: number;
  freeShipping?: boolean;
  firstOrder?: boolean;
  package?: boolean;
}

/** Today as a business day (Asia/Kuala_Lumpur), from the injectable clock. */
const today = () => businessTime().format('YYYY-MM-DD');

export function voucherStatus(v: Pick<Voucher, 'startDate' | 'stopDate'>, day = today()): VoucherValidity {
  if (day < v.startDate) return 'upcoming';
  if (day > v.stopDate) return 'expired';
  return 'ongoing';
}

export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

export function present(v: Voucher, day: string, deletable: boolean): VoucherView {
  // toJSON() is typed as the model; its timestamps are the formatted strings the API shows.
  const json = v.toJSON() as unknown as { createdAt: string; updatedAt: string };
  return {
    id: v.id,
    comId: v.companyId,
    voucherName: v.voucherName,
    voucherType: v.voucherType,
    voucherCode: v.voucherCode,
    voucherQuota: v.voucherQuota,
    voucherStartDate: v.startDate,
    voucherStopDate: v.stopDate,
    voucherDisc: v.voucherDisc,
    voucherMinPurchase: v.minPurchase,
    voucherUsgLimit: v.usageLimit,
    freeShipping: v.freeShipping,
    firstOrder: v.firstOrder,
    package: v.packageOnly,
    used: v.used,
    remaining: Math.max(v.voucherQuota - v.used, 0),
    status: voucherStatus(v, day),
    deletable,
    createdAt: json.createdAt,
    updatedAt: json.updatedAt,
  };
}

// ---------------------------------------------------------------- HQ: list, read, store, delete

const listSpec: ListSpec<Voucher> = {
  sort: {
    id: 'vouchers.id',
    voucherName: 'vouchers.voucher_name',
    voucherCode: 'vouchers.voucher_code',
    voucherType: 'vouchers.voucher_type',
    voucherQuota: 'vouchers.voucher_quota',
    used: 'vouchers.used',
    voucherDisc: 'vouchers.voucher_disc',
    voucherMinPurchase: 'vouchers.min_purchase',
    voucherStartDate: 'vouchers.start_date',
    voucherStopDate: 'vouchers.stop_date',
    createdAt: 'vouchers.created_at',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    status: (qb, value) => {
      const day = today();
      const list = Array.isArray(value) ? value : [value];
      if (!list.length || !list.every((s) => (VOUCHER_VALIDITY as readonly unknown[]).includes(s))) {
        throw ValidationError.field('filter.status', 'validation.invalid');
      }
      qb.where((w) => {
        if (list.includes('upcoming')) w.orWhere('vouchers.start_date', '>', day);
        if (list.includes('expired')) w.orWhere('vouchers.stop_date', '<', day);
        if (list.includes('ongoing')) w.orWhere((o) => void o.where('vouchers.start_date', '<=', day).where('vouchers.stop_date', '>=', day));
      });
    },
    voucherType: 'voucher_type',
    freeShipping: (qb, value) => void qb.where('vouchers.free_shipping', value === true || value === 'true' || value === 1),
    firstOrder: (qb, value) => void qb.where('vouchers.first_order', value === true || value === 'true' || value === 1),
    package: (qb, value) => void qb.where('vouchers.package_only', value === true || value === 'true' || value === 1),
  },
  search: ['vouchers.voucher_name', 'vouchers.voucher_code'],
};

export async function listVouchers(ctx: Ctx, params: ListParams & { status?: VoucherValidity; voucherType?: VoucherType }): Promise<ListPage<VoucherView>> {
  const { status, voucherType, ...rest } = params;
  const page = await runList(Voucher.of(ctx), listSpec, withPlainFilters(rest, { status, voucherType }));
  const day = today();
  const used = await usedVouchers(
    ctx,
    page.items.map((v) => v.id),
  );
  return new ListPage(
    page.items.map((v) => present(v, day, !used.has(v.id))),
    page.total,
    page.offset,
  );
}

async function findVoucher(ctx: Ctx, id: number): Promise<Voucher> {
  const voucher = await Voucher.of(ctx).findById(id);
  if (!voucher) throw new NotFoundError();
  return voucher;
}

/** The vouchers among `ids` that some order used (released uses included). */
async function usedVouchers(ctx: Ctx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  return new Set((await VoucherUsage.of(ctx).whereIn('voucherId', ids).distinct('voucherId')).map((u) => u.voucherId));
}

export async function getVoucher(ctx: Ctx, id: number): Promise<VoucherView> {
  const voucher = await findVoucher(ctx, id);
  return present(voucher, today(), !(await usedVouchers(ctx, [id])).has(id));
}

type VoucherRow = Pick<
  Voucher,
  'voucherName' | 'voucherType' | 'voucherCode' | 'voucherQuota' | 'startDate' | 'stopDate' | 'voucherDisc' | 'minPurchase' | 'usageLimit' | 'freeShipping' | 'firstOrder' | 'packageOnly'
>;

/** The stored row of the input (optional fields: given, else current values, else defaults) and its problems. */
function voucherRow(input: VoucherInput, current: Voucher | null, fields: FieldErrors): VoucherRow {
  const row: VoucherRow = {
    voucherName: input.voucherName.trim(),
    voucherType: input.voucherType,
    voucherCode: normaliseCode(input.voucherCode),
    voucherQuota: input.voucherQuota,
    startDate: input.voucherStartDate,
    stopDate: input.voucherStopDate,
    voucherDisc: input.voucherDisc,
    minPurchase: input.voucherMinPurchase ?? current?.minPurchase ?? 0,
    usageLimit: input.voucherUsgLimit ?? current?.usageLimit ?? 1,
    freeShipping: input.freeShipping ?? current?.freeShipping ?? false,
    firstOrder: input.firstOrder ?? current?.firstOrder ?? false,
    packageOnly: input.package ?? current?.packageOnly ?? false,
  };
  if (!row.voucherName) fields.voucherName = { key: 'validation.required' };
  if (!row.voucherCode) fields.voucherCode = { key: 'validation.required' };
  else if (!VOUCHER_CODE.test(row.voucherCode)) fields.voucherCode = { key: 'voucher.codeFormat' };
  if (row.voucherType === 'percentage' && row.voucherDisc > VOUCHER_LIMITS.maxPercent) fields.voucherDisc = { key: 'voucher.percentRange' };
  if (row.stopDate < row.startDate) fields.voucherStopDate = { key: 'voucher.datesInverted' };
  if (current && row.voucherQuota < current.used) fields.voucherQuota = { key: 'voucher.quotaBelowUsed', params: { used: current.used } };
  return row;
}

function fail(fields: FieldErrors): void {
  const keys = Object.keys(fields);
  if (keys.length) throw new ValidationError(fields, keys.length === 1 ? fields[keys[0]].key : 'validation.failed');
}

/**
 * Creates a voucher, or changes the one named by `id`. 422 per field: code format or taken in
 * the company, percentage above 100 %, stop before start, quota below the uses already made.
 */
export async function storeVoucher(ctx: Ctx, input: VoucherInput & { id?: number }): Promise<{ voucher: VoucherView; created: boolean }> {
  const { id, ...fieldsIn } = input;
  try {
    const voucherId = await inTransaction(ctx, async (tx) => {
      // Locked so that a checkout cannot take a use between the quota check and the write.
      const current = id ? await forUpdate(Voucher.of(tx).findById(id)) : null;
      if (id && !current) throw new NotFoundError();
      const fields: FieldErrors = {};
      const row = voucherRow(fieldsIn, current ?? null, fields);
      fail(fields);
      const clash = Voucher.of(tx).where('voucher_code', row.voucherCode);
      if (id) clash.whereNot('vouchers.id', id);
      if (await clash.first()) throw ValidationError.field('voucherCode', 'voucher.codeTaken');
      if (!id) return (await Voucher.of(tx).insert(row)).id;
      await Voucher.of(tx).findById(id).patch(row);
      return id;
    });
    return { voucher: await getVoucher(ctx, voucherId), created: !id };
  } catch (err) {
    // Two saves of one code at once: the unique index decides, the loser gets the same answer.
    if (isUniqueViolation(err)) {
      throw ValidationError.field('voucherCode', 'voucher.codeTaken');
    }
    throw err;
  }
}

/** Deletes a voucher that no order ever used (409 'voucher.inUse' otherwise). */
export async function deleteVoucher(ctx: Ctx, id: number): Promise<{ id: number }> {
  return inTransaction(ctx, async (tx) => {
    const voucher = await forUpdate(Voucher.of(tx).findById(id));
    if (!voucher) throw new NotFoundError();
    if (await VoucherUsage.of(tx).where('voucher_id', id).first()) throw new ConflictError('voucher.inUse');
    await Voucher.of(tx).deleteById(id);
    return { id };
  });
}

// ---------------------------------------------------------------- HQ: usage history

const historySpec: ListSpec<VoucherUsage> = {
  sort: {
    id: 'voucher_usages.id',
    createdAt: 'voucher_usages.created_at',
    usedAt: 'voucher_usages.created_at',
    discount: 'voucher_usages.discount',
    voucherCode: 'vouchers.voucher_code',
    voucherName: 'vouchers.voucher_name',
    orderNo: 'orders.order_no',
    releasedAt: 'voucher_usages.released_at',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    voucherId: 'voucher_id',
    userId: 'user_id',
    orderId: 'order_id',
    released: (qb, value) => {
      if (value === true || value === 'true' || value === 1) qb.whereNotNull('voucher_usages.released_at');
      else qb.whereNull('voucher_usages.released_at');
    },
  },
  search: ['vouchers.voucher_name', 'vouchers.voucher_code', 'orders.order_no', 'users.first_name', 'users.last_name', 'users.email'],
};

/** The uses of the company's vouchers, newest first: voucher, agent, order number, discount, date, released. */
export async function listUsages(ctx: Ctx, params: ListParams & { voucherId?: number }): Promise<ListPage<VoucherUsageView>> {
  const { voucherId, ...rest } = params;
  // The usage row is company-scoped; the joined rows are the ones it references (same company).
  const query = VoucherUsage.of(ctx)
    .join('vouchers', 'vouchers.id', 'voucher_usages.voucher_id')
    .leftJoin('orders', 'orders.id', 'voucher_usages.order_id')
    .leftJoin('users', 'users.id', 'voucher_usages.user_id')
    .select(
      'voucher_usages.*',
      'vouchers.voucher_name',
      'vouchers.voucher_code',
      'orders.order_no',
      'orders.stage as order_stage',
      'users.first_name as agent_first_name',
      'users.last_name as agent_last_name',
      'users.email as agent_email',
    );
  const page = await runList(query, historySpec, withPlainFilters(rest, { voucherId }));
  return new ListPage(
    page.items.map((usage) => {
      // The history's select adds the agent's and the order's columns to each usage row.
      const row = usage as unknown as Record<string, string | null>;
      const json = usage.toJSON() as unknown as { createdAt: string; releasedAt: string | null };
      const name = [row.agentFirstName, row.agentLastName].filter(Boolean).join(' ');
      return {
        id: usage.id,
        voucherId: usage.voucherId,
        voucherName: row.voucherName ?? '',
        voucherCode: row.voucherCode ?? '',
        userId: usage.userId,
        agentName: name || row.agentEmail || '',
        agentEmail: row.agentEmail,
        orderId: usage.orderId,
        orderNo: row.orderNo,
        orderStage: row.orderStage,
        discount: Number(usage.discount),
        usedAt: json.createdAt,
        released: usage.releasedAt !== null,
        releasedAt: json.releasedAt,
      };
    }),
    page.total,
    page.offset,
  );
}

// ---------------------------------------------------------------- checkout (called by the orders module)

export interface VoucherFacts {
  userId: number;
  /** Goods value of the cart (minor units) that the minimum purchase is compared with. */
  goodsValue: number;
  /** Value of the cart's packages (minor units): the minimum purchase of a package-only voucher. */
  packageValue: number;
  hasPackage: boolean;
  isFirstOrder: boolean;
}

/**
 * The user's live (unreleased) uses of the voucher. `lock` (MySQL/MariaDB, inside a claim): a
 * locking read, which sees the newest committed rows rather than the transaction's snapshot. It
 * is pinned to the (voucher_id, user_id) index so that it locks only this buyer's uses of this
 * voucher (and a gap): with the optimiser's free choice (the user_id or company index, or a full
 * scan of a small table) it would lock other checkouts' fresh rows and deadlock with them.
 */
async function liveUses(ctx: Ctx, voucherId: number, userId: number, lock = false): Promise<number> {
  const query = VoucherUsage.of(ctx).where('voucher_id', voucherId).where('user_id', userId).whereNull('released_at').select('voucher_usages.id');
  if (lock && dialect(platform().db) === 'mysql') {
    query.from(raw('?? FORCE INDEX (??)', ['voucher_usages', 'voucher_usages_voucher_id_user_id_index'])).forUpdate();
  }
  return (await query).length;
}

/**
 * Finds the company's voucher by code (case-insensitive) or id and checks it may be used now by
 * this buyer for this cart. Every refusal is a 422 on field `code` with its own message:
 * 'voucher.notFound', 'voucher.notStarted' (params date), 'voucher.expired',
 * 'voucher.quotaReached', 'voucher.usageLimit', 'voucher.firstOrderOnly', 'voucher.packageOnly',
 * 'voucher.minPurchase' (params amount, formatted in the company's currency). The minimum
 * purchase compares goodsValue, or packageValue for a package-only voucher. The usage limit
 * counts the buyer's unreleased uses.
 */
export async function checkVoucher(ctx: Ctx, ref: { code?: string; id?: number }, facts: VoucherFacts): Promise<Voucher> {
  const refuse = (key: Parameters<typeof ValidationError.field>[1], params?: Record<string, unknown>) => ValidationError.field('code', key, params);
  let voucher: Voucher | undefined;
  if (ref.id) voucher = await Voucher.of(ctx).findById(ref.id);
  else if (ref.code?.trim()) voucher = await Voucher.of(ctx).where('voucher_code', normaliseCode(ref.code)).first();
  if (!voucher) throw refuse('voucher.notFound');

  const status = voucherStatus(voucher);
  if (status === 'upcoming') throw refuse('voucher.notStarted', { date: voucher.startDate });
  if (status === 'expired') throw refuse('voucher.expired');
  if (voucher.used >= voucher.voucherQuota) throw refuse('voucher.quotaReached');
  if ((await liveUses(ctx, voucher.id, facts.userId)) >= voucher.usageLimit) throw refuse('voucher.usageLimit');
  if (voucher.firstOrder && !facts.isFirstOrder) throw refuse('voucher.firstOrderOnly');
  if (voucher.packageOnly && !facts.hasPackage) throw refuse('voucher.packageOnly');
  const base = voucher.packageOnly ? facts.packageValue : facts.goodsValue;
  if (base < voucher.minPurchase) {
    throw refuse('voucher.minPurchase', { amount: formatMoney(voucher.minPurchase, ctx.company.currency as Currency) });
  }
  return voucher;
}

/**
 * Takes one use of the voucher for an order, inside the checkout transaction (one is opened if
 * the context has none). The conditional update `used < voucher_quota` decides under any number
 * of parallel checkouts (0 rows → 409 'voucher.quotaReached') and locks the voucher row, so the
 * claims of one voucher run one after the other from there; the usage row is inserted, then the
 * buyer's live uses are counted (a locking read, so the newest committed uses count) and more
 * than the limit → 409 'voucher.usageLimit'. On any error the caller's transaction must roll
 * back (which undoes the update and the insert).
 *
 * Inserting before counting keeps the gap locks of the count from deadlocking two claims of
 * different vouchers: a claim waits (in its insert) only for claims that have finished counting.
 */
export async function claimVoucher(tx: Ctx, voucher: Voucher, userId: number, orderId: number, discount: number): Promise<void> {
  await inTransaction(tx, async (t) => {
    const taken = await byPrimaryKey(Voucher.of(t))
      .findById(voucher.id)
      .whereRaw('?? < ??', ['used', 'voucher_quota'])
      .patch({ used: raw('?? + 1', ['used']) });
    if (!taken) throw new ConflictError('voucher.quotaReached', { code: { key: 'voucher.quotaReached' } });
    await VoucherUsage.of(t).insert({ voucherId: voucher.id, userId, orderId, discount, releasedAt: null });
    if ((await liveUses(t, voucher.id, userId, true)) > voucher.usageLimit) {
      throw new ConflictError('voucher.usageLimit', { code: { key: 'voucher.usageLimit' } });
    }
  });
}

/**
 * Gives back the voucher use of a cancelled, deleted or expired order: marks the usage released
 * and lowers `used`, once — a second call, or an order without a voucher, changes nothing.
 */
export async function releaseVoucher(tx: Ctx, orderId: number): Promise<void> {
  await inTransaction(tx, async (t) => {
    const usage = await VoucherUsage.of(t).where('order_id', orderId).first();
    if (!usage || usage.releasedAt) return;
    // The voucher row first (the lock order of claimVoucher), then the conditional release.
    await forUpdate(byPrimaryKey(Voucher.of(t)).findById(usage.voucherId).select('vouchers.id'));
    const released = await byPrimaryKey(VoucherUsage.of(t)).findById(usage.id).whereNull('released_at').patch({ releasedAt: nowDb() });
    if (!released) return;
    await byPrimaryKey(Voucher.of(t))
      .findById(usage.voucherId)
      .where('used', '>', 0)
      .patch({ used: raw('?? - 1', ['used']) });
  });
}
