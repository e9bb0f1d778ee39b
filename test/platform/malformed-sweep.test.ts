import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { apiRoutes } from '../../server/routes';
import type { RouteDef } from '../../server/platform/http/route';
import { Branch } from '../../server/modules/companies/models';
import { app, login, newCompany, newTier, newUser } from '../harness';
import { newCategory, newProduct } from '../catalog/factories';

/**
 * Sends every route of the table malformed requests generated from its own schemas (wrong
 * types, huge and negative numbers, prototype keys, bad list JSON, overlong strings, arrays for
 * objects, dates at the ends of the calendar, multipart oddities), as HQ, as an agent and
 * anonymously, plus near-valid requests (the smallest accepted values with one field at its bound,
 * naming real rows) that reach the handlers and the database. Bad input must be refused with a 4xx
 * JSON envelope carrying a translated message: any 5xx fails the sweep, listed with its request
 * and answer. About 58,000 requests, six in flight; ~30 s on SQLite.
 */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  minLength?: number;
  patternProperties?: Record<string, Schema>;
};

interface Probe {
  what: string;
  path: string;
  /** Raw query string without `?`. */
  query: string;
  /** Raw JSON text, or undefined for no body. */
  body?: string;
  /** application/json unless said otherwise (multipart probes of upload routes). */
  contentType?: string;
}

const BOUNDARY = 'sweep-boundary';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('latin1');

