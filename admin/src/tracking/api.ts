import { apiCall } from '../providers/httpClient';

/** The bulk tracking calls (server/modules/tracking/routes.ts). */
export type JobStatus = 'queued' | 'processing' | 'done' | 'failed';

export interface TrackingJob {
  id: number;
  fileName: string;
  status: JobStatus;
  totalRows: number;
  okRows: number;
  failedRows: number;
  pendingRows: number;
  error: string | null;
  createdAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface FailedRow {
  rowNo: number;
  orderNo: string | null;
  trackingNo: string | null;
  reasonKey: string | null;
  reason: string | null;
}

export const isRunning = (job: Pick<TrackingJob, 'status'>) => job.status === 'queued' || job.status === 'processing';

/** One page of the jobs, newest first, with the total. */
export async function listJobs(page: number, perPage: number): Promise<{ jobs: TrackingJob[]; total: number }> {
  const { data, headers } = await apiCall<TrackingJob[]>('/bulk-tracking', {
    query: { range: JSON.stringify([page * perPage, page * perPage + perPage - 1]), sort: JSON.stringify(['id', 'DESC']) },
  });
  const total = Number(headers.get('content-range')?.split('/').pop());
  return { jobs: data, total: Number.isFinite(total) ? total : data.length };
}

export async function jobOf(id: number): Promise<TrackingJob & { failures: FailedRow[] }> {
  return (await apiCall<TrackingJob & { failures: FailedRow[] }>(`/bulk-tracking/${id}`)).data;
}

export async function uploadFile(file: File): Promise<{ job: TrackingJob; message: string }> {
  const body = new FormData();
  body.append('file', file);
  const { data, message } = await apiCall<TrackingJob>('/bulk-tracking/upload', { method: 'POST', body });
  return { job: data, message };
}
