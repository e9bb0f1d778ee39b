import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { signCallback, signRedirect } from './billplz';
import { listen } from '../../platform/listen';

/**
 * A local Billplz v3 look-alike for tests and development: the bill API under /api/v3 (HTTP Basic
 * with a configured API key, collection must exist), a payment page GET /bills/:id with Pay / Fail
 * buttons, and on a click the signed callback (form POST to callback_url) and the signed redirect to
 * redirect_url — by default callback first, then redirect, as Billplz does at best. Test hooks send
 * late, repeated, out-of-order and forged deliveries.
 *
 * Accounts: the options' API keys share the options' collections and X Signature Key (the main
 * account); `addAccount` registers another merchant (its own API key, collection and X Signature
 * Key — a company's own Billplz account in tests). A key only sees its own account's collections
 * (GET /api/v3/collections/:id, used to check credentials) and bills; callbacks and redirects of a
 * bill are signed with its account's key.
 *
 * The server starts it in-process when BILLPLZ_SIMULATOR is on (server/modules/payments/local.ts).
 * Alone: `npx tsx server/modules/payments/simulator.ts` (env BILLPLZ_SIM_PORT, BILLPLZ_SIM_API_KEYS,
 * BILLPLZ_SIM_COLLECTIONS, BILLPLZ_SIM_X_SIGNATURE_KEY; comma-separated lists).
 */

export interface SimulatorOptions {
  port?: number;
  host?: string;
  apiKeys: string[];
  collections: string[];
  xSignatureKey: string;
  delivery?: Partial<DeliveryPlan>;
}

/** A merchant account of the simulator. */
export interface SimAccount {
  apiKey: string;
  collectionId: string;
  xSignatureKey: string;
}

/** How a click on Pay / Fail is delivered. */
export interface DeliveryPlan {
  /** 'callback-first' waits for the callbacks before redirecting; 'redirect-first' redirects, then calls back. */
  order: 'callback-first' | 'redirect-first';
  /** How many times the same callback is sent. */
  callbackTimes: number;
  /** Delay before the (first) callback, in ms — a late callback. */
  callbackDelayMs: number;
}

export interface SimBill {
  id: string;
  apiKey: string;
  collectionId: string;
  email: string;
  mobile: string;
  name: string;
  amount: number;
  description: string;
  callbackUrl: string;
  redirectUrl: string;
  reference1: string | null;
  reference1Label: string | null;
  dueAt: string;
  state: 'due' | 'paid';
  paid: boolean;
  paidAt: string | null;
  /** Outcome of the last attempt on the payment page, if any. */
  outcome: 'paid' | 'failed' | null;
  transactionId: string | null;
}

export interface Delivery {
  billId: string;
  kind: 'callback';
  forged: boolean;
  /** HTTP status of the receiver, 0 when unreachable. */
  status: number;
  at: Date;
}

export interface SendOptions {
  /** How many times (sequentially). */
  times?: number;
  delayMs?: number;
  /** Sign with a key that is not the configured one. */
  forge?: boolean;
  /** Change fields after signing (e.g. { amount: '1' }) — a tampered callback. */
  tamper?: Record<string, string>;
}

export interface Simulator {
  /** Root URL, e.g. http://127.0.0.1:40123 (payment pages at /bills/:id). */
  url: string;
  /** Base URL for the adapter: `${url}/api`. */
  apiBase: string;
  bills: Map<string, SimBill>;
  deliveries: Delivery[];
  delivery: DeliveryPlan;
  close(): Promise<void>;
  /** Marks the bill as the Pay / Fail button would, without any delivery. */
  settle(id: string, outcome: 'paid' | 'failed'): SimBill;
  /** The callback form fields (signed, or forged/tampered). */
  callbackParams(id: string, options?: Pick<SendOptions, 'forge' | 'tamper'>): Record<string, string>;
  /** Sends the callback `times` times after `delayMs`; resolves to the receiver's statuses. */
  sendCallback(id: string, options?: SendOptions): Promise<number[]>;
  /** The signed (or forged) redirect URL the browser is sent to. */
  redirectUrl(id: string, options?: Pick<SendOptions, 'forge' | 'tamper'>): string;
  /** Resolves when every background delivery started so far has finished. */
  idle(): Promise<void>;
  /** Registers another merchant account (API key, collection, X Signature Key). */
  addAccount(account: SimAccount): void;
}

const DEFAULT_PLAN: DeliveryPlan = { order: 'callback-first', callbackTimes: 1, callbackDelayMs: 0 };

const pad = (n: number) => String(n).padStart(2, '0');

