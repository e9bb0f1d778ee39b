import type { Model, QueryBuilder } from 'objection';
import type { InvType } from '../../../common/inventory';
import type { Ctx } from '../../platform/context';
import { definePort } from '../../platform/events';

export { HQ_STORE, NO_VARIANT } from '../../../common/inventory';

/** HQ's stock levels of products, for the catalogue's reads. */
export interface HqStock {
  /** Level of a product without variants. */
  product: Map<number, number>;
  /** Level per variant id. */
  variant: Map<number, number>;
}

/**
 * The stock the catalogue reads and the product form sets (inventory/levels.ts): the inventory
 * module, which stands above the catalogue (its stock screens read products), provides it at
 * start-up (server/wiring.ts).
 */
export interface CatalogStock {
  /** HQ's levels of the given products. */
  hqStock(ctx: Ctx, productIds: number[]): Promise<HqStock>;
  /** Subquery of HQ's level of a product (sum over its variants), for sorting product lists by stock. */
  hqStockSubquery(ctx: Ctx): QueryBuilder<Model, unknown>;
  /** Sets a level to `target` through one movement of the difference. */
  setLevel(ctx: Ctx, key: { storeId: number; productId: number; variantId: number }, target: number, invType: InvType, userId: number | null): Promise<void>;
  /** Brings the stock of a product's vanished keys to 0 in every store. */
  zeroVanishedKeys(ctx: Ctx, productId: number, variantIds: number[], userId: number | null): Promise<void>;
}

export const catalogStock = definePort<CatalogStock>('catalog.stock');

export const hqStock: CatalogStock['hqStock'] = (ctx, productIds) => catalogStock.get().hqStock(ctx, productIds);
export const hqStockSubquery: CatalogStock['hqStockSubquery'] = (ctx) => catalogStock.get().hqStockSubquery(ctx);
export const setLevel: CatalogStock['setLevel'] = (ctx, key, target, invType, userId) => catalogStock.get().setLevel(ctx, key, target, invType, userId);
export const zeroVanishedKeys: CatalogStock['zeroVanishedKeys'] = (ctx, productId, variantIds, userId) => catalogStock.get().zeroVanishedKeys(ctx, productId, variantIds, userId);
