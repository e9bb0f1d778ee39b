/**
 * An independent reference model of the compensation plan (docs/compensation.md and the decisions
 * it relies on in docs/decisions.md, "Commissions and payouts" and "Reference model"). It shares no
 * code with server/modules/commissions: it is written to be read by an auditor, not to be fast.
 * It replays the company's history event by event, in time order — each payment, each refund,
 * each month's close — and recomputes every figure from the orders each time (PS, groups, ranks,
 * maintenance), walking the tree per agent and per sale.
 *
 * Inputs (`World`): only the raw facts — tiers, commission ranks, products and their tier prices,
 * package contents, agents (upline, helper, recruiter, tier), orders and their lines (paid at,
 * cancelled at), the switches, when each month was closed and the payouts paid. `readWorld`
 * loads them from the database; the unit test builds one by hand.
 * Output: the commission lines (period, type, kind, beneficiary, source, amount, payable) and each
 * agent's ledger balance.
 *
 * Money in minor units, rates in basis points (10000 = 100 %).
 */

export type Kind = 'earn' | 'clawback' | 'forfeit' | 'compression';
export type SourceType = 'order_item' | 'order' | 'agent' | 'period';

export interface ModelTier {
  id: number;
  /** 1 is the highest tier. */
  rankNumber: number;
  helperPercen: number;
  recruitComm: number;
  leadership: number;
  momUnit: number;
  momAmount: number;
  overridingCommission: boolean;
}

export interface ModelRank {
  id: number;
  personalSales: number;
  totalPersonalGroupSales: number;
  sideGroupSales: number;
  commission: number;
  personalLevelCommission: number;
  isLeadership: boolean;
}

export interface ModelProduct {
  id: number;
  commission: number;
  introducerBonus: number;
  affiliateCommission: number;
}

export interface ModelAgent {
  id: number;
  uplineId: number | null;
  helperId: number | null;
  recruiterId: number | null;
  tierId: number | null;
}

export interface ModelItem {
  id: number;
  itemType: 'product' | 'package';
  productId: number | null;
  packageId: number | null;
  quantity: number;
  unitPrice: number;
  salesValue: number;
}

export interface ModelOrder {
  id: number;
  type: 'hq' | 'upline' | 'personal';
  buyerId: number;
  sellerId: number | null;
  affiliateId: number | null;
  isFirstOrder: boolean;
  /** UTC, 'YYYY-MM-DD HH:mm:ss[.SSS]'; null: never paid. */
  paidAt: string | null;
  /** When a paid order was refunded (cancelled after payment); null: kept. */
  refundedAt: string | null;
  items: ModelItem[];
}

export interface World {
  switches: { zerorise: boolean; compression: boolean; moq: boolean };
  tiers: ModelTier[];
  ranks: ModelRank[];
  products: ModelProduct[];
  /** Tier prices: `${tierId}:${productId}` → price per unit. */
  prices: Map<string, number>;
  /** Package contents: package id → products and how many of each one package holds. */
  packages: Map<number, { productId: number; quantity: number }[]>;
  agents: ModelAgent[];
  orders: ModelOrder[];
  /** Months closed and when (UTC). */
  closes: { period: string; at: string }[];
  /** Payouts marked paid: each takes its amount (net + withholding) off the agent's balance. */
  payouts: { agentId: number; amount: number }[];
}

export interface Line {
  period: string;
  type: string;
  kind: Kind;
  beneficiaryId: number;
  sourceType: SourceType;
  sourceId: number;
  amount: number;
  payable: boolean;
  /** Bookkeeping of the model (not compared): the order a line comes from, the rate of a period bonus. */
  orderId?: number;
  rateBp?: number;
}

/** The comparable part of a line, as one string. */
export const lineKey = (l: Pick<Line, 'period' | 'type' | 'kind' | 'beneficiaryId' | 'sourceType' | 'sourceId' | 'amount'>) =>
  `${l.period} ${l.type} ${l.kind} ${l.beneficiaryId} ${l.sourceType}:${l.sourceId} ${l.amount}`;

// ---------------------------------------------------------------------------------------------
// Arithmetic and time

