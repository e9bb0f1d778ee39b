import { AppError } from '../../server/platform/errors';
import { platform } from '../../server/platform';
import { nowDb } from '../../server/platform/time';
import { registerAgent } from '../../server/modules/agents/registration';
import { storeCustomer } from '../../server/modules/customers/service';
import { updateStock } from '../../server/modules/inventory/service';
import { HQ_STORE } from '../../server/modules/inventory/models';
import { User } from '../../server/modules/users/models';
import { approve, cancel, complete, deleteOrder, expireOrders, markPaid, setTracking } from '../../server/modules/orders/lifecycle';
import { CustomerAddress } from '../../server/modules/orders/models';
import { cartOf } from '../../server/modules/orders/cart';
import { openOrderOf } from '../../server/modules/orders/shared';
import { banks } from '../../server/modules/reference/service';
import { closePeriod } from '../../server/modules/commissions/period';
import { approvePayout, markPaid as markPayoutPaid, requestPayout } from '../../server/modules/commissions/payouts';
import { DEMO_CATALOGUE, TIER_MINIMUMS } from './catalogue';
import { moment, periodOf, thisMonth, type Timeline } from './clock';
import { agent, asUser, courier, hqOrder, klDate, nextTracking, payOnline, pickup, placeCheckout, stockOf, topUpOnline, type Demo, type Line } from './kit';
import { customerName, DEMO_AGENTS, identityOf, postcodeOf, type DemoAgent } from './network';
import type { Random } from './random';

/**
 * The generated part of the demo's year (db/demo-history.ts tells the whole story): every agent
 * of db/demo/network.ts registers on its day, the grown network (not the five demo logins, whose
 * story is fixed) buys stock and sells to its customers month after month, HQ restocks and
 * adjusts its stock, closes each month's commissions and pays some payouts. Chance comes from one
 * seeded generator and steps run in time order, so every demo is the same.
 */

/** Chance that an agent of each level buys stock in a month. */
const BUYS = [1, 0.85, 0.7, 0.6];
/** Chance that an agent sells to one of its customers in a month (when it holds stock). */
const SELLS = 0.55;
/** States whose agents collect HQ orders at the Kuala Lumpur branch; others get them by courier. */
const NEAR_BRANCH = ['Selangor', 'Wp Kuala Lumpur', 'Wp Putrajaya'];

const grown = DEMO_AGENTS.filter((a) => !a.login);

/** Refusals of the services (an out-of-stock upline, a payout below the minimum): counted, not fatal. */
export const refused = new Map<string, number>();

async function attempt(fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    refused.set(error.key, (refused.get(error.key) ?? 0) + 1);
  }
}

export interface Year {
  d: Demo;
  tl: Timeline;
  rnd: Random;
  passwordHash: string;
  /** Payouts paid so far (DEMO-TRF-0001 is agent2's, in the demo logins' story). */
  transfers: number;
}

/** The moment `day` (1–28) at `hour` of the month `back`; in the current month, that share of it up to now. */
export function dayOf(back: number, day: number, hour = 10): Date {
  return back > 0 ? moment(back, day, hour) : thisMonth((day - 1 + hour / 24) / 28);
}

// ---------------------------------------------------------------- joining

/** Registers the agent as HQ does (POST /agent-registration) and accepts its invite with the demo password. */
export async function register(y: Year, a: DemoAgent): Promise<void> {
  const { d } = y;
  const index = DEMO_AGENTS.indexOf(a);
  const postcode = a.login ? '40000' : postcodeOf(a.state, a.city);
  const fullName = `${a.firstName} ${a.lastName}`;
  const { id } = await registerAgent(d.hq, {
    email: a.email,
    username: a.key,
    usrTierId: d.tierIds[a.tier]!,
    familyDirectId: a.upline ? agent(d, a.upline).user.id : null,
    familyHelperId: a.helper ? agent(d, a.helper).user.id : null,
    companyCountry: 'MY',
    accFirstName: a.firstName,
    accLastName: a.lastName,
    accIdentity: identityOf(a, index),
    accBirthDate: a.birthDate,
    accGender: a.gender,
    // The demo logins have no phone: the agent app shows its missing-contact message. agent5 has one:
    // its first order is shipped by courier, which needs the receiver's phone.
    ...(a.login && a.key !== 'agent5' ? {} : { accCodePhone: '+60', accPhone: `1${String(23456700 + index * 7919).slice(-8)}` }),
    accAddressLine1: a.login ? '12 Jalan Demo' : `${10 + index} Jalan ${a.lastName}`,
    accAddressPostcode: postcode,
    accAddressCity: a.city,
    accAddressState: a.state,
    accAddressCountry: 'MY',
    ...(a.login ? {} : { accBankCountry: 'MY' as const, accBankCompany: banks('MY')[index % 5]!.code, accBankNumber: `16${String(index).padStart(8, '0')}`, accBankName: fullName }),
  });
  await User.of(d.ctx).findById(id).patch({ passwordHash: y.passwordHash, status: 'active', emailVerifiedAt: nowDb() });
  const user = (await User.of(d.ctx).findById(id))!;
  const ctx = asUser(d.ctx, user);
  d.agents.set(a.key, ctx);
  if (a.login) return;
  // Two customers of its own store, in its own city.
  for (const n of [0, 1]) {
    await storeCustomer(ctx, id, {
      ...customerName(index, n),
      phoneCode: '+60',
      phoneNumber: `1${String(30000000 + index * 101 + n).slice(-8)}`,
      address1: `${n + 3} Lorong ${a.city}`,
      postCode: postcode,
      city: a.city,
      state: a.state,
      country: 'MY',
    });
  }
}

