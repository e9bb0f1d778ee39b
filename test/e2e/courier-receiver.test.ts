import path from 'node:path';
import { expect } from 'chai';
import { Order } from '../../server/modules/orders/models';
import { Company } from '../../server/modules/companies/models';
import { apiAs, newPage, saveLanguage, signIn, url } from './browser';
import { agentId, courierForMalaysia, orderSetup, placeHqOrder, signInToConsole, stockedProduct } from './fixtures';

const SHOTS = path.resolve(__dirname, '../../test-results/e2e');
// Dealer under agent2 (its seller), with the demo logins' Selangor address and no phone; no test gives it an address-book entry.
const AGENT = 'agent3@demo.test';

describe("A courier order needs the receiver's name, phone and full address", () => {
  it('when an agent without a phone chooses a courier, then checkout says the phone is missing, links to the profile and cannot be placed; self-pickup is not in question', async () => {
    const stamp = Date.now();
    const page = await newPage();
    const hq = await apiAs(page.request, 'hq@demo.test');
    const seller = await agentId(hq, 'agent2@demo.test');
    const product = await stockedProduct(hq, {
      stamp,
      category: 'E2E Receiver',
      name: 'E2E Receiver Mask',
      sku: 'E2E-RCV',
      retailPrice: 60_000,
      price: 40_000,
      weight: 500,
      storeId: seller,
      stock: 5,
    });
    await courierForMalaysia(hq, { name: `E2E Receiver Courier ${stamp}` });
    const agent = await apiAs(page.request, AGENT);
    expect(await agent.get<unknown[]>('/sales/customer')).to.deep.equal([]);
    const cart = await agent.post<{ items: { id: number }[]; seller: { type: string } }>('/sales/my-shop/add-cart', { itemType: 'product', productId: product.id, quantity: 1 });
    expect(cart.seller.type).to.equal('upline');
    try {
      await saveLanguage(page, AGENT, 'en');
      await signIn(page, AGENT, undefined, '/login?redirectFrom=%2Fmy-shop%2Fcheckout');
      const courier = page.getByTestId('ship-courier').filter({ hasText: `E2E Receiver Courier ${stamp}` });
      await courier.waitFor();
      // Before a courier is chosen the receiver card already warns.
      const warning = page.getByTestId('receiver-incomplete');
      await warning.getByText('Missing or wrong in your profile: phone.').waitFor();
      await courier.click();
      await warning
        .getByText("A courier delivery needs the receiver's name, phone and full address. Missing or wrong in your profile: phone. Complete your profile or choose another receiver.")
        .waitFor();
      expect(await page.getByTestId('place-order').isDisabled()).to.equal(true);
      await page.screenshot({ path: path.join(SHOTS, 'checkout-receiver-incomplete.png'), fullPage: true });

      const fix = page.getByTestId('receiver-fix');
      expect(await fix.textContent()).to.equal('Complete my profile');
      await fix.click();
      await page.waitForURL(url('/profile'));
    } finally {
      const left = await agent.get<{ items: { id: number }[] }>('/sales/my-shop/get-cart');
      for (const line of left.items) await agent.delete(`/sales/my-shop/remove-cart/${line.id}`);
    }
  });

  it("when a courier order lacks the receiver's phone, then HQ sees it flagged in the order list and on the order, with the missing fields", async () => {
    const stamp = Date.now();
    const page = await newPage();
    const setup = await orderSetup(page, {
      stamp,
      product: { category: 'E2E Flag', name: 'E2E Flag Toner', sku: 'E2E-FLG' },
      courier: 'E2E Flag Courier',
      receiver: { firstName: 'Flagged', lastName: 'Receiver' },
    });
    const flagged = await placeHqOrder(setup, { quantity: 5 });
    const fine = await placeHqOrder(setup, { quantity: 6 });
    // An order placed before checkout checked the receiver: its copied receiver has no phone.
    const company = (await Company.query().where('slug', 'demo').first())!;
    await Order.of({ companyId: company.id }).findById(flagged.id).patch({ receiverPhoneNumber: null, receiverPhoneCode: null });

    await signInToConsole(page);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Orders' }).click();
    await page.waitForURL(/\/admin\/manage-orders/);
    await page.getByPlaceholder('Search').fill(`Flagged${stamp}`);
    const flaggedRow = page.getByRole('row').filter({ hasText: flagged.orderNo });
    const fineRow = page.getByRole('row').filter({ hasText: fine.orderNo });
    await flaggedRow.waitFor();
    await fineRow.waitFor();
    const chip = flaggedRow.getByTestId('receiver-flag');
    await chip.getByText('Receiver details incomplete').waitFor();
    expect(await chip.getAttribute('data-fields')).to.equal('phone');
    expect(await fineRow.getByTestId('receiver-flag').count()).to.equal(0);

    await flaggedRow.getByText(flagged.orderNo).click();
    await page.waitForURL(new RegExp(`/admin/manage-orders/order-details\\?id=${flagged.id}$`));
    const notice = page.getByTestId('order-receiver').getByTestId('receiver-flag');
    await notice.getByText('Receiver details incomplete for a courier').waitFor();
    await notice.getByText(/Missing or not valid: phone\./).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'order-receiver-flag.png'), fullPage: true });
  });
});