/** round(n / d) half away from zero, for integers (d > 0): "every amount … rounded half away from zero". */
export function roundDiv(n: number, d: number): number {
  const magnitude = Math.floor((2 * Math.abs(n) + d) / (2 * d));
  return n < 0 ? -magnitude : magnitude;
}

/** rate (basis points) × amount, rounded. */
export const pct = (rateBp: number, amount: number) => roundDiv(rateBp * amount, 10000);

/** "A calendar month in Asia/Kuala_Lumpur": KL is UTC+8 all year (no daylight saving). */
export function periodOf(utc: string): string {
  const ms = Date.parse(`${utc.slice(0, 19).replace(' ', 'T')}Z`) + 8 * 3600 * 1000;
  return new Date(ms).toISOString().slice(0, 7);
}

/** The first instant (UTC string) after KL month `period` ends. */
export function monthEndUtc(period: string): string {
  const [y, m] = period.split('-').map(Number);
  const ms = Date.UTC(y, m, 1) - 8 * 3600 * 1000;
  return new Date(ms).toISOString();
}

/** A UTC time as a sortable ISO string (the database gives 'YYYY-MM-DD HH:mm:ss[.SSS]'). */
const utcKey = (t: string) => {
  const ms = Date.parse(`${t.slice(0, 23).replace(' ', 'T')}Z`);
  if (Number.isNaN(ms)) throw new RangeError(`not a time: ${t}`);
  return new Date(ms).toISOString();
};

// ---------------------------------------------------------------------------------------------
// The model

/** The override family: the types subject to maintenance at the close of their month. */
const OVERRIDE_FAMILY = ['override', 'product-commission'];

