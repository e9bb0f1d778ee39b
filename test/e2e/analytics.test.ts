import { expect } from 'chai';
import type { Locator } from 'playwright-core';
import type { AgeSalesRow, SalesSummaryView, StateSalesRow } from '../../common/analytics';
import { formatMoney } from '../../common/money';
import { Company } from '../../server/modules/companies/models';
import { User } from '../../server/modules/users/models';
import msTexts from '../../admin/src/analytics/page-texts/ms';
import { newPage, url } from './browser';
import { orderSetup, placeHqOrder, signInToConsole } from './fixtures';

/**
 * The console's /analytics (admin/src/analytics) in Malay: HQ sells to an agent (a paid order
 * today), opens Analitik from the menu, and reads every tab: the cards, the charts (SVG drawn by
 * @mui/x-charts) and the tables, whose figures match the API's; a filter narrows them to one agent,
 * and a period over two years is refused before any call.
 */

/** Today in Kuala Lumpur, YYYY-MM-DD, and the first day of its month. */
const klToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());
const money = (minor: number) => formatMoney(minor, 'MYR');
const MS_EMPTY = msTexts.analytics.sales.empty;

/** The section's chart is drawn: an SVG with its marks (a line's paths, or bars: rects of class MuiBarChart-element). */
async function chartDrawn(section: Locator, mark: 'path' | 'rect') {
  await section.locator('[data-testid="chart"] svg').first().waitFor();
  const marks = section.locator(mark === 'rect' ? '[data-testid="chart"] svg rect.MuiBarChart-element' : '[data-testid="chart"] svg path');
  await marks.nth(mark === 'rect' ? 0 : 2).waitFor({ state: 'attached' });
}

