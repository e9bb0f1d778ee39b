import crypto from 'node:crypto';
import type { GatewayMessageKey } from '../../../common/catalog/gateway';

/**
 * Billplz v3 adapter: X-Signature (callbacks and redirects) and the two bill calls, against a
 * configurable base URL (production, sandbox, or the local simulator of ./simulator.ts).
 *
 * X-Signature: every key/value pair except `x_signature` becomes `key + value` (a redirect's
 * `billplz[id]=…` becomes `billplzid…`); those strings are sorted ascending, case-insensitively,
 * joined by `|`, and signed with HMAC-SHA256 (hex) under the collection owner's X Signature Key.
 * Note the strings are sorted, not the keys: `paid_amount…|paid_at…|paidtrue`.
 */

export const BILLPLZ_PRODUCTION = 'https://www.billplz.com/api';
export const BILLPLZ_SANDBOX = 'https://www.billplz-sandbox.com/api';
export const BILLPLZ_TIMEOUT_MS = 10_000;

type ParamValue = string | number | boolean | null | undefined;
/** Parameters as they arrive: a parsed form/query object, or URLSearchParams (raw body / query string). */
export type SignedParams = URLSearchParams | Record<string, unknown>;

// ---------------------------------------------------------------------------------------------
// X-Signature
// ---------------------------------------------------------------------------------------------

function text(value: ParamValue): string {
  return value === null || value === undefined ? '' : String(value);
}

