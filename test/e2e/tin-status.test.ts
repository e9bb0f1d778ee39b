import { expect } from 'chai';
import { en as shopEn } from '../../shop/src/i18n/en';
import consoleAgentsEn from '../../admin/src/agents/messages/en';
import { checkAllUncheckedTins } from '../../server/modules/einvoice/tin';
import { apiAs, newPage, signInWithLanguage, url } from './browser';
import { e2eServer } from './hooks';
import { agentId, HQ, setUpEinvoicing, signInToConsole } from './fixtures';

/**
 * LHDN's TIN status in the agent app and the console (docs/einvoice.md, "TIN validation"), against
 * the in-process MyInvois simulator: a TIN LHDN cannot validate shows the warning on the agent's
 * profile; the agent corrects it, the einvoice.tin job (run here directly: the suite's server runs no
 * jobs) validates it, and the profile shows the check mark; HQ sees the same status next to the
 * agent's TIN on the agent's details.
 */
const AGENT = 'agent4@demo.test';
const P = shopEn.shop.profile;
const D = consoleAgentsEn.agents.details;

describe('TIN status', () => {
  it('an agent sees the warning for a TIN LHDN cannot validate, corrects it and sees the check mark; HQ sees the status on the agent’s details', async function () {
    this.timeout(240_000);
    const page = await newPage();
    const hq = await apiAs(page.request, HQ);
    const id = await agentId(hq, AGENT);

    // The demo company's e-invoicing on, with a MyInvois client of the simulator.
    await setUpEinvoicing(page, `tin-e2e-${Date.now()}`, 'tin-e2e-secret-1234');

    // A TIN LHDN does not issue, with the agent's MyKad number; the job asks LHDN.
    await e2eServer().platform.db('users').where({ id }).update({ tin: 'IG123', identity_no: '880808-08-8888' });
    await checkAllUncheckedTins();

    await signInWithLanguage(page, AGENT, 'en');
    await page.goto(url('/profile'));
    const form = page.getByTestId('account-form');
    const status = form.getByTestId('tin-status');
    await status.getByText(P.tinInvalid).waitFor();
    expect(await status.getAttribute('data-status')).to.equal('invalid');

    // Corrected in the profile: not checked yet (nothing shown), then validated by the job.
    await form.locator('input[name=accTIN]').fill('IG11223344550');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Account details saved.').waitFor();
    await status.waitFor({ state: 'detached' });
    await checkAllUncheckedTins();
    await page.reload();
    await page.getByTestId('account-form').getByText(P.tinValid).waitFor();
    expect(await page.getByTestId('tin-status').getAttribute('data-status')).to.equal('valid');

    // The console: the status next to the TIN on the agent's details.
    const console_ = await newPage();
    await signInToConsole(console_);
    await console_.goto(url(`/admin/agent-details?id=${id}`));
    const chip = console_.getByTestId('agent-tin-status');
    await chip.getByText(D.tin.valid).waitFor();
    expect(await chip.getAttribute('data-status')).to.equal('valid');
    await console_.getByText('IG11223344550').waitFor();
  });
});
