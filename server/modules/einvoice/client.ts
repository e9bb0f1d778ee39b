import crypto from 'node:crypto';
import type { EinvoiceMessageKey } from '../../../common/catalog/einvoice';
import { AppError } from '../../platform/errors';
import { clock } from '../../platform/time';
import { RATE_LIMITS, RATE_WINDOW_MS, SlidingWindow, SUBMISSION_LIMITS, type RateCategory } from './limits';

/**
 * The MyInvois HTTP client (docs/einvoice.md, "Protocol"): login, submit, get submission, document
 * details, cancel and TIN validation against configurable base URLs — LHDN's production or sandbox
 * hosts, or the local simulator (./simulator.ts).
 *
 * - Login: `POST {identity}/connect/token`, client credentials in a form body (LHDN refuses Basic
 *   auth), scope InvoicingAPI; an intermediary adds `onbehalfof: <taxpayer TIN>`. The token is kept
 *   per identity host, client id and represented taxpayer until 5 minutes before it expires (or
 *   half its life, if shorter); concurrent logins share one request. A 401 from the API drops the
 *   token and logs in once more.
 * - One rate-limit queue per API host and client id, a sliding minute per call type with LHDN's
 *   published limits: a call waits for a free slot rather than being refused. A 429 is obeyed: the
 *   queue is blocked for Retry-After seconds, and the call waits and tries again (at most
 *   `maxRetries` times; a wait longer than `maxWaitMs` is not taken and becomes a rateLimited error).
 * - Submissions are checked against the limits (100 documents, 5 MB, 300 KB each) before anything
 *   is sent; `batches` splits documents into submissions that fit.
 * - Every failure is a MyInvoisError (an AppError: a translated 4xx/502/503 for our callers, never
 *   a 500) with a `kind` to branch on and LHDN's own code and message.
 */

export interface MyInvoisEndpoints {
  identityUrl: string;
  apiUrl: string;
  portalUrl: string;
}

export interface MyInvoisCredentials {
  clientId: string;
  clientSecret: string;
  /** Intermediary login: the represented taxpayer's TIN (or `TIN:ROB`). */
  onBehalfOf?: string | null;
}

export interface ClientOptions {
  /** Overrides of LHDN's published limits (the sandbox's are lower). */
  limits?: Partial<Record<RateCategory, number>>;
  windowMs?: number;
  timeoutMs?: number;
  /** Tries after a 429 before giving up. */
  maxRetries?: number;
  /** The longest wait for a free slot or a Retry-After that a call accepts. */
  maxWaitMs?: number;
  /** Validate-TIN answers are cached this long (valid) — LHDN asks for caching. */
  tinCacheMs?: number;
}

export type MyInvoisErrorKind = 'unauthorized' | 'incorrectSubmitter' | 'rejected' | 'notFound' | 'duplicate' | 'rateLimited' | 'tooLarge' | 'cancelWindow' | 'unavailable';

const KINDS: Record<MyInvoisErrorKind, { status: number; key: EinvoiceMessageKey }> = {
  unauthorized: { status: 502, key: 'einvoice.unauthorized' },
  incorrectSubmitter: { status: 502, key: 'einvoice.incorrectSubmitter' },
  rejected: { status: 422, key: 'einvoice.rejected' },
  notFound: { status: 404, key: 'einvoice.notFound' },
  duplicate: { status: 409, key: 'einvoice.duplicateSubmission' },
  rateLimited: { status: 503, key: 'einvoice.rateLimited' },
  tooLarge: { status: 422, key: 'einvoice.tooLarge' },
  cancelWindow: { status: 409, key: 'einvoice.cancelWindow' },
  unavailable: { status: 503, key: 'einvoice.unavailable' },
};

