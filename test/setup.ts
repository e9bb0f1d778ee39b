import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';

/**
 * Root hooks of the API suite: one platform and app per run, on a fresh SQLite file unless
 * DATABASE_URL names another database (CI points it at a throwaway MariaDB database). Tests share
 * no fixtures: each creates its own company (with its own host name) and data.
 */
process.env.NODE_ENV = 'test';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agenthub-test-'));
process.env.DATA_DIR ??= tmp;
process.env.DATABASE_URL ??= `sqlite:${path.join(tmp, 'test.db')}`;
process.env.RATE_LIMIT_LOGIN ??= '1000/300';
process.env.RATE_LIMIT_VERIFICATION ??= '1000/300';
process.env.RATE_LIMIT_FORGOT_PASSWORD ??= '1000/300';
process.env.RATE_LIMIT_GENERAL ??= '100000/60';
process.env.RATE_LIMIT_SELF_REGISTER ??= '1000/300';
// Links in e-mails name the company's domain without a port, as in production behind a proxy.
process.env.PUBLIC_PORT ??= '80';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const harness = require('./harness') as typeof import('./harness');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tenantCheck = require('./tenant-check') as typeof import('./tenant-check');

export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(120_000);
    await harness.start();
    // Every statement on a company table carries its company predicate (test/tenant-check.ts).
    if (process.env.TENANT_CHECK !== '0') await tenantCheck.installTenantCheck(harness.platform().db);
  },
  beforeEach(this: Mocha.Context) {
    tenantCheck.checkTenantScope(this.currentTest);
  },
  async afterAll() {
    const unscoped = tenantCheck.takeViolations();
    await harness.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
    if (unscoped) throw unscoped;
  },
};
