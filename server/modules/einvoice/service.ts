import { einvoiceCountries, issuesEinvoices } from '../../../common/tax';
import { isMasked, maskSecret } from '../../../common/integrations';
import { platform } from '../../platform';
import type { Ctx, UserCtx } from '../../platform/context';
import { AppError, ValidationError, type FieldErrors } from '../../platform/errors';
import { decryptJson, encryptJson, SecretsError } from '../../platform/secrets';
import { clock, dbTimeToIso, nowDb, toDbTime } from '../../platform/time';
import { inTransaction, isUniqueViolation } from '../../platform/tx';
import { companyBaseUrl, loadTenant } from '../../platform/tenancy';
import { Company } from '../companies';
import { User } from '../users';
import { batches, MyInvoisClient, MyInvoisError, sha256Hex, type ClientOptions, type PreparedDocument, type ValidationError as LhdnError } from './client';
import { EinvoiceDocument, EinvoiceSettings, type EinvoiceStatus } from './models';
import { CertificateError, loadPem, loadPkcs12, signDocument, type SigningCertificate } from './signature';
import { buildDocument, CLASSIFICATION, DOCUMENT_TYPES, GENERAL_PUBLIC_TIN, stateCode, totalsOf, type DocumentInput, type Party } from './ubl';
import { EINVOICE_TIN_PATTERN, type EinvoiceSettingsView } from '../../../common/einvoice';

/**
 * E-invoicing of a company (docs/einvoice.md): its setup, the self-billed e-invoice of a paid
 * commission payout, and the submission of pending documents to MyInvois.
 *
 * - Setup: Malaysian companies only. Client id and secret are stored encrypted (AES-256-GCM,
 *   server/platform/secrets.ts) like integration setups and shown masked; a secret sent back
 *   masked keeps the stored one. The certificate comes as PEM (certificate and private key, the key
 *   optionally encrypted) or PKCS#12 (base64 and passphrase); it is checked (RSA key matching the
 *   certificate, not expired) and stored encrypted as PEM texts, its expiry and subject in clear.
 *   Document version 1.1 needs a certificate.
 * - A payout marked paid (commissions) calls `issueSelfBilledForPayout` in its transaction: when
 *   e-invoicing is on and the payment date is on or after the setup's start date, one pending
 *   self-billed invoice (type 11, classification 037) is written — the agent the supplier, the
 *   company the buyer, the payout's amount before withholding as one line without tax. The document
 *   itself is built, signed and sent by `submitPending`, outside the transaction: its issue time is
 *   the moment it is sent (LHDN refuses documents issued more than 72 hours earlier).
 * - `submitPending` (the job, or a caller): documents pending and due go in submissions within
 *   LHDN's limits; each submission is polled until validated. Valid → uuid, long id, validation
 *   time; Invalid or refused → LHDN's error list kept (status invalid, retried once corrected).
 *   MyInvois unreachable, rate-limited or refusing the credentials → the documents stay pending
 *   with the reason and a next attempt after a growing delay (5 min × attempts, at most 6 h).
 */

export type DocumentVersion = '1.0' | '1.1';

const TIN = EINVOICE_TIN_PATTERN;
const MSIC = /^\d{5}$/;

/** The settings as GET /e-invoice/settings shows them (the client secret masked; the certificate and its key never). */
export type SettingsView = EinvoiceSettingsView;

export interface SettingsInput {
  enabled?: boolean;
  fromDate?: string | null;
  mode?: 'taxpayer' | 'intermediary';
  tin?: string | null;
  brn?: string | null;
  sstNumber?: string | null;
  msicCode?: string | null;
  msicDescription?: string | null;
  legalName?: string | null;
  address1?: string | null;
  address2?: string | null;
  postcode?: string | null;
  city?: string | null;
  stateCode?: string | null;
  phone?: string | null;
  email?: string | null;
  documentVersion?: DocumentVersion;
  clientId?: string | null;
  clientSecret?: string | null;
  /** PEM certificate and private key (key passphrase optional) … */
  certificatePem?: string;
  privateKeyPem?: string;
  keyPassphrase?: string;
  /** … or a PKCS#12 file, base64, with its passphrase. */
  pkcs12?: string;
  pkcs12Passphrase?: string;
}

function assertMalaysian(ctx: Ctx): void {
  if (!issuesEinvoices(ctx.company.country)) throw new AppError(422, 'einvoice.notAvailable');
}

