import crypto from 'node:crypto';
import type { UserCtx } from '../../server/platform/context';
import { inTransaction } from '../../server/platform/tx';
import { Package, PackageItem, type Product } from '../../server/modules/catalog/models';
import { CommissionLine } from '../../server/modules/commissions/models';
import { Order, OrderItem } from '../../server/modules/orders/models';
import { recordPayment } from '../../server/modules/orders/lifecycle';
import { Tier } from '../../server/modules/tiers/models';
import type { User } from '../../server/modules/users/models';
import { quickAgent } from '../agents/helpers';
import { newCategory, newProduct } from '../catalog/factories';
import { newCompany } from '../harness';
import { setFeatures } from '../orders/factories';
import type { CompanyFeatures } from '../../server/modules/companies/models';

/**
 * Shared factories of the commission tests: the plan of docs/compensation.md's worked example.
 * Four tiers — Master Stockist (rank 1), Stockist, Dealer, Agent (rank 4) — price the serum at
 * RM 60 / 70 / 80 / 100; it pays RM 2 product commission, RM 1 introducer bonus and RM 3 affiliate
 * commission per unit. A second product (the toner, RM 30 / 35 / 40 / 50, RM 1 commission, RM 0.50
 * introducer bonus, no affiliate commission) and a package of 2 serums + 1 toner at RM 250 (one
 * price for every tier). The chain A (Master Stockist) → B (Stockist) → C (Dealer) → D (Agent),
 * each registered under its upline (recruiter). Helpers: Stockist 5 %, Dealer 3 %. Recruitment:
 * an Agent recruit pays RM 50, a Dealer recruit RM 80. Amounts in sen.
 */
export async function plan(options: Parameters<typeof newCompany>[0] = {}) {
  const c = await newCompany(options);
  const tier = async (rankNumber: number, levelName: string, extra: Partial<Tier> = {}) => Tier.of(c.ctx).insertAndFetch({ levelName, rankNumber, ...extra });
  const ms = await tier(1, 'Master Stockist');
  const stockist = await tier(2, 'Stockist', { helperPercen: 500 });
  const dealer = await tier(3, 'Dealer', { helperPercen: 300, recruitComm: 8000 });
  const agentTier = await tier(4, 'Agent', { recruitComm: 5000 });
  const category = await newCategory(c);
  const serum = await newProduct(
    c,
    { categoryId: category.id, name: 'Serum', retailPrice: 12000, commission: 200, introducerBonus: 100, affiliateCommission: 300, stock: 1000 },
    { [ms.id]: 6000, [stockist.id]: 7000, [dealer.id]: 8000, [agentTier.id]: 10000 },
  );
  const toner = await newProduct(
    c,
    { categoryId: category.id, name: 'Toner', retailPrice: 6000, commission: 100, introducerBonus: 50, affiliateCommission: 0, stock: 1000 },
    { [ms.id]: 3000, [stockist.id]: 3500, [dealer.id]: 4000, [agentTier.id]: 5000 },
  );
  const pack = await Package.of(c.ctx).insertAndFetch({ name: 'Starter pack', code: `P${crypto.randomBytes(3).toString('hex')}`, price: 25000 });
  await PackageItem.of(c.ctx).insert({ packageId: pack.id, productId: serum.id, variantId: null, quantity: 2 });
  await PackageItem.of(c.ctx).insert({ packageId: pack.id, productId: toner.id, variantId: null, quantity: 1 });
  const agent = (uplineId: number | null, tierId: number, extra: Partial<User> = {}) => quickAgent(c, uplineId, { tierId, recruiterId: uplineId, ...extra });
  const A = await agent(null, ms.id);
  const B = await agent(A.id, stockist.id);
  const C = await agent(B.id, dealer.id);
  const D = await agent(C.id, agentTier.id);
  return { c, tiers: { ms, stockist, dealer, agent: agentTier }, serum, toner, pack, A, B, C, D, agent };
}

export type Plan = Awaited<ReturnType<typeof plan>>;

