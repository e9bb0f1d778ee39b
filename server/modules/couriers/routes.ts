import { Type } from '@sinclair/typebox';
import { COMPARISONS, COURIER_LIMITS, RATE_BASES } from '../../../common/couriers';
import { route, type RouteDef } from '../../platform/http/route';
import { Id, IdParams, ListQueryProps, Nullable, Str } from '../../platform/http/schemas';
import * as couriers from './service';

/**
 * Couriers (screens /courier, /courier/new, /courier/edit; fields in docs/rules.md). The calls
 * follow the documented shape of the other setup lists: `GET /courier` (simple-rest list),
 * `GET /courier/:id`, `POST /courier/store`, `POST /courier/update`, `DELETE /courier/delete?id=`.
 * Managing couriers needs create_courier (HQ always). The quote, `GET /courier/quote`, is open to
 * every signed-in user of the company (agents at checkout); it reveals prices, not settings.
 */

const tags = ['couriers'];
const MANAGE = { permission: 'create_courier' } as const;

const Money = Type.Integer({ minimum: 0, maximum: COURIER_LIMITS.maxMoney });
const Amount = Type.Integer({ minimum: 0, maximum: COURIER_LIMITS.maxUpTo });

const RateBody = Type.Object({
  upTo: Type.Integer({ minimum: 1, maximum: COURIER_LIMITS.maxUpTo }),
  comparison: Type.Union(COMPARISONS.map((c) => Type.Literal(c))),
  price: Money,
});

const RegionBody = Type.Object({
  name: Str(100, 1),
  states: Type.Array(Str(64, 1), { maxItems: 100 }),
  rates: Type.Array(RateBody, { maxItems: COURIER_LIMITS.ratesPerRegion }),
});

const CourierBody = Type.Object({
  name: Str(100, 1),
  service: Type.Optional(Nullable(Str(100))),
  rateBy: Type.Optional(Type.Union(RATE_BASES.map((b) => Type.Literal(b)))),
  freeShippingThreshold: Type.Optional(Nullable(Money)),
  handlingFee: Type.Optional(Money),
  isActive: Type.Optional(Type.Boolean()),
  regions: Type.Array(RegionBody, { maxItems: COURIER_LIMITS.regions }),
});

export const courierRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/courier',
    // Staff taking orders for agents pick couriers too.
    access: { permission: ['create_courier', 'manage_orders'] },
    summary: 'Couriers with their regions and rates, paged (filter isActive, rateBy; search name/service)',
    tags,
    query: Type.Object(ListQueryProps),
    handler: async ({ ctx, query }) => couriers.listCouriers(ctx, query),
  }),
  route({
    method: 'get',
    path: '/courier/quote',
    access: 'user',
    summary:
      'Shipping prices for an order: destination state (Malaysian state name or Indonesian province code), weightGrams and/or units, orderAmount (minor units), optional courierId. Cheapest first; 422 "shipping not found" when no rate covers it',
    tags,
    query: Type.Object({
      state: Str(64, 1),
      weightGrams: Type.Optional(Amount),
      units: Type.Optional(Amount),
      orderAmount: Money,
      courierId: Type.Optional(Id),
    }),
    handler: async ({ ctx, query }) => couriers.quoteShipping(ctx, query),
  }),
  route({
    method: 'get',
    path: '/courier/:id',
    access: MANAGE,
    summary: 'One courier with its regions and rates',
    tags,
    params: IdParams,
    handler: async ({ ctx, params }) => couriers.getCourier(ctx, params.id),
  }),
  route({
    method: 'post',
    path: '/courier/store',
    access: MANAGE,
    summary:
      'Add a courier: name, service, rateBy (weight in grams | unit), freeShippingThreshold and handlingFee (minor units), isActive, regions [{ name, states, rates [{ upTo, comparison lt|lte, price }] }] with rates in ascending order',
    tags,
    body: CourierBody,
    message: 'courier.created',
    handler: async ({ ctx, body }) => couriers.createCourier(ctx, body),
  }),
  route({
    method: 'post',
    path: '/courier/update',
    access: MANAGE,
    summary: 'Change a courier: `id` and its fields; the regions sent replace the current ones, optional fields left out keep their value',
    tags,
    body: Type.Object({ id: Id, ...CourierBody.properties }),
    message: 'courier.saved',
    handler: async ({ ctx, body }) => {
      const { id, ...input } = body;
      return couriers.updateCourier(ctx, id, input);
    },
  }),
  route({
    method: 'delete',
    path: '/courier/delete',
    access: MANAGE,
    summary: 'Remove a courier with its regions and rates (`id` in the query)',
    tags,
    query: Type.Object({ id: Id }),
    message: 'courier.deleted',
    handler: async ({ ctx, query }) => couriers.deleteCourier(ctx, query.id),
  }),
];
