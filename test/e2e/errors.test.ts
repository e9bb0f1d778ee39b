import { expect } from 'chai';
import { Company } from '../../server/modules/companies/models';
import { invalidateTenants } from '../../server/platform/tenancy';
import type { Route } from 'playwright-core';
import { DEMO_PASSWORD, newPage, signIn, storedSession, url } from './browser';

const envelope = (code: number, message: string) => ({
  status: code,
  contentType: 'application/json',
  body: JSON.stringify({ meta: { code, message }, data: null }),
});

describe('Errors, status pages and the guard', () => {
  it('when a page does not exist, then the 404 page shows', async () => {
    const page = await newPage();
    await page.goto(url('/no/such/page'));
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.title()).to.equal('404 Page Not Found | Demo Company');
  });

  it('when the server answers 429, then the dialog counts down 10 seconds, clears storage and goes to the root', async () => {
    const page = await newPage();
    await signIn(page, 'agent1@demo.test');
    await page.route('**/api/language', (route: Route) => route.fulfill(envelope(429, 'Opss, too many requests! Please try again in 5 minutes.')));
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Opss, too many requests!').waitFor();
    await dialog.getByText('Please try again in 5 minutes.').waitFor();
    await dialog.getByText(/Closing in (10|9) s/).waitFor();
    const shown = Date.now();
    await page.waitForURL(/\/login$/, { timeout: 15_000 });
    expect(Date.now() - shown).to.be.greaterThan(8_000);
    expect(await storedSession(page)).to.equal(null);
  });

  it('when the session ends on the server, then the session-expired dialog leads to login', async () => {
    const page = await newPage();
    await signIn(page, 'agent3@demo.test', DEMO_PASSWORD, '/login?redirectFrom=%2Fprofile');
    await page.getByTestId('account-form').waitFor();
    await page.waitForLoadState('networkidle'); // the page's own loads are done before the token dies
    // Sign out everywhere with a second session: the browser's token is void from now on.
    const login = await page.request.post(url('/api/login'), { data: { email: 'agent3@demo.test', password: DEMO_PASSWORD } });
    const { token } = (await login.json()).data as { token: string };
    const everywhere = await page.request.post(url('/api/user/logout-everywhere'), { headers: { authorization: `Bearer ${token}` } });
    expect(everywhere.status()).to.equal(200);

    await page.getByTestId('account-form').getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Opss, your session have expired!').waitFor();
    await dialog.getByText('You will be redirected to login page.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/login$/);
    expect(await storedSession(page)).to.equal(null);
  });

  it("when the company's subscription disallows login, then storage is cleared and the expired page shows", async () => {
    const page = await newPage();
    await signIn(page, 'agent1@demo.test');
    await page.route('**/api/user/detail', async (route: Route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.subscription.disallow_login = true;
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Subscription expired' }).waitFor();
    expect(new URL(page.url()).pathname).to.equal('/subscription-expired');
    expect(await storedSession(page)).to.equal(null);
  });

  it('when HQ of a locked company signs in, then only the subscription pages open, starting with the expired page', async () => {
    const demo = await Company.query().findOne({ slug: 'demo' });
    const lock = async (disallowLogin: boolean) => {
      await Company.query().findById(demo!.id).patch({ disallowLogin });
      invalidateTenants();
    };
    await lock(true);
    try {
      const page = await newPage();
      await signIn(page, 'hq@demo.test');
      await page.waitForURL(/\/admin\/subscription\/expired$/);
      await page.getByTestId('subscription-locked').waitFor();
      await page.getByRole('menuitem', { name: 'Subscription' }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Dashboard' }).count()).to.equal(0);
      await page.goto(url('/admin/company'));
      await page.waitForURL(/\/admin\/subscription\/expired$/);
    } finally {
      await lock(false);
    }
  });

  it('when the network is cut, then the offline page shows, also after a reload, and the app returns when it is back', async () => {
    const page = await newPage({ serviceWorkers: 'allow' });
    await page.goto(url('/login'));
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.context().setOffline(true);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await page.context().setOffline(false);
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  });

  it('when a registration link names a leader who does not exist, then the page says the link is not valid', async () => {
    const page = await newPage();
    await page.goto(url('/new-registration/x/y/z/999999/Agent/4/1'));
    await page.getByTestId('registration-invalid').waitFor();
  });
});
