import { expect } from 'chai';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import type { StoreListPage, StoreProductChoice, StoreSetup } from '../../common/api/store';
import { formatMoney, majorText } from '../../common/money';
import storesEn from '../../admin/src/stores/messages/en';
import { storesMessages } from '../../common/catalog/stores';
import { en as shopEn } from '../../shop/src/i18n/en';
import { en as storefrontEn } from '../../shop/src/i18n/storefront/en';
import { apiAs, newPage, signInWithLanguage, url } from './browser';
import { HQ, setFeatures, signInToConsole, stockedProduct } from './fixtures';

/**
 * The storefront add-on's screens end to end on a 390-px phone: with the company's switch on, an
 * agent opens the drawer's storefront entry, registers its store (the live link check says a
 * link another store holds is taken, and the server's 409 refuses it at submit), picks a product
 * at a retail price (an out-of-range price gets the server's error on its row), sees its link and
 * a QR code that reads back as that link, and opens the summary; HQ finds the store in the
 * console's Stores list.
 */
const AGENT = 'agent4@demo.test';
const OTHER = 'agent5@demo.test';
const S = storefrontEn.shop.storefront;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** The QR code image's pixels drawn on a canvas in the page, read back by jsQR here. */
async function readQr(page: Page): Promise<string | null> {
  const image = await page.getByTestId('storefront-qr').evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    return { width: canvas.width, height: canvas.height, pixels: Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data) };
  });
  return jsQR(Uint8ClampedArray.from(image.pixels), image.width, image.height)?.data ?? null;
}

/** Waits until the server holds the store's fulfilment (a choice is saved as soon as it is made). */
async function waitForFulfilment(agent: Awaited<ReturnType<typeof apiAs>>, fulfilment: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if ((await agent.get<StoreSetup>('/store/setup')).fulfilment === fulfilment) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect.fail(`the store's fulfilment never became ${fulfilment}`);
}

