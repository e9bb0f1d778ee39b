import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { newPage, url } from './browser';
import { orderSetup, placeHqOrder, signInToConsole, type PlacedOrder } from './fixtures';

const SHOTS = path.resolve(__dirname, '../../test-results/e2e');

/** Through the API: HQ stocks a product and a courier and places a paid courier order for agent5, then approves it (to ship). */
async function orderToShip(page: Page, stamp: number): Promise<PlacedOrder> {
  const setup = await orderSetup(page, {
    stamp,
    product: { category: 'E2E Tracking', name: 'E2E Tracking Lotion', sku: 'E2E-TRK' },
    courier: 'E2E Tracking Courier',
    receiver: { firstName: 'Tracked', lastName: 'Receiver' },
  });
  const ready = await placeHqOrder(setup, { quantity: 5, paid: true, approved: true });
  expect(ready.stage).to.equal('to_ship');
  return ready;
}

describe('Bulk tracking console', () => {
  it('when HQ downloads the sample and uploads a CSV with one good and one bad row, then the job is done, the bad row shows why and the order is in delivery', async () => {
    const stamp = Date.now();
    const page = await newPage({ acceptDownloads: true });
    const order = await orderToShip(page, stamp);

    await signInToConsole(page);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Bulk tracking' }).click();
    await page.waitForURL(/\/admin\/bulk-tracking$/);
    await page.getByText('Upload tracking numbers').waitFor();

    // The sample file.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sample-csv').click()]);
    expect(download.suggestedFilename()).to.equal('bulk-tracking-sample.csv');
    const sample = fs.readFileSync((await download.path())!, 'utf8');
    expect(sample.replace(/^\ufeff/, '').split('\r\n')[0]).to.equal('Order No,Tracking No');
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sample-xlsx').click()]);
    expect(xlsx.suggestedFilename()).to.equal('bulk-tracking-sample.xlsx');
    expect(
      fs
        .readFileSync((await xlsx.path())!)
        .subarray(0, 2)
        .toString('latin1'),
    ).to.equal('PK');

    // Upload: one good row and one unknown order.
    const bad = `SO-NOPE-${stamp}`;
    const csv = `Order No,Tracking No\r\n${order.orderNo},EM${stamp}MY\r\n${bad},XX1\r\n`;
    await page.getByTestId('tracking-file-input').setInputFiles({ name: `tracking-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page
      .getByTestId('tracking-file-name')
      .filter({ hasText: `tracking-${stamp}.csv` })
      .waitFor();
    await page.getByTestId('tracking-upload').click();
    await page.getByText('File uploaded. Its rows are being processed.').waitFor();

    // The page refreshes by itself until the job is done.
    const detail = page.getByTestId('tracking-job-detail');
    await detail.locator('[data-status=done]').waitFor();
    await detail.getByTestId('tracking-job-counts').filter({ hasText: '2 rows: 1 updated, 1 failed, 0 waiting' }).waitFor();
    const failed = detail.getByTestId('tracking-failures').locator('[data-row-no="3"]');
    await failed.getByText(bad).waitFor();
    await failed.getByText('Order not found.').waitFor();
    const row = page.getByTestId('tracking-jobs').locator('tr', { hasText: `tracking-${stamp}.csv` });
    await row.locator('[data-status=done]').waitFor();
    expect(await row.locator('[data-field=okRows]').innerText()).to.equal('1');
    expect(await row.locator('[data-field=failedRows]').innerText()).to.equal('1');
    await page.getByTestId('tracking-refresh').click();
    await row.locator('[data-status=done]').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'bulk-tracking-done.png'), fullPage: true });

    // The order is in delivery with its tracking number.
    await page.goto(url(`/admin/manage-orders/order-details?id=${order.id}`));
    await page.getByTestId('order-no').getByText(order.orderNo).waitFor();
    await page.locator('[data-field=stage]').getByText('Delivery').waitFor();
    await page
      .locator('[data-field=trackingNo]')
      .filter({ hasText: `EM${stamp}MY` })
      .waitFor();
  });
});