export async function settingsOf(ctx: Ctx): Promise<EinvoiceSettings | undefined> {
  return EinvoiceSettings.of(ctx).first();
}

function readSecret<T>(text: string | null, what: string, companyId: number): T | null {
  if (!text) return null;
  try {
    return decryptJson<T>(text);
  } catch (error) {
    if (!(error instanceof SecretsError)) throw error;
    platform().logger.error({ err: error, companyId }, `einvoice: stored ${what} cannot be read (was SECRETS_KEY changed?)`);
    return null;
  }
}

const credentialsOf = (s: EinvoiceSettings) => readSecret<{ clientId: string; clientSecret: string }>(s.credentials, 'credentials', s.companyId);

function present(s: EinvoiceSettings | undefined): SettingsView {
  const creds = s ? credentialsOf(s) : null;
  const expiresAt = s?.certificateExpiresAt ? dbTimeToIso(s.certificateExpiresAt) : null;
  const left = expiresAt ? Math.floor((Date.parse(expiresAt) - clock.now().getTime()) / 86_400_000) : null;
  return {
    enabled: Boolean(s?.enabled),
    fromDate: s?.fromDate ?? null,
    mode: s?.mode ?? 'taxpayer',
    tin: s?.tin ?? null,
    brn: s?.brn ?? null,
    sstNumber: s?.sstNumber ?? null,
    msicCode: s?.msicCode ?? null,
    msicDescription: s?.msicDescription ?? null,
    legalName: s?.legalName ?? null,
    address1: s?.address1 ?? null,
    address2: s?.address2 ?? null,
    postcode: s?.postcode ?? null,
    city: s?.city ?? null,
    stateCode: s?.stateCode ?? null,
    phone: s?.phone ?? null,
    email: s?.email ?? null,
    documentVersion: s?.documentVersion ?? '1.0',
    clientId: creds?.clientId ?? null,
    clientSecret: creds?.clientSecret ? maskSecret(creds.clientSecret) : null,
    certificate: s?.certificate ? { subject: s.certificateSubject, expiresAt, expired: left !== null && left < 0, expiresInDays: left } : null,
  };
}

export async function getSettings(ctx: Ctx): Promise<SettingsView> {
  assertMalaysian(ctx);
  return present(await settingsOf(ctx));
}

const clean = (value: string | null | undefined) => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

