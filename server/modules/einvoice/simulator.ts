import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { listen } from '../../platform/listen';
import { clock } from '../../platform/time';
import { CANCEL_WINDOW_MS, DUPLICATE_DOCUMENT_MS, DUPLICATE_SUBMISSION_MS, ISSUE_MAX_AGE_MS, RATE_LIMITS, RATE_WINDOW_MS, SlidingWindow, SUBMISSION_LIMITS, type RateCategory } from './limits';
import { documentTotals, identityOf, mandatoryFieldErrors, type FieldError } from './ubl';
import { verifySignature } from './signature';

/**
 * A local MyInvois look-alike for development, the demo and the tests: the identity service
 * (`POST /connect/token`) and the e-invoicing API under `/api/v1.0` on the same paths as LHDN's, so
 * the real client (./client.ts) talks to it unchanged (docs/einvoice.md, "Simulator").
 *
 * - Login: client credentials in a form body (Basic auth is refused with a bare 400, as LHDN does);
 *   an intermediary names the taxpayer in `onbehalfof` and must have been granted it. Tokens live
 *   `tokenTtlSeconds` (3,600) on the business clock, so tests expire them by moving the clock.
 * - Submission: ≤ 100 documents, ≤ 5 MB, ≤ 300 KB each, `documentHash` = SHA-256 of the document;
 *   the issuer's TIN (the buyer's for self-billed types 11–14) must be the signed-in taxpayer's
 *   (403 IncorrectSubmitter). The identical payload again within 10 minutes: 422
 *   DuplicateSubmission with Retry-After.
 * - Validation: LHDN's mandatory fields and amounts that add up, issue time at most 72 hours old,
 *   the signature of version 1.1, each party's TIN (well formed; a registered taxpayer's with its own
 *   registration number, as TIN validation answers), and the duplicate rule (same type, version, number, issue time
 *   and issuer TIN as a document of the last 2 hours) → Invalid with an LHDN-style error list.
 *   A submission answers "in progress" for its first `pendingPolls` polls.
 * - Cancel within 72 hours of validation (business clock), then 400 OperationPeriodOver.
 * - TIN validation against the registered taxpayers (open registration: any well-formed TIN).
 * - Rate limits per client id and call (LHDN's published ones, or `limits`): 429 with Retry-After.
 *
 * `openRegistration` (development and the demo): any client id and secret log in (the first
 * secret used is kept), as a taxpayer whose TIN is whatever the documents' issuer says.
 * Alone: `npx tsx server/modules/einvoice/simulator.ts` (MYINVOIS_SIM_PORT, default 4020).
 */

export interface SimClient {
  clientId: string;
  clientSecret: string;
  /** The taxpayer's TIN (a taxpayer system); null for an intermediary. */
  tin: string | null;
  /** TINs an intermediary may act for. */
  represents?: string[];
}

export interface SimTaxpayer {
  tin: string;
  idType: 'NRIC' | 'PASSPORT' | 'BRN' | 'ARMY';
  idValue: string;
  name?: string;
}

export interface MyInvoisSimulatorOptions {
  port?: number;
  host?: string;
  clients?: SimClient[];
  taxpayers?: SimTaxpayer[];
  openRegistration?: boolean;
  limits?: Partial<Record<RateCategory, number>>;
  windowMs?: number;
  pendingPolls?: number;
  tokenTtlSeconds?: number;
}

export type SimDocumentStatus = 'Submitted' | 'Valid' | 'Invalid' | 'Cancelled';

export interface SimDocument {
  uuid: string;
  longId: string;
  submissionUid: string;
  clientId: string;
  /** The taxpayer the document belongs to (the signed-in TIN). */
  ownerTin: string;
  codeNumber: string;
  type: string;
  version: string;
  issuedAt: string;
  issuerTin: string;
  supplierTin: string;
  buyerTin: string;
  status: SimDocumentStatus;
  errors: FieldError[];
  receivedAt: Date;
  validatedAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  totals: { excludingTax: number; tax: number; payable: number };
  json: string;
}

export interface SimSubmission {
  uid: string;
  clientId: string;
  receivedAt: Date;
  uuids: string[];
  pollsLeft: number;
}

