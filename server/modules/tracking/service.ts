import { raw } from 'objection';
import { isMessageKey, translate } from '../../../common/messages';
import { platform } from '../../platform';
import type { Ctx, UserCtx } from '../../platform/context';
import { AppError, NotFoundError, ValidationError } from '../../platform/errors';
import type { UploadedFile } from '../../platform/http/route';
import { ListPage, runList, type ListParams, type ListSpec } from '../../platform/http/list';
import { inTransaction, retryOnDeadlock, isUniqueViolation } from '../../platform/tx';
import { addSeconds, clock, dbTimeToIso, nowDb, toDbTime } from '../../platform/time';
import { Order } from '../orders';
import { applyTracking } from '../orders';
import { companyCtx } from '../orders';
import { readGrid, trackingLines, UnreadableFileError, writeCsv, writeXlsx, type TrackingLine } from './files';
import { BulkTrackingJob, BulkTrackingRow } from './models';
import type { TrackingJobView, TrackingRowView } from '../../../common/fulfilment';

/**
 * Bulk tracking (the `/bulk-tracking` screen): HQ, or staff with "manage orders", uploads a
 * CSV or XLSX of order numbers and tracking numbers; the rows are processed in the background and
 * courier orders with a tracking number move to delivery (orders' `applyTracking`, the same rule as
 * entering one number on the order). Decisions (the product-wide ones are in docs/decisions.md):
 * - The file: CSV or XLSX recognised by content (a renamed executable is refused), at most 5 MB
 *   and 5,000 data rows; a header row (within the first 10 rows) names the columns — an order
 *   column ("Order No", "order_no", "No. Pesanan"…) and a tracking column ("Tracking No", "No.
 *   Resi", "AWB"…), in any position; other columns are ignored, blank rows skipped. The upload
 *   reads the file at once, so a file without header, without rows or with too many rows is a 422
 *   and no job. A stored file that cannot be read later fails its job (`error`).
 * - Only orders HQ sells (seller_id null) of the caller's company are found, by order number
 *   (case-insensitive); agents' orders and other companies' orders are "order not found".
 * - Row outcomes: ok (a courier order to ship moves to delivery; in delivery its number is
 *   replaced; the same number again is ok without change), or failed with a reason: order number
 *   missing, order not found, not a courier order, not paid yet (unpaid), not approved yet
 *   (pending approval), cancelled, already completed, tracking number missing or longer than 60
 *   characters, duplicate (an order number seen earlier in the file: the first row counts), or
 *   changed meanwhile. Reasons are stored as message keys and translated when read.
 * - Processing: started in the process right after the upload (setImmediate). A job is claimed by
 *   one conditional update (queued → processing); each row is its own small transaction holding the
 *   order change, the row's outcome and the job's counters, so a job resumed after a crash skips
 *   the rows already recorded and its counts stay right. The job `tracking.resume` (every minute)
 *   picks up jobs still queued after 30 seconds or processing without progress for 2 minutes.
 * - Jobs are listed newest first; everyone allowed sees the company's jobs (not only their own).
 */

export const TRACKING_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 5_000, maxTrackingNo: 60, maxOrderNo: 60 } as const;
const QUEUED_GRACE_SECONDS = 30;
const STALE_SECONDS = 120;

type RowReason =
  | 'tracking.row.orderMissing'
  | 'tracking.row.notFound'
  | 'tracking.row.notCourier'
  | 'tracking.row.notPaid'
  | 'tracking.row.notApproved'
  | 'tracking.row.cancelled'
  | 'tracking.row.completed'
  | 'tracking.row.trackingMissing'
  | 'tracking.row.trackingTooLong'
  | 'tracking.row.duplicate'
  | 'tracking.row.changed';

export type { TrackingJobView, TrackingRowView };

function message(key: string | null, lang: Ctx['lang']): string | null {
  if (!key) return null;
  return isMessageKey(key) ? translate(key, lang, { max: TRACKING_LIMITS.maxTrackingNo }) : key;
}

