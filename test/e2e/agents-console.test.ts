import fs from 'node:fs';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, newPage, signIn, url } from './browser';

/**
 * HQ's API calls of a test (made in the page's own request context). The suite shares one demo
 * database and later files read the demo network (agents.test.ts, network.test.ts), so the
 * agents made here sit below Eng (agent5, a leaf of the lowest demo level) on three extra levels
 * ranked below the demo ones: no new root, nothing new under Aisyah, Budi, Chong or Devi.
 */
async function hqApi(page: Page) {
  const login = await page.request.post(url('/api/login'), { data: { email: 'hq@demo.test', password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  const getData = async <T>(path: string) => (await (await page.request.get(url(`/api${path}`), { headers })).json()).data as T;
  const tiers = await getData<{ id: number; levelName: string }[]>('/setup/tier?perPage=100');
  const tierIds: Record<string, number> = {};
  for (const [levelName, rankNumber] of [
    ['Gold Line', 51],
    ['Silver Line', 52],
    ['Bronze Line', 53],
  ] as const) {
    const found = tiers.find((t) => t.levelName === levelName);
    if (found) tierIds[levelName] = found.id;
    else {
      const res = await page.request.post(url('/api/setup/tier/store'), { headers, data: { levelName, rankNumber } });
      expect(res.status(), await res.text()).to.equal(201);
      tierIds[levelName] = (await res.json()).data.id;
    }
  }
  const eng = (await getData<{ id: number; email: string }[]>('/list-agent?search=agent5%40demo.test')).find((a) => a.email === 'agent5@demo.test')!;
  let seq = 0;
  const tags: string[] = [];
  /** Registers an agent as HQ (below Eng unless an upline is given) and returns its id. */
  const register = async (first: string, last: string, level: keyof typeof tierIds, uplineId = eng.id) => {
    seq++;
    const tag = `${Date.now().toString(36)}${seq}`;
    tags.push(tag);
    const res = await page.request.post(url('/api/agent-registration'), {
      headers,
      data: {
        email: `${first.toLowerCase()}.${tag}@demo.test`,
        username: `${first.toLowerCase()}${tag}`,
        usrTierId: tierIds[level],
        familyDirectId: uplineId,
        companyCountry: 'MY',
        accFirstName: first,
        accLastName: last,
        accIdentity: `E2E-${tag}`,
        url: url('/reset-password'),
      },
    });
    expect(res.status(), await res.text()).to.equal(200);
    return (await res.json()).data.id as number;
  };
  /** The identity number register() gave the n-th agent of this test (1-based). */
  const identityOf = (n: number) => tags[n - 1] && `E2E-${tags[n - 1]}`;
  return { register, identityOf };
}

/** Waits until the list shows a single row (the search has applied). */
const onlyRow = (page: Page) => page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);

async function openConsole(page: Page) {
  await signIn(page, 'hq@demo.test');
  await page.waitForURL(/\/admin\/?$/);
  // The console has started (and settled the session) before the next navigation.
  await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Dashboard' }).waitFor();
}

describe('HQ console: promote / demote and the agent database', () => {
  it('HQ promotes an agent and picks a new upline', async () => {
    const page = await newPage();
    await openConsole(page);
    const { register } = await hqApi(page);
    // Xenia (Bronze) sits under Pakhri (Silver): promoted to Silver she equals her upline, so she needs a new one.
    await register('Ulani', 'Topline', 'Gold Line');
    const pakhri = await register('Pakhri', 'Midline', 'Silver Line');
    await register('Xenia', 'Promotee', 'Bronze Line', pakhri);

    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Promote / demote' }).click();
    await page.waitForURL(/\/admin\/promote-demote/);
    await page.getByTestId('summary-total').waitFor();
    await page.locator('input[name="q"]').fill('Xenia');
    const row = page.getByRole('row').filter({ hasText: 'Xenia Promotee' });
    await row.waitFor();
    await onlyRow(page); // the search has applied: Xenia alone
    await row.getByRole('button', { name: 'Promote' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByText('Pakhri Midline (Silver Line)').waitFor();
    await dialog.getByTestId('promote-new-level').getByText('Silver Line', { exact: true }).waitFor();
    await dialog.getByTestId('upline-hint').waitFor();
    // Without a new upline the server refuses (the same-tier message), shown on the upline field.
    await dialog.getByRole('button', { name: 'Promote' }).click();
    await dialog.locator('.ra-input-uplineId').getByText("The new level is the same as or above the upline's level. Please choose a new upline of a higher level.").waitFor();
    await dialog.getByRole('combobox').first().fill('Ulani');
    await page.getByRole('option', { name: /Ulani Topline/ }).click();
    await dialog.getByRole('button', { name: 'Promote' }).click();
    await page.getByText('The agent has been promoted.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await row.getByTestId('row-level').getByText('Silver Line', { exact: true }).waitFor();
    await row.getByTestId('row-upline').filter({ hasText: 'Ulani Topline' }).waitFor();

    await row.getByRole('button', { name: 'History' }).click();
    const history = page.getByTestId('promote-history');
    await history.waitFor();
    const entry = history.getByRole('row').nth(1);
    expect(await entry.innerText()).to.match(/Promote\s+Bronze Line → Silver Line\s+Pakhri Midline → Ulani Topline/);
    expect(await history.getByRole('row').count()).to.equal(2);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await history.waitFor({ state: 'detached' });

    // Suspend asks first, then the row and the summary follow.
    const suspendedBefore = Number(await page.getByTestId('summary-status-suspended').locator('h6').innerText());
    await row.getByRole('button', { name: 'Suspend' }).click();
    await page.getByText('Suspend Xenia Promotee?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
    await page.getByText('The agent has been suspended.').waitFor();
    await row.getByText('Suspended').waitFor();
    await page
      .getByTestId('summary-status-suspended')
      .locator('h6')
      .getByText(String(suspendedBefore + 1), { exact: true })
      .waitFor();
    await row.getByRole('button', { name: 'Unsuspend' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unsuspend' }).click();
    await page.getByText('The agent has been unsuspended.').waitFor();
    await row.getByText('New', { exact: true }).waitFor();
  });

  it('HQ searches the agent database, opens and edits an agent, and exports the list as CSV', async () => {
    const page = await newPage();
    await openConsole(page);
    const { register, identityOf } = await hqApi(page);
    const id = await register('Dabria', 'Listed', 'Bronze Line');
    await register('Dorian', 'Other', 'Bronze Line');

    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Agent database' }).click();
    await page.waitForURL(/\/admin\/agent-database/);
    await page.locator('input[name="q"]').fill('Dabria');
    const row = page.getByRole('row').filter({ hasText: 'Dabria Listed' });
    await row.waitFor();
    await onlyRow(page);

    // The export follows the search: a header row and the agent.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).to.match(/^agents-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs
      .readFileSync((await download.path())!, 'utf8')
      .trim()
      .split(/\r\n/);
    expect(csv[0]).to.match(/^Agent ID,Name,E-mail,Username,Level,/);
    expect(csv).to.have.length(2);
    expect(csv[1]).to.match(new RegExp(`^${id},Dabria Listed,`));

    await row.click();
    await page.waitForURL(new RegExp(`/admin/agent-details\\?id=${id}$`));
    await page.getByTestId('agent-name').filter({ hasText: 'Dabria Listed' }).waitFor();
    expect(await page.locator('[data-field="level"]').innerText()).to.equal('Bronze Line');
    expect(await page.locator('[data-field="upline"]').innerText()).to.equal('Eng Agent');

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(new RegExp(`/admin/agent-info\\?id=${id}$`));
    const lastName = page.locator('input[name="accLastName"]');
    await lastName.waitFor();
    expect(await lastName.inputValue()).to.equal('Listed');
    // The server's 422 shows on its field: another agent's identity number.
    await page.locator('input[name="accIdentity"]').fill(identityOf(2));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.ra-input-accIdentity').getByText('This identity number is already registered.').waitFor();
    await page.locator('input[name="accIdentity"]').fill(identityOf(1));
    await lastName.fill('Edited');
    await page.locator('input[name="accCompany"]').fill('202401234567');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText("The agent's details have been saved.").waitFor();
    await page.waitForURL(new RegExp(`/admin/agent-details\\?id=${id}$`));
    await page.getByTestId('agent-name').filter({ hasText: 'Dabria Edited' }).waitFor();
    expect(await page.locator('[data-field="accCompany"]').innerText()).to.equal('202401234567');
  });
});
