import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { StoreFulfilment, StoreProductChoice, StoreSetup } from '../../common/api/store';
import { encodePng } from '../../db/tile';
import { apiAs, DEMO_PASSWORD, newPage, url } from './browser';
import { agentId, courierForMalaysia, HQ, setFeatures, stockedProduct, type Api, type PlacedOrder } from './fixtures';

/**
 * The public store on a phone (390 px): a customer opens agent1's storefront at /s/<slug>, finds
 * a product, adds it to the cart, checks out as a guest with a courier address, pays on the
 * gateway simulator (a page with Pay / Fail buttons that calls back and redirects like Billplz)
 * and lands on the order-status page; agent1 then has the sale, and the product page's raw HTML
 * carries its preview tags. The store is made dropship for the test (an order HQ sells, paid
 * through the company's gateway account) and put back as it was afterwards.
 */
const SHOTS = path.resolve(__dirname, '../../test-results/e2e');
const AGENT = 'agent1@demo.test';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'en-US' };
const BILL_PAGE = /\/bills\/[^/?]+$/;
const sen = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

type SetupBody = Pick<StoreSetup, 'name' | 'slug' | 'whatsapp' | 'about' | 'fulfilment' | 'status'>;
const body = (s: SetupBody): SetupBody => ({ name: s.name, slug: s.slug, whatsapp: s.whatsapp, about: s.about, fulfilment: s.fulfilment, status: s.status });

