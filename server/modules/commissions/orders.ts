import { rowsOf } from '../../platform/rows';
import type { Ctx } from '../../platform/context';
import { platform } from '../../platform';
import { businessTime, dbTimeToDate, nowDb } from '../../platform/time';
import { MAINTAINED_TYPES, ORDER_COMMISSION_TYPES, type CommissionSource, type CommissionType, type Figures } from '../../../common/commissions';
import { AgentTreeRow } from '../agents';
import { PackageItem, Product } from '../catalog';
import { tierPricing, type TierPriceOf } from '../orders';
import { Order, OrderItem } from '../orders';
import { Tier } from '../tiers';
import { User } from '../users';
import { CommissionLine, CommissionPeriod } from './models';
import { percentOf } from '../../platform/money';
import { companyRows, scopedKnex } from '../../platform/scoped-sql';

/**
 * The per-order commissions (the plan: docs/compensation.md "Commission types"):
 * written by `writeOrderCommissions` inside the payment's transaction (orders' recordPayment, last,
 * after the counters), taken back by `clawBackOrder` inside the cancellation of a paid order.
 * Lines are immutable `commission_lines`, kind `earn`, in the period of the payment (the
 * Asia/Kuala_Lumpur month of `paid_at`), one batched insert per order; the line identity (company,
 * period, type, kind, beneficiary, source) makes a repeated call write nothing (INSERT … ignore).
 * Amounts are integer minor units, rounded per order line half away from zero (money.ts); lines
 * of amount 0 are not written. Facts (uplines, tiers, prices, products) are read as they are at
 * payment time; every line keeps the inputs it used in `figures` and its rule name in `rule`.
 *
 * Rules, per order line (source order_item) unless said otherwise:
 * - sale-profit (`sale-profit.margin`, payable false: the seller collected it): orders an agent
 *   sold (type upline, and personal — the agent's sale to its own customer). The seller earns the
 *   line's sales value (what the buyer paid for the goods after its discounts and voucher share)
 *   − its own cost: its tier price of the product for the line's quantity band × units, or for a
 *   package or combo (one price for every tier) the package's price × quantity. The amount may be
 *   negative (a sale below the seller's own price is a loss shown on its statement). No line when
 *   the seller has no tier or the product no price for its tier.
 * - sale-profit on a store dropship order (`sale-profit.dropship`, payable true: HQ collected the
 *   customer's money): an hq order marked `store_dropship` (the agent's storefront customer bought
 *   at the store's price, HQ shipped; set by orders/store-sale.ts) credits the buyer agent the line's
 *   sales value − its own tier price for the line's quantity band × units, the same figures as the
 *   margin above, only when positive (a store price under the agent's own is HQ's loss, never the
 *   agent's debt); the order's other lines (override, product commission, helper …) are unchanged.
 * - override (`override.differential`): lines of orders HQ sold (commissionable, type hq), product
 *   lines only (packages and combos earn no differential). The price accounted for starts at the
 *   buyer's tier price of the product for the line's quantity band (before rank discount and
 *   voucher, HQ's cost); the buyer's uplines, nearest first (closure table `agent_tree`), each earn
 *   (price accounted for − their tier price) × units when positive, and the price accounted for
 *   becomes their price when lower. An upline without a tier or without a price for the product
 *   earns nothing and leaves the price where it is. An upline whose tier has
 *   `overriding_commission` off earns nothing but its price still lowers the price accounted for
 *   (the difference stays with HQ: the flag stops that level earning, it does not raise what the
 *   levels above earn).
 * - product-commission (`product-commission.per-unit`): commissionable lines; the product's
 *   `commission` × units (a package: Σ contained products' commission × their quantity, × the
 *   line's quantity; combos: none — their contents are the buyer's choice, not kept per line) to
 *   the buyer's direct upline, unless its tier has `overriding_commission` off (override family).
 * - zeroriseOverriding (company switch): on a buyer's first paid order (`orders.is_first_order`)
 *   no override and no product commission are written at all.
 * - helper (`helper.percent`): commissionable lines (any item type); the buyer's helper earns its
 *   OWN tier's `helper_percen` (basis points) of the line's sales value.
 * - introducer (`introducer.per-unit`): commissionable lines; the product's `introducer_bonus`
 *   per unit (a package: Σ over its products, as product commission; combos: none) to the buyer's
 *   helper when set, else its direct upline.
 * - recruitment (`recruitment.first-order`, source order = the order): when the buyer's first
 *   paid order (from HQ or an upline, `is_first_order`) is paid, its recruiter
 *   (`users.recruiter_id`, the upline it was registered under) earns the buyer's tier
 *   `recruit_comm`; nothing without a recruiter. Never at sign-up, never on a later order.
 * - affiliate (`affiliate.per-unit`): any order carrying `affiliate_id`; that agent earns the
 *   product's `affiliate_commission` × units (a package: Σ over its products; combos: none).
 * Beneficiaries must be agents of the company; a suspended or inactive agent still earns (payouts
 * and maintenance at the close decide what it receives). Maintenance of override and product
 * commission is the period close's (forfeit/compression lines), not this module's.
 *
 * Clawback (`clawBackOrder`, in the current open period, kind clawback): for each (type,
 * beneficiary, source) of the order's per-order lines, −(their net over all kinds), so a line
 * compressed at a close is taken back from its receiver; a positive net of an override-family
 * type whose beneficiary's lines of that type were forfeited at the close of the earn's period
 * (period.ts: one forfeit line per type and upline) counts as zero, as the upline never received
 * it (a per-source forfeit of an older close nets it to zero by itself); plus the order's share
 * of period bonuses already closed: for each closed performance / personal-level line of the
 * period the order was paid in that the buyer's sales produced (source agent = buyer), −(its
 * `figures.rateBp` × the order line's sales value / 10000) per order line (source that order line,
 * reverses_id that bonus line). A second call finds the net already zero and the share lines in
 * place: it writes nothing.
 */

