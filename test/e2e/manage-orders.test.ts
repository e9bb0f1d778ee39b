import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { newPage, url } from './browser';
import { orderSetup, placeHqOrder, signInToConsole, type PlacedOrder } from './fixtures';

/**
 * Through the API: HQ stocks a product priced for every level and a courier serving every state;
 * agent5 adds an address whose receiver name carries the test's stamp (a search finds just this
 * test's orders).
 */
function ordersSetup(page: Page, stamp: number) {
  return orderSetup(page, {
    stamp,
    product: { category: 'E2E Orders', name: 'E2E Order Balm', sku: 'E2E-ORD' },
    courier: 'E2E Courier',
    receiver: { firstName: 'Receiver', lastName: 'Orders' },
  });
}

/** HQ places two paid orders for agent5 (POST /manage-orders/store with markPaid): both wait for approval. */
async function twoPaidOrders(page: Page, stamp: number): Promise<PlacedOrder[]> {
  const setup = await ordersSetup(page, stamp);
  const orders: PlacedOrder[] = [];
  for (const quantity of [5, 6]) {
    const order = await placeHqOrder(setup, { quantity, paid: true });
    expect(order.stage).to.equal('approval');
    expect(order.paymentStatus).to.equal('paid');
    orders.push(order);
  }
  return orders;
}

describe('Manage orders console', () => {
  it('when HQ bulk-approves two paid orders, then they are to ship; one gets a tracking number (delivery) and is completed; approving with nothing ticked asks for a checkbox', async () => {
    const stamp = Date.now();
    const page = await newPage();
    const [first, second] = await twoPaidOrders(page, stamp);

    await signInToConsole(page);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Orders' }).click();
    await page.waitForURL(/\/admin\/manage-orders/);

    // docs/rules.md: a bulk action needs at least one ticked order.
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Please select at least one checkbox').waitFor();

    // The search finds both orders by their receiver; the stage tabs count them.
    await page.getByPlaceholder('Search').fill(`Receiver${stamp}`);
    const firstRow = page.getByRole('row').filter({ hasText: first!.orderNo });
    const secondRow = page.getByRole('row').filter({ hasText: second!.orderNo });
    await firstRow.waitFor();
    await secondRow.waitFor();
    await page.getByTestId('stage-tab-approval').getByText('Pending approval (2)').waitFor();
    await firstRow.getByText('Pending approval').waitFor();
    await firstRow.getByText(`RM ${(first!.grandTotal / 100).toFixed(2)}`).waitFor(); // money in the company's currency

    await firstRow.getByRole('checkbox').check();
    await secondRow.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByTestId('stage-tab-to_ship').getByText('To ship (2)').waitFor();

    await page.getByTestId('stage-tab-to_ship').click();
    await firstRow.getByText('To ship').waitFor();
    await secondRow.getByText('To ship').waitFor();

    // One order: tracking number → delivery, then complete.
    await firstRow.getByText(first!.orderNo).click();
    await page.waitForURL(new RegExp(`/admin/manage-orders/order-details\\?id=${first!.id}$`));
    await page.getByTestId('order-no').getByText(first!.orderNo).waitFor();
    await page.getByRole('button', { name: 'Enter tracking number' }).click();
    await page.getByRole('dialog').getByLabel('Tracking number').fill(`TRK${stamp}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.locator('[data-field=trackingNo]').getByText(`TRK${stamp}`).waitFor();
    await page.locator('[data-field=stage]').getByText('Delivery').waitFor();

    await page.getByRole('button', { name: 'Complete' }).click();
    await page.locator('[data-field=stage]').getByText('Completed').waitFor();
    await page.getByTestId('order-history').getByText('Completed').first().waitFor();
    expect(await page.getByRole('button', { name: 'Complete' }).count()).to.equal(0);
  });

  it('when staff holding "manage orders" signs in, then the console offers Orders and its list with the stage tabs', async () => {
    const page = await newPage();
    await signInToConsole(page, 'staff@demo.test');
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Orders' }).click();
    await page.waitForURL(/\/admin\/manage-orders/);
    await page
      .getByTestId('stage-tab-all')
      .getByText(/^All \(\d+\)$/)
      .waitFor();
    await page.getByRole('link', { name: 'New order' }).waitFor();
  });

  it('when HQ fills in a new order for an agent, then the quote follows the form and Create opens the unpaid order', async () => {
    const stamp = Date.now();
    const page = await newPage();
    await ordersSetup(page, stamp);
    await signInToConsole(page);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Orders' }).click();
    await page.getByRole('link', { name: 'New order' }).click();
    await page.waitForURL(/\/admin\/manage-orders\/new$/);

    await page.getByRole('combobox', { name: 'Agent' }).fill('agent5');
    await page.getByRole('option', { name: /agent5@demo\.test/ }).click();
    await page.getByRole('combobox', { name: 'Product' }).fill(`Balm ${stamp}`);
    await page.getByRole('option', { name: new RegExp(`E2E Order Balm ${stamp}`) }).click();
    await page.getByLabel('Quantity').fill('6');
    await page.getByRole('combobox', { name: 'Courier' }).click();
    await page.getByRole('option', { name: `E2E Courier ${stamp} — Standard` }).click();
    const quote = page.getByTestId('order-quote');
    await quote.locator('[data-amount=subtotal]').getByText('RM 150.00').waitFor();
    await quote.locator('[data-amount=shippingFee]').getByText('RM 8.00').waitFor();
    await page.getByLabel('Quantity').fill('8');
    await quote.locator('[data-amount=subtotal]').getByText('RM 200.00').waitFor();
    const grandTotal = await quote.locator('[data-amount=grandTotal] td').last().textContent();

    await page.getByRole('button', { name: 'Create order' }).click();
    await page.waitForURL(/\/admin\/manage-orders\/order-details\?id=\d+$/);
    await page.getByText('Order created.').waitFor();
    await page.locator('[data-field=stage]').getByText('Unpaid').waitFor();
    await page.locator('[data-field=buyer]').getByText('Eng Agent').waitFor();
    await page.getByTestId('order-amounts').locator('[data-amount=grandTotal]').getByText(grandTotal!).waitFor();
    await page.getByRole('button', { name: 'Mark paid' }).click();
    await page.locator('[data-field=stage]').getByText('Pending approval').waitFor();
  });

  it('when HQ changes the pickup time of a self-pickup order, then the order shows the new time', async () => {
    const stamp = Date.now();
    const page = await newPage();
    const setup = await ordersSetup(page, stamp);
    const [branch] = await setup.hq.get<{ id: number; isPickup: boolean }[]>('/setup/branch?filter={"isPickup":true}');
    const order = await placeHqOrder(setup, { quantity: 4, paid: true, pickupBranchId: branch!.id });
    await signInToConsole(page);
    await page.goto(url(`/admin/manage-orders/update-pickup?id=${order.id}`));
    await page.getByText(`Pickup of order ${order.orderNo}`).waitFor();
    await page.getByLabel('Pickup date and time').fill('2031-03-15T10:30');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/manage-orders\/order-details\?id=\d+$/);
    await page.getByText('Pickup time saved.').waitFor();
    await page.locator('[data-field=pickupAt]').getByText('15 Mar 2031, 10:30').waitFor();
  });
});