// ---------------------------------------------------------------- what an order holds

const price = (sku: string, tier: number) => DEMO_CATALOGUE.find((c) => c[1] === sku)![5][tier]!;
const SKUS = DEMO_CATALOGUE.map((c) => c[1]);

/** A stock purchase of one to three products reaching the level's minimum with some to spare. */
function stockLines(rnd: Random, tier: number): Line[] {
  const skus = [...new Set([rnd.pick(SKUS), rnd.pick(SKUS), rnd.pick(SKUS)])].slice(0, rnd.int(1, 3));
  const target = TIER_MINIMUMS[tier]! * (1.15 + rnd.next() * 0.6);
  const quantities = new Map(skus.map((s) => [s, 0]));
  let goods = 0;
  for (let i = 0; goods < target; i++) {
    const sku = skus[i % skus.length]!;
    quantities.set(sku, quantities.get(sku)! + 1);
    goods += price(sku, tier);
  }
  return [...quantities].filter(([, n]) => n > 0);
}

// ---------------------------------------------------------------- a month of the grown network

/** Steps of a stock purchase by `a` on `day` of month `back`. */
function stockPurchase(y: Year, a: DemoAgent, back: number, day: number, fate: 'kept' | 'cancelled' | 'refundNextMonth') {
  const { d, tl, rnd } = y;
  const lines = stockLines(rnd, a.tier);
  const when = dayOf(back, day, rnd.int(9, 16));
  const method = rnd.next();
  tl.add(when, () =>
    attempt(async () => {
      const buyer = agent(d, a.key);
      const near = NEAR_BRANCH.includes(a.state);
      if (!a.upline) {
        // A root buys from HQ itself: by credit when its wallet holds enough, online, or by transfer HQ confirms the next day.
        const choices = near ? pickup(d) : courier(d);
        const wanted = method < 0.3 ? 'credit' : method < 0.6 && d.gateway ? 'gateway' : 'manual';
        const { id, paymentType, grandTotal } = await placeCheckout(d, a.key, lines, { ...choices, paymentType: wanted });
        if (paymentType === 'gateway') tl.after(when, 0.2, () => payOnline(d, a.key, id, grandTotal));
        if (paymentType === 'manual') tl.after(when, 20, () => markPaid(d.hq, id));
        hqSteps(y, a, back, id, when, near, fate);
        return;
      }
      const upline = agent(d, a.upline);
      if (await holds(d, upline.user.id, lines)) {
        // From the upline's own stock: it confirms the transfer, ships by courier, the buyer confirms receipt.
        const { id } = await placeCheckout(d, a.key, lines, courier(d));
        tl.after(when, 6, () => markPaid(upline, id));
        tl.after(when, 20, async () => void (await approve(upline, [id])));
        tl.after(when, 40, () => setTracking(upline, id, nextTracking()));
        tl.after(when, 110, () => complete(buyer, id));
        return;
      }
      // The upline has too little: HQ takes the order for the agent, paid by transfer on the spot.
      const id = await hqOrder(d, a.key, lines, near ? pickup(d) : courier(d));
      hqSteps(y, a, back, id, when, near, fate);
    }),
  );
}

/** Whether the store holds the lines, with a couple of units to spare. */
async function holds(d: Demo, storeId: number, lines: Line[]): Promise<boolean> {
  const held = await stockOf(d, storeId);
  return lines.every(([sku, n]) => (held.get(sku) ?? 0) >= n + 2);
}