/** Stores the company's setup (validated; secrets encrypted). */
export async function saveSettings(ctx: UserCtx, input: SettingsInput): Promise<SettingsView> {
  assertMalaysian(ctx);
  const current = await settingsOf(ctx);
  const errors: FieldErrors = {};
  const row: Partial<EinvoiceSettings> = {};
  const text = (name: keyof SettingsInput & keyof EinvoiceSettings, max: number) => {
    if (!Object.hasOwn(input, name)) return;
    const value = clean(input[name] as string | null | undefined);
    if (value && value.length > max) errors[name] = { key: 'validation.maxLength', params: { limit: max } };
    else (row as Record<string, unknown>)[name] = value;
  };
  for (const [name, max] of [
    ['brn', 30],
    ['sstNumber', 40],
    ['msicDescription', 300],
    ['legalName', 300],
    ['address1', 255],
    ['address2', 255],
    ['postcode', 10],
    ['city', 100],
    ['phone', 20],
    ['email', 191],
  ] as const)
    text(name, max);
  if (Object.hasOwn(input, 'enabled')) row.enabled = Boolean(input.enabled);
  if (Object.hasOwn(input, 'fromDate')) {
    const value = clean(input.fromDate);
    if (value && !/^\d{4}-\d{2}-\d{2}$/.test(value)) errors.fromDate = { key: 'validation.invalid' };
    else row.fromDate = value;
  }
  if (Object.hasOwn(input, 'mode')) {
    if (input.mode !== 'taxpayer' && input.mode !== 'intermediary') errors.mode = { key: 'validation.invalid' };
    else row.mode = input.mode;
  }
  if (Object.hasOwn(input, 'tin')) {
    const value = clean(input.tin)?.toUpperCase() ?? null;
    if (value && !TIN.test(value)) errors.tin = { key: 'einvoice.tin' };
    else row.tin = value;
  }
  if (Object.hasOwn(input, 'msicCode')) {
    const value = clean(input.msicCode);
    if (value && !MSIC.test(value)) errors.msicCode = { key: 'einvoice.msic' };
    else row.msicCode = value;
  }
  if (Object.hasOwn(input, 'stateCode')) {
    const value = clean(input.stateCode);
    if (value && stateCode(value) !== value) errors.stateCode = { key: 'validation.invalid' };
    else row.stateCode = value;
  }
  if (Object.hasOwn(input, 'documentVersion')) {
    if (input.documentVersion !== '1.0' && input.documentVersion !== '1.1') errors.documentVersion = { key: 'validation.invalid' };
    else row.documentVersion = input.documentVersion;
  }
  if (Object.hasOwn(input, 'clientId') || Object.hasOwn(input, 'clientSecret')) {
    const before = current ? credentialsOf(current) : null;
    const clientId = Object.hasOwn(input, 'clientId') ? clean(input.clientId) : (before?.clientId ?? null);
    let clientSecret = Object.hasOwn(input, 'clientSecret') ? clean(input.clientSecret) : (before?.clientSecret ?? null);
    if (clientSecret && isMasked(clientSecret)) {
      if (!before?.clientSecret) errors.clientSecret = { key: 'integrations.maskedWithoutValue' };
      clientSecret = before?.clientSecret ?? null;
    }
    if (clientId && clientId.length > 255) errors.clientId = { key: 'validation.maxLength', params: { limit: 255 } };
    if (clientSecret && clientSecret.length > 255) errors.clientSecret = { key: 'validation.maxLength', params: { limit: 255 } };
    if (clientId && !clientSecret) errors.clientSecret = { key: 'validation.required' };
    if (clientSecret && !clientId) errors.clientId = { key: 'validation.required' };
    row.credentials = clientId && clientSecret ? encryptJson({ clientId, clientSecret }) : null;
  }
  let signer: SigningCertificate | null = null;
  try {
    if (input.pkcs12) signer = await loadPkcs12(Buffer.from(input.pkcs12, 'base64'), input.pkcs12Passphrase ?? '');
    else if (input.certificatePem || input.privateKeyPem) signer = loadPem(input.certificatePem ?? '', input.privateKeyPem ?? '', input.keyPassphrase || undefined);
  } catch (error) {
    if (!(error instanceof CertificateError)) throw error;
    errors[input.pkcs12 ? 'pkcs12' : 'certificatePem'] = { key: 'einvoice.certificate', params: { message: error.message } };
  }
  if (signer) {
    if (Date.parse(signer.notAfter) <= clock.now().getTime()) errors.certificatePem = { key: 'einvoice.certificateExpired', params: { date: signer.notAfter.slice(0, 10) } };
    row.certificate = encryptJson({ certPem: signer.certPem, keyPem: signer.keyPem });
    row.certificateExpiresAt = toDbTime(new Date(signer.notAfter));
    row.certificateSubject = signer.subject.slice(0, 500);
  }
  const version = row.documentVersion ?? current?.documentVersion ?? '1.0';
  if (version === '1.1' && !row.certificate && !current?.certificate) errors.documentVersion = { key: 'einvoice.certificateRequired' };
  if (Object.keys(errors).length) {
    const first = Object.values(errors)[0]!;
    throw new ValidationError(errors, Object.keys(errors).length === 1 ? first.key : 'validation.failed');
  }
  row.updatedBy = ctx.user.id;
  await inTransaction(ctx, async (tx) => {
    const existing = await settingsOf(tx);
    if (existing) await EinvoiceSettings.of(tx).findById(existing.id).patch(row);
    else await EinvoiceSettings.of(tx).insert(row);
  });
  return present(await settingsOf(ctx));
}

/** The client of a company's setup against the configured MyInvois hosts. */
export function clientFor(settings: EinvoiceSettings, options: ClientOptions = {}): MyInvoisClient {
  const creds = credentialsOf(settings);
  if (!creds) throw new AppError(422, 'einvoice.notConfigured');
  const { identityUrl, apiUrl, portalUrl } = platform().config.einvoice;
  return new MyInvoisClient(
    { identityUrl, apiUrl, portalUrl },
    { clientId: creds.clientId, clientSecret: creds.clientSecret, onBehalfOf: settings.mode === 'intermediary' ? settings.tin : null },
    options,
  );
}