export interface LineSpec {
  product?: Product;
  packageId?: number;
  quantity: number;
  /** Default: the tier price given in `price` (products) or the package price. */
  unitPrice: number;
  /** Discount and voucher share off the line total (the sales value is what is left). */
  off?: number;
}

/**
 * An order placed and paid the way checkout and recordPayment do it (its rows written directly,
 * then orders' recordPayment in a transaction, which writes the commission lines).
 */
export async function paidOrder(
  p: Pick<Plan, 'c'>,
  buyer: User,
  lines: LineSpec[],
  options: { type?: 'hq' | 'upline' | 'personal'; sellerId?: number | null; firstOrder?: boolean; affiliateId?: number | null } = {},
): Promise<Order> {
  const type = options.type ?? 'hq';
  const sellerId = type === 'hq' ? null : type === 'personal' ? buyer.id : (options.sellerId ?? buyer.uplineId);
  const totals = lines.map((l) => ({ total: l.unitPrice * l.quantity, value: l.unitPrice * l.quantity - (l.off ?? 0) }));
  const goods = totals.reduce((s, t) => s + t.value, 0);
  const ref = crypto.randomBytes(6).toString('hex').toUpperCase();
  const order = await Order.of(p.c.ctx).insertAndFetch({
    orderNo: `T${ref}`,
    referenceNo: ref,
    type,
    buyerId: buyer.id,
    sellerId,
    createdBy: buyer.id,
    stage: 'unpaid',
    paymentType: 'manual',
    paymentStatus: 'unpaid',
    shipmentType: 'pickup',
    subtotal: totals.reduce((s, t) => s + t.total, 0),
    grandTotal: goods,
    isFirstOrder: options.firstOrder ?? false,
    affiliateId: options.affiliateId ?? null,
  } as Partial<Order>);
  for (const [i, l] of lines.entries()) {
    const units = l.packageId ? l.quantity * 3 : l.quantity;
    await OrderItem.of(p.c.ctx).insert({
      orderId: order.id,
      itemType: l.packageId ? 'package' : 'product',
      productId: l.product?.id ?? null,
      variantId: 0,
      packageId: l.packageId ?? null,
      name: l.product?.name ?? 'Package',
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      lineTotal: totals[i]!.total,
      discount: l.off ?? 0,
      salesValue: totals[i]!.value,
      units,
    } as Partial<OrderItem>);
  }
  await inTransaction(p.c.ctx, (tx) => recordPayment(tx, order, p.c.hq.id));
  return (await Order.of(p.c.ctx).findById(order.id))!;
}

/** HQ acting (for orders' cancel). */
export const hqCtx = (p: Pick<Plan, 'c'>): UserCtx => ({ ...p.c.ctx, user: { id: p.c.hq.id, role: 'hq', permissions: new Set(), tierId: null, lang: null } });

/** An order's lines as "type kind beneficiary amount" (sorted), with the agents named by their letter. */
export async function linesOf(p: Plan, orderId: number, names: Record<string, User> = {}): Promise<string[]> {
  const letters = new Map(Object.entries({ A: p.A, B: p.B, C: p.C, D: p.D, ...names }).map(([k, u]) => [u.id, k]));
  const rows = await CommissionLine.of(p.c.ctx).where('orderId', orderId);
  return rows.map((l) => `${l.type} ${l.kind} ${letters.get(l.beneficiaryId) ?? l.beneficiaryId} ${l.amount}`).sort();
}

/** Net per (type, beneficiary) of an order's lines, without zero entries. */
export async function netsOf(p: Plan, orderId: number): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const l of await CommissionLine.of(p.c.ctx).where('orderId', orderId)) {
    const key = `${l.type}:${l.beneficiaryId}`;
    out[key] = (out[key] ?? 0) + Number(l.amount);
    if (out[key] === 0) delete out[key];
  }
  return out;
}

/** Switches company features in the database and in the plan's context (which holds a copy). */
export async function withFeatures(p: Pick<Plan, 'c'>, patch: Partial<CompanyFeatures>) {
  await setFeatures(p.c, patch);
  p.c.ctx = { ...p.c.ctx, company: { ...p.c.ctx.company, features: { ...p.c.ctx.company.features, ...patch } } };
}
