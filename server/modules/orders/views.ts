import type { Knex } from 'knex';
import { raw, type Model, type QueryBuilder } from 'objection';
import type { UserCtx } from '../../platform/context';
import { AppError, ValidationError } from '../../platform/errors';
import { applyListFilters, applyListSort, ListPage, pageQuery, parseListParams, runList, sortColumn, type ListParams, type ListSpec, type PageQuery, type ParsedList } from '../../platform/http/list';
import { businessDayStart, dbTimeToIso, storedTimeToIso } from '../../platform/time';
import { rowsOf } from '../../platform/rows';
import { ORDER_STAGES, ORDER_TYPE_FILTERS, ORDER_TYPES, PAYMENT_STATUSES, type OrderStage, type OrderType } from '../../../common/orders';
import { User } from '../users';
import { Branch } from '../companies';
import { Cart, Order, OrderEvent, OrderItem } from './models';
import { sideOf, visibleOrders, findVisible } from './lifecycle';
import { cartItems, cartOf, fullName, isFirstOrder, loadBuyer, priceLines, sellerFor, totalsOf } from './cart';
import { translate } from '../../../common/messages';
import { feesOf, minimumFor, voucherFacts, voucherTerms } from './checkout';
import { computeAmounts } from './pricing';
import { checkVoucher } from '../vouchers';
import { Voucher } from '../vouchers';
import { openOrderOf } from './shared';
import { boundedCount, boundedCountSql, cappedTotal, orderCountSql, orderCounts, type CountAudience, type CountFilter, type StageCounts } from './counters';
import { orderReceiver, orderReceiverProblems } from './receiver';
import type { Cart as CartView, Order as OrderView, OrderEventView, OrderItemView } from '../../../common/api/orders';

/** How orders and carts are shown (the Order object of the API), and the manage-orders list. */

const nameOf = (u: User | undefined) => (u ? fullName(u) : '');

/**
 * Restricts a tenant query to the rows with these ids, the list of ids driving the join: with
 * `id IN (…)` SQLite (no statistics) prefers a company_id index and reads every row of the
 * company — a million orders for a page of 25. CROSS JOIN keeps the order, as in agents/genealogy.ts.
 */
function withIds<M extends Model>(query: QueryBuilder<M, M[]>, ids: number[]): QueryBuilder<M, M[]> {
  const table = query.modelClass().tableName;
  const wanted = ids.map(() => 'SELECT ? AS id').join(' UNION ALL ');
  return query
    .select(`${table}.*`)
    .from(raw(`(${wanted}) AS wanted CROSS JOIN ??`, [...ids, table]))
    .whereColumn(`${table}.id`, 'wanted.id');
}

async function people(ctx: UserCtx, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  return new Map((wanted.length ? await withIds(User.of(ctx), wanted).withGraphFetched('tier') : []).map((u) => [u.id, u]));
}

/** The names an order's view shows beside its own columns: its buyer (with tier), seller and branch. */
interface OrderNames {
  buyer: { name: string; email: string | null; tier: { id: number; levelName: string } | null };
  sellerName: string;
  branchName: string | null;
}

