import { WITHHOLDING_107D } from '../../../common/commissions';
import type { JobDef } from '../../platform/jobs';
import type { TenantScope } from '../../platform/model';
import { businessTime } from '../../platform/time';
import { inTransaction } from '../../platform/tx';
import { Company, CompanyFeatures } from '../companies';
import { User } from '../users';
import { CommissionEntry } from './models';

/**
 * s107D (Malaysia's Income Tax Act): 2 % is withheld from each cash payout to an agent who is a
 * resident individual and received more than RM100,000 from the company in the previous calendar
 * year. `users.withholding_107d` holds the answer for `users.withholding_year`; payouts.ts applies
 * it at approval when the year is the current one and the company's `withholding_107d` switch is on.
 *
 * - Received = the agent's payout entries (the net transferred, withholdings not included) whose
 *   request was paid (`paid_on`, the date HQ entered) in the previous calendar year, compared with
 *   WITHHOLDING_107D.thresholdMinor in the company's minor units (meaningful for MYR; IDR companies
 *   start with the switch off).
 * - Resident individual = `users.tax_resident` and an account category that is not 'company' (an
 *   agent registered without a category is a person).
 * - `recomputeWithholding(scope, year)` sets every agent of the company for `year` in two set-based
 *   updates in one transaction (all off, then on for those who qualify); running it again gives
 *   the same result. With the company's switch off every agent is off.
 * - The job runs on 1 January at 00:10 Kuala Lumpur for every company (for the year just begun).
 */

/** Agents whose payouts paid in `year` exceeded the threshold (a subquery of agent ids). */
function aboveThreshold(scope: TenantScope, year: number) {
  return CommissionEntry.of(scope)
    .join('commission_payouts', 'commission_payouts.id', 'commission_entries.payout_id')
    .where('commission_entries.kind', 'payout')
    .where('commission_payouts.paid_on', '>=', `${year}-01-01`)
    .where('commission_payouts.paid_on', '<=', `${year}-12-31`)
    .groupBy('commission_entries.agent_id')
    .havingRaw('-SUM(??) > ?', ['commission_entries.amount', WITHHOLDING_107D.thresholdMinor])
    .select('commission_entries.agent_id');
}

/** Sets the s107D flag of every agent of the company for `year`; returns how many are withheld from. */
export async function recomputeWithholding(scope: TenantScope, year: number): Promise<number> {
  return inTransaction(scope, async (tx) => {
    const features = await CompanyFeatures.of(tx).findById(tx.companyId);
    await User.of(tx).where('role', 'agent').patch({ withholdingYear: year, withholding107d: false });
    if (!features?.withholding107d) return 0;
    return User.of(tx)
      .where('role', 'agent')
      .whereIn('id', aboveThreshold(tx, year - 1))
      .where('taxResident', true)
      .where((w) => void w.whereNull('accountCategory').orWhereNot('accountCategory', 'company'))
      .patch({ withholding107d: true });
  });
}

export const withholdingJobs: JobDef[] = [
  {
    name: 'commissions.withholding107d',
    schedule: '10 0 1 1 *',
    run: async () => {
      const year = businessTime().year();
      for (const company of await Company.query().select('id')) await recomputeWithholding({ companyId: company.id }, year);
    },
  },
];
