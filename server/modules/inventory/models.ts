import type { ModelOptions, QueryContext } from 'objection';
import { TenantModel } from '../../platform/model';
import { ConflictError } from '../../platform/errors';
import { checkMovement } from './rules';

import type { InvType } from '../../../common/inventory';

export { HQ_STORE, INV_TYPES, NO_VARIANT, type InvType } from '../../../common/inventory';

/** The stock of one product (or variant) in one store. `refQty`: the level right after the latest stock-in. */
export class StockLevel extends TenantModel {
  static override tableName = 'stock_levels';

  storeId!: number;
  productId!: number;
  variantId!: number;
  qty!: number;
  refQty!: number;
}

/**
 * One recorded change of a stock level, with the level before and after it. Append-only: every
 * insert obeys the movement rule (rules.ts), and a recorded movement is never changed; removing a
 * stock update records a 'reversal' movement (`reversesId` → the update it undoes).
 */
export class StockMovement extends TenantModel {
  static override tableName = 'stock_movements';

  override $beforeInsert(context: QueryContext): void | Promise<void> {
    checkMovement(this);
    return super.$beforeInsert(context);
  }

  override $beforeUpdate(_opt: ModelOptions, _context: QueryContext): void {
    throw new ConflictError('inventory.movementsAppendOnly');
  }

  storeId!: number;
  productId!: number;
  variantId!: number;
  qtyIn!: number;
  qtyOut!: number;
  invType!: InvType;
  returnReason!: string | null;
  invDesc!: string | null;
  remarks!: string | null;
  qtyBefore!: number;
  qtyAfter!: number;
  refBefore!: number;
  userId!: number | null;
  reversesId!: number | null;
}