/** One order as the API shows it, given its names (read by id for the detail, joined for the list). */
function orderView(ctx: UserCtx, o: Order, names: OrderNames): OrderView {
  const side = sideOf(ctx, o);
  const open = !['completed', 'cancelled'].includes(o.stage);
  const view: OrderView = {
    id: o.id,
    orderNo: o.orderNo,
    referenceNo: o.referenceNo,
    type: o.type,
    stage: o.stage,
    paymentType: o.paymentType,
    paymentStatus: o.paymentStatus,
    buyer: { id: o.buyerId, ...names.buyer },
    seller: o.sellerId ? { id: o.sellerId, name: names.sellerName } : null,
    receiver: orderReceiver(o),
    receiverProblems: orderReceiverProblems(o),
    customerId: o.customerId,
    shipmentType: o.shipmentType,
    courierId: o.courierId,
    courierName: o.courierName,
    branch: o.branchId && names.branchName !== null ? { id: o.branchId, name: names.branchName } : null,
    pickupAt: dbTimeToIso(o.pickupAt),
    trackingNo: o.trackingNo,
    invoiceNo: o.invoiceNo,
    printed: { invoice: dbTimeToIso(o.invoicePrintedAt), packingList: dbTimeToIso(o.packingPrintedAt), shippingLabel: dbTimeToIso(o.labelPrintedAt) },
    weightGrams: o.weightGrams,
    units: o.units,
    // An order's amounts: grand total = the parts; total paid = grand total + the online payment fee (paymentFee).
    subtotal: Number(o.subtotal),
    discount: Number(o.discount),
    voucherDiscount: Number(o.voucherDiscount),
    shippingFee: Number(o.shippingFee),
    adminFee: Number(o.adminFee),
    tax: Number(o.tax),
    serviceCharge: Number(o.serviceCharge),
    grandTotal: Number(o.grandTotal),
    paymentFee: Number(o.paymentFee),
    totalPaid: Number(o.totalPaid),
    voucherCode: o.voucherCode,
    points: o.points,
    isFirstOrder: Boolean(o.isFirstOrder),
    notes: o.notes,
    remark: o.remark,
    expiresAt: dbTimeToIso(o.expiresAt),
    createdAt: storedTimeToIso(o.createdAt),
    paidAt: dbTimeToIso(o.paidAt),
    approvedAt: dbTimeToIso(o.approvedAt),
    shippedAt: dbTimeToIso(o.shippedAt),
    completedAt: dbTimeToIso(o.completedAt),
    cancelledAt: dbTimeToIso(o.cancelledAt),
    can: {
      pay: side.seller && o.stage === 'unpaid',
      approve: side.seller && o.stage === 'approval',
      cancel: side.seller && ['unpaid', 'approval', 'to_ship'].includes(o.stage),
      ship: side.seller && o.shipmentType === 'courier' && ['to_ship', 'delivery'].includes(o.stage),
      complete: (side.seller && (o.stage === 'delivery' || (o.stage === 'to_ship' && o.shipmentType === 'pickup'))) || (side.buyer && o.stage === 'delivery'),
      delete: side.buyer && o.stage === 'unpaid',
      updatePickup: side.seller && open && o.shipmentType === 'pickup',
    },
  };
  return view;
}

/** Orders in full (detail, fulfilment): their people and branches read by id, with items and events. */
export async function presentOrders(ctx: UserCtx, orders: Order[], full: boolean): Promise<OrderView[]> {
  const users = await people(
    ctx,
    orders.flatMap((o) => [o.buyerId, o.sellerId]),
  );
  const branchIds = [...new Set(orders.flatMap((o) => (o.branchId ? [o.branchId] : [])))];
  const branches = new Map((branchIds.length ? await Branch.of(ctx).whereIn('id', branchIds) : []).map((b) => [b.id, b]));
  const ids = orders.map((o) => o.id);
  const items = full && ids.length ? await OrderItem.of(ctx).whereIn('orderId', ids).orderBy('id') : [];
  const events = full && ids.length ? await OrderEvent.of(ctx).whereIn('orderId', ids).orderBy('id') : [];
  const actors = full
    ? await people(
        ctx,
        events.map((e) => e.byUserId),
      )
    : new Map<number, User>();
  return orders.map((o) => {
    const buyer = users.get(o.buyerId);
    const names: OrderNames = {
      buyer: { name: nameOf(buyer), email: buyer?.email ?? null, tier: buyer?.tier ? { id: buyer.tier.id, levelName: buyer.tier.levelName } : null },
      sellerName: nameOf(o.sellerId ? users.get(o.sellerId) : undefined),
      branchName: o.branchId ? (branches.get(o.branchId)?.name ?? null) : null,
    };
    const view = orderView(ctx, o, names);
    if (full) {
      view.items = items
        .filter((i) => i.orderId === o.id)
        .map((i): OrderItemView => ({
          id: i.id,
          itemType: i.itemType,
          productId: i.productId,
          variantId: i.variantId,
          packageId: i.packageId,
          comboId: i.comboId,
          name: i.name,
          sku: i.sku,
          variantName: i.variantName,
          quantity: i.quantity,
          unitPrice: Number(i.unitPrice),
          lineTotal: Number(i.lineTotal),
          discount: Number(i.discount),
          voucherDiscount: Number(i.voucherDiscount),
          salesValue: Number(i.salesValue),
          units: i.units,
          points: i.points,
        }));
      view.events = events
        .filter((e) => e.orderId === o.id)
        .map((e): OrderEventView => ({
          id: e.id,
          action: e.action,
          fromStage: e.fromStage,
          toStage: e.toStage,
          by: e.byUserId ? { id: e.byUserId, name: nameOf(actors.get(e.byUserId)) } : null,
          note: e.note,
          createdAt: storedTimeToIso(e.createdAt),
        }));
    }
    return view;
  });
}

