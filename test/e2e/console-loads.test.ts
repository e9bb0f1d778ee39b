import { expect } from 'chai';
import type { Page, Route } from 'playwright-core';
import { newPage, signIn, url } from './browser';

/**
 * The console's pages load through react-admin's query client (admin/src/shared/query.ts): a
 * failed load shows the server's message with a Retry, never an empty page or an endless
 * spinner, and Retry loads again.
 */

const failure = { status: 500, contentType: 'application/json', body: JSON.stringify({ meta: { code: 500, message: 'E2E load failure' }, data: null }) };

/** Answers the first `times` GETs of `pattern` with a 500, then lets the requests through; returns the count of requests seen. */
async function failFirst(page: Page, pattern: string, times = 1): Promise<() => number> {
  let seen = 0;
  await page.route(pattern, async (route: Route) => {
    if (route.request().method() !== 'GET') return route.continue();
    seen += 1;
    if (seen <= times) return route.fulfill(failure);
    return route.continue();
  });
  return () => seen;
}

describe('Console loads: errors with a retry', () => {
  it('when the dashboard figures fail to load, then the error shows with Retry, and Retry shows the figures', async () => {
    const page = await newPage();
    const seen = await failFirst(page, '**/api/dashboard/summary');
    await signIn(page, 'hq@demo.test');
    const error = page.getByTestId('load-error');
    await error.getByText('E2E load failure').waitFor();
    expect(await page.getByTestId('dashboard-figures').count()).to.equal(0);
    // Loaded once: a failed load is not repeated by itself.
    expect(seen()).to.equal(1);
    await error.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('dashboard-figures').waitFor();
    expect(await page.getByTestId('load-error').count()).to.equal(0);
    expect(seen()).to.equal(2);
  });

  it('when the store preview fails to load, then it shows the error rather than an empty store, and Retry shows the products', async () => {
    const page = await newPage();
    await signIn(page, 'hq@demo.test');
    await failFirst(page, '**/api/products/preview-store?*');
    await page.goto(url('/admin/products/preview-store'));
    const error = page.getByTestId('load-error');
    await error.getByText('E2E load failure').waitFor();
    expect(await page.getByText('Agents of this level see no products.').count()).to.equal(0);
    await error.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('preview-item').first().waitFor();
    expect(await page.getByTestId('load-error').count()).to.equal(0);
  });
});
