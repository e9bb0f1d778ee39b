import { IDR_MIN_PAYOUT } from '../../../common/company';
import { type Country, type Currency, type Lang } from '../../../common/constants';
import type { Ctx } from '../../platform/context';
import type { Trx } from '../../platform/db';
import { invalidateTenants, tenantInfo } from '../../platform/tenancy';
import { nowDb } from '../../platform/time';
import { hashPassword } from '../users';
import { User } from '../users';
import { Branch, Company, CompanyDomain, CompanyFeatures } from './models';
import { siteSettingsOf } from './theme';

/** Site settings as the front ends read them before anyone signs in (theme.ts keeps the shape). */
export function siteSettings(ctx: Ctx) {
  return siteSettingsOf(ctx.companyId);
}

/** Public facts about the company of this host. */
export function companySummary(ctx: Ctx) {
  const { id, name, currency, country, defaultLang } = ctx.company;
  return { id, name, currency, country, defaultLang };
}

export function companyStores(ctx: Ctx) {
  return Branch.of(ctx).orderBy('name');
}

export interface NewCompany {
  name: string;
  slug: string;
  domains: string[];
  country?: Country;
  currency?: Currency;
  defaultLang?: Lang;
  isDefault?: boolean;
  hq: { email: string; password: string; firstName: string; lastName?: string };
}

/**
 * Creates a company with its domains, feature switches and verified HQ login, in one
 * transaction. Used by the operator script, the demo seed and tests.
 */
export async function createCompany(input: NewCompany, trx?: Trx) {
  const run = async (tx: Trx) => {
    const company = await Company.query(tx).insertAndFetch({
      name: input.name,
      slug: input.slug,
      country: input.country ?? 'MY',
      currency: input.currency ?? (input.country === 'ID' ? 'IDR' : 'MYR'),
      defaultLang: input.defaultLang ?? (input.country === 'ID' ? 'id' : 'en'),
      isDefault: input.isDefault ?? false,
      disallowLogin: false,
    });
    const scope = { companyId: company.id, trx: tx };
    for (const domain of input.domains) await CompanyDomain.query(tx).insert({ companyId: company.id, domain: domain.toLowerCase() });
    // s107D is Malaysian: IDR companies start with it off and a rupiah minimum payout (as the commissions migration set existing ones).
    await CompanyFeatures.of(scope).insert(company.currency === 'IDR' ? { withholding107d: false, minPayout: IDR_MIN_PAYOUT } : {});
    const features = (await CompanyFeatures.of(scope).findById(company.id))!;
    const hq = await User.of(scope).insertAndFetch({
      role: 'hq',
      email: input.hq.email.toLowerCase(),
      passwordHash: await hashPassword(input.hq.password),
      status: 'active',
      emailVerifiedAt: nowDb(),
      tokenVersion: 0,
      firstName: input.hq.firstName,
      lastName: input.hq.lastName ?? null,
    });
    return { company, info: tenantInfo(company, features, input.domains[0]?.toLowerCase() ?? null), hq };
  };
  const result = trx ? await run(trx) : await Company.knex().transaction(run);
  invalidateTenants();
  return result;
}