function view(ctx: Ctx, job: BulkTrackingJob): TrackingJobView {
  return {
    id: job.id,
    fileName: job.fileName,
    status: job.status,
    totalRows: job.totalRows,
    okRows: job.okRows,
    failedRows: job.failedRows,
    pendingRows: Math.max(job.totalRows - job.okRows - job.failedRows, 0),
    error: message(job.error, ctx.lang),
    createdBy: job.createdBy,
    createdAt: dbTimeToIso(job.createdAt ?? null),
    startedAt: dbTimeToIso(job.startedAt),
    finishedAt: dbTimeToIso(job.finishedAt),
  };
}

/** The lines of a file, or the 422 why not. */
async function linesOf(kind: 'csv' | 'xlsx', buffer: Buffer): Promise<TrackingLine[]> {
  let lines: TrackingLine[] | null;
  try {
    lines = trackingLines(await readGrid(kind, buffer));
  } catch (err) {
    if (err instanceof UnreadableFileError) throw ValidationError.field('file', err.tooLarge ? 'tracking.tooLargeUnpacked' : 'tracking.unreadable');
    throw err;
  }
  if (!lines) throw ValidationError.field('file', 'tracking.noHeader');
  if (!lines.length) throw ValidationError.field('file', 'tracking.empty');
  if (lines.length > TRACKING_LIMITS.maxRows) throw ValidationError.field('file', 'tracking.tooManyRows', { max: TRACKING_LIMITS.maxRows.toLocaleString('en') });
  return lines;
}

const safeName = (name: string) => (name.replace(/[\\/\u0000-\u001f]/g, '_').trim() || 'tracking').slice(-255);

export async function upload(ctx: UserCtx, file: UploadedFile): Promise<TrackingJobView> {
  if (file.kind !== 'csv' && file.kind !== 'xlsx') throw ValidationError.field('file', 'upload.badType', { types: 'CSV, XLSX' });
  const lines = await linesOf(file.kind, file.buffer);
  const { storage } = platform();
  const key = await storage.save(ctx.companyId, 'tracking', file.kind, file.buffer);
  let job: BulkTrackingJob;
  try {
    job = await BulkTrackingJob.of(ctx).insertAndFetch({
      createdBy: ctx.user.id,
      fileName: safeName(file.originalName),
      fileKey: key,
      status: 'queued',
      totalRows: lines.length,
      okRows: 0,
      failedRows: 0,
      error: null,
      startedAt: null,
      finishedAt: null,
    });
  } catch (err) {
    await storage.remove(key);
    throw err;
  }
  startInBackground(ctx.companyId, job.id);
  return view(ctx, job);
}

const LIST: ListSpec<BulkTrackingJob> = {
  sort: { id: 'id', createdAt: 'id', status: 'status', fileName: 'file_name', totalRows: 'total_rows', failedRows: 'failed_rows' },
  defaultSort: ['id', 'DESC'],
  filters: {
    status: 'status',
    createdBy: 'created_by',
  },
  search: ['bulk_tracking_jobs.file_name'],
};

export async function listJobs(ctx: UserCtx, params: ListParams) {
  const page = await runList(BulkTrackingJob.of(ctx), LIST, params);
  return new ListPage(
    page.items.map((j) => view(ctx, j)),
    page.total,
    page.offset,
  );
}

export async function jobDetail(ctx: UserCtx, id: number): Promise<TrackingJobView & { failures: TrackingRowView[] }> {
  const job = await BulkTrackingJob.of(ctx).findById(id);
  if (!job) throw new NotFoundError();
  const rows = await BulkTrackingRow.of(ctx).where({ jobId: id, status: 'failed' }).orderBy('rowNo');
  return {
    ...view(ctx, job),
    failures: rows.map((r) => ({ rowNo: r.rowNo, orderNo: r.orderNo, trackingNo: r.trackingNo, reasonKey: r.reason, reason: message(r.reason, ctx.lang) })),
  };
}

