import { TenantModel } from '../../platform/model';

export type EinvoiceStatus = 'pending' | 'submitted' | 'valid' | 'invalid' | 'cancelled';
export const EINVOICE_STATUSES: readonly EinvoiceStatus[] = ['pending', 'submitted', 'valid', 'invalid', 'cancelled'];
/** What a document is for; `note` a credit note issued from the console (its source id `<original id>-<n>`). */
export type EinvoiceSource = 'payout' | 'order' | 'redemption' | 'consolidated' | 'note';

/** A company's e-invoicing setup (db/migrations/20261128070100_einvoice.ts); `credentials` and `certificate` are encrypted JSON. */
export class EinvoiceSettings extends TenantModel {
  static override tableName = 'einvoice_settings';
  static override booleans = ['enabled'];
  enabled!: boolean | number;
  fromDate!: string | null;
  mode!: 'taxpayer' | 'intermediary';
  tin!: string | null;
  brn!: string | null;
  sstNumber!: string | null;
  msicCode!: string | null;
  msicDescription!: string | null;
  legalName!: string | null;
  address1!: string | null;
  address2!: string | null;
  postcode!: string | null;
  city!: string | null;
  stateCode!: string | null;
  phone!: string | null;
  email!: string | null;
  documentVersion!: '1.0' | '1.1';
  /** server/platform/secrets.ts text of `{ clientId, clientSecret }`. */
  credentials!: string | null;
  /** server/platform/secrets.ts text of `{ certPem, keyPem }`. */
  certificate!: string | null;
  certificateExpiresAt!: string | null;
  certificateSubject!: string | null;
  updatedBy!: number | null;
}

/** One e-invoice (issued or to issue). */
export class EinvoiceDocument extends TenantModel {
  static override tableName = 'einvoice_documents';
  type!: string;
  status!: EinvoiceStatus;
  codeNumber!: string;
  sourceType!: EinvoiceSource;
  sourceId!: string;
  /** The agent a self-billed document pays (its supplier); null for the company's sales documents. */
  agentId!: number | null;
  originalId!: number | null;
  supplierTin!: string;
  buyerTin!: string;
  currency!: string;
  totalExcludingTax!: number;
  taxAmount!: number;
  totalPayable!: number;
  /** JSON of the DocumentInput (issue time excepted: set when submitted). */
  sourceData!: string;
  document!: string | null;
  documentHash!: string | null;
  uuid!: string | null;
  longId!: string | null;
  submissionUid!: string | null;
  /** JSON of LHDN's errors (or our refusal), null when none. */
  errors!: string | null;
  attempts!: number;
  nextAttemptAt!: string | null;
  issuedAt!: string | null;
  submittedAt!: string | null;
  validatedAt!: string | null;
  cancelledAt!: string | null;
}

export type TinCheckStatus = 'valid' | 'invalid';

/** LHDN's answer to a TIN validation (db/migrations/20261129020100_einvoice_agents_tin.ts): asked again after `expiresAt`. */
export class EinvoiceTinCheck extends TenantModel {
  static override tableName = 'einvoice_tin_checks';
  tin!: string;
  idType!: 'NRIC' | 'PASSPORT' | 'BRN' | 'ARMY';
  idValue!: string;
  status!: TinCheckStatus;
  message!: string | null;
  checkedAt!: string;
  expiresAt!: string;
}
