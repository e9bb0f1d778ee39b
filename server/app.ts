import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Config } from './config';
import { companyTablesOf, createDb, migrateLatest } from './platform/db';
import { setCompanyTables } from './platform/model';
import { createLogger } from './platform/logger';
import { ROOT } from './platform/paths';
import { Mailer } from './platform/mail';
import { LocalStorage, publicRoot } from './platform/storage';
import { FILE_URL_PATH, FileUrls, privateFiles } from './platform/file-urls';
import { JobRunner } from './platform/jobs';
import { RateLimits } from './platform/rate-limit';
import { setPlatform, type Platform } from './platform';
import { resolveTenant } from './platform/tenancy';
import { errorHandler, sendError } from './platform/http/errors';
import { NotFoundError } from './platform/errors';
import { generalLimitMiddleware, jsonBody, requestIdMiddleware, routeTable, series, tenantMiddleware } from './platform/http/pipeline';
import { openApiDocument } from './platform/http/openapi';
import type { RouteDef } from './platform/http/route';
import { authenticate } from './modules/auth';
import { apiRoutes } from './routes';
import { storePages } from './modules/stores/routes';
import { moduleJobs } from './jobs';
import { wireModules } from './wiring';

const VERSION = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** Builds the process-wide services and makes them current. */
export async function createPlatform(config: Config, options: { migrate?: boolean } = {}): Promise<Platform> {
  wireModules();
  const logger = createLogger(config.logLevel);
  const db = createDb(config.databaseUrl);
  if (options.migrate !== false) await migrateLatest(db);
  // Tenant queries add the company to the company tables they join (platform/model.ts).
  setCompanyTables(await companyTablesOf(db));
  const storage = new LocalStorage(config.uploadDir, new FileUrls(config.secretsKey));
  const moved = await storage.moveLegacyFiles();
  if (moved) logger.info({ moved }, 'uploaded files moved into the public and private folders');
  const p: Platform = {
    config,
    db,
    logger,
    mailer: new Mailer(db, config.smtpUrl, config.mailFrom, logger),
    storage,
    jobs: new JobRunner(db, logger),
    limits: new RateLimits(config.rateLimits, config.redisUrl),
  };
  for (const job of moduleJobs) p.jobs.register(job);
  setPlatform(p);
  return p;
}

export async function closePlatform(p: Platform): Promise<void> {
  await p.jobs.stop();
  await p.limits.close();
  await p.db.destroy();
}

/** Serves a built single-page app with a fallback to its index.html for client-side routes. */
function spa(dir: string): express.Router {
  const router = express.Router();
  const index = path.join(dir, 'index.html');
  router.use(express.static(dir, { index: false, maxAge: '1h', setHeaders: noCacheForShell }));
  router.use((req, res, next) => {
    if (req.method !== 'GET' || !fs.existsSync(index)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}

function noCacheForShell(res: express.Response, file: string): void {
  if (/(index\.html|sw\.js|manifest\.webmanifest)$/.test(file)) res.setHeader('Cache-Control', 'no-cache');
}

const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'", 'data:'],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      // News videos play in YouTube's privacy-enhanced player (common/news.ts youtubeEmbedUrl).
      frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
    },
  },
};

/**
 * helmet's headers. With static directives they are the same for every response, so helmet
 * runs once at start-up against a recording response and each request gets the recorded set
 * in one step instead of a dozen chained middlewares.
 */
function securityHeaders(): express.RequestHandler {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => void headers.set(name, value),
    removeHeader: (name: string) => void headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  let ran = false;
  // helmet only sets and removes headers: a recorder of those stands in for the response.
  helmet(HELMET_OPTIONS)({} as express.Request, recorder as unknown as express.Response, () => {
    ran = true;
  });
  if (!ran) throw new Error('helmet did not finish synchronously');
  return (_req, res, next) => {
    res.setHeaders(headers);
    next();
  };
}

/**
 * The Express app without `listen`: tests drive it in-process. `/api` runs the route table
 * through the pipeline; the built HQ console is served at `/admin` and the agent app at `/`.
 */
export function buildApp(p: Platform, routes: RouteDef[] = apiRoutes): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false); // API answers are dynamic; static files keep their own ETags
  app.set('trust proxy', p.config.trustProxy);
  app.use(series(securityHeaders(), requestIdMiddleware()));

  // Not tenant-specific: load balancers probe by IP, tools read the API description.
  app.get('/api/health', async (_req, res) => {
    await p.db.raw('select 1');
    res.json({ meta: { code: 200, message: 'OK' }, data: { status: 'ok', version: VERSION } });
  });
  const openapi = openApiDocument(routes, '/api', VERSION);
  app.get('/api/openapi.json', (_req, res) => res.json(openapi));

  const deps = { resolveTenant, authenticate, limits: p.limits };
  app.use('/api', series(generalLimitMiddleware(p.limits, routes), jsonBody(), tenantMiddleware(deps), routeTable(routes, deps)), (req: express.Request, res: express.Response) =>
    sendError(res, new NotFoundError('error.routeNotFound'), req.lang ?? 'en'),
  );

  // Public files never change under their key (a replacement gets a new one): cache them long.
  app.use('/uploads', express.static(publicRoot(p.config.uploadDir), { index: false, dotfiles: 'deny', fallthrough: false, maxAge: '7d', immutable: true }));
  app.use(FILE_URL_PATH, privateFiles({ storage: p.storage, urls: new FileUrls(p.config.secretsKey), resolveTenant }));
  // The public stores: pages with their preview tags, sitemap and robots.txt; the store app's assets.
  app.use('/s', storePages({ resolveTenant, distDir: path.join(ROOT, 'dist/store') }));
  app.use('/admin', spa(path.join(ROOT, 'dist/admin')));
  app.use('/', spa(path.join(ROOT, 'dist/shop')));
  app.use(errorHandler(p.logger));
  return app;
}
