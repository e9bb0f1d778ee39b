import { expect } from 'chai';
import { newPage, signIn, url } from './browser';

describe('Couriers console', () => {
  it('when HQ creates a courier with a region and a rate band, then it shows in the list and a bad band is refused beside its field', async () => {
    const page = await newPage();
    await signIn(page, 'hq@demo.test');
    await page.waitForURL(/\/admin\/?$/);
    await page.getByRole('heading', { name: 'Welcome, Demo HQ' }).waitFor();
    // The spec's screen address leads to the create page.
    await page.goto(url('/admin/courier/new'));
    await page.waitForURL(/\/admin\/couriers\/create/);

    await page.getByLabel('Courier name').fill('PosLaju E2E');
    await page.getByLabel('Service').fill('Standard');
    await page.getByLabel('Handling fee').fill('1.50');
    await page.getByLabel('Free shipping from').fill('200');
    await page.getByLabel('Region name').fill('Peninsular');
    const states = page.getByRole('combobox', { name: 'States' });
    await states.click();
    await states.fill('Selan');
    await page.getByRole('option', { name: 'Selangor' }).click();
    await states.fill('Joh');
    await page.getByRole('option', { name: 'Johor' }).click();
    await page.getByLabel('Limit').fill('1');
    await page.getByLabel(/^Price/).fill('6');

    // A second band with the same limit is a repeat: the server's message appears beside it.
    await page.getByRole('button', { name: 'Add' }).first().click();
    await page.getByLabel('Limit').nth(1).fill('1');
    await page
      .getByLabel(/^Price/)
      .nth(1)
      .fill('7');
    await page.getByLabel('When the order is').nth(1).click();
    await page.getByRole('option', { name: 'Less than', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This rate repeats the limit of the rate above it.').waitFor();
    expect(await page.getByLabel('Limit').nth(1).getAttribute('aria-invalid')).to.equal('true');
    expect(await page.getByLabel('Limit').first().getAttribute('aria-invalid')).to.equal('false');
    expect(page.url()).to.match(/\/admin\/couriers\/create/);

    await page.getByLabel('Limit').nth(1).fill('5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/couriers(\?.*)?$/);
    const row = page.getByRole('row').filter({ hasText: 'PosLaju E2E' });
    await row.waitFor();
    await row.getByText('Peninsular: 2 states, 2 rates').waitFor();
    await row.getByText('RM 1.50').waitFor();
    await row.getByText('RM 200.00').waitFor();

    // The edit form reads back what was saved (grams and sen on the server) in kg and ringgit.
    await row.click();
    await page.waitForURL(/\/admin\/couriers\/\d+$/);
    expect(await page.getByLabel('Limit').first().inputValue()).to.equal('1');
    expect(await page.getByLabel('Handling fee').inputValue()).to.equal('1.5');
    await page.goto(url('/admin/couriers'));
    await page.getByRole('row').filter({ hasText: 'PosLaju E2E' }).waitFor();
  });
});
