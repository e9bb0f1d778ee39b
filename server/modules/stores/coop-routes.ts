import { Type } from '@sinclair/typebox';
import { Reply, route, type RouteDef } from '../../platform/http/route';
import { Id, Nullable, Str } from '../../platform/http/schemas';
import { STORE_ABOUT_MAX, STORE_NAME_MAX, STORE_STATUSES } from '../../../common/api/store';
import {
  COOP_ADDRESS_MAX,
  COOP_BANNER_DESCRIPTION_MAX,
  COOP_BANNER_TITLE_MAX,
  COOP_BANNER_URL_MAX,
  COOP_CLASS_MAX,
  COOP_CLASSES_MAX,
  COOP_PICKUP_STATUSES,
  COOP_POINT_MAX,
  COOP_SCHOOL_MAX,
  COOP_TIMES_MAX,
  type CoopSetupInput,
} from '../../../common/api/store-coop';
import * as coop from './coop';
import * as setup from './setup';

/**
 * The co-op store's calls (docs/stores.md, "Co-op store"): the agent's own co-op store (register,
 * setup, products and prices as the storefront, summary, banners, its orders, update-pickup, the
 * class picking list), and HQ's (register one for an agent; any co-op store's orders, update-pickup
 * and picking list: HQ and staff with add_user, as the stores overview). Every call needs the
 * company's eKoopStatus switch (403 otherwise). The public store's calls are the stores' own.
 */
const tags = ['stores'];
const AGENT = { roles: ['agent'] } as const;
const HQ = { permission: 'add_user' } as const;
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const literal = (values: readonly string[]) => Type.Union(values.map((v) => Type.Literal(v)));

const Times = Type.Array(Type.Object({ weekday: Type.Integer({ minimum: 1, maximum: 7 }), from: Str(5, 5), to: Str(5, 5) }), { minItems: 1, maxItems: COOP_TIMES_MAX });
const SetupProps = {
  name: Str(STORE_NAME_MAX, 1),
  slug: Str(60, 1),
  whatsapp: Type.Optional(Nullable(Str(30))),
  about: Type.Optional(Nullable(Str(STORE_ABOUT_MAX))),
  schoolName: Str(COOP_SCHOOL_MAX, 1),
  schoolAddress: Type.Optional(Nullable(Str(COOP_ADDRESS_MAX))),
  classes: Type.Array(Str(COOP_CLASS_MAX), { minItems: 1, maxItems: COOP_CLASSES_MAX }),
  pickupPoint: Str(COOP_POINT_MAX, 1),
  pickupTimes: Times,
};
const SetupBody = Type.Object({ ...SetupProps, status: Type.Optional(literal(STORE_STATUSES)) });
const OrdersQuery = Type.Object({
  className: Type.Optional(Str(COOP_CLASS_MAX)),
  pickupStatus: Type.Optional(literal(COOP_PICKUP_STATUSES)),
  paymentStatus: Type.Optional(literal(['paid', 'unpaid'] as const)),
  search: Type.Optional(Str(100)),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
const PickupBody = Type.Object({ status: Type.Optional(literal(COOP_PICKUP_STATUSES)), pickupAt: Type.Optional(Nullable(Str(40))) });
const PickingQuery = Type.Object({ className: Type.Optional(Str(COOP_CLASS_MAX)), day: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 })) });
const Products = Type.Object({ products: Type.Array(Type.Object({ productId: Id, price: Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 }) }), { maxItems: 1000 }) });

type PickupInput = { status?: 'waiting' | 'picked_up'; pickupAt?: string | null };

