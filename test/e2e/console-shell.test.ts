import { expect } from 'chai';
import { DEMO_PASSWORD, newPage, signIn, url } from './browser';

/** The console's frame: menu sections, a list whose load fails, and HQ's own profile and password. */
describe('Console frame', () => {
  it('when a section is closed, then it stays closed after a reload and opens again on a page of its own; staff see only their sections', async () => {
    const page = await newPage({ viewport: { width: 1366, height: 800 } });
    await signIn(page, 'hq@demo.test');
    await page.waitForURL(/\/admin\/?$/);
    const sidebar = page.locator('.RaSidebar-fixed');
    const catalogue = sidebar.getByTestId('menu-group-catalogue');
    await sidebar.getByRole('menuitem', { name: 'Products' }).waitFor();
    await catalogue.click();
    expect(await catalogue.getAttribute('aria-expanded')).to.equal('false');
    await sidebar.getByRole('menuitem', { name: 'Products' }).waitFor({ state: 'detached' });

    await page.reload();
    await sidebar.getByRole('menuitem', { name: 'Orders' }).waitFor();
    expect(await sidebar.getByTestId('menu-group-catalogue').getAttribute('aria-expanded')).to.equal('false');
    expect(await sidebar.getByRole('menuitem', { name: 'Products' }).count()).to.equal(0);

    await page.goto(url('/admin/inventory/history'));
    await sidebar.getByRole('menuitem', { name: 'Stock history' }).waitFor();
    expect(await sidebar.getByTestId('menu-group-catalogue').getAttribute('aria-expanded')).to.equal('true');

    const staff = await newPage({ viewport: { width: 1366, height: 800 } });
    await signIn(staff, 'staff@demo.test');
    await staff.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Orders' }).waitFor();
    const groups = await staff.locator('.RaSidebar-fixed [data-testid^=menu-group-]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
    expect(groups).to.deep.equal(['menu-group-sales', 'menu-group-reports']);
  });

  it('when a list fails to load, then its error shows without paging and Retry loads it', async () => {
    const page = await newPage({ viewport: { width: 1366, height: 800 } });
    await signIn(page, 'hq@demo.test');
    await page.waitForURL(/\/admin\/?$/);
    const tierList = (u: URL) => u.pathname === '/api/setup/tier';
    await page.route(tierList, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ meta: { code: 503, message: 'The levels are resting.' }, data: null }) }),
    );
    await page.goto(url('/admin/tiers'));
    const error = page.getByTestId('load-error');
    await error.getByText('The levels are resting.').waitFor();
    expect(await page.locator('.MuiTablePagination-root').count()).to.equal(0);
    expect(await page.getByText('No Data Found!').count()).to.equal(0);

    await page.unroute(tierList);
    await error.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('cell', { name: 'Master Stockist' }).waitFor();
    await error.waitFor({ state: 'detached' });
    await page.locator('.MuiTablePagination-root').first().waitFor();
  });

  it('when HQ saves the profile and changes the password from the user menu, then both are kept and the session goes on', async () => {
    const page = await newPage({ viewport: { width: 1366, height: 800 } });
    await signIn(page, 'hq@demo.test');
    await page.waitForURL(/\/admin\/?$/);
    await page.locator('header .RaUserMenu-userButton').click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL(/\/admin\/profile$/);
    const form = page.getByTestId('profile-form');
    await page.getByTestId('profile-email').getByText('hq@demo.test').waitFor();
    expect(await page.title()).to.equal('My profile | Demo Company');
    const before = { phone: await form.locator('input[name=accPhone]').inputValue(), lastName: await form.locator('input[name=accLastName]').inputValue() };
    await form.locator('input[name=accPhone]').fill('12');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Enter 6 to 20 digits (spaces and dashes allowed).').waitFor();
    await form.locator('input[name=accPhone]').fill('12-3456789');
    await form.locator('input[name=accLastName]').fill('Office');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile saved').waitFor();
    await page.locator('header .RaUserMenu-userButton').getByText('Demo Office').waitFor();
    await page.reload();
    expect(await form.locator('input[name=accPhone]').inputValue()).to.equal('12-3456789');
    // Back as it was: other tests greet HQ by name.
    await form.locator('input[name=accPhone]').fill(before.phone);
    await form.locator('input[name=accLastName]').fill(before.lastName);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.locator('header .RaUserMenu-userButton').getByText(`Demo ${before.lastName}`).waitFor();

    await page.locator('header .RaUserMenu-userButton').click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const password = page.getByTestId('password-form');
    await password.locator('input[name=old_password]').fill('Wrong#2026x');
    await password.locator('input[name=password]').fill('weak');
    await password.locator('input[name=confirm]').fill('weak');
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByText('The new password does not meet every rule below.').waitFor();
    expect(await password.locator('[data-rule=length]').getAttribute('data-met')).to.equal('false');

    await password.locator('input[name=password]').fill('Fresh#2026x');
    await password.locator('input[name=confirm]').fill('Fresh#2026x');
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByText('The current password is incorrect.').waitFor();

    let changed = false;
    try {
      await password.locator('input[name=old_password]').fill(DEMO_PASSWORD);
      await password.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Password changed').waitFor();
      changed = true;
      // Every earlier token is revoked; the console keeps the new one and goes on working.
      await page.goto(url('/admin/tiers'));
      await page.getByRole('cell', { name: 'Master Stockist' }).waitFor();
    } finally {
      if (changed) {
        await page.goto(url('/admin/profile?tab=password'));
        const back = page.getByTestId('password-form');
        await back.locator('input[name=old_password]').fill('Fresh#2026x');
        await back.locator('input[name=password]').fill(DEMO_PASSWORD);
        await back.locator('input[name=confirm]').fill(DEMO_PASSWORD);
        await back.getByRole('button', { name: 'Change password' }).click();
        await page.getByText('Password changed').waitFor();
      }
    }
  });
});