export interface MyInvoisSimulator {
  url: string;
  /** Base URLs for the client: identity, API and portal (the simulator serves all three). */
  identityUrl: string;
  apiUrl: string;
  portalUrl: string;
  documents: Map<string, SimDocument>;
  submissions: Map<string, SimSubmission>;
  /** Every call received: method, path, client id (when signed in), status answered. */
  calls: Array<{ method: string; path: string; clientId: string | null; status: number; onBehalfOf: string | null }>;
  addClient(client: SimClient): void;
  addTaxpayer(taxpayer: SimTaxpayer): void;
  setLimit(category: RateCategory, limit: number, windowMs?: number): void;
  options: MyInvoisSimulatorOptions;
  close(): Promise<void>;
}

const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const randomId = (length: number) => Array.from(crypto.randomBytes(length), (b) => BASE32[b % 32]).join('');

const TIN_PATTERN = /^(IG\d{9,12}|[CDEFGHJLNPQTA-Z]{1,2}\d{8,12}|EI\d{11})$/;

const SELF_BILLED = new Set(['11', '12', '13', '14']);
/** Credit, debit and refund notes (and their self-billed kinds): they name the document they correct. */
const NOTES = new Set(['02', '03', '04', '12', '13', '14']);

/** The BillingReference of a note: the original's number and UUID, or null. */
function originalOf(doc: unknown): { number: string; uuid: string } | null {
  const ref = (doc as { Invoice?: Array<{ BillingReference?: Array<{ InvoiceDocumentReference?: Array<{ ID?: Array<{ _?: unknown }>; UUID?: Array<{ _?: unknown }> }> }> }> })?.Invoice?.[0]
    ?.BillingReference?.[0]?.InvoiceDocumentReference?.[0];
  const uuid = ref?.UUID?.[0]?._;
  return typeof uuid === 'string' && uuid ? { number: String(ref?.ID?.[0]?._ ?? ''), uuid } : null;
}

/** Each party's TIN and registration number (NRIC, BRN, PASSPORT or ARMY) as a document names them. */
function partiesOf(doc: unknown): Array<{ role: 'Supplier' | 'Buyer'; path: string; tin: string; idType: string; idValue: string }> {
  const invoice = (doc as { Invoice?: Array<Record<string, unknown>> })?.Invoice?.[0] ?? {};
  return (
    [
      ['Supplier', 'AccountingSupplierParty'],
      ['Buyer', 'AccountingCustomerParty'],
    ] as const
  ).map(([role, element]) => {
    const ids = (
      (invoice[element] as Array<{ Party?: Array<{ PartyIdentification?: Array<{ ID?: Array<{ _?: unknown; schemeID?: string }> }> }> }> | undefined)?.[0]?.Party?.[0]?.PartyIdentification ?? []
    ).map((p) => p.ID?.[0]);
    const tin = ids.find((id) => id?.schemeID === 'TIN');
    const reg = ids.find((id) => ['NRIC', 'BRN', 'PASSPORT', 'ARMY'].includes(id?.schemeID ?? ''));
    return { role, path: `Invoice.${element}.Party.PartyIdentification.ID[TIN]`, tin: String(tin?._ ?? ''), idType: reg?.schemeID ?? '', idValue: String(reg?._ ?? '') };
  });
}

function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

const apiError = (res: http.ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}, details?: unknown) =>
  sendJson(res, status, { error: { code, message, target: null, details: details ?? null } }, headers);

class TooLarge extends Error {}

