import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { CheckLineView, CommissionLineView, PayoutView, PeriodView } from '../../common/commissions';
import { formatMoney } from '../../common/money';
import { apiAs, newPage, url } from './browser';
import { HQ, agentId, orderSetup, placeHqOrder, signInToConsole } from './fixtures';

/**
 * The HQ console's commissions and payouts (admin/src/commissions) against the commissions API
 * (server/modules/commissions; the plan: docs/compensation.md), on SQLite and MariaDB. Data is made
 * through the API: an agent's order paid by HQ (its uplines' overrides), an adjustment and a bank account so that an agent can ask for a
 * payout; the latest ended month still open is closed from the console (the demo's history closes
 * the months before the current one, so it is the month before that history).
 */

/** 'YYYY-MM' of the Kuala Lumpur month `offset` months from now. */
function klMonth(offset = 0): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur', year: 'numeric', month: '2-digit' }).format(new Date()).split('-').map(Number);
  const index = year! * 12 + (month! - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A business day (Asia/Kuala_Lumpur) `offset` days from today, YYYY-MM-DD. */
const klDay = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date(Date.now() + offset * 86_400_000));

const money = (minor: number) => formatMoney(minor, 'MYR');
const list = (range: [number, number]) => `range=${encodeURIComponent(JSON.stringify(range))}`;

/** Picks a month in the page's month picker (the one in `scope`). */
async function pickMonth(page: Page, period: string, scope = page.locator('body')) {
  await scope.getByRole('combobox', { name: /Month/ }).click();
  await page.locator(`li[data-period="${period}"]`).click();
  // The closing menu covers the page until its transition ends (slow on a busy machine).
  await page.locator('.MuiMenu-root:not(.MuiModal-hidden)').waitFor({ state: 'detached' });
}

