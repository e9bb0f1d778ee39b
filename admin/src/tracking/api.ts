import { apiCall } from '../providers/httpClient';

/** The bulk tracking calls (server/modules/tracking/routes.ts), in the server's types. */
import type { TrackingJobStatus, TrackingJobView, TrackingRowView } from '../../../common/fulfilment';

export type { TrackingJobStatus, TrackingJobView, TrackingRowView };

export const isRunning = (job: Pick<TrackingJobView, 'status'>) => job.status === 'queued' || job.status === 'processing';

/** One page of the jobs, newest first, with the total. */
export async function listJobs(page: number, perPage: number): Promise<{ jobs: TrackingJobView[]; total: number }> {
  const { data, headers } = await apiCall<TrackingJobView[]>('/bulk-tracking', {
    query: { range: JSON.stringify([page * perPage, page * perPage + perPage - 1]), sort: JSON.stringify(['id', 'DESC']) },
  });
  const total = Number(headers.get('content-range')?.split('/').pop());
  return { jobs: data, total: Number.isFinite(total) ? total : data.length };
}

export async function jobOf(id: number): Promise<TrackingJobView & { failures: TrackingRowView[] }> {
  return (await apiCall<TrackingJobView & { failures: TrackingRowView[] }>(`/bulk-tracking/${id}`)).data;
}

export async function uploadFile(file: File): Promise<{ job: TrackingJobView; message: string }> {
  const body = new FormData();
  body.append('file', file);
  const { data, message } = await apiCall<TrackingJobView>('/bulk-tracking/upload', { method: 'POST', body });
  return { job: data, message };
}
