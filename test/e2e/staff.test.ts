import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { platform } from '../../server/platform';
import { newPage, signIn, url } from './browser';

/** The newest e-mail to an address, read from the outbox of the server under test. */
async function lastMail(to: string): Promise<{ subject: string; body: string } | undefined> {
  return platform().db('mail_outbox').where({ to }).orderBy('id', 'desc').first();
}

/** HQ opens the users and permissions tab of /company. */
async function openStaffTab(page: Page): Promise<void> {
  await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Company' }).click();
  await page.getByRole('tab', { name: 'Users and permissions' }).click();
  await page.waitForURL(/\/admin\/company\/users$/);
  await page.getByRole('button', { name: 'Invite staff' }).waitFor();
}

describe('Staff and permissions in the console', () => {
  it('when HQ invites a staff member, then the e-mailed link sets a password and the member sees only what was granted', async () => {
    const email = `invited-${Date.now()}@demo.test`;
    const hq = await newPage();
    await signIn(hq, 'hq@demo.test');
    await hq.waitForURL(/\/admin\/?$/);
    await openStaffTab(hq);

    await hq.getByRole('button', { name: 'Invite staff' }).click();
    const dialog = hq.getByRole('dialog');
    // The server's own checks show beside the fields: an e-mail HQ already uses.
    await dialog.getByLabel('Name').fill('Farah Invited');
    await dialog.getByLabel('E-mail').fill('hq@demo.test');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('This e-mail is already used by a user of the company.').waitFor();
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Add users').check();
    await dialog.getByLabel('Manage orders').check();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = hq.getByRole('row').filter({ hasText: email });
    await row.getByText('New', { exact: true }).waitFor();
    await row.getByText('Add users').waitFor();

    const mail = await lastMail(email);
    const link = /(http\S+\/reset-password\?token=\S+)/.exec(mail?.body ?? '')?.[1];
    expect(link, mail?.body).to.be.a('string');
    expect(new URL(link!).origin).to.equal(new URL(url('/')).origin);

    const member = await newPage();
    await member.goto(link!);
    await member.locator('input[name=password]').fill('Invited#2026');
    await member.locator('input[name=confirm]').fill('Invited#2026');
    await member.locator('button[type=submit]').click();
    await member.getByText('Your password has been set. You can now log in.').waitFor();

    await member.goto(url('/login'));
    await signIn(member, email, 'Invited#2026');
    await member.waitForURL(/\/admin\/?$/);
    await member.getByTestId('staff-permissions').getByText('Add users').waitFor();
    const menuItems = member.locator('.RaSidebar-fixed').getByRole('menuitem');
    await menuItems.getByText('Staff').waitFor();
    expect(await menuItems.allInnerTexts()).to.deep.equal([
      'Dashboard',
      'Orders',
      'Shipping templates',
      'Bulk tracking',
      // The agent database's permission reads the agents' stores (the demo runs the store add-ons).
      'Stores',
      'Co-op stores',
      'Agents',
      'Register agent',
      'Family tree',
      'Agent database',
      // Manage orders reads the sales figures; every staff member reads the leaderboards.
      'Master report',
      'Score ranking',
      'Analytics',
      'Staff',
    ]);
    // Holding add_user, the member manages staff on /staff, but not themselves.
    await menuItems.getByText('Staff').click();
    await member.getByRole('row').filter({ hasText: email }).getByText('You', { exact: true }).waitFor();
    await member.getByRole('row').filter({ hasText: 'staff@demo.test' }).getByRole('button', { name: 'Suspend' }).waitFor();

    // HQ's list now shows the member as active.
    await hq.reload();
    await hq.getByRole('row').filter({ hasText: email }).getByText('Active', { exact: true }).waitFor();

    // Revoking add_user takes the staff page away from the member's menu.
    await hq.getByRole('row').filter({ hasText: email }).getByRole('button', { name: 'Permissions' }).click();
    await hq.getByRole('dialog').getByLabel('Add users').uncheck();
    await hq.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await hq.getByText('Permissions saved.').waitFor();
    await member.goto(url('/admin/'));
    await member.getByTestId('staff-permissions').getByText('Manage orders').waitFor();
    expect(await member.locator('.RaSidebar-fixed').getByRole('menuitem').allInnerTexts()).to.deep.equal([
      'Dashboard',
      'Orders',
      'Shipping templates',
      'Bulk tracking',
      'Master report',
      'Score ranking',
      'Analytics',
    ]);
    await hq.bringToFront();
  });

  it('when HQ suspends a staff member, then the row shows it and unsuspend brings it back', async () => {
    const email = `suspend-${Date.now()}@demo.test`;
    const page = await newPage();
    await signIn(page, 'hq@demo.test');
    await page.waitForURL(/\/admin\/?$/);
    await openStaffTab(page);
    await page.getByRole('button', { name: 'Invite staff' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('To Suspend');
    await page.getByRole('dialog').getByLabel('E-mail').fill(email);
    await page.getByRole('dialog').getByRole('button', { name: 'Send invitation' }).click();
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: 'Suspend' }).click();
    await row.getByText('Suspended', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Unsuspend' }).click();
    await row.getByText('New', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    // (Success messages queue up one after another; the row going away is the outcome.)
    await row.waitFor({ state: 'detached' });
  });
});

describe('Subscription in the console', () => {
  it('when HQ opens the subscription pages, then the paid demo invoice, its payment and the plan show with money formatted', async () => {
    const page = await newPage();
    await signIn(page, 'hq@demo.test');
    await page.waitForURL(/\/admin\/?$/);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Subscription' }).click();
    await page.waitForURL(/\/admin\/subscription$/);
    const row = page.getByRole('row').filter({ hasText: 'SUB-DEMO-0001' });
    await row.getByText('Paid', { exact: true }).waitFor();
    await row.getByText('RM 299.00').waitFor();
    await row.click();
    await page.waitForURL(/\/admin\/subscription\/detail\/\d+$/);
    await page.getByRole('heading', { name: 'Invoice SUB-DEMO-0001' }).waitFor();
    await page.getByRole('cell', { name: 'DEMO-TXN-0001' }).waitFor();

    await page.goto(url('/admin/plan-rewards'));
    const card = page.getByTestId('plan-card').filter({ hasText: 'Standard' });
    await card.getByText('Your plan').waitFor();
    await card.getByText('Up to 1,000 agents').waitFor();
    await card.getByRole('link', { name: 'Details' }).click();
    await page.waitForURL(/\/admin\/plan-rewards\/rewards-details\/\d+$/);
    await page.getByText('RM 299.00').waitFor();

    await page.goto(url('/admin/plan-rewards/plan-subscription'));
    await page.getByTestId('subscription-state').getByText('Active').waitFor();

    await page.goto(url('/admin/subscription/expired'));
    await page.getByTestId('subscription-locked').getByText('Your subscription is in order').waitFor();
  });

  it('when staff sign in, then the subscription menu is not theirs', async () => {
    const page = await newPage();
    await signIn(page, 'staff@demo.test');
    await page.waitForURL(/\/admin\/?$/);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    expect(await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Subscription' }).count()).to.equal(0);
  });
});
