import type { Currency } from '../../../common/constants';
import { formatMoney } from '../../../common/money';
import { TOPUP_LIMITS, type AdminFee, type CheckoutResult, type GatewayBank, type GatewayOptions, type PaymentView } from '../../../common/payments';
import type { Ctx, UserCtx } from '../../platform/context';
import { AppError, BadRequestError, ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import { platform } from '../../platform';
import { dbTimeToIso, nowDb } from '../../platform/time';
import { forUpdate, inTransaction, retryOnDeadlock, isUniqueViolation } from '../../platform/tx';
import { banks as referenceBanks } from '../reference';
import { recordPayment } from '../orders';
import { Order } from '../orders';
import { User } from '../users';
import { credit } from '../wallet';
import { accountOfBill, billCredentials, currentAccount, gatewayAvailability, requireAccount, type Account } from './accounts';
import { BillplzError, createBill, getBill, listBanks, redirectValues, verifyCallback, verifyRedirect, type SignedParams } from './billplz';
import { GatewayPayment, type GatewayAccount, type PaymentOutcome } from './models';

export { GatewayPayment } from './models';

/**
 * Online payment through Billplz: order payments and wallet top-ups.
 *
 * - Account: the company's own active payment_gateway setup, else the product's default account
 *   (./accounts.ts); MYR companies only. `/checkout/company` forces the company's account.
 * - Checkout creates one bill per (agent, sessionId): the same session again returns the same
 *   payment (no second bill; a parallel double submit may leave an unused bill at the gateway, never
 *   a second payment). The bill is amount + the account's admin fee; `amount` is what the order
 *   receives or the wallet is credited. Callback and redirect URLs are built from the request's
 *   origin, so Billplz comes back to the same tenant host. A chosen bank (`bankCode`, a Billplz FPX
 *   code) is passed the Billplz way (reference_1_label "Bank Code") to skip its bank page.
 * - Applying a paid bill happens in ONE function (`applyPaid`), from the callback, the redirect or
 *   the status re-check: in a transaction (retried after a deadlock) the payment row is locked and
 *   moved by a conditional update pending|failed → paid, then either the order's recordPayment
 *   (order still unpaid: it moves to approval and gets its invoice number) or a wallet credit: kind
 *   refund reference `bill:<id>` when the order can no longer take it (expired, cancelled, deleted,
 *   paid otherwise: outcome 'credited'), kind topup reference = bill id for a top-up. A paid bill is
 *   applied once however many deliveries arrive; the wallet's unique (kind, reference) is a second
 *   guard. A paid amount that differs from the bill is not applied (logged, 400).
 * - The fee: the bill's `fee` is the online payment fee the payer pays on top (the default
 *   account's BILLPLZ_ADMIN_FEE, kept by the platform; a company account's own fee, kept by the
 *   company). A paid order records it (orders.payment_fee; total paid = grand total + fee = the
 *   bill); the grand total, sales value, commissions and report sales stay what the goods cost. A
 *   top-up credits `amount`; money for an order no longer payable credits `amount` too. Who keeps
 *   the fee and what the company nets: settlement.ts.
 * - A failed attempt (callback or redirect with paid=false) marks the payment failed; a later paid
 *   callback, redirect or re-check still wins (Billplz leaves the bill payable).
 * - Callbacks: public, form body verified by X-Signature with the bill's account key: 400 and
 *   nothing changes when it does not verify; 404 for a bill this company does not know; 200 "OK"
 *   when applied, failed, or already applied. No outbound call is made while answering.
 * - Redirect: verified the same way; a paid redirect applies, then 302 to the agent app's result
 *   page (`/checkout/…` for orders, `/topup/…` for top-ups); a bad signature or unknown state goes to
 *   the pending page, which polls GET /payment-gateway/payments/:id.
 * - GET payments/:id (the payer, HQ): a payment not yet paid is re-checked at the gateway (GET bill)
 *   at most once every RECHECK_MS per payment in this process; a paid bill found there is applied.
 * - Top-ups: 1.00 to 30,000.00 (the FPX per-transaction limit for individuals), minor units.
 */

export const RECHECK_MS = 5_000;

export function presentPayment(p: GatewayPayment): PaymentView {
  return {
    id: p.id,
    purpose: p.purpose,
    orderId: p.orderId ?? null,
    amount: p.amount,
    fee: p.fee,
    currency: p.currency,
    status: p.status,
    outcome: p.outcome ?? null,
    billUrl: p.billUrl,
    createdAt: dbTimeToIso(p.createdAt)!,
    paidAt: dbTimeToIso(p.paidAt),
  };
}

/** A gateway failure as the API answers it: 502 for the merchant's setup or a refusal, 503 when unreachable. */
function gatewayError(error: unknown): unknown {
  if (!(error instanceof BillplzError)) return error;
  return new AppError(error.kind === 'unavailable' ? 503 : 502, error.key, error.params);
}

// ------------------------------------------------------------------------------- banks, fees

/** Billplz FPX codes (letters before the number) → our bank codes (db/reference/banks.json). */
const FPX_PREFIX: Record<string, string> = {
  ABB: 'AFFIN',
  ABMB: 'ABMB',
  AGRO: 'AGRO',
  AMBB: 'AMB',
  BIMB: 'BIMB',
  BKRM: 'BKRM',
  BMMB: 'BMMB',
  BSN: 'BSN',
  BCBB: 'CIMB',
  BOCM: 'BOC',
  HLB: 'HLB',
  HSBC: 'HSBC',
  KFH: 'KFH',
  MBB: 'MBB',
  MB2U: 'MBB',
  OCBC: 'OCBC',
  PBB: 'PBB',
  RHB: 'RHB',
  SCB: 'SCB',
  UOB: 'UOB',
};

/** Our name of a Billplz bank code, or the code itself when we do not know it. */
export function bankName(code: string): string {
  const prefix = /^([A-Z]+(?:2U)?)/.exec(code.toUpperCase())?.[1] ?? '';
  const ours = FPX_PREFIX[prefix] ?? FPX_PREFIX[prefix.replace(/\d.*$/, '')];
  return (ours && referenceBanks('MY').find((b) => b.code === ours)?.name) || code;
}

const bankCache = new Map<string, { at: number; banks: { code: string; active: boolean }[] }>();

/** GET /payment-gateway/banks: the FPX banks of the account in use ([] when online payment is not available). */
export async function banks(ctx: Ctx): Promise<GatewayBank[]> {
  const account = await currentAccount(ctx);
  if (!account) return [];
  const key = `${account.baseUrl}|${account.apiKey}`;
  let cached = bankCache.get(key);
  if (!cached || Date.now() - cached.at > 60_000) {
    try {
      cached = { at: Date.now(), banks: await listBanks(account.apiKey, { baseUrl: account.baseUrl }) };
    } catch (error) {
      throw gatewayError(error);
    }
    bankCache.set(key, cached);
  }
  return cached.banks.map((b) => ({ code: b.code, name: bankName(b.code), active: b.active }));
}

/** GET /payment-gateway/options (agents). */
export async function options(ctx: Ctx): Promise<GatewayOptions> {
  return { ...(await gatewayAvailability(ctx)), currency: ctx.company.currency };
}

/** GET /payment-gateway/admin-fee: the fee of the account (the one in use, or `gatewayType`) on `amount`. */
export async function adminFee(ctx: Ctx, amount: number, gatewayType?: GatewayAccount): Promise<AdminFee> {
  const account = await requireAccount(ctx, gatewayType);
  return { fee: account.adminFee, total: amount + account.adminFee, gatewayType: account.type };
}

// ------------------------------------------------------------------------------- checkout

export type CheckoutInput = { payType: 'order'; orderId: number; sessionId: string; bankCode?: string; totalPaid: number } | { payType: 'topup'; amount: number; sessionId: string; bankCode?: string };

const checkoutResult = (p: GatewayPayment): CheckoutResult => ({ paymentId: p.id, billId: p.billId, billUrl: p.billUrl, status: p.status });

/** The same session asks for the same thing (purpose, order or amount); anything else reuses it wrongly. */
function sameRequest(p: GatewayPayment, input: CheckoutInput): boolean {
  if (p.purpose !== input.payType) return false;
  return input.payType === 'order' ? p.orderId === input.orderId : p.amount === input.amount;
}

/** POST /payment-gateway/checkout (+ /company, /topup): creates or returns the session's bill. */
export async function checkout(ctx: UserCtx, input: CheckoutInput, force?: GatewayAccount): Promise<CheckoutResult> {
  const userId = ctx.user.id;
  const earlier = () => GatewayPayment.of(ctx).where({ userId, sessionId: input.sessionId }).first();
  const existing = await earlier();
  if (existing) {
    if (!sameRequest(existing, input)) throw new ConflictError('gateway.sessionReused');
    return checkoutResult(existing);
  }
  const account = await requireAccount(ctx, force);
  const user = (await User.of(ctx).findById(userId))!;
  let amount: number;
  let orderId: number | null = null;
  let description: string;
  let label: string;
  let reference: string;
  if (input.payType === 'order') {
    const order = await Order.of(ctx).findById(input.orderId).where('buyerId', userId).whereNull('deletedAt');
    if (!order) throw new NotFoundError();
    if (order.type !== 'hq') throw ValidationError.field('orderId', 'gateway.orderNotHq');
    if (order.paymentType !== 'gateway') throw ValidationError.field('orderId', 'gateway.orderNotGateway');
    if (order.stage !== 'unpaid' || order.paymentStatus !== 'unpaid') throw new ConflictError('orders.notUnpaid');
    if (input.totalPaid !== Number(order.grandTotal)) throw new AppError(409, 'orders.totalChanged', { grandTotal: Number(order.grandTotal) });
    amount = Number(order.grandTotal);
    orderId = order.id;
    description = translate('gateway.billOrder', ctx.lang, { orderNo: order.orderNo });
    label = 'Order';
    reference = order.orderNo;
  } else {
    const currency = ctx.company.currency as Currency;
    if (input.amount < TOPUP_LIMITS.min) throw ValidationError.field('amount', 'gateway.topupMin', { amount: formatMoney(TOPUP_LIMITS.min, currency) });
    if (input.amount > TOPUP_LIMITS.max) throw ValidationError.field('amount', 'gateway.topupMax', { amount: formatMoney(TOPUP_LIMITS.max, currency) });
    amount = input.amount;
    description = translate('gateway.billTopup', ctx.lang);
    label = 'Top-up';
    reference = `U${userId}`;
  }
  const bankCode = input.bankCode?.trim() || null;
  let bill;
  try {
    bill = await createBill(
      {
        apiKey: account.apiKey,
        collectionId: account.collectionId,
        email: user.email,
        name: user.fullName,
        amount: amount + account.adminFee,
        description,
        callbackUrl: `${ctx.origin}/api/payment-gateway/callback`,
        redirectUrl: `${ctx.origin}/api/payment-gateway/redirect`,
        // Billplz's direct bank: reference_1_label "Bank Code" with an FPX code skips its bank page.
        ...(bankCode ? { reference1Label: 'Bank Code', reference1: bankCode } : { reference1Label: label, reference1: reference }),
      },
      { baseUrl: account.baseUrl },
    );
  } catch (error) {
    throw gatewayError(error);
  }
  try {
    const payment = await GatewayPayment.of(ctx).insertAndFetch({
      userId,
      purpose: input.payType,
      orderId,
      account: account.type,
      amount,
      fee: account.adminFee,
      currency: ctx.company.currency,
      bankCode,
      billId: bill.id,
      billUrl: bill.url,
      sessionId: input.sessionId,
      credentials: billCredentials(account),
      status: 'pending',
      outcome: null,
    });
    return checkoutResult(payment);
  } catch (error) {
    // A double submit of the same session: the first one's payment stands (this bill stays unused).
    const same = await earlier();
    if (same && isUniqueViolation(error)) return checkoutResult(same);
    throw error;
  }
}

// ------------------------------------------------------------------------------- applying

export interface Applied {
  payment: GatewayPayment;
  /** false when the bill had already been applied (nothing changed). */
  applied: boolean;
}

/**
 * THE way a paid bill takes effect (see the module comment): exactly once, by a conditional update
 * pending|failed → paid under the payment row's lock, then recordPayment or a wallet credit in the
 * same transaction. `paidAmount` (sen, when the source tells it) must equal the bill (amount + fee).
 */
export async function applyPaid(ctx: Ctx, billId: string, source: 'callback' | 'redirect' | 'recheck', paidAmount?: number): Promise<Applied> {
  return retryOnDeadlock(() =>
    inTransaction(ctx, async (tx): Promise<Applied> => {
      const payment = await forUpdate(GatewayPayment.of(tx).where('billId', billId)).first();
      if (!payment) throw new NotFoundError('gateway.notFound');
      if (payment.status === 'paid') return { payment, applied: false };
      if (paidAmount !== undefined && paidAmount !== payment.amount + payment.fee) {
        platform().logger.warn({ billId, paymentId: payment.id, paidAmount, expected: payment.amount + payment.fee, source }, 'gateway: paid amount differs from the bill; not applied');
        throw new BadRequestError('gateway.amountMismatch');
      }
      let order: Order | undefined;
      let outcome: PaymentOutcome = 'topup';
      if (payment.purpose === 'order') {
        order = payment.orderId ? await forUpdate(Order.of(tx).where('id', payment.orderId)).first() : undefined;
        const payable = order && order.stage === 'unpaid' && order.paymentStatus === 'unpaid' && !order.deletedAt;
        outcome = payable ? 'order_paid' : 'credited';
      }
      const changed = await GatewayPayment.of(tx).where('id', payment.id).whereIn('status', ['pending', 'failed']).patch({ status: 'paid', outcome, paidAt: nowDb() });
      if (!changed) return { payment: (await GatewayPayment.of(tx).findById(payment.id))!, applied: false };
      // The order records the fee the payer paid on top: its total paid is the bill (grand total + fee).
      if (outcome === 'order_paid') await recordPayment(tx, order!, payment.userId, payment.fee);
      else if (outcome === 'credited') {
        await credit(tx, {
          userId: payment.userId,
          amount: payment.amount,
          kind: 'refund',
          reference: `bill:${payment.billId}`,
          orderId: payment.orderId,
          by: null,
          note: `Online payment ${payment.billId}: the order was no longer payable`,
        });
      } else await credit(tx, { userId: payment.userId, amount: payment.amount, kind: 'topup', reference: payment.billId, by: null, note: `Online top-up ${payment.billId}` });
      platform().logger.info({ billId, paymentId: payment.id, outcome, source }, 'gateway: payment applied');
      return { payment: (await GatewayPayment.of(tx).findById(payment.id))!, applied: true };
    }),
  );
}

/** A failed attempt: pending → failed (a paid payment stays paid). */
async function markFailed(ctx: Ctx, payment: GatewayPayment): Promise<void> {
  await GatewayPayment.of(ctx).where('id', payment.id).where('status', 'pending').patch({ status: 'failed', failedAt: nowDb() });
}

async function billOf(ctx: Ctx, billId: string): Promise<{ payment: GatewayPayment; account: Account | null }> {
  const payment = billId ? await GatewayPayment.of(ctx).where('billId', billId).first() : undefined;
  if (!payment) throw new NotFoundError('gateway.notFound');
  return { payment, account: accountOfBill(payment) };
}

/** POST /payment-gateway/callback (Billplz's server): verified, then applied or marked failed. */
export async function callback(ctx: Ctx, params: URLSearchParams): Promise<void> {
  const billId = params.get('id') ?? '';
  const { payment, account } = await billOf(ctx, billId);
  if (!account || !verifyCallback(params, account.xSignatureKey)) {
    platform().logger.warn({ billId, paymentId: payment.id, ip: ctx.ip }, 'gateway: callback signature refused');
    throw new BadRequestError('gateway.badSignature');
  }
  if (params.get('paid') === 'true') {
    const raw = params.get('paid_amount');
    const paidAmount = raw !== null && /^\d+$/.test(raw) ? Number(raw) : undefined;
    await applyPaid(ctx, billId, 'callback', paidAmount);
  } else await markFailed(ctx, payment);
}

/** GET /payment-gateway/redirect (the payer's browser): the agent app page to go to. */
export async function redirect(ctx: Ctx, query: SignedParams): Promise<string> {
  const values = redirectValues(query);
  const { payment, account } = await billOf(ctx, values?.id ?? '');
  const base = payment.purpose === 'topup' ? '/topup' : '/checkout';
  // A store's guest goes back to its order page, which shows the outcome itself.
  const to = (page: 'completed' | 'failed' | 'pending-payment') => (payment.returnPath ? `${payment.returnPath}?payment=${page}` : `${base}/${page}?paymentId=${payment.id}`);
  if (!account || !values || !verifyRedirect(query, account.xSignatureKey)) {
    platform().logger.warn({ billId: payment.billId, paymentId: payment.id }, 'gateway: redirect signature refused');
    return to('pending-payment');
  }
  if (values.paid) {
    if (payment.status === 'paid') return to('completed');
    try {
      // The redirect carries no amount: the bill's paid amount is confirmed at the gateway first.
      const bill = await getBill(account.apiKey, payment.billId, { baseUrl: account.baseUrl });
      if (!bill.paid) return to('pending-payment');
      await applyPaid(ctx, payment.billId, 'redirect', bill.paidAmount);
    } catch (error) {
      platform().logger.error({ err: error, billId: payment.billId }, 'gateway: applying a paid redirect failed');
      return to('pending-payment');
    }
    return to('completed');
  }
  await markFailed(ctx, payment);
  const now = (await GatewayPayment.of(ctx).findById(payment.id))!;
  return to(now.status === 'paid' ? 'completed' : 'failed');
}

// ------------------------------------------------------------------------------- status

const lastCheck = new Map<number, number>();

/** Asks the gateway about a payment not yet paid (at most every RECHECK_MS) and applies a paid bill. */
async function recheck(ctx: Ctx, payment: GatewayPayment): Promise<GatewayPayment> {
  const now = Date.now();
  if (now - (lastCheck.get(payment.id) ?? 0) < RECHECK_MS) return payment;
  if (lastCheck.size > 10_000) for (const [id, at] of lastCheck) if (now - at >= RECHECK_MS) lastCheck.delete(id);
  lastCheck.set(payment.id, now);
  const account = accountOfBill(payment);
  if (!account) return payment;
  try {
    const bill = await getBill(account.apiKey, payment.billId, { baseUrl: account.baseUrl });
    if (!bill.paid) return payment;
    return (await applyPaid(ctx, payment.billId, 'recheck', bill.paidAmount)).payment;
  } catch (error) {
    platform().logger.warn({ err: error, billId: payment.billId }, 'gateway: status re-check failed');
    return payment;
  }
}

/** Test helper: forget the re-check times (the next read asks the gateway again). */
export function resetRecheck(): void {
  lastCheck.clear();
}

/** GET /payment-gateway/payments/:id: the payer's own, or any of the company's for HQ; re-checked while not paid. */
export async function paymentOf(ctx: UserCtx, id: number): Promise<PaymentView> {
  const query = GatewayPayment.of(ctx).findById(id);
  if (ctx.user.role !== 'hq') query.where('userId', ctx.user.id);
  let payment = await query;
  if (!payment) throw new NotFoundError();
  if (payment.status !== 'paid') payment = await recheck(ctx, payment);
  return presentPayment(payment);
}