export async function orderDetail(ctx: UserCtx, id: number) {
  const order = await findVisible(ctx, id);
  return (await presentOrders(ctx, [order], true))[0]!;
}

// ---------------------------------------------------------------- the list

/**
 * A date filter's first instant in UTC (businessDayStart), remembered per value: cutting a KL day
 * with dayjs took a twentieth of a list request's time, for the same few days on every page.
 * Only days it accepted are kept (a bad value still throws each time); at most DAYS_KEPT of them.
 */
const dayStarts = new Map<string, string>();
const DAYS_KEPT = 1_000;

function dayStart(value: unknown, field: 'dateFrom' | 'dateTo', plusDays: number): string {
  const key = typeof value === 'string' ? `${field}|${value}` : null;
  const known = key === null ? undefined : dayStarts.get(key);
  if (known !== undefined) return known;
  const start = businessDayStart(value, field, plusDays);
  if (key !== null) {
    if (dayStarts.size >= DAYS_KEPT) dayStarts.clear();
    dayStarts.set(key, start);
  }
  return start;
}

const dateFilter = (op: '>=' | '<') => (qb: QueryBuilder<Order, Order[]>, value: unknown) => {
  qb.where('orders.created_at', op, dayStart(value, op === '<' ? 'dateTo' : 'dateFrom', op === '<' ? 1 : 0));
};

function listSpec(ctx: UserCtx): ListSpec<Order> {
  return {
    sort: { id: 'orders.id', createdAt: 'orders.created_at', grandTotal: 'orders.grand_total', stage: 'orders.stage', orderNo: 'orders.order_no' },
    defaultSort: ['createdAt', 'DESC'],
    // Ties of created_at newest id first: the (…, created_at, deleted_at) indexes then give a page in order on MariaDB.
    idFollowsSort: true,
    search: ['orders.order_no', 'orders.reference_no', 'orders.receiver_first_name', 'orders.receiver_last_name', 'orders.receiver_email', 'buyer.first_name', 'buyer.last_name', 'buyer.email'],
    filters: {
      stage: (qb, v) => {
        if (!(ORDER_STAGES as readonly unknown[]).includes(v)) throw ValidationError.field('stage', 'validation.invalid');
        qb.where('orders.stage', v as string);
      },
      type: (qb, v) => {
        if (!(ORDER_TYPE_FILTERS as readonly unknown[]).includes(v)) throw ValidationError.field('type', 'validation.invalid');
        if (v === 'team') qb.where('orders.type', 'upline').where('orders.seller_id', ctx.user.id);
        else qb.where('orders.type', v as string);
      },
      branchId: 'branch_id',
      paymentStatus: (qb, v) => {
        if (!(PAYMENT_STATUSES as readonly unknown[]).includes(v)) throw ValidationError.field('paymentStatus', 'validation.invalid');
        qb.where('orders.payment_status', v as string);
      },
      dateFrom: dateFilter('>='),
      dateTo: dateFilter('<'),
      agentId: 'buyer_id',
      placed: (qb, v) => {
        if (v === true || v === 'true') qb.where('orders.buyer_id', ctx.user.id);
      },
      received: (qb, v) => {
        if (v === true || v === 'true') qb.where('orders.seller_id', ctx.user.id);
      },
    },
  };
}

const FILTER_KEYS = ['stage', 'type', 'branchId', 'paymentStatus', 'dateFrom', 'dateTo', 'agentId', 'placed', 'received'] as const;

