import { expect } from 'chai';
import { Company } from '../../server/modules/companies/models';
import { User } from '../../server/modules/users/models';
import type { Page } from 'playwright-core';
import { newPage, signIn, url } from './browser';

/** The languages whose console texts (the texts-<lang> chunks) the page downloads, in order. */
function textDownloads(page: Page): string[] {
  const langs: string[] = [];
  page.on('request', (request) => {
    const lang = /\/admin\/assets\/texts-(en|id|ms)-[^/]*\.js$/.exec(request.url())?.[1];
    if (lang) langs.push(lang);
  });
  return langs;
}

/** The demo accounts these tests save a language to; other suites sign in to them expecting English. */
const ACCOUNTS = ['agent4@demo.test', 'hq@demo.test'];

describe('Languages', () => {
  // Back to English whatever happened in the test, failed ones included.
  afterEach(async () => {
    const demo = (await Company.query().findOne({ slug: 'demo' }))!;
    await User.of({ companyId: demo.id }).whereIn('email', ACCOUNTS).patch({ lang: 'en' });
  });

  it('when Bahasa Melayu and then Bahasa Indonesia are chosen, then the texts and server messages follow and the choice is saved', async () => {
    const page = await newPage();
    await page.goto(url('/login'));
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'Bahasa Melayu' }).click();
    await page.getByRole('heading', { name: 'Selamat kembali' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).to.equal('ms');

    await page.locator('input[name=email]').fill('agent4@demo.test');
    await page.locator('input[name=password]').fill('Salah@12345');
    await page.getByRole('button', { name: 'Log masuk' }).click();
    await page.getByText('E-mel atau kata laluan tidak betul.').waitFor();

    await signIn(page, 'agent4@demo.test');
    await page.getByRole('heading', { name: 'Selamat datang, Devi Agent' }).waitFor();
    await page.getByRole('link', { name: 'Papan pemuka' }).waitFor();

    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
    await page.getByRole('link', { name: 'Dasbor' }).waitFor();
    await page.getByRole('link', { name: 'Profil saya' }).waitFor();

    // A browser without a choice of its own takes the language saved to the account.
    const other = await newPage();
    await signIn(other, 'agent4@demo.test');
    await other.getByRole('link', { name: 'Dasbor' }).waitFor();
  });

  it('when HQ switches the console to Bahasa Melayu, then react-admin and the console texts change, downloading only the texts of the languages used', async () => {
    const page = await newPage();
    const texts = textDownloads(page);
    await signIn(page, 'hq@demo.test');
    await page.getByRole('heading', { name: 'Welcome, Demo HQ' }).waitFor();
    expect(texts).to.deep.equal(['en']);
    await page
      .getByRole('button', { name: /language|English/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Bahasa Melayu' }).click();
    await page.getByRole('menuitem', { name: 'Papan pemuka' }).waitFor();
    expect(texts).to.deep.equal(['en', 'ms']);
    await page.getByRole('menuitem', { name: 'Ejen', exact: true }).click();
    await page.getByRole('columnheader').getByText('Nama', { exact: true }).waitFor();
    await page.getByRole('columnheader', { name: 'Nama pengguna' }).waitFor();
    await page.getByText('Tahap').first().waitFor();

    // React-admin's error page in Malay (ra-language-malay has Indonesian "Ada yang salah").
    await page.route(/\/assets\/CompanyPage-[^/]*\.js$/, (route) => route.abort());
    await page.goto(url('/admin/company'));
    await page.locator('.RaError-title').getByText('Berlaku ralat').waitFor();

    // Another browser opens the console in the language saved to the account.
    const other = await newPage();
    await signIn(other, 'hq@demo.test');
    await other.getByRole('heading', { name: 'Selamat datang, Demo HQ' }).waitFor();
    await other
      .getByRole('button', { name: /bahasa|Melayu/i })
      .first()
      .click();
    await other.getByRole('menuitem', { name: 'English' }).click();
    await other.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
  });
});