describe('Storefront add-on: the agent app screens and the console overview', () => {
  it('an agent registers its store on a phone, prices a product within its range, shares its link and QR code and opens the summary; HQ sees the store', async function () {
    this.timeout(240_000);
    const stamp = Date.now();
    const page = await newPage();
    const hq = await apiAs(page.request, HQ);
    await setFeatures(hq, { ejenstoreStatus: true });
    const product = await stockedProduct(hq, { stamp, category: 'Storefront', name: 'Storefront Serum', sku: 'SFS', retailPrice: 8_000, price: 4_000 });

    // Another agent already holds a link.
    const other = await apiAs(page.request, OTHER);
    const taken = `taken-${stamp}`;
    await other.post('/store/register', { name: `Taken ${stamp}`, slug: taken, fulfilment: 'own' });

    // The agent app on a phone: the drawer's entry opens the registration.
    const phone = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInWithLanguage(phone, AGENT, 'en');
    await phone.getByRole('button', { name: shopEn.shop.nav.open }).click();
    await phone.locator('.MuiDrawer-modal nav').getByRole('link', { name: shopEn.shop.nav.storefront }).click();
    await phone.waitForURL((u) => u.pathname === '/storefront/register');

    // The name suggests the link; a link another store holds is said to be taken while typing.
    const name = `Aina Beauty ${stamp}`;
    await phone.getByTestId('storefront-name').fill(name);
    expect(await phone.getByTestId('storefront-slug').inputValue()).to.equal(`aina-beauty-${stamp}`);
    const help = phone.getByTestId('storefront-slug-help');
    await phone.getByTestId('storefront-slug').fill(taken);
    await phone.locator('[data-testid=storefront-slug-help][data-availability=taken]').waitFor();
    expect(await help.textContent()).to.equal(S.register.slugTaken);
    // Submitted anyway, the server's 409 lands on the field.
    await phone.getByTestId('storefront-details-submit').click();
    await phone.locator('[data-testid=storefront-details-form] [role=alert]').waitFor();
    expect(await help.textContent()).to.equal(storesMessages['stores.slugTaken'].en);

    const slug = `aina-${stamp}`;
    await phone.getByTestId('storefront-slug').fill(slug);
    await phone.locator('[data-testid=storefront-slug-help][data-availability=free]').waitFor();
    await phone.getByTestId('storefront-whatsapp').fill('0123456789');
    await phone.getByTestId('storefront-about').fill('Skincare picked by Aina, delivered to your door.');
    await phone.getByTestId('storefront-logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await phone.getByTestId('storefront-logo-preview').waitFor();
    await phone.getByTestId('storefront-fulfilment-dropship').check();
    await phone.screenshot({ path: 'test-results/e2e/storefront-register.png', fullPage: true });
    await phone.getByTestId('storefront-details-submit').click();
    await phone.waitForURL((u) => u.pathname === '/storefront/setup');

    const agent = await apiAs(phone.request, AGENT);
    const setup = await agent.get<StoreSetup>('/store/setup');
    expect(setup).to.include({ name, slug, fulfilment: 'dropship', status: 'active' });
    expect(setup.logoUrl).to.be.a('string');

    // Products: the new product's row, its range; a price above it gets the server's error on the row.
    const choice = (await agent.get<StoreProductChoice[]>('/store/products')).find((c) => c.productId === product.id)!;
    expect(choice, 'the new product is offered').to.not.equal(undefined);
    const row = phone.getByTestId(`storefront-product-${product.id}`);
    await row.scrollIntoViewIfNeeded();
    await row.getByTestId('storefront-product-sell').check();
    const price = row.getByTestId('storefront-product-price');
    const rowHelp = row.getByTestId('storefront-product-price-help');
    expect(await rowHelp.textContent()).to.equal(S.setup.range.replace('%{min}', formatMoney(choice.minPrice)).replace('%{max}', formatMoney(choice.maxPrice)));
    await price.fill(majorText(choice.maxPrice + 100));
    await phone.getByTestId('storefront-products-save').click();
    await phone.locator('[data-testid=storefront-products-notice][role=alert]').waitFor();
    await row.locator('.Mui-error[data-testid=storefront-product-price-help]').waitFor();
    expect(await rowHelp.textContent()).to.not.equal('');
    expect((await agent.get<StoreProductChoice[]>('/store/products')).find((c) => c.productId === product.id)!.selected).to.equal(false);

    const chosen = choice.minPrice + Math.floor((choice.maxPrice - choice.minPrice) / 2);
    await price.fill(majorText(chosen));
    expect(await row.locator('.Mui-error').count(), 'a changed price clears its error').to.equal(0);
    await phone.getByTestId('storefront-products-save').click();
    await phone.locator('[data-testid=storefront-products-notice][role=status]').waitFor();
    const saved = (await agent.get<StoreProductChoice[]>('/store/products')).find((c) => c.productId === product.id)!;
    expect(saved).to.include({ selected: true, price: chosen });

    // Shipping from its own stock, each row tells the agent how much of it it holds; back to dropship.
    expect(await row.getByTestId('storefront-product-stock').count()).to.equal(0);
    await phone.getByTestId('storefront-fulfilment-own').check();
    await row
      .getByTestId('storefront-product-stock')
      .filter({ hasText: S.setup.stock.replace('%{count}', String(saved.stock)) })
      .waitFor();
    await phone.locator('[data-testid=storefront-fulfilment-notice][data-kind=success]').waitFor();
    expect((await agent.get<StoreSetup>('/store/setup')).fulfilment).to.equal('own');
    await phone.getByTestId('storefront-fulfilment-dropship').check();
    await row.getByTestId('storefront-product-stock').waitFor({ state: 'detached' });
    await waitForFulfilment(agent, 'dropship');

    // Account: the link, and a QR code that reads back as the link.
    await phone.getByTestId('storefront-tab-account').click();
    await phone.waitForURL((u) => u.pathname === '/storefront/account');
    expect(await phone.getByTestId('storefront-url').inputValue()).to.equal(setup.url);
    expect(setup.url).to.match(new RegExp(`/s/${slug}$`));
    await phone.getByTestId('storefront-qr').waitFor();
    expect(await readQr(phone)).to.equal(setup.url);
    expect(await phone.getByTestId('storefront-product-count').textContent()).to.equal('1');
    expect(await phone.getByTestId('storefront-fulfilment').textContent()).to.equal(S.account.fulfilmentValue.dropship);
    await phone.screenshot({ path: 'test-results/e2e/storefront-account.png', fullPage: true });

    // Summary: a visit of the public store counts in this month's figures.
    const visit = await phone.request.post(url(`/api/public/stores/${slug}/visit`), { data: {} });
    expect(visit.status()).to.be.oneOf([200, 204]);
    await phone.getByTestId('storefront-tab-summary').click();
    await phone.waitForURL((u) => u.pathname === '/storefront/store-summary');
    await phone.getByTestId('storefront-summary').waitFor();
    expect(Number(await phone.getByTestId('storefront-summary-visits').textContent())).to.be.at.least(1);
    expect(await phone.getByTestId('storefront-summary-orders').textContent()).to.equal('0');
    await phone.getByTestId('storefront-summary-chart').locator('svg').first().waitFor();
    const scroll = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(scroll, 'no horizontal scroll at 390 px').to.be.at.most(0);
    await phone.screenshot({ path: 'test-results/e2e/storefront-summary.png', fullPage: true });

    // The console: Sales › Stores lists the agent's store with its link.
    const list = await hq.get<StoreListPage>(`/stores?kind=agent&search=${slug}`);
    expect(list.data.map((r) => r.slug)).to.include(slug);
    await signInToConsole(page);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: storesEn.stores.menu, exact: true }).click();
    await page.waitForURL(/\/admin\/stores$/);
    await page.getByTestId('stores-search').fill(slug);
    const storeRow = page.getByTestId(`stores-row-${slug}`);
    await storeRow.waitFor();
    expect(await storeRow.textContent())
      .to.include(name)
      .and.include(AGENT);
    expect(await storeRow.getByTestId('stores-link').getAttribute('href')).to.equal(setup.url);
    // This month's figures (the summary page's visit counted above) and the month's totals row under the table.
    expect(Number(await storeRow.getByTestId('stores-visits').textContent())).to.be.at.least(1);
    await page.getByTestId('stores-total-visits').getByText(String(list.totals.visits), { exact: true }).waitFor();
    await page.screenshot({ path: 'test-results/e2e/storefront-console.png' });
  });
});