export class MyInvoisError extends AppError {
  constructor(
    readonly kind: MyInvoisErrorKind,
    /** LHDN's HTTP status (0 when not reached). */
    readonly lhdnStatus: number,
    /** LHDN's error code (DuplicateSubmission, OperationPeriodOver, invalid_client…). */
    readonly code: string,
    readonly lhdnMessage: string,
    /** Seconds, for duplicate and rateLimited. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(KINDS[kind].status, KINDS[kind].key, { message: lhdnMessage, seconds: retryAfterSeconds ?? 0 });
    this.message = `MyInvois ${kind} (${lhdnStatus} ${code}): ${lhdnMessage}`;
  }
}

export interface PreparedDocument {
  /** The document's JSON text exactly as sent (minified). */
  json: string;
  codeNumber: string;
}

export interface SubmitResult {
  submissionUid: string;
  accepted: Array<{ uuid: string; codeNumber: string }>;
  rejected: Array<{ codeNumber: string; code: string; message: string; details: unknown }>;
}

export type DocumentStatus = 'Submitted' | 'Valid' | 'Invalid' | 'Cancelled';

export interface SubmissionDocument {
  uuid: string;
  longId: string | null;
  codeNumber: string;
  status: DocumentStatus;
  validatedAt: string | null;
}

export interface SubmissionStatus {
  submissionUid: string;
  overallStatus: 'in progress' | 'valid' | 'partially valid' | 'invalid';
  documentCount: number;
  documents: SubmissionDocument[];
}

export interface ValidationError {
  propertyName: string | null;
  propertyPath: string | null;
  errorCode: string;
  error: string;
  errorMs: string | null;
}

export interface DocumentDetails extends SubmissionDocument {
  errors: ValidationError[];
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const trim = (url: string) => url.replace(/\/+$/, '');

/** Splits prepared documents into submissions within LHDN's limits (a single document over 300 KB is refused). */
export function batches(documents: readonly PreparedDocument[]): PreparedDocument[][] {
  const out: PreparedDocument[][] = [];
  let current: PreparedDocument[] = [];
  let bytes = 20;
  for (const doc of documents) {
    const size = documentBytes(doc);
    if (Buffer.byteLength(doc.json, 'utf8') > SUBMISSION_LIMITS.documentBytes) throw new MyInvoisError('tooLarge', 0, 'MaximumSizeExceeded', `document ${doc.codeNumber} is over 300 KB`);
    if (current.length === SUBMISSION_LIMITS.documents || bytes + size > SUBMISSION_LIMITS.submissionBytes) {
      out.push(current);
      current = [];
      bytes = 20;
    }
    current.push(doc);
    bytes += size;
  }
  if (current.length) out.push(current);
  return out;
}

/** Bytes a document takes in the submission body (base64, hash, code number and the JSON around them). */
function documentBytes(doc: PreparedDocument): number {
  return Math.ceil(Buffer.byteLength(doc.json, 'utf8') / 3) * 4 + 64 + 2 * doc.codeNumber.length + 80;
}

export const sha256Hex = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

// Shared per process: tokens and queues outlive a client object (services make one per call).
const tokens = new Map<string, { token: string; refreshAt: number }>();
const logins = new Map<string, Promise<string>>();
const queues = new Map<string, Map<RateCategory, SlidingWindow>>();
const tinCache = new Map<string, { valid: boolean; until: number }>();

/** Test helper: forgets cached tokens, queues and TIN answers. */
export function resetClientState(): void {
  tokens.clear();
  logins.clear();
  queues.clear();
  tinCache.clear();
}

interface Reply {
  status: number;
  body: unknown;
  retryAfter: number | null;
}

export class MyInvoisClient {
  private readonly identityUrl: string;
  private readonly apiUrl: string;
  private readonly portalUrl: string;

  constructor(
    endpoints: MyInvoisEndpoints,
    private readonly credentials: MyInvoisCredentials,
    private readonly options: ClientOptions = {},
  ) {
    this.identityUrl = trim(endpoints.identityUrl);
    this.apiUrl = trim(endpoints.apiUrl);
    this.portalUrl = trim(endpoints.portalUrl);
  }

  private get tokenKey() {
    // The secret's digest too: a changed secret logs in again.
    return `${this.identityUrl}|${this.credentials.clientId}|${this.credentials.onBehalfOf ?? ''}|${sha256Hex(this.credentials.clientSecret).slice(0, 16)}`;
  }

  private window(category: RateCategory): SlidingWindow {
    const key = `${this.apiUrl}|${this.credentials.clientId}`;
    let queue = queues.get(key);
    if (!queue) queues.set(key, (queue = new Map()));
    let w = queue.get(category);
    // A window a little longer than LHDN's (1 s in a minute): our clock starts a call before LHDN receives it.
    const windowMs = this.options.windowMs ?? RATE_WINDOW_MS;
    if (!w) queue.set(category, (w = new SlidingWindow(this.options.limits?.[category] ?? RATE_LIMITS[category], windowMs + Math.min(1000, windowMs / 60))));
    return w;
  }