/** agent1's own calls that apiAs lacks: any status back (GET), and PUT. */
async function agentCalls(page: Page) {
  const login = await page.request.post(url('/api/login'), { data: { email: AGENT, password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  return {
    get: (path: string) => page.request.get(url(`/api${path}`), { headers }),
    put: async (path: string, data: unknown) => {
      const res = await page.request.put(url(`/api${path}`), { headers, data });
      if (res.status() !== 200) throw new Error(`PUT ${path}: ${res.status()} ${await res.text()}`);
      return ((await res.json()) as { data: unknown }).data;
    },
  };
}

/** agent1's store, registered if it has none, open and shipping as told; `restore` puts a store that existed back as it was. */
async function agentStore(page: Page, agent: Api, stamp: number, fulfilment: StoreFulfilment): Promise<{ slug: string; restore: () => Promise<void> }> {
  const own = await agentCalls(page);
  const found = await own.get('/store/setup');
  if (found.status() === 404) {
    const made = await agent.post<StoreSetup>('/store/register', { name: `E2E Store ${stamp}`, slug: `e2e-${stamp}`, whatsapp: '60123456789', about: 'Skin care, delivered.', fulfilment });
    return { slug: made.slug, restore: async () => undefined };
  }
  expect(found.status()).to.equal(200);
  const before = (await found.json()).data as StoreSetup;
  await own.put('/store/setup', { ...body(before), fulfilment, status: 'active' });
  return { slug: before.slug, restore: async () => void (await own.put('/store/setup', body(before))) };
}

/** Adds the product to what the store sells, at the top of its allowed range. */
async function sellProduct(page: Page, agent: Api, productId: number): Promise<number> {
  const choices = await agent.get<StoreProductChoice[]>('/store/products');
  const ours = choices.find((c) => c.productId === productId);
  expect(ours, 'the new product is offered to the store').to.exist;
  const products = [...choices.filter((c) => c.selected && c.productId !== productId).map((c) => ({ productId: c.productId, price: c.price! })), { productId, price: ours!.maxPrice }];
  await (await agentCalls(page)).put('/store/products', { products });
  return ours!.maxPrice;
}

/** On checkout: the buyer and a courier address in Shah Alam (the postcode fills city and state). */
async function fillBuyer(page: Page, stamp: number): Promise<void> {
  await page.getByLabel('Full name').fill(`E2E Buyer ${stamp}`);
  await page.getByLabel('E-mail').fill(`buyer-${stamp}@example.test`);
  await page.getByLabel('Phone number').fill('123456789');
  await page.getByLabel('Address', { exact: true }).fill('1 Jalan Ujian');
  await page.getByLabel('Postcode').fill('40000');
  await page.waitForFunction(() => (document.getElementById('state') as HTMLSelectElement | null)?.value === 'Selangor');
}

describe('Public storefront on a phone', () => {
  let restore: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await restore?.();
    restore = null;
  });

  it('when a customer buys from an agent’s store as a guest and pays on the gateway (after a failed try), then the status page says paid, the agent has the sale and the product link previews', async () => {
    const stamp = Date.now();
    const page = await newPage(PHONE);
    const hq = await apiAs(page.request, HQ);
    await setFeatures(hq, { ejenstoreStatus: true });
    await courierForMalaysia(hq, { name: `E2E Store Courier ${stamp}`, price: 800 });
    const product = await stockedProduct(hq, {
      stamp,
      category: 'E2E Store shelf',
      name: 'E2E Store Serum',
      sku: 'E2E-STORE',
      retailPrice: 8_000,
      price: 5_000,
      levels: ['Master Stockist'],
      stock: 100,
      storeId: 0,
    });
    const agent = await apiAs(page.request, AGENT);
    const store = await agentStore(page, agent, stamp, 'dropship');
    restore = store.restore;
    const price = await sellProduct(page, agent, product.id);

    // The store's home, then the product through the search box.
    await page.goto(url(`/s/${store.slug}`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'store-home.png'), fullPage: true });
    await page.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { name: `Results for "${product.name}"` }).waitFor();
    await page.getByRole('link', { name: new RegExp(product.name) }).click();
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    expect(sen((await page.getByLabel('Price').textContent())!)).to.equal(price);
    await page.getByRole('button', { name: 'One more' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added to your cart.').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'store-product.png'), fullPage: true });
    expect(await page.getByTestId('cart-link').getAttribute('aria-label')).to.equal('Cart, 2 items');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(390);

    // The cart survives a reload (localStorage of this store) and goes to checkout.
    await page.getByTestId('cart-link').click();
    await page.reload();
    expect(sen((await page.getByTestId('cart-subtotal').textContent())!)).to.equal(2 * price);
    await page.getByRole('link', { name: 'Check out' }).click();

    // Checkout: what is missing is said under each field; a phone number the server refuses comes back under the phone field.
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByTestId('place-order').click();
    await page.getByTestId('checkout-error').getByText('Please correct the fields marked below.').waitFor();
    expect(await page.locator('#name-error').textContent()).to.equal('Required');
    await page.getByLabel('Full name').fill(`E2E Buyer ${stamp}`);
    await page.getByLabel('E-mail').fill(`buyer-${stamp}@example.test`);
    await page.getByLabel('Phone number').fill('12');
    await page.getByLabel('Address', { exact: true }).fill('1 Jalan Ujian');
    await page.getByLabel('Postcode').fill('40000');
    // The postcode fills the city and the state.
    await page.waitForFunction(() => (document.getElementById('state') as HTMLSelectElement | null)?.value === 'Selangor');
    expect(await page.getByLabel('City').inputValue()).to.equal('Shah Alam');
    await page.getByTestId('checkout-total').waitFor();
    const total = sen((await page.getByTestId('checkout-total').textContent())!);
    expect(total).to.be.greaterThan(2 * price);
    await page.getByLabel('Pay online (FPX, card)').check();
    // The gateway's fee is priced: the total to pay is the order's total plus the fee, which the bill asks.
    const fee = sen((await page.getByTestId('checkout-payment-fee').textContent())!);
    expect(fee).to.be.greaterThan(0);
    const toPay = sen((await page.getByTestId('checkout-to-pay').textContent())!);
    expect(toPay).to.equal(total + fee);
    await page.screenshot({ path: path.join(SHOTS, 'store-checkout.png'), fullPage: true });
    // In Malay, the server's refusal of the phone number comes back in Malay, under the field.
    const language = page.locator('.lang select');
    await language.selectOption('ms');
    await page.getByTestId('place-order').click();
    await page.locator('#phoneNumber-error').getByText('Nilai ini tidak sah.').waitFor();
    expect(await page.locator('[aria-invalid=true]').count()).to.equal(1);
    await language.selectOption('en');
    await page.getByLabel('Phone number').fill('123456789');
    expect(await page.locator('#phoneNumber-error').count()).to.equal(0);
    await page.getByTestId('place-order').click();

    // The gateway simulator's bill, paid; back on the store's order page.
    await page.waitForURL(BILL_PAGE);
    // The bill is the order's total plus the gateway account's fee: what checkout said to pay.
    expect(sen((await page.locator('#amount').textContent())!)).to.equal(toPay);
    // The first try fails: back on the order page, unpaid, with "Pay now" for a new bill.
    const firstBill = page.url();
    await page.locator('#fail').click();
    await page.waitForURL(new RegExp(`/s/${store.slug}/order/[^/?]+\\?payment=failed$`));
    await page.getByText('The payment did not go through. You can try again.').waitFor();
    expect(await page.getByTestId('order-payment').textContent()).to.equal('Not paid');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(BILL_PAGE);
    expect(page.url()).not.to.equal(firstBill);
    await page.locator('#pay').click();
    await page.waitForURL(new RegExp(`/s/${store.slug}/order/[^/?]+\\?payment=completed$`));
    await page.getByTestId('order-payment').getByText('Paid', { exact: true }).waitFor();
    await page.getByText('Payment received. Thank you!').waitFor();
    const orderNo = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Order ', '');
    expect(sen((await page.getByTestId('checkout-total').textContent())!)).to.equal(total);
    expect(await page.getByTestId('cart-link').getAttribute('aria-label')).to.equal('Cart, 0 items');

    // The agent has the sale (a dropship order HQ sells for it), paid.
    const orders = await agent.get<PlacedOrder[]>(`/manage-orders?search=${encodeURIComponent(orderNo)}`);
    expect(orders.map((o) => [o.orderNo, o.paymentStatus, o.grandTotal])).to.deep.equal([[orderNo, 'paid', total]]);

    // The order page in Malay, chosen on the page and kept.
    await language.selectOption('ms');
    await page.getByTestId('order-payment').getByText('Sudah dibayar').waitFor();

    // A shared product link: the server's HTML carries the preview tags and the Product JSON-LD.
    const html = await (await page.request.get(url(`/s/${store.slug}/p/${product.id}`))).text();
    expect(html).to.match(new RegExp(`<meta property="og:title" content="[^"]*${product.name}`));
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
    expect(ld, 'JSON-LD').to.exist;
    const json = JSON.parse(ld![1]!) as { '@type': string; name: string; offers: { price: string | number } };
    expect(json['@type']).to.equal('Product');
    expect(json.name).to.equal(product.name);
    expect(Number(json.offers.price) * 100).to.equal(price);
  });

  it('when a customer of an own-stock store pays by bank transfer, then the order page shows the agent’s account and takes the receipt, the agent has the order, and a made-up order link is refused', async () => {
    const stamp = Date.now();
    const page = await newPage(PHONE);
    const hq = await apiAs(page.request, HQ);
    await setFeatures(hq, { ejenstoreStatus: true, manualReceipt: true });
    await courierForMalaysia(hq, { name: `E2E Store Courier ${stamp}`, price: 800 });
    const product = await stockedProduct(hq, {
      stamp,
      category: 'E2E Own shelf',
      name: 'E2E Own Balm',
      sku: 'E2E-OWN',
      retailPrice: 6_000,
      price: 4_000,
      levels: ['Master Stockist'],
      stock: 10,
      storeId: 0,
    });
    // agent1's own stock of it, which the store sells from.
    await hq.post('/inventory/store', { storeId: await agentId(hq, AGENT), productId: product.id, qtyIn: 5, invType: 'restock' });
    const agent = await apiAs(page.request, AGENT);
    const store = await agentStore(page, agent, stamp, 'own');
    restore = store.restore;
    await sellProduct(page, agent, product.id);

    // A shared product link opens the product directly.
    await page.goto(url(`/s/${store.slug}/p/${product.id}`));
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    expect(await page.locator('.stock').textContent()).to.match(/^(In stock|5 left)$/);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('link', { name: 'View cart' }).click();
    await page.getByRole('link', { name: 'Check out' }).click();
    await fillBuyer(page, stamp);
    await page.getByLabel('Bank transfer').check();
    await page.getByTestId('checkout-total').waitFor();
    const total = sen((await page.getByTestId('checkout-total').textContent())!);
    await page.getByTestId('place-order').click();

    // The order page: placed, the agent's bank account for the total, then the receipt uploaded there.
    await page.waitForURL(new RegExp(`/s/${store.slug}/order/[^/?]+\\?placed=1$`));
    await page.getByText('Thank you! Your order has been placed.', { exact: false }).waitFor();
    expect(await page.getByTestId('bank-account').textContent()).to.match(new RegExp(`^Transfer RM ${(total / 100).toFixed(2)} to .+, account \\d+ \\(.+\\)\\.$`));
    await page.getByRole('button', { name: 'Upload receipt' }).click();
    await page.locator('#receipt-error').getByText('Required').waitFor();
    await page.getByLabel('Transfer receipt (JPEG or PNG image)').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: encodePng(40, 40, Buffer.alloc(40 * 40 * 3, 200)) });
    await page.getByRole('button', { name: 'Upload receipt' }).click();
    await page.getByText('We have your receipt; the payment is being checked.').waitFor();
    // Read again from the server, the receipt is still there.
    await page.reload();
    await page.getByText('We have your receipt; the payment is being checked.').waitFor();
    expect(await page.getByTestId('order-payment').textContent()).to.equal('Not paid');
    const orderNo = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Order ', '');
    expect(sen((await page.getByTestId('checkout-total').textContent())!)).to.equal(total);
    await page.screenshot({ path: path.join(SHOTS, 'store-order-transfer.png'), fullPage: true });

    // The agent's own sale, waiting for its check of the receipt.
    const orders = await agent.get<PlacedOrder[]>(`/manage-orders?search=${encodeURIComponent(orderNo)}`);
    expect(orders.map((o) => [o.orderNo, o.paymentStatus, o.grandTotal])).to.deep.equal([[orderNo, 'unpaid', total]]);

    // An order link nobody was given.
    await page.goto(url(`/s/${store.slug}/order/not-a-real-token`));
    await page.getByText('This order link is not valid.').waitFor();
  });

  it('when a visitor who uses the agent app opens a store link, then the store opens, not the agent app (its service worker leaves /s/ to the server)', async () => {
    const stamp = Date.now();
    const page = await newPage({ ...PHONE, serviceWorkers: 'allow' });
    const hq = await apiAs(page.request, HQ);
    await setFeatures(hq, { ejenstoreStatus: true });
    const agent = await apiAs(page.request, AGENT);
    const store = await agentStore(page, agent, stamp, 'dropship');
    restore = store.restore;
    await page.goto(url('/login'));
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto(url(`/s/${store.slug}`));
    await page.getByRole('searchbox', { name: 'Search products' }).waitFor();
    expect(await page.locator('input[name=password]').count()).to.equal(0);
  });

  it('when a product has variants, then the visitor chooses one, a variant out of stock cannot be added, and the cart and the checkout name the chosen one', async () => {
    const stamp = Date.now();
    const page = await newPage(PHONE);
    const hq = await apiAs(page.request, HQ);
    await setFeatures(hq, { ejenstoreStatus: true });
    const tiers = await hq.get<{ id: number; levelName: string }[]>('/setup/tier?perPage=100');
    const category = await hq.post<{ id: number }>('/setup/product/category/store', { name: `E2E Variant shelf ${stamp}` });
    const name = `E2E Variant Mist ${stamp}`;
    const product = await hq.post<{ id: number }>('/products/store', {
      name,
      sku: `E2E-VAR-${stamp}`,
      categoryId: category.id,
      retailPrice: 4_000,
      tierPrices: tiers.filter((t) => t.levelName === 'Master Stockist').map((t) => ({ tierId: t.id, price: 2_500 })),
      status: 'published',
      variants: {
        groups: [{ name: 'Size', options: ['30ml', '50ml'] }],
        combinations: [
          { options: ['30ml'], stock: 5 },
          { options: ['50ml'], stock: 0 },
        ],
      },
    });
    const agent = await apiAs(page.request, AGENT);
    const store = await agentStore(page, agent, stamp, 'dropship');
    restore = store.restore;
    await sellProduct(page, agent, product.id);

    await page.goto(url(`/s/${store.slug}/p/${product.id}`));
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('alert').getByText('Choose an option first.').waitFor();
    const size = page.getByRole('group', { name: 'Size' });
    await size.getByLabel('50ml').check();
    await page.locator('.stock').getByText('Out of stock').waitFor();
    expect(await page.getByRole('button', { name: 'Add to cart' }).isDisabled()).to.equal(true);
    await size.getByLabel('30ml').check();
    expect(await page.locator('.stock').textContent()).to.match(/^(In stock|5 left)$/);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('link', { name: 'View cart' }).click();
    await page.getByRole('listitem').getByText('30ml', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Check out' }).click();
    await fillBuyer(page, stamp);
    await page.getByTestId('checkout-total').waitFor();
    await page.locator('.summary').getByText(`${name} (30ml) × 1`).waitFor();
  });
});
