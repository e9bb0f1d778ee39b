import { expect } from 'chai';
import { platform } from '../../server/platform';
import { newPage, signIn } from './browser';

/** The newest e-mail to an address, read from the outbox of the server under test. */
async function lastMail(to: string): Promise<{ subject: string; body: string } | undefined> {
  return platform().db('mail_outbox').where({ to }).orderBy('id', 'desc').first();
}

describe('Self-registration through a recruit link', () => {
  it('when an agent shares its link and a visitor registers with it, then the code verifies the e-mail and the new agent signs in', async () => {
    const stamp = Date.now();
    const email = `recruit-${stamp}@mail.test`;
    const password = 'Recruit#2026';

    // The leader copies its recruit link for the Dealer level from its home page.
    const leader = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await signIn(leader, 'agent1@demo.test');
    const card = leader.getByTestId('recruit-link');
    await card.getByRole('combobox', { name: 'Level of the new agent' }).click();
    await leader.getByRole('option', { name: 'Dealer' }).click();
    const field = card.getByTestId('recruit-link-url');
    await leader.waitForFunction(() => (document.querySelector('[data-testid=recruit-link-url]') as HTMLInputElement | null)?.value.includes('/Dealer/'));
    const link = await field.inputValue();
    expect(link).to.match(/\/new-registration\/agent1\/Aisyah%20Agent\/Master%20Stockist\/\d+\/Dealer\/\d+\/\d+$/);
    await card.getByRole('button', { name: 'Copy link' }).click();
    await card.getByText('Link copied.').waitFor();
    expect(await leader.evaluate(() => navigator.clipboard.readText())).to.equal(link);
    expect(await card.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).to.contain(encodeURIComponent(link));

    // A visitor opens the link: the server's facts of leader and tier are shown with the terms.
    const visitor = await newPage();
    await visitor.goto(link);
    await visitor.getByTestId('registration-leader').getByText('Aisyah Agent').waitFor();
    await visitor.getByTestId('registration-tier').getByText('You will join as Dealer.').waitFor();
    await visitor.getByTestId('registration-terms').getByText('Agents buy stock at their level price').waitFor();

    await visitor.locator('input[name=accFirstName]').fill('Farid');
    await visitor.locator('input[name=accLastName]').fill('Recruit');
    await visitor.locator('input[name=accIdentity]').fill(`900101-14-${String(stamp).slice(-4)}`);
    await visitor.locator('input[name=email]').fill(email);
    await visitor.locator('input[name=username]').fill(`farid${stamp}`);
    await visitor.locator('input[name=accPhone]').fill('123456789');
    await visitor.locator('input[name=password]').fill('weak');
    expect(await visitor.locator('[data-rule=length]').getAttribute('data-met')).to.equal('false');
    await visitor.locator('input[name=password]').fill(password);
    expect(await visitor.locator('[data-rule=special]').getAttribute('data-met')).to.equal('true');
    await visitor.locator('input[name=confirm]').fill(password);
    // Without accepting the terms the form refuses.
    await visitor.getByRole('button', { name: 'Register' }).click();
    await visitor.getByText('Please read and accept the terms and conditions.').waitFor();
    await visitor.getByLabel('I have read and accept the terms and conditions').check();
    await visitor.screenshot({ path: 'test-results/e2e/self-registration-form.png', fullPage: true });
    await visitor.getByRole('button', { name: 'Register' }).click();

    await visitor.waitForURL(/\/register\/verify\?email=/);
    expect(await visitor.locator('input[name=email]').inputValue()).to.equal(email);
    const code = /\b(\d{6})\b/.exec((await lastMail(email))?.body ?? '')?.[1];
    expect(code).to.be.a('string');
    await visitor.locator('input[name=code]').fill(code!);
    await visitor.getByRole('button', { name: 'Verify' }).click();
    await visitor.waitForURL(/\/register\/verified$/);
    await visitor.getByText('Your e-mail address has been verified. You can now log in.').waitFor();
    // The tier's welcoming e-mail follows the verification.
    expect((await lastMail(email))?.subject).to.equal('Welcome to Demo Company');

    await visitor.getByRole('link', { name: 'Log in' }).click();
    await signIn(visitor, email, password);
    await visitor.getByTestId('tier').getByText('Dealer').waitFor();
  });
});
