import type { JobDef } from '../../platform/jobs';
import { submitAllPending } from './service';

/**
 * Every 5 minutes: each company's pending e-invoices that are due go to MyInvois, and submissions
 * still in progress are polled (service.ts, submitPending). Refusals that may pass later
 * (unreachable, rate-limited, credentials) wait a growing delay per document.
 */
export const einvoiceJobs: JobDef[] = [{ name: 'einvoice.submit', schedule: '*/5 * * * *', lockSeconds: 1800, run: async () => void (await submitAllPending()) }];