function byLowerCase(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The source string of a list of [key, value] pairs (x_signature left out). */
export function xSignatureSource(pairs: Iterable<[string, ParamValue]>): string {
  const elements: string[] = [];
  for (const [key, value] of pairs) if (key !== 'x_signature') elements.push(`${key}${text(value)}`);
  return elements.sort(byLowerCase).join('|');
}

export function hmacHex(source: string, xSignatureKey: string): string {
  return crypto.createHmac('sha256', xSignatureKey).update(source, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests; anything malformed is simply "not equal". */
export function signaturesEqual(expected: string, provided: unknown): boolean {
  if (typeof provided !== 'string' || !/^[0-9a-fA-F]{64}$/.test(provided)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(provided.toLowerCase(), 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** Pairs of a callback body; undefined when a key repeats or a value is not a scalar (never signed by Billplz). */
function callbackPairs(params: SignedParams): Array<[string, ParamValue]> | undefined {
  const pairs: Array<[string, ParamValue]> = [];
  const seen = new Set<string>();
  const entries: Iterable<[string, unknown]> = params instanceof URLSearchParams ? params.entries() : Object.entries(params);
  for (const [key, value] of entries) {
    if (seen.has(key)) return undefined;
    seen.add(key);
    if (value !== null && value !== undefined && typeof value === 'object') return undefined;
    pairs.push([key, value as ParamValue]);
  }
  return pairs;
}

/** Pairs of a redirect query: `billplz[key]` (flat, as Express's simple parser and URLSearchParams give) or `{ billplz: {…} }` (nested). */
function redirectPairs(params: SignedParams): { pairs: Array<[string, ParamValue]>; signature: unknown } | undefined {
  const pairs: Array<[string, ParamValue]> = [];
  const seen = new Set<string>();
  let signature: unknown;
  const add = (key: string, value: unknown): boolean => {
    if (seen.has(key)) return false;
    seen.add(key);
    if (value !== null && value !== undefined && typeof value === 'object') return false;
    if (key === 'x_signature') signature = value;
    else pairs.push([`billplz${key}`, value as ParamValue]);
    return true;
  };
  const entries: Iterable<[string, unknown]> = params instanceof URLSearchParams ? params.entries() : Object.entries(params);
  for (const [rawKey, value] of entries) {
    const flat = /^billplz\[([^\]]+)\]$/.exec(rawKey);
    if (flat) {
      if (!add(flat[1], value)) return undefined;
    } else if (rawKey === 'billplz' && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value as Record<string, unknown>)) if (!add(key, inner)) return undefined;
    }
    // Anything else in the query (our own parameters) is not part of Billplz's signature.
  }
  return { pairs, signature };
}

/** Signature of a callback body (all fields but x_signature). */
export function signCallback(params: SignedParams, xSignatureKey: string): string {
  const pairs = callbackPairs(params);
  if (!pairs) throw new Error('Callback parameters must be unique scalar values');
  return hmacHex(xSignatureSource(pairs), xSignatureKey);
}

/** True only when the callback carries an x_signature that matches its other fields. */
export function verifyCallback(params: SignedParams, xSignatureKey: string): boolean {
  if (!xSignatureKey) return false;
  const pairs = callbackPairs(params);
  if (!pairs) return false;
  const provided = pairs.find(([key]) => key === 'x_signature')?.[1];
  if (!provided) return false;
  return signaturesEqual(hmacHex(xSignatureSource(pairs), xSignatureKey), provided);
}

/** Signature of redirect values given without the `billplz` prefix: `{ id, paid, paid_at }`. */
export function signRedirect(values: Record<string, ParamValue>, xSignatureKey: string): string {
  const pairs = Object.entries(values)
    .filter(([key]) => key !== 'x_signature')
    .map(([key, value]): [string, ParamValue] => [`billplz${key}`, value]);
  return hmacHex(xSignatureSource(pairs), xSignatureKey);
}

/** True only when the redirect's `billplz[x_signature]` matches its other `billplz[…]` parameters. */
export function verifyRedirect(query: SignedParams, xSignatureKey: string): boolean {
  if (!xSignatureKey) return false;
  const parsed = redirectPairs(query);
  if (!parsed || !parsed.signature || parsed.pairs.length === 0) return false;
  return signaturesEqual(hmacHex(xSignatureSource(parsed.pairs), xSignatureKey), parsed.signature);
}

/** The `billplz[…]` values of a redirect (unverified — call verifyRedirect first). */
export function redirectValues(query: SignedParams): { id: string; paid: boolean; paidAt: string | null } | undefined {
  const parsed = redirectPairs(query);
  if (!parsed) return undefined;
  const get = (key: string) => parsed.pairs.find(([k]) => k === `billplz${key}`)?.[1];
  const id = text(get('id'));
  if (!id) return undefined;
  return { id, paid: text(get('paid')) === 'true', paidAt: text(get('paid_at')) || null };
}

// ---------------------------------------------------------------------------------------------
// API calls
// ---------------------------------------------------------------------------------------------

export type BillplzErrorKind = 'unauthorized' | 'rejected' | 'notFound' | 'unavailable';

const ERROR_KEYS: Record<BillplzErrorKind, { status: number; key: GatewayMessageKey }> = {
  unauthorized: { status: 502, key: 'gateway.unauthorized' },
  rejected: { status: 422, key: 'gateway.rejected' },
  notFound: { status: 404, key: 'gateway.notFound' },
  unavailable: { status: 503, key: 'gateway.unavailable' },
};

/**
 * An error from (or on the way to) the gateway. `gatewayStatus` is Billplz's HTTP status (401 for a
 * bad API key; 0 when it was not reached); `gatewayMessage` its own message, never our credentials.
 * `status` + `key` + `params` are what a route answers (the key lives in common/catalog/gateway.ts):
 * a refused API key is the merchant's setup problem, so it answers 502, never 401 (which would log the user out).
 */
export class BillplzError extends Error {
  readonly status: number;
  readonly key: GatewayMessageKey;
  readonly params: { message: string };

  constructor(
    readonly kind: BillplzErrorKind,
    readonly gatewayStatus: number,
    readonly gatewayMessage: string,
  ) {
    super(`Billplz ${kind} (${gatewayStatus}): ${gatewayMessage}`);
    this.name = 'BillplzError';
    this.status = ERROR_KEYS[kind].status;
    this.key = ERROR_KEYS[kind].key;
    this.params = { message: gatewayMessage };
  }
}

export interface BillplzOptions {
  /** e.g. BILLPLZ_PRODUCTION (default), BILLPLZ_SANDBOX or `${simulator.url}/api`. */
  baseUrl?: string;
  timeoutMs?: number;
}

export interface CreateBillInput {
  apiKey: string;
  collectionId: string;
  email: string;
  name: string;
  /** Sen, a positive integer. */
  amount: number;
  description: string;
  callbackUrl: string;
  redirectUrl: string;
  reference1?: string;
  reference1Label?: string;
}

export interface BillplzBill {
  id: string;
  collectionId: string;
  url: string;
  /** 'due' until paid ('paid'); a failed attempt leaves the bill 'due'. */
  state: string;
  paid: boolean;
  /** Sen. */
  amount: number;
  paidAmount: number;
  paidAt: string | null;
  reference1: string | null;
}

function toBill(raw: Record<string, unknown>): BillplzBill {
  const int = (v: unknown) => (typeof v === 'number' ? v : Number.parseInt(text(v as ParamValue), 10) || 0);
  return {
    id: text(raw.id as ParamValue),
    collectionId: text(raw.collection_id as ParamValue),
    url: text(raw.url as ParamValue),
    state: text(raw.state as ParamValue),
    paid: raw.paid === true || raw.paid === 'true',
    amount: int(raw.amount),
    paidAmount: int(raw.paid_amount),
    paidAt: raw.paid_at ? text(raw.paid_at as ParamValue) : null,
    reference1: raw.reference_1 ? text(raw.reference_1 as ParamValue) : null,
  };
}

/** Billplz errors look like `{ error: { type, message } }`, message a string or a list. */
function gatewayMessageOf(body: unknown, fallback: string): string {
  const error = (body as { error?: { message?: unknown; type?: unknown } } | null)?.error;
  const message = error?.message;
  if (Array.isArray(message)) return message.map(String).join('; ') || fallback;
  if (typeof message === 'string' && message) return message;
  if (typeof error?.type === 'string') return error.type;
  return fallback;
}

function scrub(message: string, apiKey: string): string {
  const limited = message.slice(0, 500);
  return apiKey ? limited.split(apiKey).join('***') : limited;
}

async function call(apiKey: string, method: 'GET' | 'POST', path: string, body: URLSearchParams | null, options: BillplzOptions): Promise<Record<string, unknown>> {
  const base = (options.baseUrl ?? BILLPLZ_PRODUCTION).replace(/\/+$/, '');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? BILLPLZ_TIMEOUT_MS);
  let response: Response;
  let parsed: unknown = null;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: body ? body.toString() : undefined,
      signal: controller.signal,
    });
    const raw = await response.text();
    try {
      parsed = raw ? JSON.parse(raw) : null;
    } catch {
      parsed = null;
    }
  } catch (error) {
    const aborted = controller.signal.aborted;
    throw new BillplzError('unavailable', 0, aborted ? 'timeout' : scrub(String((error as Error)?.message ?? error), apiKey));
  } finally {
    clearTimeout(timer);
  }
  if (response.ok && parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
  const message = scrub(gatewayMessageOf(parsed, response.statusText || `HTTP ${response.status}`), apiKey);
  if (response.status === 401 || response.status === 403) throw new BillplzError('unauthorized', response.status, message);
  if (response.status === 404) throw new BillplzError('notFound', response.status, message);
  if (response.status >= 400 && response.status < 500) throw new BillplzError('rejected', response.status, message);
  throw new BillplzError('unavailable', response.status, message);
}

