import fs from 'node:fs';
import { Type } from '@sinclair/typebox';
import type { Request, Response } from 'express';
import { FileReply, route, type RouteDef } from '../../platform/http/route';
import { Id, IdParams, ListQueryProps, Str } from '../../platform/http/schemas';
import { BadRequestError } from '../../platform/errors';
import { businessTime } from '../../platform/time';
import { GATEWAY_ACCOUNTS, GATEWAY_PAYMENT_STATUSES, PAYMENT_PURPOSES } from './models';
import * as payments from './service';
import * as settlement from './settlement';

/**
 * Payment gateway (Billplz) and the settlement report (docs/api.md, "payment gateway").
 * Rules: service.ts (payments), settlement.ts (report), accounts.ts (which account). The callback
 * and the redirect are public and answer Billplz / the browser directly (text "OK", a 302).
 */

const tags = ['payments'];
const AGENT = { roles: ['agent'] } as const;
const HQ = { roles: ['hq'] } as const;
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

const Session = Str(64, 1);
const BankCode = Type.Optional(Type.String({ maxLength: 20, pattern: '^[A-Za-z0-9_-]*$' }));
const Amount = Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 });
const OrderPay = Type.Object({ payType: Type.Literal('order'), orderId: Id, sessionId: Session, bankCode: BankCode, totalPaid: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }) });
const TopupPay = Type.Object({ payType: Type.Literal('topup'), amount: Amount, sessionId: Session, bankCode: BankCode });
const CheckoutBody = Type.Union([OrderPay, TopupPay]);

const SettlementQuery = Type.Object({
  ...ListQueryProps,
  status: Type.Optional(literals(GATEWAY_PAYMENT_STATUSES)),
  purpose: Type.Optional(literals(PAYMENT_PURPOSES)),
  dateFrom: Type.Optional(Type.String({ maxLength: 10 })),
  dateTo: Type.Optional(Type.String({ maxLength: 10 })),
});

const FORM_LIMIT = 64 * 1024;

/** The callback's form body as sent (duplicate keys kept, so that they can be refused): read here, JSON bodies excepted. */
async function formBody(req: Request): Promise<URLSearchParams> {
  if (req.body && typeof req.body === 'object' && Object.keys(req.body as object).length) {
    return new URLSearchParams(Object.entries(req.body as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'object' && v !== null ? '[object]' : String(v ?? '')]));
  }
  if (req.readableEnded || !req.readable) return new URLSearchParams();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_LIMIT) throw new BadRequestError('request.tooLarge');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function answerText(res: Response, status: number, text: string) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