/** Plain query parameters join react-admin's `filter` JSON (422 on a malformed one); `without` drops some. */
function mergedParams(params: ListParams & Record<string, unknown>, without: string[] = []): ListParams {
  const { filter, search } = parseListParams(params);
  for (const key of FILTER_KEYS) if (params[key] !== undefined && filter[key] === undefined) filter[key] = params[key];
  for (const key of without) delete filter[key];
  return { ...params, search: search ?? undefined, filter: JSON.stringify(filter) };
}

/** Joins a company table under `alias` on its id = `column`, within the order's company (as `User.of` etc. would require). */
const sameCompany = (alias: string, column: string) => (join: Knex.JoinClause) => {
  join.on(`${alias}.id`, column).andOn(`${alias}.company_id`, 'orders.company_id');
};

/** An agent's list keeps to one side by its own filter: its team, received or placed orders (seller or buyer is the agent). */
function oneSide(ctx: UserCtx, { filter }: ParsedList): boolean {
  const yes = (v: unknown) => v === true || v === 'true';
  return ctx.user.role === 'agent' && (filter.type === 'team' || yes(filter.received) || yes(filter.placed));
}

/**
 * The list reads in two steps: the page of ids (with the sort column) from the filtered, sorted
 * query and its count, both from indexes alone for the usual filters; then the 25 rows by id.
 * The buyer is joined only when searching (the search covers its name and e-mail).
 */
function idQuery(ctx: UserCtx, spec: ListSpec<Order>, params: ListParams) {
  const parsed = parseListParams(params);
  // One side of an agent's orders is one index range instead of the union of visibleOrders.
  const base = oneSide(ctx, parsed) ? Order.of(ctx).whereNull('orders.deleted_at') : visibleOrders(ctx);
  const query = base.select('orders.id');
  const column = sortColumn(spec, (parsed.sort ?? spec.defaultSort)[0]);
  if (column && column !== 'orders.id') query.select(column);
  if (parsed.search) query.join('users as buyer', sameCompany('buyer', 'orders.buyer_id'));
  return query;
}

/**
 * A page of an agent's orders on both sides (what it bought, what it sold to others): each side
 * filtered, sorted and cut at the page's end from its own (company, buyer|seller, created_at) index,
 * then the two short lists merged and the page taken. Sorting the union of both sides whole read
 * every order of a busy seller for each page (25–29 ms for 1,700 orders on MariaDB).
 * The page's query (ids and sort column) is returned unrun, for listedOrders to read with its rows;
 * `filtered` is the union of both sides with the filters, for a count the counters cannot give.
 */
function agentPage(ctx: UserCtx, spec: ListSpec<Order>, params: ListParams): PageQuery<Order> {
  const parsed = parseListParams(params);
  const filtered = idQuery(ctx, spec, params);
  applyListFilters(filtered, spec, parsed);
  const column = sortColumn(spec, (parsed.sort ?? spec.defaultSort)[0]);
  const side = (bought: boolean) => {
    const q = Order.of(ctx).whereNull('orders.deleted_at').select('orders.id', 'orders.company_id');
    if (column !== 'orders.id') q.select(column);
    if (bought) q.where('orders.buyer_id', ctx.user.id);
    else q.where('orders.seller_id', ctx.user.id).whereNot('orders.buyer_id', ctx.user.id);
    if (parsed.search) q.join('users as buyer', sameCompany('buyer', 'orders.buyer_id'));
    applyListFilters(q, spec, parsed);
    applyListSort(q, spec, parsed);
    return q.limit(parsed.offset + parsed.limit).toKnexQuery();
  };
  const page = Order.of(ctx)
    .select('orders.id')
    .from(raw('(SELECT * FROM ? AS bought UNION ALL SELECT * FROM ? AS sold) AS orders', [side(true), side(false)]));
  if (column !== 'orders.id') page.select(column);
  applyListSort(page, spec, parsed);
  return { query: page.offset(parsed.offset).limit(parsed.limit), filtered, parsed };
}

/**
 * What the counters (counters.ts) can count for a list's filters: the audience, its types and days
 * and the stage; null when a filter they do not key on applies (search, branch, payment status, an
 * agent's date range, two different people) — that list counts its rows up to COUNT_CAP instead.
 * The filters have been checked by runList. An agent's list is its own orders (visibleOrders): a
 * filter on itself as buyer or seller keeps within them, one on another person is left to SQL.
 */
