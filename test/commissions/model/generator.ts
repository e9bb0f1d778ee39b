import fc from 'fast-check';
import { Package, PackageItem, type Product } from '../../../server/modules/catalog/models';
import { closePeriod } from '../../../server/modules/commissions/period';
import { approvePayout, markPaid, rejectPayout, requestPayout } from '../../../server/modules/commissions/payouts';
import { balanceOf } from '../../../server/modules/commissions/ledger';
import { cancel } from '../../../server/modules/orders/lifecycle';
import { CommissionRank, Tier } from '../../../server/modules/tiers/models';
import { User } from '../../../server/modules/users/models';
import type { UserCtx } from '../../../server/platform/context';
import { businessTime, clock } from '../../../server/platform/time';
import { quickAgent } from '../../agents/helpers';
import { newCategory, newProduct } from '../../catalog/factories';
import { newCompany, type TestCompany } from '../../harness';
import { hqCtx, paidOrder, withFeatures, type LineSpec } from '../factories';

/**
 * Random companies and months for the reference model's property test (model.test.ts): a plain
 * data `Scenario` (fast-check shrinks it), then `play` builds it through the product's real
 * services — tiers, ranks, products and a package written as HQ does, agents in the tree, orders
 * paid by orders' recordPayment, refunds by orders' cancel, months closed by closePeriod, payouts
 * requested, approved and paid — with the clock moved through past months.
 */

export type Refund = 'none' | 'same' | 'beforeClose' | 'afterClose' | 'later';

export interface OrderSpec {
  buyer: number;
  kind: 'hq' | 'upline' | 'personal';
  /** product index, or -1 for the package */
  lines: { item: number; quantity: number; offPercent: number }[];
  affiliate: number | null;
  refund: Refund;
}

export interface Scenario {
  switches: { zerorise: boolean; compression: boolean; moq: boolean };
  /** Index i is the tier of rank number i + 1 (1 the highest). */
  tiers: { helperPercen: number; recruitComm: number; leadership: number; momAmount: number; momUnit: number; overriding: boolean }[];
  /** Thresholds climb with the index (each a step above the previous rank's). */
  ranks: { psStep: number; tpgsStep: number; sgsStep: number; commission: number; personalLevel: number; leadership: boolean }[];
  /** Price of the lowest tier and each higher tier's saving on the one below it; a tier may have no price. */
  products: { base: number; savings: number[]; noPriceFor: number | null; commission: number; introducer: number; affiliate: number }[];
  pack: { shape: number; price: number } | null;
  agents: { upline: number | null; tier: number; helper: number | null; recruiter: 'upline' | 'none' | number }[];
  months: OrderSpec[][];
  closeLast: boolean;
  /** After each close: agents asking for a part (per cent) of their available balance, then paid, left approved or rejected. */
  payouts: { agent: number; percent: number; outcome: 'paid' | 'approved' | 'rejected' }[][];
}

const money = (max: number) => fc.integer({ min: 0, max });