/** POST {base}/v3/bills — HTTP Basic with the API key as user, form-encoded as in Billplz's own examples. */
export async function createBill(input: CreateBillInput, options: BillplzOptions = {}): Promise<BillplzBill> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new BillplzError('rejected', 0, 'amount must be a positive whole number of sen');
  const form = new URLSearchParams({
    collection_id: input.collectionId,
    email: input.email,
    name: input.name.slice(0, 255),
    amount: String(input.amount),
    description: input.description.slice(0, 200),
    callback_url: input.callbackUrl,
    redirect_url: input.redirectUrl,
  });
  if (input.reference1 !== undefined) {
    form.set('reference_1_label', (input.reference1Label ?? 'Reference').slice(0, 20));
    form.set('reference_1', input.reference1.slice(0, 120));
  }
  return toBill(await call(input.apiKey, 'POST', '/v3/bills', form, options));
}

/** GET {base}/v3/bills/:id — the bill's current state (the way to re-check a late or missing callback). */
export async function getBill(apiKey: string, id: string, options: BillplzOptions = {}): Promise<BillplzBill> {
  return toBill(await call(apiKey, 'GET', `/v3/bills/${encodeURIComponent(id)}`, null, options));
}

/** GET {base}/v3/fpx_banks — online-banking bank codes and whether each is up. */
export async function listBanks(apiKey: string, options: BillplzOptions = {}): Promise<Array<{ code: string; active: boolean }>> {
  const body = await call(apiKey, 'GET', '/v3/fpx_banks', null, options);
  const banks = Array.isArray(body.banks) ? (body.banks as Array<Record<string, unknown>>) : [];
  return banks.map((bank) => ({ code: text(bank.name as ParamValue), active: bank.active === true }));
}

/** GET {base}/v3/collections/:id — checks an API key and a collection together (401 bad key, 404 unknown collection). */
export async function getCollection(apiKey: string, id: string, options: BillplzOptions = {}): Promise<{ id: string; title: string; status: string }> {
  const body = await call(apiKey, 'GET', `/v3/collections/${encodeURIComponent(id)}`, null, options);
  return { id: text(body.id as ParamValue), title: text(body.title as ParamValue), status: text(body.status as ParamValue) };
}