describe('Analytics console (/analytics) in Malay', () => {
  it('when HQ opens Analitik after a sale, then each tab draws its chart and its table shows the figures of the API, and the agent filter narrows them', async () => {
    const page = await newPage();
    const stamp = Date.now();
    const setup = await orderSetup(page, {
      stamp,
      product: { category: 'Analitik', name: 'Kopi', sku: 'AN', price: 12_345, retailPrice: 20_000, weight: 200, stock: 50, storeId: 0 },
      courier: 'Kurier',
      receiver: { firstName: 'Penerima', lastName: 'Analitik' },
    });
    await placeHqOrder(setup, { quantity: 2, paid: true });
    const today = klToday();
    const period = `from=${today.slice(0, 8)}01&to=${today}`;
    const summary = await setup.hq.get<SalesSummaryView>(`/analytic/sales/summary?${period}`);
    expect(summary.current.orders).to.be.greaterThan(0);

    try {
      await signInToConsole(page);
      await page
        .getByRole('button', { name: /language|English/i })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Bahasa Melayu' }).click();
      await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Analitik' }).click();
      await page.waitForURL(/\/admin\/analytics/);
      await page.getByRole('heading', { name: 'Analitik' }).waitFor();

      // The cards: this month so far against last month.
      await page.getByTestId('card-sales').getByText(money(summary.current.amount), { exact: true }).waitFor();
      await page.getByTestId('card-orders').getByTestId('card-value').getByText(String(summary.current.orders), { exact: true }).waitFor();

      // Sales: the line chart draws its two lines, and today's row shows today's sales.
      const sales = page.getByTestId('section-sales');
      await sales.getByRole('heading', { name: 'Jualan mengikut masa' }).waitFor();
      await chartDrawn(sales, 'path');
      const day = await setup.hq.get<{ period: string; amount: number }[]>(`/analytic/sales/list?${period}&sort=${encodeURIComponent(JSON.stringify(['period', 'DESC']))}&perPage=1`);
      await sales.getByRole('columnheader', { name: 'Tempoh sebelumnya' }).waitFor();
      await sales.getByText('Baris setiap halaman').waitFor();
      expect(day[0]!.period).to.equal(today);

      // Products: our product among the bars and in the table with its sales value.
      await page.getByTestId('tab-product').click();
      const products = page.getByTestId('section-product');
      await products.getByRole('heading', { name: 'Jualan mengikut produk' }).waitFor();
      await chartDrawn(products, 'rect');
      const productRows = await setup.hq.get<{ id: string; name: string; salesValue: number }[]>(`/analytic/product/list?${period}&search=${stamp}`);
      expect(productRows).to.have.length(1);
      const row = products.getByTestId('table-product').locator(`tr[data-row="${productRows[0]!.id}"]`);
      await row.getByText(productRows[0]!.name).waitFor();
      await row.locator('[data-col="salesValue"]').getByText(money(productRows[0]!.salesValue)).waitFor();

      // Categories: our category's row.
      await page.getByTestId('tab-category').click();
      const categories = page.getByTestId('section-category');
      await categories.getByRole('heading', { name: 'Jualan mengikut kategori' }).waitFor();
      await chartDrawn(categories, 'rect');
      await categories.getByRole('columnheader', { name: 'Kategori' }).waitFor();

      // States: the state bars and the table's first row as the API sorts it.
      await page.getByTestId('tab-state').click();
      const states = page.getByTestId('section-state-sales');
      await states.getByRole('heading', { name: 'Jualan mengikut negeri' }).waitFor();
      await chartDrawn(states, 'rect');
      const stateRows = await setup.hq.get<StateSalesRow[]>(`/analytic/state/sales-list?${period}`);
      const first = states.getByTestId('table-state-sales').locator(`tr[data-row="${stateRows[0]!.id}"]`);
      await first.locator('[data-col="amount"]').getByText(money(stateRows[0]!.amount)).waitFor();
      await page.getByTestId('section-state-recruits').getByRole('heading', { name: 'Rekrut mengikut negeri dan umur' }).waitFor();

      // Age: every band in Malay, the buyers' chart, and the bands' figures.
      await page.getByTestId('tab-age').click();
      const ages = page.getByTestId('section-age-sales');
      await ages.getByRole('heading', { name: 'Jualan mengikut umur pembeli' }).waitFor();
      await chartDrawn(ages, 'rect');
      const bands = await setup.hq.get<AgeSalesRow[]>(`/analytic/age/graph-sale?${period}`);
      const unknown = bands.find((b) => b.band === 'unknown')!;
      const unknownRow = ages.getByTestId('table-age-sales').locator('tr[data-row="unknown"]');
      await unknownRow.getByText('Umur tidak diketahui').waitFor();
      await unknownRow.locator('[data-col="amount"]').getByText(money(unknown.amount)).waitFor();
      await page.getByTestId('section-age-recruits').getByRole('heading', { name: 'Rekrut mengikut umur' }).waitFor();

      // One agent: the cards show that agent's sales only.
      await page.goto(url(`/admin/analytics?${period}&agentId=${setup.buyerId}`));
      const mine = await setup.hq.get<SalesSummaryView>(`/analytic/sales/summary?${period}&agentId=${setup.buyerId}`);
      await page.getByTestId('card-sales').getByText(money(mine.current.amount), { exact: true }).waitFor();
      expect(mine.current.amount).to.be.at.least(2 * 12_345);
      const clear = page.getByTestId('report-filters').getByTestId('filter-clear');
      expect(await clear.textContent()).to.equal('Kosongkan penapis');
      await clear.click();
      await page.getByTestId('card-sales').getByText(money(summary.current.amount), { exact: true }).waitFor();
      await clear.waitFor({ state: 'detached' });

      // A period over two years asks nothing: the filter bar and the page say why, in Malay.
      await page.getByTestId('filter-from').fill(`${Number(today.slice(0, 4)) - 3}${today.slice(4, 8)}01`);
      await page.getByTestId('period-problem').getByText('Tempoh paling lama dua tahun: pendekkan tempohnya.').waitFor();
      expect(await page.getByTestId('summary-cards').count()).to.equal(0);
      await page.getByTestId('report-filters').getByRole('combobox', { name: 'Tempoh' }).click();
      await page.getByRole('option', { name: 'Bulan ini' }).click();
      await page.getByTestId('card-sales').getByText(money(summary.current.amount), { exact: true }).waitFor();

      // A month without sales: the chart says so in Malay (the page's own texts, never a key).
      await page.goto(url('/admin/analytics?from=2001-01-01&to=2001-01-31'));
      await page.getByTestId('section-sales').getByTestId('empty').first().getByText(MS_EMPTY).waitFor();
    } finally {
      // Back to English: other tests sign in to the HQ account.
      await User.of({ companyId: (await Company.query().findOne({ slug: 'demo' }))!.id })
        .where({ email: 'hq@demo.test' })
        .patch({ lang: 'en' });
    }
  });
});
