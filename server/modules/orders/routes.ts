import { Type } from '@sinclair/typebox';
import { CART_ITEM_TYPES, CART_MAX_QTY, ORDER_SEARCH_NOTICE, PAYMENT_TYPES, SHIPMENT_TYPES } from '../../../common/orders';
import { EINVOICE_CHECKOUT_MAX, EINVOICE_ID_TYPES } from '../../../common/einvoice';
import { COUNT_CAP } from './counters';
import type { UserCtx } from '../../platform/context';
import type { MessageKey } from '../../../common/messages';
import { inTransaction } from '../../platform/tx';
import { route, Reply, type RouteDef } from '../../platform/http/route';
import { Id, IdParams, ListQueryProps, Nullable, Str } from '../../platform/http/schemas';
import { addItem, removeItem, updateItem } from './cart';
import { checkout, draftForAgent, amountsView, paymentMethods, placeOrder, quote, shipMethods } from './checkout';
import { approve, cancel, complete, deleteOrder, markPaid, recordPayment, setTracking, updatePickup } from './lifecycle';
import { applyVoucher, cartView, listOrders, orderDetail, orderSummary, removeVoucher } from './views';
import { retryOnDeadlock } from '../../platform/tx';

/**
 * Orders, cart and checkout (docs/api.md: "Shop"). Rules: cart.ts (who sells, pricing,
 * line problems), checkout.ts (minimums, shipping, placing), lifecycle.ts (stages, who acts),
 * pricing.ts (amounts), views.ts (the Order object, lists). The manage-orders calls serve HQ,
 * staff with "manage orders" and agents (only orders they placed or received; the service
 * scopes every query).
 */

const tags = ['orders'];
const AGENT = { roles: ['agent'] } as const;
const ORDERS = { roles: ['hq', 'staff', 'agent'] } as const;
const HQ_ORDERS = { permission: 'manage_orders' } as const;

const Qty = Type.Integer({ minimum: 1, maximum: CART_MAX_QTY });
const Pick = Type.Object({ productId: Id, variantId: Type.Optional(Nullable(Id)), quantity: Qty });
const Item = {
  itemType: Type.Union(CART_ITEM_TYPES.map((t) => Type.Literal(t))),
  productId: Type.Optional(Nullable(Id)),
  variantId: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
  packageId: Type.Optional(Nullable(Id)),
  comboId: Type.Optional(Nullable(Id)),
  choices: Type.Optional(Nullable(Type.Array(Pick, { maxItems: 50 }))),
  quantity: Qty,
};
const StoreId = Type.Optional(Nullable(Type.Integer({ minimum: 0 })));
const Choices = {
  storeId: StoreId,
  customerId: Type.Optional(Nullable(Id)),
  shipmentType: Type.Union(SHIPMENT_TYPES.map((t) => Type.Literal(t))),
  shipmentId: Type.Optional(Nullable(Id)),
  pickupAt: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  paymentType: Type.Union(PAYMENT_TYPES.map((t) => Type.Literal(t))),
};
const Ids = Type.Object({ ids: Type.Array(Id, { maxItems: 1000 }) });
const ListFilters = {
  ...ListQueryProps,
  stage: Type.Optional(Str(12)),
  type: Type.Optional(Str(12)),
  branchId: Type.Optional(Id),
  paymentStatus: Type.Optional(Str(12)),
  dateFrom: Type.Optional(Str(10)),
  dateTo: Type.Optional(Str(10)),
  agentId: Type.Optional(Id),
  placed: Type.Optional(Type.Boolean()),
  received: Type.Optional(Type.Boolean()),
};

const detail = (ctx: UserCtx, id: number, message: MessageKey) => orderDetail(ctx, id).then((order) => new Reply(order, message));

const HqOrderBody = Type.Object({
  buyerId: Id,
  items: Type.Array(Type.Object(Item), { minItems: 1, maxItems: 100 }),
  ...Choices,
  voucherCode: Type.Optional(Nullable(Str(40))),
  orderNotes: Type.Optional(Nullable(Str(1000))),
  markPaid: Type.Optional(Type.Boolean()),
});

