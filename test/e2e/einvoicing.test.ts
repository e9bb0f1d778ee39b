import { expect } from 'chai';
import type { PayoutView } from '../../common/commissions';
import type { EinvoiceDocumentView } from '../../common/einvoice';
import consoleEn from '../../admin/src/einvoicing/messages/en';
import { apiAs, newPage } from './browser';
import { e2eServer } from './hooks';
import { HQ, signInToConsole } from './fixtures';

/**
 * E-invoicing end to end against the in-process MyInvois simulator: HQ opens /e-invoicing from the
 * Money section, fills in and saves the setup; an agent's payout is paid (through the payouts
 * API); HQ presses "Submit pending" and sees the self-billed e-invoice Valid with its validation
 * link, which opens the (simulated) portal's page of the document.
 */
const AGENT = 'agent3@demo.test';
const T = consoleEn.einvoicing;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());

describe('E-invoicing', () => {
  it('HQ saves the setup, a paid payout is submitted with “Submit pending” and shows Valid with its validation link', async function () {
    this.timeout(240_000);
    const page = await newPage();
    const hq = await apiAs(page.request, HQ);
    const agent = await apiAs(page.request, AGENT);
    const me = await agent.get<{ id: number }>('/user/detail');

    // The setup, through the console.
    await signInToConsole(page);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: T.menu }).click();
    await page.waitForURL(/\/admin\/e-invoicing$/);
    await page.getByTestId('einvoicing-tab-setup').click();
    await page.getByTestId('einvoicing-tin').waitFor();
    await page.getByLabel(T.setup.enabled).check();
    await page.getByTestId('einvoicing-fromDate').fill('2026-01-01');
    const fields: Record<string, string> = {
      legalName: 'Demo Direct Sdn Bhd',
      tin: 'C25845632020',
      brn: '201901234567',
      msicCode: '46900',
      msicDescription: 'Wholesale of a variety of goods',
      address1: 'Lot 66, Bangunan Merdeka',
      postcode: '50480',
      city: 'Kuala Lumpur',
      phone: '+60312345678',
      email: 'accounts@demo.test',
      clientId: `demo-e2e-${Date.now()}`,
      clientSecret: 'demo-e2e-secret-1234',
    };
    for (const [name, value] of Object.entries(fields)) await page.getByTestId(`einvoicing-${name}`).fill(value);
    await page.getByRole('combobox', { name: T.setup.stateCode }).click();
    await page.getByRole('option', { name: '14 Wilayah Persekutuan Kuala Lumpur' }).click();
    await page.getByTestId('einvoicing-save').click();
    await page.getByText('E-invoicing setup saved.').waitFor();
    // The secret is write-only: the field is empty again and only its masked end is named.
    expect(await page.getByTestId('einvoicing-clientSecret').inputValue()).to.equal('');
    await page.getByText('(••••1234)').waitFor();
    const saved = await hq.get<{ enabled: boolean; tin: string; clientSecret: string }>('/e-invoice/settings');
    expect(saved).to.include({ enabled: true, tin: 'C25845632020', clientSecret: '••••1234' });

    // A payout of RM150 paid today to an agent with its tax particulars.
    await e2eServer()
      .platform.db('users')
      .where({ id: me.id })
      .update({ tin: 'IG11223344550', identity_no: '900101105555', address1: '12 Jalan Mawar', city: 'Shah Alam', postcode: '40000', state: 'Selangor', phone_code: '+60', phone: '123456789' });
    const banks = await agent.get<{ code: string }[]>('/list-bank?country=MY');
    await agent.post('/user/bank-detail', { accBankCountry: 'MY', accBankCompany: banks[0]!.code, accBankNumber: '1234567890', accBankName: 'Demo Agent Three' });
    for (const p of await agent.get<PayoutView[]>('/commission/payouts?perPage=100')) {
      if (p.status === 'requested') await agent.post(`/commission/payouts/${p.id}/cancel`, {});
      if (p.status === 'approved') await hq.post(`/commission/payouts/${p.id}/reject`, { reason: 'Closed by the e-invoicing browser test' });
    }
    await hq.post('/commission/adjust', { agentId: me.id, amount: 15_000, note: `E-invoicing browser test ${Date.now()}` });
    const payout = await agent.post<PayoutView>('/commission/request-payout', { amount: 15_000 });
    await hq.post(`/commission/payouts/${payout.id}/approve`, {});
    await hq.post(`/commission/payouts/${payout.id}/mark-paid`, { reference: `EINV-E2E-${payout.id}`, paidOn: today() });

    // The documents tab: this month's pending e-invoice, then Submit pending.
    await page.getByTestId('einvoicing-tab-documents').click();
    const row = page.getByTestId(`einvoicing-row-SB-${payout.id}`);
    await row.locator('[data-status=pending]').waitFor();
    await row.getByText(T.type['11']).waitFor();
    await page.getByTestId('einvoicing-submit').click();
    await row.locator('[data-status=valid]').waitFor({ timeout: 60_000 });
    const link = row.getByTestId('einvoicing-link');
    const href = await link.getAttribute('href');
    const now = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Kuala_Lumpur', year: 'numeric', month: 'numeric' }).formatToParts(new Date());
    const docs = await hq.get<EinvoiceDocumentView[]>(`/e-invoice/data?year=${now.find((p) => p.type === 'year')!.value}&month=${now.find((p) => p.type === 'month')!.value}&perPage=100`);
    const doc = docs.find((d) => d.codeNumber === `SB-${payout.id}`)!;
    expect(doc.status).to.equal('valid');
    expect(href).to.equal(doc.validationLink);
    expect(href).to.match(new RegExp(`/${doc.uuid}/share/${doc.longId}$`));
    await row.getByRole('button', { name: T.cancel }).waitFor();
    await page.screenshot({ path: 'test-results/e2e/einvoicing-console.png' });
    // The validation link opens the portal's page of the document.
    const portal = await page.request.get(href!);
    expect(portal.status()).to.equal(200);
    expect(await portal.text()).to.contain(`SB-${payout.id}`);
    // Within the 72 hours HQ cancels it, with a reason: the row shows it cancelled, and so does MyInvois.
    await row.getByRole('button', { name: T.cancel }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('einvoicing-reason').fill('Paid to the wrong account');
    await dialog.getByTestId('einvoicing-confirm-cancel').click();
    await row.locator('[data-status=cancelled]').waitFor();
    expect(await dialog.count()).to.equal(0);
    const cancelled = (await hq.get<EinvoiceDocumentView[]>(`/e-invoice/data?year=${now.find((p) => p.type === 'year')!.value}&month=${now.find((p) => p.type === 'month')!.value}&perPage=100`)).find(
      (d) => d.id === doc.id,
    )!;
    expect(cancelled.status).to.equal('cancelled');
    expect(cancelled.cancelledAt).to.be.a('string');
  });
});