/** A multipart body from fields and an optional file part (latin1 text keeps the bytes). */
function multipart(fields: [string, string][], file?: { field: string; name: string; data: string }): string {
  const parts = fields.map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  if (file) parts.push(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n${file.data}\r\n`);
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

const HUGE = '1e20';
const OVERFLOW = '99999999999999999999';
const LONG_QUERY = 'x'.repeat(8_000); // below Node's 16 kB header limit, so the app itself answers
const LONG_BODY = 'x'.repeat(100_000);
const PROTO_KEYS = ['__proto__', 'constructor', 'hasOwnProperty', 'prototype', 'toString'];
/** Stands for `{"__proto__":{"polluted":1}}` in generated bodies: an object literal cannot hold an own `__proto__` key. */
const PROTO_OBJECT = '@@proto-object@@';
const json = (value: unknown) => JSON.stringify(value).replaceAll(`"${PROTO_OBJECT}"`, '{"__proto__":{"polluted":1}}');

const COMMON_FILTERS = ['status', 'type', 'stage', 'tierId', 'storeId', 'categoryId', 'productId', 'agentId', 'uplineId', 'date', 'dateFrom', 'dateTo', 'period', 'q'];

const LIST_PROBES = [
  'sort=["constructor","ASC"]',
  'sort=["hasOwnProperty","DESC"]',
  'sort=["__proto__","ASC"]',
  'sort=["toString","ASC"]',
  'sort=[1,2]',
  'sort={"0":"id","1":"ASC"}',
  'sort=["id"]',
  'sort=nope',
  'range=[1e20,100000000000000000020]',
  'range=[0,1e20]',
  'range=[-5,5]',
  'range=[1000000000,1000000099]',
  'range=[0,"a"]',
  'range={"0":0}',
  'range=[0.5,3.5]',
  'filter={"hasOwnProperty":1}',
  'filter={"__proto__":{"polluted":1}}',
  'filter={"constructor":{"prototype":{"polluted":1}}}',
  'filter={"toString":"x"}',
  'filter={"id":{"a":1}}',
  `filter={"id":[${OVERFLOW}]}`,
  `filter={"id":${OVERFLOW}}`,
  'filter={"q":123}',
  'filter={"q":["a"]}',
  'filter=[1]',
  'filter="x"',
  'filter=null',
  `page=${HUGE}`,
  `page=${OVERFLOW}`,
  'perPage=-1',
  `perPage=${OVERFLOW}`,
  `limit=${OVERFLOW}`,
  'page=NaN',
  `search=${'%'.repeat(150)}`,
];

function schemaType(s: Schema): string {
  if (s.anyOf) return schemaType(s.anyOf.find((x) => x.type !== 'null') ?? s.anyOf[0]);
  if (s.const !== undefined) return typeof s.const;
  if (s.enum) return typeof s.enum[0];
  return (Array.isArray(s.type) ? s.type[0] : s.type) ?? 'unknown';
}

/** A value that passes the schema where it can, at its bounds (the largest allowed number, the longest string). */
function edgeValue(s: Schema, depth = 0): unknown {
  if (s.anyOf) return edgeValue(s.anyOf.find((x) => x.type !== 'null') ?? s.anyOf[0], depth);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[s.enum.length - 1];
  switch (schemaType(s)) {
    case 'integer':
    case 'number':
      return s.maximum ?? 2 ** 31 - 1;
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'email') return `${'a'.repeat(Math.max(1, Math.min(60, (s.maxLength ?? 100) - 20)))}@example.com`;
      if (s.format === 'date') return '9999-12-31';
      if (s.format === 'date-time') return '9999-12-31T23:59:59Z';
      if (s.pattern) return undefined;
      return 'ü'.repeat(Math.min(s.maxLength ?? 500, 5_000));
    case 'array':
      return depth > 2 || !s.items ? [] : [edgeValue(s.items, depth + 1)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) {
        const value = depth > 3 ? undefined : edgeValue(v, depth + 1);
        if (value !== undefined) out[k] = value;
      }
      return out;
    }
    default:
      return 'x';
  }
}

/** Ids of the sweep's own rows, by field name, so that near-valid requests get past "not found". */
const realIds: Record<string, number> = {};

/** The smallest value the schema accepts (a real row's id for id fields), or undefined for patterns it cannot guess. */
function minimalValue(s: Schema, name = '', depth = 0): unknown {
  if (s.anyOf) return minimalValue(s.anyOf.find((x) => x.type !== 'null') ?? s.anyOf[0], name, depth);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  switch (schemaType(s)) {
    case 'integer':
    case 'number':
      if (/id$/i.test(name) && Object.hasOwn(realIds, name)) return realIds[name];
      if (/id$/i.test(name)) return realIds.id;
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'string':
      if (s.format === 'email') return 'a@example.com';
      if (s.format === 'date') return '2026-01-01';
      if (s.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (s.pattern) return undefined;
      return 'a'.repeat(Math.max(s.minLength ?? 1, 1));
    case 'array':
      return depth > 2 || !s.items ? [] : [minimalValue(s.items, name.replace(/s$/, ''), depth + 1)].filter((v) => v !== undefined);
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) {
        const value = depth > 3 ? undefined : minimalValue(v, k, depth + 1);
        if (value !== undefined) out[k] = value;
      }
      return out;
    }
    default:
      return 'a';
  }
}

/** Values of the wrong kind or out of any sane bound for a property of this schema. */
function badValues(s: Schema): unknown[] {
  const common = ['__proto__', 'hasOwnProperty', PROTO_OBJECT, [{}]];
  switch (schemaType(s)) {
    case 'integer':
    case 'number':
      return [1e20, -1e20, 2 ** 31, -(2 ** 31) - 1, 1.5, 'NaN', '1e20', ...common];
    case 'string':
      return [LONG_BODY, 123, ['a'], { a: 1 }, '\u0000', ...common];
    case 'array':
      return [{}, 'x', Array.from({ length: 2_000 }, () => 1), [null], [1e20], ...common];
    case 'object':
      return [[], 'x', 1e20, { constructor: { prototype: { polluted: 1 } } }, ...common];
    default:
      return [1e20, LONG_BODY, ...common];
  }
}

/** Dates the format accepts at the ends of the calendar, where date arithmetic and columns break first. */
const EXTREME_DATES: Record<string, string[]> = {
  date: ['0000-01-01', '9999-12-31', '1970-01-01'],
  'date-time': ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999+14:00', '2026-01-01T00:00:00-12:00'],
};

function queryValues(s: Schema): string[] {
  if (s.format && Object.hasOwn(EXTREME_DATES, s.format)) return [...EXTREME_DATES[s.format], '2026-02-30', 'yesterday'];
  switch (schemaType(s)) {
    case 'integer':
    case 'number':
      return [HUGE, OVERFLOW, '-1', 'NaN', 'Infinity', '1.5', '__proto__', String(s.maximum ?? 2 ** 31 - 1)];
    case 'boolean':
      return ['maybe', '__proto__'];
    default:
      return [LONG_QUERY, '__proto__', 'constructor', '%00', '[1]'];
  }
}

const enc = (v: string) => encodeURIComponent(v).replace(/%3D/g, '=');

function concrete(r: RouteDef, override: Record<string, string> = {}): string {
  return r.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(override[name] ?? '2147483647'));
}

function probesOf(r: RouteDef): Probe[] {
  const probes: Probe[] = [];
  const path = concrete(r);
  const params = (r.params as Schema | undefined)?.properties ?? {};
  for (const name of Object.keys(params)) {
    probes.push({ what: `param ${name} of a real row`, path: concrete(r, { [name]: String(realIds.id) }), query: '' });
    for (const v of ['0', '-1', HUGE, OVERFLOW, '2147483648', '4294967296', 'NaN', 'Infinity', '1.5', ...PROTO_KEYS]) {
      probes.push({ what: `param ${name}=${v}`, path: concrete(r, { [name]: v }), query: '' });
    }
  }
  const query = (r.query as Schema | undefined)?.properties ?? {};
  const bodySchema = r.body as Schema | undefined;
  const bodyEdge = bodySchema ? edgeValue(bodySchema) : undefined;
  const jsonBody = bodyEdge === undefined ? undefined : JSON.stringify(bodyEdge);
  if ('sort' in query)
    for (const q of LIST_PROBES)
      probes.push({
        what: `list ${q}`,
        path,
        query: q
          .split('&')
          .map((p) => p.split('=').map(enc).join('='))
          .join('&'),
      });
  if ('filter' in query) {
    // Each filter the list may know (its plain parameters and the usual names) with values of every shape.
    const names = new Set([...Object.keys(query).filter((n) => !['sort', 'range', 'filter', 'page', 'perPage', 'limit'].includes(n)), ...COMMON_FILTERS]);
    for (const name of names) {
      for (const v of [{ a: 1 }, [[1]], [], 1e20, -1, true, 'x'.repeat(1_000), '2026-13-45', ['a', null]]) {
        const text = `filter=${enc(JSON.stringify({ [name]: v }))}`;
        probes.push({ what: `filter ${name}=${JSON.stringify(v).slice(0, 30)}`, path, query: text });
      }
    }
  }
  for (const [name, s] of Object.entries(query)) {
    if (['sort', 'range', 'filter'].includes(name)) continue;
    const edge = edgeValue(s);
    if (edge !== undefined) probes.push({ what: `query ${name} at its bound`, path, query: `${enc(name)}=${enc(typeof edge === 'object' ? JSON.stringify(edge) : String(edge))}`, body: jsonBody });
    for (const v of queryValues(s)) probes.push({ what: `query ${name}=${v.slice(0, 40)}`, path, query: `${enc(name)}=${enc(v)}`, body: jsonBody });
    probes.push({ what: `query ${name} twice`, path, query: `${enc(name)}=1&${enc(name)}=2`, body: jsonBody });
  }
  for (const key of PROTO_KEYS) probes.push({ what: `query key ${key}`, path, query: `${key}=1&${key}[a]=1` });
  if (Object.keys(query).length) {
    const edge = edgeValue(r.query as Schema) as Record<string, unknown>;
    const text = Object.entries(edge)
      .filter(([k]) => !['sort', 'range', 'filter'].includes(k))
      .map(([k, v]) => `${enc(k)}=${enc(typeof v === 'object' ? JSON.stringify(v) : String(v))}`)
      .join('&');
    probes.push({ what: 'query at its bounds', path, query: text, body: jsonBody });
  }
  // Bodies: whole-body shapes first, then each property at its bound and broken one at a time.
  for (const raw of ['[]', '[{}]', '"x"', '123', 'null', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}', '{"hasOwnProperty":1}', '{', `{"a":"${LONG_BODY}"}`]) {
    probes.push({ what: `body ${raw.slice(0, 50)}`, path, query: '', body: raw });
  }
  if (bodySchema && jsonBody !== undefined) {
    probes.push({ what: 'body at its bounds', path, query: '', body: jsonBody });
    // Near-valid bodies: the smallest accepted values with one property at its bound, to reach the handler and the database.
    const minimal = minimalValue(bodySchema) as Record<string, unknown>;
    probes.push({ what: 'body minimal', path, query: '', body: json(minimal) });
    for (const [name, s] of Object.entries(bodySchema.properties ?? {})) {
      const edge = edgeValue(s);
      const plain = s.anyOf?.find((x) => x.type !== 'null') ?? s;
      const extremes = plain.format && Object.hasOwn(EXTREME_DATES, plain.format) ? EXTREME_DATES[plain.format] : [];
      for (const value of [edge, ...extremes]) {
        if (value !== undefined && typeof minimal === 'object' && !Array.isArray(minimal)) {
          probes.push({ what: `body minimal, ${name}=${JSON.stringify(value).slice(0, 30)}`, path, query: '', body: json({ ...minimal, [name]: value }) });
        }
      }
    }
    const base = bodyEdge as Record<string, unknown>;
    const props = bodySchema.properties ?? bodySchema.anyOf?.[0]?.properties ?? {};
    for (const [name, s] of Object.entries(props)) {
      for (const v of badValues(s)) {
        const body = Array.isArray(base) || typeof base !== 'object' ? { [name]: v } : { ...base, [name]: v };
        probes.push({ what: `body.${name}=${JSON.stringify(v)?.slice(0, 40)}`, path, query: '', body: json(body) });
      }
      // Nested objects in arrays (order lines, variant options, tier prices): break their first item too.
      const items = s.type === 'array' && s.items?.properties ? s.items : undefined;
      if (items) {
        for (const [inner, is] of Object.entries(items.properties ?? {})) {
          for (const v of badValues(is).slice(0, 4)) {
            const item = { ...(edgeValue(items) as object), [inner]: v };
            probes.push({ what: `body.${name}[0].${inner}=${JSON.stringify(v)?.slice(0, 40)}`, path, query: '', body: json({ ...base, [name]: [item] }) });
          }
        }
      }
    }
  }
  // At least 20 per route: pad with path and header shapes that every route must survive.
  if (r.upload) {
    const field = r.upload.field;
    const form = (fields: [string, string][], file?: { field: string; name: string; data: string }, what = '') =>
      probes.push({ what: `multipart ${what}`, path, query: '', body: multipart(fields, file), contentType: `multipart/form-data; boundary=${BOUNDARY}` });
    const png = { field, name: 'a.png', data: PNG };
    form([], png, 'a PNG alone');
    form([['__proto__[polluted]', '1']], png, '__proto__[polluted] field');
    form([['constructor[prototype][polluted]', '1']], png, 'constructor[prototype] field');
    form([['hasOwnProperty', '1']], png, 'hasOwnProperty field');
    form([['id', OVERFLOW]], png, 'id overflowing');
    form([['id', '-1']], png, 'negative id');
    form([['x', 'x'.repeat(70_000)]], png, 'overlong field');
    form([], { field, name: '../../etc/passwd', data: 'not an image' }, 'not an image, path in the name');
    form([], { field: 'other', name: 'a.png', data: PNG }, 'file in another field');
    form([], { field, name: 'a.png', data: '' }, 'empty file');
    form([[field, 'text where the file goes']], undefined, 'text for the file');
    probes.push({ what: 'multipart truncated', path, query: '', body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nx`, contentType: `multipart/form-data; boundary=${BOUNDARY}` });
    probes.push({ what: 'multipart without boundary', path, query: '', body: 'x', contentType: 'multipart/form-data' });
  }
  const extras: Probe[] = [
    { what: 'trailing path junk', path: `${path}/%00`, query: '' },
    { what: 'encoded traversal', path: `${path}/..%2f..%2f`, query: '' },
    { what: 'unicode query', path, query: `${enc('名前')}=${enc('\u{1F600}')}` },
    { what: 'repeated unknown', path, query: 'a=1&a=2&a=3' },
    { what: 'empty key', path, query: '=1' },
    { what: 'bad percent', path, query: 'x=%E0%A4%A' },
    { what: 'deep array key', path, query: 'a[b][c][d]=1' },
    { what: 'body number', path, query: '', body: HUGE },
    { what: 'body deep', path, query: '', body: `${'['.repeat(2_000)}${']'.repeat(2_000)}` },
    { what: 'body boolean', path, query: '', body: 'true' },
  ];
  for (let i = 0; probes.length < 20 || i < 3; i++) probes.push(extras[i % extras.length]);
  return probes;
}

