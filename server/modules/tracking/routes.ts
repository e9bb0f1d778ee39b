import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { FileReply, Reply, route, type RouteDef } from '../../platform/http/route';
import { withPlainFilters } from '../../platform/http/list';
import { IdParams, ListQueryProps } from '../../platform/http/schemas';
import { JOB_STATUSES } from './models';
import { jobDetail, listJobs, template, TRACKING_LIMITS, upload } from './service';

/**
 * Bulk tracking: upload a CSV or XLSX of order numbers and tracking numbers, processed
 * in the background; the jobs list, one job with its failed rows, and the sample file. HQ and
 * staff with "manage orders". Rules: service.ts; file formats: files.ts.
 */

const tags = ['orders'];
const ACCESS = { permission: 'manage_orders' } as const;

export const bulkTrackingRoutes: RouteDef[] = [
  route({
    method: 'post',
    path: '/bulk-tracking/upload',
    access: ACCESS,
    summary:
      'Uploads a tracking file (multipart field `file`: CSV or XLSX by content, at most 5 MB and 5,000 rows, a header row with an order number and a tracking number column) → the queued job (201); processing starts at once in the background',
    tags,
    upload: { field: 'file', maxBytes: TRACKING_LIMITS.maxBytes, types: ['csv', 'xlsx'] },
    handler: async ({ ctx, file }) => new Reply(await upload(ctx, file!), 'tracking.uploaded', 201),
  }),
  route({
    method: 'get',
    path: '/bulk-tracking',
    access: ACCESS,
    summary:
      "The company's tracking uploads, newest first (list dialect; filter status queued|processing|done|failed, createdBy; search file name; sort id, createdAt, status, fileName, totalRows, failedRows): status, counts of rows ok, failed and still pending",
    tags,
    query: Type.Object({ ...ListQueryProps, status: Type.Optional(Type.Union(JOB_STATUSES.map((s) => Type.Literal(s)))) }),
    handler: async ({ ctx, query }) => {
      const { status, ...params } = query;
      return listJobs(ctx, withPlainFilters(params, { status }));
    },
  }),
  route({
    method: 'get',
    path: '/bulk-tracking/template',
    access: ACCESS,
    summary: 'The sample tracking file (format csv, the default, or xlsx): a header row "Order No", "Tracking No" and two example rows',
    tags,
    query: Type.Object({ format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('xlsx')])) }),
    handler: async ({ query, res }) => {
      const sample = template(query.format ?? 'csv');
      const file = path.join(os.tmpdir(), `tracking-sample-${crypto.randomUUID()}-${sample.name}`);
      await fs.promises.writeFile(file, sample.data);
      res.on('close', () => void fs.promises.rm(file, { force: true }));
      return new FileReply(file, sample.name);
    },
  }),
  route({
    method: 'get',
    path: '/bulk-tracking/:id',
    access: ACCESS,
    summary: 'One tracking upload: its status, counts, the error when the file could not be read, and its failed rows (row number in the file, order and tracking number, the translated reason)',
    tags,
    params: IdParams,
    handler: async ({ ctx, params }) => jobDetail(ctx, params.id),
  }),
];