/** A line about to be written (the same shape tests compare). */
export interface NewLine {
  type: CommissionType;
  beneficiaryId: number;
  sourceType: CommissionSource;
  sourceId: number;
  amount: number;
  payable: boolean;
  rule: string;
  figures: Figures;
  reversesId?: number | null;
}

/** One upline as the override walk sees it: its tier price of the product (null: none) and whether its tier earns override. */
export interface OverrideStep {
  agentId: number;
  tierId: number | null;
  price: number | null;
  overrides: boolean;
}

export interface OverrideShare {
  agentId: number;
  tierId: number;
  /** The price accounted for before this upline, and its own price. */
  from: number;
  price: number;
  amount: number;
}

/** The differential override on `units` bought at `start` up the chain `uplines` (nearest first). */
export function overrideShares(start: number, uplines: OverrideStep[], units: number): OverrideShare[] {
  let accounted = start;
  const shares: OverrideShare[] = [];
  for (const u of uplines) {
    if (u.tierId === null || u.price === null) continue;
    if (u.overrides && accounted > u.price) shares.push({ agentId: u.agentId, tierId: u.tierId, from: accounted, price: u.price, amount: (accounted - u.price) * units });
    accounted = Math.min(accounted, u.price);
  }
  return shares;
}

const LINE_IDENTITY = ['company_id', 'period', 'type', 'kind', 'beneficiary_id', 'source_type', 'source_id'];
/** Rows per INSERT: ~15 values each stays far below SQLite's and MariaDB's placeholder limits. */
const INSERT_CHUNK = 1000;

/** The commission period (Asia/Kuala_Lumpur month) of a stored UTC time, or of now. */
export function periodOf(at?: string | null): string {
  return businessTime(at ? dbTimeToDate(at) : undefined).format('YYYY-MM');
}

/** Inserts lines of one order in one statement (per chunk); lines already there (same identity) are left as they are. */
async function insertLines(tx: Ctx, order: Order, period: string, kind: 'earn' | 'clawback', lines: NewLine[]): Promise<number> {
  const now = nowDb();
  const rows = lines
    .filter((l) => l.amount !== 0)
    .map((l) => ({
      period,
      type: l.type,
      kind,
      beneficiary_id: l.beneficiaryId,
      source_type: l.sourceType,
      source_id: l.sourceId,
      order_id: order.id,
      buyer_id: order.buyerId,
      amount: l.amount,
      payable: l.payable,
      reverses_id: l.reversesId ?? null,
      rule: l.rule,
      figures: JSON.stringify(l.figures),
      created_at: now,
    }));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await scopedKnex(tx)('commission_lines')
      .insert(companyRows(tx, rows.slice(i, i + INSERT_CHUNK)))
      .onConflict(LINE_IDENTITY)
      .ignore();
  }
  return rows.length;
}

export interface Upline {
  agentId: number;
  tierId: number | null;
  depth: number;
}

