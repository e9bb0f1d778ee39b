import type { JobDef } from '../../platform/jobs';
import { resumeJobs } from './service';

/** Every minute: tracking uploads left queued (a restart before they started) or stuck processing are run again. */
export const trackingJobs: JobDef[] = [{ name: 'tracking.resume', schedule: '* * * * *', lockSeconds: 3600, run: async () => void (await resumeJobs()) }];
