import { Type } from '@sinclair/typebox';
import { INVENTORY_LIMITS } from '../../../common/inventory';
import { route, Reply, type RouteDef } from '../../platform/http/route';
import { Id, IdParams, ListQueryProps, Nullable, Str } from '../../platform/http/schemas';
import * as inventory from './service';

/**
 * Inventory (docs/api.md: "Inventory"). Reads are open to HQ, staff with manage_inventory (any
 * store; default HQ) and agents (their own store only; the service refuses others with 403).
 * Writes need manage_inventory (HQ always). Store: storeId null/0 = HQ, else an agent's user id.
 *
 * GET /inventory filters (query parameters or `filter`): storeId; status = stock band
 * high|medium|low; stock = in|out; variation = true|false (variant rows or plain products);
 * category (= categoryId); productStatus; preorder; date = YYYY-MM-DD business day on which the
 * level last changed; type = hq | agent (agent without storeId: every agent's store, one row
 * per store and item); search on name/SKU; sort name|sku|qty|updatedAt|storeId. Accepted and
 * ignored: comId (the company comes from the host) and structure (our catalogue has one product
 * structure; `variation` tells plain products from variants).
 */

const tags = ['inventory'];
const MANAGE = { permission: 'manage_inventory' } as const;
const READERS = { roles: ['hq', 'staff', 'agent'] } as const;

const Flex = Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Integer(), Type.Boolean(), Type.Null()]));
const Amount = Type.Optional(Nullable(Type.Integer({ minimum: -INVENTORY_LIMITS.maxQty, maximum: INVENTORY_LIMITS.maxQty })));

export const inventoryRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/inventory',
    access: READERS,
    summary:
      'Stock per product/variant in a store (default HQ) with its band (high ≥ 80 %, medium ≥ 50 %, low < 50 % of the level after the latest stock-in). Filters: storeId, type hq|agent, status (band), stock in|out, variation, category, productStatus, preorder, date, search; comId/structure ignored',
    tags,
    query: Type.Object({
      ...ListQueryProps,
      comId: Flex,
      storeId: Flex,
      status: Flex,
      type: Flex,
      variation: Flex,
      category: Flex,
      stock: Flex,
      productStatus: Flex,
      date: Flex,
      structure: Flex,
      preorder: Flex,
    }),
    handler: async ({ ctx, query }) => inventory.listInventory(ctx, query),
  }),
  route({
    method: 'get',
    path: '/inventory/update-history',
    access: READERS,
    summary:
      'Stock movements, newest first (filters storeId, productId, variantId, invType, direction in|out, date / dateFrom / dateTo business days; search on product name/SKU). A removed update stays with reversedBy (id, createdAt, userName); its reversal has reversesId and reverses (id, invType, createdAt)',
    tags,
    query: Type.Object({
      ...ListQueryProps,
      storeId: Flex,
      productId: Flex,
      variantId: Flex,
      invType: Flex,
      direction: Flex,
      date: Flex,
      dateFrom: Flex,
      dateTo: Flex,
    }),
    handler: async ({ ctx, query }) => inventory.listHistory(ctx, query),
  }),
  route({
    method: 'get',
    path: '/inventory/update-history/:id',
    access: READERS,
    summary: 'One stock movement',
    tags,
    params: IdParams,
    handler: async ({ ctx, params }) => inventory.getMovement(ctx, params.id),
  }),
  route({
    method: 'delete',
    path: '/inventory/delete-history/:id',
    access: MANAGE,
    summary:
      "Remove a stock update: a 'reversal' movement (the opposite amount, by the caller, now, reversesId → the update) is recorded and the level becomes what it would be without the update (the newest movement: exactly the level before it); both stay in the history. Answers the update's id, productId, variantId, storeId, the level (qty) and reversalId. 409 when later stock-outs already used the stock it brought in, when it was already removed, for a reversal and for a movement of an order",
    tags,
    params: IdParams,
    handler: async ({ ctx, params }) => new Reply(await inventory.removeMovement(ctx, params.id), 'inventory.movementDeleted'),
  }),
  route({
    method: 'get',
    path: '/inventory/select',
    access: READERS,
    summary: 'Picker of the update form: products (search name/SKU) with their variants and the level of each in the store (storeId, default HQ)',
    tags,
    query: Type.Object({ ...ListQueryProps, storeId: Flex }),
    handler: async ({ ctx, query }) => inventory.selectItems(ctx, query),
  }),
  route({
    method: 'post',
    path: '/inventory/store',
    access: MANAGE,
    summary:
      'Record a stock movement and apply it in one transaction: storeId (null/0 HQ or an agent), productId, variantId or variationOptId1..3, exactly one of qtyIn/qtyOut > 0, invType (restock, correction, damaged, theft_or_loss, promotion_or_donation, return + returnReason), invDesc, remarks. Stock never goes below zero (409)',
    tags,
    body: Type.Object({
      storeId: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
      productId: Id,
      variantId: Type.Optional(Nullable(Id)),
      variationOptId1: Type.Optional(Nullable(Id)),
      variationOptId2: Type.Optional(Nullable(Id)),
      variationOptId3: Type.Optional(Nullable(Id)),
      qtyIn: Amount,
      qtyOut: Amount,
      invType: Type.Optional(Nullable(Str(40))),
      returnReason: Type.Optional(Nullable(Str(INVENTORY_LIMITS.reason))),
      invDesc: Type.Optional(Nullable(Str(INVENTORY_LIMITS.remarks))),
      remarks: Type.Optional(Nullable(Str(INVENTORY_LIMITS.remarks))),
    }),
    handler: async ({ ctx, body }) => new Reply(await inventory.updateStock(ctx, body), 'inventory.updated', 201),
  }),
];
