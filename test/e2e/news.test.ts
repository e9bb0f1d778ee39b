import { expect } from 'chai';
import { letterTile } from '../../db/tile';
import { apiAs, newPage, signIn, url } from './browser';
import { HQ, signInToConsole } from './fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const VIDEO = 'M7lc1UVf-VE';

describe('Newsfeed and hall of fame', () => {
  it('when HQ posts a pinned news item with a PDF and a video in the console, then an agent reads it first, plays the video and opens the PDF', async () => {
    const stamp = Date.now();
    const subject = `Launch day ${stamp}`;
    const page = await newPage();
    await signInToConsole(page);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Newsfeed' }).click();
    await page.waitForURL(/\/admin\/newsfeed$/);
    // The demo's posts, pinned first.
    const rows = page.getByTestId('newsfeed-list').locator('tbody tr');
    await rows.first().getByText('Year-end promotion: the new catalogue is out').waitFor();

    await page.getByRole('button', { name: 'Post news' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Subject').fill(subject);
    const editor = dialog.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.keyboard.type('Meet us at HQ. ');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Everyone is welcome');
    // A video that is no YouTube id is refused before anything is sent.
    await dialog.getByLabel('YouTube video').fill('not a video');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter a YouTube video ID (11 characters) or a YouTube video link.').waitFor();
    await dialog.getByLabel('YouTube video').fill(`https://youtu.be/${VIDEO}`);
    expect(await dialog.locator('iframe').getAttribute('src')).to.equal(`https://www.youtube-nocookie.com/embed/${VIDEO}`);
    await dialog.locator('input[type=file]').setInputFiles({ name: 'programme.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByText('programme.pdf').waitFor();
    await dialog.getByLabel('Pinned').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('News posted').first().waitFor();
    const row = rows.filter({ hasText: subject });
    await row.getByText('Pinned').waitFor();
    await row.getByRole('link', { name: 'PDF' }).waitFor();
    await row.getByRole('link', { name: VIDEO }).waitFor();
    await row.getByText('Demo HQ').waitFor();
    // Newest pinned first.
    await rows.first().getByText(subject).waitFor();

    // The demo's pinned post is unpinned and goes below the pinned ones.
    const demoPinned = rows.filter({ hasText: 'Year-end promotion' });
    await demoPinned.getByRole('button', { name: 'Unpin' }).click();
    await page.getByText('Post unpinned.').waitFor();
    await demoPinned.getByRole('button', { name: 'Pin', exact: true }).waitFor();

    // A post is deleted after confirmation.
    const hq = await apiAs(page.request, HQ);
    await hq.post('/news-feed/store', null, { subject: `Typo post ${stamp}` });
    await page.reload();
    const typo = rows.filter({ hasText: `Typo post ${stamp}` });
    await typo.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByText('Agents will no longer see it. This cannot be undone.').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await typo.waitFor({ state: 'detached' });

    // The agent: the newsfeed from the drawer, the pinned post first, then the post itself.
    const agent = await newPage();
    await signIn(agent, 'agent1@demo.test');
    await agent.getByRole('link', { name: 'Newsfeed' }).first().click();
    await agent.waitForURL(/\/newsfeed$/);
    await agent.getByRole('heading', { name: 'Newsfeed', level: 1 }).waitFor();
    const first = agent.getByTestId('news-post').first();
    await first.getByText(subject).waitFor();
    await first.getByText('Pinned').waitFor();
    await first.getByText('Meet us at HQ. Everyone is welcome').waitFor();
    await first.click();
    await agent.waitForURL(/\/newsfeed\/\d+$/);
    const detail = agent.getByTestId('news-post-detail');
    await detail.getByRole('heading', { name: subject }).waitFor();
    await detail.getByTestId('news-content').locator('b', { hasText: 'Everyone is welcome' }).waitFor();
    const video = detail.locator('iframe');
    expect(await video.getAttribute('src')).to.equal(`https://www.youtube-nocookie.com/embed/${VIDEO}`);
    expect(await video.getAttribute('title')).to.equal(`Video: ${subject}`);
    const pdfHref = (await detail.getByRole('link', { name: 'Open the PDF' }).getAttribute('href'))!;
    const pdf = await agent.request.get(url(pdfHref));
    expect(pdf.status()).to.equal(200);
    expect(pdf.headers()['content-type']).to.equal('application/pdf');
    expect(await agent.title()).to.match(new RegExp(`^${subject}`));

    // The headline card: the three latest, pinned first, each opening its post; "See all news" leads back.
    const headlines = agent.getByTestId('news-headlines');
    await headlines.getByRole('heading', { name: 'Latest news' }).waitFor();
    const items = headlines.getByRole('link').filter({ hasNotText: 'See all news' });
    await items.first().getByText(subject).waitFor();
    expect(await items.count()).to.equal(3);
    await items.nth(1).click();
    await agent.waitForURL(/\/newsfeed\/\d+$/);
    await detail.getByRole('heading').filter({ hasNotText: subject }).first().waitFor();
    await headlines.getByRole('link', { name: 'See all news' }).click();
    await agent.waitForURL(/\/newsfeed$/);
  });

  it('when HQ adds an agent to the hall of fame with a photo, then the agent app shows it and HQ can remove an entry after confirming', async () => {
    const stamp = Date.now();
    const name = `Devi ${stamp}`;
    const page = await newPage();
    await signInToConsole(page);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Hall of fame' }).click();
    await page.waitForURL(/\/admin\/score-ranking\/hall-of-fame$/);
    await page.locator('td.column-userName', { hasText: 'Aisyah Agent' }).waitFor();

    await page.getByRole('button', { name: 'Add to hall of fame' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Best newcomer');
    await dialog.getByLabel('Date').fill('2026-11-20');
    await dialog.getByLabel('Agent name').fill(name);
    await dialog.getByLabel('Achievement').fill('Twelve orders in her first month');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'devi.png', mimeType: 'image/png', buffer: letterTile('Devi') });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Added to the hall of fame').first().waitFor();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('Best newcomer').waitFor();
    await row.getByText('20 Nov 2026').waitFor();

    const agent = await newPage();
    await signIn(agent, 'agent4@demo.test');
    await agent.getByRole('link', { name: 'Hall of fame' }).first().click();
    await agent.waitForURL(/\/score-ranking\/hall-of-fame$/);
    const entry = agent.getByTestId('hof-entry').filter({ hasText: name });
    await entry.getByText('Best newcomer').waitFor();
    await entry.getByText('Twelve orders in her first month').waitFor();
    const photo = entry.getByRole('img', { name });
    await photo.waitFor();
    await agent.waitForFunction((el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0, await photo.elementHandle());

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Agents will no longer see it in the hall of fame.').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await row.waitFor({ state: 'detached' });
    await agent.reload();
    await agent.getByTestId('hof-entry').first().waitFor();
    expect(await agent.getByTestId('hof-entry').filter({ hasText: name }).count()).to.equal(0);
  });
});
