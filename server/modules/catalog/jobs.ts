import type { JobDef } from '../../platform/jobs';

export const catalogJobs: JobDef[] = [];
