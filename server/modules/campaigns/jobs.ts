import type { JobDef } from '../../platform/jobs';
import { platform } from '../../platform';
import { Company } from '../companies';
import { companyCtx } from '../orders';
import { expirePoints } from './points';

/** Daily at 00:30 Kuala Lumpur: points earned two or more calendar years ago expire (points.ts); idempotent per agent and year. */
export const campaignJobs: JobDef[] = [
  {
    name: 'campaigns.expiry',
    schedule: '30 0 * * *',
    run: async () => {
      for (const { id } of await Company.query().select('id')) {
        try {
          await expirePoints(await companyCtx(id));
        } catch (err) {
          platform().logger.error({ err, companyId: id }, 'points expiry failed'); // the other companies still run
        }
      }
    },
  },
];
