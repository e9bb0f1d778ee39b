import path from 'node:path';
import { expect } from 'chai';
import { apiAs, newPage, signIn, url } from './browser';
import { releaseOpenOrder, shopProductWithPickup, signInToConsole } from './fixtures';

/**
 * The online payment fee where people see it: agent1 pays an order online through the product's
 * default account (the local simulator, fee BILLPLZ_ADMIN_FEE = RM 1.00); its order in the agent
 * app, HQ's order in the console and the settlement report show the fee, the total paid and what
 * the company receives.
 */
const SHOTS = path.resolve(__dirname, '../../test-results/e2e');
const AGENT = 'agent1@demo.test';
const BILL_PAGE = /\/bills\/[^/?]+$/;
const rm = (sen: number) => `RM ${(sen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('Online payment fee in the agent app and the console', () => {
  it("when an agent pays an order online, then its order, HQ's order and the settlement report show the fee, the total paid and the net", async () => {
    const stamp = Date.now();
    const page = await newPage();
    await releaseOpenOrder(page, AGENT);
    const { hq, productId } = await shopProductWithPickup(page, { stamp, category: 'E2E Fee shelf', name: 'E2E Fee serum', sku: 'E2E-FEE' });
    const agent = await apiAs(page.request, AGENT);
    await agent.post('/sales/my-shop/add-cart', { itemType: 'product', productId, quantity: 4 });
    const methods = await agent.get<{ pickup: { branches: { id: number; name: string }[] } }>('/sales/ship-method');
    const branch = methods.pickup.branches.find((b) => b.name === 'HQ Kuala Lumpur')!;
    const choices = { shipmentType: 'pickup', shipmentId: branch.id, paymentType: 'gateway' };
    const quote = await agent.post<{ grandTotal: number }>('/sales/my-shop/quote', choices);
    const pickupAt = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    const order = await agent.post<{ id: number; orderNo: string; grandTotal: number }>('/sales/my-shop/checkout', {
      ...choices,
      pickupAt,
      totalPaid: quote.grandTotal,
      sessionId: `e2e-fee-${stamp}`,
    });
    const { adminFee: fee } = await agent.get<{ adminFee: number }>('/payment-gateway/options');
    expect(fee).to.be.above(0);
    const grand = order.grandTotal;

    // The unpaid order tells the buyer what it will pay online: the grand total and the fee.
    await signIn(page, AGENT);
    await page.goto(url(`/orders/${order.id}`));
    await page
      .getByTestId('pay-hint')
      .getByText(`Pay ${rm(grand + fee)} online`, { exact: false })
      .waitFor();
    await page
      .getByTestId('pay-hint')
      .getByText(`Including the online payment fee of ${rm(fee)}.`, { exact: false })
      .waitFor();

    // Pays on the gateway's page.
    await page.getByTestId('pay-now').click();
    await page.waitForURL(BILL_PAGE);
    const sen = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
    expect(sen((await page.locator('#amount').textContent())!)).to.equal(grand + fee);
    await page.locator('#pay').click();
    await page.waitForURL(/\/checkout\/completed\?paymentId=\d+$/);
    await page
      .getByTestId('paid-amount')
      .getByText(`Amount paid: ${rm(grand + fee)}`)
      .waitFor();

    // The agent's order: grand total, then the fee and the total paid.
    await page.goto(url(`/orders/${order.id}`));
    await page.getByTestId('order-stage').getByText('Pending approval').waitFor();
    expect(await page.getByTestId('amount-total').textContent()).to.equal(rm(grand));
    expect(await page.getByTestId('amount-payment-fee').textContent()).to.equal(rm(fee));
    expect(await page.getByTestId('amount-total-paid').textContent()).to.equal(rm(grand + fee));
    await page.getByTestId('amounts').getByText('Online payment fee').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'payment-fee-agent-order.png'), fullPage: true });
    // The API agrees with the screen.
    const mine = await agent.get<{ grandTotal: number; paymentFee: number; totalPaid: number }>(`/manage-orders/${order.id}`);
    expect(mine).to.include({ grandTotal: grand, paymentFee: fee, totalPaid: grand + fee });

    // HQ's order in the console.
    const hqPage = await newPage();
    await signInToConsole(hqPage);
    await hqPage.goto(url(`/admin/manage-orders/order-details?id=${order.id}`));
    const amounts = hqPage.getByTestId('order-amounts');
    await amounts.locator('tr[data-amount=paymentFee]').getByText('Online payment fee').waitFor();
    expect(await amounts.locator('tr[data-amount=paymentFee] td').nth(1).textContent()).to.equal(rm(fee));
    expect(await amounts.locator('tr[data-amount=grandTotal] td').nth(1).textContent()).to.equal(rm(grand));
    expect(await amounts.locator('tr[data-amount=totalPaid] td').nth(1).textContent()).to.equal(rm(grand + fee));
    await hqPage.screenshot({ path: path.join(SHOTS, 'payment-fee-console-order.png'), fullPage: true });

    // The settlement report: what the payer paid, the fee kept by the platform, the net to the company.
    await hqPage.goto(url(`/admin/settlement-report?filter=${encodeURIComponent(JSON.stringify({ q: order.orderNo }))}`));
    const row = hqPage.locator('tbody tr').filter({ hasText: order.orderNo });
    await row.waitFor();
    await row.getByText('kept by the platform').waitFor();
    const cells = await row.locator('td').allTextContents();
    expect(cells).to.include(rm(grand + fee));
    expect(cells).to.include(rm(grand));
    expect(cells.some((c) => c.startsWith(rm(fee)))).to.equal(true);
    await hqPage.getByRole('columnheader', { name: 'Net to the company' }).waitFor();
    await hqPage.getByTestId('settlement-summary-net').waitFor();
    await hqPage.screenshot({ path: path.join(SHOTS, 'payment-fee-settlement.png'), fullPage: true });
    const settled = await hq.get<{ gross: number; fee: number; net: number; platformFee: number }[]>(`/settlement/reportdata?search=${order.orderNo}`);
    expect(settled[0]).to.include({ gross: grand + fee, fee, platformFee: fee, net: grand });
  });
});
