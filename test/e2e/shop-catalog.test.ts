import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { apiAs, newPage, signIn } from './browser';

const COVER = path.resolve(__dirname, '../../shop/public/icons/icon-192.png');

/** Through the API as HQ: a category, a product priced for Master Stockist with bands, and one priced only for Dealer. */
async function createProducts(page: Page, stamp: number) {
  const hq = await apiAs(page.request, 'hq@demo.test');
  const tiers = await hq.get<{ id: number; levelName: string }[]>('/setup/tier?perPage=100');
  const tierId = (name: string) => tiers.find((t) => t.levelName === name)!.id;
  const category = await hq.post<{ id: number }>('/setup/product/category/store', { name: `E2E Shop shelf ${stamp}` });
  const product = await hq.post<{ id: number }>('/products/store', {
    name: `E2E Shop Balm ${stamp}`,
    sku: `E2E-SHOP-${stamp}`,
    categoryId: category.id,
    description: 'A balm for the shop test.',
    retailPrice: 9_900,
    storePrice: 8_000,
    tierPrices: [
      { tierId: tierId('Master Stockist'), price: 4_550 },
      { tierId: tierId('Stockist'), price: 5_000 },
    ],
    priceRanges: [
      { tierId: tierId('Master Stockist'), minQty: 10, maxQty: 49, price: 4_000 },
      { tierId: null, minQty: 50, maxQty: 100, price: 3_500 },
    ],
    preorder: true,
    preorderLimit: 20,
    status: 'published',
  });
  await hq.post('/products/image', null, {
    productId: String(product.id),
    kind: 'cover',
    image: { name: 'cover.png', mimeType: 'image/png', buffer: fs.readFileSync(COVER) },
  });
  await hq.post('/products/store', {
    name: `E2E Shop Dealer-only ${stamp}`,
    sku: `E2E-SHOP-D-${stamp}`,
    categoryId: category.id,
    retailPrice: 9_900,
    tierPrices: [{ tierId: tierId('Dealer'), price: 6_000 }],
    status: 'published',
  });
  return { productId: product.id, categoryName: `E2E Shop shelf ${stamp}` };
}

describe('My Shop catalogue', () => {
  it('when HQ publishes a product priced for Master Stockist, then agent1 sees it in My Shop at that price and its details show the price bands', async () => {
    const stamp = Date.now();
    const page = await newPage();
    const { productId, categoryName } = await createProducts(page, stamp);

    await signIn(page, 'agent1@demo.test');
    await page.getByTestId('tier').waitFor(); // the dashboard: the session is stored
    await page.getByRole('link', { name: 'My Shop' }).first().click();
    await page.waitForURL(/\/my-shop$/);
    await page.getByRole('heading', { name: 'My Shop' }).waitFor();

    // Only the category's products: the Master Stockist one, not the one priced for Dealer alone.
    await page.getByLabel('Category').click();
    await page.getByRole('option', { name: categoryName }).click();
    await page.waitForURL(/category=\d+/);
    const cards = page.getByTestId('shop-product');
    const card = cards.filter({ hasText: `E2E Shop Balm ${stamp}` });
    await card.waitFor();
    expect(await card.getByTestId('shop-price').textContent()).to.equal('RM 45.50');
    await card.getByText('Retail price RM 99.00').waitFor();
    await card.getByText('Preorder').waitFor();
    expect(await card.getByRole('img', { name: `E2E Shop Balm ${stamp}` }).getAttribute('src')).to.match(/^\/uploads\/.+\.png$/);
    expect(await cards.count()).to.equal(1);

    // The search narrows to nothing: the empty state.
    await page.getByLabel('Search products').fill('no such product anywhere');
    await page.getByText('No Data Found!').waitFor();
    await page.getByLabel('Search products').fill(`Balm ${stamp}`);
    await card.waitFor();

    await page.screenshot({ path: path.resolve(__dirname, '../../test-results/e2e/my-shop-grid.png'), fullPage: true });
    await card.click();
    await page.waitForURL(new RegExp(`/my-shop/product-details\\?id=${productId}$`));
    await page.getByRole('heading', { name: `E2E Shop Balm ${stamp}` }).waitFor();
    expect(await page.getByTestId('product-price').textContent()).to.equal('RM 45.50');
    await page.getByText('Price for Master Stockist').waitFor();
    await page.getByText('A balm for the shop test.').waitFor();
    const bands = page.getByTestId('price-bands');
    const rows = (await bands.getByRole('row').allTextContents()).map((r) => r.replace(/\s+/g, ' '));
    expect(rows).to.deep.equal(['QuantityUnit price', '10 – 49RM 40.00', '50 – 100RM 35.00', 'Any other quantityRM 45.50']);
    expect(await page.getByRole('button', { name: 'Add to cart' }).isDisabled()).to.equal(false);

    // The server prices a typed quantity by its band.
    await page.getByLabel('Quantity', { exact: true }).fill('20');
    await page.getByTestId('quantity-price').getByText('Unit price for 20: RM 40.00').waitFor();
    await page.getByTestId('quantity-price').getByText('Total: RM 800.00').waitFor();
  });
});
