import type { JobDef } from '../../platform/jobs';

export const subscriptionJobs: JobDef[] = [];
