import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { DEFAULT_COLOR } from '../../common/constants';
import { newPage, signIn } from './browser';

const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

async function saveTheme(page: Page, primary: string, secondary: string) {
  await page.locator('input[name="dColorPrimary"]').fill(primary);
  await page.locator('input[name="dColorSecondary"]').fill(secondary);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Theme saved.').waitFor();
}

/** From the dashboard HQ lands on, through the menu. */
async function openCompany(page: Page) {
  await page.waitForURL(/\/admin\/?$/);
  await page.getByRole('heading', { name: 'Welcome, Demo HQ' }).waitFor();
  await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Company' }).click();
  await page.waitForURL(/\/admin\/company$/);
}

describe('Company setup console', () => {
  it('when HQ changes the primary colour, then the preview follows at once and the console wears it after reload', async () => {
    const page = await newPage();
    await signIn(page, 'hq@demo.test');
    await openCompany(page);
    await page.getByRole('tab', { name: 'Theme' }).click();
    await page.waitForURL(/\/admin\/company\/theme$/);
    await page.getByRole('tab', { name: 'Theme', selected: true }).waitFor();
    await page.locator('input[name="dColorPrimary"]').waitFor();
    try {
      await page.locator('input[name="dColorPrimary"]').fill('#aa3300');
      await page.locator('input[name="dColorSecondary"]').fill('#336600');
      // Live preview before saving: the agent app's bar (primary) and the console's (secondary).
      await page.waitForFunction(
        `getComputedStyle(document.querySelector('[data-testid="theme-preview-bar"]')).backgroundColor === 'rgb(170, 51, 0)' &&
         getComputedStyle(document.querySelector('[data-testid="theme-preview-console-bar"]')).backgroundColor === 'rgb(51, 102, 0)'`,
      );
      // The console itself keeps its colours until saved and reloaded.
      expect(await background(page, 'header')).to.equal('rgb(1, 154, 255)');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Theme saved.').waitFor();

      await page.reload();
      await page.locator('input[name="dColorPrimary"]').waitFor();
      expect(await page.locator('input[name="dColorPrimary"]').inputValue()).to.equal('#aa3300');
      // The console's app bar wears the secondary colour, its contained buttons the primary one.
      expect(await background(page, 'header')).to.equal('rgb(51, 102, 0)');
      expect(await background(page, 'button[type="submit"]')).to.equal('rgb(170, 51, 0)');
      expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).to.equal('#aa3300');
    } finally {
      // The demo company is shared by the other browser tests: put its colour back.
      await saveTheme(page, DEFAULT_COLOR, DEFAULT_COLOR);
    }
  });

  it('when HQ saves the profile with a postcode of another state, then the message shows beside the postcode and nothing is saved', async () => {
    const page = await newPage();
    await signIn(page, 'hq@demo.test');
    await openCompany(page);
    await page.getByRole('tab', { name: 'Company profile', selected: true }).waitFor();
    // The demo company has an address: wait until the form shows it.
    await page.waitForFunction(() => Boolean((document.querySelector('input[name="comAddr1"]') as HTMLInputElement | null)?.value));
    const saved = await page.locator('input[name="comAddr1"]').inputValue();
    await page.locator('input[name="comAddr1"]').fill('1 Jalan Ampang');
    await page.locator('input[name="comPostcode"]').fill('50450');
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Johor', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.ra-input-comPostcode').getByText('This value is not valid.').waitFor();
    await page.getByText('Invalid input').first().waitFor();

    await page.reload();
    await page.locator('input[name="comAddr1"]').waitFor();
    expect(await page.locator('input[name="comAddr1"]').inputValue()).to.equal(saved);

    // Deep links: another tab by its path.
    await page.getByRole('tab', { name: 'Control features' }).click();
    await page.waitForURL(/\/admin\/company\/features$/);
    await page.locator('input[name="bookingTime.hours"]').waitFor();
  });
});