/** Billplz shows times in Malaysia: "2018-09-27 15:15:09 +0800". */
function malaysiaTime(date: Date): string {
  const my = new Date(date.getTime() + 8 * 3600_000);
  return `${my.getUTCFullYear()}-${pad(my.getUTCMonth() + 1)}-${pad(my.getUTCDate())} ${pad(my.getUTCHours())}:${pad(my.getUTCMinutes())}:${pad(my.getUTCSeconds())} +0800`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const money = (sen: number) => `RM ${(sen / 100).toFixed(2)}`;

function readBody(req: http.IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1_000_000) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      try {
        if ((req.headers['content-type'] ?? '').includes('application/json')) {
          const json = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
          resolve(Object.fromEntries(Object.entries(json).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)])));
        } else {
          resolve(Object.fromEntries(new URLSearchParams(raw)));
        }
      } catch (error) {
        reject(error);
      }
    });
    req.on('error', reject);
  });
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const apiError = (res: http.ServerResponse, status: number, type: string, message: string | string[]) => sendJson(res, status, { error: { type, message } });

function basicUser(req: http.IncomingMessage): string | null {
  const header = req.headers.authorization ?? '';
  const match = /^Basic\s+(.+)$/i.exec(header);
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? decoded : decoded.slice(0, colon);
}

