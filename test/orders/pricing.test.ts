import { expect } from 'chai';
import fc from 'fast-check';
import { allocate, computeAmounts, percentOf, voucherDiscountOn, type AmountInput } from '../../server/modules/orders/pricing';

const money = fc.integer({ min: 0, max: 5_000_000_000 });
const line = fc.record({ lineTotal: money, discount: fc.integer({ min: 0, max: 6_000_000_000 }), isPackage: fc.boolean() });
const voucher = fc.option(
  fc.record({
    voucherType: fc.constantFrom('amount' as const, 'percentage' as const),
    voucherDisc: fc.integer({ min: 0, max: 10_000 * 1000 }),
    packageOnly: fc.boolean(),
    freeShipping: fc.boolean(),
  }),
  { nil: null },
);
const input: fc.Arbitrary<AmountInput> = fc.record({
  lines: fc.array(line, { minLength: 0, maxLength: 12 }),
  voucher: voucher.map((v) => (v && v.voucherType === 'percentage' ? { ...v, voucherDisc: v.voucherDisc % 10_001 } : v)),
  shipping: fc.integer({ min: 0, max: 100_000_00 }),
  adminFee: fc.integer({ min: 0, max: 10_000_00 }),
  taxBp: fc.integer({ min: 0, max: 10_000 }),
  serviceChargeBp: fc.integer({ min: 0, max: 10_000 }),
});

describe('orders: amounts (property tests)', () => {
  it('the parts always add up to the grand total, and no part is negative', () => {
    fc.assert(
      fc.property(input, (i) => {
        const { amounts: a } = computeAmounts(i);
        expect(a.subtotal - a.discount - a.voucherDiscount + a.shippingFee + a.adminFee + a.tax + a.serviceCharge).to.equal(a.grandTotal);
        for (const v of Object.values(a)) expect(Number.isSafeInteger(v) && v >= 0, JSON.stringify(a)).to.equal(true);
      }),
      { numRuns: 500 },
    );
  });

  it('line shares add up to the order figures and each sales value is total − discount − voucher share', () => {
    fc.assert(
      fc.property(input, (i) => {
        const { amounts: a, lines } = computeAmounts(i);
        expect(lines.reduce((s, l) => s + l.discount, 0)).to.equal(a.discount);
        expect(lines.reduce((s, l) => s + l.voucherDiscount, 0)).to.equal(a.voucherDiscount);
        expect(lines.reduce((s, l) => s + l.salesValue, 0)).to.equal(a.subtotal - a.discount - a.voucherDiscount);
        lines.forEach((l, k) => {
          expect(l.salesValue).to.be.at.least(0);
          expect(l.salesValue).to.equal(i.lines[k]!.lineTotal - l.discount - l.voucherDiscount);
          if (i.voucher?.packageOnly && !i.lines[k]!.isPackage) expect(l.voucherDiscount).to.equal(0);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('the voucher never exceeds its base, and free shipping waives shipping', () => {
    fc.assert(
      fc.property(input, (i) => {
        const { amounts: a } = computeAmounts(i);
        expect(a.voucherDiscount).to.be.at.most(a.subtotal - a.discount);
        if (i.voucher?.freeShipping) expect(a.shippingFee).to.equal(0);
        else expect(a.shippingFee).to.equal(i.shipping);
        if (!i.voucher) expect(a.voucherDiscount).to.equal(0);
      }),
      { numRuns: 300 },
    );
  });

  it('allocate splits exactly, in proportion within one unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 10 }), (total, weights) => {
        const parts = allocate(total, weights);
        const sum = weights.reduce((x, y) => x + y, 0);
        expect(parts.reduce((x, y) => x + y, 0)).to.equal(sum === 0 ? 0 : total);
        parts.forEach((p, k) => {
          if (sum > 0) expect(Math.abs(p - (total * weights[k]!) / sum)).to.be.lessThan(1);
        });
      }),
    );
  });

  it('rounds half up, written down by examples', () => {
    expect(percentOf(1000, 650)).to.equal(65); // 6.5 % of RM10.00
    expect(percentOf(1, 5000)).to.equal(1); // 0.5 sen → 1
    expect(percentOf(1, 4999)).to.equal(0);
    expect(percentOf(333, 1000)).to.equal(33); // 33.3 → 33
    expect(percentOf(335, 1000)).to.equal(34); // 33.5 → 34
    expect(voucherDiscountOn(500, { voucherType: 'amount', voucherDisc: 800, packageOnly: false, freeShipping: false })).to.equal(500);
    expect(voucherDiscountOn(999, { voucherType: 'percentage', voucherDisc: 1000, packageOnly: false, freeShipping: false })).to.equal(100);
    expect(allocate(10, [1, 1, 1])).to.deep.equal([4, 3, 3]);
    const { amounts } = computeAmounts({
      lines: [
        { lineTotal: 10000, discount: 500, isPackage: false },
        { lineTotal: 5000, discount: 0, isPackage: true },
      ],
      voucher: { voucherType: 'percentage', voucherDisc: 1000, packageOnly: false, freeShipping: false },
      shipping: 800,
      adminFee: 100,
      taxBp: 600,
      serviceChargeBp: 0,
    });
    // goods 15000 − 500 − 1450 = 13050; taxable 13850; tax 831
    expect(amounts).to.deep.equal({ subtotal: 15000, discount: 500, voucherDiscount: 1450, shippingFee: 800, adminFee: 100, tax: 831, serviceCharge: 0, grandTotal: 14781 });
  });
});
