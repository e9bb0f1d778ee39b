import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { businessTime } from '../../server/platform/time';
import { courierBody } from '../couriers/factories';
import { apiAs, newPage, signIn, url } from './browser';
import { releaseOpenOrder, shopProductWithPickup, tomorrowAtTen } from './fixtures';

const SHOTS = path.resolve(__dirname, '../../test-results/e2e');
const AGENT = 'agent1@demo.test'; // Master Stockist, buys from HQ; minimum order RM 1,500.00

/**
 * Through the API as HQ: self-pickup on (the demo's HQ branch is a pickup branch), a product for
 * Master Stockist and Stockist at RM 500.00 weighing 500 g with 100 units at HQ, and an RM 5.00 voucher.
 */
async function prepare(page: Page, stamp: number) {
  const { hq, productId, name } = await shopProductWithPickup(page, {
    stamp,
    category: 'E2E Orders shelf',
    name: 'E2E Cream',
    sku: 'E2E-ORD',
    levels: ['Master Stockist', 'Stockist'],
  });
  const code = `E2E${stamp}`.slice(0, 20);
  const day = (offset: number) => businessTime().add(offset, 'day').format('YYYY-MM-DD');
  await hq.post('/voucher/store', {
    voucherName: 'E2E five off',
    voucherType: 'amount',
    voucherCode: code,
    voucherQuota: 10,
    voucherStartDate: day(-1),
    voucherStopDate: day(10),
    voucherDisc: 500,
    voucherMinPurchase: 0,
    voucherUsgLimit: 5,
    freeShipping: false,
    firstOrder: false,
    package: false,
  });
  return { hq, productId, name, code };
}

