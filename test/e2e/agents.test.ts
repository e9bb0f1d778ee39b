import { expect } from 'chai';
import { newPage, signIn, url } from './browser';

describe('HQ console: agents network', () => {
  it('when HQ searches the family tree for a deep agent, then the path to it opens level by level', async () => {
    const page = await newPage();
    await signIn(page, 'hq@demo.test');
    await page.waitForURL(/\/admin\/?$/);
    // The console has started (and settled the session) before the next navigation.
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    await page.goto(url('/admin/agents/family-tree'));
    const nodes = page.getByTestId('family-node');
    await nodes.filter({ hasText: 'Aisyah Agent' }).waitFor();
    expect(await nodes.count()).to.equal(4); // only the root level is loaded: Aisyah, Hafiz, Mei Ling and Kavitha
    await nodes.filter({ hasText: 'Aisyah Agent' }).getByRole('button').click();
    await nodes.filter({ hasText: 'Budi Agent' }).waitFor();
    await page.locator('#family-search').fill('Devi');
    await page.locator('#family-search').press('Enter');
    const match = page.getByTestId('family-match');
    await match.waitFor();
    expect(await match.innerText()).to.equal('Aisyah Agent › Budi Agent › Chong Agent › Devi Agent');
    await match.click();
    await page.locator('[data-testid="family-node"][data-focused="true"]').filter({ hasText: 'Devi Agent' }).waitFor();
    await nodes.filter({ hasText: 'Eng Agent' }).waitFor(); // Devi's sibling, loaded with Chong's level
    expect(await nodes.count()).to.equal(8); // the four roots, Budi, Chong, Devi and Eng
  });

  it('when HQ registers an agent under an upline, then the server confirms and the agent appears in the list', async () => {
    const page = await newPage();
    await signIn(page, 'hq@demo.test');
    await page.waitForURL(/\/admin\/?$/);
    // The console has started (and settled the session) before the next navigation.
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    await page.goto(url('/admin/agents/create'));
    await page.locator('input[name="email"]').fill('farah@demo.test');
    await page.locator('input[name="username"]').fill('farah');
    await page.getByRole('combobox').first().click();
    await page.getByRole('option', { name: /Agent/ }).last().click();
    await page.getByRole('combobox').nth(1).fill('Chong');
    await page.getByRole('option', { name: /Chong Agent/ }).click();
    await page.locator('input[name="accFirstName"]').fill('Farah');
    await page.locator('input[name="accIdentity"]').fill('880202-10-1234');
    await page.locator('input[name="accIdentity"]').press('Enter');
    await page.getByText('Agent registered. A link to set the password has been e-mailed.').waitFor();
    await page.waitForURL(/\/admin\/agents$/);
    await page.getByRole('cell', { name: 'farah@demo.test' }).waitFor();
  });

  it('when the e-mail is already registered, then the message appears beside the field', async () => {
    const page = await newPage();
    await signIn(page, 'hq@demo.test');
    await page.waitForURL(/\/admin\/?$/);
    // The console has started (and settled the session) before the next navigation.
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    await page.goto(url('/admin/agents/create'));
    await page.locator('input[name="email"]').fill('agent2@demo.test');
    await page.locator('input[name="username"]').fill('someone');
    await page.getByRole('combobox').first().click();
    await page.getByRole('option').first().click();
    await page.locator('input[name="accFirstName"]').fill('Dup');
    await page.locator('input[name="accIdentity"]').fill('770303-10-4321');
    await page.locator('input[name="accIdentity"]').press('Enter');
    await page.getByText('This e-mail is already registered.').waitFor();
    expect(page.url()).to.match(/\/admin\/agents\/create$/);
  });
});