function countPlan(ctx: UserCtx, { filter, search }: ParsedList): { audience: CountAudience; filter: CountFilter; stage: OrderStage | null } | null {
  const given = Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== '');
  if (search || given.some(([k]) => !COUNTED_FILTERS.has(k))) return null;
  const me = ctx.user.id;
  const agent = ctx.user.role === 'agent';
  const yes = (v: unknown) => v === true || v === 'true';
  let types: readonly OrderType[] = ORDER_TYPES;
  const buyers = new Set<number>();
  const sellers = new Set<number>();
  if (filter.type === 'team') {
    types = ['upline'];
    sellers.add(me);
  } else if (filter.type) types = [filter.type as OrderType];
  if (given.some(([k]) => k === 'agentId')) buyers.add(Number(filter.agentId));
  if (yes(filter.placed)) buyers.add(me);
  if (yes(filter.received)) sellers.add(me);
  if (buyers.size > 1 || sellers.size > 1 || [...buyers].some((id) => !Number.isSafeInteger(id))) return null;
  const [buyer] = buyers;
  const [seller] = sellers;
  let audience: CountAudience;
  if (buyer !== undefined && seller !== undefined) {
    // Bought from and sold by the same person: its personal sales.
    if (buyer !== seller || (agent && buyer !== me)) return null;
    audience = { scope: 'buyer', userId: buyer };
    types = types.filter((t) => t === 'personal');
  } else if (buyer !== undefined || seller !== undefined) {
    const userId = (buyer ?? seller)!;
    if (agent && userId !== me) return null;
    audience = { scope: buyer !== undefined ? 'buyer' : 'seller', userId };
  } else audience = agent ? { scope: 'agent', userId: me } : { scope: 'company' };
  const days = { dateFrom: filter.dateFrom as string | undefined, dateTo: filter.dateTo as string | undefined };
  if ((days.dateFrom || days.dateTo) && audience.scope !== 'company') return null;
  return { audience, filter: { types, ...days }, stage: (filter.stage as OrderStage | undefined) || null };
}

const COUNTED_FILTERS = new Set(['stage', 'type', 'dateFrom', 'dateTo', 'agentId', 'placed', 'received']);

/** A page of the list; `capped`: its total is COUNT_CAP and more orders match. */
export class OrderListPage<T> extends ListPage<T> {
  constructor(
    items: T[],
    total: number,
    offset: number,
    readonly capped: boolean,
  ) {
    super(items, total, offset);
  }
}

export async function listOrders(ctx: UserCtx, params: ListParams & Record<string, unknown>) {
  const spec = listSpec(ctx);
  const merged = mergedParams(params);
  const page = ctx.user.role === 'agent' && !oneSide(ctx, parseListParams(merged)) ? agentPage(ctx, spec, merged) : pageQuery(idQuery(ctx, spec, merged), spec, merged);
  const { parsed } = page;
  // The total: from the counters where they key on the filters, else counted up to COUNT_CAP.
  const plan = countPlan(ctx, parsed);
  const totalSql = plan ? orderCountSql(ctx, plan.audience, plan.filter, plan.stage) : boundedCountSql(page.filtered);
  const rows = parsed.limit === 0 ? [] : await listedOrders(ctx, page.query, sortColumn(spec, (parsed.sort ?? spec.defaultSort)[0]), parsed, totalSql);
  // A page past the end has no row to carry the total: it is read alone.
  const counted = rows.length ? rows[0]!.listedTotal : ((await Order.knex().first(Order.knex().raw('? AS n', [totalSql]))) as { n: number | string }).n;
  const { total, capped } = plan ? { total: Number(counted), capped: false } : cappedTotal(counted);
  const items = rows.map((o) =>
    orderView(ctx, o, {
      buyer: {
        name: listedName(o.listedBuyerId, o.listedBuyerFirstName, o.listedBuyerLastName, o.listedBuyerEmail),
        email: o.listedBuyerEmail,
        tier: o.listedTierId === null ? null : { id: o.listedTierId, levelName: o.listedTierLevelName! },
      },
      sellerName: listedName(o.listedSellerId, o.listedSellerFirstName, o.listedSellerLastName, o.listedSellerEmail),
      branchName: o.listedBranchName,
    }),
  );
  return new OrderListPage(items, total, parsed.offset, capped);
}