export const paymentRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/payment-gateway/banks',
    access: 'user',
    summary: 'The online-banking (FPX) banks of the gateway account in use: [{ code, name, active }] (names from our bank list where known; [] when online payment is not available)',
    tags,
    handler: async ({ ctx }) => payments.banks(ctx),
  }),
  route({
    method: 'get',
    path: '/payment-gateway/admin-fee',
    access: 'user',
    summary: 'The gateway admin fee on an amount (minor units): { fee, total, gatewayType } of the account in use or of gatewayType (company|default); 422 when that account is not available',
    tags,
    query: Type.Object({ amount: Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 }), gatewayType: Type.Optional(literals(GATEWAY_ACCOUNTS)) }),
    handler: async ({ ctx, query }) => payments.adminFee(ctx, query.amount, query.gatewayType),
  }),
  route({
    method: 'get',
    path: '/payment-gateway/options',
    access: AGENT,
    summary:
      "Whether online payment can be offered: { available, gatewayType (company: the company's own active setup; default: the product's account; null), adminFee, currency } — never for IDR companies",
    tags,
    handler: async ({ ctx }) => payments.options(ctx),
  }),
  route({
    method: 'post',
    path: '/payment-gateway/checkout',
    access: AGENT,
    summary:
      "Creates (or, for the same sessionId, returns) the bill of the agent's own unpaid gateway order from HQ ({ payType: 'order', orderId, sessionId, bankCode?, totalPaid = the order's grand total, else 409 orders.totalChanged }) or of a top-up ({ payType: 'topup', amount, sessionId, bankCode? }): { paymentId, billId, billUrl, status }. The bill is the amount plus the account's admin fee. Gateway errors: 502/503",
    tags,
    body: CheckoutBody,
    message: 'gateway.checkout',
    handler: async ({ ctx, body }) => payments.checkout(ctx, body as payments.CheckoutInput),
  }),
  route({
    method: 'post',
    path: '/payment-gateway/checkout/company',
    access: AGENT,
    summary: "As POST /payment-gateway/checkout with the company's own gateway account (422 gateway.companyNotSet when it has no active setup)",
    tags,
    body: CheckoutBody,
    message: 'gateway.checkout',
    handler: async ({ ctx, body }) => payments.checkout(ctx, body as payments.CheckoutInput, 'company'),
  }),
  route({
    method: 'post',
    path: '/payment-gateway/topup',
    access: AGENT,
    summary: 'A wallet top-up through the gateway: { amount (minor units, 1.00–30,000.00), sessionId, bankCode? } → as POST /payment-gateway/checkout',
    tags,
    body: Type.Object({ amount: Amount, sessionId: Session, bankCode: BankCode }),
    message: 'gateway.checkout',
    handler: async ({ ctx, body }) => payments.checkout(ctx, { payType: 'topup', ...body }),
  }),
  route({
    method: 'get',
    path: '/payment-gateway/payments/:id',
    access: { roles: ['hq', 'agent'] },
    summary:
      "One gateway payment (the payer's own; HQ any of the company's): { id, purpose, orderId, amount, fee, currency, status pending|paid|failed, outcome order_paid|credited|topup, billUrl, createdAt, paidAt }. While not paid, the bill is re-checked at the gateway (at most every few seconds) and applied when found paid",
    tags,
    params: IdParams,
    handler: async ({ ctx, params }) => payments.paymentOf(ctx, params.id),
  }),
  route({
    method: 'post',
    path: '/payment-gateway/callback',
    unlimited: true,
    access: 'public',
    summary: 'Billplz\'s callback (form POST, X-Signature): 200 "OK" when applied, failed or already applied; 400 for a bad signature (nothing changes); 404 for an unknown bill',
    tags,
    body: Type.Record(Type.String(), Type.Unknown()),
    handler: async ({ ctx, req, res }) => {
      await payments.callback(ctx, await formBody(req));
      answerText(res, 200, 'OK');
    },
  }),
  route({
    method: 'get',
    path: '/payment-gateway/redirect',
    access: 'public',
    summary:
      "Billplz's redirect of the payer (billplz[id], billplz[paid], billplz[paid_at], billplz[x_signature]): verified, applied when paid, then 302 to the agent app: /checkout/completed|failed|pending-payment?paymentId= (orders) or /topup/… (top-ups); pending-payment when the signature does not verify",
    tags,
    query: Type.Record(Type.String(), Type.Unknown()),
    handler: async ({ ctx, query, res }) => {
      const location = await payments.redirect(ctx, query as Record<string, unknown>);
      res.statusCode = 302;
      res.setHeader('Location', location);
      res.setHeader('Cache-Control', 'no-store');
      res.end();
    },
  }),
  route({
    method: 'get',
    path: '/settlement/reportdata',
    access: HQ,
    summary:
      'The settlement report, list dialect (Content-Range): the company\'s gateway payments { id, date, orderId, orderNo, agent { id, name }, status, gross (what the payer paid = amount + fee), amount (what the order or wallet received), fee (the online payment fee on top), feeKeptBy (platform: the default account; company: its own account), platformFee, net (what the company receives = gross − platformFee), currency, paymentMethod ("FPX <bank>" or "Online banking"), purpose, billId }, newest first; filters status, purpose, dateFrom/dateTo (Asia/Kuala_Lumpur days, inclusive, on the bill date), agentId; search bill id, order number, agent; sort id, date, amount, status',
    tags,
    query: SettlementQuery,
    handler: async ({ ctx, query }) => settlement.report(ctx, query),
  }),
  route({
    method: 'get',
    path: '/settlement/getpayment',
    access: HQ,
    summary: 'The settlement summary for the same filters: { count, paid, pending, failed (counts), gross, amount, fee, platformFee, net (sums of the paid payments, minor units), currency }',
    tags,
    query: SettlementQuery,
    handler: async ({ ctx, query }) => settlement.summary(ctx, query),
  }),
  route({
    method: 'get',
    path: '/settlement/downloaddata',
    access: HQ,
    summary: 'The settlement report as CSV (UTF-8 with BOM, header row; amounts in minor units): every row of the same filters',
    tags,
    query: SettlementQuery,
    handler: async ({ ctx, query, res }) => {
      const file = await settlement.exportCsv(ctx, query);
      res.on('close', () => void fs.promises.rm(file, { force: true }));
      return new FileReply(file, `settlement-${businessTime().format('YYYY-MM-DD')}.csv`);
    },
  }),
];
