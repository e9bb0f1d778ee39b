import { expect } from 'chai';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import type { Page } from 'playwright-core';
import { TIME_ZONE } from '../../common/constants';
import { courierBody } from '../couriers/factories';
import { apiAs, newPage, signIn, url } from './browser';
import { HQ, addReceiver, releaseOpenOrder, signInToConsole, stockedProduct } from './fixtures';

dayjs.extend(utc);
dayjs.extend(timezone);

/** How wide the page scrolls beyond the window (0 when it does not scroll sideways). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Opens a console menu entry. */
async function menu(page: Page, name: string) {
  await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name }).click();
}

describe('First-use fixes (console and agent app)', () => {
  it('when HQ opens Register agent from its menu entry, then the form shows (no crash) and checks its fields', async () => {
    const page = await newPage();
    await signInToConsole(page);
    await menu(page, 'Register agent');
    await page.waitForURL(/\/admin\/agent-registration$/);
    await page.getByLabel('Username').fill('ux');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Required').first().waitFor();
    expect(await page.getByText('should be used inside a <Resource>').count()).to.equal(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).to.equal(0);
  });

  it('when HQ opens New order, then every payment method has its label and Quantity is not cut off', async () => {
    const page = await newPage();
    await signInToConsole(page);
    await page.goto(url('/admin/manage-orders/new'));
    const quantity = page
      .locator('label')
      .filter({ hasText: /^Quantity/ })
      .first();
    await quantity.waitFor();
    expect(await quantity.evaluate((el) => el.scrollWidth <= el.clientWidth)).to.equal(true);
    await page.getByRole('combobox', { name: 'Payment method' }).click();
    const options = await page.getByRole('option').allTextContents();
    expect(options).to.deep.equal(['Manual payment', 'Credit wallet', 'Online banking (FPX)']);
  });

  it('when the browser is in New York with a US locale, then stock history shows Kuala Lumpur time in the one date format', async () => {
    const stamp = Date.now();
    const page = await newPage({ timezoneId: 'America/New_York', locale: 'en-US' });
    const hq = await apiAs(page.request, HQ);
    const product = await stockedProduct(hq, { stamp, category: 'E2E Dates', name: 'E2E Date Balm', sku: 'E2E-DATE', stock: 7, storeId: 0 });
    const before = dayjs();
    await signInToConsole(page);
    await page.goto(url('/admin/inventory/history'));
    const row = page.getByRole('row').filter({ hasText: product.name });
    await row.waitFor();
    const texts = await row.getByRole('cell').allTextContents();
    const shown = texts.find((t) => /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/.test(t.trim()));
    expect(shown, texts.join(' | ')).to.be.a('string');
    const expected = [before, dayjs()].map((d) => d.tz(TIME_ZONE).format('D MMM YYYY, HH:mm'));
    expect(expected).to.include(shown!.trim());
  });

  it('when HQ works at 1366 px, then the company pages and the agent database do not scroll sideways and money stays on one line, right-aligned', async () => {
    const page = await newPage({ viewport: { width: 1366, height: 800 } });
    await signInToConsole(page);
    for (const path of ['/admin/company/profile', '/admin/company/network']) {
      await page.goto(url(path));
      await page.getByRole('tab', { name: 'Profile' }).waitFor();
      expect(await sideways(page), path).to.equal(0);
    }
    await page.goto(url('/admin/agent-database'));
    await page.locator('td.column-personalSales').first().waitFor();
    expect(await sideways(page)).to.equal(0);

    const style = await page
      .locator('td.column-personalSales span')
      .first()
      .evaluate((el) => {
        const s = getComputedStyle(el);
        return { whiteSpace: s.whiteSpace, textAlign: s.textAlign, lines: Math.round(el.getBoundingClientRect().height / parseFloat(s.lineHeight)) };
      });
    expect(style).to.deep.equal({ whiteSpace: 'nowrap', textAlign: 'right', lines: 1 });
    expect(await page.locator('th.column-personalSales').evaluate((el) => getComputedStyle(el).textAlign)).to.equal('right');
  });

  it('when HQ creates a category, then the notice names what was created', async () => {
    const page = await newPage();
    await signInToConsole(page);
    await page.goto(url('/admin/categories/create'));
    await page.getByLabel('Category name').fill(`E2E Notice ${Date.now()}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Category created', { exact: true }).waitFor();
    expect(await page.getByText('Element created').count()).to.equal(0);
  });

  it('when an agent browses My Shop, then each product card adds one unit (with feedback and the cart badge), the cart states an unmet minimum once, demo products have pictures, and sold-out products cannot be added', async () => {
    const stamp = Date.now();
    const page = await newPage();
    const hq = await apiAs(page.request, HQ);
    await hq.post('/company-features/store', { showStockMyShop: true });
    const soldOut = await stockedProduct(hq, { stamp, category: 'E2E Quick', name: 'E2E Sold Out', sku: 'E2E-SOLD', stock: 1, storeId: 0 });
    await hq.post('/inventory/store', { storeId: 0, productId: soldOut.id, qtyOut: 1, invType: 'damaged' });
    const agent = await apiAs(page.request, 'agent1@demo.test');
    await releaseOpenOrder(page, 'agent1@demo.test');
    const lines = await agent.get<{ items: { id: number }[] }>('/sales/my-shop/get-cart');
    for (const line of lines.items) await agent.delete(`/sales/my-shop/remove-cart/${line.id}`);
    try {
      await signIn(page, 'agent1@demo.test', undefined, '/login?redirectFrom=%2Fmy-shop');
      // Earlier tests' products come first by name: the serum may be on a later page, so search for it.
      await page.getByLabel('Search').fill('Glow Serum 30ml');
      const serum = page.getByTestId('shop-product').filter({ hasText: 'Glow Serum 30ml' });
      await serum.waitFor();
      // The demo seed gave it a generated picture, served from storage.
      const picture = serum.locator('img');
      // Pictures load lazily: bring the card on screen (earlier tests add products above it).
      await serum.scrollIntoViewIfNeeded();
      await page.waitForFunction((img) => (img as HTMLImageElement).complete, await picture.elementHandle());
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).to.equal(256);

      await serum.getByTestId('quick-add').click();
      await serum.getByTestId('add-notice').getByText('Glow Serum 30ml was added to your cart.').waitFor();
      await page.getByTestId('cart-count').getByText('1', { exact: true }).waitFor();
      await serum.getByTestId('quick-add').click();
      await page.getByTestId('cart-count').getByText('2', { exact: true }).waitFor();
      // The badge stands out from the app bar.
      const colours = await page.getByTestId('cart-count').evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el.closest('header')!).backgroundColor]);
      expect(colours[0]).to.not.equal(colours[1]);

      // Below agent1's minimum the cart says so once, as the reason checkout is blocked.
      await page.getByTestId('cart-button').click();
      await page.getByTestId('checkout-blocked').getByText('Minimum order: RM 1,500.00.').waitFor();
      expect(await page.getByText('Minimum order: RM 1,500.00.').count()).to.equal(1);
      await page.goBack();

      await page.getByLabel('Search').fill(soldOut.name);
      const card = page.getByTestId('shop-product').filter({ hasText: soldOut.name });
      await card.waitFor();
      expect(await card.getByTestId('quick-add').isDisabled()).to.equal(true);
      expect(await card.getByTestId('quick-add').textContent()).to.equal('Out of stock');
    } finally {
      const cart = await agent.get<{ items: { id: number }[] }>('/sales/my-shop/get-cart');
      for (const line of cart.items) await agent.delete(`/sales/my-shop/remove-cart/${line.id}`);
      await hq.post('/company-features/store', { showStockMyShop: false });
    }
  });

  it('when an agent buys from its upline, then checkout explains why only manual payment is offered, offers no pickup at HQ, and My orders names the order once', async () => {
    const stamp = Date.now();
    const page = await newPage();
    const hq = await apiAs(page.request, HQ);
    await hq.post('/company-features/store', { selfPickup: true });
    const product = await stockedProduct(hq, { stamp, category: 'E2E Upline', name: 'E2E Upline Balm', sku: 'E2E-UPL', levels: ['Master Stockist', 'Stockist'], price: 50_000, stock: 10, storeId: 0 });
    await hq.post('/courier/store', courierBody({ name: `E2E UX Courier ${stamp}`, freeShippingThreshold: null, handlingFee: 0 }));
    const agent1 = await apiAs(page.request, 'agent1@demo.test');
    const me = await agent1.get<{ id: number }>('/user/detail');
    await hq.post('/inventory/store', { storeId: me.id, productId: product.id, qtyIn: 5, invType: 'restock' });
    await releaseOpenOrder(page, 'agent2@demo.test');
    const agent2 = await apiAs(page.request, 'agent2@demo.test');
    await agent2.post('/sales/my-shop/add-cart', { itemType: 'product', productId: product.id, quantity: 1 });
    let receiver: { id: number } | null = null;
    try {
      await signIn(page, 'agent2@demo.test', undefined, '/login?redirectFrom=%2Fmy-shop%2Fcheckout');
      await page
        .getByTestId('not-hq-seller')
        .getByText(/your upline, sells this order: pay your upline by bank transfer and upload the receipt/)
        .waitFor();
      await page.getByTestId('pay-manual').waitFor();
      await page.getByTestId('ship-courier').first().waitFor();
      expect(await page.getByTestId('pay-credit').count()).to.equal(0);
      expect(await page.getByTestId('pay-gateway').count()).to.equal(0);
      expect(await page.getByTestId('ship-pickup').count()).to.equal(0);

      // Agent1 buys from HQ: no explanation, and pickup at HQ is on offer (3 units meet its RM 1,500.00 minimum).
      await releaseOpenOrder(page, 'agent1@demo.test');
      await agent1.post('/sales/my-shop/add-cart', { itemType: 'product', productId: product.id, quantity: 3 });
      const other = await newPage();
      await signIn(other, 'agent1@demo.test', undefined, '/login?redirectFrom=%2Fmy-shop%2Fcheckout');
      await other.getByTestId('ship-pickup').first().waitFor();
      expect(await other.getByTestId('not-hq-seller').count()).to.equal(0);

      // My orders: the order's kind and its seller, each once.
      // agent1 has no phone: its courier order ships to an address-book entry (removed again below).
      receiver = await addReceiver(agent1, { firstName: 'Ux', lastName: `Receiver${stamp}` });
      const methods = await agent1.get<{ couriers: { courierId: number }[] }>(`/sales/ship-method?customerId=${receiver.id}`);
      const choices = { shipmentType: 'courier', shipmentId: methods.couriers[0]!.courierId, paymentType: 'manual', customerId: receiver.id };
      const quote = await agent1.post<{ grandTotal: number }>('/sales/my-shop/quote', choices);
      const order = await agent1.post<{ orderNo: string }>('/sales/my-shop/checkout', { ...choices, totalPaid: quote.grandTotal, sessionId: `ux-${stamp}` });
      await other.goto(url('/orders'));
      const row = other.getByTestId('order-row').filter({ hasText: order.orderNo });
      await row.waitFor();
      const text = (await row.textContent())!;
      expect(text).to.contain('HQ order');
      expect(text.match(/To HQ/g)).to.have.length(1);
    } finally {
      if (receiver) await agent1.delete(`/sales/customer/delete/${receiver.id}`);
      await releaseOpenOrder(page, 'agent1@demo.test');
      for (const who of [agent1, agent2]) {
        const cart = await who.get<{ items: { id: number }[] }>('/sales/my-shop/get-cart');
        for (const line of cart.items) await who.delete(`/sales/my-shop/remove-cart/${line.id}`);
      }
    }
  });
});