export function scenarioArb(options: { maxAgents?: number; maxOrders?: number } = {}): fc.Arbitrary<Scenario> {
  const maxAgents = options.maxAgents ?? 8;
  const maxOrders = options.maxOrders ?? 14;
  // Without fast-check's bias to small sizes and extreme values: a tree of roots or a month without a close tests little.
  return fc
    .noBias(
      fc.record({
        switches: fc.record({ zerorise: fc.integer({ min: 0, max: 3 }).map((n) => n === 0), compression: fc.boolean(), moq: fc.boolean() }),
        tierCount: fc.integer({ min: 2, max: 4 }),
        productCount: fc.integer({ min: 1, max: 3 }),
        agentCount: fc.integer({ min: 1, max: maxAgents }),
        monthCount: fc.integer({ min: 2, max: 3 }),
      }),
    )
    .chain(({ switches, tierCount, productCount, agentCount, monthCount }) => {
      const agentIndex = fc.integer({ min: 0, max: agentCount - 1 });
      const line = fc.record({ item: fc.integer({ min: -1, max: productCount - 1 }), quantity: fc.integer({ min: 1, max: 6 }), offPercent: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 30 })) });
      const order = fc.record({
        buyer: agentIndex,
        kind: fc.constantFrom<OrderSpec['kind']>('hq', 'hq', 'hq', 'upline', 'personal'),
        lines: fc.array(line, { minLength: 1, maxLength: 3 }),
        affiliate: fc.integer({ min: 0, max: 3 * agentCount }).map((n) => (n < agentCount ? n : null)),
        refund: fc.constantFrom<Refund>('none', 'none', 'none', 'same', 'beforeClose', 'afterClose', 'later'),
      });
      return fc.noBias(
        fc.record({
          switches: fc.constant(switches),
          tiers: fc.array(
            fc.record({
              helperPercen: fc.oneof(fc.constant(0), money(1000)),
              recruitComm: fc.oneof(fc.constant(0), money(8000)),
              leadership: fc.oneof(fc.constant(0), money(1500)),
              momAmount: fc.oneof(fc.constant(0), fc.constant(0), money(40000)),
              momUnit: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 0, max: 8 })),
              overriding: fc.integer({ min: 0, max: 9 }).map((n) => n > 2),
            }),
            { minLength: tierCount, maxLength: tierCount },
          ),
          ranks: fc.array(
            fc.record({
              psStep: fc.oneof(fc.constant(0), fc.constant(0), money(20000)),
              tpgsStep: fc.oneof(fc.constant(0), fc.constant(0), money(60000)),
              sgsStep: fc.oneof(fc.constant(0), fc.constant(0), money(30000)),
              commission: money(1500),
              personalLevel: fc.oneof(fc.constant(0), money(300)),
              leadership: fc.boolean(),
            }),
            { minLength: 1, maxLength: 3 },
          ),
          products: fc.array(
            fc.record({
              base: fc.integer({ min: 1000, max: 20000 }),
              savings: fc.array(money(2000), { minLength: tierCount, maxLength: tierCount }),
              noPriceFor: fc.integer({ min: 0, max: 6 * tierCount }).map((n) => (n < tierCount ? n : null)), // mostly every tier priced
              commission: fc.oneof(fc.constant(0), money(500)),
              introducer: fc.oneof(fc.constant(0), money(300)),
              affiliate: fc.oneof(fc.constant(0), money(400)),
            }),
            { minLength: productCount, maxLength: productCount },
          ),
          pack: fc.option(fc.record({ shape: fc.nat(), price: fc.integer({ min: 1000, max: 50000 }) }), { nil: null }),
          agents: fc
            .array(
              fc.record({
                up: fc.nat(),
                root: fc.integer({ min: 0, max: 5 }),
                tier: fc.integer({ min: 0, max: tierCount - 1 }),
                below: fc.integer({ min: 0, max: 9 }),
                helper: fc.option(agentIndex, { nil: null, freq: 3 }),
                recruiter: fc.oneof(fc.constant<'upline'>('upline'), fc.constant<'none'>('none'), agentIndex),
              }),
              { minLength: agentCount, maxLength: agentCount },
            )
            .map((rows) => {
              const out: Scenario['agents'] = [];
              for (const [i, r] of rows.entries()) {
                const upline = i === 0 || r.root === 0 ? null : r.up % i;
                // Mostly a tier below the upline's (the lowest stays lowest); sometimes any tier, a breakaway.
                const tier = upline !== null && r.below > 2 ? Math.max(r.tier, Math.min(out[upline].tier + 1, tierCount - 1)) : r.tier;
                out.push({
                  upline,
                  tier,
                  helper: r.helper === i ? null : r.helper,
                  recruiter: r.recruiter === i ? ('none' as const) : r.recruiter,
                });
              }
              return out;
            }),
          months: fc.array(fc.array(order, { maxLength: maxOrders }), { minLength: monthCount, maxLength: monthCount }),
          closeLast: fc.boolean(),
          payouts: fc.array(
            fc.array(fc.record({ agent: agentIndex, percent: fc.integer({ min: 1, max: 100 }), outcome: fc.constantFrom<'paid' | 'approved' | 'rejected'>('paid', 'paid', 'approved', 'rejected') }), {
              maxLength: 3,
            }),
            { minLength: monthCount, maxLength: monthCount },
          ),
        }),
      );
    });
}

