/** Inventory constants shared by the server and the console (SPEC.md §3 "Inventory movement", §4). */

/**
 * Stock reasons. restock: stock in only; damaged, theft_or_loss, promotion_or_donation: stock out only; correction and
 * return: either. The orders module records the last three itself (never chosen by hand): order (out: taken by an
 * order at checkout), order_release (in: given back when the order is cancelled, deleted or expires), order_receive
 * (in: received by the buying agent when its order completes).
 */
export const INV_TYPES = ['restock', 'correction', 'damaged', 'theft_or_loss', 'promotion_or_donation', 'return', 'order', 'order_release', 'order_receive'] as const;
export type InvType = (typeof INV_TYPES)[number];

export const INV_TYPES_IN: readonly InvType[] = ['restock', 'correction', 'return'];
export const INV_TYPES_OUT: readonly InvType[] = ['correction', 'damaged', 'theft_or_loss', 'promotion_or_donation', 'return'];

/**
 * Stock indicator bands (SPEC.md §4), by the level as a share of the level right after the latest
 * stock-in: high = at least 80 %, medium = at least 50 % and below 80 %, low = below 50 % or empty.
 */
export const STOCK_BANDS = ['high', 'medium', 'low'] as const;
export type StockBand = (typeof STOCK_BANDS)[number];
export const BAND_HIGH_PERCENT = 80;
export const BAND_MEDIUM_PERCENT = 50;

export function stockBand(qty: number, refQty: number): StockBand {
  if (qty <= 0) return 'low';
  if (refQty <= 0 || qty * 100 >= refQty * BAND_HIGH_PERCENT) return 'high';
  if (qty * 100 >= refQty * BAND_MEDIUM_PERCENT) return 'medium';
  return 'low';
}

export const INVENTORY_LIMITS = { maxQty: 1_000_000, reason: 255, remarks: 1000 } as const;
