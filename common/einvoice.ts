/**
 * LHDN MyInvois e-invoicing: the API shapes the server (server/modules/einvoice) and the console's
 * e-invoicing page share (docs/einvoice.md, "Calls and page"). Money in minor units; times ISO 8601 UTC.
 */

export const EINVOICE_DOCUMENT_STATUSES = ['pending', 'submitted', 'valid', 'invalid', 'cancelled'] as const;
export type EinvoiceDocumentStatus = (typeof EINVOICE_DOCUMENT_STATUSES)[number];
export type EinvoiceSourceType = 'payout' | 'order' | 'redemption' | 'consolidated' | 'note';

/**
 * A TIN as LHDN issues it: IG + 9–12 digits (individuals), one or two letters + 8–12 digits
 * (non-individuals, e.g. C1234567890), or one of LHDN's general TINs EI + 11 digits. The setup's
 * TIN and the buyer's TIN given at checkout are checked with it.
 */
export const EINVOICE_TIN_PATTERN = /^(IG\d{9,12}|[A-Z]{1,2}\d{8,12}|EI\d{11})$/;

/** LHDN's identification types of a party (TIN validation and the document's registration number). */
export const EINVOICE_ID_TYPES = ['NRIC', 'BRN', 'PASSPORT', 'ARMY'] as const;
export type EinvoiceIdType = (typeof EINVOICE_ID_TYPES)[number];

/** Bounds of the e-invoice particulars a buyer gives at checkout (orders.einvoice_*). */
export const EINVOICE_CHECKOUT_MAX = { tin: 20, idValue: 30, name: 300 } as const;

/** The identification number of a type: NRIC and ARMY 12 digits (dashes and spaces dropped), BRN and passport letters, digits and dashes. */
export function normaliseIdValue(idType: EinvoiceIdType, value: string): string | null {
  const text = value.trim().toUpperCase();
  if (idType === 'NRIC' || idType === 'ARMY') {
    const digits = text.replace(/[\s-]/g, '');
    return /^\d{12}$/.test(digits) ? digits : null;
  }
  return /^[A-Z0-9][A-Z0-9-]{0,29}$/.test(text) ? text : null;
}

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
  /** A credit or refund note: the document it corrects (id and code number), else null. */
  originalId: number | null;
  originalCode: string | null;
  /** Cancelled before it was ever sent (its order refunded first): nothing reached MyInvois. */
  withdrawn: boolean;
  /** A valid invoice (01, 11) past its cancellation window: a credit note may be issued for up to `creditRemaining`. */
  creditable: boolean;
  /** What earlier credit and refund notes leave of its payable amount (minor units); null when not creditable. */
  creditRemaining: number | null;
}

/** POST /e-invoice/:id/credit-note. */
export interface EinvoiceCreditNoteInput {
  reason: string;
  /** Minor units; the whole remaining amount when left out. */
  amount?: number;
}

/**
 * The e-invoice of something the agent app shows (a payout row of GET /commission/payouts): its
 * state, and whether its PDF can be downloaded (GET /e-invoice/mine/:id/pdf for the agent, GET
 * /e-invoice/:id/pdf for HQ) — once LHDN validated it (valid, or cancelled after validation).
 */
export interface EinvoiceBrief {
  id: number;
  type: string;
  status: EinvoiceDocumentStatus;
  codeNumber: string;
  validatedAt: string | null;
  pdf: boolean;
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