interface Answer {
  status: number;
  text: string;
  cacheControl: string;
}

let server: http.Server;
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

function send(host: string, r: RouteDef, p: Probe, token: string | null): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Host: host };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (p.body !== undefined) {
      headers['Content-Type'] = p.contentType ?? 'application/json';
      headers['Content-Length'] = String(Buffer.byteLength(p.body, p.contentType ? 'latin1' : 'utf8'));
    }
    const req = http.request({ host: '127.0.0.1', port, agent, method: r.method.toUpperCase(), path: `/api${p.path}${p.query ? `?${p.query}` : ''}`, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), cacheControl: String(res.headers['cache-control'] ?? '') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(p.body === undefined ? undefined : Buffer.from(p.body, p.contentType ? 'latin1' : 'utf8'));
  });
}

/** A refusal must be the JSON envelope with a translated message (never a message key or an HTML page). */
function unclearRefusal(answer: Answer): string | null {
  let message: unknown;
  try {
    message = (JSON.parse(answer.text) as { meta?: { message?: unknown } }).meta?.message;
  } catch {
    return 'refusal that is not the JSON envelope';
  }
  if (typeof message !== 'string' || !message) return 'refusal without a message';
  if (/^[a-z]+(\.[A-Za-z]+)+$/.test(message)) return 'refusal showing a message key';
  return null;
}