export const orderRoutes: RouteDef[] = [
  // ------------------------------------------------------------ cart
  route({
    method: 'get',
    path: '/sales/my-shop/get-cart',
    access: AGENT,
    summary:
      "The agent's cart priced for its seller (`storeId`: 0 HQ, its upline, or its own id for a personal sale; default its seller): lines with problems, voucher, amounts, minimum order, first order, the open unpaid order",
    tags,
    query: Type.Object({ storeId: StoreId }),
    handler: async ({ ctx, query }) => cartView(ctx, query.storeId ?? null),
  }),
  route({
    method: 'post',
    path: '/sales/my-shop/add-cart',
    access: AGENT,
    summary: 'Adds a product (with its variant), package or combo (with its chosen products) to the cart; the same product or package adds up',
    tags,
    body: Type.Object({ ...Item, storeId: StoreId }),
    message: 'orders.addedToCart',
    handler: async ({ ctx, body }) => {
      await addItem(ctx, ctx.user.id, body);
      return cartView(ctx, body.storeId ?? null);
    },
  }),
  route({
    method: 'post',
    path: '/sales/my-shop/update-cart',
    access: AGENT,
    summary: "Changes a cart line's quantity",
    tags,
    body: Type.Object({ id: Id, quantity: Qty, storeId: StoreId }),
    handler: async ({ ctx, body }) => {
      await updateItem(ctx, ctx.user.id, body.id, body.quantity);
      return cartView(ctx, body.storeId ?? null);
    },
  }),
  route({
    method: 'delete',
    path: '/sales/my-shop/remove-cart/:id',
    access: AGENT,
    summary: 'Removes a cart line',
    tags,
    params: IdParams,
    query: Type.Object({ storeId: StoreId }),
    message: 'orders.removedFromCart',
    handler: async ({ ctx, params, query }) => {
      await removeItem(ctx, ctx.user.id, params.id);
      return cartView(ctx, query.storeId ?? null);
    },
  }),
  route({
    method: 'post',
    path: '/sales/my-shop/apply-voucher',
    access: AGENT,
    summary: 'Applies a voucher code to the cart after checking it against the cart (validity, quota, minimum purchase, usage limit, first order, package only)',
    tags,
    body: Type.Object({ code: Str(40, 1), storeId: StoreId }),
    message: 'voucher.applied',
    handler: async ({ ctx, body }) => {
      await applyVoucher(ctx, body.code, body.storeId ?? null);
      return cartView(ctx, body.storeId ?? null);
    },
  }),
  route({
    method: 'delete',
    path: '/sales/my-shop/remove-voucher',
    access: AGENT,
    summary: 'Removes the voucher from the cart',
    tags,
    query: Type.Object({ storeId: StoreId }),
    message: 'voucher.removed',
    handler: async ({ ctx, query }) => {
      await removeVoucher(ctx);
      return cartView(ctx, query.storeId ?? null);
    },
  }),
  route({
    method: 'get',
    path: '/sales/ship-method',
    access: AGENT,
    summary:
      "Shipping methods for the cart to a receiver (`customerId`, default the agent's primary address): courier prices, self-pickup branches with the booking time, and `receiver`: where its details live (profile or address-book entry) and what a courier still needs of them",
    tags,
    query: Type.Object({ storeId: StoreId, customerId: Type.Optional(Nullable(Id)) }),
    handler: async ({ ctx, query }) => shipMethods(ctx, ctx.user.id, query.storeId ?? null, query.customerId ?? null),
  }),
  route({
    method: 'get',
    path: '/sales/payment-method',
    access: AGENT,
    summary: "Payment methods on offer for the agent's order (`storeId` as for the cart) with their admin fee; credit, with the wallet balance, when HQ sells",
    tags,
    query: Type.Object({ storeId: StoreId }),
    handler: async ({ ctx, query }) => paymentMethods(ctx, ctx.user.id, query.storeId ?? null),
  }),
  route({
    method: 'post',
    path: '/sales/my-shop/quote',
    access: AGENT,
    summary: 'The amounts a checkout of the cart with these choices would charge now',
    tags,
    body: Type.Object(Choices),
    handler: async ({ ctx, body }) => quote(ctx, ctx.user.id, body),
  }),
  route({
    method: 'post',
    path: '/sales/my-shop/checkout',
    access: AGENT,
    summary:
      'Places the order of the cart (Checkout fields of docs/rules.md): refused while lines have problems, the minimum order is unmet, a first order is not packages only, no shipping covers it, or an unpaid order is open; `totalPaid` must equal the grand total; the same `sessionId` returns the same order. A buyer of an order HQ sells in a Malaysian company may ask for an e-invoice of it: `einvoiceTin` (LHDN format), `einvoiceIdType` NRIC|BRN|PASSPORT|ARMY, `einvoiceIdValue`, optional `einvoiceName` (docs/einvoice.md)',
    tags,
    body: Type.Object({
      ...Choices,
      paymentId: Type.Optional(Nullable(Id)),
      totalPaid: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }), // compared with the order's bigint total
      orderNotes: Type.Optional(Nullable(Str(1000))),
      sessionId: Type.Optional(Nullable(Str(64, 8))),
      einvoiceTin: Type.Optional(Nullable(Type.String({ maxLength: EINVOICE_CHECKOUT_MAX.tin }))),
      einvoiceIdType: Type.Optional(Nullable(Type.Union(EINVOICE_ID_TYPES.map((t) => Type.Literal(t))))),
      einvoiceIdValue: Type.Optional(Nullable(Type.String({ maxLength: EINVOICE_CHECKOUT_MAX.idValue }))),
      einvoiceName: Type.Optional(Nullable(Type.String({ maxLength: EINVOICE_CHECKOUT_MAX.name }))),
    }),
    message: 'orders.placed',
    handler: async ({ ctx, body }) => orderDetail(ctx, await checkout(ctx, ctx.user.id, body)),
  }),
  route({
    method: 'delete',
    path: '/sales/my-shop/order/:id',
    access: AGENT,
    summary: 'The buyer deletes its unpaid order: stock and voucher use come back',
    tags,
    params: IdParams,
    message: 'orders.deleted',
    handler: async ({ ctx, params }) => {
      await deleteOrder(ctx, params.id);
      return { id: params.id };
    },
  }),

  // ------------------------------------------------------------ manage orders
  route({
    method: 'get',
    path: '/manage-orders',
    access: ORDERS,
    summary: `Orders: HQ and staff with "manage orders" all, an agent those it placed or received. Filters stage, type (hq|upline|personal|team), branchId, paymentStatus, dateFrom/dateTo (business days), agentId, placed, received; search order no, reference, buyer or receiver; a search matching more than ${ORDER_SEARCH_NOTICE} orders carries a notice. The total (Content-Range) comes from the order counters; under a search, branch, payment status or (agents) a date range it is counted up to ${COUNT_CAP}, and a list with more carries a notice and that total`,
    tags,
    query: Type.Object(ListFilters),
    handler: async ({ ctx, query }) => {
      const page = await listOrders(ctx, query);
      const searching = Boolean(query.search || (query.filter && /"q"\s*:\s*"[^"]/.test(query.filter)));
      if (searching && page.total > ORDER_SEARCH_NOTICE) return new Reply(page, 'orders.searchNotice');
      return page.capped ? new Reply(page, 'orders.countCapped') : page;
    },
  }),
  route({
    method: 'get',
    path: '/manage-orders/summary',
    access: ORDERS,
    summary: 'Order counts per stage (and all) for the same filters as the list',
    tags,
    query: Type.Object(ListFilters),
    handler: async ({ ctx, query }) => orderSummary(ctx, query),
  }),
  route({
    method: 'get',
    path: '/manage-orders/:id',
    access: ORDERS,
    summary: 'One order with its lines, amounts, receiver, shipping, history and what the caller may do (`can`)',
    tags,
    params: IdParams,
    handler: async ({ ctx, params }) => orderDetail(ctx, params.id),
  }),
  route({
    method: 'post',
    path: '/manage-orders/approve',
    access: ORDERS,
    summary: 'Approves paid orders waiting for approval (bulk); refused whole when one is already approved or cancelled',
    tags,
    body: Ids,
    message: 'orders.approved',
    handler: async ({ ctx, body }) => ({ approved: await approve(ctx, body.ids) }),
  }),
  route({
    method: 'post',
    path: '/manage-orders/cancel',
    access: ORDERS,
    summary: 'Cancels orders not yet shipped (bulk): stock and voucher use come back; paid ones are marked refunded',
    tags,
    body: Type.Object({ ids: Ids.properties.ids, reason: Type.Optional(Nullable(Str(1000))) }),
    message: 'orders.cancelled',
    handler: async ({ ctx, body }) => ({ cancelled: await cancel(ctx, body.ids, body.reason ?? null) }),
  }),
  route({
    method: 'post',
    path: '/manage-orders/mark-paid',
    access: ORDERS,
    summary: 'The seller marks an unpaid manual-payment order paid: pending approval',
    tags,
    body: Type.Object({ id: Id }),
    handler: async ({ ctx, body }) => {
      await markPaid(ctx, body.id);
      return detail(ctx, body.id, 'orders.markedPaid');
    },
  }),
  route({
    method: 'post',
    path: '/manage-orders/tracking',
    access: ORDERS,
    summary: 'Sets the tracking number of a courier order: to ship → delivery (in delivery it corrects the number)',
    tags,
    body: Type.Object({ id: Id, trackingNo: Str(60, 1) }),
    handler: async ({ ctx, body }) => {
      await setTracking(ctx, body.id, body.trackingNo.trim());
      return detail(ctx, body.id, 'orders.trackingSaved');
    },
  }),
  route({
    method: 'post',
    path: '/manage-orders/complete',
    access: ORDERS,
    summary: 'Completes a delivered order (seller or buyer) or a collected pickup order (seller); a buying agent receives the stock',
    tags,
    body: Type.Object({ id: Id }),
    handler: async ({ ctx, body }) => {
      await complete(ctx, body.id);
      return detail(ctx, body.id, 'orders.completed');
    },
  }),
  route({
    method: 'post',
    path: '/manage-orders/update-pickup',
    access: ORDERS,
    summary: 'Changes the pickup date and time of a self-pickup order that is not completed or cancelled',
    tags,
    body: Type.Object({ id: Id, pickupAt: Type.String({ format: 'date-time' }) }),
    handler: async ({ ctx, body }) => {
      await updatePickup(ctx, body.id, body.pickupAt);
      return detail(ctx, body.id, 'orders.pickupSaved');
    },
  }),
  route({
    method: 'post',
    path: '/manage-orders/quote',
    access: HQ_ORDERS,
    summary: 'The amounts of an order HQ would create for an agent (same body as /manage-orders/store)',
    tags,
    body: HqOrderBody,
    handler: async ({ ctx, body }) => amountsView(await draftForAgent(ctx, body)),
  }),
  route({
    method: 'post',
    path: '/manage-orders/store',
    access: HQ_ORDERS,
    summary: "HQ creates an order on an agent's behalf from HQ stock at the agent's prices; `markPaid` records it paid at once",
    tags,
    body: HqOrderBody,
    message: 'orders.created',
    handler: async ({ ctx, body }) => {
      const id = await retryOnDeadlock(() =>
        inTransaction(ctx, async (tx) => {
          const order = await placeOrder(tx, await draftForAgent(tx, body), { createdBy: ctx.user.id, notes: body.orderNotes });
          if (body.markPaid && order.stage === 'unpaid') await recordPayment(tx, order, ctx.user.id);
          return order.id;
        }),
      );
      return orderDetail(ctx, id);
    },
  }),
];