export function signerFor(settings: EinvoiceSettings): SigningCertificate {
  const stored = readSecret<{ certPem: string; keyPem: string }>(settings.certificate, 'certificate', settings.companyId);
  if (!stored) throw new AppError(422, 'einvoice.certificateRequired');
  let signer: SigningCertificate;
  try {
    signer = loadPem(stored.certPem, stored.keyPem);
  } catch (error) {
    if (!(error instanceof CertificateError)) throw error;
    throw new AppError(422, 'einvoice.certificate', { message: error.message });
  }
  // An expired certificate signs documents LHDN refuses: nothing is sent until a new one is uploaded.
  if (Date.parse(signer.notAfter) <= clock.now().getTime()) throw new AppError(422, 'einvoice.certificateExpired', { date: signer.notAfter.slice(0, 10) });
  return signer;
}

/** The company as a party of its documents. */
export function companyParty(ctx: Ctx, s: EinvoiceSettings): Party {
  return {
    tin: s.tin ?? '',
    idType: 'BRN',
    idValue: s.brn ?? '',
    sst: s.sstNumber,
    name: s.legalName ?? ctx.company.name,
    phone: s.phone ?? '',
    email: s.email,
    address: { lines: [s.address1 ?? '', s.address2 ?? ''], city: s.city ?? '', postcode: s.postcode ?? '', state: s.stateCode ?? '17', country: 'MYS' },
    msic: { code: s.msicCode ?? '', description: s.msicDescription ?? '' },
  };
}

/**
 * An agent as the supplier of a self-billed invoice: its TIN and MyKad number; an agent who gave
 * only a MyKad number gets LHDN's general TIN for individuals (docs/einvoice.md). Individuals not
 * in business carry MSIC 00000 "NOT APPLICABLE".
 */
export function agentParty(agent: User): Party {
  const tin = (agent.tin ?? '').trim().toUpperCase();
  return {
    tin: tin || GENERAL_PUBLIC_TIN,
    idType: 'NRIC',
    idValue: (agent.identityNo ?? '').replace(/[^0-9A-Za-z]/g, '') || '000000000000',
    sst: null,
    name: [agent.firstName, agent.lastName].filter(Boolean).join(' ') || agent.email,
    phone: `${agent.phoneCode ?? ''}${agent.phone ?? ''}`.trim() || 'NA',
    email: agent.email,
    address: {
      lines: [agent.address1 ?? '', agent.address2 ?? ''].filter((l) => l.trim()).length ? [agent.address1 ?? '', agent.address2 ?? ''] : ['NA'],
      city: agent.city || 'NA',
      postcode: agent.postcode ?? '',
      state: stateCode(agent.state),
      country: 'MYS',
    },
    msic: { code: '00000', description: 'NOT APPLICABLE' },
  };
}

/** True when e-invoicing is on for documents dated `day` (YYYY-MM-DD, Kuala Lumpur). */
export function appliesOn(s: EinvoiceSettings | undefined, day: string): s is EinvoiceSettings {
  return Boolean(s?.enabled) && (!s!.fromDate || s!.fromDate <= day);
}

/** A document's input as stored (`source_data`): everything but the issue time and version, set when it is sent. */
export type StoredInput = Omit<DocumentInput, 'issuedAt' | 'version'>;

/**
 * The input of a self-billed invoice (11) to agent `agent`: the agent the supplier (its profile as
 * it is now), the company the buyer (its setup as it is now), the given lines. Shared by payouts,
 * rewards (rewards.ts) and the retry of an invalid document (retry.ts), which rebuilds it.
 */
export function selfBilledInput(ctx: Ctx, settings: EinvoiceSettings, agent: User, number: string, lines: StoredInput['lines']): StoredInput {
  return { type: DOCUMENT_TYPES.selfBilledInvoice, number, currency: 'MYR', supplier: agentParty(agent), buyer: companyParty(ctx, settings), lines };
}

/** The one line of a payout's self-billed invoice: the amount before withholding, 037, no tax. */
export const payoutLine = (payout: { id: number; amount: number; paidOn: string }): StoredInput['lines'][number] => ({
  description: `Commission payout #${payout.id} paid ${payout.paidOn}`,
  quantity: 1,
  unitPrice: payout.amount,
  classification: CLASSIFICATION.selfBilledMoney,
  taxType: '06',
  taxRateBp: 0,
});

/**
 * In the transaction that marks payout `payout` paid: the pending self-billed e-invoice (11, 037)
 * of the payout, when e-invoicing applies on its payment date. Returns the document, or null.
 */
