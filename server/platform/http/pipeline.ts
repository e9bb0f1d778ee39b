import crypto from 'node:crypto';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import { match, type MatchFunction } from 'path-to-regexp';
import type { ValidateFunction } from 'ajv';
import type { TSchema } from '@sinclair/typebox';
import { translate } from '../../../common/messages';
import type { Ctx, Principal, TenantInfo } from '../context';
import { AppError, ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '../errors';
import { langFromHeader } from '../i18n';
import type { RateLimits } from '../rate-limit';
import { companyBaseUrl } from '../tenancy';
import { sniff } from '../storage';
import { ListPage } from './list';
import { FileReply, Reply, type Access, type RouteDef, type UploadedFile } from './route';
import { check, compile, refusePrototypeKeys } from './validation';
import { writeJson } from './errors';

/**
 * The registrar: turns the route table into Express routes, each running, in order, tenant
 * resolution → rate limit → authentication → subscription gate → access rule → validation →
 * handler → envelope `{ meta: { code, message }, data }`.
 */
export interface PipelineDeps {
  resolveTenant: (host: string) => Promise<TenantInfo | null>;
  /** Verifies a bearer token for the company; throws UnauthenticatedError when it is not valid. */
  authenticate: (token: string, company: TenantInfo) => Promise<Principal>;
  limits: RateLimits;
}

export function assertRouteTable(routes: RouteDef[]): void {
  const seen = new Set<string>();
  for (const r of routes) {
    const id = `${r.method.toUpperCase()} ${r.path}`;
    if (!r.access) throw new Error(`Route ${id} declares no access rule`);
    const valid = r.access === 'public' || r.access === 'user' || (typeof r.access === 'object' && ('roles' in r.access ? r.access.roles.length > 0 : 'permission' in r.access));
    if (!valid) throw new Error(`Route ${id} has an invalid access rule`);
    if (seen.has(id)) throw new Error(`Route ${id} is declared twice`);
    // The general limit's exemptions are looked up by exact path (generalLimitMiddleware).
    if (r.unlimited && r.path.includes(':')) throw new Error(`Route ${id} is unlimited but has path parameters`);
    seen.add(id);
  }
}

export function allows(access: Access, user: Principal | null): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  if (access === 'user') return true;
  if ('roles' in access) return access.roles.includes(user.role);
  const wanted = typeof access.permission === 'string' ? [access.permission] : access.permission;
  return user.role === 'hq' || (user.role === 'staff' && wanted.some((p) => user.permissions.has(p)));
}

/**
 * The client's address, read once per request. Without trusted proxies it is the socket's peer,
 * which is what `req.ip` answers then after parsing X-Forwarded-For for nothing; with them,
 * `req.ip` walks the proxy rules.
 */
function clientIp(req: Request): string {
  let ip = req.clientIp;
  if (ip === undefined) {
    const trusted = req.app.get('trust proxy') as unknown;
    ip = (trusted === false || trusted === 0 ? req.socket.remoteAddress : req.ip) ?? req.socket.remoteAddress ?? 'unknown';
    req.clientIp = ip;
  }
  return ip;
}

/** Tenant and language for every /api request, matched or not. */
export function tenantMiddleware(deps: PipelineDeps): RequestHandler {
  return async (req, _res, next) => {
    const accept = req.headers['accept-language'];
    req.lang = (accept && langFromHeader(accept)) || 'en';
    const company = await deps.resolveTenant(req.hostname ?? '');
    if (!company) throw new NotFoundError('error.companyNotFound');
    req.company = company;
    if (!accept) req.lang = company.defaultLang;
    next();
  };
}

export function requestIdMiddleware(): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    req.id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    res.setHeader('X-Request-Id', req.id);
    next();
  };
}

/**
 * The key a request is routed by (`GET /x/:id` patterns aside): its method, HEAD read as GET, and
 * its path without one trailing slash. The route table and the general limit's exemptions both
 * use it, so an exemption covers exactly the requests its route answers.
 */
function routeKey(req: Request): { method: string; pathname: string } {
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const pathname = req.path.length > 1 && req.path.endsWith('/') ? req.path.slice(0, -1) : req.path;
  return { method, pathname };
}

