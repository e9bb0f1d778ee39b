import type { JobDef } from './platform/jobs';
import { subscriptionJobs } from './modules/subscription/jobs';

/** Every module's cron jobs; createPlatform registers them. */
export const moduleJobs: JobDef[] = [...subscriptionJobs];
