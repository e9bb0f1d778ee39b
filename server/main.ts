import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from './config';
import { buildApp, closePlatform, createPlatform } from './app';
import { seedDemo } from '../db/demo';
import { startLocalGateway } from './modules/payments';
import { startLocalMyInvois } from './modules/einvoice';
import { listen, StartupError } from './platform/listen';

export interface StartOptions {
  port?: number;
  host?: string;
  databaseUrl?: string;
  /** Load the demo company when the database has no company yet. */
  seedDemo?: boolean;
  /** Extra environment variables for the configuration (tests lower rate limits this way). */
  env?: Record<string, string>;
}

/** Migrates, optionally seeds, listens and starts the jobs; `close` shuts it all down. */
export async function startServer(options: StartOptions = {}) {
  const env = { ...process.env, ...options.env };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.port !== undefined) env.PORT = String(options.port);
  const config = loadConfig(env);
  const p = await createPlatform(config);
  let simulator: Awaited<ReturnType<typeof startLocalGateway>> = null;
  let myinvois: Awaited<ReturnType<typeof startLocalMyInvois>> = null;
  const server = http.createServer();
  let seeded: Awaited<ReturnType<typeof seedDemo>> | null = null;
  try {
    // BILLPLZ_SIMULATOR: the local Billplz look-alike serves as the default gateway account.
    simulator = await startLocalGateway(config);
    if (simulator) p.logger.info(`Billplz simulator on ${simulator.url} (default payment gateway account)`);
    // MYINVOIS_SIMULATOR: the local MyInvois look-alike stands in for LHDN (docs/einvoice.md).
    myinvois = await startLocalMyInvois(config);
    if (myinvois) p.logger.info(`MyInvois simulator on ${myinvois.url} (e-invoicing)`);
    seeded = options.seedDemo ? await seedDemo() : null;
    server.on('request', buildApp(p));
    await listen(server, config.port, options.host ?? config.host);
  } catch (err) {
    // A failed start (a taken port) leaves nothing open: the database pool and simulator close.
    await simulator?.close();
    await myinvois?.close();
    await closePlatform(p);
    throw err;
  }
  if (config.jobsEnabled) p.jobs.start();
  const { port } = server.address() as AddressInfo;
  // PORT=0 asks the system for a free port; links in e-mails name the one it gave.
  if (config.publicPort === 0) config.publicPort = port;
  const url = `http://localhost:${port}`;
  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await simulator?.close();
      await myinvois?.close();
      await closePlatform(p);
    })());
  return { url, port, server, platform: p, seeded, simulator, close };
}

if (require.main === module) {
  startServer()
    .then(({ url, platform, close }) => {
      platform.logger.info(`Listening on ${url}`);
      const stop = (signal: string) => {
        platform.logger.info({ signal }, 'shutting down');
        const force = setTimeout(() => process.exit(1), 10_000);
        force.unref();
        void close().then(() => process.exit(0));
      };
      process.on('SIGTERM', () => stop('SIGTERM'));
      process.on('SIGINT', () => stop('SIGINT'));
    })
    .catch(exitOnStartupError);
}

/** Ends a process whose start failed: an operator's mistake in one line, anything else with its stack. */
export function exitOnStartupError(err: unknown): never {
  console.error(err instanceof StartupError ? err.message : err);
  process.exit(1);
}
