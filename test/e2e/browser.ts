import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { Lang } from '../../common/constants';
import { PATHS } from '../../shop/src/paths';

/** The browser suite's shared state and helpers: pages, signing in, screenshots. */
export const DEMO_PASSWORD = 'Demo@12345';

let browser: Browser | null = null;
let base = '';
let shots = '';
const open: { context: BrowserContext; page: Page }[] = [];

export function setUp(b: Browser, baseUrl: string, screenshotDir: string): void {
  browser = b;
  base = baseUrl;
  shots = screenshotDir;
  fs.mkdirSync(shots, { recursive: true });
}

export async function tearDown(): Promise<void> {
  await browser?.close();
}

export const url = (pathname: string) => `${base}${pathname}`;

/**
 * A page in a fresh context (its own storage), English, desktop size. Service workers are
 * blocked unless a test is about them, so that `page.route` sees every request.
 */
export async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser!.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 }, serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  open.push({ context, page });
  return page;
}

/** Signs in through the login form and waits for the page the user lands on. */
/** Agent-app pages shown without the signed-in frame, where a sign-in may land. */
const STATUS_PATHS = new Set<string>([PATHS.noAccess, PATHS.subscriptionExpired, PATHS.offline, PATHS.serverError]);

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, path = '/login'): Promise<void> {
  if (!page.url().includes('/login')) await page.goto(url(path));
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  // The app has started (and settled the session) before the test goes on: a navigation in the
  // middle of that start could lose the session just written, and a click on the sign-in page's
  // own language menu, still on screen for a moment, lands on a menu that is about to go.
  const pathname = new URL(page.url()).pathname;
  if (pathname.startsWith('/admin')) await page.locator('.RaSidebar-fixed [role=menuitem]').first().waitFor();
  else if (!STATUS_PATHS.has(pathname)) await page.getByTestId('user-menu').waitFor();
}

/** Screenshots the last page of the test under test-results/e2e/, then closes every context. */
export async function closePages(title: string): Promise<void> {
  const last = open.at(-1);
  if (last) {
    const file = title
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
    await last.page.screenshot({ path: path.join(shots, `${file}.png`), fullPage: true }).catch(() => undefined);
  }
  for (const { context } of open.splice(0)) await context.close();
}

/** The session entry of local storage (the encrypted token), or null. */
export function storedSession(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('session'));
}

type Multipart = NonNullable<Parameters<APIRequestContext['post']>[1]>['multipart'];

/**
 * A signed-in API caller for preparing data, as the console or the agent app talks to the server;
 * every call must succeed (200 or 201) and answers the envelope's data.
 */
export async function apiAs(request: APIRequestContext, email: string) {
  const login = await request.post(url('/api/login'), { data: { email, password: DEMO_PASSWORD } });
  if (login.status() !== 200) throw new Error(`login ${email}: ${login.status()} ${await login.text()}`);
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  const check = async (res: Awaited<ReturnType<APIRequestContext['get']>>, what: string) => {
    if (![200, 201].includes(res.status())) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
    return ((await res.json()) as { data: never }).data;
  };
  return {
    get: async <T>(path: string): Promise<T> => check(await request.get(url(`/api${path}`), { headers }), path),
    post: async <T>(path: string, data: unknown, multipart?: Multipart): Promise<T> => check(await request.post(url(`/api${path}`), multipart ? { headers, multipart } : { headers, data }), path),
    delete: async <T>(path: string): Promise<T> => check(await request.delete(url(`/api${path}`), { headers }), path),
  };
}

/** Saves `lang` as the account's language (the apps adopt it on entry unless the browser chose one). */
export async function saveLanguage(page: Page, email: string, lang: Lang): Promise<void> {
  await (await apiAs(page.request, email)).post('/language', { lang });
}

/** Signs in as `email` with the account's language set to `lang`: other suites save their own choice to demo accounts. */
export async function signInWithLanguage(page: Page, email: string, lang: Lang): Promise<void> {
  await saveLanguage(page, email, lang);
  await signIn(page, email);
}
