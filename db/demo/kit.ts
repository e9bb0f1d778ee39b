import dayjs from 'dayjs';
import { TIME_ZONE } from '../../common/constants';
import type { Ctx, UserCtx } from '../../server/platform/context';
import { clock } from '../../server/platform/time';
import { inTransaction } from '../../server/platform/tx';
import { Branch } from '../../server/modules/companies/models';
import { Product } from '../../server/modules/catalog/models';
import { Courier } from '../../server/modules/couriers/models';
import { StockLevel, NO_VARIANT } from '../../server/modules/inventory/models';
import { Tier } from '../../server/modules/tiers/models';
import { User } from '../../server/modules/users/models';
import { addItem } from '../../server/modules/orders/cart';
import { checkout, draftForAgent, placeOrder, quote, type OrderChoices } from '../../server/modules/orders/checkout';
import { approve, complete, markPaid, recordPayment } from '../../server/modules/orders/lifecycle';
import { companyCtx } from '../../server/modules/orders/jobs';
import { gatewayAvailability } from '../../server/modules/payments/accounts';
import { applyPaid, checkout as gatewayCheckout, type CheckoutInput as GatewayCheckoutInput } from '../../server/modules/payments/service';
import { AppError } from '../../server/platform/errors';
import { balanceOf } from '../../server/modules/wallet/service';
import { platform } from '../../server/platform';

/**
 * What every step of the demo's history works with (the company, HQ, the agents as signed-in
 * users, the catalogue, the branch and courier) and the order steps as the console and the agent
 * app take them, through the real services.
 */

const BRANCH = 'HQ Kuala Lumpur';
const COURIER = 'PosLaju';

/** [sku, quantity] */
export type Line = [sku: string, quantity: number];

export interface Demo {
  ctx: Ctx;
  hq: UserCtx;
  /** The agents by key (db/demo/network.ts), signed in; filled as they register. */
  agents: Map<string, UserCtx>;
  /** Tier ids by tier index (0 = Master Stockist). */
  tierIds: number[];
  /** Product ids by SKU. */
  products: Map<string, number>;
  branchId: number;
  courierId: number;
  /** Online banking through the payment gateway is on offer (the simulator or a Billplz account). */
  gateway: boolean;
}

export const asUser = (ctx: Ctx, user: User): UserCtx => ({ ...ctx, user: { id: user.id, role: user.role, permissions: new Set(), tierId: user.tierId ?? null, lang: null } });

export async function loadDemo(companyId: number): Promise<Demo> {
  const ctx = await companyCtx(companyId);
  const hqUser = (await User.of(ctx).findOne({ role: 'hq' }))!;
  const tierIds = (await Tier.of(ctx).orderBy('rankNumber')).map((t) => t.id);
  const products = new Map((await Product.of(ctx).select('id', 'sku')).map((p) => [p.sku!, p.id]));
  const branchId = (await Branch.of(ctx).findOne({ name: BRANCH }))!.id;
  const courierId = (await Courier.of(ctx).findOne({ name: COURIER }))!.id;
  // The gateway needs a server to create bills on: the simulator of `npm start` and the browser tests (not `npm run seed:demo`).
  const gateway = Boolean(platform().config.gateway.baseUrl) && (await gatewayAvailability(ctx)).available;
  return { ctx, hq: asUser(ctx, hqUser), agents: new Map(), tierIds, products, branchId, courierId, gateway };
}

export const agent = (d: Demo, key: string): UserCtx => {
  const found = d.agents.get(key);
  if (!found) throw new Error(`demo: agent ${key} has not joined yet`);
  return found;
};

const items = (d: Demo, lines: Line[]) => lines.map(([sku, quantity]) => ({ itemType: 'product' as const, productId: d.products.get(sku)!, quantity }));

export const pickup = (d: Demo): OrderChoices => ({ shipmentType: 'pickup', shipmentId: d.branchId, paymentType: 'manual' });
export const courier = (d: Demo, paymentType: OrderChoices['paymentType'] = 'manual', customerId: number | null = null): OrderChoices => ({
  shipmentType: 'courier',
  shipmentId: d.courierId,
  paymentType,
  customerId,
});

