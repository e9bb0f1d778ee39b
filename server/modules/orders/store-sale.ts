import type { Ctx } from '../../platform/context';
import { AppError, NotFoundError, ValidationError } from '../../platform/errors';
import type { PaymentType, ShipmentType } from '../../../common/orders';
import type { AddressFields } from '../../../common/receiver';
import { Branch } from '../companies';
import { quoteShipping } from '../couriers';
import { fullName, loadBuyer, priceLines, refuseProblems, totalsOf, type Seller } from './cart';
import { feesOf, goodsOf, placeOrder, type Draft } from './checkout';
import { computeAmounts } from './pricing';
import { requireCourierReceiver } from './receiver';
import { Order } from './models';
import { User } from '../users';

/**
 * An order placed through an agent's public store (server/modules/stores; docs/stores.md), built
 * with checkout's own parts so it follows the same rules (items no longer sold, stock, shipping,
 * the company's admin fee, tax and service charge; the parts add up to the grand total):
 * - `own`: a personal sale of the agent to its customer from the agent's own stock (type
 *   'personal', seller and buyer the agent, the customer its address-book entry); pickup means
 *   collecting from the agent (no branch).
 * - `dropship`: HQ fulfils for the agent (type 'hq', buyer the agent, the customer the receiver),
 *   from HQ's stock; it counts in the agent's personal sales (docs/compensation.md: PS); pickup at
 *   one of HQ's pickup branches.
 * - `hq`: HQ sells to the customer of its own store (a store owned by the company's HQ account:
 *   HQ's store, an HQ-owned co-op store; docs/stores.md "HQ sells"): type 'hq', seller HQ, buyer
 *   the HQ account that owns the store (orders.buyer_id is required; that account is no agent, so
 *   no PS/GS, points, override, helper or introducer follow), the customer an entry of that
 *   account's address book; from HQ's stock, pickup at one of HQ's pickup branches. The only
 *   commission such an order can earn is the affiliate commission of `affiliate_id`.
 * Lines are priced at the store's own price of each product (`prices`), never the tier price; no
 * voucher, no first-order rules, no minimum order (a customer's purchase is not a stock purchase).
 */
export type StoreSaleFulfilment = 'own' | 'dropship' | 'hq';

export interface StoreSaleInput {
  /** The store's owner: the agent (own, dropship) or the HQ account (hq). */
  agentId: number;
  fulfilment: StoreSaleFulfilment;
  items: { productId: number; variantId: number | null; quantity: number }[];
  prices: Map<number, number>;
  receiver: AddressFields & { customerId: number | null };
  shipmentType: ShipmentType;
  branchId: number | null;
  paymentType: PaymentType;
}

/** The HQ account that owns an HQ store (role hq of this company); 404 for anyone else. */
async function loadHqAccount(ctx: Ctx, userId: number): Promise<User> {
  const account = await User.of(ctx).findById(userId).where('role', 'hq');
  if (!account) throw new NotFoundError();
  return account;
}

export async function draftStoreSale(ctx: Ctx, input: StoreSaleInput): Promise<Draft> {
  const hq = input.fulfilment === 'hq';
  const buyer = hq ? await loadHqAccount(ctx, input.agentId) : await loadBuyer(ctx, input.agentId);
  const seller: Seller = input.fulfilment === 'own' ? { type: 'personal', id: buyer.id, name: fullName(buyer) } : { type: 'hq', id: null, name: ctx.company.name };
  // HQ's own sale is priced as a sale to a customer (retail, no rank discount, HQ's stock): priceLines
  // knows that as a personal sale from the store `null` (HQ); the order itself is HQ's.
  const priced = await priceLines(
    ctx,
    buyer,
    hq ? { type: 'personal', id: null, name: ctx.company.name } : seller,
    input.items.map((i) => ({ itemType: 'product' as const, productId: i.productId, variantId: i.variantId, quantity: i.quantity })),
    false,
  );
  refuseProblems(priced);
  const lines = priced.map((l) => {
    const unitPrice = input.prices.get(l.productId!)!;
    return { ...l, unitPrice, lineTotal: unitPrice * l.quantity, discount: 0, points: seller.type === 'personal' ? 0 : l.points };
  });
  const f = ctx.company.features;
  let shipping: Draft['shipping'];
  if (input.shipmentType === 'pickup') {
    if (!f.selfPickup) throw ValidationError.field('shipmentType', 'orders.pickupDisabled');
    let branchId: number | null = null;
    if (input.fulfilment !== 'own') {
      const branch = input.branchId ? await Branch.of(ctx).findById(input.branchId).where('isPickup', true) : undefined;
      if (!branch) throw ValidationError.field('branchId', 'orders.pickupBranch');
      branchId = branch.id;
    }
    shipping = { shipmentType: 'pickup', courierId: null, courierName: null, branchId, pickupAt: null, fee: 0 };
  } else {
    requireCourierReceiver(ctx, input.receiver);
    const state = input.receiver.country === 'ID' ? input.receiver.provinceId : input.receiver.state;
    if (!state) throw ValidationError.field('address.state', 'validation.required');
    const { weightGrams, units } = totalsOf(lines);
    const quotes = await quoteShipping(ctx, { state, weightGrams, units, orderAmount: goodsOf(lines) });
    // The cheapest courier covering the address; none: "shipping not found".
    const best = [...quotes].sort((a, b) => a.price - b.price || a.courierId - b.courierId)[0];
    if (!best) throw new AppError(422, 'shipping.notFound');
    shipping = { shipmentType: 'courier', courierId: best.courierId, courierName: `${best.name} ${best.service}`.trim(), branchId: null, pickupAt: null, fee: best.price };
  }
  const { amounts, lines: shares } = computeAmounts({ lines, voucher: null, shipping: shipping.fee, ...(await feesOf(ctx)) });
  return { buyer, seller, lines, firstOrder: false, voucher: null, receiver: input.receiver, shipping, amounts, shares, paymentType: input.paymentType };
}

/**
 * Places a checked store draft in the caller's transaction (stock taken as for any checkout).
 * `affiliateId`: the agent whose affiliate link brought the customer (checked by the caller), kept
 * on the order for the commission engine's affiliate line when it is paid. `storeDropship`: HQ
 * sells for an agent's store customer at the store's price (fulfilment 'dropship'); kept on the
 * order (orders.store_dropship) so the commission engine credits the agent its margin when paid.
 */
export async function placeStoreSale(
  tx: Ctx,
  draft: Draft,
  options: { createdBy: number; notes: string | null; sessionId: string; affiliateId?: number | null; storeDropship?: boolean },
): Promise<Order> {
  const order = await placeOrder(tx, draft, { createdBy: options.createdBy, notes: options.notes, sessionId: `store:${options.sessionId}`.slice(0, 64) });
  if (options.storeDropship && draft.seller.type === 'hq') {
    await Order.of(tx).findById(order.id).patch({ storeDropship: true });
    order.storeDropship = true;
  }
  if (options.affiliateId) {
    await Order.of(tx).findById(order.id).patch({ affiliateId: options.affiliateId });
    order.affiliateId = options.affiliateId;
  }
  return order;
}
