import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import type { EinvoiceDocumentView } from '../../common/einvoice';
import type { InvoiceDoc } from '../../common/fulfilment';
import { formatMoney } from '../../common/money';
import { pdfPages, pdfText } from '../fulfilment/pdf';
import { apiAs, newPage, url } from './browser';
import { HQ, orderSetup, placeHqOrder, signInToConsole, type PlacedOrder } from './fixtures';

const SHOTS = path.resolve(__dirname, '../../test-results/e2e');

/** Through the API: a product, a courier and two paid, approved courier orders of agent5 that HQ sells (receiver `Packer<stamp>`). */
async function ordersToShip(page: Page, stamp: number): Promise<PlacedOrder[]> {
  const setup = await orderSetup(page, {
    stamp,
    product: { category: 'E2E Docs', name: 'E2E Docs Lotion', sku: 'E2E-DOC', price: 3_150 },
    courier: 'E2E Docs Courier',
    service: 'Express',
    shippingPrice: 700,
    receiver: { addrTitle: 'E2E docs', firstName: 'Packer', lastName: 'Docs', phoneNumber: '198765432', address1: '7 Jalan Cetak' },
  });
  const orders: PlacedOrder[] = [];
  for (const quantity of [4, 5]) orders.push(await placeHqOrder(setup, { quantity, paid: true, approved: true }));
  expect(orders.map((o) => o.stage)).to.deep.equal(['to_ship', 'to_ship']);
  expect(orders.every((o) => /^INV\d{6}$/.test(o.invoiceNo ?? ''))).to.equal(true);
  return orders;
}

/** The downloaded file of a click on "Download PDF". */
async function downloadPdf(page: Page): Promise<{ name: string; pdf: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-pdf').click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), pdf: fs.readFileSync(file!) };
}

