import { INV_TYPE_DIRECTIONS, INV_TYPES, type InvType } from '../../../common/inventory';
import { ValidationError } from '../../platform/errors';

/**
 * The rule of every stock movement, whoever records it (a stock update, an order, the product
 * form, a reversal, the demo): whole amounts, exactly one of in/out above zero, a known reason
 * that moves stock its own way (no 'restock' taking stock out), a reversal only as the reversal
 * of a movement, and — once the level is known — the stock after equal to the stock before plus
 * in minus out, never below zero. `recordMovement` checks it before touching the level, and the
 * StockMovement model checks it again on every insert, so no path can write a movement that breaks it.
 */
export interface MovementFacts {
  qtyIn: number;
  qtyOut: number;
  invType: string;
  reversesId?: number | null;
  qtyBefore?: number;
  qtyAfter?: number;
}

const amount = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** The first broken part of the rule as a 422, or nothing. */
export function movementProblem(m: MovementFacts): ValidationError | null {
  if (!amount(m.qtyIn)) return ValidationError.field('qtyIn', 'inventory.amountPositive');
  if (!amount(m.qtyOut)) return ValidationError.field('qtyOut', 'inventory.amountPositive');
  if (m.qtyIn > 0 && m.qtyOut > 0) return ValidationError.field('qtyOut', 'inventory.oneDirection');
  if (m.qtyIn === 0 && m.qtyOut === 0) return ValidationError.field('qtyIn', 'inventory.amountPositive');
  if (!(INV_TYPES as readonly string[]).includes(m.invType)) return ValidationError.field('invType', 'inventory.unknownReason');
  const direction = m.qtyIn > 0 ? 'in' : 'out';
  if (!INV_TYPE_DIRECTIONS[m.invType as InvType].includes(direction)) {
    return ValidationError.field('invType', direction === 'in' ? 'inventory.reasonNotForIn' : 'inventory.reasonNotForOut');
  }
  if ((m.invType === 'reversal') !== Boolean(m.reversesId)) return ValidationError.field('invType', 'inventory.reversalWithoutUpdate');
  if (m.qtyBefore !== undefined || m.qtyAfter !== undefined) {
    const before = m.qtyBefore ?? NaN;
    if (!amount(before) || m.qtyAfter !== before + m.qtyIn - m.qtyOut || m.qtyAfter < 0) {
      return ValidationError.field('qtyAfter', 'inventory.stockAfterMismatch');
    }
  }
  return null;
}

/** Throws the first broken part of the rule. */
export function checkMovement(m: MovementFacts): void {
  const problem = movementProblem(m);
  if (problem) throw problem;
}
