import fs from 'node:fs';
import type { EinvoiceSettingsView, EinvoiceSubmitReport, EinvoiceTinStatusView } from '../../../common/einvoice';
import { Type } from '@sinclair/typebox';
import { EINVOICE_STATUSES } from './models';
import { AppError } from '../../platform/errors';
import { FileReply, Reply, route, type RouteDef } from '../../platform/http/route';
import { withPlainFilters } from '../../platform/http/list';
import { IdParams, ListQueryProps } from '../../platform/http/schemas';
import { assertMalaysian, documentView, exportMonth, monthDocuments } from './screens';
import { cancelDocument, getSettings, saveSettings, submitPending } from './service';
import { retryDocument } from './retry';
import { issueCreditNote } from './notes';
import { tinStatus } from './tin';

export { einvoicePdfRoutes } from './routes-pdf';

/**
 * LHDN MyInvois e-invoicing (docs/einvoice.md, "Calls and page"). HQ and staff with
 * manage_payouts read the documents, export them, submit the pending ones, cancel and retry; HQ alone
 * changes the setup. Agents have no access, but to their own TIN's status. Malaysian companies only: elsewhere every call answers
 * 422 einvoice.notAvailable.
 */

const tags = ['einvoice'];
const MANAGERS = { permission: 'manage_payouts' } as const;
const HQ = { roles: ['hq'] } as const;
const Month = Type.Object({ year: Type.Integer({ minimum: 2000, maximum: 9999 }), month: Type.Integer({ minimum: 1, maximum: 12 }) });
const Text = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));