describe('Commissions console', () => {
  it('when HQ previews and closes the latest open month from the periods page, then it shows closed with its hash and Verify finds the same hash; the current month cannot be closed', async () => {
    const page = await newPage();
    const hq = await apiAs(page.request, HQ);
    // The latest ended month still open: the demo closes the months of its history, so the one before them.
    const before = await hq.get<PeriodView[]>(`/commission/periods`);
    const closedMonths = new Set(before.filter((p) => p.status === 'closed').map((p) => p.period));
    const open = Array.from({ length: 23 }, (_, i) => klMonth(-1 - i)).find((m) => !closedMonths.has(m));
    expect(open, 'an ended month of the last two years is still open').to.be.a('string');
    const last = open!;
    const expected = await hq.get<{ lineCount: number }>(`/commission/periods/${last}/preview`);

    await signInToConsole(page);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Commission periods' }).click();
    await page.waitForURL(/\/admin\/commission\/periods$/);
    const toolbar = page.getByTestId('month-actions');

    // The current month has not ended: it can be previewed, not closed.
    await pickMonth(page, klMonth(), toolbar);
    await toolbar.getByRole('button', { name: 'Preview' }).waitFor();
    expect(await toolbar.getByRole('button', { name: 'Close' }).count()).to.equal(0);

    // Preview of that month: totals and the line count, nothing written.
    await pickMonth(page, last, toolbar);
    await toolbar.getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^Preview of /).waitFor();
    await dialog.getByTestId('period-line-count').getByText(String(expected.lineCount), { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    const still = await hq.get<PeriodView[]>(`/commission/periods`);
    expect(still.find((p) => p.period === last)?.status ?? 'open').to.equal('open');

    // Close, after the confirmation: the result shows, and the month is closed with a hash.
    await toolbar.getByRole('button', { name: 'Close' }).click();
    await dialog.getByText(/^Close .+\?$/).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('close-result').waitFor();
    const closed = (await hq.get<PeriodView[]>(`/commission/periods`)).find((p) => p.period === last)!;
    expect(closed.status).to.equal('closed');
    expect(closed.hash).to.match(/^[0-9a-f]{64}$/);
    expect(closed.closedBy).to.be.a('string');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Its row: closed, the hash shortened; Verify recomputes the same hash.
    const row = page.getByRole('row').filter({ has: page.locator(`[data-period="${last}"]`) });
    await row.locator('[data-status=closed]').waitFor();
    await row.getByText(`${closed.hash!.slice(0, 12)}…`).waitFor();
    expect(await row.getByRole('button', { name: 'Close' }).count()).to.equal(0);
    await row.getByRole('button', { name: 'Verify' }).click();
    await page.getByTestId('verify-result').and(page.locator('[data-same=yes]')).waitFor();
  });

  it("when HQ pays an agent's order, then HQ finds the upline's override in the month, opens check calculation from its line and sees the total, the count and the line's formula and order", async () => {
    const stamp = Date.now();
    const page = await newPage();
    // Level prices that differ (Agent RM 26.00, Dealer RM 24.00, Stockist RM 22.00, Master Stockist RM 20.00): an Agent's purchase gives its uplines overrides.
    const setup = await orderSetup(page, {
      stamp,
      product: { category: 'E2E Commission', name: 'E2E Commission Balm', sku: 'E2E-COM', prices: { 'Master Stockist': 2_000, Stockist: 2_200, Dealer: 2_400, Agent: 2_600 } },
      courier: 'E2E Commission Courier',
      receiver: { firstName: 'Commission', lastName: 'Receiver' },
    });
    const { hq } = setup;
    const order = await placeHqOrder(setup, { quantity: 5, paid: true });
    expect(order.paymentStatus).to.equal('paid');

    // The order's override line, written with the payment (the current month).
    const period = klMonth();
    const lines = await hq.get<CommissionLineView[]>(`/commission?period=${period}&type=override&${list([0, 499])}`);
    const line = lines.find((l) => l.orderId === order.id && l.kind === 'earn');
    expect(line, 'the paid order wrote an override line').to.not.equal(undefined);
    const check = await hq.get<{ total: number; count: number; lines: CheckLineView[] }>(`/commission/check-calculation?agentId=${line!.beneficiaryId}&period=${period}&type=override`);

    await signInToConsole(page);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Commissions', exact: true }).click();
    await page.waitForURL(/\/admin\/commission$/);
    await pickMonth(page, period);
    await page.waitForURL(new RegExp(`period=${period}`));
    await page.getByTestId('total-override').waitFor();

    // The upline's row (searched by name) opens its lines of the month.
    await page.getByPlaceholder('Search agent').fill(line!.beneficiaryName);
    const agentRow = page.getByRole('row').filter({ hasText: line!.beneficiaryName });
    await agentRow.first().waitFor();
    await agentRow.first().click();
    await page.waitForURL(new RegExp(`/admin/commission/details\\?agentId=${line!.beneficiaryId}&period=${period}`));
    await page.getByTestId('type-tab-override').click();
    const lineRow = page.getByRole('row').filter({ hasText: order.orderNo });
    await lineRow.locator('[data-kind=earn]').waitFor();
    await lineRow.getByText(money(line!.amount)).waitFor();
    expect(await lineRow.getByRole('link', { name: order.orderNo }).getAttribute('href')).to.match(new RegExp(`/manage-orders/order-details\\?id=${order.id}$`));

    // Check calculation from that line: the total and count of the type, and the line with its formula and order.
    await lineRow.getByRole('link', { name: 'Check calculation' }).click();
    await page.waitForURL(new RegExp(`/admin/commission/check-calculation\\?agentId=${line!.beneficiaryId}&period=${period}&type=override$`));
    expect(await page.getByTestId('check-total').innerText()).to.equal(money(check.total));
    expect(await page.getByTestId('check-count').innerText()).to.equal(String(check.count));
    const checked = page.locator(`[data-testid=check-line][data-line="${line!.id}"]`);
    await checked.getByRole('link', { name: order.orderNo }).waitFor();
    const formula = check.lines.find((l) => l.id === line!.id)!.formula;
    expect(formula).to.have.length.greaterThan(0);
    expect(await checked.getByTestId('formula').innerText()).to.equal(formula);
    expect(await checked.locator(`[data-amount="${line!.amount}"]`).innerText()).to.equal(money(line!.amount));
  });

  it('when an agent asks for a payout, then HQ approves it in the queue, cannot date it in the future, marks it paid with a reference, and its details show the whole history', async () => {
    const stamp = Date.now();
    const page = await newPage();
    const hq = await apiAs(page.request, HQ);
    const email = 'agent4@demo.test';
    const id = await agentId(hq, email);
    const agent = await apiAs(page.request, email);
    // Available money for the payout (an adjustment counts at once), and a bank account on file.
    await hq.post('/commission/adjust', { agentId: id, amount: 20_000, note: `E2E payout ${stamp}` });
    const [bank] = await agent.get<{ code: string }[]>('/list-bank?country=MY');
    await agent.post('/user/bank-detail', { accBankCountry: 'MY', accBankCompany: bank!.code, accBankNumber: '1234567890', accBankName: 'Devi Agent' });
    const requested = await agent.post<PayoutView>('/commission/request-payout', { amount: 10_000 });
    expect(requested.status).to.equal('requested');

    await signInToConsole(page);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Payouts' }).click();
    await page.waitForURL(/\/admin\/commission-payout/);

    // The queue opens on requested payouts.
    const row = page
      .getByRole('row')
      .filter({ has: page.locator('td', { hasText: 'Devi Agent' }) })
      .filter({ hasText: money(10_000) });
    await row.locator('[data-status=requested]').waitFor();
    await row.getByText('1234567890').waitFor();
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Approve this payout?').waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    expect((await hq.get<PayoutView>(`/commission/payouts/${requested.id}`)).status).to.equal('approved');

    // Approved ones: mark paid — a reference is required and the paid date cannot be in the future.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Approved' }).click();
    await row.locator('[data-status=approved]').waitFor();
    await row.getByRole('button', { name: 'Mark paid' }).click();
    await dialog.getByText('Mark this payout paid').waitFor();
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await dialog.getByText('Required').first().waitFor();
    await dialog.locator('input[name=reference]').fill(`TRF${stamp}`);
    await dialog.locator('input[name=paidOn]').fill(klDay(1));
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await dialog.getByText('The paid date cannot be in the future.').waitFor();
    await dialog.locator('input[name=paidOn]').fill(klDay(0));
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    const paid = await hq.get<PayoutView>(`/commission/payouts/${requested.id}`);
    expect(paid).to.include({ status: 'paid', reference: `TRF${stamp}` });
    expect(paid.paidOn?.slice(0, 10)).to.equal(klDay(0));

    // Its details: status, reference and the timeline requested → approved → paid.
    await page.goto(url(`/admin/commission-payout/details?id=${requested.id}`));
    await page.getByTestId('payout-status').locator('[data-status=paid]').waitFor();
    await page.getByTestId('payout-reference').getByText(`TRF${stamp}`).waitFor();
    const events = page.getByTestId('payout-events').locator('li');
    expect(await events.evaluateAll((items) => items.map((li) => li.getAttribute('data-status')))).to.deep.equal(['requested', 'approved', 'paid']);
    await page.getByRole('link', { name: 'Income statement' }).click();
    await page.waitForURL(new RegExp(`/admin/commission-payout/income-statement\\?agentId=${id}&period=`));
    await page.getByTestId('income-statement').waitFor();
    // The month's adjustment and payout, and the balance they leave (negative amounts in red).
    expect(await page.getByTestId('statement-adjustments').locator('[data-amount]').innerText()).to.equal(money(20_000));
    const paidOut = page.getByTestId('statement-payouts').locator('[data-amount]');
    expect(await paidOut.innerText()).to.equal(money(-10_000));
    expect(await paidOut.evaluate((el) => getComputedStyle(el).color)).to.not.equal(
      await page
        .getByTestId('statement-adjustments')
        .locator('[data-amount]')
        .evaluate((el) => getComputedStyle(el).color),
    );
    expect(await page.getByTestId('statement-closing').locator('[data-amount]').innerText()).to.equal(money(10_000));
  });
});
