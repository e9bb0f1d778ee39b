import fs from 'node:fs';
import { expect } from 'chai';
import { letterTile } from '../../db/tile';
import { apiAs, DEMO_PASSWORD, newPage, saveLanguage, signIn, signInWithLanguage, url } from './browser';
import { HQ, signInToConsole } from './fixtures';

/** The first bytes of a Windows program, renamed to a picture's name. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(256, 0)]);

describe('Marketing files', () => {
  it('when HQ uploads a picture to a Dealer-only folder, then a Dealer agent previews and downloads it and an agent of another level does not see it', async () => {
    const stamp = Date.now();
    const folderName = `E2E Dealer kit ${stamp}`;
    const fileName = `Raya poster ${stamp}`;
    const png = letterTile(`Raya ${stamp}`, 128);

    // HQ: a folder for the Dealer level.
    const page = await newPage({ acceptDownloads: true });
    await signInToConsole(page);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'File folders' }).click();
    await page.waitForURL(/\/admin\/files\/folders$/);
    await page.getByRole('button', { name: 'Add Folder' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Folder name').fill(folderName);
    await dialog.getByLabel('Dealer').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const folderRow = page.locator('tr', { hasText: folderName });
    await folderRow.getByText('Dealer', { exact: true }).waitFor();
    expect(await folderRow.locator('td').nth(1).innerText()).to.equal('0');

    // HQ: the files page checks the file by its content, then uploads the real picture.
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Marketing files' }).click();
    await page.waitForURL(/\/admin\/files$/);
    await page.getByTestId('upload-submit').click();
    await page.getByText('Choose the folder the file goes in.').waitFor();
    await page.getByText('File name is required.').waitFor();
    await page.getByTestId('upload-folder').locator('..').click();
    await page.getByRole('option', { name: folderName }).click();
    await page.getByTestId('upload-input').setInputFiles({ name: 'flyer.png', mimeType: 'image/png', buffer: EXE });
    expect(await page.getByTestId('upload-name').inputValue()).to.equal('flyer');
    await page.getByTestId('upload-submit').click();
    await page.getByTestId('upload-error').waitFor();
    await page.getByTestId('upload-file-state').filter({ hasText: 'JPEG/JPG, PNG, PDF' }).waitFor();
    await page.getByTestId('upload-name').fill(fileName);
    await page.getByTestId('upload-input').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('upload-submit').click();
    await page.getByText('File saved.').waitFor();
    const fileRow = page.getByTestId('files-table').locator(`tr[data-file-name="${fileName}"]`);
    await fileRow.getByText(folderName).waitFor();
    await fileRow.getByText('PNG').waitFor();
    // HQ's own download.
    const [hqDownload] = await Promise.all([page.waitForEvent('download'), fileRow.getByRole('button', { name: 'Download' }).click()]);
    expect(hqDownload.suggestedFilename()).to.equal(`${fileName}.png`);

    // The Dealer (agent3) finds the folder, previews the picture and downloads it.
    const dealer = await newPage({ acceptDownloads: true });
    await signIn(dealer, 'agent3@demo.test');
    await dealer.getByRole('link', { name: 'Marketing files' }).click();
    await dealer.waitForURL(/\/marketing-files$/);
    await dealer.locator(`[data-folder-name="${folderName}"]`).click();
    const card = dealer.locator(`[data-file-name="${fileName}"]`);
    await card.getByText('PNG').waitFor();
    await card.getByRole('button', { name: 'Preview' }).first().click();
    const preview = dealer.getByTestId('file-preview');
    const img = preview.locator('img');
    await img.waitFor();
    await dealer.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth === 128, await img.elementHandle());
    const [download] = await Promise.all([dealer.waitForEvent('download'), preview.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).to.equal(`${fileName}.png`);
    expect(Buffer.compare(fs.readFileSync((await download.path())!), png)).to.equal(0);
    await preview.getByRole('button', { name: 'Close' }).click();

    // An Agent-level agent (agent4), in Malay: the demo's all-level folder, not the Dealer folder nor its file.
    const other = await newPage();
    await signInWithLanguage(other, 'agent4@demo.test', 'ms');
    await other.goto(url('/marketing-files'));
    await other.getByRole('heading', { name: 'Fail pemasaran' }).waitFor();
    await other.locator('[data-folder-name="Product brochures"]').waitFor();
    expect(await other.locator(`[data-folder-name="${folderName}"]`).count()).to.equal(0);
    expect(await other.locator('[data-folder-name="Master Stockist launch kit"]').count()).to.equal(0);
    await other.locator('[data-folder-name="Product brochures"]').click();
    await other.locator('[data-file-name="Glow Serum brochure"]').getByText('PDF').waitFor();
    await other.getByRole('button', { name: 'Pratonton' }).first().click();
    await other.getByTestId('file-preview').locator('iframe').waitFor();
    await other.getByRole('button', { name: 'Tutup' }).click();
    const folderId = new URL(dealer.url()).searchParams.get('folder');
    await other.goto(url(`/marketing-files?folder=${folderId}`));
    await other.getByText('Folder ini kosong. Fail yang dimuat naik HQ ke dalamnya akan dipaparkan di sini.').waitFor();
    const file = (await (await apiAs(page.request, HQ)).get<{ id: number; fileName: string }[]>(`/marketing/file?folderId=${folderId}`))[0];
    expect(file.fileName).to.equal(fileName);
    const login = await other.request.post(url('/api/login'), { data: { email: 'agent4@demo.test', password: DEMO_PASSWORD } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const refused = await other.request.get(url(`/api/marketing/file/download?id=${file.id}`), { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status()).to.equal(404);
    const agent4 = await apiAs(other.request, 'agent4@demo.test');
    expect(await agent4.get<unknown[]>(`/marketing/file?folderId=${folderId}`)).to.deep.equal([]);
    await saveLanguage(other, 'agent4@demo.test', 'en');

    // HQ: a folder with files cannot be deleted; the file can, then the folder.
    await page.goto(url('/admin/files/folders'));
    await page.locator('tr', { hasText: folderName }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('This folder still holds files.', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await page.goto(url('/admin/files'));
    await page.getByTestId('files-table').locator(`tr[data-file-name="${fileName}"]`).getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('confirm-delete').click();
    await page.getByText('File deleted.').waitFor();
    await page.locator(`tr[data-file-name="${fileName}"]`).waitFor({ state: 'detached' });
    await page.goto(url('/admin/files/folders'));
    await page.locator('tr', { hasText: folderName }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.locator('tr', { hasText: folderName }).waitFor({ state: 'detached' });
  });
});
