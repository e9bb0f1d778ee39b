import fs from 'node:fs';
import { expect } from 'chai';
import type { Download, Page } from 'playwright-core';
import type { PayoutView } from '../../common/commissions';
import type { EinvoiceDocumentView } from '../../common/einvoice';
import consoleEn from '../../admin/src/einvoicing/messages/en';
import { en as commissionEn } from '../../shop/src/i18n/commissions/en';
import { createCompany } from '../../server/modules/companies/service';
import { pdfText } from '../fulfilment/pdf';
import { apiAs, DEMO_PASSWORD, newPage, signIn, url } from './browser';
import { e2eServer } from './hooks';
import { HQ, setUpEinvoicing, signInToConsole } from './fixtures';

/**
 * E-invoice documents end to end (docs/einvoice.md, "PDF and the agent's copy"), against the
 * in-process MyInvois simulator: HQ marks an agent's payout paid in the console, presses "Submit
 * pending" on /e-invoicing, sees the self-billed e-invoice Valid and downloads its PDF; the agent
 * opens its payouts in the agent app on a phone, sees the e-invoice validated and downloads its
 * copy. Each PDF is checked to be a PDF holding the document's UUID and validation link (PDFKit's
 * text is uncompressed). And a company outside Malaysia: no E-invoicing in the console's menu and
 * every /e-invoice call answers 422.
 */
const AGENT = 'agent4@demo.test';
const T = consoleEn.einvoicing;
const S = commissionEn.shop.commission;
const klDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());
const thisMonth = () => {
  const parts = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Kuala_Lumpur', year: 'numeric', month: 'numeric' }).formatToParts(new Date());
  return { year: parts.find((p) => p.type === 'year')!.value, month: parts.find((p) => p.type === 'month')!.value };
};

