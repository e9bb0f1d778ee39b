import { expect } from 'chai';
import { Order } from '../../server/modules/orders/models';
import { StockLevel } from '../../server/modules/inventory/models';
import { Voucher, VoucherUsage } from '../../server/modules/vouchers/models';
import { setHqStock } from '../catalog/factories';
import { createVoucher } from '../vouchers/factories';
import { buyer, shop, stockOf, tokenOf, type Shop } from './factories';

/** Buyers, each with one unit of the shop's product in its cart (and the voucher applied when given). */
async function carts(s: Shop, count: number, voucherCode?: string) {
  const out: { token: string; total: number }[] = [];
  for (let i = 0; i < count; i++) {
    const token = tokenOf(s.c, await buyer(s.c, s.tier.id));
    let res = await s.http.post('/sales/my-shop/add-cart', token).send({ itemType: 'product', productId: s.product.id, quantity: 1 });
    if (voucherCode) res = await s.http.post('/sales/my-shop/apply-voucher', token).send({ code: voucherCode });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    out.push({ token, total: res.body.data.amounts.grandTotal });
  }
  return out;
}

const checkoutAll = (s: Shop, buyers: { token: string; total: number }[]) =>
  Promise.all(buyers.map((b) => s.http.post('/sales/my-shop/checkout', b.token).send({ shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'manual', totalPaid: b.total })));

describe('orders: parallel checkouts', function () {
  this.timeout(120_000);

  it('200 parallel checkouts for the last 10 units make exactly 10 orders and leave the stock at 0', async () => {
    const s = await shop(10);
    const results = await checkoutAll(s, await carts(s, 200));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).to.have.length(10);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status, JSON.stringify(r.body)).to.equal(422);
      expect(r.body.meta.message).to.equal('Not enough stock for "Serum". Lower the quantity or remove it.');
    }
    expect(await stockOf(s.c, 0, s.product.id)).to.equal(0);
    expect(await Order.of(s.c.ctx).resultSize()).to.equal(10);
    expect(await StockLevel.of(s.c.ctx).where('qty', '<', 0).resultSize()).to.equal(0);
  });

  it('a voucher with quota 5 is used exactly 5 times by 40 parallel checkouts', async () => {
    const s = await shop(0);
    await setHqStock(s.c, s.product.id, 0, 1000);
    const voucher = await createVoucher({ http: s.http, token: s.hq }, { voucherQuota: 5, voucherDisc: 300 });
    const results = await checkoutAll(s, await carts(s, 40, voucher.voucherCode));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).to.have.length(5);
    for (const r of ok) expect(r.body.data).to.include({ voucherDiscount: 300, grandTotal: 700 });
    expect(await VoucherUsage.of(s.c.ctx).where('voucherId', voucher.id).resultSize()).to.equal(5);
    expect((await Voucher.of(s.c.ctx).findById(voucher.id))!.used).to.equal(5);
    expect(await stockOf(s.c, 0, s.product.id)).to.equal(995);
  });
});