export async function issueSelfBilledForPayout(tx: Ctx, payout: { id: number; agentId: number; amount: number; paidOn: string }): Promise<EinvoiceDocument | null> {
  if (!issuesEinvoices(tx.company.country)) return null;
  const settings = await settingsOf(tx);
  if (!appliesOn(settings, payout.paidOn)) return null;
  const agent = await User.of(tx).findById(payout.agentId);
  if (!agent) return null;
  return createPending(tx, selfBilledInput(tx, settings, agent, `SB-${payout.id}`, [payoutLine(payout)]), 'payout', String(payout.id), agent.id);
}

/**
 * A pending document of `input` for its source (null when the source already has one); `agentId` the
 * agent a self-billed document pays; `originalId` the document a credit or refund note corrects (its
 * number and UUID go into the note when it is sent: the original may not be valid yet).
 */
export async function createPending(
  ctx: Ctx,
  input: StoredInput,
  sourceType: EinvoiceDocument['sourceType'],
  sourceId: string,
  agentId: number | null = null,
  originalId: number | null = null,
): Promise<EinvoiceDocument | null> {
  const totals = totalsOf(input.lines);
  try {
    return await EinvoiceDocument.of(ctx).insertAndFetch({
      type: input.type,
      status: 'pending',
      codeNumber: input.number,
      sourceType,
      sourceId,
      agentId,
      originalId,
      supplierTin: input.supplier.tin,
      buyerTin: input.buyer.tin,
      currency: input.currency,
      totalExcludingTax: totals.taxExclusive,
      taxAmount: totals.tax,
      totalPayable: totals.payable,
      sourceData: JSON.stringify(input),
      attempts: 0,
    });
  } catch (error) {
    // Already issued for this source: the first one stands.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

const BACKOFF_MS = 5 * 60_000;
const CLAIM_MS = 15 * 60_000;
const MAX_BACKOFF_MS = 6 * 3600_000;

export interface SubmitReport {
  submitted: number;
  valid: number;
  invalid: number;
  deferred: number;
}

/** The JSON text of a pending document, issued now (signed for version 1.1); a note names its original (`original`). */
export function prepare(doc: EinvoiceDocument, settings: EinvoiceSettings, issuedAt: Date, signer: SigningCertificate | null, original?: { number: string; uuid: string }): PreparedDocument {
  const stored = JSON.parse(doc.sourceData) as StoredInput;
  const unsigned = buildDocument({ ...stored, ...(original ? { original } : {}), version: settings.documentVersion, issuedAt });
  const json = JSON.stringify(signer ? signDocument(unsigned, signer, issuedAt) : unsigned);
  return { json, codeNumber: doc.codeNumber };
}

const lhdnErrors = (list: LhdnError[] | Array<{ code: string; message: string }>) => JSON.stringify(list);

/**
 * The originals of the pending notes among `docs` (credit and refund notes: `originalId` set), read
 * when they are about to be sent, since a note is written when its original may not be valid yet:
 * an original that is valid gives its number and UUID (the note's BillingReference); one still on
 * its way makes the note wait (next attempt in 5 minutes, attempts unchanged); one cancelled, at
 * MyInvois or withdrawn before it was sent, withdraws the note too (nothing left to correct).
 * Returns the documents that may go now, with the references of the notes among them.
 */
async function notesReady(ctx: Ctx, docs: EinvoiceDocument[]): Promise<{ ready: EinvoiceDocument[]; originals: Map<number, { number: string; uuid: string }> }> {
  const originals = new Map<number, { number: string; uuid: string }>();
  const ids = [...new Set(docs.flatMap((d) => (d.originalId ? [d.originalId] : [])))];
  if (!ids.length) return { ready: docs, originals };
  const found = new Map((await EinvoiceDocument.of(ctx).whereIn('id', ids).select('id', 'code_number', 'status', 'uuid')).map((o) => [o.id, o]));
  const ready: EinvoiceDocument[] = [];
  for (const doc of docs) {
    const original = doc.originalId ? found.get(doc.originalId) : undefined;
    if (!doc.originalId) ready.push(doc);
    else if (original?.status === 'valid' && original.uuid) {
      originals.set(doc.id, { number: original.codeNumber, uuid: original.uuid });
      ready.push(doc);
    } else if (!original || original.status === 'cancelled') {
      await EinvoiceDocument.of(ctx).where({ id: doc.id, status: 'pending' }).patch({ status: 'cancelled', cancelledAt: nowDb(), errors: null, nextAttemptAt: null });
    } else {
      await EinvoiceDocument.of(ctx)
        .where({ id: doc.id, status: 'pending' })
        .patch({ nextAttemptAt: toDbTime(new Date(clock.now().getTime() + BACKOFF_MS)) });
    }
  }
  return { ready, originals };
}

/** What other parts of the module do once a document is valid (registered by subscriptions.ts: an order refunded while its e-invoice was on its way gets its refund note). */
const whenValid: Array<(ctx: Ctx, doc: EinvoiceDocument) => Promise<void>> = [];
export const onDocumentValid = (fn: (ctx: Ctx, doc: EinvoiceDocument) => Promise<void>) => void whenValid.push(fn);

async function defer(ctx: Ctx, docs: EinvoiceDocument[], error: MyInvoisError): Promise<void> {
  for (const doc of docs) {
    const attempts = doc.attempts + 1;
    const wait = Math.max(Math.min(BACKOFF_MS * attempts, MAX_BACKOFF_MS), (error.retryAfterSeconds ?? 0) * 1000);
    await EinvoiceDocument.of(ctx)
      .findById(doc.id)
      .patch({ attempts, nextAttemptAt: toDbTime(new Date(clock.now().getTime() + wait)), errors: lhdnErrors([{ code: error.code, message: error.lhdnMessage }]) });
  }
}

export interface SubmitOptions {
  /** Documents per round (default 500). */
  limit?: number;
  /** Rounds go on while documents are due and this much time has not passed since the start (default: one round). */
  budgetMs?: number;
  pollIntervalMs?: number;
  pollTimeoutMs?: number;
  client?: MyInvoisClient;
}

/**
 * Sends the company's pending documents that are due, in rounds of at most `limit` (one round, or
 * rounds until none is due or `budgetMs` has passed — the job's way: a month-end of tens of
 * thousands of documents goes out at the pace LHDN's rate limits allow, not 500 per run); each
 * round polls its submissions until validated (`pollIntervalMs` between polls, `pollTimeoutMs` at
 * most; documents still in progress stay submitted and are polled by the next round or run).
 */
export async function submitPending(ctx: Ctx, options: SubmitOptions = {}): Promise<SubmitReport> {
  const report: SubmitReport = { submitted: 0, valid: 0, invalid: 0, deferred: 0 };
  const settings = await settingsOf(ctx);
  if (!settings?.enabled) return report;
  // The client only when something is due: a company switched on without credentials and nothing due is no error.
  let client = options.client;
  const clientOf = () => (client ??= clientFor(settings));
  const until = clock.now().getTime() + (options.budgetMs ?? 0);
  for (;;) {
    const round = await submitRound(ctx, settings, clientOf, options);
    report.submitted += round.submitted;
    report.valid += round.valid;
    report.invalid += round.invalid;
    report.deferred += round.deferred;
    // Stop when nothing was claimed (none due), everything claimed was deferred (MyInvois refuses for now), or the budget is spent.
    if (!round.claimed || round.deferred === round.claimed || clock.now().getTime() >= until) return report;
  }
}

/** One round of submitPending: claims up to `limit` due documents, sends them, polls the submissions. */
async function submitRound(ctx: Ctx, settings: EinvoiceSettings, clientOf: () => MyInvoisClient, options: SubmitOptions): Promise<SubmitReport & { claimed: number }> {
  const report = { submitted: 0, valid: 0, invalid: 0, deferred: 0, claimed: 0 };
  const now = nowDb();
  const due = await EinvoiceDocument.of(ctx)
    .whereIn('status', ['pending', 'submitted'])
    .where((q) => void q.whereNull('next_attempt_at').orWhere('next_attempt_at', '<=', now))
    .orderBy('id')
    .limit(options.limit ?? 500);
  if (!due.length) return report;
  const client = clientOf();
  // Each pending document is claimed before it is sent: a conditional update moves its next attempt
  // CLAIM_MS ahead, so a second sender (another process, a manual run) skips it; the outcome then
  // clears it (or a refusal sets the real next attempt). A sender that dies leaves it due again later.
  const pending: EinvoiceDocument[] = [];
  const { ready, originals } = await notesReady(
    ctx,
    due.filter((d) => d.status === 'pending'),
  );
  for (const doc of ready) {
    const claimed = await EinvoiceDocument.of(ctx)
      .where('id', doc.id)
      .where('status', 'pending')
      .where((q) => void q.whereNull('next_attempt_at').orWhere('next_attempt_at', '<=', now))
      .patch({ nextAttemptAt: toDbTime(new Date(clock.now().getTime() + CLAIM_MS)) });
    if (claimed === 1) pending.push(doc);
  }
  report.claimed = pending.length;
  const uids = new Set(due.filter((d) => d.status === 'submitted' && d.submissionUid).map((d) => d.submissionUid!));
  if (pending.length) {
    const issuedAt = new Date(Math.floor(clock.now().getTime() / 1000) * 1000);
    let signer: SigningCertificate | null = null;
    if (settings.documentVersion === '1.1') signer = signerFor(settings);
    const prepared = pending.map((doc) => ({ doc, prepared: prepare(doc, settings, issuedAt, signer, originals.get(doc.id)) }));
    const byCode = new Map(prepared.map((p) => [p.doc.codeNumber, p]));
    const tooLarge = prepared.filter((p) => Buffer.byteLength(p.prepared.json, 'utf8') > 300 * 1024);
    for (const p of tooLarge) {
      await EinvoiceDocument.of(ctx)
        .findById(p.doc.id)
        .patch({ status: 'invalid', errors: lhdnErrors([{ code: 'MaximumSizeExceeded', message: 'The document is over 300 KB' }]) });
      report.invalid++;
    }
    for (const batch of batches(prepared.filter((p) => !tooLarge.includes(p)).map((p) => p.prepared))) {
      const docs = batch.map((b) => byCode.get(b.codeNumber)!.doc);
      let result;
      try {
        result = await client.submit(batch);
      } catch (error) {
        if (!(error instanceof MyInvoisError)) throw error;
        await defer(ctx, docs, error);
        report.deferred += docs.length;
        continue;
      }
      uids.add(result.submissionUid);
      const sentAt = nowDb();
      for (const accepted of result.accepted) {
        const p = byCode.get(accepted.codeNumber)!;
        await EinvoiceDocument.of(ctx)
          .findById(p.doc.id)
          .patch({
            status: 'submitted',
            uuid: accepted.uuid,
            submissionUid: result.submissionUid,
            document: p.prepared.json,
            documentHash: sha256Hex(p.prepared.json),
            issuedAt: toDbTime(issuedAt),
            submittedAt: sentAt,
            attempts: p.doc.attempts + 1,
            errors: null,
            nextAttemptAt: null,
          });
        report.submitted++;
      }
      for (const rejected of result.rejected) {
        const p = byCode.get(rejected.codeNumber);
        if (!p) continue;
        await EinvoiceDocument.of(ctx)
          .findById(p.doc.id)
          .patch({
            status: 'invalid',
            submissionUid: result.submissionUid,
            document: p.prepared.json,
            documentHash: sha256Hex(p.prepared.json),
            issuedAt: toDbTime(issuedAt),
            submittedAt: sentAt,
            attempts: p.doc.attempts + 1,
            errors: lhdnErrors([{ code: rejected.code, message: rejected.message }]),
          });
        report.invalid++;
      }
    }
  }
  for (const uid of uids) {
    let status;
    try {
      status = await client.pollSubmission(uid, { intervalMs: options.pollIntervalMs ?? 3000, timeoutMs: options.pollTimeoutMs ?? 60_000 });
    } catch (error) {
      if (!(error instanceof MyInvoisError)) throw error;
      continue; // polled again next run
    }
    for (const d of status.documents) {
      const row = await EinvoiceDocument.of(ctx).where('submission_uid', uid).where('uuid', d.uuid).first();
      if (!row || row.status !== 'submitted') continue;
      if (d.status === 'Valid' || d.status === 'Cancelled') {
        const next: EinvoiceStatus = d.status === 'Valid' ? 'valid' : 'cancelled';
        await EinvoiceDocument.of(ctx)
          .findById(row.id)
          .patch({ status: next, longId: d.longId, validatedAt: d.validatedAt ? toDbTime(new Date(d.validatedAt)) : nowDb(), errors: null });
        report.valid++;
        if (next === 'valid') for (const fn of whenValid) await fn(ctx, { ...row, status: next, uuid: d.uuid } as EinvoiceDocument);
      } else if (d.status === 'Invalid') {
        let errors: LhdnError[] = [];
        try {
          errors = (await client.getDocumentDetails(d.uuid)).errors;
        } catch (error) {
          if (!(error instanceof MyInvoisError)) throw error;
        }
        await EinvoiceDocument.of(ctx)
          .findById(row.id)
          .patch({ status: 'invalid', errors: lhdnErrors(errors) });
        report.invalid++;
      }
    }
  }
  return report;
}

/**
 * Cancels a valid document at MyInvois (within 72 hours of validation; after that LHDN answers
 * OperationPeriodOver, a 409 "issue a credit note instead").
 */
export async function cancelDocument(ctx: Ctx, id: number, reason: string): Promise<EinvoiceDocument> {
  const doc = await EinvoiceDocument.of(ctx).findById(id);
  if (!doc) throw new AppError(404, 'einvoice.notFound');
  if (!reason.trim()) throw ValidationError.field('reason', 'validation.required');
  if (reason.trim().length > 300) throw ValidationError.field('reason', 'validation.maxLength', { limit: 300 });
  if (doc.status !== 'valid' || !doc.uuid) throw new AppError(409, 'einvoice.notCancellable');
  const settings = await settingsOf(ctx);
  if (!settings) throw new AppError(422, 'einvoice.notConfigured');
  await clientFor(settings).cancel(doc.uuid, reason);
  await EinvoiceDocument.of(ctx).findById(id).patch({ status: 'cancelled', cancelledAt: nowDb() });
  return (await EinvoiceDocument.of(ctx).findById(id))!;
}

/** The validation link of a valid document, or null. */
export function validationLink(doc: Pick<EinvoiceDocument, 'uuid' | 'longId'>): string | null {
  if (!doc.uuid || !doc.longId) return null;
  return `${platform().config.einvoice.portalUrl.replace(/\/+$/, '')}/${encodeURIComponent(doc.uuid)}/share/${encodeURIComponent(doc.longId)}`;
}

/**
 * A job's pass over the companies, one at a time (every statement names its company,
 * docs/architecture.md): those whose country issues e-invoices (common/tax.ts), or all of them with
 * `allCountries`. A company that fails is logged (`failed`, with `log`'s fields) and the others still run.
 */
export async function eachCompany(failed: string, each: (companyId: number) => Promise<void>, options: { allCountries?: boolean; log?: Record<string, unknown> } = {}): Promise<void> {
  const companies = options.allCountries ? Company.query() : Company.query().whereIn('country', einvoiceCountries());
  for (const { id: companyId } of await companies.select('id')) {
    try {
      await each(companyId);
    } catch (err) {
      platform().logger.error({ err, companyId, ...options.log }, failed);
    }
  }
}

/** A context for a company outside any request (the job). */
export async function companyCtx(companyId: number): Promise<Ctx> {
  const info = await loadTenant((await Company.query().findById(companyId))!);
  return { companyId, company: info, user: null, lang: info.defaultLang, origin: companyBaseUrl(info), requestId: 'job', ip: '' };
}

/** How long the job sends one company's documents before it moves to the next (its lock lasts 30 minutes). */
const JOB_BUDGET_MS = 10 * 60_000;

/** Every company with documents due: one submission run each (the job). */
export async function submitAllPending(): Promise<SubmitReport> {
  const total: SubmitReport = { submitted: 0, valid: 0, invalid: 0, deferred: 0 };
  const now = nowDb();
  // A cheap look at the company's due documents first (index company, status), its context only
  // when there are some; every company, whatever its country, so no document is ever stranded.
  await eachCompany(
    'einvoice submission failed',
    async (companyId) => {
      const due = await EinvoiceDocument.of({ companyId })
        .whereIn('status', ['pending', 'submitted'])
        .where((q) => void q.whereNull('next_attempt_at').orWhere('next_attempt_at', '<=', now))
        .select('id')
        .first();
      if (!due) return;
      const r = await submitPending(await companyCtx(companyId), { pollTimeoutMs: 30_000, budgetMs: JOB_BUDGET_MS });
      total.submitted += r.submitted;
      total.valid += r.valid;
      total.invalid += r.invalid;
      total.deferred += r.deferred;
    },
    { allCountries: true },
  );
  return total;
}
