import type { JobDef } from '../../platform/jobs';
import { clock } from '../../platform/time';
import { runSubscriptionCheck } from './service';

/** Daily at 00:05 Kuala Lumpur: invoices past due become overdue; companies past the grace period are locked. */
export const subscriptionJobs: JobDef[] = [
  {
    name: 'subscription.check',
    schedule: '5 0 * * *',
    run: async () => {
      await runSubscriptionCheck(clock.now());
    },
  },
];