export const coopRoutes: RouteDef[] = [
  // ---------------------------------------------------------------- the agent's co-op store
  route({
    method: 'post',
    path: '/coop/register',
    access: AGENT,
    summary: 'Register the agent’s school co-op store (one per agent): store name, slug, school, classes, pickup point and weekly pickup times',
    tags,
    body: Type.Object(SetupProps),
    handler: async ({ ctx, body }) => new Reply(await coop.register(ctx, body as CoopSetupInput), 'stores.coopRegistered', 201),
  }),
  route({ method: 'get', path: '/coop/setup', access: AGENT, summary: 'The agent’s co-op store (null before registering)', tags, handler: async ({ ctx }) => coop.getSetup(ctx) }),
  route({
    method: 'put',
    path: '/coop/setup',
    access: AGENT,
    summary: 'Change the co-op store: name, slug, school, classes, pickup point and times, status active|inactive',
    tags,
    body: SetupBody,
    message: 'stores.saved',
    handler: async ({ ctx, body }) => coop.updateSetup(ctx, body as CoopSetupInput),
  }),
  route({
    method: 'get',
    path: '/coop/products',
    access: AGENT,
    summary: 'The products the co-op store may sell with their price range and current choice',
    tags,
    handler: async ({ ctx }) => setup.listChoices(ctx, 'coop'),
  }),
  route({
    method: 'put',
    path: '/coop/products',
    access: AGENT,
    summary: 'Replace the products the co-op store sells, each at a price within its range (422 otherwise)',
    tags,
    body: Products,
    message: 'stores.productsSaved',
    handler: async ({ ctx, body }) => setup.saveProducts(ctx, body.products, 'coop'),
  }),
  route({
    method: 'get',
    path: '/coop/summary',
    access: AGENT,
    summary: 'Visits, orders, sales and conversion of the co-op store by month of a year, and its top products',
    tags,
    query: Type.Object({ year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 9999 })) }),
    handler: async ({ ctx, query }) => setup.summary(ctx, query.year, 'coop'),
  }),
  route({ method: 'get', path: '/coop/banners', access: AGENT, summary: 'The co-op store’s banners in order', tags, handler: async ({ ctx }) => coop.listBanners(ctx) }),
  route({
    method: 'post',
    path: '/coop/banners',
    access: AGENT,
    summary: 'Add a banner (multipart: title, description, url http(s), image JPEG or PNG ≤ 5 MB); at most 10',
    tags,
    body: Type.Object({ title: Str(COOP_BANNER_TITLE_MAX, 1), description: Type.Optional(Nullable(Str(COOP_BANNER_DESCRIPTION_MAX))), url: Type.Optional(Nullable(Str(COOP_BANNER_URL_MAX))) }),
    upload: { field: 'image', maxBytes: IMAGE_MAX_BYTES, types: ['jpeg', 'png'], required: true },
    handler: async ({ ctx, body, file }) => new Reply(await coop.addBanner(ctx, body, file!), 'stores.saved', 201),
  }),
  route({
    method: 'post',
    path: '/coop/banners/:id/move',
    access: AGENT,
    summary: 'Move a banner one place up or down',
    tags,
    params: Type.Object({ id: Id }),
    body: Type.Object({ direction: literal(['up', 'down'] as const) }),
    handler: async ({ ctx, params, body }) => coop.moveBanner(ctx, params.id, body.direction as 'up' | 'down'),
  }),
  route({
    method: 'delete',
    path: '/coop/banners/:id',
    access: AGENT,
    summary: 'Remove a banner',
    tags,
    params: Type.Object({ id: Id }),
    message: 'stores.saved',
    handler: async ({ ctx, params }) => coop.removeBanner(ctx, params.id),
  }),
  route({
    method: 'get',
    path: '/coop/orders',
    access: AGENT,
    summary: 'The co-op store’s orders: filter by class, pickup status, payment status, search (student, parent, order number)',
    tags,
    query: OrdersQuery,
    handler: async ({ ctx, query }) => coop.listOrders(ctx, query as coop.CoopOrderQuery),
  }),
  route({
    method: 'get',
    path: '/coop/orders/:orderId',
    access: AGENT,
    summary: 'A co-op order with its student, parent, class, pickup and lines (details and invoice)',
    tags,
    params: Type.Object({ orderId: Id }),
    handler: async ({ ctx, params }) => coop.orderDetails(ctx, params.orderId),
  }),
  route({
    method: 'put',
    path: '/coop/orders/:orderId/pickup',
    access: AGENT,
    summary: 'Update-pickup: the pickup time and/or picked_up (paid orders) | waiting',
    tags,
    params: Type.Object({ orderId: Id }),
    body: PickupBody,
    message: 'stores.coopPickupSaved',
    handler: async ({ ctx, params, body }) => coop.updatePickup(ctx, params.orderId, body as PickupInput),
  }),
  route({
    method: 'get',
    path: '/coop/picking-list',
    access: AGENT,
    summary: 'Paid orders waiting to be collected, class by class, with units per product (optionally one class or one pickup day)',
    tags,
    query: PickingQuery,
    handler: async ({ ctx, query }) => coop.pickingList(ctx, query),
  }),
  // ---------------------------------------------------------------- HQ
  route({
    method: 'post',
    path: '/stores/coop',
    access: HQ,
    summary: 'HQ registers a co-op store for one of its agents (agentId; one per agent)',
    tags,
    body: Type.Object({ agentId: Id, ...SetupProps }),
    handler: async ({ ctx, body }) => new Reply(await coop.registerForAgent(ctx, body.agentId, body as CoopSetupInput), 'stores.coopRegistered', 201),
  }),
  route({
    method: 'get',
    path: '/stores/coop-order/:orderId',
    access: { permission: 'manage_orders' },
    summary: 'The co-op fields of an order (student, parent, class, pickup) for the console’s order details; null when it is not a co-op order',
    tags,
    params: Type.Object({ orderId: Id }),
    handler: async ({ ctx, params }) => coop.coopFieldsOfOrder(ctx, params.orderId),
  }),
  route({
    method: 'get',
    path: '/stores/:id/coop/orders',
    access: HQ,
    summary: 'A co-op store’s orders (as the agent’s list)',
    tags,
    params: Type.Object({ id: Id }),
    query: OrdersQuery,
    handler: async ({ ctx, params, query }) => coop.listOrders(ctx, query as coop.CoopOrderQuery, params.id),
  }),
  route({
    method: 'get',
    path: '/stores/:id/coop/orders/:orderId',
    access: HQ,
    summary: 'A co-op order of the store',
    tags,
    params: Type.Object({ id: Id, orderId: Id }),
    handler: async ({ ctx, params }) => coop.orderDetails(ctx, params.orderId, params.id),
  }),
  route({
    method: 'put',
    path: '/stores/:id/coop/orders/:orderId/pickup',
    access: HQ,
    summary: 'Update-pickup of a co-op order of the store',
    tags,
    params: Type.Object({ id: Id, orderId: Id }),
    body: PickupBody,
    message: 'stores.coopPickupSaved',
    handler: async ({ ctx, params, body }) => coop.updatePickup(ctx, params.orderId, body as PickupInput, params.id),
  }),
  route({
    method: 'get',
    path: '/stores/:id/coop/picking-list',
    access: HQ,
    summary: 'A co-op store’s class-by-class picking list',
    tags,
    params: Type.Object({ id: Id }),
    query: PickingQuery,
    handler: async ({ ctx, params, query }) => coop.pickingList(ctx, query, params.id),
  }),
];
