import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { CheckCalculationView, CommissionLineView, IncomeStatementView, MoneyBalanceView, PayoutView, QualificationView } from '../../common/commissions';
import { formatMoney, majorText } from '../../common/money';
import { en as commissionEn } from '../../shop/src/i18n/commissions/en';
import { en as shopEn } from '../../shop/src/i18n/en';
import { currentPeriod } from '../../shop/src/features/commissions/period';
import { apiAs, newPage, signIn, url } from './browser';
import { HQ, setFeatures } from './fixtures';

/**
 * The agent app's commission screens on a phone (390 × 844), against the commissions API: HQ
 * credits the agent through an adjustment (a ledger entry, available at once), the agent reads its
 * income statement — first with the company's switch off (a friendly note), then on — and
 * requests a payout into its bank account on file, then cancels it.
 */
const AGENT = 'agent3@demo.test';
const T = commissionEn.shop.commission;
const money = (minor: number) => formatMoney(minor, 'MYR');
const CREDIT = 50_000;
const REQUEST = 10_000;

/** How much wider than the window the page is (0 = no horizontal scrollbar). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('Commissions in the agent app', () => {
  it('when HQ credits an agent, the agent sees its balance and income statement on a phone and requests a payout, then the request shows as requested and can be cancelled', async function () {
    this.timeout(180_000);
    const page = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const hq = await apiAs(page.request, HQ);
    const agent = await apiAs(page.request, AGENT);
    const me = await agent.get<{ id: number }>('/user/detail');

    // A bank account on file, and no request left open by an earlier run (one at a time).
    const banks = await agent.get<{ code: string; name: string }[]>('/list-bank?country=MY');
    await agent.post('/user/bank-detail', { accBankCountry: 'MY', accBankCompany: banks[0].code, accBankNumber: '1234567890', accBankName: 'Chong Demo' });
    for (const p of await agent.get<PayoutView[]>('/commission/payouts?perPage=100')) {
      if (p.status === 'requested') await agent.post(`/commission/payouts/${p.id}/cancel`, {});
      if (p.status === 'approved') await hq.post(`/commission/payouts/${p.id}/reject`, { reason: 'Closed by the browser test' });
    }
    // Enough available for the request whatever earlier tests left (clawbacks may have made it negative).
    const before = await agent.get<MoneyBalanceView>('/company-money/balance');
    await hq.post('/commission/adjust', { agentId: me.id, amount: Math.max(CREDIT, CREDIT - before.available), note: `Browser test credit ${Date.now()}` });
    const balance = await agent.get<MoneyBalanceView>('/company-money/balance');
    expect(balance.available).to.be.at.least(CREDIT);

    const features = await hq.get<{ agentIncomeStatement: boolean | number }>('/company-features');
    try {
      await setFeatures(hq, { agentIncomeStatement: false });
      await signIn(page, AGENT);

      // My commission from the drawer: the balance as the server counts it.
      await page.getByRole('button', { name: shopEn.shop.nav.open }).click();
      await page.locator('.MuiDrawer-modal nav').getByRole('link', { name: shopEn.shop.nav.commission }).click();
      await page.waitForURL((u) => u.pathname === '/commission');
      await page
        .getByTestId('balance-available')
        .filter({ hasText: money(balance.available) })
        .waitFor();
      await page.getByTestId('estimate-total').waitFor();
      expect(await overflow(page), '/commission fits the phone').to.equal(0);

      // The income statement while the company keeps it from agents: a note, not an error.
      await page.getByTestId('go-statement').click();
      await page.waitForURL((u) => u.pathname === '/commission/income-statement');
      await page.getByTestId('statement-off-note').getByText(T.statementOff).waitFor();
      expect(await page.getByRole('alert').count(), 'no error alert').to.equal(0);

      // Switched on: this month's statement with the server's figures, the credit among the adjustments.
      await setFeatures(hq, { agentIncomeStatement: true });
      await page.reload();
      const statement = await agent.get<IncomeStatementView>(`/commission/income-statement?period=${currentPeriod()}`);
      expect(statement.adjustments).to.be.at.least(CREDIT);
      const sheet = page.getByTestId('income-statement');
      await sheet
        .getByTestId('adjustments-amount')
        .filter({ hasText: money(statement.adjustments) })
        .waitFor();
      await sheet
        .getByTestId('closing-balance-amount')
        .filter({ hasText: money(statement.closingBalance) })
        .waitFor();
      await sheet
        .getByTestId('opening-balance-amount')
        .filter({ hasText: money(statement.openingBalance) })
        .waitFor();
      await sheet.getByText(T.status.open).waitFor();
      await page
        .getByTestId('sale-profit-total-amount')
        .filter({ hasText: money(statement.saleProfit) })
        .waitFor();
      expect(await overflow(page), 'the income statement fits the phone').to.equal(0);

      // The payout form: available prefilled, the minimum and the masked bank account shown.
      await page.getByRole('link', { name: T.back }).click();
      await page.getByTestId('go-payout').click();
      await page.waitForURL((u) => u.pathname === '/commission/payout');
      const amount = page.getByTestId('payout-form-amount');
      expect(await amount.inputValue()).to.equal(majorText(balance.available, 'MYR'));
      await page
        .getByTestId('min-payout')
        .filter({ hasText: money(balance.minPayout) })
        .waitFor();
      await page.getByTestId('bank-on-file').getByText('•••• 7890', { exact: false }).waitFor();
      expect(await page.getByTestId('bank-on-file').innerText()).not.to.include('1234567890');

      // Too much is refused before anything is sent; the request of RM 100.00 goes through.
      await amount.fill(majorText(balance.available + 1, 'MYR'));
      await page.getByTestId('payout-form-submit').click();
      await page.getByText(T.amountError.max.replace('%{max}', money(balance.available))).waitFor();
      await amount.fill(majorText(REQUEST, 'MYR'));
      await page.getByTestId('payout-form-submit').click();
      await page.getByTestId('payout-sent').getByTestId('payout-status').filter({ hasText: T.payoutStatus.requested }).waitFor();
      const row = page.getByTestId('payout-row').first();
      await row
        .getByTestId('payout-amount')
        .filter({ hasText: money(REQUEST) })
        .waitFor();
      await row.getByTestId('payout-status').filter({ hasText: T.payoutStatus.requested }).waitFor();
      expect(await page.getByTestId('payout-form').count(), 'one open request at a time: no second form').to.equal(0);
      const requested = (await agent.get<PayoutView[]>('/commission/payouts?perPage=100')).filter((p) => p.status === 'requested');
      expect(requested.map((p) => [p.agentId, p.amount])).to.deep.equal([[me.id, REQUEST]]);
      expect((await agent.get<MoneyBalanceView>('/company-money/balance')).requested).to.equal(REQUEST);
      expect(await overflow(page), 'the payout page fits the phone').to.equal(0);

      // Cancelled: the status changes and the amount is available again.
      await row.getByTestId('payout-cancel').click();
      await page.getByTestId('confirm-dialog').getByRole('button', { name: T.cancelRequest }).click();
      await page.getByTestId('payout-row').first().getByTestId('payout-status').filter({ hasText: T.payoutStatus.cancelled }).waitFor();
      await page.getByTestId('payout-form').waitFor();
      const after = await agent.get<MoneyBalanceView>('/company-money/balance');
      expect(after.requested).to.equal(0);
      expect(after.available).to.equal(balance.available);
    } finally {
      await setFeatures(hq, { agentIncomeStatement: Boolean(features.agentIncomeStatement) });
    }
  });

  it("when an agent opens check calculation, its qualification and Move to wallet on a phone, then each shows the server's figures and the move lands in the wallet", async function () {
    this.timeout(180_000);
    const page = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const hq = await apiAs(page.request, HQ);
    const agent = await apiAs(page.request, 'agent1@demo.test');
    const me = await agent.get<{ id: number }>('/user/detail');
    await signIn(page, 'agent1@demo.test');

    // Check calculation of one of its lines from the demo's history: each line's arithmetic as the server spells it.
    const [line] = await agent.get<CommissionLineView[]>('/commission?perPage=1');
    const check = await agent.get<CheckCalculationView>(`/commission/check-calculation?period=${line.period}&type=${line.type}`);
    await page.goto(url(`/commission/check-calculation?period=${line.period}&type=${line.type}`));
    await page
      .getByTestId('check-total')
      .filter({ hasText: money(check.total) })
      .waitFor();
    await page.getByTestId('check-formula').filter({ hasText: check.lines[0].formula }).first().waitFor();
    expect(await page.getByTestId('check-line').count()).to.equal(Math.min(check.count, check.lines.length));
    expect(await overflow(page), 'check calculation fits the phone').to.equal(0);

    // Qualification: this month's figures as the server counts them.
    const q = await agent.get<QualificationView>('/commission/qualification');
    await page.goto(url('/commission/qualification'));
    await page
      .getByTestId('figure-ps')
      .filter({ hasText: money(q.ps.amount) })
      .waitFor();
    await page
      .getByTestId('figure-tpgs')
      .filter({ hasText: money(q.tpgs.amount) })
      .waitFor();
    await page.getByTestId('maintenance-status').waitFor();
    expect(await overflow(page), 'qualification fits the phone').to.equal(0);

    // Move RM 10.00 of available commission into the credit wallet: one entry on each side.
    const before = await agent.get<MoneyBalanceView>('/company-money/balance');
    if (before.available < 1000) await hq.post('/commission/adjust', { agentId: me.id, amount: 1000 - before.available, note: `Browser test credit ${Date.now()}` });
    const ready = await agent.get<MoneyBalanceView>('/company-money/balance');
    await page.goto(url('/commission/transfer'));
    await page
      .getByTestId('transfer-available')
      .filter({ hasText: money(ready.available) })
      .waitFor();
    await page.getByTestId('transfer-form-amount').fill(majorText(1000, 'MYR'));
    await page.getByTestId('transfer-form-submit').click();
    await page.getByTestId('transfer-done').waitFor();
    const after = await agent.get<MoneyBalanceView>('/company-money/balance');
    expect([after.available, after.wallet, after.transferred]).to.deep.equal([ready.available - 1000, ready.wallet + 1000, ready.transferred + 1000]);
    await page
      .getByTestId('wallet-balance')
      .filter({ hasText: money(after.wallet) })
      .waitFor();
    expect(await overflow(page), 'move to wallet fits the phone').to.equal(0);
  });
});
