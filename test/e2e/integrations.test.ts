import fs from 'node:fs';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { apiAs, newPage, signIn } from './browser';
import { e2eServer } from './hooks';

/** A business day (Asia/Kuala_Lumpur) `offset` days from today, YYYY-MM-DD. */
const klDay = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date(Date.now() + offset * 86_400_000));

/** Signs HQ in and waits until the console has started (the session settled) before navigating. */
async function hqConsole(page: Page): Promise<void> {
  await signIn(page, 'hq@demo.test');
  await page.waitForURL(/\/admin\/?$/);
  await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Dashboard' }).waitFor();
}

/**
 * An agent's gateway top-up through the API, paid (or not) on the simulator's payment page as a
 * browser would: the page's Pay button sends the signed callback, then redirects to the agent app.
 */
async function topUp(email: string, amount: number, pay: boolean) {
  const payer = await newPage();
  const agent = await apiAs(payer.request, email);
  const bill = await agent.post<{ paymentId: number; billId: string; billUrl: string }>('/payment-gateway/topup', {
    amount,
    sessionId: `e2e-settle-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });
  if (pay) {
    await payer.goto(bill.billUrl);
    await payer.getByRole('button', { name: 'Pay' }).click();
    await payer.waitForURL(/\/topup\/(completed|pending-payment)/);
    // Paid once the callback (or the redirect) is applied.
    let status = '';
    for (let i = 0; i < 50 && status !== 'paid'; i++) {
      if (i) await payer.waitForTimeout(200);
      status = (await agent.get<{ status: string }>(`/payment-gateway/payments/${bill.paymentId}`)).status;
    }
    expect(status, 'the top-up is paid').to.equal('paid');
  }
  return bill;
}

describe('Integrations console', () => {
  it('when HQ sets up the payment gateway, then a refused key is shown on its field, good credentials show it active with the key masked, a masked key is kept on edit, and Disable turns it off', async () => {
    const stamp = Date.now().toString(36);
    const account = { apiKey: `e2e-key-${stamp}-9F3K`, collectionId: `e2ecoll${stamp}`, xSignatureKey: `e2e-x-${stamp}-77QZ` };
    e2eServer().simulator!.addAccount(account);

    const page = await newPage();
    await hqConsole(page);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Integrations' }).click();
    await page.waitForURL(/\/admin\/integration$/);

    // Three sections: the gateway, the wallet and the couriers, each card with its status.
    const sections = page.getByRole('heading', { level: 2 });
    await page.getByTestId('integration-section-courier').waitFor();
    expect(await sections.allInnerTexts()).to.deep.equal(['Payment gateway', 'Payment wallet', 'Couriers']);
    const couriers = page.getByTestId('integration-section-courier');
    await couriers.getByTestId('integration-courier_poslaju').waitFor();
    expect(await couriers.locator('[data-testid^="integration-courier_"]').count()).to.equal(5);
    // The wallet's fields, with their labels (the bank a list of the company's banks).
    await page
      .getByTestId('integration-payment_wallet')
      .getByRole('button', { name: /^(Set up|Edit)$/ })
      .click();
    const walletDialog = page.getByRole('dialog');
    for (const label of ['ID number', 'User name', 'Bank', 'Account number']) await walletDialog.getByLabel(label).first().waitFor();
    await walletDialog.getByRole('button', { name: 'Cancel' }).click();
    await walletDialog.waitFor({ state: 'detached' });

    const card = page.getByTestId('integration-payment_gateway');
    await card.getByRole('button', { name: /^(Set up|Edit)$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^(Set up|Edit) Payment gateway \(Billplz\)$/).waitFor();
    expect(await dialog.locator('input[name=apiKey]').getAttribute('type')).to.equal('password');
    expect(await dialog.locator('input[name=xSignatureKey]').getAttribute('type')).to.equal('password');
    expect(await dialog.locator('input[name=collectionId]').getAttribute('type')).to.equal('text');

    // A key the gateway refuses: the server's 422 sits on the key field, the dialog stays open.
    await dialog.locator('input[name=apiKey]').fill(`wrong-${stamp}`);
    await dialog.locator('input[name=collectionId]').fill(account.collectionId);
    await dialog.locator('input[name=xSignatureKey]').fill(account.xSignatureKey);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForFunction(() => document.querySelector('input[name=apiKey]')?.getAttribute('aria-invalid') === 'true');
    await dialog.getByText('The payment gateway refused this API key.').waitFor();

    // An unknown collection: the 422 sits on the collection field.
    await dialog.locator('input[name=apiKey]').fill(account.apiKey);
    await dialog.locator('input[name=collectionId]').fill(`nope-${stamp}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForFunction(() => document.querySelector('input[name=collectionId]')?.getAttribute('aria-invalid') === 'true');
    await dialog.getByText('The payment gateway does not know this collection ID for this API key.').waitFor();

    // Good credentials: saved, active, the key shown only as its last 4 characters.
    await dialog.locator('input[name=collectionId]').fill(account.collectionId);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.locator('[data-status=active]').waitFor();
    expect(await card.getByTestId('integration-status').innerText()).to.equal('Active');
    expect(await card.getByTestId('integration-value-apiKey').innerText()).to.equal('••••9F3K');
    expect(await card.getByTestId('integration-value-xSignatureKey').innerText()).to.equal('••••77QZ');
    expect(await card.getByTestId('integration-value-collectionId').innerText()).to.equal(account.collectionId);
    expect(await card.innerText()).to.not.contain(account.apiKey);

    // Edit with the masked key left as it is: the stored key is kept (the gateway still accepts it).
    await card.getByRole('button', { name: 'Edit' }).click();
    expect(await dialog.locator('input[name=apiKey]').inputValue()).to.equal('••••9F3K');
    await dialog.getByText('Leave as shown to keep the saved value.').first().waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.locator('[data-status=active]').waitFor();
    const hq = await apiAs(page.request, 'hq@demo.test');
    const config = await hq.get<{ type: string; setup: { id: number; status: string; values: Record<string, string> } | null }[]>('/integration/setup/config');
    const gateway = config.find((t) => t.type === 'payment_gateway')!;
    expect(gateway.setup!.status).to.equal('active');
    expect(gateway.setup!.values.apiKey).to.equal('••••9F3K');

    // Disable, after the confirmation.
    await card.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('dialog').getByText('Disable Payment gateway (Billplz)?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    await card.locator('[data-status=disabled]').waitFor();
    expect(await card.getByTestId('integration-status').innerText()).to.equal('Disabled');
    expect(await card.getByRole('button', { name: 'Disable' }).count()).to.equal(0);
    const after = await hq.get<{ type: string; setup: { status: string } | null }[]>('/integration/setup/config');
    expect(after.find((t) => t.type === 'payment_gateway')!.setup!.status).to.equal('disabled');
  });

  it('when an agent paid a top-up through the gateway, then HQ finds it in the settlement report, filters by status and downloads the CSV', async () => {
    const paid = await topUp('agent4@demo.test', 1234, true);
    const pending = await topUp('agent4@demo.test', 4321, false);
    const page = await newPage();

    await hqConsole(page);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Settlement report' }).click();
    await page.waitForURL(/\/admin\/settlement-report/);

    const paidRow = page.getByRole('row').filter({ has: page.locator('td.column-id', { hasText: new RegExp(`^${paid.paymentId}$`) }) });
    const pendingRow = page.getByRole('row').filter({ has: page.locator('td.column-id', { hasText: new RegExp(`^${pending.paymentId}$`) }) });
    await paidRow.waitFor();
    await pendingRow.waitFor();
    await paidRow.getByText('Paid').waitFor();
    // What the payer paid and what the wallet received (no fee on the company's own account here): the same figure twice.
    await paidRow.getByText('RM 12.34').first().waitFor();
    await paidRow.getByText('Top-up').waitFor();
    await paidRow.getByText('Devi').waitFor();
    await pendingRow.getByText('Pending').waitFor();
    await page.getByTestId('settlement-summary-count').waitFor();

    // Status filter: only paid payments.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Paid' }).click();
    await page.waitForURL(/status/);
    await paidRow.waitFor();
    await pendingRow.waitFor({ state: 'detached' });
    const statuses = await page.locator('td.column-status [data-status]').evaluateAll((chips) => chips.map((c) => c.getAttribute('data-status')));
    expect(statuses.length).to.be.greaterThan(0);
    expect(new Set(statuses)).to.deep.equal(new Set(['paid']));
    expect(await page.getByTestId('settlement-summary-pending').getByTestId('value').innerText()).to.equal('0');

    // The CSV of the same view: BOM, a header row and the paid top-up; the pending one is not in it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).to.match(/\.csv$/);
    const raw = fs.readFileSync((await download.path())!, 'utf8');
    expect(raw.charCodeAt(0)).to.equal(0xfeff);
    const lines = raw.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).to.match(/^Date,Payment ID,Bill ID,Purpose,Order number,Agent ID,Agent,Status,Payment method,Currency,Amount \(minor units\),/);
    const line = lines.find((l) => l.includes(`,${paid.paymentId},${paid.billId},`));
    expect(line, 'the paid top-up in the CSV').to.be.a('string');
    expect(line).to.match(/,topup,.*,Devi Agent,paid,.*,MYR,1234,/);
    expect(lines.some((l) => l.includes(`,${pending.paymentId},${pending.billId},`))).to.equal(false);
    expect(lines.slice(1).every((l) => /,paid,/.test(l))).to.equal(true);

    // Dates are Kuala Lumpur days: up to yesterday leaves today's top-up out, up to today brings it back.
    await page.locator('input[name=dateTo]').fill(klDay(-1));
    await paidRow.waitFor({ state: 'detached' });
    await page.locator('input[name=dateTo]').fill(klDay(0));
    await paidRow.waitFor();

    // A search that matches nothing: the empty state.
    await page.locator('input[name=q]').fill(`nothing-${Date.now()}`);
    await page.getByText('No Data Found!').waitFor();
  });
});
