import type { OrderAmounts, VoucherType } from '../../../common/orders';
import { allocate, percentOf } from '../../platform/money';

/**
 * The amounts of an order, written down once ("Amounts"). Every figure is an integer in
 * minor units; nothing here touches the database, so the rules are property-tested
 * (test/orders/pricing.test.ts).
 *
 * 1. subtotal = Σ line totals (unit price × quantity; the unit price is the buyer's tier price
 *    for its quantity band, the package or combo price, or the retail price of a personal sale).
 * 2. discount = Σ line discounts, each capped at its line total (the product's rank discount per
 *    unit on stock purchases).
 * 3. voucher discount, on the voucher's base = the eligible lines' totals after their discount
 *    (package lines only for a package-only voucher): an amount voucher gives min(amount, base);
 *    a percentage voucher gives base × rate, rounded half up, never more than the base. It is
 *    shared out over the eligible lines in proportion to their net value by largest remainder
 *    (ties to the earlier line), so the shares add up exactly; a line's sales value is its total
 *    less its discount and its voucher share (docs/compensation.md "Sales value").
 * 4. shipping: the courier's quote (0 for self-pickup and with a free-shipping voucher).
 * 5. tax = (goods after discounts + shipping) × the company's tax rate, rounded half up; the
 *    service charge the same with the company's service-charge rate; the admin fee is the
 *    company's fixed fee per order.
 * 6. grand total = subtotal − discount − voucher discount + shipping + admin fee + tax + service
 *    charge. It is never negative, and the parts always add up to it.
 */

export interface LineInput {
  lineTotal: number;
  discount: number;
  /** The line is a package (for package-only vouchers). */
  isPackage: boolean;
}

export interface VoucherTerms {
  voucherType: VoucherType;
  /** Amount in minor units, or a rate in basis points. */
  voucherDisc: number;
  packageOnly: boolean;
  freeShipping: boolean;
}

export interface AmountInput {
  lines: LineInput[];
  voucher: VoucherTerms | null;
  shipping: number;
  adminFee: number;
  taxBp: number;
  serviceChargeBp: number;
}

/** The amounts this module computes (common/orders.ts: shared with the front ends). */
export type Amounts = OrderAmounts;

export interface LineShare {
  discount: number;
  voucherDiscount: number;
  salesValue: number;
}

/** `amount` × `bp` / 10000, rounded half up: the one rounding helper of commissions (exact for any safe integer amount). */
export { percentOf };

/** Splits `total` over `weights` in proportion, by largest remainder (platform/money.ts; the e-invoices share tax with it too). */
export { allocate };

/** The voucher discount on a base: see rule 3. */
export function voucherDiscountOn(base: number, voucher: VoucherTerms): number {
  if (base <= 0) return 0;
  const raw = voucher.voucherType === 'amount' ? voucher.voucherDisc : percentOf(base, voucher.voucherDisc);
  return Math.min(Math.max(raw, 0), base);
}

export function computeAmounts(input: AmountInput): { amounts: Amounts; lines: LineShare[] } {
  const discounts = input.lines.map((l) => Math.min(Math.max(l.discount, 0), l.lineTotal));
  const nets = input.lines.map((l, i) => l.lineTotal - discounts[i]!);
  const eligible = input.lines.map((l) => !input.voucher?.packageOnly || l.isPackage);
  const base = nets.reduce((sum, n, i) => sum + (eligible[i] ? n : 0), 0);
  const voucherDiscount = input.voucher ? voucherDiscountOn(base, input.voucher) : 0;
  const shares = allocate(
    voucherDiscount,
    nets.map((n, i) => (eligible[i] ? n : 0)),
  );

  const subtotal = input.lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const discount = discounts.reduce((a, b) => a + b, 0);
  const goods = subtotal - discount - voucherDiscount;
  const shippingFee = input.voucher?.freeShipping ? 0 : Math.max(input.shipping, 0);
  const taxable = goods + shippingFee;
  const tax = percentOf(taxable, input.taxBp);
  const serviceCharge = percentOf(taxable, input.serviceChargeBp);
  const adminFee = Math.max(input.adminFee, 0);
  return {
    amounts: {
      subtotal,
      discount,
      voucherDiscount,
      shippingFee,
      adminFee,
      tax,
      serviceCharge,
      grandTotal: goods + shippingFee + adminFee + tax + serviceCharge,
    },
    lines: input.lines.map((_, i) => ({ discount: discounts[i]!, voucherDiscount: shares[i]!, salesValue: nets[i]! - shares[i]! })),
  };
}
