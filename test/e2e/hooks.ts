import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildWeb, isBuildCurrent } from '../../scripts/build-web';
import { startServer } from '../../server/main';
import { closePages, setUp, tearDown } from './browser';

/**
 * Root hooks of the browser suite: builds the front ends when dist/ lacks them or is older than
 * their sources, starts the whole server in-process on a free port with a fresh database
 * (DATABASE_URL when set, so CI can point it at MariaDB) and the demo company, and launches
 * Debian's Chromium. Each test leaves a screenshot in test-results/e2e/.
 */
const ROOT = path.resolve(__dirname, '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agenthub-e2e-'));
let server: Awaited<ReturnType<typeof startServer>> | null = null;

/** The running server, e.g. its Billplz simulator (`simulator`) for tests that register a merchant account. */
export function e2eServer(): Awaited<ReturnType<typeof startServer>> {
  if (!server) throw new Error('The e2e server is not running');
  return server;
}

export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(300_000);
    if (!isBuildCurrent()) await buildWeb({ quiet: true });
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: process.env.DATABASE_URL || `sqlite:${path.join(tmp, 'e2e.db')}`,
      seedDemo: true,
      env: {
        NODE_ENV: 'test',
        DATA_DIR: tmp,
        UPLOAD_DIR: path.join(tmp, 'uploads'),
        JOBS: 'off',
        // The in-process Billplz simulator is the default gateway account (even when BILLPLZ_API_KEY is set in the shell).
        BILLPLZ_SIMULATOR: 'on',
        RATE_LIMIT_LOGIN: '1000/300',
        RATE_LIMIT_GENERAL: '100000/60',
        // The demo recruit links and addresses are the same in every run (and Redis keeps counting between runs).
        RATE_LIMIT_SELF_REGISTER: '1000/300',
      },
    });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    // localhost: where the demo (default) company's e-mailed links and payment returns point (companyBaseUrl).
    setUp(browser, server.url, path.join(ROOT, 'test-results/e2e'));
  },
  async afterEach(this: Mocha.Context) {
    await closePages(this.currentTest?.fullTitle() ?? 'test');
  },
  async afterAll() {
    await tearDown();
    await server?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  },
};
