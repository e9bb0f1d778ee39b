import dayjs from 'dayjs';
import { TIME_ZONE } from '../common/constants';
import type { Ctx, UserCtx } from '../server/platform/context';
import { clock } from '../server/platform/time';
import { inTransaction } from '../server/platform/tx';
import { Branch } from '../server/modules/companies/models';
import { Product } from '../server/modules/catalog/models';
import { Courier } from '../server/modules/couriers/models';
import { HQ_STORE, NO_VARIANT } from '../server/modules/inventory/models';
import { setLevel } from '../server/modules/inventory/levels';
import { User } from '../server/modules/users/models';
import { addItem } from '../server/modules/orders/cart';
import { checkout, draftForAgent, placeOrder, quote, type OrderChoices } from '../server/modules/orders/checkout';
import { approve, cancel, complete, markPaid, recordPayment, setTracking } from '../server/modules/orders/lifecycle';
import { companyCtx } from '../server/modules/orders/jobs';
import { saveBank } from '../server/modules/account/service';
import { banks } from '../server/modules/reference/service';
import { closePeriod } from '../server/modules/commissions/period';
import { approvePayout, markPaid as markPayoutPaid, requestPayout } from '../server/modules/commissions/payouts';

/**
 * Three months of commission history for the demo company, made through the real services with
 * the platform clock moved to each moment (as tests move it), so every line, figure and ledger
 * entry is what the product itself writes. Fixed data, no randomness; run once, right after the
 * demo company is created (db/demo.ts). Months are counted back from today in Kuala Lumpur:
 *
 * - 3 months ago: first orders from HQ (agent1 at checkout; agent2, agent3, agent4 placed by HQ
 *   on their behalf, paid and collected at the HQ branch) — overrides, product commission,
 *   introducer and helper (agent2 helps agent4) bonuses, and recruitment on each recruit's first
 *   order.
 * - 2 months ago (the month before is closed on the 1st): HQ orders of agent1, agent2, agent4 (one
 *   of agent4's left uncollected); agent5's first order from its upline agent3 (sale profit and
 *   recruitment for agent3, shipped by courier). agent3 buys nothing, so at the close it is below
 *   maintenance and its overrides of the month are forfeited.
 * - Last month (the month before closed on the 1st): HQ orders of every agent; HQ cancels agent4's
 *   uncollected order (refund to its credit wallet, clawback lines including its share of the
 *   closed month's performance bonus); agent2 asks for its available commission and HQ pays it.
 * - Today: last month is closed and agent1 asks for a payout (left requested).
 * The ranks of the demo (Silver and Gold without a side-group requirement) give agent1 and agent2
 * performance and personal-level bonuses; Diamond (leadership) needs a side group the demo chain
 * does not have. HQ stock is put back to its starting level at the end.
 */

const BRANCH = 'HQ Kuala Lumpur';
const COURIER = 'PosLaju';
const HQ_STOCK = 500;

type Line = [sku: string, quantity: number];

interface Demo {
  ctx: Ctx;
  hq: UserCtx;
  agents: Map<string, UserCtx>;
  products: Map<string, number>;
  branchId: number;
  courierId: number;
}

/** The Kuala Lumpur moment `day` of the month `back` months before the current one, at `hour`:00. */
function moment(back: number, day: number, hour = 10): Date {
  const month = dayjs(clock.now()).tz(TIME_ZONE).startOf('month').subtract(back, 'month').format('YYYY-MM');
  return dayjs.tz(`${month}-${String(day).padStart(2, '0')} ${String(hour).padStart(2, '0')}:00`, TIME_ZONE).toDate();
}

const periodOf = (back: number) => dayjs(moment(back, 1)).tz(TIME_ZONE).format('YYYY-MM');

/** Runs `fn` with the platform clock at `when`, then puts the clock back. */
async function at<T>(when: Date, fn: () => Promise<T>): Promise<T> {
  const shift = when.getTime() - clock.now().getTime();
  clock.advance(shift);
  try {
    return await fn();
  } finally {
    clock.advance(-shift);
  }
}

const asUser = (ctx: Ctx, user: User): UserCtx => ({ ...ctx, user: { id: user.id, role: user.role, permissions: new Set(), tierId: user.tierId ?? null, lang: null } });

const items = (d: Demo, lines: Line[]) => lines.map(([sku, quantity]) => ({ itemType: 'product' as const, productId: d.products.get(sku)!, quantity }));

/** The agent's own checkout of `lines` (its seller decides HQ or upline), paid by the seller's side. */
async function agentOrder(d: Demo, email: string, lines: Line[], choices: OrderChoices, paidBy: UserCtx): Promise<number> {
  const agent = d.agents.get(email)!;
  for (const item of items(d, lines)) await addItem(agent, agent.user.id, item);
  const { grandTotal } = await quote(agent, agent.user.id, choices);
  const id = await checkout(agent, agent.user.id, { ...choices, totalPaid: grandTotal });
  await markPaid(paidBy, id);
  return id;
}

/** HQ's order on the agent's behalf, collected at the HQ branch, paid at once (as /manage-orders/store with markPaid). */
async function hqOrder(d: Demo, email: string, lines: Line[]): Promise<number> {
  const buyerId = d.agents.get(email)!.user.id;
  return inTransaction(d.hq, async (tx) => {
    const draft = await draftForAgent(tx, { buyerId, items: items(d, lines), shipmentType: 'pickup', shipmentId: d.branchId, paymentType: 'manual' });
    const order = await placeOrder(tx, draft, { createdBy: d.hq.user.id });
    await recordPayment(tx, order, d.hq.user.id);
    return order.id;
  });
}

