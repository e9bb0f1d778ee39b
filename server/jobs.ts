import type { JobDef } from './platform/jobs';
import { platform } from './platform';
import { refreshStatistics } from './platform/db';
import { subscriptionJobs } from './modules/subscription/jobs';
import { catalogJobs } from './modules/catalog/jobs';
import { agentJobs } from './modules/agents/jobs';
import { orderJobs } from './modules/orders/jobs';
import { trackingJobs } from './modules/tracking/jobs';
import { commissionJobs, withholdingJobs } from './modules/commissions/jobs';
import { campaignJobs } from './modules/campaigns/jobs';
import { einvoiceJobs } from './modules/einvoice/jobs';

/** Hourly: SQLite's planner statistics refreshed where tables have grown (platform/db.ts refreshStatistics). */
const statisticsJob: JobDef = { name: 'db.statistics', schedule: '7 * * * *', run: () => refreshStatistics(platform().db) };

/** Every module's cron jobs and the database's; createPlatform registers them. */
export const moduleJobs: JobDef[] = [
  statisticsJob,
  ...subscriptionJobs,
  ...catalogJobs,
  ...agentJobs,
  ...orderJobs,
  ...trackingJobs,
  ...commissionJobs,
  ...withholdingJobs,
  ...campaignJobs,
  ...einvoiceJobs,
];
