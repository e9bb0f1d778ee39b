import { expect } from 'chai';
import { DEMO_PASSWORD, newPage, signIn, url } from './browser';

/** The API of the demo company, signed in as `email`. */
async function apiAs(email: string) {
  const login = await fetch(url('/api/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return async <T>(path: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await fetch(url(`/api${path}`), {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const json = (await res.json()) as { data: T };
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
}

type TierRow = { id: number; levelName: string; helperPercen: number; rankNumber: number };

describe('Help pages and levels', () => {
  it("when an agent opens /faqs, then it sees its level's questions and the all-level ones, not another level's", async () => {
    const hq = await apiAs('hq@demo.test');
    const tiers = await hq<TierRow[]>('/setup/tier');
    const master = tiers.find((t) => t.levelName === 'Master Stockist')!;
    const stockist = tiers.find((t) => t.levelName === 'Stockist')!;
    await hq('/faq/store', { body: { question: 'How do I restock?', answer: 'Order from HQ in the shop.', tierIds: [master.id] } });
    await hq('/faq/store', { body: { question: 'Stockist-only question', answer: 'Hidden from masters.', tierIds: [stockist.id] } });
    await hq('/faq/store', { body: { question: 'Who can I call?', answer: 'Open the helpline page.' } });
    await hq('/tnc/store', { body: { tncDetails: 'Master stockists keep a minimum stock.', tierIds: [master.id] } });

    const page = await newPage();
    await signIn(page, 'agent1@demo.test');
    await page.getByRole('link', { name: 'FAQ' }).first().click();
    await page.waitForURL(/\/faqs$/);
    await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    const list = page.getByTestId('faq-list');
    await list.getByText('How do I restock?').click();
    await list.getByText('Order from HQ in the shop.').waitFor();
    await list.getByText('Who can I call?').waitFor();
    expect(await list.getByText('Stockist-only question').count()).to.equal(0);
    expect(await page.title()).to.match(/^FAQ/);

    await page.goto(url('/helpline'));
    await page.getByTestId('helpline-terms').getByText('Master stockists keep a minimum stock.').waitFor();
    await page
      .getByTestId('helpline-contact')
      .getByText(/Contact Demo Company/)
      .waitFor();
  });

  it('when HQ creates a level in the console, then it is listed and saved with its percentages in basis points', async () => {
    const page = await newPage();
    await signIn(page, 'hq@demo.test');
    await page.waitForURL(/\/admin\/?$/);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Levels' }).click();
    await page.waitForURL(/\/admin\/tiers/);
    await page.getByRole('cell', { name: 'Master Stockist' }).waitFor();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(/\/admin\/tiers\/create$/);
    await page.getByRole('textbox', { name: 'Level name' }).fill('Diamond');
    await page.getByRole('spinbutton', { name: 'Rank number' }).fill('10');
    await page.getByRole('spinbutton', { name: 'Helper commission (%)' }).fill('2.5');
    await page.getByRole('spinbutton', { name: 'Recruitment commission' }).fill('50');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/tiers$/);
    await page.getByRole('cell', { name: 'Diamond' }).waitFor();

    const hq = await apiAs('hq@demo.test');
    const diamond = (await hq<TierRow[]>('/setup/tier')).find((t) => t.levelName === 'Diamond')!;
    expect(diamond).to.include({ rankNumber: 10, helperPercen: 250, recruitComm: 5000 });

    // The same rank again: the server's message shows beside the field.
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(/\/admin\/tiers\/create$/);
    await page.getByRole('textbox', { name: 'Level name' }).fill('Duplicate');
    await page.getByRole('spinbutton', { name: 'Rank number' }).fill('10');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Rank number 10 is already used by another level.').first().waitFor();
  });

  it('when HQ adds a question for one level on the content page, then the list shows it with that level', async () => {
    const page = await newPage();
    await signIn(page, 'hq@demo.test');
    await page.waitForURL(/\/admin\/?$/);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Content' }).click();
    await page.getByRole('tab', { name: 'FAQ' }).click();
    await page.getByRole('button', { name: 'Add FAQ' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Question').fill('Where is my parcel?');
    await dialog.getByLabel('Answer').fill('See the tracking number in your order.');
    await dialog.getByLabel('Dealer').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('content-faqs').getByRole('row').filter({ hasText: 'Where is my parcel?' });
    await row.getByText('Dealer').waitFor();

    // Edited to all levels, then deleted.
    await row.getByText('Where is my parcel?').click();
    await dialog.getByLabel('Dealer').uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('All levels').waitFor();
    await row.getByText('Where is my parcel?').click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await row.waitFor({ state: 'detached' });
  });

  it('when HQ adds terms with a PDF on the agreement tab, then the list links the PDF and shows the level', async () => {
    const page = await newPage();
    await signIn(page, 'hq@demo.test');
    await page.waitForURL(/\/admin\/?$/);
    await page.getByRole('heading', { name: 'Welcome, Demo HQ' }).waitFor();
    await page.goto(url('/admin/company/agreement'));
    await page.getByRole('button', { name: 'Add Agreement' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Terms and conditions').fill('Dealers accept the code of conduct.');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'conduct.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await dialog.getByLabel('Dealer').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('content-terms').getByRole('row').filter({ hasText: 'Dealers accept the code of conduct.' });
    await row.getByText('Dealer', { exact: true }).waitFor();
    const href = await row.getByRole('link', { name: 'PDF' }).getAttribute('href');
    expect(href).to.match(/^\/uploads\/.+\.pdf$/);
    const pdf = await fetch(url(href!));
    expect((await pdf.text()).startsWith('%PDF-')).to.equal(true);
  });

  it('when HQ adds a commission rank on its tab, then it is saved with the percentage in basis points', async () => {
    const page = await newPage();
    await signIn(page, 'hq@demo.test');
    await page.waitForURL(/\/admin\/?$/);
    await page.getByRole('heading', { name: 'Welcome, Demo HQ' }).waitFor();
    await page.goto(url('/admin/company/commission-rank'));
    const tab = page.getByTestId('commission-ranks');
    await tab.getByRole('button', { name: 'Add' }).click();
    // The new row is the last one (the demo company has ranks already).
    await tab.getByRole('textbox', { name: 'Rank name' }).last().fill('Crown Ambassador');
    await tab.getByRole('spinbutton', { name: 'Commission (%)', exact: true }).last().fill('5');
    await tab.getByRole('spinbutton', { name: 'Total personal group sales', exact: true }).last().fill('10000');
    await tab.getByRole('textbox', { name: 'Benefit 1' }).last().fill('Trip to Bali');
    await tab.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Commission ranks saved.').waitFor();
    const hq = await apiAs('hq@demo.test');
    const ranks = await hq<Record<string, unknown>[]>('/setup/company-commission-rank');
    expect(ranks.find((r) => r.commission_name === 'Crown Ambassador')).to.include({ commission: 500, total_personal_group_sales: 1000000, benefit_1: 'Trip to Bali' });
  });
});
