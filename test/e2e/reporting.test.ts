import fs from 'node:fs';
import { expect } from 'chai';
import type { ReportSummary } from '../../common/reports';
import { formatMoney } from '../../common/money';
import { apiAs, newPage } from './browser';
import { HQ, orderSetup, placeHqOrder, signInToConsole } from './fixtures';

/** Today in Kuala Lumpur and the first day of its month, YYYY-MM-DD. */
const klToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());

/**
 * The master report /reporting as HQ uses it: the transaction tab of this month (cards against
 * GET /transaction/summary), a level filter that narrows cards and table, an XLSX export of what is
 * filtered (a real XLSX: a zip), a period the filter bar refuses, and the product sales tab with a
 * product chosen.
 */
describe('Master report', () => {
  it('when HQ filters the transactions by a level and exports them, then cards and rows follow the filter and the download is an XLSX file', async () => {
    const page = await newPage({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    const stamp = Date.now() % 1_000_000;
    const setup = await orderSetup(page, {
      stamp,
      product: { category: 'Report', name: 'Report serum', sku: 'RPT', price: 23_456, stock: 20, storeId: 0 },
      courier: 'ReportCourier',
      receiver: { firstName: 'Report', lastName: 'Receiver' },
    });
    await placeHqOrder(setup, { quantity: 1, paid: true });
    const hq = await apiAs(page.request, HQ);
    const from = `${klToday().slice(0, 8)}01`;
    const to = klToday();
    const all = await hq.get<ReportSummary>(`/transaction/summary?from=${from}&to=${to}`);
    const tiers = await hq.get<{ id: number; levelName: string; rankNumber: number }[]>('/setup/tier?perPage=100');
    const master = tiers.find((t) => t.levelName === 'Master Stockist')!;
    const filtered = await hq.get<ReportSummary>(`/transaction/summary?from=${from}&to=${to}&tierId=${master.id}`);
    const sales = (s: ReportSummary) => s.cards.find((c) => c.key === 'sales')!.value;

    await signInToConsole(page);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Master report' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/reporting');
    await page
      .getByTestId('card-sales')
      .getByText(formatMoney(sales(all), 'MYR'), { exact: true })
      .waitFor();
    await page.getByTestId('report-table-transaction-list').getByTestId('report-row').first().waitFor();

    // The level filter: the cards and the table follow.
    await page.getByTestId('report-filters').getByRole('combobox', { name: 'Level' }).click();
    await page.getByRole('option', { name: `${master.rankNumber}. Master Stockist` }).click();
    await page.waitForURL((u) => u.searchParams.get('tierId') === String(master.id));
    await page
      .getByTestId('card-sales')
      .getByText(formatMoney(sales(filtered), 'MYR'), { exact: true })
      .waitFor();
    const rows = await hq.get<unknown[]>(`/transaction/list?from=${from}&to=${to}&tierId=${master.id}&range=[0,24]`);
    const table = page.getByTestId('report-table-transaction-list');
    if (rows.length) expect(await table.getByTestId('report-row').count()).to.equal(rows.length);
    else await table.getByTestId('report-empty').waitFor();

    // Export what is filtered as XLSX: a zip (PK\x03\x04), named after the report and period.
    const [download] = await Promise.all([page.waitForEvent('download'), table.getByRole('button', { name: 'Export XLSX' }).click()]);
    expect(download.suggestedFilename()).to.match(/\.xlsx$/);
    const file = fs.readFileSync((await download.path())!);
    expect(file.subarray(0, 4).toString('binary')).to.equal('PK\x03\x04');

    // A period that ends before it starts asks nothing: the days say why, and so does the page.
    await page.getByTestId('filter-from').fill(`${Number(to.slice(0, 4)) + 1}${to.slice(4)}`);
    await page.getByTestId('period-problem').getByText('The start must be on or before the end.').waitFor();
    await page.getByTestId('report-filters').getByText('The start must be on or before the end.').waitFor();
    expect(await page.getByTestId('summary-cards').count()).to.equal(0);
    await page.getByTestId('report-filters').getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'This month' }).click();
    await page.waitForURL((u) => u.searchParams.get('from') === from);
    await page
      .getByTestId('card-sales')
      .getByText(formatMoney(sales(filtered), 'MYR'), { exact: true })
      .waitFor();

    // Product sales, every level: every item sold this month, then one product chosen for the agents' purchases.
    await page.getByTestId('filter-clear').click();
    await page.waitForURL((u) => !u.searchParams.has('tierId'));
    await page.getByTestId('filter-clear').waitFor({ state: 'detached' });
    await page.getByTestId('report-tab-products').click();
    await page.getByTestId('report-table-product-sales-report-product-list').waitFor();
    await page.getByTestId('products-none').waitFor();
    await page.getByTestId('filter-products').fill(`Report serum ${stamp}`);
    await page.getByRole('option', { name: new RegExp(`Report serum ${stamp}`) }).click();
    await page.waitForURL((u) => u.searchParams.get('productIds') === String(setup.productId));
    const agentRows = page.getByTestId('report-table-product-sales-report-agent-product-list').getByTestId('report-row');
    await agentRows.first().getByText('Report serum').waitFor();
    expect(await page.getByTestId('products-none').count()).to.equal(0);
  });
});
