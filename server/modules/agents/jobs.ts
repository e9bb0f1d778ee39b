import type { JobDef } from '../../platform/jobs';
import { clock } from '../../platform/time';
import { markInactiveAgents } from './promotion';

/** Daily at 00:15 Kuala Lumpur: agents without a purchase for their inactivity period turn inactive. */
export const agentJobs: JobDef[] = [
  {
    name: 'agents.inactivity',
    schedule: '15 0 * * *',
    run: async () => {
      await markInactiveAgents(clock.now());
    },
  },
];
