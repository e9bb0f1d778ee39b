import type { JobDef } from './platform/jobs';
import { subscriptionJobs } from './modules/subscription/jobs';
import { catalogJobs } from './modules/catalog/jobs';
import { agentJobs } from './modules/agents/jobs';
import { orderJobs } from './modules/orders/jobs';
import { trackingJobs } from './modules/tracking/jobs';
import { withholdingJobs } from './modules/commissions/withholding';
import { commissionJobs } from './modules/commissions/jobs';
import { campaignJobs } from './modules/campaigns/jobs';

/** Every module's cron jobs; createPlatform registers them. */
export const moduleJobs: JobDef[] = [...subscriptionJobs, ...catalogJobs, ...agentJobs, ...orderJobs, ...trackingJobs, ...commissionJobs, ...withholdingJobs, ...campaignJobs];