function readBody(req: http.IncomingMessage, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => (tooLarge ? reject(new TooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

export async function startMyInvoisSimulator(options: MyInvoisSimulatorOptions = {}): Promise<MyInvoisSimulator> {
  const clients = new Map<string, SimClient>();
  for (const c of options.clients ?? []) clients.set(c.clientId, { ...c });
  const taxpayers = new Map<string, SimTaxpayer>();
  for (const t of options.taxpayers ?? []) taxpayers.set(t.tin, t);
  const tokens = new Map<string, { clientId: string; tin: string | null; onBehalfOf: string | null; expiresAt: number }>();
  const documents = new Map<string, SimDocument>();
  const submissions = new Map<string, SimSubmission>();
  /** Payload hash → last time per client, for DuplicateSubmission. */
  const payloads = new Map<string, number>();
  const calls: MyInvoisSimulator['calls'] = [];
  const limits: Record<RateCategory, number> = { ...RATE_LIMITS, ...options.limits };
  let windowMs = options.windowMs ?? RATE_WINDOW_MS;
  const windows = new Map<string, SlidingWindow>();
  const ttl = options.tokenTtlSeconds ?? 3600;
  let root = '';

  const windowOf = (clientId: string, category: RateCategory) => {
    const key = `${clientId}|${category}`;
    let w = windows.get(key);
    if (!w) windows.set(key, (w = new SlidingWindow(limits[category], windowMs)));
    w.limit = limits[category];
    w.windowMs = windowMs;
    return w;
  };

  /** True when the call may go on; otherwise answers 429 with Retry-After. */
  const admit = (res: http.ServerResponse, clientId: string, category: RateCategory): boolean => {
    const w = windowOf(clientId, category);
    const wait = w.wait();
    if (wait > 0) {
      apiError(res, 429, 'TooManyRequests', 'Too many requests', { 'retry-after': String(Math.max(1, Math.ceil(wait / 1000))) });
      return false;
    }
    w.take();
    return true;
  };

  const validate = (doc: SimDocument, parsed: unknown): FieldError[] => {
    const errors = [...mandatoryFieldErrors(parsed)];
    // A credit, debit or refund note corrects a valid document of the same issuer, named by its UUID.
    const reference = originalOf(parsed);
    if (reference && NOTES.has(doc.type)) {
      const original = documents.get(reference.uuid);
      if (!original || original.status !== 'Valid' || original.issuerTin !== doc.issuerTin || original.codeNumber !== reference.number) {
        errors.push({
          propertyName: 'OriginalInvoiceUUID',
          propertyPath: 'Invoice.BillingReference.InvoiceDocumentReference.UUID',
          errorCode: 'CV306',
          error: `The referenced document ${reference.uuid} (${reference.number}) is not a valid document of this issuer`,
          errorMs: `Dokumen yang dirujuk ${reference.uuid} (${reference.number}) bukan dokumen sah pengeluar ini`,
        });
      }
    }
    // Each party's TIN must be one LHDN issues; a registered taxpayer's must come with its own registration number.
    for (const party of partiesOf(parsed)) {
      if (!party.tin) continue; // reported by the mandatory-field check
      const known = taxpayers.get(party.tin);
      if (TIN_PATTERN.test(party.tin) && (!known || (known.idType === party.idType && known.idValue === party.idValue))) continue;
      errors.push({
        propertyName: `${party.role}TIN`,
        propertyPath: party.path,
        errorCode: 'CV307',
        error: `The ${party.role.toLowerCase()}'s TIN ${party.tin} does not match a taxpayer with ${party.idType} ${party.idValue}`,
        errorMs: `TIN ${party.role === 'Supplier' ? 'pembekal' : 'pembeli'} ${party.tin} tidak sepadan dengan pembayar cukai dengan ${party.idType} ${party.idValue}`,
      });
    }
    const issued = Date.parse(doc.issuedAt);
    if (Number.isNaN(issued)) {
      // reported by the mandatory-field check
    } else if (issued < clock.now().getTime() - ISSUE_MAX_AGE_MS) {
      errors.push({
        propertyName: 'IssueDate',
        propertyPath: 'Invoice.IssueDate',
        errorCode: 'CV301',
        error: `Issuance date time value of the document is too old that cannot be submitted.`,
        errorMs: 'Nilai tarikh dan masa pengeluaran dokumen terlalu lama untuk dihantar.',
      });
    } else if (issued > clock.now().getTime() + 5 * 60_000) {
      errors.push({
        propertyName: 'IssueDate',
        propertyPath: 'Invoice.IssueDate',
        errorCode: 'CV301',
        error: 'Issuance date time value of the document is in the future.',
        errorMs: 'Nilai tarikh dan masa pengeluaran dokumen adalah pada masa hadapan.',
      });
    }
    if (doc.version === '1.1') {
      for (const problem of verifySignature(parsed as Record<string, unknown>)) {
        errors.push({ propertyName: 'Signature', propertyPath: 'Invoice.UBLExtensions', errorCode: problem.code, error: problem.message, errorMs: problem.message });
      }
    } else if (doc.version !== '1.0') {
      errors.push({
        propertyName: 'listVersionID',
        propertyPath: 'Invoice.InvoiceTypeCode.listVersionID',
        errorCode: 'CV304',
        error: `Document version ${doc.version} is not supported`,
        errorMs: `Versi dokumen ${doc.version} tidak disokong`,
      });
    }
    const since = clock.now().getTime() - DUPLICATE_DOCUMENT_MS;
    for (const other of documents.values()) {
      if (other === doc || other.status === 'Invalid' || other.receivedAt.getTime() < since) continue;
      if (other.type === doc.type && other.version === doc.version && other.codeNumber === doc.codeNumber && other.issuedAt === doc.issuedAt && other.issuerTin === doc.issuerTin) {
        errors.push({
          propertyName: 'ID',
          propertyPath: 'Invoice.ID',
          errorCode: 'DuplicateDocument',
          error: `Duplicate of document ${other.uuid} submitted within the last 2 hours`,
          errorMs: `Pendua dokumen ${other.uuid} yang dihantar dalam 2 jam lepas`,
        });
        break;
      }
    }
    return errors;
  };

  const summary = (doc: SimDocument) => ({
    uuid: doc.uuid,
    submissionUid: doc.submissionUid,
    longId: doc.status === 'Valid' || doc.status === 'Cancelled' ? doc.longId : '',
    internalId: doc.codeNumber,
    typeName: doc.type,
    typeVersionName: doc.version,
    issuerTin: doc.supplierTin,
    receiverId: doc.buyerTin,
    dateTimeIssued: doc.issuedAt,
    dateTimeReceived: doc.receivedAt.toISOString(),
    dateTimeValidated: doc.validatedAt?.toISOString() ?? null,
    totalExcludingTax: doc.totals.excludingTax / 100,
    totalNetAmount: doc.totals.excludingTax / 100,
    totalPayableAmount: doc.totals.payable / 100,
    status: doc.status,
    cancelDateTime: doc.cancelledAt?.toISOString() ?? null,
    documentStatusReason: doc.cancelReason,
  });

  const signedIn = (req: http.IncomingMessage) => {
    const match = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
    const token = match ? tokens.get(match[1]!) : undefined;
    if (!token || token.expiresAt <= clock.now().getTime()) return null;
    return token;
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse, record: (clientId: string | null, onBehalfOf?: string | null) => void): Promise<void> => {
    const url = new URL(req.url ?? '/', root);
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const method = req.method ?? 'GET';

    if (path === '/connect/token' && method === 'POST') {
      if (/^Basic\s/i.test(req.headers.authorization ?? '')) return sendJson(res, 400, undefined);
      const form = new URLSearchParams((await readBody(req, 64 * 1024)).toString('utf8'));
      const clientId = form.get('client_id') ?? '';
      const onBehalfOf = (req.headers.onbehalfof as string | undefined) ?? null;
      record(clientId || null, onBehalfOf);
      if (form.get('grant_type') !== 'client_credentials') return sendJson(res, 400, { error: 'unsupported_grant_type' });
      const scope = form.get('scope');
      if (scope && scope !== 'InvoicingAPI') return sendJson(res, 400, { error: 'invalid_scope' });
      let client = clients.get(clientId);
      if (!client && options.openRegistration && clientId && form.get('client_secret')) {
        client = { clientId, clientSecret: form.get('client_secret')!, tin: null, represents: [] };
        clients.set(clientId, client);
      }
      if (!client || client.clientSecret !== form.get('client_secret')) return sendJson(res, 400, { error: 'invalid_client' });
      if (!admit(res, clientId, 'login')) return;
      if (onBehalfOf && !options.openRegistration && !(client.represents ?? []).includes(onBehalfOf.split(':')[0]!))
        return sendJson(res, 400, { error: 'invalid_grant', error_description: 'The intermediary is not allowed to act for this taxpayer' });
      const accessToken = crypto.randomBytes(32).toString('base64url');
      tokens.set(accessToken, { clientId, tin: onBehalfOf ? onBehalfOf.split(':')[0]! : client.tin, onBehalfOf, expiresAt: clock.now().getTime() + ttl * 1000 });
      return sendJson(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: ttl, scope: 'InvoicingAPI' });
    }

    // The portal's validation page of a shared document (what the QR code on a document opens).
    const share = /^\/portal\/([^/]+)\/share\/([^/]+)$/.exec(path);
    if (method === 'GET' && share) {
      record(null);
      const doc = documents.get(decodeURIComponent(share[1]!));
      const found = doc && doc.longId === decodeURIComponent(share[2]!) && (doc.status === 'Valid' || doc.status === 'Cancelled');
      const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
      res.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html><head><meta charset="utf-8"><title>MyInvois simulator</title></head><body><p id="simulator-banner"><strong>MyInvois simulator — not LHDN.</strong></p>` +
          (found
            ? `<h1>e-Invoice ${escape(doc.codeNumber)}</h1><p id="status">${doc.status}</p><p>UUID <code id="uuid">${doc.uuid}</code></p><p>Supplier TIN ${escape(doc.supplierTin)} · Buyer TIN ${escape(doc.buyerTin)}</p><p>Total payable MYR ${(doc.totals.payable / 100).toFixed(2)}</p>`
            : '<p>No valid document at this link.</p>') +
          '</body></html>',
      );
      return;
    }

    if (!path.startsWith('/api/v1.0/')) {
      record(null);
      return apiError(res, 404, 'NotFound', 'Not found');
    }
    const token = signedIn(req);
    record(token?.clientId ?? null, token?.onBehalfOf ?? null);
    if (!token) return sendJson(res, 401, undefined);
    const clientId = token.clientId;

    if (method === 'POST' && path === '/api/v1.0/documentsubmissions') {
      let raw: Buffer;
      try {
        raw = await readBody(req, SUBMISSION_LIMITS.submissionBytes);
      } catch (error) {
        if (error instanceof TooLarge) return apiError(res, 400, 'MaximumSizeExceeded', 'The submission is larger than 5 MB');
        throw error;
      }
      if (!admit(res, clientId, 'submit')) return;
      let body: { documents?: Array<{ format?: string; document?: string; documentHash?: string; codeNumber?: string }> };
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return apiError(res, 400, 'BadStructure', 'The submission is not valid JSON');
      }
      const list = Array.isArray(body?.documents) ? body.documents : null;
      if (!list || !list.length) return apiError(res, 400, 'BadStructure', 'The submission has no documents');
      if (list.length > SUBMISSION_LIMITS.documents) return apiError(res, 400, 'MaximumSizeExceeded', 'A submission holds at most 100 documents');
      const payloadKey = `${token.tin ?? clientId}|${crypto.createHash('sha256').update(raw).digest('hex')}`;
      const last = payloads.get(payloadKey);
      const now = clock.now();
      if (last !== undefined && now.getTime() - last < DUPLICATE_SUBMISSION_MS) {
        const retry = Math.ceil((last + DUPLICATE_SUBMISSION_MS - now.getTime()) / 1000);
        return apiError(res, 422, 'DuplicateSubmission', 'An identical submission was received within the last 10 minutes', { 'retry-after': String(retry) });
      }
      // The issuer of every document must be the signed-in taxpayer.
      const decoded = list.map((item) => {
        const text = typeof item.document === 'string' ? Buffer.from(item.document, 'base64').toString('utf8') : '';
        let parsed: unknown = null;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          parsed = null;
        }
        return { item, text, parsed };
      });
      for (const { parsed } of decoded) {
        if (!parsed) continue;
        const id = identityOf(parsed);
        const issuer = SELF_BILLED.has(id.type) ? id.buyerTin : id.supplierTin;
        if (token.tin && issuer && issuer !== token.tin) return apiError(res, 403, 'IncorrectSubmitter', `The issuer TIN ${issuer} is not the authenticated taxpayer's`);
      }
      payloads.set(payloadKey, now.getTime());
      const submissionUid = randomId(26);
      const accepted: Array<{ uuid: string; invoiceCodeNumber: string }> = [];
      const rejected: Array<{ invoiceCodeNumber: string; error: { code: string; message: string; target: string | null; details: unknown } }> = [];
      const uuids: string[] = [];
      for (const { item, text, parsed } of decoded) {
        const codeNumber = String(item.codeNumber ?? '');
        const reject = (code: string, message: string) => rejected.push({ invoiceCodeNumber: codeNumber, error: { code, message, target: codeNumber, details: null } });
        if (item.format !== 'JSON') reject('BadStructure', 'Only JSON documents are accepted by this simulator');
        else if (Buffer.byteLength(text, 'utf8') > SUBMISSION_LIMITS.documentBytes) reject('MaximumSizeExceeded', 'The document is larger than 300 KB');
        else if (!parsed) reject('BadStructure', 'The document is not valid base64 JSON');
        else if (item.documentHash !== crypto.createHash('sha256').update(text, 'utf8').digest('hex')) reject('DocumentHashMismatch', 'documentHash is not the SHA-256 of the document');
        else if (!codeNumber || identityOf(parsed).number !== codeNumber) reject('BadArgument', 'codeNumber must be the document ID');
        else {
          const id = identityOf(parsed);
          const doc: SimDocument = {
            uuid: randomId(26),
            longId: randomId(40),
            submissionUid,
            clientId,
            ownerTin: token.tin ?? (SELF_BILLED.has(id.type) ? id.buyerTin : id.supplierTin),
            codeNumber,
            type: id.type,
            version: id.version,
            issuedAt: id.issuedAt,
            issuerTin: SELF_BILLED.has(id.type) ? id.buyerTin : id.supplierTin,
            supplierTin: id.supplierTin,
            buyerTin: id.buyerTin,
            status: 'Submitted',
            errors: [],
            receivedAt: now,
            validatedAt: null,
            cancelledAt: null,
            cancelReason: null,
            totals: documentTotals(parsed),
            json: text,
          };
          doc.errors = validate(doc, parsed);
          if (doc.errors.length) doc.status = 'Invalid';
          else {
            doc.status = 'Valid';
            doc.validatedAt = now;
          }
          documents.set(doc.uuid, doc);
          uuids.push(doc.uuid);
          accepted.push({ uuid: doc.uuid, invoiceCodeNumber: codeNumber });
        }
      }
      submissions.set(submissionUid, { uid: submissionUid, clientId, receivedAt: now, uuids, pollsLeft: options.pendingPolls ?? 0 });
      return sendJson(res, 202, { submissionUid, acceptedDocuments: accepted, rejectedDocuments: rejected });
    }

    const submission = /^\/api\/v1\.0\/documentsubmissions\/([^/]+)$/.exec(path);
    if (method === 'GET' && submission) {
      if (!admit(res, clientId, 'getSubmission')) return;
      const found = submissions.get(decodeURIComponent(submission[1]!));
      if (!found || found.clientId !== clientId) return apiError(res, 404, 'NotFound', 'Submission not found');
      const pageSize = Math.min(100, Math.max(1, Number(url.searchParams.get('pageSize')) || 100));
      const pageNo = Math.max(1, Number(url.searchParams.get('pageNo')) || 1);
      const inProgress = found.pollsLeft > 0;
      if (inProgress) found.pollsLeft -= 1;
      const docs = found.uuids.map((uuid) => documents.get(uuid)!);
      const shown = docs.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((doc) => (inProgress ? { ...summary(doc), status: 'Submitted', longId: '', dateTimeValidated: null } : summary(doc)));
      const valid = docs.filter((d) => d.status !== 'Invalid').length;
      const overallStatus = inProgress ? 'in progress' : valid === docs.length ? 'valid' : valid === 0 ? 'invalid' : 'partially valid';
      return sendJson(res, 200, { submissionUid: found.uid, documentCount: docs.length, dateTimeReceived: found.receivedAt.toISOString(), overallStatus, documentSummary: shown });
    }

    const details = /^\/api\/v1\.0\/documents\/([^/]+)\/details$/.exec(path);
    if (method === 'GET' && details) {
      if (!admit(res, clientId, 'details')) return;
      const doc = documents.get(decodeURIComponent(details[1]!));
      if (!doc || (doc.clientId !== clientId && doc.ownerTin !== token.tin)) return apiError(res, 404, 'NotFound', 'Document not found');
      return sendJson(res, 200, {
        ...summary(doc),
        validationResults: {
          status: doc.status === 'Invalid' ? 'Invalid' : 'Valid',
          validationSteps: doc.errors.length
            ? [
                {
                  status: 'Invalid',
                  name: 'Step03-Mandatory and business rules',
                  error: { propertyName: null, propertyPath: null, errorCode: 'Error03', error: 'Validation errors', errorMs: 'Ralat pengesahan', innerError: doc.errors },
                },
              ]
            : [{ status: 'Valid', name: 'Step03-Mandatory and business rules' }],
        },
      });
    }

    const state = /^\/api\/v1\.0\/documents\/state\/([^/]+)\/state$/.exec(path);
    if (method === 'PUT' && state) {
      const raw = await readBody(req, 64 * 1024);
      if (!admit(res, clientId, 'cancel')) return;
      let body: { status?: string; reason?: string };
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return apiError(res, 400, 'BadArgument', 'The body is not valid JSON');
      }
      const doc = documents.get(decodeURIComponent(state[1]!));
      if (!doc || (doc.clientId !== clientId && doc.ownerTin !== token.tin)) return apiError(res, 404, 'NotFound', 'Document not found');
      if (body.status !== 'cancelled') return apiError(res, 400, 'BadArgument', 'status must be cancelled');
      const reason = (body.reason ?? '').trim();
      if (!reason || reason.length > 300) return apiError(res, 400, 'BadArgument', 'A reason of at most 300 characters is required');
      if (doc.status !== 'Valid') return apiError(res, 400, 'IncorrectState', `The document is ${doc.status}`);
      if (clock.now().getTime() - doc.validatedAt!.getTime() > CANCEL_WINDOW_MS) return apiError(res, 400, 'OperationPeriodOver', 'The 72-hour cancellation window has passed');
      doc.status = 'Cancelled';
      doc.cancelledAt = clock.now();
      doc.cancelReason = reason;
      return sendJson(res, 200, { uuid: doc.uuid, status: 'Cancelled' });
    }

    const tin = /^\/api\/v1\.0\/taxpayer\/validate\/([^/]+)$/.exec(path);
    if (method === 'GET' && tin) {
      if (!admit(res, clientId, 'validateTin')) return;
      const idType = url.searchParams.get('idType') ?? '';
      const idValue = url.searchParams.get('idValue') ?? '';
      if (!['NRIC', 'PASSPORT', 'BRN', 'ARMY'].includes(idType) || !idValue) return apiError(res, 400, 'BadArgument', 'idType must be NRIC, PASSPORT, BRN or ARMY, with idValue');
      const value = decodeURIComponent(tin[1]!);
      const known = taxpayers.get(value);
      const ok = known ? known.idType === idType && known.idValue === idValue : Boolean(options.openRegistration) && TIN_PATTERN.test(value);
      return ok ? sendJson(res, 200, undefined) : apiError(res, 404, 'NotFound', 'The TIN and ID do not match a taxpayer');
    }

    return apiError(res, 404, 'NotFound', 'Not found');
  };

  const server = http.createServer((req, res) => {
    let entry: MyInvoisSimulator['calls'][number] | null = null;
    const record = (clientId: string | null, onBehalfOf: string | null = null) => {
      entry = { method: req.method ?? 'GET', path: (req.url ?? '/').split('?')[0]!, clientId, status: 0, onBehalfOf };
      calls.push(entry);
    };
    res.on('finish', () => {
      if (entry) entry.status = res.statusCode;
    });
    handle(req, res, record).catch(() => {
      if (!res.headersSent) apiError(res, 400, 'BadStructure', 'Malformed request');
      else res.end();
    });
  });
  await listen(server, options.port ?? 0, options.host ?? '127.0.0.1', 'MYINVOIS_SIM_PORT');
  const address = server.address() as AddressInfo;
  root = `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${address.port}`;

  return {
    url: root,
    identityUrl: root,
    apiUrl: root,
    portalUrl: `${root}/portal`,
    documents,
    submissions,
    calls,
    options,
    addClient(client) {
      clients.set(client.clientId, { ...client });
    },
    addTaxpayer(taxpayer) {
      taxpayers.set(taxpayer.tin, taxpayer);
    },
    setLimit(category, limit, newWindowMs) {
      limits[category] = limit;
      if (newWindowMs) windowMs = newWindowMs;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/* Development: run the simulator on its own. */
if (require.main === module) {
  startMyInvoisSimulator({ port: Number(process.env.MYINVOIS_SIM_PORT || 4020), openRegistration: true }).then(
    (sim) => console.log(`MyInvois simulator on ${sim.url} (identity and API; portal links under ${sim.portalUrl})`),
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