/** The buyer's uplines, nearest first (closure table). */
async function uplinesOf(tx: Ctx, agentId: number): Promise<Upline[]> {
  const rows = await rowsOf<Upline>(
    AgentTreeRow.of(tx)
      .join('users', 'users.id', 'agent_tree.ancestor_id')
      .where('agent_tree.descendantId', agentId)
      .where('agent_tree.depth', '>', 0)
      .orderBy('agent_tree.depth')
      .select('users.id as agentId', 'users.tierId as tierId', 'agent_tree.depth as depth'),
  );
  return rows.map((r) => ({ agentId: Number(r.agentId), tierId: r.tierId === null ? null : Number(r.tierId), depth: Number(r.depth) }));
}

export type PerUnitField = 'commission' | 'introducerBonus' | 'affiliateCommission';

/** What the rules read about one paid order, loaded in a few queries. */
export interface Facts {
  order: Order;
  items: OrderItem[];
  buyer: User;
  /** Agents of the company among the possible beneficiaries, by id. */
  agents: Map<number, User>;
  uplines: Upline[];
  tiers: Map<number, Tier>;
  priceOf: TierPriceOf;
  /** A line's fixed amount per line for a product field (product × quantity, package Σ contents × quantity; combos 0), with its per-unit figure. */
  fixed: (item: OrderItem, field: PerUnitField) => { perItem: number; amount: number };
}

async function loadFacts(tx: Ctx, order: Order): Promise<Facts | null> {
  const items = await OrderItem.of(tx).where('orderId', order.id).orderBy('id');
  const buyer = await User.of(tx).findById(order.buyerId);
  if (!buyer || !items.length) return null;
  const uplines = order.type === 'hq' ? await uplinesOf(tx, buyer.id) : [];
  const candidates = [order.sellerId, buyer.helperId, buyer.uplineId, buyer.recruiterId, order.affiliateId].filter((id): id is number => id !== null);
  const agents = new Map((candidates.length ? await User.of(tx).whereIn('id', candidates).where('role', 'agent') : []).map((u) => [u.id, u]));
  const tierIds = [...new Set([buyer.tierId, ...uplines.map((u) => u.tierId), ...[...agents.values()].map((a) => a.tierId)].filter((id): id is number => id !== null))];
  const tiers = new Map((tierIds.length ? await Tier.of(tx).whereIn('id', tierIds) : []).map((t) => [t.id, t]));
  const packageIds = [...new Set(items.flatMap((i) => (i.itemType === 'package' && i.packageId ? [i.packageId] : [])))];
  const contents = packageIds.length ? await PackageItem.of(tx).whereIn('packageId', packageIds) : [];
  const lineProducts = [...new Set(items.flatMap((i) => (i.itemType === 'product' && i.productId ? [i.productId] : [])))];
  const productIds = [...new Set([...lineProducts, ...contents.map((c) => c.productId)])];
  const products = new Map((productIds.length ? await Product.of(tx).whereIn('id', productIds).select('id', 'commission', 'introducerBonus', 'affiliateCommission') : []).map((p) => [p.id, p]));
  const priceOf = await tierPricing(tx, lineProducts, tierIds);
  const fieldOf = (productId: number, field: PerUnitField) => Number(products.get(productId)?.[field] ?? 0);
  const fixed = (item: OrderItem, field: PerUnitField) => {
    let perItem = 0;
    if (item.itemType === 'product' && item.productId) perItem = fieldOf(item.productId, field);
    else if (item.itemType === 'package') perItem = contents.filter((c) => c.packageId === item.packageId).reduce((s, c) => s + fieldOf(c.productId, field) * c.quantity, 0);
    return { perItem, amount: perItem * item.quantity };
  };
  return { order, items, buyer, agents, uplines, tiers, priceOf, fixed };
}

const tierFigures = (prefix: string, tier: Tier | undefined) => ({ [`${prefix}TierId`]: tier?.id ?? null, [`${prefix}Tier`]: tier?.levelName ?? null });

/** A line of an order line (payable unless said), its figures led by the buyer. */
function itemLine(f: Facts, item: OrderItem, type: CommissionType, beneficiaryId: number, amount: number, rule: string, figures: Figures, payable = true): NewLine {
  return { type, beneficiaryId, sourceType: 'order_item', sourceId: item.id, amount, payable, rule, figures: { buyerId: f.buyer.id, ...figures } };
}

