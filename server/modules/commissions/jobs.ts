import type { JobDef } from '../../platform/jobs';
import { platform } from '../../platform';
import { businessTime, clock } from '../../platform/time';
import { Company, CompanyFeatures } from '../companies';
import { companyCtx } from '../orders';
import { closePeriod } from './period';
import { CommissionPeriod } from './models';

// The s107D flagging job, so that server/jobs.ts reads every job of commissions here.
export { withholdingJobs } from './withholding';

/**
 * The period run's job: every 15 minutes (under the platform's job lock, so one process runs it),
 * for each company whose close moment this month — company_features.commission_close_day (1–28)
 * at commission_close_hour, Kuala Lumpur time — has passed, the previous month is closed if still
 * open, by the system (run_by and closed_by null). A failure in one company does not stop the
 * others; the next run tries again. `companyId`: one company only (tests, scripts).
 */
export async function closeDuePeriods(now: Date = clock.now(), companyId?: number): Promise<string[]> {
  const kl = businessTime(now);
  const previous = kl.startOf('month').subtract(1, 'month').format('YYYY-MM');
  const closed: string[] = [];
  const companies = companyId === undefined ? (await Company.query().select('id')).map((c) => c.id) : [companyId];
  for (const id of companies) {
    try {
      const features = await CompanyFeatures.of({ companyId: id }).first();
      const day = features?.commissionCloseDay ?? 1;
      const hour = features?.commissionCloseHour ?? 2;
      if (kl.date() < day || (kl.date() === day && kl.hour() < hour)) continue;
      const row = await CommissionPeriod.of({ companyId: id }).findOne({ period: previous }).select('status');
      if (row?.status === 'closed') continue;
      await closePeriod(await companyCtx(id), previous, null);
      closed.push(`${id}:${previous}`);
    } catch (err) {
      platform().logger.error({ err, companyId: id, period: previous }, 'commission period close failed');
    }
  }
  return closed;
}

export const commissionJobs: JobDef[] = [{ name: 'commissions.closePeriods', schedule: '*/15 * * * *', lockSeconds: 3600, run: async () => void (await closeDuePeriods()) }];
