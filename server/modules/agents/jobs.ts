import type { JobDef } from '../../platform/jobs';

export const agentJobs: JobDef[] = [];