/** A joined person's name as nameOf gives it ('' when absent). */
const listedName = (id: number | null, firstName: string | null, lastName: string | null, email: string | null) => (id === null ? '' : fullName({ firstName, lastName, email: email! }));

/** A page's order with its buyer, buyer's tier, seller and branch columns (null when absent). */
type ListedOrder = Order & {
  listedBuyerId: number | null;
  listedBuyerFirstName: string | null;
  listedBuyerLastName: string | null;
  listedBuyerEmail: string | null;
  listedTierId: number | null;
  listedTierLevelName: string | null;
  listedSellerId: number | null;
  listedSellerFirstName: string | null;
  listedSellerLastName: string | null;
  listedSellerEmail: string | null;
  listedBranchName: string | null;
  /** The list's total (the counters' count, or a count up to COUNT_CAP + 1), the same on every row. */
  listedTotal: number | string;
};

/**
 * The page's orders and the names the list shows, in one query with the page itself, as plain
 * rows (the list only reads them: no model instances): the page's query (ids and sort column,
 * filtered, sorted and cut from the indexes) is a derived table that drives the join to its
 * orders (CROSS JOIN keeps that order on SQLite, which with `id IN (…)` preferred a company_id
 * index and read every order of the company), and the rows come back in the page's order.
 * The list's total comes in the same statement, on every row (a scalar subquery, run once).
 * Before, the total, the page's ids and the rows were three queries: two round trips more for
 * every page (a page past the end, without rows, reads its total alone). The orders are the company's (Order.of); the joined users, tier and branch must
 * belong to the order's company too, as `User.of` etc. would require.
 */
async function listedOrders(ctx: UserCtx, page: QueryBuilder<Order, Order[]>, column: string, parsed: ParsedList, total: Knex.Raw | Knex.QueryBuilder): Promise<ListedOrder[]> {
  const order = (parsed.sort ?? listSpec(ctx).defaultSort)[1] === 'DESC' ? 'desc' : 'asc';
  const query = Order.of(ctx)
    .select('orders.*')
    .from(raw('? AS page CROSS JOIN ??', [page.toKnexQuery(), 'orders']))
    .whereColumn('orders.id', 'page.id')
    .leftJoin('users as buyer', sameCompany('buyer', 'orders.buyer_id'))
    .leftJoin('tiers as tier', sameCompany('tier', 'buyer.tier_id'))
    .leftJoin('users as seller', sameCompany('seller', 'orders.seller_id'))
    .leftJoin('branches as branch', sameCompany('branch', 'orders.branch_id'))
    .select(
      'buyer.id as listedBuyerId',
      'buyer.first_name as listedBuyerFirstName',
      'buyer.last_name as listedBuyerLastName',
      'buyer.email as listedBuyerEmail',
      'tier.id as listedTierId',
      'tier.level_name as listedTierLevelName',
      'seller.id as listedSellerId',
      'seller.first_name as listedSellerFirstName',
      'seller.last_name as listedSellerLastName',
      'seller.email as listedSellerEmail',
      'branch.name as listedBranchName',
    )
    .select(raw('? AS listed_total', [total]));
  // The page's order (the list's sort, then the id the same way: listSpec's idFollowsSort), read from the page's own columns.
  if (column !== 'orders.id') query.orderBy(`page.${column.slice('orders.'.length)}`, order);
  query.orderBy('page.id', order);
  return rowsOf<ListedOrder>(query.toKnexQuery());
}

/**
 * Counts per stage for the same filters (the stage itself aside), the numbers of the stage tabs:
 * from the counters when they key on the filters, else one count per stage up to COUNT_CAP (a
 * range of (company_id, stage, created_at, deleted_at) from the index alone for a date range).
 * The filters are checked by runList on a page of none.
 */
