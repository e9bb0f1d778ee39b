import { expect } from 'chai';
import type { LeaderboardView, TopPerformerView } from '../../common/ranking';
import { formatMoney } from '../../common/money';
import menuEn from '../../admin/src/ranking/messages/en';
import { RANKING_TEXTS } from '../../admin/src/ranking/texts';
import { en as shopEn } from '../../shop/src/i18n/en';
import { en as rankingEn } from '../../shop/src/i18n/ranking/en';
import { apiAs, newPage, signIn } from './browser';
import { orderSetup, placeHqOrder, signInToConsole } from './fixtures';

/**
 * Score ranking in the browser. HQ pays an order of agent5 (so the month has a sale
 * of its own, whatever other tests did), then:
 * - the console's /score-ranking (from the Reports menu): the top performers cards and the
 *   personal-sales board as the API ranks them, the year, the recruitment tab, a level filter,
 *   and the page in Malay;
 * - the agent app's leaderboard (from the drawer, on a phone): agent5's own row highlighted with
 *   its place, and another tab.
 */
const BUYER = 'agent5@demo.test';
const money = (minor: number) => formatMoney(minor, 'MYR');
const R = RANKING_TEXTS.en.ranking;
const MS = RANKING_TEXTS.ms.ranking;

describe('Score ranking', () => {
  it('when HQ pays an agent’s order, then the console’s score ranking and the agent’s leaderboard show it in its place', async function () {
    this.timeout(180_000);
    const stamp = Date.now();
    const page = await newPage({ viewport: { width: 1366, height: 900 } });
    const setup = await orderSetup(page, {
      stamp,
      product: { category: 'E2E Ranking', name: 'E2E Ranking Tonic', sku: 'E2E-RANK', price: 40_000, stock: 20 },
      courier: 'E2E Ranking Courier',
      receiver: { firstName: 'Ranking', lastName: 'Receiver' },
      buyer: BUYER,
    });
    const order = await placeHqOrder(setup, { quantity: 3, paid: true });
    expect(order.paymentStatus).to.equal('paid');
    const { hq } = setup;
    const ps = await hq.get<LeaderboardView>('/scoreranking/score-ranking-ps');
    const mine = ps.top.find((e) => e.agentId === setup.buyerId);
    expect(mine, 'agent5 is on the personal sales board this month').to.not.equal(undefined);
    expect(mine!.value).to.be.at.least(120_000);

    // The console: Reports › Score ranking.
    await signInToConsole(page);
    const sidebar = page.locator('.RaSidebar-fixed');
    const reports = sidebar.getByTestId('menu-group-reports');
    if ((await reports.getAttribute('aria-expanded')) === 'false') await reports.click();
    await sidebar.getByRole('menuitem', { name: menuEn.ranking.menu }).click();
    await page.waitForURL((u) => u.pathname === '/admin/score-ranking');
    const top = await hq.get<TopPerformerView>('/scoreranking/top-performer');
    const psCard = page.getByTestId('top-ps');
    for (const e of top.leaders.ps) await psCard.getByText(`${e.position}. ${e.name}`).waitFor();
    await page.getByTestId('top-recruitment').getByText(R.metrics.recruitment).waitFor();

    // The personal sales board: the API's top 10, in order, agent5 with its figure.
    const rows = page.getByTestId('leaderboard-row');
    await rows.first().waitFor();
    expect(await rows.count()).to.equal(ps.top.length);
    const row = page.locator(`[data-testid=leaderboard-row][data-agent="${setup.buyerId}"]`);
    await row.getByText(money(mine!.value)).waitFor();
    expect((await row.locator('td').first().textContent())?.trim()).to.equal(String(mine!.position));

    // The year: the board of the year, the address keeps the choice.
    await page.getByRole('combobox', { name: R.periodKind }).click();
    await page.locator('li[data-kind="year"]').click();
    await page.waitForURL((u) => /^\d{4}$/.test(u.searchParams.get('period') ?? ''));
    const year = await hq.get<LeaderboardView>(`/scoreranking/score-ranking-ps?period=${new URL(page.url()).searchParams.get('period')}`);
    // The demo's year of history may keep the buyer out of the year's top 10: the first place is checked.
    const first = year.top[0];
    await page.locator(`[data-testid=leaderboard-row][data-agent="${first.agentId}"]`).getByText(money(first.value)).waitFor();

    // The recruitment tab, then a level: only agents of that level.
    await page.getByTestId('tab-recruitment').click();
    await page.getByText(R.explain.recruitment).waitFor();
    await page.getByRole('combobox', { name: R.level }).click();
    const level = page.locator('li[data-tier]').first();
    const tierId = Number(await level.getAttribute('data-tier'));
    await level.click();
    await page.waitForURL((u) => u.searchParams.get('tierId') === String(tierId));
    const filtered = await hq.get<LeaderboardView>(`/scoreranking/score-ranking-recruitment?period=${new URL(page.url()).searchParams.get('period')}&tierId=${tierId}`);
    if (filtered.top.length) {
      // The level's board replaces the whole company's (which shows until it has loaded).
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=leaderboard-row]').length === n, filtered.top.length);
      for (const e of filtered.top) await page.locator(`[data-testid=leaderboard-row][data-agent="${e.agentId}"]`).waitFor();
    } else {
      await page.getByTestId('empty').getByText(R.empty.recruitment).waitFor();
    }

    // In Malay.
    await page
      .getByRole('button', { name: /language|English/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Bahasa Melayu' }).click();
    await page.getByRole('tab', { name: MS.metrics.recruitment }).waitFor();
    await page.getByText(MS.topPerformers).waitFor();
    await page.screenshot({ path: 'test-results/e2e/score-ranking-console.png' });
    await page
      .getByRole('button', { name: /bahasa|Melayu/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByText(R.topPerformers).waitFor();

    // The agent app on a phone: the drawer's leaderboard, agent5's own row highlighted with its place.
    const phone = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const agent = await apiAs(phone.request, BUYER);
    const own = await agent.get<LeaderboardView>('/scoreranking/score-ranking-ps');
    expect(own.me!.position).to.equal(mine!.position);
    expect(own.top.every((e) => e.agentId === undefined)).to.equal(true);
    await signIn(phone, BUYER);
    await phone.getByRole('button', { name: shopEn.shop.nav.open }).click();
    await phone.locator('.MuiDrawer-modal nav').getByRole('link', { name: shopEn.shop.nav.scoreRanking }).click();
    await phone.waitForURL((u) => u.pathname === '/score-ranking');
    const T = rankingEn.shop.ranking;
    await phone
      .getByTestId('my-place')
      .getByText(T.yourPlace.replace('%{position}', String(mine!.position)))
      .waitFor();
    const me = phone.locator('[data-testid=leaderboard-row][data-me=true]');
    await me.getByText(money(mine!.value)).waitFor();
    await me.getByText(T.you).waitFor();
    expect(await phone.locator('[data-testid=leaderboard-row][data-me=true]').count()).to.equal(1);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'the leaderboard fits the phone').to.equal(0);
    await phone.screenshot({ path: 'test-results/e2e/score-ranking-agent.png' });

    // Another tab: team growth, with its own place or what puts the agent there.
    await phone.getByTestId('tab-team').click();
    await phone.waitForURL((u) => u.searchParams.get('metric') === 'team');
    const team = await agent.get<LeaderboardView>('/scoreranking/score-ranking-team');
    if (team.me?.position)
      await phone
        .getByTestId('my-place')
        .getByText(T.yourPlace.replace('%{position}', String(team.me.position)))
        .waitFor();
    else await phone.getByTestId('my-place').getByText(T.notRankedHint.team).waitFor();
  });
});
