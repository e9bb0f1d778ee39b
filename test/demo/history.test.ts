import { expect } from 'chai';
import { platform } from '../harness';
import { seedDemo } from '../../db/demo';
import { refused } from '../../db/demo/year';
import { DEMO_AGENTS } from '../../db/demo/network';
import { monthStart, periodOf } from '../../db/demo/clock';
import { Company } from '../../server/modules/companies/models';
import { invalidateTenants } from '../../server/platform/tenancy';
import { toDbTime } from '../../server/platform/time';
import { rebuildCompany } from '../../server/modules/reports/rebuild';
import { summariesOf } from '../reports/factories';
import { withoutTenantCheck } from '../tenant-check';
import type { EinvoiceConfig } from '../../server/config';
import { startLocalMyInvois } from '../../server/modules/einvoice/local';
import type { MyInvoisSimulator } from '../../server/modules/einvoice/simulator';
import type { TestCompany } from '../harness';

/**
 * The demo company's year of history (db/demo-history.ts), loaded into the suite's database as
 * `npm start` loads it: what the reports and dashboards will find, the five demo logins' story
 * the browser tests rely on, and the ledgers adding up.
 */
describe("demo company's year of history (db/demo-history.ts)", function () {
  this.timeout(600_000);
  let companyId = 0;
  const db = () => platform().db;
  const rows = <T>(q: Promise<unknown>) => q as Promise<T[]>;

  let sim: MyInvoisSimulator | null = null;
  let einvoiceConfig: EinvoiceConfig;

  before(async () => {
    if (await Company.query().findOne({ slug: 'demo' })) throw new Error('the suite database already has a demo company');
    einvoiceConfig = { ...platform().config.einvoice };
    // The MyInvois simulator, as npm start runs it: the demo company's e-invoices go to it (db/demo-einvoice.ts).
    platform().config.einvoice.simulator = true;
    sim = await startLocalMyInvois(platform().config);
    expect((await withoutTenantCheck('seeding the demo company (db/demo.ts), as npm start does', () => seedDemo())).created).to.equal(true);
    companyId = (await Company.query().findOne({ slug: 'demo' }))!.id;
  });

  after(async () => {
    await sim?.close();
    Object.assign(platform().config.einvoice, einvoiceConfig);
    // Other suites expect no default company (the demo one takes the default when there is none).
    await Company.query().findById(companyId).patch({ isDefault: false });
    invalidateTenants();
  });

  it('issues e-invoices from two months back, every kind of them Valid at MyInvois', async () => {
    const docs = await rows<{ type: string; status: string; sourceType: string; codeNumber: string; buyerTin: string; supplierTin: string; errors: string | null }>(
      db()('einvoice_documents').where({ company_id: companyId }).select('type', 'status', 'source_type', 'code_number', 'buyer_tin', 'supplier_tin', 'errors'),
    );
    expect(docs.filter((d) => d.status !== 'valid').map((d) => `${d.codeNumber} ${d.status} ${d.errors}`)).to.deep.equal([]);
    const kinds = new Set(docs.map((d) => `${d.type} ${d.sourceType}`));
    // Self-billed for payouts and the reward handed over, agent1's own order e-invoices, two consolidated months, the refund note of agent4's consolidated order.
    for (const kind of ['11 payout', '11 redemption', '01 order', '01 consolidated']) expect(kinds, kind).to.include(kind);
    expect(docs.filter((d) => d.sourceType === 'consolidated')).to.have.length(2);
    expect(docs.filter((d) => d.type === '04')).to.have.length.at.least(1);
    expect(docs.filter((d) => d.type === '02' && d.sourceType === 'note')).to.have.length(1);
    expect(docs.filter((d) => d.type === '01' && d.sourceType === 'order').map((d) => d.buyerTin)).to.include('IG20230101010');
    expect(docs.filter((d) => d.type === '11' && d.sourceType === 'payout').map((d) => d.supplierTin)).to.include('IG20230202020');
    expect(sim!.documents.size).to.equal(docs.length);
  });

  it('runs every step: none refused by the services', () => {
    expect(Object.fromEntries(refused)).to.deep.equal({});
  });

  it('has 43 agents over four levels under four roots, joining month by month, each upline a higher level than its recruit', async () => {
    const agents = await rows<{ id: number; email: string; uplineId: number | null; rankNumber: number; createdAt: string; state: string; birthDate: string | null }>(
      db()('users')
        .join('tiers', 'tiers.id', 'users.tier_id')
        .where({ 'users.company_id': companyId, 'tiers.company_id': companyId, role: 'agent' })
        .select('users.id', 'email', 'upline_id', 'rank_number', 'users.created_at', 'users.state', 'users.birth_date'),
    );
    expect(agents).to.have.length(DEMO_AGENTS.length).and.length(43);
    expect(new Set(agents.map((a) => a.rankNumber))).to.deep.equal(new Set([1, 2, 3, 4]));
    expect(
      agents
        .filter((a) => a.uplineId === null)
        .map((a) => a.email)
        .sort(),
    ).to.deep.equal(['agent1@demo.test', 'hafiz@demo.test', 'kavitha@demo.test', 'meiling@demo.test']);
    const byId = new Map(agents.map((a) => [a.id, a]));
    for (const a of agents) if (a.uplineId) expect(byId.get(a.uplineId)!.rankNumber, a.email).to.be.below(a.rankNumber);
    expect(new Set(agents.map((a) => a.state)).size).to.be.at.least(12);
    const months = new Set(agents.map((a) => String(a.createdAt).slice(0, 7)));
    expect(months.size, 'months with a new agent').to.be.at.least(12);
    expect(agents.filter((a) => a.birthDate).length).to.equal(38);
  });

  it('has orders of every type, stage, payment status and payment method, in each of the thirteen months', async () => {
    const orders = await rows<{ type: string; stage: string; paymentStatus: string; paymentType: string; createdAt: string }>(
      db()('orders').where({ company_id: companyId }).select('type', 'stage', 'payment_status', 'payment_type', 'created_at'),
    );
    expect(orders.length).to.be.above(250);
    expect(new Set(orders.map((o) => o.type))).to.deep.equal(new Set(['hq', 'upline', 'personal']));
    expect(new Set(orders.map((o) => o.stage))).to.deep.equal(new Set(['unpaid', 'approval', 'to_ship', 'delivery', 'completed', 'cancelled']));
    expect(new Set(orders.map((o) => o.paymentStatus))).to.deep.equal(new Set(['unpaid', 'paid', 'refunded']));
    expect(new Set(orders.map((o) => o.paymentType))).to.deep.equal(new Set(['manual', 'credit', 'gateway']));
    // Stored in UTC: the months of the order times, from the history's first month on.
    const from = toDbTime(monthStart(12));
    const months = new Set(orders.filter((o) => String(o.createdAt) >= from).map((o) => String(o.createdAt).slice(0, 7)));
    expect(months.size).to.equal(13);
  });

  it('closes the commissions of each of the twelve months before this one, with payouts paid and one asked for', async () => {
    const periods = await rows<{ period: string; status: string }>(db()('commission_periods').where({ company_id: companyId }).select('period', 'status').orderBy('period'));
    const closed = periods.filter((p) => p.status === 'closed').map((p) => p.period);
    expect(closed).to.deep.equal(Array.from({ length: 12 }, (_, i) => periodOf(12 - i)));
    const payouts = await rows<{ status: string }>(db()('commission_payouts').where({ company_id: companyId }).select('status'));
    expect(payouts.filter((p) => p.status === 'paid').length).to.be.at.least(8);
    expect(payouts.filter((p) => p.status === 'requested').length).to.be.at.least(1);
  });

  it('has stock work (restocks and adjustments) and customers of the agents’ stores', async () => {
    const kinds = await rows<{ invType: string }>(db()('stock_movements').where({ company_id: companyId }).distinct('inv_type'));
    expect(kinds.map((k) => k.invType)).to.include.members(['restock', 'damaged', 'promotion_or_donation', 'return', 'correction', 'order', 'order_receive', 'order_release']);
    // Two of each grown agent's own, beside the guests of the demo's stores (db/demo-stores.ts), who join the owner's address book at checkout.
    const storeGuests = db()('orders')
      .join('store_orders', 'store_orders.order_id', 'orders.id')
      .where({ 'orders.company_id': companyId })
      .whereNotNull('orders.customer_id')
      .select('orders.customer_id');
    const [{ n }] = await rows<{ n: number }>(db()('customer_addresses').where({ company_id: companyId }).whereNotIn('id', storeGuests).count({ n: '*' }));
    expect(Number(n)).to.equal(76);
  });

  it('fills the report summaries through the services: exactly what the rebuild makes from the facts, over the thirteen months', async () => {
    const demo = { ctx: { companyId } } as TestCompany;
    const kept = await summariesOf(demo);
    const days = new Set(kept.report_sales_daily!.map((row) => String((JSON.parse(row) as { day: string }).day).slice(0, 7)));
    expect(days.size).to.equal(13);
    expect(kept.report_recruits_daily!.length).to.be.above(30);
    await rebuildCompany(db(), companyId);
    expect(await summariesOf(demo)).to.deep.equal(kept);
  });

  it('keeps the ledgers: each wallet balance and stock level is the sum of its entries', async () => {
    const wallets = await rows<{ userId: number; balance: number }>(db()('wallet_balances').where({ company_id: companyId }).select('user_id', 'balance'));
    expect(wallets.length).to.be.above(3);
    for (const w of wallets) {
      const [{ sum }] = await rows<{ sum: number }>(db()('wallet_entries').where({ company_id: companyId, user_id: w.userId }).sum({ sum: 'amount' }));
      expect(Number(sum), `wallet of user ${w.userId}`).to.equal(Number(w.balance));
    }
    const levels = await rows<{ storeId: number; productId: number; variantId: number; qty: number }>(
      db()('stock_levels').where({ company_id: companyId }).select('store_id', 'product_id', 'variant_id', 'qty'),
    );
    for (const l of levels) {
      const [{ net }] = await rows<{ net: number }>(
        db()('stock_movements')
          .where({ company_id: companyId, store_id: l.storeId, product_id: l.productId, variant_id: l.variantId })
          .select(db().raw('coalesce(sum(qty_in), 0) - coalesce(sum(qty_out), 0) as net')),
      );
      expect(Number(net), `stock of product ${l.productId} at store ${l.storeId}`).to.equal(Number(l.qty));
    }
  });

  it('tells a true stock history: each reason moves stock its way, each row starts where the one before ended', async () => {
    const moves = await rows<{
      id: number;
      storeId: number;
      productId: number;
      variantId: number;
      qtyIn: number;
      qtyOut: number;
      invType: string;
      qtyBefore: number;
      qtyAfter: number;
      reversesId: number | null;
    }>(
      db()('stock_movements')
        .where({ company_id: companyId })
        .orderBy('id')
        .select('id', 'store_id', 'product_id', 'variant_id', 'qty_in', 'qty_out', 'inv_type', 'qty_before', 'qty_after', 'reverses_id'),
    );
    expect(moves.length).to.be.above(100);
    const ins = new Set(['restock', 'order_release', 'order_receive']);
    const outs = new Set(['order', 'damaged', 'theft_or_loss', 'promotion_or_donation']);
    const running = new Map<string, number>();
    for (const m of moves) {
      const what = `movement ${m.id} (${m.invType}, in ${m.qtyIn}, out ${m.qtyOut})`;
      expect((m.qtyIn > 0 ? 1 : 0) + (m.qtyOut > 0 ? 1 : 0), what).to.equal(1);
      if (ins.has(m.invType)) expect(m.qtyIn, `${what}: a stock-in reason`).to.be.above(0);
      if (outs.has(m.invType)) expect(m.qtyOut, `${what}: a stock-out reason`).to.be.above(0);
      const key = `${m.storeId}:${m.productId}:${m.variantId}`;
      const before = running.get(key) ?? 0;
      expect([m.qtyBefore, m.qtyAfter], what).to.deep.equal([before, before + m.qtyIn - m.qtyOut]);
      running.set(key, m.qtyAfter);
    }
    // The one stock update removed: its reversal is the opposite movement, and both stay.
    const reversals = moves.filter((m) => m.invType === 'reversal');
    expect(reversals).to.have.length(1);
    const undone = moves.find((m) => m.id === reversals[0].reversesId)!;
    expect([undone.invType, undone.qtyOut, undone.productId]).to.deep.equal(['damaged', reversals[0].qtyIn, reversals[0].productId]);
    const levels = await rows<{ storeId: number; productId: number; variantId: number; qty: number }>(
      db()('stock_levels').where({ company_id: companyId }).select('store_id', 'product_id', 'variant_id', 'qty'),
    );
    for (const l of levels) expect(running.get(`${l.storeId}:${l.productId}:${l.variantId}`) ?? 0, `level of ${l.productId} at ${l.storeId}`).to.equal(Number(l.qty));
  });

  it("keeps the demo logins' story: no open order or cart line, agent3 buys nothing two months ago, agent1's payout asked for", async () => {
    const logins = await rows<{ id: number; email: string }>(
      db()('users').where({ company_id: companyId }).whereIn('email', ['agent1@demo.test', 'agent2@demo.test', 'agent3@demo.test', 'agent4@demo.test', 'agent5@demo.test']).select('id', 'email'),
    );
    const ids = logins.map((u) => u.id);
    expect(await db()('orders').where({ company_id: companyId }).whereIn('buyer_id', ids).where('stage', 'unpaid')).to.have.length(0);
    expect(await db()('carts').where({ company_id: companyId }).whereIn('user_id', ids).whereNotNull('open_order_id')).to.have.length(0);
    expect(
      await db()('cart_items').join('carts', 'carts.id', 'cart_items.cart_id').where({ 'carts.company_id': companyId, 'cart_items.company_id': companyId }).whereIn('carts.user_id', ids),
    ).to.have.length(0);
    const agent3 = logins.find((u) => u.email === 'agent3@demo.test')!.id;
    const twoMonthsAgo = await db()('orders')
      .where({ company_id: companyId, buyer_id: agent3 })
      .where('created_at', '>=', toDbTime(monthStart(2)))
      .where('created_at', '<', toDbTime(monthStart(1)));
    expect(twoMonthsAgo).to.have.length(0);
    const agent1 = logins.find((u) => u.email === 'agent1@demo.test')!.id;
    expect(await db()('commission_payouts').where({ company_id: companyId, agent_id: agent1, status: 'requested' })).to.have.length(1);
  });
});
