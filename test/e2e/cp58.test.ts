import { expect } from 'chai';
import type { Cp58View } from '../../common/cp58';
import type { PayoutView } from '../../common/commissions';
import { formatMoney } from '../../common/money';
import consoleEn from '../../admin/src/cp58/messages/en';
import { en as cp58ShopEn } from '../../shop/src/i18n/cp58/en';
import { en as shopEn } from '../../shop/src/i18n/en';
import { apiAs, newPage, signInWithLanguage } from './browser';
import { e2eServer } from './hooks';
import { HQ, setFeatures, signInToConsole } from './fixtures';

/**
 * CP58 statements end to end: with the company's switch on, an agent's payout is paid last year
 * (through the payouts API, paid on 15 December); HQ generates last year's statements in the
 * console (/hqCP58), finds the agent's draft, issues it; the agent is e-mailed and downloads its
 * statement's PDF from the agent app (/cp58) on a phone.
 */
const AGENT = 'agent2@demo.test';
const T = consoleEn.cp58;
const S = cp58ShopEn.shop.cp58;
const money = (minor: number) => formatMoney(minor, 'MYR');
const lastYear = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Kuala_Lumpur', year: 'numeric' }).format(new Date())) - 1;

describe('CP58 statements', () => {
  it('when HQ generates and issues last year’s statements in the console, the agent is e-mailed and downloads its own PDF in the agent app', async function () {
    this.timeout(240_000);
    const page = await newPage();
    const hq = await apiAs(page.request, HQ);
    const agent = await apiAs(page.request, AGENT);
    const me = await agent.get<{ id: number }>('/user/detail');
    await setFeatures(hq, { cp58Feature: true });

    // A payout of RM6,000 paid on 15 December of last year (above the RM5,000 threshold).
    const banks = await agent.get<{ code: string }[]>('/list-bank?country=MY');
    await agent.post('/user/bank-detail', { accBankCountry: 'MY', accBankCompany: banks[0]!.code, accBankNumber: '1234567890', accBankName: 'Demo Agent Two' });
    for (const p of await agent.get<PayoutView[]>('/commission/payouts?perPage=100')) {
      if (p.status === 'requested') await agent.post(`/commission/payouts/${p.id}/cancel`, {});
      if (p.status === 'approved') await hq.post(`/commission/payouts/${p.id}/reject`, { reason: 'Closed by the CP58 browser test' });
    }
    await hq.post('/commission/adjust', { agentId: me.id, amount: 600_000, note: `CP58 browser test ${Date.now()}` });
    const payout = await agent.post<PayoutView>('/commission/request-payout', { amount: 600_000 });
    await hq.post(`/commission/payouts/${payout.id}/approve`, {});
    await hq.post(`/commission/payouts/${payout.id}/mark-paid`, { reference: `CP58-E2E-${payout.id}`, paidOn: `${lastYear}-12-15` });

    // The console: the CP58 entry of the Money section, last year picked by default.
    await signInToConsole(page);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: T.menu }).click();
    await page.waitForURL(/\/admin\/hqCP58$/);
    await page.getByTestId('cp58-threshold').waitFor();
    await page.getByTestId('cp58-generate').click();
    await page.getByText(/statements generated/).waitFor();
    const statement = await hq.get<Cp58View>(`/report/getcp58?year=${lastYear}&agentId=${me.id}`);
    expect(statement.status).to.equal('draft');
    expect(statement.commissions).to.be.at.least(600_000);

    await page.getByTestId('cp58-search').fill(AGENT);
    const row = page.getByTestId(`cp58-row-${me.id}`);
    await row
      .getByTestId('cp58-total')
      .filter({ hasText: money(statement.total) })
      .waitFor();
    await row.locator('[data-status=draft]').waitFor();
    await row.getByRole('checkbox').check();
    await page.getByTestId('cp58-issue-selected').click();
    await page.getByTestId('cp58-confirm').click();
    await row.locator('[data-status=issued]').waitFor();
    await page.screenshot({ path: 'test-results/e2e/cp58-console.png' });

    // The agent was told by e-mail.
    const mail = await e2eServer().platform.db('mail_outbox').where({ to: AGENT }).orderBy('id', 'desc').first();
    expect(mail.subject).to.include(`CP58`).and.include(String(lastYear));

    // The agent app on a phone: the drawer's CP58 entry, the statement and its PDF.
    const phone = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInWithLanguage(phone, AGENT, 'en');
    await phone.getByRole('button', { name: shopEn.shop.nav.open }).click();
    await phone.locator('.MuiDrawer-modal nav').getByRole('link', { name: shopEn.shop.nav.cp58 }).click();
    await phone.waitForURL((u) => u.pathname === '/cp58');
    const card = phone.getByTestId(`cp58-year-${lastYear}`);
    await card.getByText(S.year.replace('%{year}', String(lastYear))).waitFor();
    await card
      .getByTestId('cp58-total')
      .filter({ hasText: money(statement.total) })
      .waitFor();
    const href = await card.getByTestId('cp58-download').getAttribute('href');
    expect(href).to.match(/^\/files\//);
    const pdf = await phone.request.get(new URL(href!, phone.url()).toString());
    expect(pdf.status()).to.equal(200);
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).to.equal('%PDF-');
    await phone.screenshot({ path: 'test-results/e2e/cp58-agent.png' });
  });
});