describe('Agent cart, checkout and orders', () => {
  let current: Page | null = null;
  // Leaves agent1 without an unpaid order for the tests after these (the screenshot still shows the test's last page).
  afterEach(async () => {
    if (current) for (const email of [AGENT, 'agent2@demo.test']) await releaseOpenOrder(current, email);
    current = null;
  });

  it('when an agent adds a product, applies a voucher and checks out with self-pickup, then the order shows in My orders and can be deleted', async () => {
    const stamp = Date.now();
    const page = (current = await newPage());
    await releaseOpenOrder(page, AGENT);
    const { productId, name, code } = await prepare(page, stamp);

    await signIn(page, AGENT, undefined, `/login?redirectFrom=${encodeURIComponent(`/my-shop/product-details?id=${productId}`)}`);
    await page.getByRole('heading', { name }).waitFor();
    await page.getByLabel('Quantity', { exact: true }).fill('4');
    await page.getByTestId('add-to-cart').click();
    await page.getByText(`${name} was added to your cart.`).waitFor();
    await page.getByTestId('cart-badge').getByText('4', { exact: true }).waitFor();

    await page.getByTestId('cart-button').click();
    await page.waitForURL(/\/my-shop\/shopping-cart$/);
    const line = page.getByTestId('cart-line').filter({ hasText: name });
    await line.waitFor();
    await line.getByRole('button', { name: 'One more' }).click();
    await line.getByTestId('line-total').getByText('RM 2,500.00').waitFor();
    await line.getByRole('button', { name: 'One less' }).click();
    await line.getByTestId('line-total').getByText('RM 2,000.00').waitFor();
    await page.getByTestId('minimum-hint').getByText('Minimum order: RM 1,500.00.').waitFor();

    // A wrong code: the server's message; the right one: applied, RM 5.00 off.
    await page.getByLabel('Voucher code').fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('cart-notice').waitFor();
    expect(await page.getByTestId('voucher-applied').count()).to.equal(0);
    await page.getByLabel('Voucher code').fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('voucher-applied').getByText(code, { exact: false }).waitFor();
    await page.getByTestId('amount-voucher').getByText('− RM 5.00').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'shopping-cart.png'), fullPage: true });

    await page.getByTestId('go-checkout').click();
    await page.waitForURL(/\/my-shop\/checkout$/);
    await page.getByTestId('ship-pickup').filter({ hasText: 'Self pickup at HQ Kuala Lumpur' }).click();
    await page.getByTestId('pickup-time').fill(tomorrowAtTen());
    const place = page.getByTestId('place-order');
    await page.waitForFunction(() => !(document.querySelector('[data-testid=place-order]') as HTMLButtonElement | null)?.disabled);
    const total = (await page.getByTestId('amount-total').textContent())!;
    expect(await place.textContent()).to.contain(total);
    await page.screenshot({ path: path.join(SHOTS, 'checkout.png'), fullPage: true });
    await page.getByTestId('amount-voucher').getByText('− RM 5.00').waitFor();
    await place.click();

    await page.waitForURL(/\/orders\/\d+$/);
    const title = (await page.getByTestId('order-title').textContent())!;
    const orderNo = title.replace(/^Order /, '');
    await page.getByTestId('order-stage').getByText('Unpaid').waitFor();
    await page.getByTestId('order-shipping').getByText('Self pickup at HQ Kuala Lumpur').waitFor();
    expect(await page.getByTestId('amount-total').textContent()).to.equal(total);
    await page.getByRole('link', { name: 'Shopping cart, 0 unit(s)' }).waitFor();

    await page.getByRole('link', { name: 'My orders' }).first().click();
    await page.waitForURL(/\/orders$/);
    const row = page.getByTestId('order-row').filter({ hasText: orderNo });
    await row.waitFor();
    await row.getByText('Unpaid').waitFor();

    // The unpaid order is deleted from its page; the list no longer has it.
    await row.click();
    await page.getByTestId('delete-order').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete order' }).click();
    await page.waitForURL(/\/orders$/);
    await page.getByRole('heading', { name: 'My orders' }).waitFor();
    await page.waitForFunction((no) => !document.body.innerText.includes(no), orderNo);
  });

  it('when an agent adds a customer and checks out to it with a courier, then the order has the receiver and the courier', async () => {
    const stamp = Date.now();
    const page = (current = await newPage());
    await releaseOpenOrder(page, AGENT);
    const { hq, productId, name } = await prepare(page, stamp);
    await hq.post('/courier/store', courierBody({ name: `E2E Courier ${stamp}`, freeShippingThreshold: null, handlingFee: 0 }));
    const agent = await apiAs(page.request, AGENT);
    await agent.post('/sales/my-shop/add-cart', { itemType: 'product', productId, quantity: 4 });

    // The address book: a new customer in Selangor becomes the receiver.
    await signIn(page, AGENT, undefined, '/login?redirectFrom=%2Fcustomers');
    await page.getByRole('heading', { name: 'My customers' }).waitFor();
    await page.getByRole('button', { name: 'Add customer' }).click();
    const form = page.getByTestId('customer-form');
    await form.locator('input[name=firstName]').fill(`Receiver${stamp}`);
    await form.locator('input[name=lastName]').fill('Tan');
    await form.locator('input[name=accPhone]').fill('123456789');
    await form.locator('input[name=accAddressLine1]').fill('8 Jalan Kebun');
    await form.locator('input[name=accAddressPostcode]').fill('40000');
    expect(await form.locator('input[name=accAddressState]').inputValue()).to.equal('Selangor');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Customer saved.').waitFor();
    const card = page.getByTestId('customer-card').filter({ hasText: `Receiver${stamp} Tan` });
    await card.waitFor();
    await page.getByTestId('customer-form').waitFor({ state: 'detached' });
    await page.screenshot({ path: path.join(SHOTS, 'customers.png'), fullPage: true });

    await page.goto(url('/my-shop/checkout'));
    await page.getByRole('combobox', { name: 'Receiver' }).click();
    await page.getByRole('option', { name: new RegExp(`Receiver${stamp} Tan`) }).click();
    const courier = page.getByTestId('ship-courier').filter({ hasText: `E2E Courier ${stamp}` });
    await courier.waitFor();
    expect(await courier.textContent()).to.contain('RM 12.00');
    await courier.click();
    await page.getByTestId('amount-shipping').getByText('RM 12.00').waitFor();
    await page.waitForFunction(() => !(document.querySelector('[data-testid=place-order]') as HTMLButtonElement | null)?.disabled);
    await page.getByTestId('place-order').click();

    await page.waitForURL(/\/orders\/\d+$/);
    const orderNo = (await page.getByTestId('order-title').textContent())!.replace(/^Order /, '');
    await page.getByTestId('order-receiver').getByText(`Receiver${stamp} Tan`).waitFor();
    await page.getByTestId('order-receiver').getByText('Selangor').waitFor();
    await page.getByTestId('order-shipping').getByText(`E2E Courier ${stamp}`).waitFor();
    await page.getByTestId('order-items').getByText(name).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'order-details.png'), fullPage: true });

    await page.getByRole('link', { name: 'My orders' }).first().click();
    await page.getByTestId('order-row').filter({ hasText: orderNo }).waitFor();
    await page.getByTestId('tab-received').click();
    await page.waitForURL(/tab=received/);
    await page.waitForFunction((no) => !document.body.innerText.includes(no), orderNo);
  });

  it('when a downline orders from its upline, then the upline sees it under Received and marks it paid, approves, ships it with a tracking number and completes it', async () => {
    const stamp = Date.now();
    const page = (current = await newPage());
    await releaseOpenOrder(page, 'agent2@demo.test');
    const { hq, productId } = await prepare(page, stamp);
    await hq.post('/courier/store', courierBody({ name: `E2E Upline Courier ${stamp}`, freeShippingThreshold: null, handlingFee: 0 }));
    const agent1 = await apiAs(page.request, AGENT);
    const me = await agent1.get<{ id: number }>('/user/detail');
    await hq.post('/inventory/store', { storeId: me.id, productId, qtyIn: 10, invType: 'restock' });

    // agent2 (Stockist under agent1) buys 2 units from agent1, shipped to its own address-book entry.
    const agent2 = await apiAs(page.request, 'agent2@demo.test');
    await agent2.post('/sales/customer/store', {
      firstName: 'Budi',
      phoneCode: '+60',
      phoneNumber: '123456780',
      address1: '2 Jalan Dua',
      postCode: '40000',
      city: 'Shah Alam',
      state: 'Selangor',
      country: 'MY',
    });
    await agent2.post('/sales/my-shop/add-cart', { itemType: 'product', productId, quantity: 2 });
    const cart = await agent2.get<{ seller: { type: string }; amounts: { grandTotal: number } }>('/sales/my-shop/get-cart');
    expect(cart.seller.type).to.equal('upline');
    const methods = await agent2.get<{ couriers: { courierId: number; name: string }[] }>('/sales/ship-method');
    const courierId = methods.couriers.find((c) => c.name === `E2E Upline Courier ${stamp}`)!.courierId;
    const amounts = await agent2.post<{ grandTotal: number }>('/sales/my-shop/quote', { shipmentType: 'courier', shipmentId: courierId, paymentType: 'manual' });
    const order = await agent2.post<{ id: number; orderNo: string }>('/sales/my-shop/checkout', {
      shipmentType: 'courier',
      shipmentId: courierId,
      paymentType: 'manual',
      totalPaid: amounts.grandTotal,
      sessionId: `e2e-${stamp}`,
    });

    await signIn(page, AGENT, undefined, '/login?redirectFrom=%2Forders%3Ftab%3Dreceived');
    const row = page.getByTestId('order-row').filter({ hasText: order.orderNo });
    await row.waitFor();
    await row.getByText('From Budi Agent').waitFor();
    await row.click();
    await page.waitForURL(new RegExp(`/orders/${order.id}$`));
    const confirm = async (button: string, stage: string) => {
      await page.getByTestId('order-actions').getByRole('button', { name: button }).click();
      await page.getByTestId('confirm-dialog').getByRole('button', { name: button }).click();
      await page.getByTestId('order-stage').getByText(stage).waitFor();
    };
    await confirm('Mark as paid', 'Pending approval');
    await confirm('Approve', 'To ship');
    await page.getByTestId('order-actions').getByRole('button', { name: 'Ship' }).click();
    await page.getByLabel('Tracking number').fill(`TRK${stamp}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('order-stage').getByText('Delivery').waitFor();
    await page.getByTestId('tracking-no').getByText(`Tracking number: TRK${stamp}`).waitFor();
    await confirm('Complete', 'Completed');
    await page.getByTestId('order-events').getByText('Completed').first().waitFor();
    expect(await page.getByTestId('order-actions').getByRole('button').count()).to.equal(0);
  });

  it('when an agent opens the packages of My Shop, then the demo starter kit shows its products and goes into the cart', async () => {
    const page = await newPage();
    await signIn(page, AGENT, undefined, '/login?redirectFrom=%2Fmy-shop');
    await page.waitForURL(/\/my-shop$/);
    await page.getByTestId('tab-packages').click();
    const kit = page.getByTestId('shop-package').filter({ hasText: 'Starter kit' });
    await kit.getByText('1 × Glow Serum 30ml').waitFor();
    await kit.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByTestId('bundle-notice').getByText('Starter kit was added to your cart.').waitFor();
    await page.goto(url('/my-shop/shopping-cart'));
    await page.getByTestId('cart-line').filter({ hasText: 'Starter kit' }).waitFor();
  });
});