/** Runs tasks with at most `width` in flight. */
async function pool<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const out: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]();
      }
    }),
  );
  return out;
}

describe('Route table sweep with malformed input', function () {
  this.timeout(180_000);

  before(async () => {
    server = http.createServer(app());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  after(async () => {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('every route generates at least 20 malformed requests', () => {
    for (const r of apiRoutes) expect(probesOf(r).length, `${r.method} ${r.path}`).to.be.at.least(20);
  });

  it('when HQ, an agent or nobody sends malformed input to any route, then no answer is a 5xx, every refusal is a translated envelope and private answers are no-store', async () => {
    const c = await newCompany();
    const tier = await newTier(c, 1);
    const agentUser = await newUser(c, { role: 'agent', tierId: tier.id });
    // Near-valid requests name these rows, never the callers, so that a suspension or a move they make blinds no caller.
    const targetTier = await newTier(c, 2);
    const target = await newUser(c, { role: 'agent', tierId: targetTier.id, uplineId: agentUser.id });
    const category = await newCategory(c);
    const product = await newProduct(c, { categoryId: category.id, stock: 10 }, { [tier.id]: 1000, [targetTier.id]: 900 });
    const branch = await Branch.of(c.ctx).insertAndFetch({ name: 'Sweep branch', isPickup: true, state: 'Selangor' });
    Object.assign(realIds, {
      id: target.id,
      tierId: targetTier.id,
      agentId: target.id,
      userId: target.id,
      uplineId: agentUser.id,
      leaderId: agentUser.id,
      productId: product.id,
      categoryId: category.id,
      branchId: branch.id,
      shipmentId: branch.id,
    });
    const callers: { name: string; email: string | null; token: string | null }[] = [
      { name: 'hq', email: c.hq.email, token: await login(c.host, c.hq.email) },
      { name: 'agent', email: agentUser.email, token: await login(c.host, agentUser.email) },
      { name: 'anonymous', email: null, token: null },
    ];
    const failures: string[] = [];
    let sent = 0;
    for (const caller of callers) {
      const tasks = apiRoutes.flatMap((r) =>
        probesOf(r).map((p) => async () => {
          let answer = await send(c.host, r, p, caller.token);
          // A probe that succeeded in signing the caller out (log out everywhere) must not blind the rest.
          if (answer.status === 401 && caller.email && r.access !== 'public') {
            caller.token = await login(c.host, caller.email);
            answer = await send(c.host, r, p, caller.token);
          }
          sent++;
          const problem = answer.status >= 500 ? '5xx' : answer.status >= 400 ? unclearRefusal(answer) : null;
          const stored = (r.access !== 'public' || r.method !== 'get') && answer.cacheControl !== 'no-store' ? 'private answer without Cache-Control: no-store' : null;
          for (const what of [problem, stored].filter(Boolean)) {
            failures.push(
              `${what}: ${caller.name} ${r.method.toUpperCase()} /api${p.path}${p.query ? `?${p.query.slice(0, 200)}` : ''} [${p.what}]\n    body: ${p.body?.slice(0, 200) ?? '(none)'}\n    → ${answer.status} ${answer.text.slice(0, 400)}`,
            );
          }
        }),
      );
      await pool(tasks, 6);
    }
    expect(Object.getOwnPropertyNames(Object.prototype), 'Object.prototype was polluted').not.to.include('polluted');
    expect(sent).to.be.at.least(apiRoutes.length * 20 * callers.length);
    expect(failures, `${failures.length} answers of ${sent} were 5xx or unclear:\n${failures.join('\n')}\n`).to.deep.equal([]);
  });
});
