import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { apiAs, newPage, signIn, url } from './browser';
import { releaseOpenOrder, shopProductWithPickup, tomorrowAtTen, type Api } from './fixtures';

/**
 * Gateway payments in the agent app against the in-process server, whose default gateway
 * account is the local Billplz simulator (a page with Pay / Fail buttons that calls back and
 * redirects like Billplz). agent1 (Master Stockist) buys from HQ; every test makes its own product.
 */
const SHOTS = path.resolve(__dirname, '../../test-results/e2e');
const AGENT = 'agent1@demo.test';
const BILL_PAGE = /\/bills\/[^/?]+$/;

/** As HQ: self-pickup on and a product at RM 500.00 for Master Stockist with 100 units at HQ; 4 of them in agent1's cart. */
async function prepare(page: Page, stamp: number) {
  const { hq, productId } = await shopProductWithPickup(page, { stamp, category: 'E2E Pay shelf', name: 'E2E Serum', sku: 'E2E-PAY' });
  const agent = await apiAs(page.request, AGENT);
  await agent.post('/sales/my-shop/add-cart', { itemType: 'product', productId, quantity: 4 });
  return { hq, agent };
}

const rm = (sen: number) => `RM ${(sen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** On /my-shop/checkout: self-pickup tomorrow and the payment method; waits until the order can be placed. */
async function chooseAtCheckout(page: Page, payment: 'gateway' | 'credit') {
  await page.goto(url('/my-shop/checkout'));
  await page.getByTestId('ship-pickup').filter({ hasText: 'Self pickup at HQ Kuala Lumpur' }).click();
  await page.getByTestId('pickup-time').fill(tomorrowAtTen());
  await page.getByTestId(`pay-${payment}`).click();
  await page.waitForFunction(() => !(document.querySelector('[data-testid=place-order]') as HTMLButtonElement | null)?.disabled);
}

async function walletOf(agent: Api) {
  return agent.get<{ balance: number; entries: { kind: string; amount: number; orderId: number | null }[] }>('/wallet?perPage=5');
}

describe('Agent app payments (gateway, wallet)', () => {
  let current: Page | null = null;
  afterEach(async () => {
    if (current) await releaseOpenOrder(current, AGENT);
    current = null;
  });

  /** agent1 with 4 units of a new product in its cart, signed in, at checkout with self-pickup and online banking. */
  async function atGatewayCheckout() {
    const stamp = Date.now();
    const page = (current = await newPage());
    await releaseOpenOrder(page, AGENT);
    await prepare(page, stamp);
    await signIn(page, AGENT);
    await chooseAtCheckout(page, 'gateway');
    return { page, stamp };
  }

  it('when an agent checks out with online banking and pays on the gateway page, then it lands on the completed page and the order is paid, waiting for approval', async () => {
    const { page, stamp } = await atGatewayCheckout();
    // The bank list and the gateway's fee on top of the grand total.
    await page.getByRole('combobox', { name: 'Bank (online banking)' }).click();
    await page.getByRole('option').nth(1).click();
    const grand = (await page.getByTestId('amount-total').textContent())!;
    const fee = (await page.getByTestId('gateway-fee').textContent())!;
    const online = (await page.getByTestId('gateway-pay-total').textContent())!;
    const sen = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
    expect(sen(online)).to.equal(sen(grand) + sen(fee));
    expect(await page.getByTestId('place-order').textContent()).to.contain(online);
    await page.screenshot({ path: path.join(SHOTS, 'checkout-gateway.png'), fullPage: true });
    await page.getByTestId('place-order').click();

    // The simulator's bill page, then back in the app.
    await page.waitForURL(BILL_PAGE);
    expect(sen((await page.locator('#amount').textContent())!)).to.equal(sen(online));
    await page.locator('#pay').click();
    await page.waitForURL(/\/checkout\/completed\?paymentId=\d+$/);
    await page.getByTestId('payment-completed').getByText('Payment completed').waitFor();
    await page.getByTestId('paid-amount').getByText(`Amount paid: ${online}`).waitFor();
    const orderNo = (await page.getByTestId('paid-order-no').textContent())!.replace('Order number: ', '');
    await page.screenshot({ path: path.join(SHOTS, 'checkout-completed.png'), fullPage: true });

    await page.getByTestId('view-order').click();
    await page.waitForURL(/\/orders\/\d+$/);
    await page.getByTestId('order-title').getByText(`Order ${orderNo}`).waitFor();
    await page.getByTestId('order-stage').getByText('Pending approval').waitFor();
    await page.getByText('Paid', { exact: true }).first().waitFor();

    // A new payment of the paid order is refused by the server: said, with the way back to the order.
    const orderId = Number(/\/orders\/(\d+)$/.exec(page.url())![1]);
    await page.goto(url(`/payment/order/e2e-again-${stamp}?orderId=${orderId}`));
    await page.getByTestId('pay-error').waitFor();
    await page.getByTestId('pay-back').click();
    await page.waitForURL(new RegExp(`/orders/${orderId}$`));
  });

  it('when the gateway payment fails, then the failed page offers checkout again, which opens a new bill that can be paid', async () => {
    const { page } = await atGatewayCheckout();
    await page.getByTestId('place-order').click();
    await page.waitForURL(BILL_PAGE);
    const firstBill = page.url();
    await page.locator('#fail').click();
    await page.waitForURL(/\/checkout\/failed\?paymentId=\d+$/);
    await page.getByTestId('payment-message').getByText('Payment failed: we could not process your payment. Please checkout again.').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'checkout-failed.png'), fullPage: true });

    // The order is still unpaid, with "Pay now" on its page.
    await page.getByTestId('view-order').click();
    await page.getByTestId('order-stage').getByText('Unpaid').waitFor();
    await page.getByTestId('pay-now').waitFor();
    await page.goBack();

    await page.getByTestId('checkout-again').click();
    await page.waitForURL(BILL_PAGE);
    expect(page.url()).not.to.equal(firstBill);
    await page.locator('#pay').click();
    await page.waitForURL(/\/checkout\/completed\?paymentId=\d+$/);
    await page.getByTestId('payment-completed').waitFor();
    await page.getByTestId('view-order').click();
    await page.getByTestId('order-stage').getByText('Pending approval').waitFor();
  });

  it('when the payment page is opened again with the same session, then it is the same bill; the pending page waits and moves on once the bill is paid', async () => {
    const stamp = Date.now();
    const page = (current = await newPage());
    await releaseOpenOrder(page, AGENT);
    const { agent } = await prepare(page, stamp);
    const methods = await agent.get<{ pickup: { branches: { id: number; name: string }[] } }>('/sales/ship-method');
    const branch = methods.pickup.branches.find((b) => b.name === 'HQ Kuala Lumpur')!;
    const choices = { shipmentType: 'pickup', shipmentId: branch.id, paymentType: 'gateway' };
    const amounts = await agent.post<{ grandTotal: number }>('/sales/my-shop/quote', choices);
    const pickupAt = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    const order = await agent.post<{ id: number }>('/sales/my-shop/checkout', { ...choices, pickupAt, totalPaid: amounts.grandTotal, sessionId: `e2e-order-${stamp}` });

    await signIn(page, AGENT);
    const payPage = url(`/payment/order/e2e-pay-${stamp}?orderId=${order.id}`);
    await page.goto(payPage);
    await page.waitForURL(BILL_PAGE);
    const bill = page.url();
    await page.goto(payPage);
    await page.waitForURL(BILL_PAGE);
    expect(page.url()).to.equal(bill);

    const payment = await agent.post<{ paymentId: number; billUrl: string }>('/payment-gateway/checkout', {
      payType: 'order',
      orderId: order.id,
      sessionId: `e2e-pay-${stamp}`,
      totalPaid: amounts.grandTotal,
    });
    expect(payment.billUrl).to.equal(bill);
    await page.goto(url(`/checkout/pending-payment?paymentId=${payment.paymentId}`));
    await page.getByTestId('payment-message').getByText('Payment pending: please stay on this page while we confirm your payment.').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'checkout-pending.png'), fullPage: true });

    // Paid in another tab: the pending page notices at its next poll.
    const other = await page.context().newPage();
    await other.goto(bill);
    await other.locator('#pay').click();
    await page.waitForURL(/\/checkout\/completed\?paymentId=\d+$/);
    await page.getByTestId('payment-completed').waitFor();
    await other.close();
  });

  it('when an agent tops up its wallet through the gateway (a failed attempt first, then try again), then the top-up completed page shows the new balance and the wallet lists the top-up', async () => {
    const page = (current = await newPage());
    const agent = await apiAs(page.request, AGENT);
    const before = (await walletOf(agent)).balance;
    await signIn(page, AGENT, undefined, '/login?redirectFrom=%2Fwallet');
    await page.getByRole('heading', { name: 'My wallet' }).waitFor();
    await page.getByTestId('wallet-balance').getByText(rm(before)).waitFor();

    // Out of range: said, and nothing happens.
    await page.getByTestId('topup-amount').fill('0.50');
    await page.getByTestId('topup-submit').click();
    await page.getByText('The minimum top-up is RM 1.00.').waitFor();
    await page.getByTestId('topup-amount').fill('30000.01');
    await page.getByText('The maximum top-up is RM 30,000.00.').waitFor();
    expect(page.url()).to.match(/\/wallet$/);

    await page.getByTestId('topup-amount').fill('50');
    await page.getByTestId('topup-fee').waitFor();
    await page.getByTestId('topup-submit').click();
    await page.waitForURL(/\/topup\/5000$/);
    await page.getByTestId('confirm-amount').getByText('RM 50.00').waitFor();
    const total = (await page.getByTestId('confirm-total').textContent())!;
    await page.screenshot({ path: path.join(SHOTS, 'topup-confirm.png'), fullPage: true });
    await page.getByTestId('topup-pay').click();

    // A failed first attempt: the top-up failed page offers the same amount again.
    await page.waitForURL(BILL_PAGE);
    await page.locator('#fail').click();
    await page.waitForURL(/\/topup\/failed\?paymentId=\d+$/);
    await page.getByTestId('payment-message').getByText('Payment failed: we could not process your top-up. Please try again.').waitFor();
    await page.getByTestId('topup-again').click();
    await page.waitForURL(/\/topup\/5000$/);
    await page.getByTestId('topup-pay').click();

    await page.waitForURL(BILL_PAGE);
    const sen = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
    expect(sen((await page.locator('#amount').textContent())!)).to.equal(sen(total));
    await page.locator('#pay').click();
    await page.waitForURL(/\/topup\/completed\?paymentId=\d+$/);
    await page.getByTestId('payment-message').getByText('RM 50.00 was added to your wallet.').waitFor();
    await page
      .getByTestId('new-balance')
      .getByText(`New balance: ${rm(before + 5000)}`)
      .waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'topup-completed.png'), fullPage: true });

    await page.getByTestId('to-wallet').click();
    await page.waitForURL(/\/wallet$/);
    await page
      .getByTestId('wallet-balance')
      .getByText(rm(before + 5000))
      .waitFor();
    const entry = page.getByTestId('wallet-entry').first();
    await entry.getByText('Top-up', { exact: true }).waitFor();
    await entry.getByTestId('entry-amount').getByText('+ RM 50.00').waitFor();
  });

  it('when HQ gives an agent credit and it checks out paying from credit, then the order is paid at once and the wallet shows the debit', async () => {
    const stamp = Date.now();
    const page = (current = await newPage());
    await releaseOpenOrder(page, AGENT);
    const { hq, agent } = await prepare(page, stamp);
    const me = await agent.get<{ id: number }>('/user/detail');
    await hq.post('/wallet/adjust', { userId: me.id, amount: 500_000, note: `E2E credit ${stamp}`, requestId: `e2e-credit-${stamp}` });
    const before = (await walletOf(agent)).balance;
    await signIn(page, AGENT);

    await chooseAtCheckout(page, 'credit');
    const grand = (await page.getByTestId('amount-total').textContent())!;
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/orders\/\d+$/);
    const orderId = Number(/\/orders\/(\d+)$/.exec(page.url())![1]);
    await page.getByTestId('order-stage').getByText('Pending approval').waitFor();
    await page.getByText('Paid', { exact: true }).first().waitFor();

    await page.getByRole('link', { name: 'My wallet' }).first().click();
    await page.waitForURL(/\/wallet$/);
    const after = (await walletOf(agent)).balance;
    await page.getByTestId('wallet-balance').getByText(rm(after)).waitFor();
    const entry = page.getByTestId('wallet-entry').first();
    await entry.getByText('Order payment', { exact: true }).waitFor();
    const orderNo = (await agent.get<{ orderNo: string }>(`/manage-orders/${orderId}`)).orderNo;
    await entry.getByText(`Order ${orderNo}`).waitFor();
    await entry.getByTestId('entry-amount').getByText(`− ${grand}`).waitFor();
    expect(rm(before - after)).to.equal(grand);
    await page
      .getByTestId('wallet-entry')
      .filter({ hasText: 'Adjustment by HQ' })
      .filter({ hasText: `E2E credit ${stamp}` })
      .waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'wallet.png'), fullPage: true });
  });
});