/** After an HQ sale: approved the next day, then collected or shipped and received — or cancelled and refunded. */
function hqSteps(y: Year, a: DemoAgent, back: number, id: number, when: Date, near: boolean, fate: 'kept' | 'cancelled' | 'refundNextMonth') {
  const { d, tl } = y;
  if (fate === 'cancelled') {
    tl.after(when, 30, () => attempt(async () => void (await cancel(d.hq, [id], 'Agent changed the order: refunded to credit'))));
    return;
  }
  if (fate === 'refundNextMonth') {
    // Approved, then waits past the month's end; HQ cancels it on the 3rd: the refund lands in the next month.
    tl.after(when, 22, () => attempt(async () => void (await approve(d.hq, [id]))));
    tl.add(dayOf(back - 1, 3, 11), () => attempt(async () => void (await cancel(d.hq, [id], 'Not collected: refunded to credit'))));
    return;
  }
  tl.after(when, 22, async () => void (await approve(d.hq, [id])));
  if (near) tl.after(when, 70, () => complete(d.hq, id));
  else {
    tl.after(when, 46, () => setTracking(d.hq, id, nextTracking()));
    tl.after(when, 120, () => complete(agent(d, a.key), id));
  }
}

/** A sale to one of the agent's customers from its own stock, shipped by courier. */
function personalSale(y: Year, a: DemoAgent, back: number, day: number) {
  const { d, tl, rnd } = y;
  const when = dayOf(back, day, rnd.int(10, 20));
  const want = rnd.int(1, 3);
  const which = rnd.int(0, 1);
  tl.add(when, () =>
    attempt(async () => {
      const seller = agent(d, a.key);
      const held = [...(await stockOf(d, seller.user.id))].filter(([, n]) => n > 0).sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
      if (!held.length) return;
      const [sku, n] = held[0]!;
      const customers = await CustomerAddress.of(d.ctx).where('agentId', seller.user.id).orderBy('id');
      const customer = customers[which % customers.length];
      if (!customer) return;
      const { id } = await placeCheckout(d, a.key, [[sku, Math.min(want, n)]], { ...courier(d, 'manual', customer.id), storeId: seller.user.id });
      tl.after(when, 2, () => markPaid(seller, id));
      tl.after(when, 20, async () => void (await approve(seller, [id])));
      tl.after(when, 30, () => setTracking(seller, id, nextTracking()));
      tl.after(when, 90, () => complete(seller, id));
    }),
  );
}

/** An order the agent places and then deletes unpaid (its cart freed), or leaves until it expires. */
function abandoned(y: Year, a: DemoAgent, back: number, day: number, how: 'deleted' | 'expired') {
  const { d, tl, rnd } = y;
  const when = dayOf(back, day, 9);
  const lines = stockLines(rnd, a.tier);
  tl.add(when, () =>
    attempt(async () => {
      const near = NEAR_BRANCH.includes(a.state);
      if (a.upline && !(await holds(d, agent(d, a.upline).user.id, lines))) return;
      const { id } = await placeCheckout(d, a.key, lines, near && !a.upline ? pickup(d) : courier(d));
      if (how === 'deleted') tl.after(when, 1, () => deleteOrder(agent(d, a.key), id));
      // The expiry job's run after the company's 24 hours.
      else tl.after(when, 25, async () => void (await expireOrders(d.ctx)));
    }),
  );
}

/** The grown network's month `back`: who buys, sells and abandons a cart, on which days. */
export function growMonth(y: Year, back: number): void {
  const { rnd } = y;
  for (const a of grown) {
    if (a.back < back || back < a.activeUntil) continue;
    const first = a.back === back ? a.day + 1 : 3;
    // The current month runs up to now (day 28 of dayOf): its last orders are still on their way.
    const last = back === 0 ? 28 : 24;
    if (first > last) continue;
    const day = rnd.int(first, last);
    if (rnd.chance(BUYS[a.tier]!)) {
      const r = rnd.next();
      const fate = back > 0 && r < 0.05 ? 'cancelled' : back > 1 && day >= 18 && r > 0.9 ? 'refundNextMonth' : 'kept';
      stockPurchase(y, a, back, day, fate);
      // Now and then a cart left before it: deleted by the agent, or expired by the job.
      if (day >= first + 2 && rnd.chance(0.07)) abandoned(y, a, back, day - 2, rnd.chance(0.5) ? 'deleted' : 'expired');
    }
    const sale = day + (day > 14 ? -rnd.int(5, 10) : rnd.int(4, 8));
    if (sale >= first && sale <= 27 && rnd.chance(SELLS)) personalSale(y, a, back, sale);
  }
}

/**
 * The last hours: three roots check out and have not paid yet (HQ confirms transfers the next
 * day), so the console shows unpaid orders until they expire after the company's 24 hours; HQ
 * takes paid orders for five agents and has approved two of them, so some wait for approval and
 * some to ship.
 */