export const einvoiceRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/e-invoice/data',
    access: MANAGERS,
    summary:
      "The e-invoices of a calendar month (Asia/Kuala_Lumpur) by the time each was created (list dialect; filters status pending|submitted|valid|invalid|cancelled, type, sourceType; search code number, UUID, TINs; sort id, createdAt, status, codeNumber, totalPayable, validatedAt): type, status, code number, source, amounts in minor units, UUID, validation link, LHDN's errors in the reader's language where LHDN gives one, times, whether it can still be cancelled",
    tags,
    query: Type.Object({
      ...ListQueryProps,
      ...Month.properties,
      status: Type.Optional(Type.Union(EINVOICE_STATUSES.map((s) => Type.Literal(s)))),
      type: Type.Optional(Type.String({ maxLength: 2 })),
      sourceType: Type.Optional(Type.String({ maxLength: 20 })),
    }),
    handler: async ({ ctx, query }) => {
      const { status, type, sourceType, year, month, ...rest } = query;
      return monthDocuments(ctx, { ...withPlainFilters(rest, { status, type, sourceType }), year, month });
    },
  }),
  route({
    method: 'get',
    path: '/e-invoice/export',
    access: MANAGERS,
    summary:
      "The month's e-invoices (as /e-invoice/data, oldest first, at most 50,000) in an XLSX file: type, code number, issue time, supplier and buyer TIN, currency, totals in RM, status, UUID, validation link, validation and cancellation times, source, LHDN's errors; headers in the reader's language",
    tags,
    query: Month,
    handler: async ({ ctx, query, res }) => {
      const { file, name } = await exportMonth(ctx, query.year, query.month);
      res.on('close', () => void fs.promises.rm(file, { force: true }));
      return new FileReply(file, name);
    },
  }),
  route({
    method: 'get',
    path: '/e-invoice/settings',
    access: MANAGERS,
    summary:
      "The company's e-invoicing setup: on/off, start date, taxpayer or intermediary, TIN, BRN, SST, MSIC, address, document version, client id, the secret masked, the certificate's subject and expiry (never the secret, the certificate or its key)",
    tags,
    handler: async ({ ctx }): Promise<EinvoiceSettingsView> => getSettings(ctx),
  }),
  route({
    method: 'put',
    path: '/e-invoice/settings',
    access: HQ,
    summary:
      'HQ saves the setup (only the fields sent change; a masked secret keeps the stored one). The signing certificate comes as PEM (certificatePem, privateKeyPem, keyPassphrase) or PKCS#12 (pkcs12 base64, pkcs12Passphrase); document version 1.1 needs one',
    tags,
    body: Type.Object({
      enabled: Type.Optional(Type.Boolean()),
      fromDate: Text(10),
      mode: Type.Optional(Type.Union([Type.Literal('taxpayer'), Type.Literal('intermediary')])),
      tin: Text(20),
      brn: Text(30),
      sstNumber: Text(40),
      msicCode: Text(5),
      msicDescription: Text(300),
      legalName: Text(300),
      address1: Text(255),
      address2: Text(255),
      postcode: Text(10),
      city: Text(100),
      stateCode: Text(2),
      phone: Text(20),
      email: Text(191),
      documentVersion: Type.Optional(Type.Union([Type.Literal('1.0'), Type.Literal('1.1')])),
      clientId: Text(255),
      clientSecret: Text(255),
      certificatePem: Type.Optional(Type.String({ maxLength: 20_000 })),
      privateKeyPem: Type.Optional(Type.String({ maxLength: 20_000 })),
      keyPassphrase: Type.Optional(Type.String({ maxLength: 200 })),
      pkcs12: Type.Optional(Type.String({ maxLength: 40_000 })),
      pkcs12Passphrase: Type.Optional(Type.String({ maxLength: 200 })),
    }),
    handler: async ({ ctx, body }) => new Reply<EinvoiceSettingsView>(await saveSettings(ctx, body), 'einvoice.settingsSaved'),
  }),
  route({
    method: 'post',
    path: '/e-invoice/submit',
    access: MANAGERS,
    summary:
      "Sends the company's pending e-invoices that are due to MyInvois now and polls their submissions (up to 60 s): the counts submitted, valid, invalid and deferred (MyInvois unreachable or refusing the credentials: retried later by the job)",
    tags,
    handler: async ({ ctx }) => {
      assertMalaysian(ctx);
      return new Reply<EinvoiceSubmitReport>(await submitPending(ctx, { pollIntervalMs: 1000, pollTimeoutMs: 60_000 }), 'einvoice.submitted');
    },
  }),
  route({
    method: 'post',
    path: '/e-invoice/:id/cancel',
    access: MANAGERS,
    summary:
      'Cancels a valid e-invoice at MyInvois with a reason (at most 300 characters), within 72 hours of its validation; after that 409 einvoice.cancelWindow (issue a credit note instead); a document not valid 409 einvoice.notCancellable',
    tags,
    params: IdParams,
    body: Type.Object({ reason: Type.String({ maxLength: 1000 }) }),
    handler: async ({ ctx, params, body }) => {
      assertMalaysian(ctx);
      // Past the 72-hour window MyInvois refuses (OperationPeriodOver): answered here without spending a call of its 12 a minute.
      const doc = await documentView(ctx, params.id);
      if (doc.status === 'valid' && !doc.cancellable) throw new AppError(409, 'einvoice.cancelWindow');
      await cancelDocument(ctx, params.id, body.reason);
      return new Reply(await documentView(ctx, params.id), 'einvoice.cancelled');
    },
  }),
  route({
    method: 'post',
    path: '/e-invoice/:id/credit-note',
    access: MANAGERS,
    summary:
      'Issues a credit note of a valid invoice (01) or self-billed invoice (11: a self-billed credit note, 12) with a reason (at most 300 characters) and an amount in minor units (default: all that earlier notes leave of it): pending, sent with the next submission; the note as /data shows it. Not a valid 01/11: 409 einvoice.notCreditable; an amount above what remains: 422 einvoice.creditAmount',
    tags,
    params: IdParams,
    body: Type.Object({ reason: Type.String({ maxLength: 1000 }), amount: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })) }),
    handler: async ({ ctx, params, body }) => {
      assertMalaysian(ctx);
      const note = await issueCreditNote(ctx, params.id, body);
      return new Reply(await documentView(ctx, note.id), 'einvoice.creditIssued');
    },
  }),
  route({
    method: 'post',
    path: '/e-invoice/:id/retry',
    access: MANAGERS,
    summary:
      "Retries an invalid e-invoice after correction: rebuilt from its source as it is now (the agent's profile, the company's setup, a reward's cost), pending again with its attempts at 0 and LHDN's errors cleared, sent with the next submission; the document as /data shows it. Not invalid: 409 einvoice.notRetryable; its source gone: 409 einvoice.sourceGone",
    tags,
    params: IdParams,
    handler: async ({ ctx, params }) => {
      assertMalaysian(ctx);
      await retryDocument(ctx, params.id);
      return new Reply(await documentView(ctx, params.id), 'einvoice.retried');
    },
  }),
  route({
    method: 'get',
    path: '/e-invoice/tin-status',
    access: { roles: ['hq', 'staff', 'agent'] },
    summary:
      "LHDN's last answer about an agent's TIN with its identity number: { tin, status valid|invalid|unchecked|notConfigured, checkedAt }. An agent its own (another's userId: 403); HQ, staff managing agents or payouts any agent's (userId; not an agent: 404). Answers are kept 30 days (valid) or 1 day (invalid); the einvoice.tin job asks LHDN",
    tags,
    query: Type.Object({ userId: Type.Optional(Type.Integer({ minimum: 1 })) }),
    handler: async ({ ctx, query }): Promise<EinvoiceTinStatusView> => tinStatus(ctx, query.userId),
  }),
];
