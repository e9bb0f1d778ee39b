import type { JobDef } from '../../platform/jobs';
import type { Ctx } from '../../platform/context';
import { companyBaseUrl, loadTenant } from '../../platform/tenancy';
import { Company } from '../companies';
import { expireOrders } from './lifecycle';
import { platform } from '../../platform';

/** A context for company `company` outside any request (jobs, scripts). */
export async function companyCtx(companyId: number): Promise<Ctx> {
  const info = await loadTenant((await Company.query().findById(companyId))!);
  return { companyId, company: info, user: null, lang: info.defaultLang, origin: companyBaseUrl(info), requestId: 'job', ip: '' };
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
