import path from 'node:path';
import { expect } from 'chai';
import type { CampaignView, PointsSummaryView, RedemptionView } from '../../common/campaigns';
import { apiAs, newPage, signIn, url } from './browser';
import { HQ, orderSetup, placeHqOrder, signInToConsole } from './fixtures';
import { encodePng } from '../../db/tile';

/**
 * Campaigns and reward points through every screen: HQ creates a campaign with a banner
 * and a product in the console; agent5 buys that product (HQ places the order and marks it paid),
 * earns the campaign bonus, sees its points and their expiry, redeems the reward with a
 * confirmation and finds it in its histories (and the screen in Malay); HQ hands it over on the
 * win-prize desk and finds it in the console's histories and figures.
 */
const SHOTS = path.resolve(__dirname, '../../test-results/e2e');
const AGENT = 'agent5@demo.test';

/** A 800 × 400 PNG, the recommended banner. */
const BANNER = encodePng(800, 400, Buffer.alloc(800 * 400 * 3, 90));

const klDay = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date(Date.now() + offset * 86_400_000));

describe('Campaigns and reward points', () => {
  it('when HQ creates a campaign with a banner and an agent earns points by ordering, then the agent redeems the reward, sees it in its history, and HQ hands it over', async () => {
    const stamp = Date.now();
    const title = `E2E Rewards ${stamp}`;
    const page = await newPage();
    const setup = await orderSetup(page, {
      stamp,
      product: { category: 'E2E Points shelf', name: 'E2E Points Serum', sku: 'E2E-PTS', price: 10_000, stock: 50 },
      courier: 'E2E Points Courier',
      receiver: { firstName: 'Points', lastName: 'Receiver' },
      buyer: AGENT,
    });

    // HQ: a new campaign in the console, with the product of the sales record and a banner.
    await signInToConsole(page);
    await page.goto(url('/admin/campaign/new'));
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Points required').fill('15');
    await page.getByLabel('End date').fill(klDay(20));
    await page.getByLabel('Maximum redemptions').fill('3');
    await page.getByLabel('Description').fill('Buy the serum, earn points, win a gift.');
    await page.getByLabel('Terms and conditions').fill('While stocks last.');
    await page.locator('input[type=file]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: BANNER });
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByLabel('Product').first().fill(`E2E Points Serum ${stamp}`);
    await page.getByRole('option', { name: `E2E Points Serum ${stamp}` }).click();
    await page.getByLabel('Points per unit sold').fill('10');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/campaign$/);
    await page.getByRole('cell', { name: title }).waitFor();

    const hq = await apiAs(page.request, HQ);
    const [campaign] = await hq.get<CampaignView[]>(`/game/campaign?search=${encodeURIComponent(title)}`);
    expect(campaign).to.include({ gameTitle: title, pointRequired: 15, maxRedeem: 3, status: 'ongoing' });
    expect(campaign!.image1).to.match(/\/campaigns\/[0-9a-f]{32}\.png$/);
    expect(campaign!.products.map((p) => p.points)).to.deep.equal([10]);

    // The overview: the banner at 2:1 with the campaign's figures.
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Campaigns', exact: true }).click();
    await page.waitForURL(/\/admin\/campaign-list$/);
    const card = page.getByTestId('campaign-card').filter({ hasText: title });
    const box = (await card.getByTestId('campaign-banner').boundingBox())!;
    expect(Math.round(box.width / box.height)).to.equal(2);
    await page.screenshot({ path: path.join(SHOTS, 'campaign-overview.png'), fullPage: true });

    // The agent orders 2 units; HQ places the order and marks it paid: 2 × 10 bonus points.
    const before = await setup.agent.get<PointsSummaryView>('/game/summary');
    await placeHqOrder(setup, { quantity: 2, paid: true });
    const after = await setup.agent.get<PointsSummaryView>('/game/summary');
    expect(after.balance - before.balance).to.equal(20);

    // The agent app: balance and expiry, the campaign with its banner, redeem with confirmation.
    const app = await newPage();
    await signIn(app, AGENT);
    await app.getByRole('link', { name: 'Point rewards' }).click();
    await app.waitForURL(/\/point-rewards$/);
    expect(await app.getByTestId('points-balance').textContent()).to.equal(after.balance.toLocaleString('en-US'));
    await app.getByTestId('points-expiry').waitFor();
    const reward = app.getByTestId('reward-card').filter({ hasText: title });
    const banner = (await reward.getByTestId('reward-banner').boundingBox())!;
    expect(Math.round(banner.width / banner.height)).to.equal(2);
    await reward.getByRole('link', { name: 'Details' }).click();
    await app.waitForURL(/\/point-rewards\/reward-details\?id=\d+$/);
    await app.getByText('Buy the serum, earn points, win a gift.').waitFor();
    await app.getByText(`E2E Points Serum ${stamp} — +10 points per unit`).waitFor();
    await app.getByRole('link', { name: 'Back to Point rewards' }).click();
    await reward.getByTestId('redeem-open').click();
    await app.getByRole('dialog').getByText(`15 points will be taken from your balance of ${after.balance}.`, { exact: false }).waitFor();
    await app.getByTestId('redeem-remark').fill('Please hand it over at the next meeting');
    await app.getByTestId('redeem-confirm').click();
    await app.getByTestId('redeem-done').getByText('Reward redeemed. HQ will contact you to hand it over.').waitFor();
    await reward.getByText('You have redeemed your limit for this period.').waitFor();
    expect(await app.getByTestId('points-balance').textContent()).to.equal((after.balance - 15).toLocaleString('en-US'));
    await app.screenshot({ path: path.join(SHOTS, 'point-rewards.png'), fullPage: true });

    await app.getByRole('link', { name: 'Redeemed rewards' }).click();
    await app.waitForURL(/\/point-rewards\/redeemed-rewards$/);
    const mine = app.getByTestId('redemption').filter({ hasText: title });
    await mine.getByText('Waiting for HQ').waitFor();
    await app.goto(url('/point-rewards/point-history'));
    await app.getByTestId('point-entry').filter({ hasText: 'Reward redeemed' }).filter({ hasText: title }).waitFor();
    await app.getByTestId('point-entry').filter({ hasText: 'Campaign bonus' }).filter({ hasText: title }).getByText('+20').waitFor();

    // The same screen in Malay, then back to English.
    await app.getByTestId('language-menu').click();
    await app.getByRole('menuitem', { name: 'Bahasa Melayu' }).click();
    await app.getByRole('heading', { name: 'Sejarah mata' }).waitFor();
    await app.getByTestId('point-entry').filter({ hasText: 'Ganjaran ditebus' }).first().waitFor();
    await app.getByTestId('language-menu').click();
    await app.getByRole('menuitem', { name: 'English' }).click();
    await app.getByRole('heading', { name: 'Point history' }).waitFor();

    // HQ: the win-prize desk hands it over; the histories and figures show it.
    await page.goto(url('/admin/campaign/win-prize'));
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('Please hand it over at the next meeting').waitFor();
    await row.getByRole('button', { name: 'Mark handed over' }).click();
    await page.getByText('Redemption updated.').waitFor();
    await page.goto(url('/admin/campaign/redeemed-history'));
    await page.getByRole('row').filter({ hasText: title }).getByText('Handed over').waitFor();
    await page.goto(url('/admin/campaign/redeem-history'));
    await page.getByRole('row').filter({ hasText: title }).waitFor();
    await page.goto(url('/admin/campaign/point-history'));
    await page.getByRole('row').filter({ hasText: title }).filter({ hasText: 'Campaign bonus' }).first().waitFor();
    await page.goto(url(`/admin/campaign/edit?id=${campaign!.id}`));
    await page.getByTestId('campaign-current').getByText('1 of 3 redeemed, 2 left').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'campaign-edit.png'), fullPage: true });

    const [given] = await setup.agent.get<RedemptionView[]>(`/game/history-redeem?campaignId=${campaign!.id}`);
    expect(given).to.include({ status: 'handed_over' });
    await app.goto(url('/point-rewards/redeemed-rewards'));
    await app.getByTestId('redemption').filter({ hasText: title }).getByText('Handed over').waitFor();
  });

  it('the demo company has a running campaign with a banner', async () => {
    const page = await newPage();
    const agent = await apiAs(page.request, 'agent1@demo.test');
    const active = await agent.get<CampaignView[]>('/game/get-active');
    const demo = active.find((c) => c.gameTitle === 'Year-end rewards');
    expect(demo).to.include({ status: 'ongoing', pointRequired: 50 });
    expect(demo!.image1).to.be.a('string');
  });
});