/** A product's fixed amount per unit (product commission, introducer bonus, affiliate commission) to `beneficiary`. */
function perUnit(f: Facts, item: OrderItem, type: CommissionType, field: PerUnitField, beneficiary: User | undefined, extra: Figures = {}): NewLine | null {
  if (!beneficiary) return null;
  const { perItem, amount } = f.fixed(item, field);
  return itemLine(f, item, type, beneficiary.id, amount, `${type}.per-unit`, { itemType: item.itemType, perItem, quantity: item.quantity, units: item.units, ...extra });
}

const agentOf = (f: Facts, id: number | null) => (id === null ? undefined : f.agents.get(id));
const tierOf = (f: Facts, agent: Pick<User, 'tierId'> | undefined) => (agent?.tierId ? f.tiers.get(agent.tierId) : undefined);

/** The seller's margin on an order an agent sold (upline or personal). */
function saleProfit(f: Facts, item: OrderItem): NewLine | null {
  const seller = agentOf(f, f.order.sellerId);
  const tier = tierOf(f, seller);
  if (!seller || !tier) return null;
  // Packages and combos have one price for every tier: the seller paid the line's unit price.
  const price = item.itemType === 'product' ? f.priceOf(tier.id, item.productId ?? 0, item.quantity) : Number(item.unitPrice);
  if (price === null) return null;
  const cost = price * item.quantity;
  const salesValue = Number(item.salesValue);
  const figures = { orderType: f.order.type, itemType: item.itemType, salesValue, ...tierFigures('seller', tier), sellerPrice: price, quantity: item.quantity, units: item.units, cost };
  return itemLine(f, item, 'sale-profit', seller.id, salesValue - cost, 'sale-profit.margin', figures, false);
}

/** The buyer agent's margin on a store dropship order: HQ holds the store price, the agent is owed the difference to its tier price. */
function dropshipMargin(f: Facts, item: OrderItem): NewLine | null {
  const tier = tierOf(f, f.buyer);
  if (f.buyer.role !== 'agent' || !tier || item.itemType !== 'product') return null;
  const price = f.priceOf(tier.id, item.productId ?? 0, item.quantity);
  if (price === null) return null;
  const cost = price * item.quantity;
  const salesValue = Number(item.salesValue);
  // HQ set the store's floor price: a store price under the agent's own is HQ's loss, never a debt of the agent.
  if (salesValue <= cost) return null;
  const figures = {
    orderType: f.order.type,
    itemType: item.itemType,
    salesValue,
    ...tierFigures('seller', tier),
    sellerPrice: price,
    quantity: item.quantity,
    units: item.units,
    cost,
    storeDropship: true,
  };
  return itemLine(f, item, 'sale-profit', f.buyer.id, salesValue - cost, 'sale-profit.dropship', figures, true);
}

function overrides(f: Facts, item: OrderItem): NewLine[] {
  if (item.itemType !== 'product' || !item.productId || !f.buyer.tierId) return [];
  const productId = item.productId;
  const start = f.priceOf(f.buyer.tierId, productId, item.quantity);
  if (start === null) return [];
  const steps = f.uplines.map((u) => ({
    agentId: u.agentId,
    tierId: u.tierId,
    price: u.tierId === null ? null : f.priceOf(u.tierId, productId, item.quantity),
    overrides: Boolean(u.tierId !== null && f.tiers.get(u.tierId)?.overridingCommission),
  }));
  const depth = new Map(f.uplines.map((u) => [u.agentId, u.depth]));
  const buyerTier = tierFigures('buyer', tierOf(f, f.buyer));
  return overrideShares(start, steps, item.quantity).map((s) =>
    itemLine(f, item, 'override', s.agentId, s.amount, 'override.differential', {
      ...buyerTier,
      buyerPrice: start,
      ...tierFigures('beneficiary', f.tiers.get(s.tierId)),
      priceAccounted: s.from,
      beneficiaryPrice: s.price,
      units: item.quantity,
      depth: depth.get(s.agentId) ?? null,
    }),
  );
}

function productCommission(f: Facts, item: OrderItem): NewLine | null {
  const upline = agentOf(f, f.buyer.uplineId);
  const tier = tierOf(f, upline);
  if (tier && !tier.overridingCommission) return null;
  return perUnit(f, item, 'product-commission', 'commission', upline, tierFigures('beneficiary', tier));
}

