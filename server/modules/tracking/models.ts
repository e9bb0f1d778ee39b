import type { BaseModel } from '../../platform/model';
import { TenantModel } from '../../platform/model';
import { nowDb } from '../../platform/time';

export const JOB_STATUSES = ['queued', 'processing', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** An uploaded tracking file and its processing (db/migrations/20261122001100_payments_fulfilment.ts). */
export class BulkTrackingJob extends TenantModel {
  static override tableName = 'bulk_tracking_jobs';
  createdBy!: number | null;
  fileName!: string;
  fileKey!: string;
  status!: JobStatus;
  totalRows!: number;
  okRows!: number;
  failedRows!: number;
  /** Message key of why the file could not be processed (status failed). */
  error!: string | null;
  startedAt!: string | null;
  finishedAt!: string | null;
}

/** One data row of a job's file with its outcome; `reason` is the message key of a failure. */
export class BulkTrackingRow extends TenantModel {
  static override tableName = 'bulk_tracking_rows';
  static override timestamps = false;
  jobId!: number;
  rowNo!: number;
  orderNo!: string | null;
  trackingNo!: string | null;
  status!: 'ok' | 'failed';
  reason!: string | null;

  override $beforeInsert(context: Parameters<BaseModel['$beforeInsert']>[0]) {
    this.createdAt ??= nowDb();
    return super.$beforeInsert(context);
  }
}
