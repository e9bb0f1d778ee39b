import { Type } from '@sinclair/typebox';
import { VOUCHER_TYPES, VOUCHER_VALIDITY } from '../../../common/orders';
import { route, Reply, type RouteDef } from '../../platform/http/route';
import { Id, IdParams, ListQueryProps, Str } from '../../platform/http/schemas';
import * as vouchers from './service';

/**
 * Vouchers (screens /voucher, /voucher/new, /voucher/edit, /voucher/history; calls in docs/api.md),
 * HQ only: `GET /voucher` (list dialect),
 * `GET /voucher/history`, `GET /voucher/:id`, `POST /voucher/store` (create, or update with `id`),
 * `DELETE /voucher/delete/:id`. Agents meet vouchers through the cart (orders module), which calls
 * checkVoucher / claimVoucher / releaseVoucher of ./service.ts. Rules: see service.ts.
 */

const tags = ['vouchers'];
const HQ = { roles: ['hq'] } as const;

const Money = Type.Integer({ minimum: 0, maximum: vouchers.VOUCHER_LIMITS.maxMoney });
const Day = Type.String({ format: 'date' });

const VoucherBody = Type.Object({
  id: Type.Optional(Id),
  voucherName: Str(150, 1),
  voucherType: Type.Union(VOUCHER_TYPES.map((t) => Type.Literal(t))),
  voucherCode: Str(40, 1),
  voucherQuota: Type.Integer({ minimum: 1, maximum: vouchers.VOUCHER_LIMITS.maxQuota }),
  voucherStartDate: Day,
  voucherStopDate: Day,
  voucherDisc: Type.Integer({ minimum: 1, maximum: vouchers.VOUCHER_LIMITS.maxMoney }),
  voucherMinPurchase: Type.Optional(Money),
  voucherUsgLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: vouchers.VOUCHER_LIMITS.maxQuota })),
  freeShipping: Type.Optional(Type.Boolean()),
  firstOrder: Type.Optional(Type.Boolean()),
  package: Type.Optional(Type.Boolean()),
});

export const voucherRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/voucher',
    access: HQ,
    summary:
      'Vouchers with used, remaining and status (list dialect; filter status ongoing|upcoming|expired (or a list), voucherType, freeShipping, firstOrder, package; search name and code; sort voucherName, voucherCode, voucherStartDate, voucherStopDate, voucherQuota, used, createdAt)',
    tags,
    query: Type.Object({
      ...ListQueryProps,
      status: Type.Optional(Type.Union(VOUCHER_VALIDITY.map((s) => Type.Literal(s)))),
      voucherType: Type.Optional(Type.Union(VOUCHER_TYPES.map((t) => Type.Literal(t)))),
    }),
    handler: async ({ ctx, query }) => vouchers.listVouchers(ctx, query),
  }),
  route({
    method: 'get',
    path: '/voucher/history',
    access: HQ,
    summary:
      'Uses of the vouchers, newest first: voucher, agent, order number, discount (minor units), date, released (list dialect; filter voucherId, userId, released; search voucher name/code, order number, agent name/e-mail)',
    tags,
    query: Type.Object({ ...ListQueryProps, voucherId: Type.Optional(Id) }),
    handler: async ({ ctx, query }) => vouchers.listUsages(ctx, query),
  }),
  route({
    method: 'get',
    path: '/voucher/:id',
    access: HQ,
    summary: 'One voucher with used, remaining and status',
    tags,
    params: IdParams,
    handler: async ({ ctx, params }) => vouchers.getVoucher(ctx, params.id),
  }),
  route({
    method: 'post',
    path: '/voucher/store',
    access: HQ,
    summary:
      'Create a voucher, or change the one named by `id`: voucherName, voucherType amount|percentage, voucherCode (letters, digits, - and _; stored upper-case; unique in the company), voucherQuota, voucherStartDate/voucherStopDate (YYYY-MM-DD business days, inclusive), voucherDisc (amount: minor units; percentage: basis points 1..10000), voucherMinPurchase (minor units), voucherUsgLimit (uses per agent), freeShipping, firstOrder, package. 422 per field; the quota may not go below the uses made',
    tags,
    body: VoucherBody,
    handler: async ({ ctx, body }) => {
      const { voucher, created } = await vouchers.storeVoucher(ctx, body);
      return created ? new Reply(voucher, 'voucher.created', 201) : new Reply(voucher, 'voucher.saved');
    },
  }),
  route({
    method: 'delete',
    path: '/voucher/delete/:id',
    access: HQ,
    summary: 'Delete a voucher that no order has used (409 voucher.inUse otherwise: end it by its stop date)',
    tags,
    params: IdParams,
    message: 'voucher.deleted',
    handler: async ({ ctx, params }) => vouchers.deleteVoucher(ctx, params.id),
  }),
];