export function lastHours(y: Year): void {
  const { d, tl, rnd } = y;
  for (const [i, key] of ['hafiz', 'meiling', 'kavitha'].entries()) {
    const a = grown.find((g) => g.key === key)!;
    const lines = stockLines(rnd, a.tier);
    tl.add(thisMonth(1, 20 - i * 5), () =>
      attempt(async () => {
        // A root whose latest checkout is still unpaid has its unpaid order already.
        if (await openOrderOf(d.ctx, await cartOf(d.ctx, agent(d, key).user.id))) return;
        await placeCheckout(d, key, lines, NEAR_BRANCH.includes(a.state) ? pickup(d) : courier(d));
      }),
    );
  }
  for (const [i, key] of ['nurul', 'rajesh', 'yasmin', 'danial', 'melissa'].entries()) {
    const a = grown.find((g) => g.key === key)!;
    const lines = stockLines(rnd, a.tier);
    const when = thisMonth(1, 600 - i * 100);
    tl.add(when, () =>
      attempt(async () => {
        const id = await hqOrder(d, key, lines, NEAR_BRANCH.includes(a.state) ? pickup(d) : courier(d));
        if (i < 2) tl.after(when, 1, async () => void (await approve(d.hq, [id])));
      }),
    );
  }
}

// ---------------------------------------------------------------- HQ's part

/** HQ's stock work of a month: a supplier delivery on the 2nd for what runs below 600 units, one adjustment on the 20th. */
export function stockWork(y: Year, back: number): void {
  const { d, tl, rnd } = y;
  tl.add(dayOf(back, 2, 9), async () => {
    const held = await stockOf(d, HQ_STORE);
    for (const sku of SKUS) {
      const qty = held.get(sku) ?? 0;
      if (qty < 600) await updateStock(d.hq, { productId: d.products.get(sku)!, qtyIn: 1000 - qty, invType: 'restock', invDesc: `Supplier delivery ${periodOf(back)}` });
    }
  });
  const sku = rnd.pick(SKUS);
  const kind = back % 4;
  const n = rnd.int(1, 5);
  tl.add(dayOf(back, 20, 15), () =>
    attempt(async () => {
      const productId = d.products.get(sku)!;
      if (kind === 0) await updateStock(d.hq, { productId, qtyOut: n, invType: 'damaged', remarks: 'Broken in the warehouse' });
      else if (kind === 1) await updateStock(d.hq, { productId, qtyOut: n + 3, invType: 'promotion_or_donation', invDesc: 'Roadshow samples' });
      else if (kind === 2) await updateStock(d.hq, { productId, qtyIn: n, invType: 'return', returnReason: 'Customer return, unopened' });
      else await updateStock(d.hq, { productId, qtyOut: 1, invType: 'correction', remarks: 'Monthly stock count' });
    }),
  );
}

/** Closes the commissions of month `back` (on the 1st of the next one). */
export function closeMonth(y: Year, back: number): void {
  const { d, tl } = y;
  tl.add(dayOf(back - 1, 1, 8), async () => void (await closePeriod(d.ctx, periodOf(back), d.hq.user.id)));
}

/**
 * Payouts of month `back`: the first agents (in network order) with commission available ask for
 * it on the 12th; HQ approves the next day and pays two days later (in the current month some stay
 * requested or approved).
 */
export function payouts(y: Year, back: number, count: number): void {
  const { d, tl } = y;
  const when = dayOf(back, 12, 11);
  tl.add(when, async () => {
    let asked = 0;
    for (const a of grown) {
      if (asked >= count || !d.agents.has(a.key)) continue;
      try {
        const payout = await requestPayout(agent(d, a.key), undefined);
        asked += 1;
        tl.after(when, 24, async () => void (await approvePayout(d.hq, payout.id)));
        tl.after(when, 72, async () => void (await markPayoutPaid(d.hq, payout.id, { reference: `DEMO-TRF-${String(++y.transfers).padStart(4, '0')}`, paidOn: klDate() })));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
  });
}

/** The roots top their credit wallets up online now and then (when the gateway is on), to pay orders by credit. */
export function topUps(y: Year, back: number): void {
  const { d, tl } = y;
  if (!d.gateway || back % 3 !== 0) return;
  for (const [i, key] of ['hafiz', 'meiling', 'kavitha'].entries()) {
    const a = grown.find((g) => g.key === key)!;
    if (a.back < back || (a.back === back && a.day > 2)) continue;
    tl.add(dayOf(back, 2, 12 + i), () => attempt(() => topUpOnline(d, key, 300_000 + i * 50_000)));
  }
}

export function logRefusals(): void {
  if (refused.size) platform().logger.info({ refused: Object.fromEntries(refused) }, 'demo history: steps the services refused (skipped)');
}