export async function startSimulator(options: SimulatorOptions): Promise<Simulator> {
  const bills = new Map<string, SimBill>();
  const deliveries: Delivery[] = [];
  const pending = new Set<Promise<unknown>>();
  const delivery: DeliveryPlan = { ...DEFAULT_PLAN, ...options.delivery };
  /** Extra accounts by API key (the options' keys form the main account). */
  const accounts = new Map<string, { collections: Set<string>; xSignatureKey: string }>();
  const knownKey = (apiKey: string) => options.apiKeys.includes(apiKey) || accounts.has(apiKey);
  const collectionsOf = (apiKey: string): readonly string[] => (accounts.has(apiKey) ? [...accounts.get(apiKey)!.collections] : options.collections);
  const signingKeyOf = (bill: SimBill) => accounts.get(bill.apiKey)?.xSignatureKey ?? options.xSignatureKey;
  let closed = false;
  let root = '';
  /** Waits of late deliveries; close() cuts them short (the delivery is then skipped). */
  const waits = new Map<NodeJS.Timeout, () => void>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        waits.delete(timer);
        resolve();
      }, ms);
      waits.set(timer, resolve);
    });

  const track = <T>(promise: Promise<T>): Promise<T> => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise)).catch(() => undefined);
    return promise;
  };

  const billJson = (bill: SimBill) => ({
    id: bill.id,
    collection_id: bill.collectionId,
    paid: bill.paid,
    state: bill.state,
    amount: bill.amount,
    paid_amount: bill.paid ? bill.amount : 0,
    due_at: bill.dueAt,
    email: bill.email,
    mobile: bill.mobile || null,
    name: bill.name,
    url: `${root}/bills/${bill.id}`,
    reference_1_label: bill.reference1Label,
    reference_1: bill.reference1,
    reference_2_label: null,
    reference_2: null,
    redirect_url: bill.redirectUrl,
    callback_url: bill.callbackUrl,
    description: bill.description,
    paid_at: bill.paidAt,
  });

  const find = (id: string): SimBill => {
    const bill = bills.get(id);
    if (!bill) throw new Error(`No simulated bill ${id}`);
    return bill;
  };

  const settle = (id: string, outcome: 'paid' | 'failed'): SimBill => {
    const bill = find(id);
    if (bill.paid) return bill; // a paid bill stays paid
    bill.outcome = outcome;
    bill.transactionId = crypto.randomBytes(6).toString('hex').toUpperCase();
    if (outcome === 'paid') {
      bill.paid = true;
      bill.state = 'paid';
      bill.paidAt = malaysiaTime(new Date());
    }
    return bill;
  };

  const callbackParams = (id: string, opts: Pick<SendOptions, 'forge' | 'tamper'> = {}): Record<string, string> => {
    const bill = find(id);
    const json = billJson(bill);
    const fields: Record<string, string> = {
      id: bill.id,
      collection_id: bill.collectionId,
      paid: String(bill.paid),
      state: bill.state,
      amount: String(bill.amount),
      paid_amount: String(json.paid_amount),
      due_at: bill.dueAt,
      email: bill.email,
      mobile: bill.mobile,
      name: bill.name,
      url: json.url,
      paid_at: bill.paidAt ?? '',
      transaction_id: bill.transactionId ?? '',
      transaction_status: bill.paid ? 'completed' : bill.outcome === 'failed' ? 'failed' : 'pending',
    };
    const key = opts.forge ? `forged-${signingKeyOf(bill)}` : signingKeyOf(bill);
    fields.x_signature = signCallback(fields, key);
    return { ...fields, ...opts.tamper };
  };

  const redirectUrl = (id: string, opts: Pick<SendOptions, 'forge' | 'tamper'> = {}): string => {
    const bill = find(id);
    const values: Record<string, string> = { id: bill.id, paid: String(bill.paid), paid_at: bill.paidAt ?? '' };
    const key = opts.forge ? `forged-${signingKeyOf(bill)}` : signingKeyOf(bill);
    const signed = { ...values, x_signature: signRedirect(values, key), ...opts.tamper };
    const target = new URL(bill.redirectUrl);
    for (const [k, v] of Object.entries(signed)) target.searchParams.set(`billplz[${k}]`, v);
    return target.toString();
  };

  const postCallback = async (bill: SimBill, fields: Record<string, string>, forged: boolean): Promise<number> => {
    let status = 0;
    try {
      const response = await fetch(bill.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch {
      status = 0;
    }
    deliveries.push({ billId: bill.id, kind: 'callback', forged, status, at: new Date() });
    return status;
  };

  const sendCallback = (id: string, opts: SendOptions = {}): Promise<number[]> =>
    track(
      (async () => {
        const bill = find(id);
        if (opts.delayMs) await sleep(opts.delayMs);
        const statuses: number[] = [];
        for (let i = 0; i < (opts.times ?? 1) && !closed; i++) statuses.push(await postCallback(bill, callbackParams(id, opts), !!opts.forge || !!opts.tamper));
        return statuses;
      })(),
    );

  const page = (res: http.ServerResponse, status: number, title: string, body: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`);
  };

  const paymentPage = (res: http.ServerResponse, bill: SimBill) => {
    const amount = escapeHtml(money(bill.amount));
    const form = bill.paid
      ? `<p id="status">This bill has been paid.</p>`
      : `<form method="post" action="/bills/${escapeHtml(bill.id)}"><button type="submit" name="action" value="pay" id="pay">Pay ${amount}</button></form>
<form method="post" action="/bills/${escapeHtml(bill.id)}"><button type="submit" name="action" value="fail" id="fail">Fail</button></form>`;
    page(
      res,
      200,
      `Billplz simulator — ${bill.id}`,
      `<div id="simulator-banner" style="background:#fff3cd;border:2px solid #d39e00;padding:12px;margin-bottom:16px;font-family:sans-serif"><strong>Payment simulator — not a real payment.</strong> This page stands in for Billplz in development and tests; no money moves. Press Pay or Fail to choose the outcome.</div>
<h1>Billplz simulator</h1><p>Bill <code id="bill-id">${escapeHtml(bill.id)}</code> — ${escapeHtml(bill.description)}</p>
<p>To: ${escapeHtml(bill.name)} &lt;${escapeHtml(bill.email)}&gt;</p><p id="amount">${amount}</p>${form}`,
    );
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', root);
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const method = req.method ?? 'GET';

    // --- API ----------------------------------------------------------------------------------
    if (path.startsWith('/api/')) {
      const apiKey = basicUser(req);
      if (!apiKey || !knownKey(apiKey)) return apiError(res, 401, 'Unauthorized', 'Invalid access token');
      const collection = /^\/api\/v3\/collections\/([^/]+)$/.exec(path);
      if (method === 'GET' && collection) {
        const id = decodeURIComponent(collection[1]);
        if (!collectionsOf(apiKey).includes(id)) return apiError(res, 404, 'RecordNotFound', 'Collection not found');
        return sendJson(res, 200, {
          id,
          title: `Simulated collection ${id}`,
          logo: { thumb_url: null, avatar_url: null },
          split_payment: { email: null, fixed_cut: null, variable_cut: null, split_header: false },
          status: 'active',
        });
      }
      if (method === 'POST' && path === '/api/v3/bills') {
        const body = await readBody(req);
        if (!body.collection_id || !collectionsOf(apiKey).includes(body.collection_id)) return apiError(res, 404, 'RecordNotFound', 'Collection not found');
        const problems: string[] = [];
        const amount = Number(body.amount);
        if (!/^\d+$/.test(body.amount ?? '') || !Number.isSafeInteger(amount) || amount <= 0) problems.push('Amount must be greater than 0');
        if (!body.email && !body.mobile) problems.push('Email or mobile must be present');
        if (!body.name) problems.push("Name can't be blank");
        if (!body.description) problems.push("Description can't be blank");
        if (!body.callback_url) problems.push("Callback url can't be blank");
        if (problems.length) return apiError(res, 422, 'RecordInvalid', problems);
        const id = crypto.randomBytes(4).toString('hex');
        const bill: SimBill = {
          id,
          apiKey,
          collectionId: body.collection_id,
          email: body.email ?? '',
          mobile: body.mobile ?? '',
          name: body.name,
          amount,
          description: body.description,
          callbackUrl: body.callback_url,
          redirectUrl: body.redirect_url || '',
          reference1: body.reference_1 || null,
          reference1Label: body.reference_1_label || (body.reference_1 ? 'Reference 1' : null),
          dueAt: malaysiaTime(new Date()).slice(0, 10),
          state: 'due',
          paid: false,
          paidAt: null,
          outcome: null,
          transactionId: null,
        };
        bills.set(id, bill);
        return sendJson(res, 200, billJson(bill));
      }
      const one = /^\/api\/v3\/bills\/([^/]+)$/.exec(path);
      if (method === 'GET' && one) {
        const bill = bills.get(decodeURIComponent(one[1]));
        if (!bill || bill.apiKey !== apiKey) return apiError(res, 404, 'RecordNotFound', 'Bill not found');
        return sendJson(res, 200, billJson(bill));
      }
      if (method === 'GET' && path === '/api/v3/fpx_banks') {
        return sendJson(res, 200, {
          banks: [
            { name: 'TEST0021', active: true },
            { name: 'TEST0022', active: true },
            { name: 'TEST0023', active: false },
          ],
        });
      }
      return apiError(res, 404, 'RecordNotFound', 'Not found');
    }

    // --- payment page -------------------------------------------------------------------------
    const pageMatch = /^\/bills\/([^/]+)$/.exec(path);
    if (pageMatch) {
      const bill = bills.get(decodeURIComponent(pageMatch[1]));
      if (!bill) return page(res, 404, 'Not found', '<p>No such bill.</p>');
      if (method === 'GET') return paymentPage(res, bill);
      if (method === 'POST') {
        const body = await readBody(req);
        if (body.action !== 'pay' && body.action !== 'fail') return page(res, 400, 'Bad request', '<p>Choose Pay or Fail.</p>');
        settle(bill.id, body.action === 'pay' ? 'paid' : 'failed');
        const plan = { ...delivery };
        const callbacks = () => sendCallback(bill.id, { times: plan.callbackTimes, delayMs: plan.callbackDelayMs });
        if (plan.order === 'callback-first') await callbacks();
        else void callbacks();
        if (!bill.redirectUrl) return paymentPage(res, bill);
        res.writeHead(302, { location: redirectUrl(bill.id) });
        res.end();
        return;
      }
    }
    return page(res, 404, 'Not found', '<p>Not found.</p>');
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) apiError(res, 400, 'BadRequest', 'Malformed request');
      else res.end();
    });
  });
  await listen(server, options.port ?? 0, options.host ?? '127.0.0.1', 'BILLPLZ_SIM_PORT');
  const address = server.address() as AddressInfo;
  root = `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${address.port}`;

  return {
    url: root,
    apiBase: `${root}/api`,
    bills,
    deliveries,
    delivery,
    settle,
    callbackParams,
    sendCallback,
    redirectUrl,
    addAccount(account: SimAccount) {
      if (!account.apiKey || !account.collectionId || !account.xSignatureKey) throw new Error('addAccount needs apiKey, collectionId and xSignatureKey');
      const existing = accounts.get(account.apiKey);
      if (existing) {
        existing.collections.add(account.collectionId);
        existing.xSignatureKey = account.xSignatureKey;
      } else accounts.set(account.apiKey, { collections: new Set([account.collectionId]), xSignatureKey: account.xSignatureKey });
    },
    async idle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    async close() {
      closed = true;
      for (const [timer, resolve] of waits) {
        clearTimeout(timer);
        resolve();
      }
      waits.clear();
      await Promise.allSettled([...pending]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/* Development: run the simulator on its own. */
if (require.main === module) {
  const list = (value: string | undefined, fallback: string) =>
    (value || fallback)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  startSimulator({
    port: Number(process.env.BILLPLZ_SIM_PORT || 4010),
    apiKeys: list(process.env.BILLPLZ_SIM_API_KEYS, 'sim-api-key'),
    collections: list(process.env.BILLPLZ_SIM_COLLECTIONS, 'simcoll'),
    xSignatureKey: process.env.BILLPLZ_SIM_X_SIGNATURE_KEY || 'sim-x-signature-key',
  }).then(
    (sim) => console.log(`Billplz simulator on ${sim.url} (API base ${sim.apiBase})`),
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