export function runModel(world: World): { lines: Line[]; balances: Map<number, number> } {
  const agent = new Map(world.agents.map((a) => [a.id, a]));
  const tier = new Map(world.tiers.map((t) => [t.id, t]));
  const product = new Map(world.products.map((p) => [p.id, p]));
  const tierOf = (id: number | null | undefined) => {
    const a = id == null ? undefined : agent.get(id);
    return a?.tierId == null ? undefined : tier.get(a.tierId);
  };
  const priceOf = (tierId: number, productId: number) => world.prices.get(`${tierId}:${productId}`) ?? null;
  /** Uplines of an agent, nearest first. */
  const uplines = (id: number) => {
    const out: ModelAgent[] = [];
    for (let up = agent.get(id)?.uplineId; up != null; up = agent.get(up)?.uplineId) out.push(agent.get(up)!);
    return out;
  };
  /** "Units: product units (a package counts what it contains)". */
  const unitsOf = (item: ModelItem) => (item.itemType === 'package' ? item.quantity * (world.packages.get(item.packageId!) ?? []).reduce((s, c) => s + c.quantity, 0) : item.quantity);
  /** A product field per unit × quantity; a package: the sum over its products. */
  const perUnit = (item: ModelItem, field: 'commission' | 'introducerBonus' | 'affiliateCommission') => {
    if (item.itemType === 'product') return (product.get(item.productId!)?.[field] ?? 0) * item.quantity;
    const contents = world.packages.get(item.packageId!) ?? [];
    return contents.reduce((s, c) => s + (product.get(c.productId)?.[field] ?? 0) * c.quantity, 0) * item.quantity;
  };

  const lines: Line[] = [];
  const write = (l: Line) => {
    if (l.amount !== 0) lines.push(l);
  };
  /** What the model decided at each close: the figures, for clawbacks of later refunds. */
  const closed = new Map<string, { at: string; below: Set<number> }>();

  // ---- Commission types written when an order is paid (compensation.md, first table) --------
  function onPayment(order: ModelOrder) {
    const period = periodOf(order.paidAt!);
    const buyer = agent.get(order.buyerId);
    if (!buyer) return;
    const line = (type: string, beneficiaryId: number, sourceType: SourceType, sourceId: number, amount: number, payable = true) =>
      write({ period, type, kind: 'earn', beneficiaryId, sourceType, sourceId, amount, payable, orderId: order.id });
    const hq = order.type === 'hq';
    // Zerorise overriding: a buyer's first paid order earns no override and no product commission.
    const zeroed = world.switches.zerorise && order.isFirstOrder;
    for (const item of order.items) {
      // sale-profit: the agent that sold the order earns sales value − its own tier price × quantity
      // (a package: its one price, the line's unit price); never payable. No tier or price: nothing.
      if (!hq && order.sellerId != null && agent.has(order.sellerId)) {
        const sellerTier = tierOf(order.sellerId);
        if (sellerTier) {
          const price = item.itemType === 'product' ? priceOf(sellerTier.id, item.productId!) : item.unitPrice;
          if (price !== null) line('sale-profit', order.sellerId, 'order_item', item.id, item.salesValue - price * item.quantity, false);
        }
      }
      if (hq) {
        if (!zeroed) {
          // override: the differential up the buyer's chain, product lines only.
          const buyerTier = tierOf(buyer.id);
          const start = item.itemType === 'product' && buyerTier ? priceOf(buyerTier.id, item.productId!) : null;
          if (start !== null) {
            let accounted = start; // "the price accounted for"
            for (const up of uplines(buyer.id)) {
              const upTier = tierOf(up.id);
              const price = upTier ? priceOf(upTier.id, item.productId!) : null;
              if (!upTier || price === null) continue; // no tier or no price: earns nothing, price unchanged
              // A tier with overriding commission off earns nothing but its price takes its step.
              if (upTier.overridingCommission && accounted > price) line('override', up.id, 'order_item', item.id, (accounted - price) * item.quantity);
              accounted = Math.min(accounted, price);
            }
          }
          // product-commission: the product's fixed commission per unit to the direct upline
          // (override family: none for a tier whose overriding commission is off).
          if (buyer.uplineId != null && agent.has(buyer.uplineId)) {
            const upTier = tierOf(buyer.uplineId);
            if (!upTier || upTier.overridingCommission) line('product-commission', buyer.uplineId, 'order_item', item.id, perUnit(item, 'commission'));
          }
        }
        // helper: the helper's own tier helper % of the line's sales value.
        const helperTier = tierOf(buyer.helperId);
        if (buyer.helperId != null && helperTier) line('helper', buyer.helperId, 'order_item', item.id, pct(helperTier.helperPercen, item.salesValue));
        // introducer: the helper, or else the direct upline: the product's introducer bonus per unit.
        const introducer = buyer.helperId ?? buyer.uplineId;
        if (introducer != null && agent.has(introducer)) line('introducer', introducer, 'order_item', item.id, perUnit(item, 'introducerBonus'));
      }
      // affiliate: the agent whose affiliate link brought the order, per unit, any order.
      if (order.affiliateId != null && agent.has(order.affiliateId)) line('affiliate', order.affiliateId, 'order_item', item.id, perUnit(item, 'affiliateCommission'));
    }
    // recruitment: the recruiter earns the buyer's tier recruitment commission on its first paid
    // order from HQ or an upline (source: the order).
    const buyerTier = tierOf(buyer.id);
    if (order.isFirstOrder && order.type !== 'personal' && buyer.recruiterId != null && agent.has(buyer.recruiterId) && buyerTier) {
      line('recruitment', buyer.recruiterId, 'order', order.id, buyerTier.recruitComm);
    }
  }

  // ---- Refunds (compensation.md "Lines": a clawback) ----------------------------------------
  /** The order's share of a closed month's performance and personal-level bonuses its buyer's sales produced. */
  function periodShare(order: ModelOrder, now: string) {
    if (order.type !== 'hq') return;
    const paid = periodOf(order.paidAt!);
    const bonuses = lines.filter(
      (l) => l.period === paid && l.kind === 'earn' && l.sourceType === 'agent' && l.sourceId === order.buyerId && (l.type === 'performance' || l.type === 'personal-level'),
    );
    for (const bonus of bonuses) {
      for (const item of order.items) {
        write({
          period: periodOf(now),
          type: bonus.type,
          kind: 'clawback',
          beneficiaryId: bonus.beneficiaryId,
          sourceType: 'order_item',
          sourceId: item.id,
          amount: -pct(bonus.rateBp!, item.salesValue),
          payable: bonus.payable,
          orderId: order.id,
        });
      }
    }
  }

  function onRefund(order: ModelOrder) {
    const now = order.refundedAt!;
    // For each beneficiary, type and source, minus the net of everything the order produced so far
    // (earns, compressions received, earlier clawbacks).
    const nets = new Map<string, { l: Line; net: number }>();
    for (const l of lines) {
      if (l.orderId !== order.id || l.sourceType === 'agent') continue;
      if (l.type === 'performance' || l.type === 'personal-level') continue; // period shares are their own
      const key = `${l.type}|${l.beneficiaryId}|${l.sourceType}|${l.sourceId}`;
      const e = nets.get(key) ?? { l, net: 0 };
      e.net += l.amount;
      nets.set(key, e);
    }
    const paid = periodOf(order.paidAt!);
    for (const { l, net } of nets.values()) {
      // An upline below maintenance in a closed month never received its override-family earn there:
      // a refund after that close takes nothing back from it (its positive net counts as zero).
      const forfeited = net > 0 && OVERRIDE_FAMILY.includes(l.type) && closed.get(paid)?.below.has(l.beneficiaryId);
      if (forfeited) continue;
      write({
        period: periodOf(now),
        type: l.type,
        kind: 'clawback',
        beneficiaryId: l.beneficiaryId,
        sourceType: l.sourceType,
        sourceId: l.sourceId,
        amount: -net,
        payable: l.payable,
        orderId: order.id,
      });
    }
    // The share of the paid month's closed bonuses (a month still open: its close takes it back).
    if (closed.has(paid)) periodShare(order, now);
  }

  // ---- Figures of a month (compensation.md "Facts") -------------------------------------------
  interface Fig {
    amount: number;
    units: number;
  }
  const add = (a: Fig, b: Fig): Fig => ({ amount: a.amount + b.amount, units: a.units + b.units });
  const zero = (): Fig => ({ amount: 0, units: 0 });

  function figuresOf(period: string) {
    // PS: the agent's own paid purchases from HQ or its upline in the month (not its customers'
    // orders), less refunds that happen in the month; commissionable PS (cps): the HQ part.
    const ps = new Map<number, Fig>();
    const cps = new Map<number, Fig>();
    const count = (o: ModelOrder, sign: number) => {
      if (o.type === 'personal') return;
      const f = o.items.reduce((s, i) => add(s, { amount: sign * i.salesValue, units: sign * unitsOf(i) }), zero());
      ps.set(o.buyerId, add(ps.get(o.buyerId) ?? zero(), f));
      if (o.type === 'hq') cps.set(o.buyerId, add(cps.get(o.buyerId) ?? zero(), f));
    };
    for (const o of world.orders) {
      if (o.paidAt && periodOf(o.paidAt) === period) count(o, 1);
      if (o.paidAt && o.refundedAt && periodOf(o.refundedAt) === period) count(o, -1);
    }
    const PS = (id: number) => ps.get(id) ?? zero();
    const CPS = (id: number) => cps.get(id) ?? zero();
    const children = (id: number) => world.agents.filter((a) => a.uplineId === id);
    /** v breaks away from A: v has a tier at least as high as A's (an agent without a tier never breaks away; under A without a tier every tiered agent does). */
    const breaksFrom = (v: ModelAgent, a: ModelAgent) => {
      const tv = tierOf(v.id);
      const ta = tierOf(a.id);
      return tv !== undefined && (ta === undefined || tv.rankNumber <= ta.rankNumber);
    };
    /** A's group: its downline down to, not including, the first breakaway leaders (and their groups). */
    const group = (a: ModelAgent): ModelAgent[] => {
      const out: ModelAgent[] = [];
      const walk = (id: number) => {
        for (const c of children(id)) {
          if (breaksFrom(c, a)) continue;
          out.push(c);
          walk(c.id);
        }
      };
      walk(a.id);
      return out;
    };
    /** The first breakaway leaders below A. */
    const leaders = (a: ModelAgent): ModelAgent[] => {
      const out: ModelAgent[] = [];
      const walk = (id: number) => {
        for (const c of children(id)) {
          if (breaksFrom(c, a)) out.push(c);
          else walk(c.id);
        }
      };
      walk(a.id);
      return out;
    };
    const sum = (agents: ModelAgent[], f: (id: number) => Fig) => agents.reduce((s, v) => add(s, f(v.id)), zero());
    const figs = new Map<number, { ps: Fig; cps: Fig; gs: Fig; tpgs: Fig; sgs: Fig; csgs: Fig; group: Set<number> }>();
    for (const a of world.agents) {
      const g = group(a);
      const gs = sum(g, PS);
      const tpgs = add(PS(a.id), gs);
      // SGS: the TPGS of the first breakaway leaders (their PS + GS); csgs the commissionable part.
      const ls = leaders(a);
      const sgs = ls.reduce((s, l) => add(s, add(PS(l.id), sum(group(l), PS))), zero());
      const csgs = ls.reduce((s, l) => add(s, add(CPS(l.id), sum(group(l), CPS))), zero());
      figs.set(a.id, { ps: PS(a.id), cps: CPS(a.id), gs, tpgs, sgs, csgs, group: new Set(g.map((v) => v.id)) });
    }
    // Rank held: the last rank, in the rank table's order (lowest thresholds first), whose PS, TPGS
    // and SGS thresholds the agent's amounts meet; none: rate 0.
    const ordered = [...world.ranks].sort((x, y) => x.totalPersonalGroupSales - y.totalPersonalGroupSales || x.personalSales - y.personalSales || x.sideGroupSales - y.sideGroupSales || x.id - y.id);
    const rankOf = (id: number) => {
      const f = figs.get(id)!;
      let held: ModelRank | undefined;
      for (const r of ordered) if (f.ps.amount >= r.personalSales && f.tpgs.amount >= r.totalPersonalGroupSales && f.sgs.amount >= r.sideGroupSales) held = r;
      return held;
    };
    // Maintenance: own PS against the tier's minimum, units with MOQ on, else amount; no tier: met.
    const maintained = (id: number) => {
      const t = tierOf(id);
      if (!t) return true;
      const own = figs.get(id)!.ps;
      return world.switches.moq ? own.units >= t.momUnit : own.amount >= t.momAmount;
    };
    return { figs, rankOf, maintained };
  }

  // ---- The close of a month (compensation.md, second table and "Maintenance") -----------------
  function onClose(period: string, at: string) {
    const { figs, rankOf, maintained } = figuresOf(period);
    const below = new Set(world.agents.filter((a) => !maintained(a.id)).map((a) => a.id));
    const closeLine = (l: Omit<Line, 'period' | 'payable'>) => write({ period, payable: true, ...l });

    // Maintenance of the override family: for each upline below maintenance and type, the month's
    // sales nets (earn + clawbacks written before the close) that are positive are forfeited by one
    // line (source: the upline); with compression each sale's net moves to the next upline above
    // that met maintenance (none: forfeited only).
    const compressed = new Map<string, Line>();
    for (const type of OVERRIDE_FAMILY) {
      for (const uId of [...below].sort((a, b) => a - b)) {
        const sources = new Map<string, { sourceType: SourceType; sourceId: number; orderId?: number; net: number }>();
        for (const l of lines) {
          if (l.type !== type || l.beneficiaryId !== uId || l.kind !== 'earn' || l.period !== period) continue;
          sources.set(`${l.sourceType}:${l.sourceId}`, { sourceType: l.sourceType, sourceId: l.sourceId, orderId: l.orderId, net: 0 });
        }
        for (const l of lines) {
          const s = sources.get(`${l.sourceType}:${l.sourceId}`);
          if (s && l.type === type && l.beneficiaryId === uId) s.net += l.amount;
        }
        const positive = [...sources.values()].filter((s) => s.net > 0);
        if (!positive.length) continue;
        closeLine({ type, kind: 'forfeit', beneficiaryId: uId, sourceType: 'agent', sourceId: uId, amount: -positive.reduce((s, p) => s + p.net, 0) });
        if (!world.switches.compression) continue;
        const receiver = uplines(uId).find((up) => !below.has(up.id));
        if (!receiver) continue;
        for (const s of positive) {
          const key = `${type}|${receiver.id}|${s.sourceType}|${s.sourceId}`;
          const c = compressed.get(key) ?? {
            period,
            type,
            kind: 'compression' as Kind,
            beneficiaryId: receiver.id,
            sourceType: s.sourceType,
            sourceId: s.sourceId,
            amount: 0,
            payable: true,
            orderId: s.orderId,
          };
          c.amount += s.net;
          compressed.set(key, c);
        }
      }
    }
    for (const c of compressed.values()) write(c);

    const rate = (id: number) => rankOf(id)?.commission ?? 0;
    // Performance: A earns, on the commissionable PS of each X of A's group, (A's rank % − the
    // highest rank % held strictly between X and A) × X's cps when positive; an upline below
    // maintenance earns nothing but its rank still counts in "highest". Rounded as
    // round(rate × cps) − round(highest × cps).
    for (const X of world.agents) {
      const cps = figs.get(X.id)!.cps.amount;
      if (cps <= 0) continue;
      let highest = 0; // the highest rate strictly between X and the upline looked at
      for (const A of uplines(X.id)) {
        const r = rate(A.id);
        if (r > highest && maintained(A.id) && figs.get(A.id)!.group.has(X.id)) {
          closeLine({ type: 'performance', kind: 'earn', beneficiaryId: A.id, sourceType: 'agent', sourceId: X.id, amount: pct(r, cps) - pct(highest, cps), rateBp: r - highest });
        }
        highest = Math.max(highest, r);
      }
    }
    for (const A of world.agents) {
      const rank = rankOf(A.id);
      if (!rank || !maintained(A.id)) continue;
      const f = figs.get(A.id)!;
      // Personal-level: the rank's personal-level % of the agent's own commissionable PS.
      if (f.cps.amount > 0)
        closeLine({
          type: 'personal-level',
          kind: 'earn',
          beneficiaryId: A.id,
          sourceType: 'agent',
          sourceId: A.id,
          amount: pct(rank.personalLevelCommission, f.cps.amount),
          rateBp: rank.personalLevelCommission,
        });
      // Leadership: a leadership rank earns its tier's leadership % of its commissionable SGS.
      const t = tierOf(A.id);
      if (rank.isLeadership && t && f.csgs.amount > 0)
        closeLine({ type: 'leadership', kind: 'earn', beneficiaryId: A.id, sourceType: 'period', sourceId: 0, amount: pct(t.leadership, f.csgs.amount) });
    }
    closed.set(period, { at, below });
    // Orders of the month refunded after it ended but before this close: the close takes back
    // their share of the bonuses it just paid (into the month the close runs in).
    const end = monthEndUtc(period);
    for (const o of world.orders) {
      if (o.paidAt && periodOf(o.paidAt) === period && o.refundedAt && utcKey(o.refundedAt) >= end && utcKey(o.refundedAt) <= utcKey(at)) periodShare(o, at);
    }
  }

  // ---- Replay in time order --------------------------------------------------------------------
  type Event = { at: string; order: number; run: () => void };
  const events: Event[] = [];
  for (const o of world.orders) {
    if (o.paidAt) events.push({ at: utcKey(o.paidAt), order: 0, run: () => onPayment(o) });
    if (o.paidAt && o.refundedAt) events.push({ at: utcKey(o.refundedAt), order: 1, run: () => onRefund(o) });
  }
  for (const c of world.closes) events.push({ at: utcKey(c.at), order: 2, run: () => onClose(c.period, c.at) });
  events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.order - b.order));
  for (const e of events) e.run();

  // ---- Ledger: payable lines plus entries (paid payouts) -------------------------------------
  const balances = new Map<number, number>();
  for (const l of lines) if (l.payable) balances.set(l.beneficiaryId, (balances.get(l.beneficiaryId) ?? 0) + l.amount);
  for (const p of world.payouts) balances.set(p.agentId, (balances.get(p.agentId) ?? 0) - p.amount);
  return { lines, balances };
}
