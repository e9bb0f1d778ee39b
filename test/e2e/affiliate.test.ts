import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { StoreProductChoice } from '../../common/api/store';
import type { AffiliateSummary, HqStoreState } from '../../common/api/store-affiliate';
import { currentMonth } from '../../shop/src/features/storefront/months';
import { apiAs, DEMO_PASSWORD, newPage, signIn, url } from './browser';
import { courierForMalaysia, HQ, setFeatures, type Api } from './fixtures';

/**
 * The affiliate store on a 390-px phone: agent1 (the demo's affiliate, or registered here) opens
 * its affiliate screens, takes the link of a product of HQ's own store; a visitor arrives by that
 * link (the server counts the click, sets the attribution cookie and redirects to HQ's store page),
 * buys as a guest and pays on the gateway simulator; agent1's summary then shows the product's
 * affiliate commission for the units bought.
 */
const SHOTS = path.resolve(__dirname, '../../test-results/e2e');
const AGENT = 'agent1@demo.test';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'en-US' };
const BILL_PAGE = /\/bills\/[^/?]+$/;
const COMMISSION = 300;
const sen = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

/** HQ's own calls apiAs lacks (PUT). */
async function put(page: Page, email: string, path: string, data: unknown) {
  const login = await page.request.post(url('/api/login'), { data: { email, password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  const res = await page.request.put(url(`/api${path}`), { headers, data });
  if (res.status() !== 200) throw new Error(`PUT ${path}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: unknown }).data;
}

/** As HQ: a published product with HQ stock and an affiliate commission, sold by HQ's store (set up when there is none). */
async function hqStoreProduct(page: Page, hq: Api, stamp: number): Promise<{ id: number; name: string; price: number; slug: string }> {
  const tiers = await hq.get<{ id: number }[]>('/setup/tier?perPage=100');
  const category = await hq.post<{ id: number }>('/setup/product/category/store', { name: `E2E Affiliate ${stamp}` });
  const name = `E2E Affiliate Serum ${stamp}`;
  const product = await hq.post<{ id: number }>('/products/store', {
    name,
    sku: `E2E-AFF-${stamp}`,
    categoryId: category.id,
    retailPrice: 9_000,
    affiliateCommission: COMMISSION,
    tierPrices: tiers.map((t) => ({ tierId: t.id, price: 5_000 })),
    status: 'published',
  });
  await hq.post('/inventory/store', { storeId: 0, productId: product.id, qtyIn: 50, invType: 'restock' });
  let { store } = await hq.get<HqStoreState>('/hq-store');
  if (!store) store = (await put(page, HQ, '/hq-store', { name: 'E2E HQ Store', slug: `e2e-hq-${stamp}` })) as NonNullable<HqStoreState['store']>;
  if (store.status !== 'active') await put(page, HQ, '/hq-store', { name: store.name, slug: store.slug, whatsapp: store.whatsapp, about: store.about, status: 'active' });
  const choices = await hq.get<StoreProductChoice[]>('/hq-store/products');
  const ours = choices.find((c) => c.productId === product.id)!;
  const products = [...choices.filter((c) => c.selected && c.productId !== product.id).map((c) => ({ productId: c.productId, price: c.price! })), { productId: product.id, price: ours.maxPrice }];
  await put(page, HQ, '/hq-store/products', { products });
  return { id: product.id, name, price: ours.maxPrice, slug: store.slug };
}

describe('Affiliate store on a phone', function () {
  // Two phones, a product set up, a gateway payment: longer than one screen's test.
  this.timeout(180_000);

  it('when a visitor arrives by an agent’s product link and buys from HQ’s store, then the agent’s summary shows the affiliate commission', async () => {
    const stamp = Date.now();
    const page = await newPage(PHONE);
    const hq = await apiAs(page.request, HQ);
    await setFeatures(hq, { goAffiliateStatus: true, selfPickup: true });
    await courierForMalaysia(hq, { name: `E2E Affiliate Courier ${stamp}`, price: 700 });
    const product = await hqStoreProduct(page, hq, stamp);
    const agent = await apiAs(page.request, AGENT);
    const month = currentMonth();
    const before = (await agent.get<AffiliateSummary>(`/affiliate/summary?year=${month.slice(0, 4)}`).catch(() => null))?.months.find((m) => m.month === month);

    // The agent's affiliate screens: registered by the demo, else register here.
    await signIn(page, AGENT);
    await page.goto(url('/affiliate'));
    await page.waitForURL(/\/affiliate\/(account|register)$/);
    if (page.url().endsWith('/register')) {
      await page.getByTestId('affiliate-code').fill(`e2e-${stamp}`);
      await page.getByTestId('affiliate-register-submit').click();
      await page.waitForURL(/\/affiliate\/setup$/);
      await page.getByTestId('affiliate-tab-account').click();
    }
    await page.getByTestId('affiliate-account').waitFor();
    const link = await page.getByTestId('affiliate-link').inputValue();
    expect(link).to.match(/\/s\/a\/[a-z0-9-]+$/);
    await page.getByTestId('affiliate-qr-card').locator('img').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'affiliate-account.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(390);

    // Links: the product's own link, found by its name.
    await page.getByTestId('affiliate-tab-setup').click();
    await page.getByTestId('affiliate-search').fill(product.name);
    const row = page.getByTestId(`affiliate-product-${product.id}`);
    await row.waitFor();
    expect(await row.textContent()).to.contain('You earn RM 3.00 per unit');
    const productLink = (await row.getByTestId('affiliate-product-link').textContent())!;
    expect(productLink).to.equal(`${link}/p/${product.id}`);
    await page.screenshot({ path: path.join(SHOTS, 'affiliate-links.png'), fullPage: true });

    // A visitor on another phone opens the link: HQ's store's product page, the click remembered.
    const visitor = await newPage(PHONE);
    await visitor.goto(url(new URL(productLink).pathname));
    await visitor.waitForURL(new RegExp(`/s/${product.slug}/p/${product.id}-`));
    const cookie = (await visitor.context().cookies()).find((c) => c.name === 'aff');
    expect(cookie, 'the attribution cookie').to.exist;
    expect(cookie).to.include({ httpOnly: true, sameSite: 'Lax' });
    await visitor.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await visitor.getByRole('button', { name: 'One more' }).click();
    await visitor.getByRole('button', { name: 'Add to cart' }).click();
    await visitor.getByText('Added to your cart.').waitFor();
    await visitor.getByTestId('cart-link').click();
    await visitor.getByRole('link', { name: 'Check out' }).click();
    await visitor.getByRole('heading', { name: 'Checkout' }).waitFor();
    await visitor.getByLabel('Full name').fill(`E2E Visitor ${stamp}`);
    await visitor.getByLabel('E-mail').fill(`visitor-${stamp}@example.test`);
    await visitor.getByLabel('Phone number').fill('123456789');
    await visitor.getByLabel('Address', { exact: true }).fill('1 Jalan Ujian');
    await visitor.getByLabel('Postcode').fill('40000');
    await visitor.waitForFunction(() => (document.getElementById('state') as HTMLSelectElement | null)?.value === 'Selangor');
    await visitor.getByTestId('checkout-total').waitFor();
    // HQ's store takes online payment only.
    expect(await visitor.getByLabel('Bank transfer').count()).to.equal(0);
    const online = visitor.getByLabel('Pay online (FPX, card)');
    if ((await online.count()) && !(await online.isChecked())) await online.check();
    await visitor.screenshot({ path: path.join(SHOTS, 'affiliate-checkout.png'), fullPage: true });
    await visitor.getByTestId('place-order').click();
    await visitor.waitForURL(BILL_PAGE);
    await visitor.locator('#pay').click();
    await visitor.waitForURL(new RegExp(`/s/${product.slug}/order/[^/?]+\\?payment=completed$`));
    await visitor.getByTestId('order-payment').getByText('Paid', { exact: true }).waitFor();

    // The agent's summary: two more units' commission this month, one more order and click.
    await page.getByTestId('affiliate-tab-summary').click();
    await page.getByTestId('affiliate-summary').waitFor();
    const commission = sen((await page.getByTestId('affiliate-summary-commission').textContent())!);
    expect(commission).to.equal((before?.commission ?? 0) + 2 * COMMISSION);
    expect(Number(await page.getByTestId('affiliate-summary-orders').textContent())).to.equal((before?.orders ?? 0) + 1);
    expect(Number(await page.getByTestId('affiliate-summary-clicks').textContent())).to.equal((before?.clicks ?? 0) + 1);
    await page.getByTestId('affiliate-summary-chart').locator(`[data-month="${month}"]`).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'affiliate-summary.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(390);
  });
});