/** The bytes of a download started by `click`. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; body: Buffer }> {
  const [download] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, void];
  return { name: download.suggestedFilename(), body: fs.readFileSync((await download.path())!) };
}

describe('E-invoice documents', () => {
  let restore: (() => Promise<void>) | null = null;
  after(async () => {
    await restore?.();
  });

  it('HQ pays a payout in the console, submits it and downloads the valid self-billed e-invoice; the agent downloads its copy next to the payout', async function () {
    this.timeout(300_000);
    const stamp = Date.now();
    const page = await newPage();
    const hq = await apiAs(page.request, HQ);
    const agent = await apiAs(page.request, AGENT);
    const me = await agent.get<{ id: number }>('/user/detail');

    // E-invoicing set up for the demo company (the setup screen has its own test, einvoicing.test.ts).
    await setUpEinvoicing(page, `documents-e2e-${stamp}`, 'documents-e2e-secret');

    // The agent's tax particulars, a bank account, and an approved request of RM 123.45. Its contact
    // details are put back afterwards: other browser tests rely on the demo agent having no phone.
    const users = () => e2eServer().platform.db('users').where({ id: me.id });
    const before = (await users().first('tin', 'identity_no', 'address1', 'city', 'postcode', 'state', 'phone_code', 'phone')) as Record<string, unknown>;
    restore = async () => void (await users().update(before));
    await users().update({
      tin: 'IG11223344551',
      identity_no: '910202105566',
      address1: '8 Jalan Melur',
      city: 'Petaling Jaya',
      postcode: '46000',
      state: 'Selangor',
      phone_code: '+60',
      phone: '129876543',
    });
    const holder = `Einvoice Holder ${stamp}`;
    const [bank] = await agent.get<{ code: string }[]>('/list-bank?country=MY');
    await agent.post('/user/bank-detail', { accBankCountry: 'MY', accBankCompany: bank!.code, accBankNumber: '1234567890', accBankName: holder });
    for (const p of await agent.get<PayoutView[]>('/commission/payouts?perPage=100')) {
      if (p.status === 'requested') await agent.post(`/commission/payouts/${p.id}/cancel`, {});
      if (p.status === 'approved') await hq.post(`/commission/payouts/${p.id}/reject`, { reason: 'Closed by the e-invoice documents browser test' });
    }
    await hq.post('/commission/adjust', { agentId: me.id, amount: 12_345, note: `E-invoice documents browser test ${stamp}` });
    const payout = await agent.post<PayoutView>('/commission/request-payout', { amount: 12_345 });
    await hq.post(`/commission/payouts/${payout.id}/approve`, {});

    // HQ marks it paid in the console's payout queue.
    await signInToConsole(page);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Payouts' }).click();
    await page.waitForURL(/\/admin\/commission-payout/);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Approved' }).click();
    const row = page.getByRole('row').filter({ hasText: holder });
    await row.locator('[data-status=approved]').waitFor();
    await row.getByRole('button', { name: 'Mark paid' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name=reference]').fill(`EDOC${stamp}`);
    await dialog.locator('input[name=paidOn]').fill(klDay());
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await dialog.waitFor({ state: 'detached' });
    const paid = await agent.get<PayoutView>(`/commission/payouts/${payout.id}`);
    expect(paid.status).to.equal('paid');
    expect(paid.einvoice).to.include({ status: 'pending', codeNumber: `SB-${payout.id}`, pdf: false });

    // /e-invoicing: pending, then "Submit pending" → Valid; the PDF action downloads the document.
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: T.menu }).click();
    await page.waitForURL(/\/admin\/e-invoicing$/);
    const doc = page.getByTestId(`einvoicing-row-SB-${payout.id}`);
    await doc.locator('[data-status=pending]').waitFor();
    await page.getByTestId('einvoicing-submit').click();
    await doc.locator('[data-status=valid]').waitFor({ timeout: 60_000 });
    const { year, month } = thisMonth();
    const listed = (await hq.get<EinvoiceDocumentView[]>(`/e-invoice/data?year=${year}&month=${month}&perPage=100`)).find((d) => d.codeNumber === `SB-${payout.id}`)!;
    expect(listed.status).to.equal('valid');
    const hqPdf = await downloaded(page, () => doc.getByRole('button', { name: T.pdf }).click());
    expect(hqPdf.name).to.equal(`SB-${payout.id}.pdf`);
    expect(hqPdf.body.subarray(0, 5).toString('latin1')).to.equal('%PDF-');
    const hqText = pdfText(hqPdf.body);
    expect(hqText).to.contain('Self-billed e-invoice');
    expect(hqText).to.contain(listed.uuid!);
    expect(hqText).to.contain(listed.validationLink!);
    expect(hqText).to.contain('Validated by LHDN MyInvois on');
    expect(hqText).to.contain('IG11223344551');
    await page.screenshot({ path: 'test-results/e2e/einvoice-documents-console.png' });

    // The agent, on a phone: its payouts show the e-invoice validated, with the download.
    const phone = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(phone, AGENT);
    await phone.goto(url('/commission/payout'));
    const mine = phone.getByTestId('payout-row').filter({ hasText: `EDOC${stamp}` });
    const einvoice = mine.getByTestId('payout-einvoice');
    await einvoice.getByText(S.einvoice.valid.replace('%{code}', `SB-${payout.id}`)).waitFor();
    expect(await einvoice.getAttribute('data-status')).to.equal('valid');
    const agentPdf = await downloaded(phone, () => einvoice.getByRole('button', { name: S.einvoice.download }).click());
    expect(agentPdf.name).to.equal(`SB-${payout.id}.pdf`);
    expect(agentPdf.body.subarray(0, 5).toString('latin1')).to.equal('%PDF-');
    const agentText = pdfText(agentPdf.body);
    expect(agentText).to.contain(listed.uuid!);
    expect(agentText).to.contain(listed.validationLink!);
    await phone.screenshot({ path: 'test-results/e2e/einvoice-documents-agent.png', fullPage: true });
  });

  it('a company outside Malaysia has no E-invoicing in the console menu and every /e-invoice call answers 422', async function () {
    this.timeout(120_000);
    const stamp = Date.now();
    const host = `indo-${stamp}.localhost`;
    const email = `hq@${host}`;
    await createCompany({ name: `PT Indo ${stamp}`, slug: `indo-${stamp}`, domains: [host], country: 'ID', hq: { email, password: DEMO_PASSWORD, firstName: 'Kantor', lastName: 'Pusat' } });
    const origin = `http://${host}:${new URL(e2eServer().url).port}`;
    const page = await newPage();
    await page.goto(`${origin}/login`);
    await signIn(page, email);
    await page.waitForURL(/\/admin\/?$/);
    const menu = page.locator('.RaSidebar-fixed');
    await menu.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    // Every section open: the Money section lists Payouts but not E-invoicing.
    for (const section of await menu.locator('[aria-expanded=false]').all()) await section.click();
    await menu.getByRole('menuitem', { name: 'Payouts' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: T.menu }).count()).to.equal(0);
    // The calls, with a token of the company's HQ, from the company's own origin (its host names the company).
    const token = await page.evaluate(
      async ({ email, password }) =>
        ((await (await fetch('/api/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })).json()) as { data: { token: string } }).data
          .token,
      { email, password: DEMO_PASSWORD },
    );
    // (No named functions inside: the test runner's compiler would wrap them in a helper the page lacks.)
    const calls: Array<[string, string]> = [
      ['GET', '/e-invoice/data?year=2026&month=1'],
      ['GET', '/e-invoice/settings'],
      ['POST', '/e-invoice/submit'],
      ['GET', '/e-invoice/1/pdf'],
    ];
    const answers = await page.evaluate(
      async ({ token, calls }) =>
        Promise.all(
          calls.map(async ([method, path]) => {
            const res = await fetch(`/api${path}`, {
              method,
              headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en', 'Content-Type': 'application/json' },
              body: method === 'GET' ? undefined : '{}',
            });
            return [path, res.status, ((await res.json()) as { meta: { message: string } }).meta.message] as const;
          }),
        ),
      { token, calls },
    );
    for (const [path, status, message] of answers) {
      expect(status, path).to.equal(422);
      expect(message, path).to.equal('LHDN e-invoicing applies to Malaysian companies only.');
    }
  });
});