/** The sample file: the header row and two example rows. */
export function template(format: 'csv' | 'xlsx'): { data: Buffer; name: string } {
  const rows = [
    ['Order No', 'Tracking No'],
    ['SO00000001', 'EM123456789MY'],
    ['SO00000002', 'JT0001234567'],
  ];
  return format === 'xlsx' ? { data: writeXlsx(rows, 'Tracking'), name: 'bulk-tracking-sample.xlsx' } : { data: writeCsv(rows), name: 'bulk-tracking-sample.csv' };
}

// ------------------------------------------------------------------------------ processing

/** Jobs running in this process (the resume job leaves them alone). */
const running = new Map<number, Promise<void>>();

/** Starts the job without waiting for it; it is in `running` at once, so `idle()` sees it as soon as the upload is answered. */
function startInBackground(companyId: number, jobId: number): void {
  void runJob(companyId, jobId);
}

/** Runs a job unless it runs here already; never throws (failures are logged). */
export function runJob(companyId: number, jobId: number): Promise<void> {
  const current = running.get(jobId);
  if (current) return current;
  const run = (async () => {
    try {
      await processJob(await companyCtx(companyId), jobId);
    } catch (err) {
      platform().logger.error({ err, jobId }, 'bulk tracking job failed');
    } finally {
      running.delete(jobId);
    }
  })();
  running.set(jobId, run);
  return run;
}

/** Settles when the jobs running in this process have finished (tests, shutdown). */
export async function idle(): Promise<void> {
  while (running.size) await Promise.all([...running.values()]);
}

const staleBefore = () => toDbTime(addSeconds(clock.now(), -STALE_SECONDS));

/** Claims the job for this run: queued, or processing without progress for a while. */
async function claim(ctx: Ctx, jobId: number): Promise<boolean> {
  const now = nowDb();
  const claimed = await BulkTrackingJob.of(ctx)
    .findById(jobId)
    .where((w) => void w.where('status', 'queued').orWhere((p) => void p.where('status', 'processing').where('updatedAt', '<', staleBefore())))
    .patch({ status: 'processing', startedAt: raw('coalesce(started_at, ?)', [now]) });
  return claimed === 1;
}

/** Ends a job; its file goes (the rows keep every order and tracking number), so uploads do not pile up in storage. */
async function finish(ctx: Ctx, job: BulkTrackingJob, patch: Partial<BulkTrackingJob>) {
  await BulkTrackingJob.of(ctx)
    .findById(job.id)
    .where('status', 'processing')
    .patch({ ...patch, finishedAt: nowDb() });
  await platform()
    .storage.remove(job.fileKey)
    .catch((err: unknown) => platform().logger.warn({ err, jobId: job.id }, 'bulk tracking file not removed'));
}

async function processJob(ctx: Ctx, jobId: number): Promise<void> {
  if (!(await claim(ctx, jobId))) return;
  const job = (await BulkTrackingJob.of(ctx).findById(jobId))!;
  let lines: TrackingLine[];
  try {
    const buffer = await platform().storage.read(job.fileKey);
    const kind = job.fileKey.endsWith('.xlsx') ? 'xlsx' : 'csv';
    lines = trackingLines(await readGrid(kind, buffer)) ?? [];
    if (!lines.length) throw new UnreadableFileError('no rows');
  } catch (err) {
    platform().logger.warn({ err, jobId }, 'bulk tracking file unreadable');
    await finish(ctx, job, { status: 'failed', error: err instanceof UnreadableFileError && err.tooLarge ? 'tracking.tooLargeUnpacked' : 'tracking.unreadable' });
    return;
  }
  lines = lines.slice(0, TRACKING_LIMITS.maxRows);
  if (lines.length !== job.totalRows) await BulkTrackingJob.of(ctx).findById(jobId).patch({ totalRows: lines.length });

  const done = new Set((await BulkTrackingRow.of(ctx).where('jobId', jobId).select('rowNo')).map((r) => r.rowNo));
  // The first row of an order number counts; later ones are duplicates (decided over the whole
  // file, so a resumed run decides the same).
  const firstRow = new Map<string, number>();
  for (const line of lines) {
    const key = line.orderNo.toUpperCase();
    if (key && !firstRow.has(key)) firstRow.set(key, line.rowNo);
  }
  for (const line of lines) {
    if (done.has(line.rowNo)) continue;
    const duplicate = Boolean(line.orderNo) && firstRow.get(line.orderNo.toUpperCase()) !== line.rowNo;
    await processRow(ctx, job, line, duplicate);
  }
  await finish(ctx, job, { status: 'done' });
}