export function generalLimitMiddleware(limits: RateLimits, routes: RouteDef[] = []): RequestHandler {
  const unlimited = new Set(routes.filter((r) => r.unlimited).map((r) => `${r.method.toUpperCase()} ${r.path}`));
  return async (req, _res, next) => {
    const { method, pathname } = routeKey(req);
    if (!unlimited.has(`${method} ${pathname}`)) await limits.hit('general', clientIp(req));
    next();
  };
}

function uploadMiddleware(rule: NonNullable<RouteDef['upload']>): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: rule.maxBytes, files: 1, fields: 50, fieldSize: 64 * 1024 },
  }).single(rule.field);
  return (req, res, next) => {
    parse(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') {
          const max = `${Math.round(rule.maxBytes / 1024 / 1024)} MB`;
          return next(ValidationError.field(rule.field, 'upload.tooLarge', { max }));
        }
        if (err.code === 'LIMIT_UNEXPECTED_FILE') return next(ValidationError.field(err.field ?? rule.field, 'validation.unknownField'));
      }
      next(new AppError(400, 'request.malformed'));
    });
  };
}

function uploadedFile(req: Request, rule: NonNullable<RouteDef['upload']>): UploadedFile | null {
  const f = req.file;
  if (!f) {
    if (rule.required !== false) throw ValidationError.field(rule.field, 'upload.required');
    return null;
  }
  const kind = sniff(f.buffer);
  if (!kind || !rule.types.includes(kind)) {
    const types = rule.types.map((t) => (t === 'jpeg' ? 'JPEG/JPG' : t.toUpperCase())).join(', ');
    throw ValidationError.field(rule.field, 'upload.badType', { types });
  }
  return { buffer: f.buffer, originalName: f.originalname, kind, size: f.size };
}