  /** Waits for a free slot of the call type, then takes it. */
  private async slot(category: RateCategory): Promise<void> {
    const w = this.window(category);
    const maxWait = this.options.maxWaitMs ?? 120_000;
    for (;;) {
      const wait = w.wait();
      if (wait === 0) return w.take();
      if (wait > maxWait) throw new MyInvoisError('rateLimited', 0, 'RateLimit', `the ${category} limit is used up`, Math.ceil(wait / 1000));
      await sleep(wait);
    }
  }

  private async send(url: string, init: RequestInit): Promise<Reply> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs ?? 30_000);
    try {
      const response = await fetch(url, { ...init, signal: controller.signal });
      const raw = await response.text();
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw || null;
      }
      const header = response.headers.get('retry-after');
      const seconds = header === null ? null : /^\d+$/.test(header.trim()) ? Number(header) : Math.max(0, Math.ceil((Date.parse(header) - Date.now()) / 1000));
      return { status: response.status, body, retryAfter: seconds !== null && Number.isFinite(seconds) ? seconds : null };
    } catch (error) {
      throw new MyInvoisError('unavailable', 0, controller.signal.aborted ? 'Timeout' : 'Network', this.scrub(String((error as Error)?.message ?? error)));
    } finally {
      clearTimeout(timer);
    }
  }

  private scrub(message: string): string {
    const limited = message.slice(0, 500);
    return this.credentials.clientSecret ? limited.split(this.credentials.clientSecret).join('***') : limited;
  }

  /** A rate-limited call that obeys 429 Retry-After. */
  private async limited(category: RateCategory, url: string, init: RequestInit): Promise<Reply> {
    const maxRetries = this.options.maxRetries ?? 3;
    const maxWait = this.options.maxWaitMs ?? 120_000;
    for (let attempt = 0; ; attempt++) {
      await this.slot(category);
      const reply = await this.send(url, init);
      if (reply.status !== 429) return reply;
      const seconds = reply.retryAfter ?? 60;
      this.window(category).blockUntil(Date.now() + seconds * 1000);
      if (attempt >= maxRetries || seconds * 1000 > maxWait) throw new MyInvoisError('rateLimited', 429, 'TooManyRequests', 'MyInvois answered 429', seconds);
    }
  }

  /** The access token, from the cache or a new login. */
  async token(): Promise<string> {
    const key = this.tokenKey;
    const cached = tokens.get(key);
    if (cached && cached.refreshAt > clock.now().getTime()) return cached.token;
    let pending = logins.get(key);
    if (!pending) {
      pending = this.login().finally(() => logins.delete(key));
      logins.set(key, pending);
    }
    return pending;
  }

  private async login(): Promise<string> {
    const form = new URLSearchParams({ client_id: this.credentials.clientId, client_secret: this.credentials.clientSecret, grant_type: 'client_credentials', scope: 'InvoicingAPI' });
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
    if (this.credentials.onBehalfOf) headers.onbehalfof = this.credentials.onBehalfOf;
    const reply = await this.limited('login', `${this.identityUrl}/connect/token`, { method: 'POST', headers, body: form.toString() });
    const body = (reply.body ?? {}) as { access_token?: string; expires_in?: number; error?: string; error_description?: string };
    if (reply.status === 200 && body.access_token) {
      const life = (Number(body.expires_in) || 3600) * 1000;
      const margin = Math.min(5 * 60_000, life / 2);
      tokens.set(this.tokenKey, { token: body.access_token, refreshAt: clock.now().getTime() + life - margin });
      return body.access_token;
    }
    if (reply.status >= 500) throw new MyInvoisError('unavailable', reply.status, 'Login', `login answered ${reply.status}`);
    throw new MyInvoisError('unauthorized', reply.status, body.error ?? 'Login', this.scrub(body.error_description ?? body.error ?? `login answered ${reply.status}`));
  }

  /** An authenticated API call; a 401 logs in again once. */
  private async api(category: RateCategory, method: string, path: string, body?: unknown): Promise<Reply> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.token();
      const reply = await this.limited(category, `${this.apiUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      if (reply.status === 401 && attempt === 0) {
        tokens.delete(this.tokenKey);
        continue;
      }
      return reply;
    }
  }

  /** LHDN's error of a reply: `{ error: { code, message, details } }` or an OAuth `{ error }`. */
  private failure(reply: Reply, notFound: MyInvoisErrorKind = 'notFound'): MyInvoisError {
    const error = (reply.body as { error?: unknown } | null)?.error;
    const code = typeof error === 'string' ? error : String((error as { code?: unknown })?.code ?? `HTTP${reply.status}`);
    const message = typeof error === 'object' && error ? String((error as { message?: unknown }).message ?? code) : code;
    const text = this.scrub(message);
    if (reply.status === 401) return new MyInvoisError('unauthorized', 401, code, text);
    if (reply.status === 403) return new MyInvoisError('incorrectSubmitter', 403, code, text);
    if (reply.status === 404) return new MyInvoisError(notFound, 404, code, text);
    if (reply.status === 422 && code === 'DuplicateSubmission') return new MyInvoisError('duplicate', 422, code, text, reply.retryAfter);
    if (reply.status === 429) return new MyInvoisError('rateLimited', 429, code, text, reply.retryAfter);
    if (code === 'MaximumSizeExceeded') return new MyInvoisError('tooLarge', reply.status, code, text);
    if (code === 'OperationPeriodOver') return new MyInvoisError('cancelWindow', reply.status, code, text);
    if (reply.status >= 400 && reply.status < 500) return new MyInvoisError('rejected', reply.status, code, text);
    return new MyInvoisError('unavailable', reply.status, code, text);
  }

  /** POST /api/v1.0/documentsubmissions/ — every document base64 with its SHA-256 and code number. */
  async submit(documents: readonly PreparedDocument[]): Promise<SubmitResult> {
    if (!documents.length) throw new MyInvoisError('rejected', 0, 'BadStructure', 'no documents');
    if (documents.length > SUBMISSION_LIMITS.documents) throw new MyInvoisError('tooLarge', 0, 'MaximumSizeExceeded', `${documents.length} documents; at most 100 per submission`);
    for (const doc of documents) {
      if (Buffer.byteLength(doc.json, 'utf8') > SUBMISSION_LIMITS.documentBytes) throw new MyInvoisError('tooLarge', 0, 'MaximumSizeExceeded', `document ${doc.codeNumber} is over 300 KB`);
    }
    const body = JSON.stringify({
      documents: documents.map((doc) => ({ format: 'JSON', document: Buffer.from(doc.json, 'utf8').toString('base64'), documentHash: sha256Hex(doc.json), codeNumber: doc.codeNumber })),
    });
    if (Buffer.byteLength(body, 'utf8') > SUBMISSION_LIMITS.submissionBytes) throw new MyInvoisError('tooLarge', 0, 'MaximumSizeExceeded', 'the submission is over 5 MB');
    const reply = await this.api('submit', 'POST', '/api/v1.0/documentsubmissions/', body);
    if (reply.status !== 202 && reply.status !== 200) throw this.failure(reply);
    const out = reply.body as {
      submissionUid: string;
      acceptedDocuments?: Array<{ uuid: string; invoiceCodeNumber: string }>;
      rejectedDocuments?: Array<{ invoiceCodeNumber: string; error?: { code?: string; message?: string; details?: unknown } }>;
    };
    return {
      submissionUid: out.submissionUid,
      accepted: (out.acceptedDocuments ?? []).map((d) => ({ uuid: d.uuid, codeNumber: d.invoiceCodeNumber })),
      rejected: (out.rejectedDocuments ?? []).map((d) => ({
        codeNumber: d.invoiceCodeNumber,
        code: String(d.error?.code ?? 'Rejected'),
        message: String(d.error?.message ?? ''),
        details: d.error?.details ?? null,
      })),
    };
  }

  /** GET /api/v1.0/documentsubmissions/{uid} — every page (100 documents each). */
  async getSubmission(submissionUid: string): Promise<SubmissionStatus> {
    const documents: SubmissionDocument[] = [];
    let overallStatus: SubmissionStatus['overallStatus'] = 'in progress';
    let documentCount = 0;
    for (let page = 1; ; page++) {
      const reply = await this.api('getSubmission', 'GET', `/api/v1.0/documentsubmissions/${encodeURIComponent(submissionUid)}?pageNo=${page}&pageSize=100`);
      if (reply.status !== 200) throw this.failure(reply);
      const body = reply.body as { overallStatus: string; documentCount: number; documentSummary?: Array<Record<string, unknown>> };
      overallStatus = String(body.overallStatus).toLowerCase() as SubmissionStatus['overallStatus'];
      documentCount = Number(body.documentCount) || 0;
      const summary = body.documentSummary ?? [];
      for (const d of summary) {
        documents.push({
          uuid: String(d.uuid),
          longId: d.longId ? String(d.longId) : null,
          codeNumber: String(d.internalId ?? ''),
          status: String(d.status) as DocumentStatus,
          validatedAt: d.dateTimeValidated ? String(d.dateTimeValidated) : null,
        });
      }
      if (!summary.length || documents.length >= documentCount) break;
    }
    return { submissionUid, overallStatus, documentCount, documents };
  }

  /** Polls a submission every `intervalMs` (LHDN advises 3–5 s) until it is no longer in progress. */
  async pollSubmission(submissionUid: string, options: { intervalMs?: number; timeoutMs?: number } = {}): Promise<SubmissionStatus> {
    const deadline = Date.now() + (options.timeoutMs ?? 120_000);
    for (;;) {
      const status = await this.getSubmission(submissionUid);
      if (status.overallStatus !== 'in progress') return status;
      if (Date.now() >= deadline) return status;
      await sleep(options.intervalMs ?? 3000);
    }
  }

  /** GET /api/v1.0/documents/{uuid}/details — the validation errors of an invalid document. */
  async getDocumentDetails(uuid: string): Promise<DocumentDetails> {
    const reply = await this.api('details', 'GET', `/api/v1.0/documents/${encodeURIComponent(uuid)}/details`);
    if (reply.status !== 200) throw this.failure(reply);
    const d = reply.body as Record<string, unknown> & { validationResults?: { validationSteps?: Array<{ status?: string; error?: { innerError?: unknown[] } & Record<string, unknown> }> } };
    const errors: ValidationError[] = [];
    for (const step of d.validationResults?.validationSteps ?? []) {
      if (!step.error) continue;
      const inner = Array.isArray(step.error.innerError) && step.error.innerError.length ? (step.error.innerError as Array<Record<string, unknown>>) : [step.error];
      for (const e of inner) {
        errors.push({
          propertyName: e.propertyName ? String(e.propertyName) : null,
          propertyPath: e.propertyPath ? String(e.propertyPath) : null,
          errorCode: String(e.errorCode ?? ''),
          error: String(e.error ?? ''),
          errorMs: (e.errorMs ?? e.errorMS) ? String(e.errorMs ?? e.errorMS) : null,
        });
      }
    }
    return {
      uuid: String(d.uuid),
      longId: d.longId ? String(d.longId) : null,
      codeNumber: String(d.internalId ?? ''),
      status: String(d.status) as DocumentStatus,
      validatedAt: d.dateTimeValidated ? String(d.dateTimeValidated) : null,
      errors,
    };
  }

  /** PUT /api/v1.0/documents/state/{uuid}/state { status: cancelled, reason } — within 72 hours of validation. */
  async cancel(uuid: string, reason: string): Promise<void> {
    const text = reason.trim().slice(0, 300);
    const reply = await this.api('cancel', 'PUT', `/api/v1.0/documents/state/${encodeURIComponent(uuid)}/state`, { status: 'cancelled', reason: text });
    if (reply.status !== 200) throw this.failure(reply);
  }

  /** GET /api/v1.0/taxpayer/validate/{tin}?idType=&idValue= — cached (valid answers for `tinCacheMs`, 24 h; invalid ones 1 h). */
  async validateTin(tin: string, idType: 'NRIC' | 'PASSPORT' | 'BRN' | 'ARMY', idValue: string): Promise<boolean> {
    const key = `${this.apiUrl}|${tin}|${idType}|${idValue}`;
    const cached = tinCache.get(key);
    if (cached && cached.until > clock.now().getTime()) return cached.valid;
    const { valid } = await this.checkTin(tin, idType, idValue);
    tinCache.set(key, { valid, until: clock.now().getTime() + (valid ? (this.options.tinCacheMs ?? 24 * 3600_000) : 3600_000) });
    return valid;
  }

  /** The same call without this process's cache, with LHDN's reason for a TIN it does not know (the einvoice_tin_checks table keeps the answers, tin.ts). */
  async checkTin(tin: string, idType: 'NRIC' | 'PASSPORT' | 'BRN' | 'ARMY', idValue: string): Promise<{ valid: boolean; message: string | null }> {
    const reply = await this.api('validateTin', 'GET', `/api/v1.0/taxpayer/validate/${encodeURIComponent(tin)}?idType=${encodeURIComponent(idType)}&idValue=${encodeURIComponent(idValue)}`);
    if (reply.status === 200) return { valid: true, message: null };
    if (reply.status === 404) return { valid: false, message: this.failure(reply).lhdnMessage };
    throw this.failure(reply);
  }

  /** The validation link of a valid document: `{portal}/{uuid}/share/{longId}` (its QR code encodes it). */
  shareLink(uuid: string, longId: string): string {
    return `${this.portalUrl}/${encodeURIComponent(uuid)}/share/${encodeURIComponent(longId)}`;
  }
}
