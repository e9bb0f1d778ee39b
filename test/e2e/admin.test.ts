import { expect } from 'chai';
import { newPage, signIn, url } from './browser';

describe('HQ console', () => {
  it('when HQ signs in on the shared login page, then the console dashboard and full menu show', async () => {
    const page = await newPage();
    await signIn(page, 'hq@demo.test');
    await page.waitForURL(/\/admin\/?$/);
    await page.getByRole('heading', { name: 'Welcome, Demo HQ' }).waitFor();
    await page.getByText('HQ of Demo Company').waitFor();
    const menu = page.getByRole('navigation').or(page.locator('.RaSidebar-fixed')).first();
    await menu.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Agents' }).click();
    await page.waitForURL(/\/admin\/agents/);
    await page.getByRole('cell', { name: 'agent1@demo.test' }).waitFor();
    // The demo's 43 agents by name: a header and a first page of ten, Aisyah (agent1) first.
    expect(await page.getByRole('row').count()).to.equal(11);
    expect(await page.title()).to.equal('Agents | Demo Company');
  });

  it('when staff sign in, then the menu shows only what their permissions allow', async () => {
    const page = await newPage();
    await signIn(page, 'staff@demo.test');
    await page.waitForURL(/\/admin\/?$/);
    await page.getByTestId('staff-permissions').getByText('Manage orders').waitFor();
    const menuItems = page.locator('.RaSidebar-fixed').getByRole('menuitem');
    await menuItems.getByText('Dashboard').waitFor();
    // Manage orders also opens the master report's sales tabs (admin/src/reports).
    expect(await menuItems.allInnerTexts()).to.deep.equal(['Dashboard', 'Orders', 'Shipping templates', 'Bulk tracking', 'Master report', 'Score ranking', 'Analytics']);
    await page.goto(url('/admin/agents'));
    await page.getByText('Access denied').waitFor();
  });

  it('when an agent opens the console, then the agent app opens instead', async () => {
    const page = await newPage();
    await signIn(page, 'agent1@demo.test');
    await page.goto(url('/admin/'));
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('heading', { name: 'Welcome, Aisyah Agent' }).waitFor();
  });

  it('when a signed-out visitor opens a console page, then login brings them back to it', async () => {
    const page = await newPage();
    await page.goto(url('/admin/agents'));
    await page.waitForURL(/\/login\?redirectFrom=%2Fadmin%2Fagents/);
    await signIn(page, 'hq@demo.test');
    await page.waitForURL(/\/admin\/agents/);
    await page.getByRole('cell', { name: 'agent1@demo.test' }).waitFor();
  });
});
