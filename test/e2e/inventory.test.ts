import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, newPage, signIn, url } from './browser';

/** A product to stock, made through the API as HQ. */
async function seedProduct(page: Page, name: string, sku: string) {
  const login = await page.request.post(url('/api/login'), { data: { email: 'hq@demo.test', password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  const category = await page.request.post(url('/api/setup/product/category/store'), { headers, data: { name: `Inventory ${sku}` } });
  expect(category.status()).to.equal(201);
  const product = await page.request.post(url('/api/products/store'), {
    headers,
    data: { name, sku, categoryId: (await category.json()).data.id, status: 'published' },
  });
  expect(product.status()).to.equal(201);
}

describe('Inventory console', () => {
  it('when HQ records a restock in the console, then the list shows the new stock and the history the movement, whose removal restores the stock through a reversal listed beside it', async () => {
    const page = await newPage();
    await signIn(page, 'hq@demo.test');
    await page.waitForURL(/\/admin\/?$/);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    await seedProduct(page, 'E2E Stock Balm', 'E2E-STK-1');

    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Update stock' }).click();
    await page.waitForURL(/\/admin\/inventory\/update$/);
    // The inventory update rules are shown beside the fields before anything is sent.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Choose a product.').waitFor();
    await page.getByText('The amount is required and must be greater than zero.').waitFor();

    await page.getByRole('combobox', { name: 'Product' }).fill('E2E Stock');
    await page.getByRole('option', { name: 'E2E Stock Balm (E2E-STK-1)' }).click();
    await page.getByTestId('current-stock').getByText('Current stock: 0').waitFor();
    await page.getByLabel('Stock in', { exact: true }).check();
    await page.getByLabel('Amount').fill('0');
    await page.getByLabel('Reason').click();
    await page.getByRole('option', { name: 'Restock' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The amount is required and must be greater than zero.').waitFor();
    expect(page.url()).to.match(/\/admin\/inventory\/update$/);

    await page.getByLabel('Amount').fill('24');
    await page.getByLabel('Remarks').fill('First delivery');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/inventory(\?.*)?$/);
    const row = page.getByRole('row').filter({ hasText: 'E2E Stock Balm' });
    await row.waitFor();
    await row.getByText('24', { exact: true }).waitFor();
    await row.getByText('Above 80% · 100%').waitFor();
    expect(await row.locator('[data-band]').getAttribute('data-band')).to.equal('high');

    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Stock history' }).click();
    await page.waitForURL(/\/admin\/inventory\/history/);
    const movement = page.getByRole('row').filter({ hasText: 'E2E Stock Balm' }).filter({ hasText: 'First delivery' });
    await movement.waitFor();
    await movement.getByText('Restock').waitFor();
    await movement.getByText('Demo HQ').waitFor();

    // Removing the update (after confirming) restores the stock it added through a reversal; both rows stay.
    await movement.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Remove this stock update?').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Stock update removed: a reversal restored the stock.').waitFor();
    await movement
      .getByTestId('reversed-by')
      .getByText(/^Removed .+ by Demo HQ$/)
      .waitFor();
    expect(await movement.getByRole('button', { name: 'Delete' }).count()).to.equal(0);
    const reversal = page.getByRole('row').filter({ hasText: 'E2E Stock Balm' }).filter({ hasText: 'Reversal' });
    await reversal
      .getByTestId('reverses')
      .getByText(/^Undoes: Restock of /)
      .waitFor();
    await reversal.getByText('Demo HQ').waitFor();
    expect(await reversal.getByRole('button', { name: 'Delete' }).count()).to.equal(0);
    const cells = async (row: typeof reversal) => (await row.locator('td').allInnerTexts()).map((t) => t.trim());
    // In 0, out 24, stock after 0 on the reversal; in 24, stock after 24 on the update.
    expect((await cells(reversal)).slice(4, 7)).to.deep.equal(['0', '24', '0']);
    expect((await cells(movement)).slice(4, 7)).to.deep.equal(['24', '0', '24']);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Inventory' }).click();
    const after = page.getByRole('row').filter({ hasText: 'E2E Stock Balm' });
    await after.getByText('Below 50% · 0%').waitFor();
    expect(await after.locator('[data-band]').getAttribute('data-band')).to.equal('low');
    await page.waitForTimeout(500); // the chip's colour transition, for the screenshot
  });
});
