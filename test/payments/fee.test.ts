import crypto from 'node:crypto';
import { expect } from 'chai';
import { formatMoney } from '../../common/money';
import { Product } from '../../server/modules/catalog/models';
import { CommissionLine } from '../../server/modules/commissions/models';
import { Company } from '../../server/modules/companies/models';
import { AgentPeriodSales, Order, OrderItem } from '../../server/modules/orders/models';
import { getBill } from '../../server/modules/payments/billplz';
import { resetRecheck } from '../../server/modules/payments/service';
import { WalletBalance, WalletEntry } from '../../server/modules/wallet/service';
import { platform } from '../../server/platform';
import { businessTime } from '../../server/platform/time';
import { invalidateTenants } from '../../server/platform/tenancy';
import { simulator } from '../harness';
import { binary, pdfText } from '../fulfilment/pdf';
import { buyer, courierCheckout, setFeatures, shop, tokenOf, type Shop } from '../orders/factories';
import { createVoucher } from '../vouchers/factories';
import { assertLedger, postCallback, session } from './helpers';

/**
 * The online payment fee (BILLPLZ_ADMIN_FEE, charged on top of a payment through the product's
 * default account) adds up everywhere: one order paid online shows the same amounts in the agent's
 * order, HQ's order, the invoice PDF, the settlement report, the gateway's bill and the master
 * report; the fee changes no sale, commission or points; a cancellation gives back what the
 * company received; a top-up's fee shows in the settlement the same way.
 */

const fee = () => platform().config.gateway.adminFee;
const AMOUNTS = ['subtotal', 'discount', 'voucherDiscount', 'shippingFee', 'adminFee', 'tax', 'serviceCharge', 'grandTotal', 'paymentFee', 'totalPaid'] as const;
type Amounts = Record<(typeof AMOUNTS)[number], number>;
const pick = (o: Record<string, unknown>): Amounts => Object.fromEntries(AMOUNTS.map((k) => [k, Number(o[k])])) as Amounts;

/**
 * A shop whose orders have every amount: rank discount, voucher, courier shipping, the company's
 * admin fee, tax and service charge; a product commission for the buyer's upline. Buyers sit
 * under one upline and order from HQ.
 */
async function feeShop() {
  const s = await shop(50);
  await Company.query().findById(s.c.id).patch({ taxRateBp: 600 });
  await setFeatures(s.c, { orderAdminFee: 150, serviceChargeBp: 500, orderCompany: true, allLevel: true });
  await Product.of(s.c.ctx).findById(s.product.id).patch({ rankDiscount: 50, commission: 120 });
  invalidateTenants();
  const upline = await buyer(s.c, s.tier.id);
  const voucher = await createVoucher({ http: s.http, token: s.hq }, { voucherDisc: 300, voucherQuota: 10 });
  return { ...s, upline, voucher };
}
type FeeShop = Awaited<ReturnType<typeof feeShop>>;

/** A new agent under the upline with 3 serums and the voucher in its cart, checked out by courier. */
async function placed(s: FeeShop, paymentType: 'gateway' | 'manual') {
  const agent = await buyer(s.c, s.tier.id, s.upline.id);
  const token = tokenOf(s.c, agent);
  expect((await s.http.post('/sales/my-shop/add-cart', token).send({ itemType: 'product', productId: s.product.id, quantity: 3 })).status).to.equal(200);
  const applied = await s.http.post('/sales/my-shop/apply-voucher', token).send({ code: s.voucher.voucherCode });
  expect(applied.status, JSON.stringify(applied.body)).to.equal(200);
  const res = await courierCheckout(s as Shop, token, { paymentType });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return { agent, token, order: res.body.data as Record<string, unknown> & { id: number; orderNo: string; grandTotal: number } };
}

/** The value on the line after a label in a PDF's text (the totals come last: the items table's headers come first). */
function pdfAmount(text: string, label: string): string | undefined {
  const lines = text.split('\n');
  const at = lines.lastIndexOf(label);
  return at < 0 ? undefined : lines[at + 1];
}

