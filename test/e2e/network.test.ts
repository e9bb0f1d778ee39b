import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { newPage, signIn, url } from './browser';

/** Signs in with English chosen in the browser (other suites save another language to demo accounts). */
async function signInInEnglish(page: Page, email: string, path = '/login') {
  await page.goto(url(path));
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await signIn(page, email);
}

// Demo chain (db/demo.ts): Aisyah (agent1) ← Budi (agent2) ← Chong (agent3) ← Devi (agent4), Eng (agent5);
// Budi is Devi's helper. Demo agents have e-mail addresses but no phone numbers.
describe('Agent app: my network', () => {
  it('when an agent opens My network, then it sees its downlines, their details, and a deep downline found in the tree', async () => {
    const page = await newPage();
    await signInInEnglish(page, 'agent1@demo.test');
    await page.getByRole('link', { name: 'My network' }).click();
    await page.waitForURL(/\/my-network$/);
    await page.getByRole('heading', { name: 'My network' }).waitFor();

    const rows = page.getByTestId('downline-row');
    const row = (name: string) => rows.filter({ has: page.getByText(name, { exact: true }) });
    for (const name of ['Budi Agent', 'Chong Agent', 'Devi Agent', 'Eng Agent']) await row(name).waitFor();
    expect(await row('Aisyah Agent').count()).to.equal(0); // the agent itself is not its own downline
    await row('Chong Agent')
      .getByText(/^Upline: Budi Agent · Joined .* · \d+ recruit\(s\)$/)
      .waitFor();

    await page.getByLabel('Search by name').fill('Devi');
    await page.waitForURL(/q=Devi/);
    await page.getByTestId('downline-total').getByText('1 downline(s)').waitFor();
    expect(await rows.count()).to.equal(1);
    await rows.first().click();
    const details = page.getByTestId('downline-details');
    await details.getByText('agent4@demo.test').waitFor();
    expect(await details.locator('a[data-channel=email]').getAttribute('href')).to.equal('mailto:agent4@demo.test');
    await details.getByRole('button', { name: 'Call' }).click();
    await details.getByText('Cannot proceed to e-mail, call or WhatsApp. Please try again or contact HQ.').waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).and(page.getByText('Close')).click();
    await details.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Family tree' }).click();
    const nodes = page.getByTestId('network-node');
    await nodes.filter({ hasText: 'Aisyah Agent' }).waitFor();
    await nodes.filter({ hasText: 'Budi Agent' }).waitFor();
    expect(await nodes.filter({ hasText: 'Devi Agent' }).count()).to.equal(0); // deeper levels load on demand
    await page.locator('#network-search').fill('Devi');
    await page.getByRole('button', { name: 'Find' }).click();
    const match = page.getByTestId('network-match').first();
    expect(await match.innerText()).to.equal('Aisyah Agent › Budi Agent › Chong Agent › Devi Agent');
    await match.click();
    await page.locator('[data-testid="network-node"][data-focused="true"]').filter({ hasText: 'Devi Agent' }).waitFor();
    await nodes.filter({ hasText: 'Eng Agent' }).waitFor(); // Devi's sibling, loaded with Chong's level
    await nodes.filter({ hasText: 'Devi Agent' }).getByRole('button', { name: 'Devi Agent' }).click();
    await page.getByTestId('downline-details').getByText('agent4@demo.test').waitFor();
  });

  it('when an agent without downlines opens My network, then it reads "No downline detected!", and its upline and helper can be contacted', async () => {
    const page = await newPage();
    await signInInEnglish(page, 'agent4@demo.test', '/login?redirectFrom=%2Fmy-network%3Ftab%3Dtree');
    await page.getByTestId('no-downline').getByText('No downline detected!').waitFor();
    await page.getByRole('tab', { name: 'Downlines' }).click();
    await page.getByText('No downline detected!').waitFor();

    const upline = page.getByTestId('my-upline');
    await upline.getByText('Chong Agent').waitFor();
    await upline.getByText('Dealer').waitFor();
    expect(await upline.locator('a[data-channel=email]').getAttribute('href')).to.equal('mailto:agent3@demo.test');
    const helper = page.getByTestId('my-helper');
    await helper.getByText('Budi Agent').waitFor();
    await helper.getByRole('button', { name: 'Call' }).click();
    await helper.getByText('Cannot proceed to e-mail, call or WhatsApp. Please try again or contact HQ.').waitFor();
    await helper.getByRole('button', { name: 'WhatsApp' }).waitFor();
    expect(await upline.getByTestId('contact-missing').count()).to.equal(0);

    // The same card on the profile.
    await page.getByRole('link', { name: 'My profile' }).click();
    await page.getByTestId('leader-contact').getByTestId('my-helper').getByText('Budi Agent').waitFor();
  });
});