function precheck(line: TrackingLine, duplicate: boolean): RowReason | null {
  if (!line.orderNo) return 'tracking.row.orderMissing';
  if (duplicate) return 'tracking.row.duplicate';
  if (!line.trackingNo) return 'tracking.row.trackingMissing';
  if ([...line.trackingNo].length > TRACKING_LIMITS.maxTrackingNo) return 'tracking.row.trackingTooLong';
  return null;
}

function stageReason(order: Order): RowReason | null {
  if (order.shipmentType !== 'courier') return 'tracking.row.notCourier';
  switch (order.stage) {
    case 'to_ship':
    case 'delivery':
      return null;
    case 'unpaid':
      return 'tracking.row.notPaid';
    case 'approval':
      return 'tracking.row.notApproved';
    case 'cancelled':
      return 'tracking.row.cancelled';
    case 'completed':
      return 'tracking.row.completed';
    default:
      return 'tracking.row.changed';
  }
}

const clip = (text: string) => (text ? [...text].slice(0, 60).join('') : null);

/** Records one row's outcome and the job's counters, inside the row's transaction. */
async function record(tx: Ctx, job: BulkTrackingJob, line: TrackingLine, reason: RowReason | null) {
  await BulkTrackingRow.of(tx).insert({ jobId: job.id, rowNo: line.rowNo, orderNo: clip(line.orderNo), trackingNo: clip(line.trackingNo), status: reason ? 'failed' : 'ok', reason });
  const counter = reason ? { failedRows: raw('failed_rows + 1') } : { okRows: raw('ok_rows + 1') };
  await BulkTrackingJob.of(tx).findById(job.id).patch(counter);
}

async function processRow(ctx: Ctx, job: BulkTrackingJob, line: TrackingLine, duplicate: boolean): Promise<void> {
  let reason: RowReason | null = precheck(line, duplicate);
  try {
    if (!reason) {
      reason = await retryOnDeadlock(() =>
        inTransaction(ctx, async (tx) => {
          const order = await Order.of(tx).where('orderNo', line.orderNo.toUpperCase()).whereNull('sellerId').whereNull('deletedAt').first();
          if (!order) return 'tracking.row.notFound' as const;
          const why = stageReason(order);
          if (why) return why;
          if (!(order.stage === 'delivery' && order.trackingNo === line.trackingNo)) await applyTracking(tx, order, line.trackingNo, job.createdBy);
          await record(tx, job, line, null);
          return null;
        }),
      );
    }
  } catch (err) {
    if (isUniqueViolation(err)) return; // another run recorded this row meanwhile
    if (!(err instanceof AppError)) throw err;
    reason = 'tracking.row.changed';
  }
  if (!reason) return;
  try {
    await retryOnDeadlock(() => inTransaction(ctx, (tx) => record(tx, job, line, reason)));
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
}

/** The cron job: jobs left queued (e.g. by a restart before they started) or stuck processing. */
export async function resumeJobs(): Promise<number> {
  const queuedBefore = toDbTime(addSeconds(clock.now(), -QUEUED_GRACE_SECONDS));
  const due = await BulkTrackingJob.unscoped()
    .where(
      (w) => void w.where((q) => void q.where('status', 'queued').where('createdAt', '<', queuedBefore)).orWhere((p) => void p.where('status', 'processing').where('updatedAt', '<', staleBefore())),
    )
    .orderBy('id')
    .limit(50);
  let resumed = 0;
  for (const job of due) {
    if (running.has(job.id)) continue;
    await runJob(job.companyId, job.id);
    resumed += 1;
  }
  return resumed;
}
