import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { LANGUAGES } from '../../common/constants';
import { en as commonEn } from '../../common/web/i18n/en';
import { id as commonId } from '../../common/web/i18n/id';
import { ms as commonMs } from '../../common/web/i18n/ms';
import { en as shopEn } from '../../shop/src/i18n/en';
import { id as shopId } from '../../shop/src/i18n/id';
import { ms as shopMs } from '../../shop/src/i18n/ms';
import { newPage, saveLanguage, signInWithLanguage, url } from './browser';

/**
 * Every menu entry of both apps in every language: HQ opens each console entry (every section
 * expanded) at 1366 px, the user menu's profile pages and the console's 404; a demo agent opens
 * each entry of the agent app's drawer at 390 px. A page fails on an error or 404 page, an error
 * boundary, a console error or uncaught exception, a horizontal scrollbar, or a message key shown
 * as text. Every problem of a run is listed at once.
 */
const COMMON = { en: commonEn, id: commonId, ms: commonMs };
const SHOP = { en: shopEn, id: shopId, ms: shopMs };

/** The error, not-found and access-denied pages of react-admin and of both apps, and a failed list. */
const ERROR_UI = '.RaError-title, .RaNotFound-message, .RaAccessDenied-icon, [data-testid=not-found], [data-testid=load-error]';
const ERROR_TEXTS = Object.values(COMMON).flatMap((c) => [c.common.error.notFound, c.common.error.somethingWrong]);

/** Text that looks like an untranslated key (`orders.paymentType.gateway`). */
const MESSAGE_KEY = /\b[a-z]+(?:\.[a-zA-Z_]+){2,}\b/g;
/** What may look like a key but is not one: e-mail addresses, URLs and host names. */
const NOT_KEYS = [/\S+@\S+/g, /\b[a-z]+:\/\/\S+/gi, /\b(?:www\.)?[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|my|id|io|co|test|example)\b/gi];

/** Console errors and uncaught exceptions of a page, as they happen. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/**
 * Waits for the page's lazy chunk, its requests and loading indicators, then a moment more for
 * what they trigger (a render that fails after its data arrived).
 */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(300);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page
    .locator('.RaLoading-icon, main [role=progressbar]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
}

/** The problems the page shows now, each prefixed with where it was seen. */
async function problemsOf(page: Page, where: string, errors: string[]): Promise<string[]> {
  await settle(page);
  const found = await page.evaluate(
    ({ selector }) => ({
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      text: document.body.innerText,
      errorUi: Array.from(document.querySelectorAll(selector)).map((el) => (el.textContent ?? '').trim().slice(0, 120)),
    }),
    { selector: ERROR_UI },
  );
  const problems: string[] = [];
  if (found.errorUi.length) problems.push(`error page: ${found.errorUi.join(' / ')}`);
  for (const text of ERROR_TEXTS) if (found.text.includes(text)) problems.push(`error text: ${text}`);
  if (found.overflow > 0) problems.push(`horizontal scroll: ${found.overflow}px wider than the window`);
  const visible = NOT_KEYS.reduce((text, pattern) => text.replace(pattern, ' '), found.text);
  const keys = [...new Set(visible.match(MESSAGE_KEY) ?? [])];
  if (keys.length) problems.push(`message keys shown: ${keys.join(', ')}`);
  problems.push(...errors.splice(0));
  return problems.map((problem) => `${where}: ${problem}`);
}

