import { expect } from 'chai';
import { platform } from '../../server/platform';
import { DEMO_PASSWORD, newPage, signIn, storedSession, url } from './browser';

describe('Signing in and out (agent app)', () => {
  it('when an agent signs in, then the agent dashboard opens', async () => {
    const page = await newPage();
    await signIn(page, 'agent1@demo.test');
    expect(new URL(page.url()).pathname).to.equal('/');
    await page.getByRole('heading', { name: 'Welcome, Aisyah Agent' }).waitFor();
    await page.getByTestId('tier').getByText('Master Stockist').waitFor();
    await page.getByRole('link', { name: 'My profile' }).waitFor();
  });

  it('when the password is wrong, then the server message is shown', async () => {
    const page = await newPage();
    await page.goto(url('/login'));
    await page.locator('input[name=email]').fill('agent1@demo.test');
    await page.locator('input[name=password]').fill('Wrong@12345');
    await page.locator('button[type=submit]').click();
    await page.getByRole('alert').getByText('The e-mail or password is incorrect.').waitFor();
    expect(await storedSession(page)).to.equal(null);
  });

  it('when a signed-out visitor opens a page, then login sends them back to it', async () => {
    const page = await newPage();
    await page.goto(url('/profile?tab=bank'));
    await page.waitForURL(/\/login\?redirectFrom=/);
    expect(new URL(page.url()).searchParams.get('redirectFrom')).to.equal('/profile?tab=bank');
    await signIn(page, 'agent2@demo.test');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).to.equal('/profile?tab=bank');
    await page.getByRole('tab', { name: 'Bank details', selected: true }).waitFor();
  });

  it('when a signed-in agent opens /login, then the dashboard opens instead', async () => {
    const page = await newPage();
    await signIn(page, 'agent2@demo.test');
    await page.goto(url('/login'));
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();
  });

  it('when the user logs out, then local storage is cleared and login shows', async () => {
    const page = await newPage();
    await signIn(page, 'agent1@demo.test');
    expect(await storedSession(page)).to.be.a('string');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(/\/login$/);
    expect(await storedSession(page)).to.equal(null);
    await page.goto(url('/'));
    await page.waitForURL(/\/login/);
  });

  it('when the opaque HQ entry path is opened signed out, then the HQ login shows', async () => {
    const page = await newPage();
    await page.goto(url('/hq/9b3e6d1a4f8c2e7b5d0a3f6c9e1b4d7a2c5e8f0b'));
    await page.waitForURL(/\/login\?type=hq/);
    await page.getByRole('heading', { name: 'HQ log in' }).waitFor();
  });

  it('when signed in, then the token in local storage is encrypted', async () => {
    const page = await newPage();
    await signIn(page, 'agent1@demo.test');
    const stored = (await storedSession(page))!;
    expect(stored).not.to.match(/^eyJ/);
    expect(Buffer.from(stored, 'base64').toString('latin1')).not.to.contain('eyJ');
  });

  it('when an agent asks for a password link, then the e-mailed link opens the reset page on this site and sets the password', async () => {
    const email = 'agent3@demo.test';
    const page = await newPage();
    await page.goto(url('/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.locator('input[name=email]').fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByText('If the e-mail is registered, a link to set a new password has been sent to it.').waitFor();
    const mail = await platform().db('mail_outbox').where({ to: email }).orderBy('id', 'desc').first();
    const link = /(http\S+\/reset-password\?token=\S+)/.exec(mail?.body ?? '')?.[1];
    expect(link, mail?.body).to.be.a('string');
    // The demo company is the default one: its links go to localhost and the port the server listens on.
    expect(new URL(link!).origin).to.equal(new URL(url('/')).origin);
    await page.goto(link!);
    // The same password again: the other tests sign in as this agent with the demo password.
    await page.locator('input[name=password]').fill(DEMO_PASSWORD);
    await page.locator('input[name=confirm]').fill(DEMO_PASSWORD);
    await page.locator('button[type=submit]').click();
    await page.getByText('Your password has been set. You can now log in.').waitFor();
    await signIn(page, email);
    expect(new URL(page.url()).pathname).to.equal('/');
  });
});