describe('Fulfilment documents', () => {
  it('HQ prints an invoice from the order (the PDF holds the invoice number and grand total), packing lists for two ticked orders, designs a label template and opens the shipping documents', async () => {
    const stamp = Date.now();
    const page = await newPage({ acceptDownloads: true });
    const [first, second] = await ordersToShip(page, stamp);
    // The browser's print dialog is replaced by a marker (headless Chromium has none).
    await page.addInitScript(() => {
      window.print = () => {
        (window as unknown as { printedPages: number }).printedPages = ((window as unknown as { printedPages?: number }).printedPages ?? 0) + 1;
      };
    });
    await signInToConsole(page);

    // The order's documents: the invoice page, then its PDF.
    await page.goto(url(`/admin/manage-orders/order-details?id=${first!.id}`));
    await page.getByTestId('order-no').getByText(first!.orderNo).waitFor();
    const documents = page.getByTestId('order-documents');
    await documents.locator('[data-field=invoiceNo]').getByText(first!.invoiceNo!).waitFor();
    await documents.locator('[data-field=printedInvoice]').getByText('not printed').waitFor();
    await page.getByTestId('open-invoice').click();
    await page.waitForURL(/\/admin\/manage-orders\/order-details\/invoice\?id=/);
    const invoice = page.locator(`[data-invoice="${first!.invoiceNo}"]`);
    await invoice.locator('[data-field=invoiceNo]').getByText(first!.invoiceNo!).waitFor();
    const total = formatMoney(first!.grandTotal, 'MYR');
    await invoice.locator('[data-amount=grandTotal]').getByText(total).waitFor();
    await invoice.getByText(`Packer${stamp} Docs`).first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'fulfilment-invoice.png'), fullPage: true });
    const { name, pdf } = await downloadPdf(page);
    expect(name).to.equal(`${first!.invoiceNo}.pdf`);
    expect(pdf.subarray(0, 5).toString()).to.equal('%PDF-');
    const text = pdfText(pdf);
    expect(text).to.contain(first!.invoiceNo!);
    expect(text).to.contain(total);
    expect(text).to.contain(first!.orderNo);
    expect(pdfPages(pdf)).to.equal(1);
    // The print is recorded and shown on the order.
    await page.goto(url(`/admin/manage-orders/order-details?id=${first!.id}`));
    await page
      .getByTestId('order-documents')
      .locator('[data-field=printedInvoice]')
      .getByText(/^printed /)
      .waitFor();

    // Packing lists for the two ticked orders of the list.
    await page.goto(url('/admin/manage-orders'));
    await page.getByPlaceholder('Search').fill(`Packer${stamp}`);
    // The list writes its (debounced) search into the address; leaving before that, it would come back.
    await page.waitForURL((u) => decodeURIComponent(u.search).includes(`Packer${stamp}`));
    const firstRow = page.getByRole('row').filter({ hasText: first!.orderNo });
    const secondRow = page.getByRole('row').filter({ hasText: second!.orderNo });
    await firstRow.waitFor();
    await secondRow.waitFor();
    await firstRow.locator('[data-printed=invoice][data-done=yes]').waitFor();
    await firstRow.getByRole('checkbox').check();
    await secondRow.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Print packing lists' }).click();
    await page.waitForURL(/\/admin\/packing-list\?ids=/);
    await page.locator(`[data-testid=packing-list][data-order="${first!.orderNo}"]`).waitFor();
    await page.locator(`[data-testid=packing-list][data-order="${second!.orderNo}"]`).waitFor();
    await page.getByTestId('print').click();
    await page.getByText('Print recorded.').waitFor();
    expect(await page.evaluate(() => (window as unknown as { printedPages?: number }).printedPages)).to.equal(1);
    const packing = await downloadPdf(page);
    expect(pdfPages(packing.pdf)).to.equal(2);
    expect(pdfText(packing.pdf)).to.contain(second!.orderNo);
    const hq = await apiAs(page.request, HQ);
    for (const order of [first!, second!]) {
      const printed = (await hq.get<{ printed: { packingList: string | null } }>(`/manage-orders/${order.id}`)).printed;
      expect(printed.packingList, order.orderNo).to.be.a('string');
    }

    // A label template on A6 without the sender, made the default; then the labels of both orders.
    await page.goto(url('/admin/shipping-template'));
    await page.getByTestId('template-new').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('template-name').fill(`A6 docs ${stamp}`);
    await dialog.getByLabel('Paper').click();
    await page.getByRole('option', { name: 'A6 (105 × 148 mm)' }).click();
    await dialog.locator('[data-field=sender]').uncheck();
    await dialog.getByLabel('Default template').check();
    await dialog.getByTestId('template-preview').getByTestId('barcode').waitFor();
    await dialog.getByTestId('template-save').click();
    await page.getByText('Shipping template created.').waitFor();
    const row = page.locator(`[data-template="A6 docs ${stamp}"]`);
    await row.getByTestId('default-chip').waitFor();

    await page.goto(url(`/admin/shipping-doc?ids=${first!.id},${second!.id}`));
    const label = page.locator(`[data-testid=label][data-order="${first!.orderNo}"]`);
    await label.getByText(`Packer${stamp} Docs`).waitFor();
    await label.getByTestId('barcode').waitFor();
    expect(await label.getByText('FROM').count()).to.equal(0);
    await page.locator(`[data-testid=label][data-order="${second!.orderNo}"]`).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'fulfilment-labels.png'), fullPage: true });
    const labels = await downloadPdf(page);
    expect(pdfPages(labels.pdf)).to.equal(2);
    expect(labels.pdf.toString('latin1')).to.contain('/MediaBox [0 0 297.637');
    expect(pdfText(labels.pdf)).to.contain(`Packer${stamp} Docs`);
  });

  it("the invoice of an order with an e-invoice (the demo's HQ orders of agents with a TIN) shows its UUID, validation link and the link's QR code", async () => {
    const page = await newPage();
    const hq = await apiAs(page.request, HQ);
    // The demo sends the HQ orders of agent1 and agent2 (TINs on their profiles) to the local MyInvois: one of them, Valid.
    const months = [0, 1, 2].map((back) => {
      const d = new Date();
      d.setUTCDate(1);
      d.setUTCMonth(d.getUTCMonth() - back);
      return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
    });
    let own: EinvoiceDocumentView | undefined;
    for (const { year, month } of months) {
      own ??= (await hq.get<EinvoiceDocumentView[]>(`/e-invoice/data?year=${year}&month=${month}&perPage=100`)).find((d) => d.sourceType === 'order' && d.type === '01' && d.status === 'valid');
    }
    expect(own, 'a valid e-invoice of a demo order').to.not.equal(undefined);
    const link = own!.validationLink!;
    expect(link).to.contain(own!.uuid!);
    const [inv] = await hq.get<InvoiceDoc[]>(`/fulfilment/invoices?ids=${own!.sourceId}`);
    expect(inv!.einvoice).to.deep.equal({ uuid: own!.uuid, link });

    await signInToConsole(page);
    await page.goto(url(`/admin/manage-orders/order-details/invoice?id=${own!.sourceId}`));
    const foot = page.locator(`[data-invoice="${inv!.invoiceNo}"]`).getByTestId('invoice-einvoice');
    await foot.getByText('E-invoice validated by LHDN MyInvois').waitFor();
    expect(await foot.locator('[data-field=einvoiceUuid]').textContent()).to.equal(own!.uuid);
    expect(await foot.locator('[data-field=einvoiceLink]').getAttribute('href')).to.equal(link);
    const qr = foot.getByTestId('invoice-einvoice-qr');
    await qr.waitFor();
    // The QR code drawn on a canvas three times its size and read back: it holds the validation link.
    const side = 330;
    const pixels = await qr.evaluate(async (img: HTMLImageElement, size: number) => {
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = size;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#fff';
      g.fillRect(0, 0, size, size);
      g.drawImage(img, 0, 0, size, size);
      return Array.from(g.getImageData(0, 0, size, size).data);
    }, side);
    expect(jsQR(Uint8ClampedArray.from(pixels), side, side)?.data).to.equal(link);
    await page.screenshot({ path: path.join(SHOTS, 'fulfilment-invoice-einvoice.png'), fullPage: true });
  });
});
