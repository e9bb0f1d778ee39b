/**
 * LHDN MyInvois e-invoicing: the API shapes the server (server/modules/einvoice) and the console's
 * e-invoicing page share (docs/einvoice.md, "Calls and page"). Money in minor units; times ISO 8601 UTC.
 */

export const EINVOICE_DOCUMENT_STATUSES = ['pending', 'submitted', 'valid', 'invalid', 'cancelled'] as const;
export type EinvoiceDocumentStatus = (typeof EINVOICE_DOCUMENT_STATUSES)[number];
export type EinvoiceSourceType = 'payout' | 'order' | 'redemption' | 'consolidated' | 'note';

/** The first year the month picker offers (LHDN's e-invoicing started in August 2024). */
export const EINVOICE_FIRST_YEAR = 2024;

export interface EinvoiceDocumentError {
  code: string;
  /** LHDN's message in the reader's language where LHDN gives one (Malay), else its English one. */
  message: string;
  /** The UBL path LHDN names, or null. */
  path: string | null;
}

/** One row of GET /e-invoice/data. */
export interface EinvoiceDocumentView {
  id: number;
  /** LHDN's e-invoice type code: 01 invoice, 02 credit note, 04 refund note, 11 self-billed invoice… */
  type: string;
  status: EinvoiceDocumentStatus;
  codeNumber: string;
  sourceType: EinvoiceSourceType;
  sourceId: string;
  supplierTin: string;
  buyerTin: string;
  currency: string;
  totalExcludingTax: number;
  taxAmount: number;
  totalPayable: number;
  uuid: string | null;
  longId: string | null;
  validationLink: string | null;
  errors: EinvoiceDocumentError[];
  attempts: number;
  nextAttemptAt: string | null;
  createdAt: string | null;
  issuedAt: string | null;
  submittedAt: string | null;
  validatedAt: string | null;
  cancelledAt: string | null;
  /** Valid and still inside LHDN's 72-hour cancellation window. */
  cancellable: boolean;
}

/** POST /e-invoice/submit. */
export interface EinvoiceSubmitReport {
  submitted: number;
  valid: number;
  invalid: number;
  deferred: number;
}

/** GET and PUT /e-invoice/settings (the client secret masked; the certificate and its key never). */
export interface EinvoiceSettingsView {
  enabled: boolean;
  fromDate: string | null;
  mode: 'taxpayer' | 'intermediary';
  tin: string | null;
  brn: string | null;
  sstNumber: string | null;
  msicCode: string | null;
  msicDescription: string | null;
  legalName: string | null;
  address1: string | null;
  address2: string | null;
  postcode: string | null;
  city: string | null;
  stateCode: string | null;
  phone: string | null;
  email: string | null;
  documentVersion: '1.0' | '1.1';
  clientId: string | null;
  clientSecret: string | null;
  certificate: { subject: string | null; expiresAt: string | null; expired: boolean; expiresInDays: number | null } | null;
}

/** LHDN's last answer about an agent's TIN and identity number (GET /e-invoice/tin-status). */
export const EINVOICE_TIN_STATUSES = ['valid', 'invalid', 'unchecked', 'notConfigured'] as const;
export type EinvoiceTinStatus = (typeof EINVOICE_TIN_STATUSES)[number];

/** GET /e-invoice/tin-status: `unchecked` without a TIN, an identity number or an answer yet; `notConfigured` while the company's e-invoicing is off. */
export interface EinvoiceTinStatusView {
  tin: string | null;
  status: EinvoiceTinStatus;
  /** When LHDN answered (ISO 8601 UTC), or null. */
  checkedAt: string | null;
}