/** Package shapes: three units in all (the order factory counts a package line as 3 units each). */
const PACK_SHAPES = [
  [[0, 3]],
  [
    [0, 2],
    [1, 1],
  ],
  [
    [0, 1],
    [1, 1],
    [2, 1],
  ],
] as const;

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** The instant KL month `offset` months after `base` begins (KL = UTC+8). */
function monthStart(base: { y: number; m: number }, offset: number): number {
  return Date.UTC(base.y, base.m + offset, 1) - 8 * HOUR;
}

const periodName = (base: { y: number; m: number }, offset: number) => new Date(Date.UTC(base.y, base.m + offset, 1)).toISOString().slice(0, 7);

function setClock(at: number) {
  clock.reset();
  clock.advance(at - clock.now().getTime());
}

const agentCtx = (c: TestCompany, u: User): UserCtx => ({ ...c.ctx, user: { id: u.id, role: 'agent', permissions: new Set(), tierId: u.tierId ?? null, lang: null } });

const BANK = { bankCompany: 'Maybank', bankNumber: '5140 1234 5678', bankName: 'Model Agent' };

/** Builds the scenario's company and plays its months through the real services (see the module comment). */
export async function play(s: Scenario): Promise<{ c: TestCompany; agents: User[] }> {
  const c = await newCompany();
  await withFeatures({ c }, { zeroriseOverriding: s.switches.zerorise, commissionCompression: s.switches.compression, moq: s.switches.moq, minPayout: 100 });
  const tiers: Tier[] = [];
  for (const [i, t] of s.tiers.entries()) {
    tiers.push(
      await Tier.of(c.ctx).insertAndFetch({
        levelName: `Tier ${i + 1}`,
        rankNumber: i + 1,
        helperPercen: t.helperPercen,
        recruitComm: t.recruitComm,
        leadership: t.leadership,
        momAmount: t.momAmount,
        momUnit: t.momUnit,
        overridingCommission: t.overriding,
      }),
    );
  }
  let ps = 0,
    tpgs = 0,
    sgs = 0;
  for (const [i, r] of s.ranks.entries()) {
    ps += r.psStep;
    tpgs += r.tpgsStep;
    sgs += r.sgsStep;
    await CommissionRank.of(c.ctx).insert({
      commissionName: `Rank ${i + 1}`,
      personalSales: ps,
      totalPersonalGroupSales: tpgs,
      sideGroupSales: sgs,
      commission: r.commission,
      personalLevelCommission: r.personalLevel,
      isLeadership: r.leadership,
    });
  }
  const category = await newCategory(c);
  const products: Product[] = [];
  /** price[product][tier index] (null: none). */
  const prices: (number | null)[][] = [];
  for (const [i, p] of s.products.entries()) {
    // The lowest tier (last index) pays `base`; each tier above saves its step on the one below.
    const row: (number | null)[] = new Array(tiers.length).fill(null);
    let price = p.base;
    for (let t = tiers.length - 1; t >= 0; t--) {
      row[t] = t === p.noPriceFor ? null : price;
      price = Math.max(1, price - p.savings[t]);
    }
    prices.push(row);
    const tierPrices = Object.fromEntries(row.flatMap((v, t) => (v === null ? [] : [[tiers[t].id, v]])));
    products.push(
      await newProduct(
        c,
        { categoryId: category.id, name: `Product ${i + 1}`, retailPrice: p.base * 2, commission: p.commission, introducerBonus: p.introducer, affiliateCommission: p.affiliate },
        tierPrices,
      ),
    );
  }
  let pack: Package | null = null;
  if (s.pack) {
    const shape = PACK_SHAPES[Math.min(s.pack.shape % PACK_SHAPES.length, products.length - 1)];
    pack = await Package.of(c.ctx).insertAndFetch({ name: 'Pack', code: `MP${c.id}`, price: s.pack.price });
    for (const [product, quantity] of shape) await PackageItem.of(c.ctx).insert({ packageId: pack.id, productId: products[product].id, variantId: null, quantity });
  }
  const agents: User[] = [];
  for (const a of s.agents) {
    const upline = a.upline === null ? null : agents[a.upline];
    agents.push(await quickAgent(c, upline?.id ?? null, { tierId: tiers[a.tier].id, recruiterId: null, ...BANK }));
  }
  // Helpers and recruiters may be any agent (a later one too): set once every agent exists.
  for (const [i, a] of s.agents.entries()) {
    const recruiter = a.recruiter === 'none' ? null : a.recruiter === 'upline' ? (agents[i].uplineId ?? null) : agents[a.recruiter].id;
    const helper = a.helper === null ? null : agents[a.helper].id;
    await User.of(c.ctx).findById(agents[i].id).patch({ recruiterId: recruiter, helperId: helper });
    agents[i].recruiterId = recruiter;
    agents[i].helperId = helper;
  }

  // The timeline: months from `base`, far enough back that every event is in the past.
  const now = businessTime();
  const base = { y: now.year(), m: now.month() - (s.months.length + 3) };
  type Event = { at: number; run: () => Promise<void> };
  const events: Event[] = [];
  const bought = new Set<number>();
  for (const [m, orders] of s.months.entries()) {
    const start = monthStart(base, m);
    const next = monthStart(base, m + 1);
    const after = monthStart(base, m + 2);
    for (const [j, o] of orders.entries()) {
      const buyer = agents[o.buyer];
      const kind = o.kind === 'upline' && buyer.uplineId === null ? 'hq' : o.kind;
      const first = kind !== 'personal' && !bought.has(o.buyer);
      if (kind !== 'personal') bought.add(o.buyer);
      const tierIndex = s.agents[o.buyer].tier;
      const lines: LineSpec[] = o.lines
        .filter((l) => l.item >= 0 || pack)
        .map((l) => {
          const unitPrice = l.item < 0 ? pack!.price : (prices[l.item][tierIndex] ?? s.products[l.item].base);
          const off = Math.floor((unitPrice * l.quantity * l.offPercent) / 100);
          return l.item < 0 ? { packageId: pack!.id, quantity: l.quantity, unitPrice, off } : { product: products[l.item], quantity: l.quantity, unitPrice, off };
        });
      if (!lines.length) continue;
      let orderId = 0;
      events.push({
        at: start + 2 * DAY + j * HOUR,
        run: async () => {
          const affiliateId = o.affiliate === null ? null : agents[o.affiliate].id;
          orderId = (await paidOrder({ c }, buyer, lines, { type: kind, firstOrder: first, affiliateId })).id;
        },
      });
      const refundAt = {
        none: null,
        same: start + 20 * DAY + j * HOUR,
        beforeClose: next + 2 * HOUR + j * 60_000,
        afterClose: next + DAY + HOUR + j * 60_000,
        later: after + DAY + 2 * HOUR + j * 60_000,
      }[o.refund];
      if (refundAt !== null) {
        const seller = kind === 'hq' ? hqCtx({ c }) : agentCtx(c, kind === 'personal' ? buyer : agents.find((u) => u.id === buyer.uplineId)!);
        events.push({ at: refundAt, run: async () => void (await cancel(seller, [orderId], 'refund')) });
      }
    }
    if (m < s.months.length - 1 || s.closeLast) {
      events.push({ at: next + DAY, run: async () => void (await closePeriod(c.ctx, periodName(base, m), c.hq.id)) });
      for (const [k, p] of (s.payouts[m] ?? []).entries()) {
        events.push({
          at: next + DAY + 30 * 60_000 + k * 60_000,
          run: async () => {
            const agent = agents[p.agent];
            const { available, requested } = await balanceOf(c.ctx, agent.id);
            const amount = Math.floor((available * p.percent) / 100);
            if (requested > 0 || amount < 100) return;
            const payout = await requestPayout(agentCtx(c, agent), amount);
            if (p.outcome === 'rejected') return void (await rejectPayout(hqCtx({ c }), payout.id, 'wrong account'));
            await approvePayout(hqCtx({ c }), payout.id);
            // An approved request stays open: it holds its amount from "available", not from the balance.
            if (p.outcome === 'approved') return;
            await markPaid(hqCtx({ c }), payout.id, { reference: `REF-${payout.id}`, paidOn: businessTime().format('YYYY-MM-DD') });
          },
        });
      }
    }
  }
  events.sort((x, y) => x.at - y.at);
  try {
    for (const e of events) {
      setClock(e.at);
      await e.run();
    }
  } finally {
    clock.reset();
  }
  return { c, agents };
}