describe('Every menu entry in every language', () => {
  it('when HQ opens every console menu entry, the profile pages and an unknown address in en, id and ms, then none shows an error, a key or a horizontal scrollbar', async function () {
    this.timeout(600_000);
    const problems: string[] = [];
    const page = await newPage({ viewport: { width: 1366, height: 800 } });
    const errors = watchErrors(page);
    try {
      for (const lang of LANGUAGES) {
        await signInWithLanguage(page, 'hq@demo.test', lang);
        await page.waitForURL(/\/admin\/?$/);
        const sidebar = page.locator('.RaSidebar-fixed');
        await sidebar.getByRole('menuitem').first().waitFor();
        problems.push(...(await problemsOf(page, `console ${lang} /admin/`, errors)));

        // Every section open (they stay so: the menu remembers it).
        const groups = sidebar.locator('[data-testid^=menu-group-]');
        for (let i = 0; i < (await groups.count()); i++) {
          if ((await groups.nth(i).getAttribute('aria-expanded')) === 'false') await groups.nth(i).click();
        }
        const entries = await sidebar.locator('a[role=menuitem]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
        expect(entries, 'the menu lists the console areas').to.include.members(['/admin/manage-orders', '/admin/agent-registration', '/admin/products', '/admin/company']);
        for (const href of entries) {
          await sidebar.locator(`a[role=menuitem][href="${href}"]`).click();
          await page.waitForURL((u) => u.pathname + u.search === href || u.pathname.startsWith(`${href}/`));
          problems.push(...(await problemsOf(page, `console ${lang} ${href}`, errors)));
        }

        // HQ's new order (a button of the orders list, not a menu entry).
        await page.goto(url('/admin/manage-orders/new'));
        problems.push(...(await problemsOf(page, `console ${lang} /admin/manage-orders/new`, errors)));

        // The user menu's profile and change-password pages.
        for (const href of ['/admin/profile', '/admin/profile?tab=password']) {
          await page.locator('header .RaUserMenu-userButton').click();
          await page.locator(`[role=menu] a[href="${href}"]`).click();
          await page.getByTestId(href.includes('password') ? 'password-form' : 'profile-form').waitFor();
          problems.push(...(await problemsOf(page, `console ${lang} ${href}`, errors)));
        }

        // An unknown address shows the 404 page, in the language, with the way back.
        await page.goto(url('/admin/no-such-page'));
        await page.getByTestId('not-found').getByRole('heading', { name: COMMON[lang].common.error.notFound }).waitFor();
        expect(await page.title()).to.equal(`${COMMON[lang].common.error.notFound} | Demo Company`);
        await page.getByTestId('not-found').getByRole('link').click();
        await page.waitForURL(/\/admin\/?$/);
        errors.splice(0);

        await page.context().clearCookies();
        await page.evaluate(() => localStorage.clear());
        await page.goto(url('/login'));
      }
    } finally {
      await saveLanguage(page, 'hq@demo.test', 'en');
    }
    expect(problems).to.deep.equal([]);
  });

  it('when a demo agent opens every entry of the agent app menu on a phone in en, id and ms, then none shows an error, a key or a horizontal scrollbar', async function () {
    this.timeout(300_000);
    const problems: string[] = [];
    const page = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const errors = watchErrors(page);
    try {
      for (const lang of LANGUAGES) {
        await signInWithLanguage(page, 'agent1@demo.test', lang);
        await page.waitForURL((u) => u.pathname === '/');
        const openMenu = page.getByRole('button', { name: SHOP[lang].shop.nav.open });
        await openMenu.waitFor();
        problems.push(...(await problemsOf(page, `agent app ${lang} /`, errors)));

        await openMenu.click();
        const drawer = page.locator('.MuiDrawer-modal nav');
        const entries = await drawer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
        expect(entries, 'the drawer lists the agent app screens').to.include.members(['/', '/orders', '/profile']);
        await page.keyboard.press('Escape');
        for (const href of entries) {
          await openMenu.click();
          await drawer.locator(`a[href="${href}"]`).click();
          await page.waitForURL((u) => u.pathname === href);
          await drawer.waitFor({ state: 'detached' }).catch(() => undefined);
          problems.push(...(await problemsOf(page, `agent app ${lang} ${href}`, errors)));
        }

        await page.evaluate(() => localStorage.clear());
        await page.goto(url('/login'));
      }
    } finally {
      await saveLanguage(page, 'agent1@demo.test', 'en');
    }
    expect(problems).to.deep.equal([]);
  });
});
