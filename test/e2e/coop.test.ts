import path from 'node:path';
import { expect } from 'chai';
import type { CoopPickingList } from '../../common/api/store-coop';
import type { StoreListPage } from '../../common/api/store';
import { encodePng } from '../../db/tile';
import { DEMO_COOP } from '../../db/demo-coop';
import { apiAs, newPage, url } from './browser';
import { HQ, setFeatures, signInToConsole } from './fixtures';

/**
 * The school co-op store (docs/stores.md, "Co-op store") end to end: on a 390-px phone a parent
 * opens the demo's Koperasi SK Jelutong (db/demo-coop.ts), sees its banners and the school, buys
 * a product, and at checkout is told the class is required before choosing it and a pickup day and
 * time; the order page says for whom and when it is collected and takes the transfer receipt. Mei
 * Ling (the store's agent) approves the receipt; HQ opens the co-op store's picking list in the
 * console, finds the student under the class with the product's units, and prints it.
 */
const SHOTS = path.resolve(__dirname, '../../test-results/e2e');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'en-US' };
const OWNER = `${DEMO_COOP.key}@demo.test`;

describe('School co-op store', () => {
  it('when a parent orders on a phone with the student and class, then the agent approves the transfer and HQ prints the class picking list with the order in it', async () => {
    const stamp = Date.now();
    const student = `E2E Student ${stamp}`;
    const className = DEMO_COOP.classes[2]!;
    const page = await newPage(PHONE);
    const hq = await apiAs(page.request, HQ);
    await setFeatures(hq, { eKoopStatus: true, selfPickup: true, manualReceipt: true });

    // The store's home: banners, the school and its pickup point.
    await page.goto(url(`/s/${DEMO_COOP.slug}`));
    await page.getByRole('heading', { level: 1, name: DEMO_COOP.name }).waitFor();
    await page.getByTestId('coop-banners').getByText('Back to school').waitFor();
    await page.getByTestId('coop-school').getByRole('heading', { name: DEMO_COOP.schoolName }).waitFor();
    await page.getByTestId('coop-school').getByText(`Collect at: ${DEMO_COOP.pickupPoint}`).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'coop-home.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(390);

    // A product into the cart, then checkout.
    const firstCard = page.locator('a.card-link').first();
    const productName = (await firstCard.textContent())!;
    await firstCard.click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added to your cart.').waitFor();
    await page.getByTestId('cart-link').click();
    await page.getByRole('link', { name: 'Check out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();

    await page.getByLabel('Full name').fill(`E2E Parent ${stamp}`);
    await page.getByLabel('E-mail').fill(`parent-${stamp}@example.test`);
    await page.getByLabel('Phone number').fill('123456789');
    await page.getByLabel("Student's name").fill(student);
    await page.getByLabel("Parent's name").fill(`E2E Parent ${stamp}`);
    // No courier on a co-op store: no address form.
    expect(await page.getByLabel('Postcode').count()).to.equal(0);
    // The class left out: required, nothing placed.
    await page.getByTestId('place-order').click();
    await page.locator('#coop-className-error').getByText('Required').waitFor();
    await page.getByLabel('Class').selectOption(className);
    const day = page.getByLabel('Pickup day');
    await day.selectOption({ index: 1 });
    await page.getByLabel('Pickup time').selectOption({ index: 1 });
    await page.screenshot({ path: path.join(SHOTS, 'coop-checkout.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(390);
    await page.getByTestId('place-order').click();

    // The order page: for whom, where and when; then the transfer receipt.
    await page.getByTestId('order-status').waitFor();
    await page.getByTestId('coop-order').getByText(`For ${student} (${className})`, { exact: false }).waitFor();
    await page.getByTestId('coop-order').getByText('Waiting to be collected').waitFor();
    const orderNo = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Order ', '').trim();
    await page.getByLabel('Transfer receipt (JPEG or PNG image)').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: encodePng(40, 40, Buffer.alloc(40 * 40 * 3, 200)) });
    await page.getByRole('button', { name: 'Upload receipt' }).click();
    await page.getByText('We have your receipt; the payment is being checked.').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'coop-order.png'), fullPage: true });

    // Mei Ling, the store's agent, approves the receipt (as in her app's order list).
    const owner = await apiAs(page.request, OWNER);
    const orders = await owner.get<{ data: { orderId: number; orderNo: string }[] }>(`/coop/orders?search=${encodeURIComponent(orderNo)}`);
    const orderId = orders.data.find((o) => o.orderNo === orderNo)!.orderId;
    const receipts = await owner.get<{ items: { id: number }[] }>(`/manage-orders/${orderId}/receipts`);
    await owner.post('/manage-orders/receipt/approve', { receiptId: receipts.items[0]!.id });

    // HQ in the console: the co-op stores, then the store's picking list, printed.
    const desk = await newPage();
    await signInToConsole(desk);
    await desk.goto(url('/admin/coop'));
    await desk.getByTestId(`coop-store-${DEMO_COOP.slug}`).waitFor();
    await desk.getByTestId(`coop-picking-${DEMO_COOP.slug}`).click();
    const card = desk.getByTestId(`coop-class-${className}`);
    await card.getByRole('cell', { name: student }).waitFor();
    // The class's units of the product are what the server's list says, and include this order's one.
    const stores = await hq.get<StoreListPage>('/stores?kind=coop');
    const storeId = stores.data.find((s) => s.slug === DEMO_COOP.slug)!.id;
    const list = await hq.get<CoopPickingList>(`/stores/${storeId}/coop/picking-list`);
    const klass = list.classes.find((c) => c.className === className)!;
    const ours = klass.orders.filter((o) => o.orderNo === orderNo);
    expect(ours).to.have.length(1);
    const units = klass.orders
      .flatMap((o) => o.items)
      .filter((i) => productName.includes(i.name))
      .reduce((sum, i) => sum + i.quantity, 0);
    expect(units).to.be.at.least(1);
    const row = card
      .getByRole('row')
      .filter({ hasText: klass.products.find((p) => productName.includes(p.name))!.name })
      .first();
    expect(((await row.textContent()) ?? '').endsWith(String(units))).to.equal(true);
    await desk.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await desk.getByTestId('coop-print').click();
    expect(await desk.evaluate(() => (window as unknown as { printed: number }).printed)).to.equal(1);
    await desk.screenshot({ path: path.join(SHOTS, 'coop-picking-list.png'), fullPage: true });
  });
});