export async function orderSummary(ctx: UserCtx, params: ListParams & Record<string, unknown>): Promise<StageCounts> {
  const merged = mergedParams({ ...params, perPage: 0 }, ['stage']);
  const spec = listSpec(ctx);
  let counts: StageCounts | null = null;
  const total = async (filtered: QueryBuilder<Order, Order[]>, list: ParsedList) => {
    const plan = countPlan(ctx, list);
    if (plan) counts = await orderCounts(ctx, plan.audience, plan.filter);
    else {
      const each: StageCounts = { all: 0 } as StageCounts;
      for (const stage of ORDER_STAGES) {
        each[stage] = (await boundedCount(filtered.clone().where('orders.stage', stage))).total;
        each.all += each[stage];
      }
      counts = each;
    }
    return counts.all;
  };
  await runList(idQuery(ctx, spec, merged), spec, merged, { total });
  return counts!;
}

// ---------------------------------------------------------------- the cart

export async function cartView(ctx: UserCtx, storeId: number | null): Promise<CartView> {
  const buyer = await loadBuyer(ctx, ctx.user.id);
  const seller = await sellerFor(ctx, buyer, storeId);
  const cart = await cartOf(ctx, buyer.id);
  const firstOrder = seller.type !== 'personal' && (await isFirstOrder(ctx, buyer.id));
  const lines = await priceLines(ctx, buyer, seller, await cartItems(ctx, cart), firstOrder);
  let voucher: CartView['voucher'] = null;
  let terms = null;
  if (cart.voucherId) {
    const row = await Voucher.of(ctx).findById(cart.voucherId);
    if (row) {
      let problem: string | null = null;
      try {
        await checkVoucher(ctx, { id: row.id }, voucherFacts(buyer, lines, firstOrder));
        terms = voucherTerms(row);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        problem = translate(error.key, ctx.lang, error.params);
      }
      voucher = { code: row.voucherCode, name: row.voucherName, discount: 0, freeShipping: Boolean(row.freeShipping), problem };
    }
  }
  const { amounts } = computeAmounts({ lines, voucher: terms, shipping: 0, ...(await feesOf(ctx)) });
  if (voucher) voucher.discount = amounts.voucherDiscount;
  const open = await openOrderOf(ctx, cart);
  return {
    seller,
    items: lines.flatMap((l) =>
      l.id === null
        ? []
        : [
            {
              id: l.id,
              itemType: l.itemType,
              productId: l.productId,
              variantId: l.variantId,
              packageId: l.packageId,
              comboId: l.comboId,
              choices: l.choices,
              quantity: l.quantity,
              name: l.name,
              sku: l.sku,
              image: l.image,
              variantName: l.variantName,
              unitPrice: l.unitPrice,
              lineTotal: l.lineTotal,
              discount: l.discount,
              units: l.units,
              available: l.problem === null,
              problem: l.problem,
            },
          ],
    ),
    voucher,
    amounts: { ...amounts, ...totalsOf(lines) },
    isFirstOrder: firstOrder,
    minimum: minimumFor(ctx, buyer, seller, lines, firstOrder),
    openOrder: open ? { id: open.id, orderNo: open.orderNo, grandTotal: Number(open.grandTotal), stage: open.stage } : null,
  };
}

/** Applies a voucher to the cart after checking it against the cart as it is. */
export async function applyVoucher(ctx: UserCtx, code: string, storeId: number | null) {
  const buyer = await loadBuyer(ctx, ctx.user.id);
  const seller = await sellerFor(ctx, buyer, storeId);
  const cart = await cartOf(ctx, buyer.id);
  const firstOrder = seller.type !== 'personal' && (await isFirstOrder(ctx, buyer.id));
  const lines = await priceLines(ctx, buyer, seller, await cartItems(ctx, cart), firstOrder);
  const voucher = await checkVoucher(ctx, { code }, voucherFacts(buyer, lines, firstOrder));
  await Cart.of(ctx).findById(cart.id).patch({ voucherId: voucher.id });
}

export async function removeVoucher(ctx: UserCtx) {
  const cart = await cartOf(ctx, ctx.user.id);
  await Cart.of(ctx).findById(cart.id).patch({ voucherId: null });
}
