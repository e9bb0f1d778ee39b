import { expect } from 'chai';
import { newPage, signIn, url } from './browser';

/** A business day (Asia/Kuala_Lumpur) `offset` days from today, YYYY-MM-DD. */
const day = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date(Date.now() + offset * 86_400_000));

describe('Vouchers console', () => {
  it('when HQ creates a voucher, then it shows under Ongoing, can be edited, a taken code is refused beside its field, and its history starts empty', async () => {
    const page = await newPage();
    await signIn(page, 'hq@demo.test');
    await page.waitForURL(/\/admin\/?$/);
    await page.getByRole('menuitem', { name: 'Vouchers' }).click();
    await page.waitForURL(/\/admin\/voucher(\?.*)?$/);

    await page.getByRole('link', { name: 'New voucher' }).click();
    await page.waitForURL(/\/admin\/voucher\/new$/);
    await page.locator('input[name=voucherName]').fill('E2E Raya');
    await page.locator('input[name=voucherCode]').fill('e2e-raya');
    await page.locator('input[name=voucherDisc]').fill('5');
    await page.locator('input[name=voucherMinPurchase]').fill('50');
    await page.locator('input[name=voucherQuota]').fill('20');
    expect(await page.locator('input[name=voucherStartDate]').inputValue()).to.equal(day(0));
    await page.locator('input[name=voucherStopDate]').fill(day(10));
    await page.getByLabel('Free shipping').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/voucher(\?.*)?$/);

    await page.getByTestId('voucher-tab-ongoing').click();
    const row = page.getByRole('row').filter({ hasText: 'E2E-RAYA' });
    await row.waitFor();
    await row.getByText('RM 5.00').waitFor();
    await row.getByText('0 of 20 used, 20 left').waitFor();
    await row.getByText('Ongoing').waitFor();
    await row.getByText('Min. RM 50.00').waitFor();
    await page.getByTestId('voucher-tab-upcoming').click();
    await page.getByText('No vouchers here yet.').waitFor();

    // Edit: a percentage now, typed as 12.5 and kept in basis points.
    await page.getByTestId('voucher-tab-ongoing').click();
    await row.getByText('E2E Raya').click();
    await page.waitForURL(/\/admin\/voucher\/edit\?id=\d+$/);
    expect(await page.locator('input[name=voucherDisc]').inputValue()).to.equal('5');
    await page.getByLabel('Percentage').check();
    await page.locator('input[name=voucherDisc]').fill('12.5');
    await page.locator('input[name=voucherQuota]').fill('30');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/voucher(\?.*)?$/);
    const edited = page.getByRole('row').filter({ hasText: 'E2E-RAYA' });
    await edited.getByText('12.5 %').waitFor();
    await edited.getByText('0 of 30 used, 30 left').waitFor();

    // A second voucher with the same code (another case): the server's answer sits beside the code.
    await page.goto(url('/admin/voucher/new'));
    await page.locator('input[name=voucherName]').fill('Copy');
    await page.locator('input[name=voucherCode]').fill('E2E-raya');
    await page.locator('input[name=voucherDisc]').fill('1');
    await page.locator('input[name=voucherQuota]').fill('1');
    await page.locator('input[name=voucherStopDate]').fill(day(1));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Another voucher already uses this code.').waitFor();
    expect(await page.locator('input[name=voucherCode]').getAttribute('aria-invalid')).to.equal('true');
    expect(page.url()).to.match(/\/admin\/voucher\/new$/);

    // The voucher's history, from its row: nothing used yet.
    await page.goto(url('/admin/voucher'));
    await page.getByRole('row').filter({ hasText: 'E2E-RAYA' }).getByRole('link', { name: 'History' }).click();
    await page.waitForURL(/\/admin\/voucher\/history\?/);
    await page.getByTestId('voucher-history-empty').waitFor();
    expect(await page.getByTestId('voucher-history-empty').textContent()).to.equal('No voucher has been used yet.');
  });
});
