import { Company, CompanyDomain, CompanyFeatures } from '../modules/companies/models';
import type { CompanyFlags, TenantInfo } from './context';
import { isLang } from './i18n';

/**
 * Host name → company. A company may have several domains; `localhost`, `127.0.0.1` and `::1`
 * fall back to the default (demo) company when no company claims them. Results, misses included,
 * are cached briefly so that every request does not cost a query; code that changes a company's
 * domains, lock state or features calls `invalidateTenants()` (other processes see the change
 * within the TTL).
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const TTL_MS = 10_000;
const cache = new Map<string, { info: TenantInfo | null; expires: number }>();

export function invalidateTenants(): void {
  cache.clear();
}

export function tenantInfo(company: Company, features: CompanyFeatures): TenantInfo {
  const { companyId: _id, createdAt: _c, updatedAt: _u, ...flags } = features.toJSON() as CompanyFlags & Record<string, unknown>;
  return {
    id: company.id,
    name: company.name,
    slug: company.slug,
    currency: company.currency,
    country: company.country,
    defaultLang: isLang(company.defaultLang) ? company.defaultLang : 'en',
    disallowLogin: Boolean(company.disallowLogin),
    features: flags,
  };
}

async function lookUp(host: string): Promise<TenantInfo | null> {
  const domain = await CompanyDomain.query().findOne({ domain: host });
  let company = domain ? await Company.query().findById(domain.companyId) : undefined;
  if (!company && LOCAL_HOSTS.has(host)) company = await Company.query().findOne({ isDefault: true });
  if (!company) return null;
  const features = await CompanyFeatures.of({ companyId: company.id }).findById(company.id);
  if (!features) throw new Error(`company ${company.id} has no feature row`);
  return tenantInfo(company, features);
}

export async function resolveTenant(hostname: string): Promise<TenantInfo | null> {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const hit = cache.get(host);
  if (hit && hit.expires > Date.now()) return hit.info;
  const info = await lookUp(host);
  if (cache.size > 10_000) cache.clear();
  cache.set(host, { info, expires: Date.now() + TTL_MS });
  return info;
}