function helper(f: Facts, item: OrderItem): NewLine | null {
  const agent = agentOf(f, f.buyer.helperId);
  const tier = tierOf(f, agent);
  if (!agent || !tier) return null;
  const salesValue = Number(item.salesValue);
  const figures = { salesValue, rateBp: tier.helperPercen, ...tierFigures('beneficiary', tier) };
  return itemLine(f, item, 'helper', agent.id, percentOf(salesValue, tier.helperPercen), 'helper.percent', figures);
}

function introducer(f: Facts, item: OrderItem): NewLine | null {
  const agent = agentOf(f, f.buyer.helperId ?? f.buyer.uplineId);
  return perUnit(f, item, 'introducer', 'introducerBonus', agent, { as: f.buyer.helperId !== null ? 'helper' : 'upline' });
}

function affiliate(f: Facts, item: OrderItem): NewLine | null {
  return perUnit(f, item, 'affiliate', 'affiliateCommission', agentOf(f, f.order.affiliateId));
}

function recruitment(f: Facts): NewLine | null {
  if (!f.order.isFirstOrder || f.order.type === 'personal') return null;
  const recruiter = agentOf(f, f.buyer.recruiterId);
  const tier = tierOf(f, f.buyer);
  if (!recruiter || !tier) return null;
  return {
    type: 'recruitment',
    beneficiaryId: recruiter.id,
    sourceType: 'order',
    sourceId: f.order.id,
    amount: Number(tier.recruitComm),
    payable: true,
    rule: 'recruitment.first-order',
    figures: { buyerId: f.buyer.id, ...tierFigures('buyer', tier), recruitComm: Number(tier.recruitComm) },
  };
}

/** Every per-order line a paid order earns (nothing written; scripts/bench-commissions.ts feeds it generated facts). */
export function orderLines(f: Facts, zerorise: boolean): NewLine[] {
  const lines: (NewLine | null)[] = [];
  const commissionable = f.order.type === 'hq';
  const zeroed = zerorise && Boolean(f.order.isFirstOrder);
  for (const item of f.items) {
    if (!commissionable) lines.push(saleProfit(f, item));
    if (commissionable) {
      if (!zeroed) lines.push(...overrides(f, item), productCommission(f, item));
      lines.push(helper(f, item), introducer(f, item));
      if (f.order.storeDropship) lines.push(dropshipMargin(f, item));
    }
    lines.push(affiliate(f, item));
  }
  lines.push(recruitment(f));
  return lines.filter((l): l is NewLine => l !== null && l.amount !== 0);
}

/**
 * Writes the per-order commission lines of a paid order, inside the payment's transaction (see
 * the module comment). Returns how many lines it meant to write (those already there are kept).
 */
export async function writeOrderCommissions(tx: Ctx, paid: Pick<Order, 'id'>): Promise<number> {
  // Read again: the caller's copy predates the payment (paid_at).
  const order = await Order.of(tx).findById(paid.id);
  if (!order || order.paymentStatus !== 'paid' || !order.paidAt) return 0;
  const facts = await loadFacts(tx, order);
  if (!facts) return 0;
  return insertLines(tx, order, periodOf(order.paidAt), 'earn', orderLines(facts, Boolean(tx.company.features.zeroriseOverriding)));
}

/** The order's share of period bonuses of a closed period its sales produced (see the module comment). */
async function periodShareClawbacks(tx: Ctx, order: Order): Promise<NewLine[]> {
  if (order.type !== 'hq' || !order.paidAt) return [];
  const paidPeriod = periodOf(order.paidAt);
  const closed = await CommissionPeriod.of(tx).where({ period: paidPeriod, status: 'closed' }).first();
  if (!closed) return [];
  const bonuses = await CommissionLine.of(tx)
    .where({ period: paidPeriod, kind: 'earn', sourceType: 'agent', sourceId: order.buyerId })
    .whereIn('type', ['performance', 'personal-level'])
    .orderBy('id');
  if (!bonuses.length) return [];
  const items = await OrderItem.of(tx).where('orderId', order.id).orderBy('id');
  const lines: NewLine[] = [];
  for (const bonus of bonuses) {
    const rateBp = (JSON.parse(bonus.figures) as Figures).rateBp;
    if (typeof rateBp !== 'number' || !Number.isSafeInteger(rateBp)) {
      platform().logger.warn({ lineId: bonus.id }, 'period bonus line without figures.rateBp: its share is not clawed back');
      continue;
    }
    for (const item of items) {
      const salesValue = Number(item.salesValue);
      lines.push({
        type: bonus.type,
        beneficiaryId: bonus.beneficiaryId,
        sourceType: 'order_item',
        sourceId: item.id,
        amount: -percentOf(salesValue, rateBp),
        payable: Boolean(bonus.payable),
        reversesId: bonus.id,
        rule: 'clawback.period-share',
        figures: { buyerId: order.buyerId, orderId: order.id, bonusPeriod: paidPeriod, bonusLineId: bonus.id, rateBp, salesValue },
      });
    }
  }
  return lines;
}

