import { expect } from 'chai';
import type { AgentDashboardView, HqDashboardView } from '../../common/dashboard';
import { formatMoney } from '../../common/money';
import { Company } from '../../server/modules/companies/models';
import { Order } from '../../server/modules/orders/models';
import { apiAs, newPage, signIn } from './browser';
import { orderSetup, placeHqOrder, signInToConsole } from './fixtures';

const money = (minor: number) => formatMoney(minor, 'MYR');

/**
 * The two homes: the console's (HQ dashboard cards and the sales chart, each card opening its list)
 * and the agent app's on a phone (390 × 844). Figures are compared with what the dashboard calls
 * answer, after an order paid today through the console's own calls.
 */
describe('Dashboards', () => {
  it("when HQ opens the console after an order is paid, then the cards show today's sales, the chart draws its bars, and Open leads to the orders waiting for approval", async () => {
    const page = await newPage({ viewport: { width: 1366, height: 900 } });
    const stamp = Date.now() % 1_000_000;
    const setup = await orderSetup(page, {
      stamp,
      product: { category: 'Dash', name: 'Dash serum', sku: 'DASH', price: 12_345, stock: 20, storeId: 0 },
      courier: 'DashCourier',
      receiver: { firstName: 'Dash', lastName: 'Receiver' },
    });
    const before = await setup.hq.get<HqDashboardView>('/dashboard/summary');
    const order = await placeHqOrder(setup, { quantity: 2, paid: true });
    const d = await setup.hq.get<HqDashboardView>('/dashboard/summary');
    // The paid order, as the order API reports it, is what today's and this month's figures gained.
    expect(order).to.include({ stage: 'approval', paymentStatus: 'paid' });
    const gained = { amount: order.grandTotal, orders: 1, units: 2 };
    for (const period of ['today', 'thisMonth'] as const) {
      const was = before.sales![period];
      expect(d.sales![period], period).to.deep.equal({ amount: was.amount + gained.amount, orders: was.orders + gained.orders, units: was.units + gained.units });
    }
    expect(d.sales!.chart.at(-1)).to.deep.equal({ day: d.today, amount: d.sales!.today.amount, orders: d.sales!.today.orders });
    // The card counts the company's orders HQ sells that wait for approval, the order just paid among them.
    const demo = (await Company.query().findOne({ slug: 'demo' }))!;
    const waiting = await Order.of({ companyId: demo.id }).where({ type: 'hq', stage: 'approval' }).whereNull('deletedAt').resultSize();
    expect(d.orders!.approval).to.equal(before.orders!.approval + 1);
    expect(d.orders!.approval).to.equal(waiting);

    await signInToConsole(page);
    await page.getByRole('heading', { name: 'Welcome, Demo HQ' }).waitFor();
    await page.getByTestId('dash-sales-today-amount').getByText(money(d.sales!.today.amount), { exact: true }).waitFor();
    await page.getByTestId('dash-sales-thisMonth-amount').getByText(money(d.sales!.thisMonth.amount), { exact: true }).waitFor();
    await page.getByTestId('dash-sales-lastMonth-amount').getByText(money(d.sales!.lastMonth.amount), { exact: true }).waitFor();
    expect(await page.getByTestId('dash-orders-approval').textContent()).to.equal(String(d.orders!.approval));
    expect(await page.getByTestId('dash-agents-month').textContent()).to.equal(String(d.agents!.thisMonth));
    await page.getByTestId('dash-commissions-owed').getByText(money(d.commissions!.owed), { exact: true }).waitFor();
    expect(await page.getByTestId('dash-stock-low').textContent()).to.equal(String(d.stock!.low));
    expect(await page.getByTestId('dash-top-product').count()).to.equal(d.sales!.topProducts.length);
    expect(await page.getByTestId('dash-top-agent').count()).to.equal(d.sales!.topAgents.length);

    // The chart: one bar per day with sales in the last 30 days.
    const chart = page.getByTestId('dash-chart');
    await chart.locator('svg').first().waitFor();
    const days = d.sales!.chart.filter((c) => c.amount > 0).length;
    const bars = chart.locator('svg .MuiBarChart-element');
    await bars.first().waitFor({ state: 'attached' });
    expect(await bars.count(), 'one bar per day').to.equal(d.sales!.chart.length);
    const drawn = await bars.evaluateAll((rects) => rects.filter((r) => Number(r.getAttribute('height')) > 0).length);
    expect(drawn, 'a visible bar per day with sales').to.equal(days);

    await page.getByTestId('dash-orders-approval-link').click();
    await page.waitForURL((u) => u.pathname === '/admin/manage-orders' && decodeURIComponent(u.search).includes('"stage":"approval"'));
    await page.getByTestId('stage-tab-approval').waitFor();
    expect(await page.getByTestId('stage-tab-approval').getAttribute('aria-selected')).to.equal('true');
  });

  it('when staff open the console, then only the cards their permissions open show', async () => {
    const page = await newPage();
    await signIn(page, 'staff@demo.test');
    await page.getByTestId('staff-permissions').waitFor();
    const summary = await (await apiAs(page.request, 'staff@demo.test')).get<HqDashboardView>('/dashboard/summary');
    for (const [section, testId] of [
      ['sales', 'dash-sales-today'],
      ['orders', 'dash-orders'],
      ['agents', 'dash-agents'],
      ['commissions', 'dash-commissions'],
      ['stock', 'dash-stock'],
    ] as const) {
      if (summary[section]) await page.getByTestId(testId).waitFor();
      else expect(await page.getByTestId(testId).count(), section).to.equal(0);
    }
  });

  it('when an agent opens the app on a phone, then its home shows its sales against last month, its group, commission, rank and waiting orders without sideways scrolling', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const agent = await apiAs(page.request, 'agent1@demo.test');
    const d = await agent.get<AgentDashboardView>('/dashboard/agent');
    await signIn(page, 'agent1@demo.test');
    await page.getByRole('heading', { name: 'Welcome, Aisyah Agent' }).waitFor();
    await page.getByTestId('my-sales-amount').getByText(money(d.mySales.thisMonth.amount), { exact: true }).waitFor();
    await page.getByTestId('my-sales-last').getByText(money(d.mySales.lastMonth.amount)).waitFor();
    await page.getByTestId('group-sales-amount').getByText(money(d.groupSales.thisMonth), { exact: true }).waitFor();
    await page.getByTestId('commission-estimate').getByText(money(d.commission.estimate), { exact: true }).waitFor();
    await page
      .getByTestId('rank-held')
      .getByText(d.rank?.name ?? 'none yet', { exact: false })
      .waitFor();
    if (d.sellerOrders.approval + d.sellerOrders.toShip) {
      expect(await page.getByTestId('waiting-approval-count').textContent()).to.equal(String(d.sellerOrders.approval));
    } else {
      await page.getByTestId('waiting-empty').waitFor();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scrolling on a phone').to.be.at.most(0);

    // Each card opens what it summarises: My commission.
    await page.getByTestId('home-commission').getByRole('link').click();
    await page.waitForURL((u) => u.pathname === '/commission');
  });
});
