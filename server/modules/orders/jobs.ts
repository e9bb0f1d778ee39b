import type { JobDef } from '../../platform/jobs';
import type { Ctx } from '../../platform/context';
import { tenantInfo } from '../../platform/tenancy';
import { Company, CompanyFeatures } from '../companies/models';
import { expireOrders } from './lifecycle';
import { platform } from '../../platform';

/** A context for company `company` outside any request (jobs, scripts). */
export async function companyCtx(companyId: number): Promise<Ctx> {
  const company = (await Company.query().findById(companyId))!;
  const features = (await CompanyFeatures.of({ companyId }).findById(companyId))!;
  const info = tenantInfo(company, features);
  return { companyId, company: info, user: null, lang: info.defaultLang, origin: '', requestId: 'job', ip: '' };
}

/** Every 5 minutes: unpaid orders past their expiry are cancelled, their stock and voucher use given back. */
export async function expireAllOrders(): Promise<number> {
  let expired = 0;
  for (const { id } of await Company.query().select('id')) {
    try {
      expired += await expireOrders(await companyCtx(id));
    } catch (err) {
      platform().logger.error({ err, companyId: id }, 'order expiry failed'); // the other companies still run
    }
  }
  return expired;
}

export const orderJobs: JobDef[] = [{ name: 'orders.expiry', schedule: '*/5 * * * *', run: async () => void (await expireAllOrders()) }];