/**
 * Takes back what a paid order produced when it is cancelled or refunded, inside that
 * transaction, in the current period (see the module comment). Returns how many lines it meant to write.
 */
export async function clawBackOrder(tx: Ctx, cancelled: Pick<Order, 'id'>): Promise<number> {
  const order = await Order.of(tx).findById(cancelled.id);
  if (!order) return 0;
  const lines = await CommissionLine.of(tx)
    .where('orderId', order.id)
    .whereIn('type', [...ORDER_COMMISSION_TYPES])
    .whereIn('sourceType', ['order_item', 'order'])
    .orderBy('id');
  const nets = new Map<string, { first: CommissionLine; net: number; kinds: Set<string>; earnPeriod: string | null }>();
  for (const line of lines) {
    const key = `${line.type}|${line.beneficiaryId}|${line.sourceType}|${line.sourceId}`;
    const entry = nets.get(key) ?? { first: line, net: 0, kinds: new Set(), earnPeriod: null };
    entry.net += Number(line.amount);
    entry.kinds.add(line.kind);
    if (line.kind === 'earn') entry.earnPeriod = line.period;
    nets.set(key, entry);
  }
  // A positive net of an upline whose override family was forfeited at its earn period's close
  // (one forfeit line per type and upline, source the upline) is nothing it received.
  const candidates = [...nets.values()].filter((e) => e.net > 0 && e.earnPeriod !== null && (MAINTAINED_TYPES as readonly string[]).includes(e.first.type));
  if (candidates.length) {
    const forfeits = await CommissionLine.of(tx)
      .where({ kind: 'forfeit', sourceType: 'agent' })
      .whereIn('type', [...MAINTAINED_TYPES])
      .whereIn('period', [...new Set(candidates.map((e) => e.earnPeriod!))])
      .whereIn('beneficiaryId', [...new Set(candidates.map((e) => e.first.beneficiaryId))])
      .select('period', 'type', 'beneficiaryId');
    const gone = new Set(forfeits.map((f) => `${f.period}|${f.type}|${f.beneficiaryId}`));
    for (const e of candidates) {
      if (gone.has(`${e.earnPeriod}|${e.first.type}|${e.first.beneficiaryId}`)) {
        e.net = 0;
        e.kinds.add('forfeit');
      }
    }
  }
  const reversals: NewLine[] = [...nets.values()].map(({ first, net, kinds }) => ({
    type: first.type,
    beneficiaryId: first.beneficiaryId,
    sourceType: first.sourceType,
    sourceId: first.sourceId,
    amount: -net,
    payable: Boolean(first.payable),
    reversesId: first.id,
    rule: 'clawback.order',
    figures: { buyerId: order.buyerId, orderId: order.id, net, kinds: [...kinds].sort().join(','), paidPeriod: order.paidAt ? periodOf(order.paidAt) : null },
  }));
  return insertLines(tx, order, periodOf(), 'clawback', [...reversals, ...(await periodShareClawbacks(tx, order))]);
}

/**
 * The share of a closed period's bonuses of an order refunded after that period ended but before it
 * closed (its refund found the period still open): written by the close, in the current period.
 */
export async function clawBackPeriodShare(tx: Ctx, orderId: number): Promise<number> {
  const order = await Order.of(tx).findById(orderId);
  if (!order) return 0;
  return insertLines(tx, order, periodOf(), 'clawback', await periodShareClawbacks(tx, order));
}

/**
 * The override and product commission a zerorised first order would have paid (today's tiers and
 * prices): what GET /zerorise/commission/history shows. Nothing is written.
 */
export async function zeroedOverride(tx: Ctx, orderId: number): Promise<number> {
  const order = await Order.of(tx).findById(orderId);
  if (!order) return 0;
  const facts = await loadFacts(tx, order);
  if (!facts) return 0;
  return orderLines(facts, false)
    .filter((l) => l.type === 'override' || l.type === 'product-commission')
    .reduce((sum, l) => sum + l.amount, 0);
}
