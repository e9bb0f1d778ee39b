import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, newPage, signIn, url } from './browser';

async function createCategory(page: Page, name: string) {
  await page.goto(url('/admin/categories/create'));
  await page.getByLabel('Category name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/admin\/categories\/\d+$/);
}

/** The agent's view through the API, as the agent app reads it. */
/** The agent's catalogue searched for `name` (a page holds 25 products by name: the demo and earlier tests' products can push it off the first). */
async function agentCatalogue(page: Page, email: string, name: string) {
  const login = await page.request.post(url('/api/login'), { data: { email, password: DEMO_PASSWORD } });
  const token = (await login.json()).data.token as string;
  const res = await page.request.get(url(`/api/shop/products?search=${encodeURIComponent(name)}`), { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()).data as { name: string; price: number; tierPrice: number }[];
}

describe('Catalog console', () => {
  it('when HQ creates a product with variants and tier prices, then it is listed and an agent of that tier sees it at the tier price', async () => {
    const page = await newPage();
    await signIn(page, 'hq@demo.test');
    await page.waitForURL(/\/admin\/?$/);
    // The session is stored once the dashboard shows; navigating earlier would lose it.
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    await createCategory(page, 'E2E Serums');

    // The spec's screen address leads to the create page.
    await page.goto(url('/admin/products/new'));
    await page.waitForURL(/\/admin\/products\/create/);
    await page.getByLabel('Product name').fill('E2E Rose Serum');
    await page.getByLabel('SKU').first().fill('E2E-RS-1');
    await page.getByLabel('Category').click();
    await page.getByRole('option', { name: 'E2E Serums' }).click();
    await page.getByLabel('Retail price').fill('120');
    await page.getByLabel('Store price').fill('100');
    await page.getByLabel('Master Stockist').fill('60.50');
    await page.getByLabel('Stockist', { exact: true }).fill('75');
    // Dealer and Agent left blank: no price for them.

    // One variant with two options; the combinations are generated and given stock.
    await page.getByRole('button', { name: 'Add' }).nth(1).click();
    await page.getByLabel('Variant name').fill('Size');
    await page.getByLabel('Options').fill('30ml, 50ml');
    await page.getByRole('button', { name: 'Generate combinations' }).click();
    await page.getByLabel('Stock', { exact: true }).first().fill('5');

    await page.getByLabel('Publish status').click();
    await page.getByRole('option', { name: 'Published' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/products\/\d+$/);
    // Read back from the server (integer sen) after a reload.
    await page.reload();
    await page.getByLabel('Product name').waitFor();
    expect(await page.getByLabel('Product name').inputValue()).to.equal('E2E Rose Serum');
    expect(await page.getByLabel('Master Stockist').inputValue()).to.equal('60.5');
    expect(await page.getByLabel('Dealer').inputValue()).to.equal('');
    expect(await page.getByLabel('Combination').first().inputValue()).to.equal('30ml');
    expect(await page.getByLabel('Stock', { exact: true }).first().inputValue()).to.equal('5');

    await page.goto(url('/admin/products'));
    const row = page.getByRole('row').filter({ hasText: 'E2E Rose Serum' });
    await row.waitFor();
    await row.getByText('RM 120.00').waitFor();
    await row.getByText('Published').waitFor();

    // HQ's store preview for a level shows the level's price; a level without a price sees nothing.
    await page.goto(url('/admin/products/preview-store'));
    const card = page.getByTestId('preview-item').filter({ hasText: 'E2E Rose Serum' });
    await card.getByText('RM 60.50').waitFor();
    await page.getByLabel('As an agent of level').click();
    await page.getByRole('option', { name: 'Dealer' }).click();
    // The previous level's cards stay until the new list arrives: wait for the new product's card to go.
    await page.getByTestId('preview-item').filter({ hasText: 'E2E Rose Serum' }).waitFor({ state: 'detached' });
    await page.getByTestId('preview-item').filter({ hasText: 'Glow Serum 30ml' }).waitFor();

    const master = await agentCatalogue(page, 'agent1@demo.test', 'E2E Rose Serum');
    const seen = master.find((p) => p.name === 'E2E Rose Serum');
    expect(seen, 'agent1 (Master Stockist) sees the product').to.not.equal(undefined);
    expect(seen!.price).to.equal(6050);
  });

  it('when a category has products, then it cannot be deleted until they are moved to another category', async () => {
    const page = await newPage();
    await signIn(page, 'hq@demo.test');
    await page.waitForURL(/\/admin\/?$/);
    // The session is stored once the dashboard shows; navigating earlier would lose it.
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    await createCategory(page, 'E2E Old shelf');
    await createCategory(page, 'E2E New shelf');
    await page.goto(url('/admin/products/create'));
    await page.getByLabel('Product name').fill('E2E Shelf item');
    await page.getByLabel('SKU').first().fill('E2E-SHELF-1');
    await page.getByLabel('Category').click();
    await page.getByRole('option', { name: 'E2E Old shelf' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/products\/\d+$/);

    await page.goto(url('/admin/category-products'));
    await page.waitForURL(/\/admin\/categories/);
    const row = page.getByRole('row').filter({ hasText: 'E2E Old shelf' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('This category still has 1 product(s).').waitFor();
    const confirm = dialog.getByRole('button', { name: 'Move products and delete' });
    expect(await confirm.isDisabled()).to.equal(true);
    await dialog.getByLabel('Move products to').click();
    await page.getByRole('option', { name: 'E2E New shelf' }).click();
    await confirm.click();
    await page.getByText('Category deleted.').waitFor();
    await page.getByRole('row').filter({ hasText: 'E2E Old shelf' }).waitFor({ state: 'detached' });
    const moved = page.getByRole('row').filter({ hasText: 'E2E New shelf' });
    await moved.getByRole('cell', { name: '1', exact: true }).waitFor();
  });
});
