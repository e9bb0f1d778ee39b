import type { Country, Currency, Lang, Permission, Role } from '../../common/constants';
import type { ModelObject } from 'objection';
import type { CompanyFeatures } from './companies';
import type { TenantScope } from './model';

/** The company's feature switches and limits (docs/rules.md: Company features), as true/false and numbers. */
export type CompanyFlags = Readonly<Omit<ModelObject<CompanyFeatures>, 'companyId' | 'createdAt' | 'updatedAt'>>;

/** The tenant as the request pipeline sees it. */
export interface TenantInfo {
  id: number;
  name: string;
  slug: string;
  currency: Currency;
  country: Country;
  defaultLang: Lang;
  disallowLogin: boolean;
  /** The primary (first registered) domain, where the company's links point; null when it has none. */
  domain: string | null;
  isDefault: boolean;
  /** Read on almost every request (user detail, checkout rules), so cached with the tenant. */
  features: CompanyFlags;
}

/** The signed-in user as every access check sees it. */
export interface Principal {
  id: number;
  role: Role;
  permissions: ReadonlySet<Permission>;
  tierId: number | null;
  lang: Lang | null;
}

/**
 * What every service receives: the company (tenant scope), the user when signed in, the
 * language of messages, and an optional transaction. Cron jobs and scripts build one too.
 */
export interface Ctx extends TenantScope {
  company: TenantInfo;
  user: Principal | null;
  lang: Lang;
  /** The company's site (scheme://domain[:port]) from `companyBaseUrl`, for links in e-mails; never the request's Host. */
  origin: string;
  requestId: string;
  ip: string;
}

export type UserCtx = Ctx & { user: Principal };
