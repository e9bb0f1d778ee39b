import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { newPage, signIn, url } from './browser';
import { orderSetup, placeHqOrder, signInToConsole } from './fixtures';

const SHOTS = path.resolve(__dirname, '../../test-results/e2e');

/** A tiny valid PNG (1 x 1 pixel). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/**
 * Through the API: HQ turns manual receipts on, stocks a product and a courier, and places an
 * unpaid manual-payment order for agent5 (HQ sells it).
 */
async function unpaidOrder(page: Page, stamp: number) {
  const setup = await orderSetup(page, {
    stamp,
    features: { manualReceipt: true },
    product: { category: 'E2E Receipts', name: 'E2E Receipt Soap', sku: 'E2E-RCP' },
    courier: 'E2E Receipt Courier',
    receiver: { firstName: 'Payer', lastName: 'Receipts' },
  });
  const order = await placeHqOrder(setup, { quantity: 4 });
  expect(order.stage).to.equal('unpaid');
  return order;
}

describe('Manual payment by receipt', () => {
  it('when an agent uploads a receipt on its order page, HQ rejects it with a reason, the agent uploads again and HQ approves it, then the order is paid', async () => {
    const stamp = Date.now();
    const agentPage = await newPage();
    const order = await unpaidOrder(agentPage, stamp);

    // The agent app: the order page offers the upload; the receipt then waits for the seller.
    await signIn(agentPage, 'agent5@demo.test');
    await agentPage.goto(url(`/orders/${order.id}`));
    await agentPage.getByTestId('order-title').getByText(order.orderNo).waitFor();
    const section = agentPage.getByTestId('order-receipt');
    await section.getByText('Upload the receipt').waitFor();
    await agentPage.getByTestId('receipt-input').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
    await section.getByText('Receipt uploaded. The seller will check it.').waitFor();
    await agentPage
      .getByTestId('receipt-status')
      .getByText(/waiting for the seller/)
      .waitFor();
    expect(await agentPage.getByTestId('upload-receipt').count()).to.equal(0);
    await agentPage.screenshot({ path: path.join(SHOTS, 'receipts-agent-uploaded.png'), fullPage: true });

    // The console: HQ sees the receipt image and rejects it with a reason.
    const hqPage = await newPage();
    await signInToConsole(hqPage);
    await hqPage.goto(url(`/admin/manage-orders/order-details?id=${order.id}`));
    await hqPage.getByTestId('order-no').getByText(order.orderNo).waitFor();
    const receipts = hqPage.getByTestId('order-receipts');
    await receipts.locator('[data-receipt=pending]').getByText('Pending').waitFor();
    await hqPage.getByTestId('reject-receipt').click();
    await hqPage.getByRole('dialog').getByLabel('Reason').fill('The amount does not match');
    await hqPage.getByRole('dialog').getByRole('button', { name: 'Reject receipt' }).click();
    await hqPage.getByText('Receipt rejected. The buyer can see the reason and upload again.').waitFor();
    await receipts.locator('[data-receipt=rejected]').getByText('The amount does not match').waitFor();
    await hqPage.locator('[data-field=paymentStatus]').getByText('Unpaid').waitFor();

    // The agent sees the reason and uploads a new receipt.
    await agentPage.reload();
    await agentPage
      .getByTestId('receipt-status')
      .getByText(/Receipt rejected .*: The amount does not match/)
      .waitFor();
    await agentPage.getByTestId('receipt-input').setInputFiles({ name: 'transfer-2.png', mimeType: 'image/png', buffer: PNG });
    await agentPage
      .getByTestId('receipt-status')
      .getByText(/waiting for the seller/)
      .waitFor();

    // HQ approves the new one.
    await hqPage.reload();
    await receipts.locator('[data-receipt=pending]').getByText('Pending').waitFor();
    const image = receipts.locator('[data-receipt=pending]').getByRole('img', { name: 'Receipt' });
    await image.waitFor();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).to.equal(1);
    await hqPage.getByTestId('approve-receipt').click();
    await hqPage.getByRole('dialog').getByRole('button', { name: 'Approve receipt' }).click();
    await hqPage.getByText('Receipt approved. The order is paid.').waitFor();
    await receipts.locator('[data-receipt=approved]').getByText('Approved').waitFor();
    await hqPage.locator('[data-field=stage]').getByText('Pending approval').waitFor();
    await hqPage.locator('[data-field=paymentStatus]').getByText('Paid').waitFor();
    expect(await hqPage.getByTestId('approve-receipt').count()).to.equal(0);

    // Back in the agent app, the order shows paid.
    await agentPage.reload();
    await agentPage
      .getByTestId('receipt-status')
      .getByText(/Receipt approved/)
      .waitFor();
    await agentPage.getByTestId('order-title').getByText(order.orderNo).waitFor();
    await agentPage.getByTestId('order-events').getByText('Paid → Pending approval').waitFor();
    expect(await agentPage.getByText('Not paid yet').count()).to.equal(0);
  });

  it('when the agent opens its receipt from the order page under the service worker, then the image opens, not the app', async () => {
    const page = await newPage({ serviceWorkers: 'allow' });
    const order = await unpaidOrder(page, Date.now());
    await signIn(page, 'agent5@demo.test');
    await page.goto(url(`/orders/${order.id}`));
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.getByTestId('receipt-input').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
    await page
      .getByTestId('receipt-status')
      .getByText(/waiting for the seller/)
      .waitFor();
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('order-receipt').getByRole('link', { name: 'View receipt' }).click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).to.match(/^\/files\/c\d+\/receipts\//);
    expect(await tab.evaluate(() => document.contentType)).to.equal('image/png');
  });
});