/**
 * The agent's own checkout of `lines` (its seller decides HQ or upline; `storeId` = itself for a
 * personal sale), left unpaid unless paid by credit; credit the wallet cannot cover becomes a transfer.
 */
export async function placeCheckout(d: Demo, key: string, lines: Line[], choices: OrderChoices): Promise<{ id: number; paymentType: OrderChoices['paymentType']; grandTotal: number }> {
  const buyer = agent(d, key);
  for (const item of items(d, lines)) await addItem(buyer, buyer.user.id, item);
  let { grandTotal } = await quote(buyer, buyer.user.id, choices);
  let paymentType = choices.paymentType;
  if (paymentType === 'credit' && (await balanceOf(d.ctx, buyer.user.id)) < grandTotal) {
    paymentType = 'manual';
    ({ grandTotal } = await quote(buyer, buyer.user.id, { ...choices, paymentType }));
  }
  const id = await checkout(buyer, buyer.user.id, { ...choices, paymentType, totalPaid: grandTotal });
  return { id, paymentType, grandTotal };
}

/** The agent's own checkout of `lines`, paid by the seller's side (`paidBy`). */
export async function agentOrder(d: Demo, key: string, lines: Line[], choices: OrderChoices, paidBy: UserCtx): Promise<number> {
  const { id } = await placeCheckout(d, key, lines, choices);
  await markPaid(paidBy, id);
  return id;
}

/** HQ's order on the agent's behalf (as /manage-orders/store with markPaid), paid at once. */
export async function hqOrder(d: Demo, key: string, lines: Line[], choices: OrderChoices = pickup(d)): Promise<number> {
  const buyerId = agent(d, key).user.id;
  return inTransaction(d.hq, async (tx) => {
    const draft = await draftForAgent(tx, { buyerId, items: items(d, lines), ...choices });
    const order = await placeOrder(tx, draft, { createdBy: d.hq.user.id });
    await recordPayment(tx, order, d.hq.user.id);
    return order.id;
  });
}

/** Approved and collected at the branch: the units move into the agent's own stock. */
export async function collect(d: Demo, ids: number[]) {
  await approve(d.hq, ids);
  for (const id of ids) await complete(d.hq, id);
}

let tracking = 0;
/** A courier consignment number, one more each time (EP000000001MY is the demo logins' story's). */
export const nextTracking = () => `EP${String(++tracking).padStart(9, '0')}MY`;
export const resetTracking = () => void (tracking = 1);

/**
 * A bill at the gateway, asked for again (same session) when the connection to it broke: the
 * simulator closes idle connections while the history runs, and a demo step must not depend on it.
 */
async function bill(ctx: UserCtx, input: GatewayCheckoutInput) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await gatewayCheckout(ctx, input);
    } catch (error) {
      if (!(error instanceof AppError && error.key === 'gateway.unavailable') || attempt === 3) throw error;
    }
  }
}

/** Pays an HQ order online: the bill at the gateway, then its paid callback as Billplz would send it. */
export async function payOnline(d: Demo, key: string, orderId: number, grandTotal: number) {
  const { billId } = await bill(agent(d, key), { payType: 'order', orderId, sessionId: sessionId(), totalPaid: grandTotal });
  await applyPaid(d.ctx, billId, 'callback');
}

/** Tops the agent's credit wallet up online. */
export async function topUpOnline(d: Demo, key: string, amount: number) {
  const { billId } = await bill(agent(d, key), { payType: 'topup', amount, sessionId: sessionId() });
  await applyPaid(d.ctx, billId, 'callback');
}

let sessions = 0;
const sessionId = () => `demo-${++sessions}`;

/** Units the store (an agent's id) holds of each SKU. */
export async function stockOf(d: Demo, storeId: number): Promise<Map<string, number>> {
  const skus = new Map([...d.products].map(([sku, id]) => [id, sku]));
  const levels = await StockLevel.of(d.ctx).where({ storeId, variantId: NO_VARIANT });
  return new Map(levels.map((l) => [skus.get(l.productId)!, l.qty]));
}

/** Today's date (YYYY-MM-DD, Kuala Lumpur) by the platform clock. */
export const klDate = () => dayjs(clock.now()).tz(TIME_ZONE).format('YYYY-MM-DD');