function bearer(req: Request): string | null {
  const header = req.headers.authorization;
  const match = header && /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

function send(res: Response, ctx: Ctx, route: RouteDef, result: unknown): void {
  // A handler that answered by itself (the payment gateway's callback text and redirect).
  if (res.headersSent) return;
  if (result instanceof FileReply) {
    if (result.downloadName) res.attachment(result.downloadName);
    res.sendFile(result.path);
    return;
  }
  let status = 200;
  let key = route.message ?? 'ok';
  let data = result;
  if (result instanceof Reply) {
    status = result.status;
    key = result.message;
    data = result.data;
  }
  if (data instanceof ListPage) {
    res.setHeader('Content-Range', data.contentRange);
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    data = data.items;
  }
  writeJson(res, status, { meta: { code: status, message: translate(key, ctx.lang) }, data: data ?? null });
}

/**
 * The route table as one middleware: a path without parameters is found in a Map by
 * method and path, the others by their path-to-regexp matchers. Express's router would instead
 * test every route's pattern in turn on every request.
 */
export function routeTable(routes: RouteDef[], deps: PipelineDeps): RequestHandler {
  assertRouteTable(routes);
  const exact = new Map<string, RequestHandler[]>();
  const patterns: { method: string; match: MatchFunction<Partial<Record<string, string>>>; chain: RequestHandler[] }[] = [];
  for (const route of routes) {
    const method = route.method.toUpperCase();
    const chain = routeChain(route, deps);
    if (route.path.includes(':')) patterns.push({ method, match: match(route.path), chain });
    else exact.set(`${method} ${route.path}`, chain);
  }
  return (req, res, next) => {
    const { method, pathname } = routeKey(req);
    let chain = exact.get(`${method} ${pathname}`);
    for (let i = 0; !chain && i < patterns.length; i++) {
      const found = patterns[i].method === method && patterns[i].match(pathname);
      if (found) {
        req.params = found.params as Record<string, string>;
        chain = patterns[i].chain;
      }
    }
    if (!chain) return next();
    runSeries(chain, req, res, next);
  };
}

/** Runs middlewares in turn as Express 5 would, a rejected promise included. */
function runSeries(handlers: RequestHandler[], req: Request, res: Response, done: NextFunction): void {
  let step = 0;
  const proceed = (err?: unknown): void => {
    if (err) return done(err);
    if (step === handlers.length) return done();
    try {
      const result: unknown = handlers[step++](req, res, proceed);
      if (result instanceof Promise) result.catch(done);
    } catch (error) {
      done(error);
    }
  };
  proceed();
}

/** Middlewares run as one: each layer of an Express router costs a pattern test and a dispatch per request. */
export function series(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => runSeries(handlers, req, res, next);
}

function routeChain(route: RouteDef, deps: PipelineDeps): RequestHandler[] {
  const validators: [keyof Request & ('params' | 'query' | 'body'), ValidateFunction][] = [];
  const coerceBody = Boolean(route.upload);
  if (route.params) validators.push(['params', compile(route.params as TSchema, true)]);
  if (route.query) validators.push(['query', compile(route.query as TSchema, true)]);
  if (route.body) validators.push(['body', compile(route.body as TSchema, coerceBody)]);

  /** Who is calling and may they: runs before any upload is read. */
  const guard = async (req: Request) => {
    const company = req.company!;
    const ip = clientIp(req);
    if (route.rateLimit) {
      const email = typeof req.body?.email === 'string' ? req.body.email.toLowerCase() : '';
      await deps.limits.hit(route.rateLimit, `${company.id}:${ip}:${email}`);
    }
    let user: Principal | null = null;
    if (route.access !== 'public') {
      const token = bearer(req);
      if (!token) throw new UnauthenticatedError();
      user = await deps.authenticate(token, company);
    }
    const ctx: Ctx = {
      companyId: company.id,
      company,
      user,
      lang: user?.lang ?? req.lang ?? company.defaultLang,
      origin: companyBaseUrl(company),
      requestId: req.id,
      ip,
    };
    req.ctx = ctx;
    if (user && company.disallowLogin && !route.allowLocked) {
      throw new ForbiddenError(user.role === 'hq' ? 'auth.companyLockedHq' : 'auth.companyLockedAgent');
    }
    if (!allows(route.access, user)) throw new ForbiddenError();
  };

  const run = async (req: Request, res: Response) => {
    const ctx = req.ctx!;
    // Express 5 exposes req.query through a getter; validated copies go into `input`.
    const input = { params: { ...req.params }, query: { ...(req.query as object) }, body: req.body ?? {} } as Record<string, unknown>;
    if (!route.body && input.body && typeof input.body === 'object' && Object.keys(input.body).length) {
      throw new ValidationError(Object.fromEntries(Object.keys(input.body as object).map((k) => [k, { key: 'validation.unknownField' as const }])));
    }
    if (!route.query && Object.keys(input.query as object).length) {
      throw new ValidationError(Object.fromEntries(Object.keys(input.query as object).map((k) => [k, { key: 'validation.unknownField' as const }])));
    }
    for (const [where, validate] of validators) {
      if (where === 'body' && (typeof input.body !== 'object' || Array.isArray(input.body) || input.body === null)) {
        throw new AppError(400, 'request.malformed');
      }
      check(validate, input[where], where);
    }
    const file = route.upload ? uploadedFile(req, route.upload) : null;
    // The input was validated against the route's schemas just above: it is the handler's typed arguments.
    const result = await route.handler({ ctx, params: input.params, query: input.query, body: input.body, file, req, res } as never);
    send(res, ctx, route, result);
  };

  // Signed-in answers (JSON, exports, their errors too) and public writes (sign-in, tokens) are
  // private: no browser or proxy cache keeps them. Public reads (site settings, reference lists)
  // stay cacheable.
  const noStore = route.access !== 'public' || route.method !== 'get';
  const chain: RequestHandler[] = [
    (req: Request, res: Response, next: NextFunction) => {
      if (noStore) res.setHeader('Cache-Control', 'no-store');
      guard(req).then(() => next(), next);
    },
  ];
  if (route.upload) chain.push(uploadMiddleware(route.upload));
  chain.push((req: Request, res: Response, next: NextFunction) => run(req, res).catch(next));
  return chain;
}

/**
 * JSON bodies up to 100 kB; a request without a body (most GETs) skips the parser. A prototype
 * key is refused while parsing (body-parser passes the reviver's 422 on).
 */
export function jsonBody(): RequestHandler {
  const parse = express.json({ limit: '100kb', strict: true, reviver: refusePrototypeKeys });
  return (req, res, next) => (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined ? next() : parse(req, res, next));
}
