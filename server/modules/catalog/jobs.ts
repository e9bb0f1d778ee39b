import type { JobDef } from '../../platform/jobs';
import { clock } from '../../platform/time';
import { publishDueProducts } from './products';

/** Every minute: scheduled products whose publish time has passed become published. */
export const catalogJobs: JobDef[] = [
  {
    name: 'catalog.publishScheduled',
    schedule: '* * * * *',
    lockSeconds: 300,
    run: async () => {
      await publishDueProducts(clock.now());
    },
  },
];
