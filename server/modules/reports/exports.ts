import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Response } from 'express';
import type { Ctx } from '../../platform/context';
import { writeCsvFile } from '../../platform/csv';
import type { ListPage } from '../../platform/http/list';
import { FileReply } from '../../platform/http/route';
import { translate, type MessageKey } from '../../../common/messages';
import { majorText } from '../../../common/money';
import type { Currency } from '../../../common/constants';
import { REPORT_EXPORT_MAX_ROWS, type ReportFormat } from '../../../common/reports';
import { writeXlsx } from '../tracking';
import type { PageSpec } from './query';

/**
 * Exports of a report list: every row the filters select (up to REPORT_EXPORT_MAX_ROWS), in the
 * list's order, read a page at a time through the same list function, as CSV (UTF-8 with a BOM,
 * for Excel) or XLSX; headers in the caller's language, money in major units of the company's
 * currency ("1234.50").
 */

export type ExportColumn<T> = readonly [header: MessageKey, get: (row: T) => string | number | null, money?: 'money'];

const EXPORT_PAGE = 1000;

export async function exportList<T>(
  ctx: Ctx,
  res: Response,
  name: string,
  format: ReportFormat,
  columns: readonly ExportColumn<T>[],
  order: PageSpec['order'],
  fetch: (page: PageSpec) => Promise<ListPage<T>>,
): Promise<FileReply> {
  const currency = ctx.company.currency as Currency;
  const cell = (row: T, [, get, money]: ExportColumn<T>) => {
    const value = get(row);
    return money && typeof value === 'number' ? majorText(value, currency) : value;
  };
  async function* pages() {
    for (let offset = 0; offset < REPORT_EXPORT_MAX_ROWS; offset += EXPORT_PAGE) {
      const page = await fetch({ offset, limit: Math.min(EXPORT_PAGE, REPORT_EXPORT_MAX_ROWS - offset), order });
      if (page.items.length) yield page.items;
      if (page.items.length < EXPORT_PAGE) return;
    }
  }
  const headers = columns.map(([key]) => translate(key, ctx.lang));
  let file: string;
  if (format === 'csv') {
    file = await writeCsvFile(
      name,
      columns.map((c, i) => [headers[i], (row: T) => cell(row, c)] as const),
      pages(),
      { bom: true },
    );
  } else {
    const rows: (string | number)[][] = [headers];
    for await (const page of pages()) {
      for (const row of page)
        rows.push(
          columns.map((c) => {
            const v = cell(row, c);
            return typeof v === 'string' && c[2] === 'money' ? Number(v) : (v ?? '');
          }),
        );
    }
    file = path.join(os.tmpdir(), `${name}-${crypto.randomUUID()}.xlsx`);
    await fs.promises.writeFile(file, writeXlsx(rows, 'Report'));
  }
  res.on('close', () => void fs.promises.rm(file, { force: true }));
  return new FileReply(file, `${name}.${format}`);
}