/** Approved and collected at the branch: the units move into the agent's own stock. */
async function collect(d: Demo, ids: number[]) {
  await approve(d.hq, ids);
  for (const id of ids) await complete(d.hq, id);
}

const pickup = (d: Demo): OrderChoices => ({ shipmentType: 'pickup', shipmentId: d.branchId, paymentType: 'manual' });

async function load(companyId: number): Promise<Demo> {
  const ctx = await companyCtx(companyId);
  const users = await User.of(ctx).whereIn('role', ['hq', 'agent']).orderBy('id');
  const hqUser = users.find((u) => u.role === 'hq')!;
  const agents = new Map(users.filter((u) => u.role === 'agent').map((u) => [u.email, asUser(ctx, u)]));
  const products = new Map((await Product.of(ctx).select('id', 'sku')).map((p) => [p.sku!, p.id]));
  const branchId = (await Branch.of(ctx).findOne({ name: BRANCH }))!.id;
  const courierId = (await Courier.of(ctx).findOne({ name: COURIER }))!.id;
  return { ctx, hq: asUser(ctx, hqUser), agents, products, branchId, courierId };
}

async function bankAccount(agent: UserCtx, holder: string) {
  await saveBank(agent, { accBankCountry: 'MY', accBankCompany: banks('MY')[0]!.code, accBankNumber: `51${String(agent.user.id).padStart(8, '0')}`, accBankName: holder });
}

export async function seedDemoHistory(companyId: number): Promise<void> {
  const d = await load(companyId);
  const periods = [0, 1, 2, 3].map(periodOf);
  const close = (back: number) => closePeriod(d.ctx, periods[back]!, d.hq.user.id);

  await at(moment(3, 3), async () => collect(d, [await agentOrder(d, 'agent1@demo.test', [['GLOW-30', 20], ['NIGHT-50', 10]], pickup(d), d.hq)]));
  await at(moment(3, 5), async () => collect(d, [await hqOrder(d, 'agent2@demo.test', [['GLOW-30', 10], ['HYDRA-100', 5]])]));
  await at(moment(3, 8), async () => collect(d, [await hqOrder(d, 'agent3@demo.test', [['GLOW-30', 4], ['HYDRA-100', 2], ['NIGHT-50', 1]])]));
  await at(moment(3, 12), async () => collect(d, [await hqOrder(d, 'agent4@demo.test', [['GLOW-30', 3], ['HYDRA-100', 2]])]));

  await at(moment(2, 1), () => close(3));
  await at(moment(2, 4), async () => collect(d, [await hqOrder(d, 'agent1@demo.test', [['GLOW-30', 20], ['HYDRA-100', 10]])]));
  await at(moment(2, 6), async () => collect(d, [await hqOrder(d, 'agent2@demo.test', [['GLOW-30', 12], ['NIGHT-50', 6]])]));
  await at(moment(2, 10), async () => collect(d, [await hqOrder(d, 'agent4@demo.test', [['GLOW-30', 4], ['NIGHT-50', 2]])]));
  // agent5's first order, from its upline agent3's own stock, shipped by courier.
  const seller = d.agents.get('agent3@demo.test')!;
  await at(moment(2, 14), async () => {
    const id = await agentOrder(d, 'agent5@demo.test', [['GLOW-30', 2], ['HYDRA-100', 1]], { shipmentType: 'courier', shipmentId: d.courierId, paymentType: 'manual' }, seller);
    await approve(seller, [id]);
    await setTracking(seller, id, 'EP000000001MY');
    await complete(seller, id);
  });
  const refunded = await at(moment(2, 18), () => hqOrder(d, 'agent4@demo.test', [['GLOW-30', 2], ['HYDRA-100', 1]]));

  await at(moment(1, 1), () => close(2));
  await at(moment(1, 3), async () => collect(d, [await hqOrder(d, 'agent1@demo.test', [['GLOW-30', 20], ['NIGHT-50', 10]])]));
  await at(moment(1, 5), async () => collect(d, [await hqOrder(d, 'agent2@demo.test', [['GLOW-30', 10], ['HYDRA-100', 5], ['NIGHT-50', 5]])]));
  await at(moment(1, 7), async () => collect(d, [await hqOrder(d, 'agent3@demo.test', [['GLOW-30', 6], ['HYDRA-100', 3]])]));
  await at(moment(1, 9), () => cancel(d.hq, [refunded], 'Not collected: refunded to credit'));
  await at(moment(1, 10), async () => {
    const agent2 = d.agents.get('agent2@demo.test')!;
    await bankAccount(agent2, 'Budi Agent');
    const payout = await requestPayout(agent2, undefined);
    await approvePayout(d.hq, payout.id);
    await markPayoutPaid(d.hq, payout.id, { reference: 'DEMO-TRF-0001', paidOn: dayjs(clock.now()).tz(TIME_ZONE).format('YYYY-MM-DD') });
  });
  await at(moment(1, 12), async () => collect(d, [await hqOrder(d, 'agent4@demo.test', [['GLOW-30', 3], ['HYDRA-100', 2]])]));
  await at(moment(1, 15), async () => collect(d, [await hqOrder(d, 'agent5@demo.test', [['GLOW-30', 1], ['NIGHT-50', 2]])]));

  await close(1);
  const agent1 = d.agents.get('agent1@demo.test')!;
  await bankAccount(agent1, 'Aisyah Agent');
  await requestPayout(agent1, undefined);
  for (const productId of d.products.values()) await setLevel(d.ctx, { storeId: HQ_STORE, productId, variantId: NO_VARIANT }, HQ_STOCK, 'restock', d.hq.user.id);
}
