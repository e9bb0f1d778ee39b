import { Company, CompanyDomain, CompanyFeatures } from './companies';
import type { CompanyFlags, TenantInfo } from './context';
import { isLang } from './i18n';
import { COUNTRIES, CURRENCIES } from '../../common/constants';
import { platform } from '.';
import type { Config } from '../config';

/**
 * Host name → company. A company may have several domains; `localhost`, `127.0.0.1` and `::1`
 * fall back to the default (demo) company when no company claims them. Results, misses included,
 * are cached briefly so that every request does not cost a query; code that changes a company's
 * domains, lock state or features calls `invalidateTenants()` (other processes see the change
 * within the TTL).
 *
 * The Host header is the caller's to choose, so the cache must not be a lever: companies found
 * and misses live in two separate caches, each bounded and evicting its least recently used
 * host. A stream of random host names only ever evicts other misses; the companies' hosts stay
 * cached (up to HITS_MAX domains, far more than a process serves).
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const TTL_MS = 10_000;
const HITS_MAX = 10_000;
const MISSES_MAX = 1_000;

/** Host → value for TTL_MS, at most `max` hosts: a Map's insertion order, refreshed on each hit, is the recency order. */
class HostCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  constructor(private readonly max: number) {}

  get(host: string): { value: V } | undefined {
    const entry = this.entries.get(host);
    if (!entry) return undefined;
    this.entries.delete(host);
    if (entry.expires <= Date.now()) return undefined;
    this.entries.set(host, entry);
    return entry;
  }

  set(host: string, value: V): void {
    this.entries.delete(host);
    this.entries.set(host, { value, expires: Date.now() + TTL_MS });
    if (this.entries.size <= this.max) return;
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }

  clear(): void {
    this.entries.clear();
  }
}

const found = new HostCache<TenantInfo>(HITS_MAX);
const missing = new HostCache<null>(MISSES_MAX);

export function invalidateTenants(): void {
  found.clear();
  missing.clear();
}

export function tenantInfo(company: Company, features: CompanyFeatures, domain: string | null): TenantInfo {
  const { companyId: _id, createdAt: _c, updatedAt: _u, ...flags } = features.toJSON() as CompanyFlags & Record<string, unknown>;
  // Both are chosen from the product's lists when the company is created; anything else is a broken row.
  const currency = CURRENCIES.find((c) => c === company.currency);
  const country = COUNTRIES.find((c) => c === company.country);
  if (!currency || !country) throw new Error(`company ${company.id} has an unknown currency or country`);
  return {
    id: company.id,
    name: company.name,
    slug: company.slug,
    currency,
    country,
    defaultLang: isLang(company.defaultLang) ? company.defaultLang : 'en',
    disallowLogin: Boolean(company.disallowLogin),
    domain,
    isDefault: Boolean(company.isDefault),
    features: flags,
  };
}

/** The company as requests, jobs and scripts see it. */
export async function loadTenant(company: Company): Promise<TenantInfo> {
  const features = await CompanyFeatures.of({ companyId: company.id }).findById(company.id);
  if (!features) throw new Error(`company ${company.id} has no feature row`);
  const primary = await CompanyDomain.query().where({ companyId: company.id }).orderBy('id').first();
  return tenantInfo(company, features, primary?.domain ?? null);
}

async function lookUp(host: string): Promise<TenantInfo | null> {
  const domain = await CompanyDomain.query().findOne({ domain: host });
  let company = domain ? await Company.query().findById(domain.companyId) : undefined;
  if (!company && LOCAL_HOSTS.has(host)) company = await Company.query().findOne({ isDefault: true });
  return company ? loadTenant(company) : null;
}

/**
 * The company's site for every link that leaves a request (e-mails, payment returns): its
 * primary domain with PUBLIC_SCHEME and PUBLIC_PORT, never the request's Host or a URL the
 * caller sends, which a client chooses freely. Outside production the default company is served
 * on localhost (above), so its links go there; a company without a domain has no other address.
 */
export function companyBaseUrl(company: Pick<TenantInfo, 'domain' | 'isDefault'>, config: Config = platform().config): string {
  // Every request builds its context's origin: the answer is kept per company object while the
  // settings it was made from stand (a start on port 0 sets the public port after the first one).
  const known = origins.get(company);
  if (known && known.config === config && known.scheme === config.publicScheme && known.port === config.publicPort && known.env === config.env) {
    return known.origin;
  }
  const local = !company.domain || (company.isDefault && config.env !== 'production');
  const url = new URL(`${config.publicScheme}://${local ? 'localhost' : company.domain}`);
  if (config.publicPort) url.port = String(config.publicPort);
  origins.set(company, { config, scheme: config.publicScheme, port: config.publicPort, env: config.env, origin: url.origin });
  return url.origin;
}

/** companyBaseUrl's answers by company object (the tenant cache hands out the same object for its TTL). */
const origins = new WeakMap<object, { config: Config; scheme: string; port: Config['publicPort']; env: Config['env']; origin: string }>();

export async function resolveTenant(hostname: string): Promise<TenantInfo | null> {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const hit = found.get(host) ?? missing.get(host);
  if (hit) return hit.value;
  const info = await lookUp(host);
  // Neither cache holds the host now (get drops an expired entry).
  if (info) found.set(host, info);
  else missing.set(host, null);
  return info;
}