describe('payments: the online payment fee adds up everywhere', function () {
  this.timeout(60_000);
  beforeEach(() => resetRecheck());

  it('an order paid online: agent app, console, invoice PDF, settlement, gateway bill and master report show the same amounts', async () => {
    const s = await feeShop();
    const { agent, token, order } = await placed(s, 'gateway');
    // Every part is there, and the parts make the grand total.
    const placedAmounts = pick(order);
    for (const k of ['discount', 'voucherDiscount', 'shippingFee', 'adminFee', 'tax', 'serviceCharge'] as const) expect(placedAmounts[k], k).to.be.above(0);
    const { subtotal, discount, voucherDiscount, shippingFee, adminFee, tax, serviceCharge, grandTotal } = placedAmounts;
    expect(subtotal - discount - voucherDiscount + shippingFee + adminFee + tax + serviceCharge).to.equal(grandTotal);

    const pay = await s.http.post('/payment-gateway/checkout', token).send({ payType: 'order', orderId: order.id, sessionId: session(), totalPaid: grandTotal });
    expect(pay.status, JSON.stringify(pay.body)).to.equal(200);
    const billId = pay.body.data.billId as string;
    simulator().settle(billId, 'paid');
    expect((await postCallback(s.c.host, simulator().callbackParams(billId))).status).to.equal(200);

    // The order as the agent sees it: the fee is on the order, total paid = grand total + fee.
    const expected: Amounts = { ...placedAmounts, paymentFee: fee(), totalPaid: grandTotal + fee() };
    expect(fee()).to.be.above(0);
    const mine = await s.http.get(`/manage-orders/${order.id}`, token);
    expect(mine.status).to.equal(200);
    expect(mine.body.data).to.include({ paymentStatus: 'paid', paymentType: 'gateway' });
    expect(pick(mine.body.data), 'agent app order').to.deep.equal(expected);
    // HQ's order.
    const hq = await s.http.get(`/manage-orders/${order.id}`, s.hq);
    expect(pick(hq.body.data), 'console order').to.deep.equal(expected);

    // The gateway's bill: what the payer paid.
    const g = platform().config.gateway;
    const bill = await getBill(g.apiKey, billId, { baseUrl: g.baseUrl });
    expect(bill.paid).to.equal(true);
    expect(bill.paidAmount, 'gateway bill').to.equal(expected.totalPaid);
    expect(simulator().bills.get(billId)!.amount).to.equal(expected.totalPaid);

    // The settlement: gross = what the payer paid, the platform's fee, net = what the company receives.
    const settlement = await s.http.get(`/settlement/reportdata?search=${order.orderNo}`, s.hq);
    expect(settlement.status).to.equal(200);
    expect(settlement.body.data).to.have.length(1);
    expect(settlement.body.data[0]).to.include({
      orderId: order.id,
      status: 'paid',
      gross: expected.totalPaid,
      amount: grandTotal,
      fee: fee(),
      feeKeptBy: 'platform',
      platformFee: fee(),
      net: grandTotal,
    });
    const summary = await s.http.get(`/settlement/getpayment?filter=${encodeURIComponent(JSON.stringify({ agentId: agent.id }))}`, s.hq);
    expect(summary.body.data).to.include({ paid: 1, gross: expected.totalPaid, amount: grandTotal, fee: fee(), platformFee: fee(), net: grandTotal });

    // The invoice: the JSON and the PDF's text list every amount, the fee line among them.
    const inv = await s.http.get(`/fulfilment/invoices?ids=${order.id}`, s.hq);
    expect(pick(inv.body.data[0].amounts), 'invoice').to.deep.equal(expected);
    const pdf = await binary(s.http.get(`/fulfilment/invoices/pdf?ids=${order.id}`, token));
    expect(pdf.status).to.equal(200);
    const text = pdfText(pdf.body);
    const money = (n: number) => formatMoney(n, 'MYR');
    expect(pdfAmount(text, 'Subtotal'), 'PDF subtotal').to.equal(money(subtotal));
    expect(pdfAmount(text, 'Discount'), 'PDF discount').to.equal(`-${money(discount)}`);
    // The voucher's label 'Voucher discount (<code>)' wraps where the code's width makes it: its amount is the first figure after it.
    const lines = text.split('\n');
    const voucherAt = lines.findIndex((l) => l.startsWith('Voucher discount'));
    expect(voucherAt, 'PDF voucher label').to.be.at.least(0);
    expect(
      lines.slice(voucherAt + 1).find((l) => /^-?RM /.test(l)),
      'PDF voucher',
    ).to.equal(`-${money(voucherDiscount)}`);
    expect(pdfAmount(text, 'Shipping fee'), 'PDF shipping').to.equal(money(shippingFee));
    expect(pdfAmount(text, 'Admin fee'), 'PDF admin fee').to.equal(money(adminFee));
    expect(pdfAmount(text, 'Tax'), 'PDF tax').to.equal(money(tax));
    expect(pdfAmount(text, 'Service charge'), 'PDF service charge').to.equal(money(serviceCharge));
    expect(pdfAmount(text, 'Grand total'), 'PDF grand total').to.equal(money(grandTotal));
    expect(pdfAmount(text, 'Online payment fee'), 'PDF online payment fee').to.equal(money(fee()));
    expect(pdfAmount(text, 'Total paid'), 'PDF total paid').to.equal(money(expected.totalPaid));

    // The master report's transaction list: the same amounts (amount = the grand total, the sale).
    const today = businessTime().format('YYYY-MM-DD');
    const report = await s.http.get(`/transaction/list?from=${today}&to=${today}&agentId=${agent.id}`, s.hq);
    expect(report.status, JSON.stringify(report.body)).to.equal(200);
    expect(report.body.data).to.have.length(1);
    const row = report.body.data[0];
    expect(row.amount, 'master report amount').to.equal(grandTotal);
    expect(pick({ ...row, grandTotal: row.amount }), 'master report').to.deep.equal(expected);
    const cards = await s.http.get(`/transaction/summary?from=${today}&to=${today}&agentId=${agent.id}`, s.hq);
    expect(JSON.stringify(cards.body.data)).to.contain(String(grandTotal));
    await assertLedger(s.c);
  });

  it('the fee changes no sale, commission or points: the same order paid manually earns the same', async () => {
    const s = await feeShop();
    const online = await placed(s, 'gateway');
    const pay = await s.http.post('/payment-gateway/checkout', online.token).send({ payType: 'order', orderId: online.order.id, sessionId: session(), totalPaid: online.order.grandTotal });
    simulator().settle(pay.body.data.billId, 'paid');
    expect((await postCallback(s.c.host, simulator().callbackParams(pay.body.data.billId))).status).to.equal(200);
    const manual = await placed(s, 'manual');
    expect((await s.http.post('/manage-orders/mark-paid', s.hq).send({ id: manual.order.id })).status).to.equal(200);

    const [a, b] = [(await Order.of(s.c.ctx).findById(online.order.id))!, (await Order.of(s.c.ctx).findById(manual.order.id))!];
    expect(Number(a.paymentFee)).to.equal(fee());
    expect(Number(a.totalPaid)).to.equal(Number(a.grandTotal) + fee());
    expect(Number(b.paymentFee)).to.equal(0);
    expect(Number(b.totalPaid)).to.equal(Number(b.grandTotal));
    expect(Number(a.grandTotal)).to.equal(Number(b.grandTotal));
    expect(a.points).to.equal(b.points);

    // Commission lines: the same types, beneficiaries and amounts for both orders (and there are some).
    const lines = async (orderId: number) => (await CommissionLine.of(s.c.ctx).where('orderId', orderId)).map((l) => `${l.type} ${l.kind} ${l.beneficiaryId} ${Number(l.amount)}`).sort();
    const onlineLines = await lines(a.id);
    expect(onlineLines).to.not.be.empty;
    expect(onlineLines).to.deep.equal(await lines(b.id));
    expect(onlineLines.join()).to.contain(`product-commission`);
    // Sales: the buyer's month counts the lines' sales value, never the fee.
    const salesValue = async (orderId: number) => (await OrderItem.of(s.c.ctx).where('orderId', orderId)).reduce((sum, i) => sum + Number(i.salesValue), 0);
    const month = async (agentId: number) => Number((await AgentPeriodSales.of(s.c.ctx).where('agentId', agentId).first())!.psAmount);
    expect(await month(online.agent.id)).to.equal(await salesValue(a.id));
    expect(await month(online.agent.id)).to.equal(await month(manual.agent.id));
  });

  it('cancelling an order paid online credits what the company received (the grand total); the fee is not refunded', async () => {
    const s = await feeShop();
    const { agent, token, order } = await placed(s, 'gateway');
    const pay = await s.http.post('/payment-gateway/checkout', token).send({ payType: 'order', orderId: order.id, sessionId: session(), totalPaid: order.grandTotal });
    simulator().settle(pay.body.data.billId, 'paid');
    expect((await postCallback(s.c.host, simulator().callbackParams(pay.body.data.billId))).status).to.equal(200);
    expect((await s.http.post('/manage-orders/cancel', s.hq).send({ ids: [order.id] })).status).to.equal(200);
    const balance = (await WalletBalance.of(s.c.ctx).where('userId', agent.id).first())!.balance;
    expect(balance).to.equal(order.grandTotal);
    const refund = (await WalletEntry.of(s.c.ctx).where({ userId: agent.id, kind: 'refund' }))[0]!;
    expect(refund.amount).to.equal(order.grandTotal);
    const after = (await s.http.get(`/manage-orders/${order.id}`, s.hq)).body.data;
    expect(after).to.include({ paymentStatus: 'refunded', paymentFee: fee(), totalPaid: order.grandTotal + fee() });
    await assertLedger(s.c);
  });

  it("an order paid through the company's own account: the order carries the company's fee, which the company keeps (net = gross)", async () => {
    const s = await feeShop();
    const account = {
      apiKey: `co-${crypto.randomBytes(8).toString('hex')}`,
      collectionId: `col${crypto.randomBytes(3).toString('hex')}`,
      xSignatureKey: `cox-${crypto.randomBytes(8).toString('hex')}`,
    };
    simulator().addAccount(account);
    const stored = await s.http.post('/integration/setup/store', s.hq).send({ type: 'payment_gateway', values: { ...account, adminFee: '70' } });
    expect(stored.status, JSON.stringify(stored.body)).to.be.oneOf([200, 201]);
    const { agent, token, order } = await placed(s, 'gateway');
    const pay = await s.http.post('/payment-gateway/checkout', token).send({ payType: 'order', orderId: order.id, sessionId: session(), totalPaid: order.grandTotal });
    expect(pay.status, JSON.stringify(pay.body)).to.equal(200);
    simulator().settle(pay.body.data.billId, 'paid');
    expect((await postCallback(s.c.host, simulator().callbackParams(pay.body.data.billId))).status).to.equal(200);
    expect(simulator().bills.get(pay.body.data.billId)!.amount).to.equal(order.grandTotal + 70);
    expect((await s.http.get(`/manage-orders/${order.id}`, token)).body.data).to.include({ grandTotal: order.grandTotal, paymentFee: 70, totalPaid: order.grandTotal + 70 });
    const row = (await s.http.get(`/settlement/reportdata?search=${order.orderNo}`, s.hq)).body.data[0];
    expect(row).to.include({ gross: order.grandTotal + 70, amount: order.grandTotal, fee: 70, feeKeptBy: 'company', platformFee: 0, net: order.grandTotal + 70 });
    const summary = await s.http.get(`/settlement/getpayment?filter=${encodeURIComponent(JSON.stringify({ agentId: agent.id }))}`, s.hq);
    expect(summary.body.data).to.include({ gross: order.grandTotal + 70, fee: 70, platformFee: 0, net: order.grandTotal + 70 });
  });

  it('a top-up through the default account: the wallet gets the amount, the settlement shows gross, fee and net', async () => {
    const s = await feeShop();
    const agent = await buyer(s.c, s.tier.id);
    const token = tokenOf(s.c, agent);
    const res = await s.http.post('/payment-gateway/topup', token).send({ amount: 5000, sessionId: session() });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    simulator().settle(res.body.data.billId, 'paid');
    expect((await postCallback(s.c.host, simulator().callbackParams(res.body.data.billId))).status).to.equal(200);
    expect(simulator().bills.get(res.body.data.billId)!.amount).to.equal(5000 + fee());
    expect((await WalletBalance.of(s.c.ctx).where('userId', agent.id).first())!.balance).to.equal(5000);
    const row = (await s.http.get(`/settlement/reportdata?search=${res.body.data.billId}`, s.hq)).body.data[0];
    expect(row).to.include({ purpose: 'topup', status: 'paid', gross: 5000 + fee(), amount: 5000, fee: fee(), feeKeptBy: 'platform', platformFee: fee(), net: 5000 });
    await assertLedger(s.c);
  });
});
