import type { JobDef } from '../../platform/jobs';
import { submitAllPending } from './service';
import { consolidateDue } from './consolidated';
import { checkAllUncheckedTins } from './tin';

/**
 * Every 5 minutes: each company's pending e-invoices that are due go to MyInvois, and submissions
 * still in progress are polled (service.ts, submitPending). Refusals that may pass later
 * (unreachable, rate-limited, credentials) wait a growing delay per document.
 * `einvoice.tin`, every 5 minutes too: the agents' TINs without an answer from LHDN, or with an
 * expired one, are validated (tin.ts; at most 100 per company and run, within LHDN's 60 a minute).
 * `einvoice.consolidate`, daily at 02:00: on days 1–7 of a month, each Malaysian company's
 * consolidated e-invoice of the previous month (consolidated.ts; written once per company and month,
 * so a later day makes up a failed one, within LHDN's 7 days).
 */
export const einvoiceJobs: JobDef[] = [
  { name: 'einvoice.submit', schedule: '*/5 * * * *', lockSeconds: 1800, run: async () => void (await submitAllPending()) },
  { name: 'einvoice.tin', schedule: '*/5 * * * *', lockSeconds: 900, run: async () => void (await checkAllUncheckedTins()) },
  { name: 'einvoice.consolidate', schedule: '0 2 * * *', lockSeconds: 3600, run: async () => void (await consolidateDue()) },
];
