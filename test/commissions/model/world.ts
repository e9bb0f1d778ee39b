import type { Knex } from 'knex';
import { platform } from '../../../server/platform';
import type { Line, World } from './model';

/**
 * The raw facts of one company read from the database for the reference model (model.ts): tiers,
 * ranks, products, tier prices, package contents, agents, paid orders and their lines, switches,
 * the months' close times and the paid payouts. Nothing of the engine's summaries
 * (agent_period_sales, commission_agent_periods, commission lines) is read here; `engineLines`
 * reads the engine's lines only to compare them with the model's.
 */

const num = (v: unknown) => Number(v);
const bool = (v: unknown) => v === true || v === 1 || v === '1';
const db = (): Knex => platform().db;

export async function readWorld(companyId: number): Promise<World> {
  const k = db();
  const of = (table: string) => k(table).where(`${table}.company_id`, companyId);
  const features = await k('company_features').where('company_id', companyId).first();
  const bands = await of('product_price_ranges').count({ n: '*' }).first();
  if (num(bands?.n) > 0) throw new Error('the reference model does not price quantity bands');
  const tiers = (await of('tiers')).map((t) => ({
    id: num(t.id),
    rankNumber: num(t.rankNumber),
    helperPercen: num(t.helperPercen),
    recruitComm: num(t.recruitComm),
    leadership: num(t.leadership),
    momUnit: num(t.momUnit),
    momAmount: num(t.momAmount),
    overridingCommission: bool(t.overridingCommission),
  }));
  const ranks = (await of('commission_ranks')).map((r) => ({
    id: num(r.id),
    personalSales: num(r.personalSales),
    totalPersonalGroupSales: num(r.totalPersonalGroupSales),
    sideGroupSales: num(r.sideGroupSales),
    commission: num(r.commission),
    personalLevelCommission: num(r.personalLevelCommission),
    isLeadership: bool(r.isLeadership),
  }));
  const products = (await of('products')).map((p) => ({ id: num(p.id), commission: num(p.commission), introducerBonus: num(p.introducerBonus), affiliateCommission: num(p.affiliateCommission) }));
  const prices = new Map((await of('product_tier_prices')).map((p) => [`${num(p.tierId)}:${num(p.productId)}`, num(p.price)]));
  const packages = new Map<number, { productId: number; quantity: number }[]>();
  for (const c of await of('package_items')) packages.set(num(c.packageId), [...(packages.get(num(c.packageId)) ?? []), { productId: num(c.productId), quantity: num(c.quantity) }]);
  const agents = (await of('users').where('role', 'agent')).map((u) => ({
    id: num(u.id),
    uplineId: u.uplineId == null ? null : num(u.uplineId),
    helperId: u.helperId == null ? null : num(u.helperId),
    recruiterId: u.recruiterId == null ? null : num(u.recruiterId),
    tierId: u.tierId == null ? null : num(u.tierId),
  }));
  const orders = await of('orders').whereNotNull('paid_at').orderBy('id');
  const items = await of('order_items').whereIn('order_id', of('orders').whereNotNull('paid_at').select('id')).orderBy('id');
  const closes = (await of('commission_periods').where('status', 'closed')).map((p) => ({ period: String(p.period), at: String(p.runAt) }));
  const payouts = (await of('commission_payouts').where('status', 'paid')).map((p) => ({ agentId: num(p.agentId), amount: num(p.amount) }));
  return {
    switches: { zerorise: bool(features.zeroriseOverriding), compression: bool(features.commissionCompression), moq: bool(features.moq) },
    tiers,
    ranks,
    products,
    prices,
    packages,
    agents,
    orders: orders.map((o) => ({
      id: num(o.id),
      type: o.type,
      buyerId: num(o.buyerId),
      sellerId: o.sellerId == null ? null : num(o.sellerId),
      affiliateId: o.affiliateId == null ? null : num(o.affiliateId),
      isFirstOrder: bool(o.isFirstOrder),
      paidAt: String(o.paidAt),
      // A paid order cancelled later is refunded.
      refundedAt: o.paymentStatus === 'refunded' && o.cancelledAt ? String(o.cancelledAt) : null,
      items: items
        .filter((i) => num(i.orderId) === num(o.id))
        .map((i) => {
          if (i.itemType !== 'product' && i.itemType !== 'package') throw new Error(`the reference model does not cover ${i.itemType} lines`);
          return {
            id: num(i.id),
            itemType: i.itemType,
            productId: i.productId == null ? null : num(i.productId),
            packageId: i.packageId == null ? null : num(i.packageId),
            quantity: num(i.quantity),
            unitPrice: num(i.unitPrice),
            salesValue: num(i.salesValue),
          };
        }),
    })),
    closes,
    payouts,
  };
}

/** The engine's lines of the company, in the model's shape (for the comparison only). */
export async function engineLines(companyId: number): Promise<Line[]> {
  return (await db()('commission_lines').where('company_id', companyId)).map((l) => ({
    period: String(l.period),
    type: String(l.type),
    kind: l.kind,
    beneficiaryId: num(l.beneficiaryId),
    sourceType: l.sourceType,
    sourceId: num(l.sourceId),
    amount: num(l.amount),
    payable: bool(l.payable),
  }));
}
