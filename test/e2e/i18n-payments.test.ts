import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { Company } from '../../server/modules/companies/models';
import { User } from '../../server/modules/users/models';
import { newPage, signIn, url } from './browser';

/**
 * The payment and fulfilment screens in Malay (agent app) and Indonesian (console): the language is chosen in
 * the app's language menu, which saves it to the account, so each test puts the account back to
 * English whatever happens (other tests sign in to the same accounts).
 */
const AGENT = 'agent3@demo.test';
const HQ = 'hq@demo.test';

async function backToEnglish(email: string): Promise<void> {
  const company = (await Company.query().findOne({ slug: 'demo' }))!;
  await User.of({ companyId: company.id }).where({ email }).patch({ lang: 'en' });
}

/** Opens a console page by its address and waits for its title in the app bar. */
async function openConsole(page: Page, pathname: string, title: string): Promise<void> {
  await page.goto(url(`/admin${pathname}`));
  await page.waitForURL((u) => u.pathname === `/admin${pathname}`);
  await page.locator('#react-admin-title').getByText(title, { exact: true }).waitFor();
}

describe('Languages of payments, integrations and fulfilment', () => {
  it('when an agent switches the agent app to Bahasa Melayu, then the wallet page shows Malay texts and Malay money and dates', async () => {
    try {
      const page = await newPage();
      await signIn(page, AGENT);
      await page.getByTestId('language-menu').click();
      await page.getByRole('menuitem', { name: 'Bahasa Melayu' }).click();
      await page.getByRole('link', { name: 'Papan pemuka' }).waitFor();

      await page.goto(url('/wallet'));
      await page.getByRole('heading', { level: 1, name: 'Dompet saya' }).waitFor();
      await page.getByText('Baki kredit', { exact: true }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Tambah nilai' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Transaksi' }).waitFor();
      expect(await page.getByTestId('wallet-balance').textContent()).to.match(/^RM \d{1,3}(,\d{3})*\.\d{2}$/);
      // The top-up form (the demo company's gateway is the simulator): label and hint in Malay.
      await page.getByTestId('topup-form').waitFor();
      await page.getByLabel('Jumlah').first().waitFor();
      await page.getByText('Daripada RM 1.00 hingga RM 30,000.00.').waitFor();
      await page.getByTestId('topup-submit').click();
      await page.getByText('Masukkan jumlah.').waitFor();
      // Either the ledger in Malay or its empty state ("No Data Found!").
      await page
        .getByRole('columnheader', { name: 'Tarikh' })
        .or(page.getByTestId('no-data').getByText('Tiada Data Ditemui!', { exact: true }))
        .waitFor();
      expect(await page.locator('html').getAttribute('lang')).to.equal('ms');
    } finally {
      await backToEnglish(AGENT);
    }
  });

  it('when HQ switches the console to Bahasa Indonesia, then integrations, the settlement report, bulk tracking and shipping templates are in Indonesian', async () => {
    try {
      const page = await newPage();
      await signIn(page, HQ);
      const menu = page.locator('.RaSidebar-fixed');
      await menu.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
      await page
        .getByRole('button', { name: /language|English/i })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
      await menu.getByRole('menuitem', { name: 'Dasbor' }).waitFor();
      await menu.getByRole('menuitem', { name: 'Integrasi' }).waitFor();
      await menu.getByRole('menuitem', { name: 'Laporan penyelesaian' }).waitFor();
      await menu.getByRole('menuitem', { name: 'Resi massal' }).waitFor();
      await menu.getByRole('menuitem', { name: 'Templat pengiriman' }).waitFor();

      // /integration: sections, statuses and actions in Indonesian (no "Payment gateway" left).
      await openConsole(page, '/integration', 'Integrasi');
      await page.getByTestId('integration-section-courier').waitFor();
      expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).to.deep.equal(['Gerbang pembayaran', 'Dompet pembayaran', 'Kurir']);
      await page.getByTestId('integration-payment_gateway').getByRole('heading', { name: 'Gerbang pembayaran (Billplz)' }).waitFor();
      const wallet = page.getByTestId('integration-payment_wallet');
      expect(await wallet.getByTestId('integration-status').textContent()).to.be.oneOf(['Belum diatur', 'Aktif', 'Dinonaktifkan']);
      await wallet.getByRole('button', { name: /^(Atur|Ubah)$/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: /^(Atur|Ubah) Dompet pembayaran$/ }).waitFor();
      await dialog.getByLabel('Nomor rekening').first().waitFor();
      await dialog.getByRole('button', { name: 'Batal' }).click();
      await dialog.waitFor({ state: 'detached' });

      // /settlement-report: the summary, the download and the filters in Indonesian.
      await openConsole(page, '/settlement-report', 'Laporan penyelesaian');
      await page.getByTestId('settlement-summary-gross').getByText('Dibayar pembayar').waitFor();
      expect(await page.getByTestId('settlement-summary-gross').getByTestId('value').textContent()).to.match(/^RM \d/);
      await page.getByTestId('settlement-summary-net').getByText('Bersih untuk perusahaan').waitFor();
      await page.getByRole('button', { name: 'Unduh CSV' }).waitFor();
      await page.getByLabel('Dari tanggal').waitFor();
      await page
        .getByRole('columnheader', { name: 'Metode pembayaran' })
        .or(page.getByTestId('no-data').getByText('Data Tidak Ditemukan!', { exact: true }))
        .waitFor();

      // /bulk-tracking: the upload card and the jobs in Indonesian.
      await openConsole(page, '/bulk-tracking', 'Resi massal');
      await page.getByRole('heading', { name: 'Unggah nomor resi' }).waitFor();
      await page.getByText('Pilih berkas', { exact: true }).waitFor();
      await page.getByTestId('tracking-file-name').getByText('Belum ada berkas').waitFor();
      await page.getByRole('button', { name: 'Unggah', exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Unggahan', exact: true }).waitFor();
      await page
        .getByRole('columnheader', { name: 'Berkas' })
        .or(page.getByTestId('no-data').getByText('Data Tidak Ditemukan!', { exact: true }))
        .waitFor();

      // /shipping-template: the list or its empty state, and the editor with its preview in Indonesian.
      await openConsole(page, '/shipping-template', 'Templat pengiriman');
      await page
        .getByRole('columnheader', { name: 'Kertas' })
        .or(page.getByTestId('no-data').getByText('Data Tidak Ditemukan!', { exact: true }))
        .waitFor();
      await page.getByTestId('template-new').click();
      const editor = page.getByRole('dialog');
      await editor.getByRole('heading', { name: 'Templat baru' }).waitFor();
      await editor.getByLabel('Kode batang resi (Code 128)').waitFor();
      await editor.getByLabel('Templat utama').waitFor();
      await editor.getByTestId('template-preview').getByText('Titipkan di pos satpam').waitFor();
      await editor.getByTestId('template-preview').getByText('KEPADA', { exact: true }).waitFor();
      await editor.getByRole('button', { name: 'Batal' }).click();
    } finally {
      await backToEnglish(HQ);
    }
  });
});
