import fs from 'node:fs';
import { Type } from '@sinclair/typebox';
import { PAYOUT_STATUSES } from '../../../common/commissions';
import { FileReply, Reply, route, type RouteDef } from '../../platform/http/route';
import { Id, IdParams, ListQueryProps, Str } from '../../platform/http/schemas';
import { businessTime } from '../../platform/time';
import { balanceFor } from './ledger';
import * as payouts from './payouts';

/**
 * Commission money: balances, payout requests and their handling, transfers to the
 * credit wallet, HQ adjustments. Rules: ledger.ts (balances), payouts.ts (requests, withholding at
 * approval, entries at payment, transfers), withholding.ts (the yearly s107D flag).
 */

const tags = ['commissions'];
const AGENT = { roles: ['agent'] } as const;
const PAYOUTS = { permission: 'manage_payouts' } as const;
const HQ = { roles: ['hq'] } as const;
const READERS = { roles: ['hq', 'staff', 'agent'] } as const;
const MAX_AMOUNT = 1_000_000_000_000;
const Status = Type.Union(PAYOUT_STATUSES.map((s) => Type.Literal(s)));

export const commissionMoneyRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/company-money/balance',
    access: READERS,
    summary:
      "Commission balance (minor units): balance (payable lines + entries), available (closed periods + entries − the open request), pending (open periods), paid, withheld, transferred, requested, wallet (credit), minPayout, withholding107d. An agent: its own (another agentId 403). HQ and staff with manage_payouts: the agent named by agentId, or the company's totals, with the wallet's totalBalance, agentsWithCredit and today's and this month's top-ups, payments and refunds",
    tags,
    query: Type.Object({ agentId: Type.Optional(Id) }),
    handler: async ({ ctx, query }) => balanceFor(ctx, query.agentId),
  }),
  route({
    method: 'post',
    path: '/commission/request-payout',
    access: AGENT,
    summary:
      'An agent asks for a payout of its available commission into its bank account on file: amount (minor units; all available when absent). 422 below the minimum payout, above available, or without a bank account; 409 while another request is open. HQ is notified by e-mail',
    tags,
    body: Type.Object({ amount: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_AMOUNT })) }),
    handler: async ({ ctx, body }) => new Reply(await payouts.requestPayout(ctx, body.amount), 'commission.payoutRequested', 201),
  }),
  route({
    method: 'get',
    path: '/commission/payouts',
    access: READERS,
    summary:
      'Payout requests, newest first (list dialect; filters status, agentId, period YYYY-MM of the request; search agent name, e-mail, reference). HQ and staff with manage_payouts: all; an agent: its own',
    tags,
    query: Type.Object({ ...ListQueryProps, status: Type.Optional(Status), agentId: Type.Optional(Id), period: Type.Optional(Str(7)) }),
    handler: async ({ ctx, query }) => payouts.listPayouts(ctx, query),
  }),
  route({
    method: 'get',
    path: '/commission/payouts/export.csv',
    access: PAYOUTS,
    summary:
      'Bank-transfer file of the requests in a status (approved by default), CSV UTF-8 with BOM: agent, bank, account number, account holder, net amount in major units (2 decimals MYR, none IDR), transfer reference PAYOUT-<id>',
    tags,
    query: Type.Object({ status: Type.Optional(Status) }),
    handler: async ({ ctx, query, res }) => {
      const file = await payouts.exportPayouts(ctx, query.status);
      res.on('close', () => void fs.promises.rm(file, { force: true }));
      return new FileReply(file, `payouts-${businessTime().format('YYYY-MM-DD')}.csv`);
    },
  }),
  route({
    method: 'get',
    path: '/commission/payouts/:id',
    access: READERS,
    summary: "One payout request with its status history (HQ and staff with manage_payouts; an agent its own, another's 404)",
    tags,
    params: IdParams,
    handler: async ({ ctx, params }) => payouts.readPayout(ctx, params.id),
  }),
  route({
    method: 'post',
    path: '/commission/payouts/:id/approve',
    access: PAYOUTS,
    summary: 'Approve a requested payout; stores the s107D withholding (2 %, half up, when the company and the agent are subject to it this year) and the net. 409 from another status',
    tags,
    params: IdParams,
    message: 'commission.payoutApproved',
    handler: async ({ ctx, params }) => payouts.approvePayout(ctx, params.id),
  }),
  route({
    method: 'post',
    path: '/commission/payouts/:id/reject',
    access: PAYOUTS,
    summary: 'Reject a requested or approved payout with a reason (required). 409 from another status',
    tags,
    params: IdParams,
    body: Type.Object({ reason: Str(500, 1) }),
    message: 'commission.payoutRejected',
    handler: async ({ ctx, params, body }) => payouts.rejectPayout(ctx, params.id, body.reason),
  }),
  route({
    method: 'post',
    path: '/commission/payouts/:id/mark-paid',
    access: PAYOUTS,
    summary:
      "Mark an approved payout paid: reference (the bank's, required) and paidOn (YYYY-MM-DD, not in the future). Writes the ledger entries payout −net and withholding −withholding. 409 from another status",
    tags,
    params: IdParams,
    body: Type.Object({ reference: Str(100, 1), paidOn: Type.String({ format: 'date' }) }),
    message: 'commission.payoutPaid',
    handler: async ({ ctx, params, body }) => payouts.markPaid(ctx, params.id, body),
  }),
  route({
    method: 'post',
    path: '/commission/payouts/:id/cancel',
    access: AGENT,
    summary: "An agent cancels its own request before it is approved (another agent's: 404; another status: 409)",
    tags,
    params: IdParams,
    message: 'commission.payoutCancelled',
    handler: async ({ ctx, params }) => payouts.cancelPayout(ctx, params.id),
  }),
  route({
    method: 'post',
    path: '/commission/transfer-to-wallet',
    access: AGENT,
    summary: 'An agent moves available commission (amount, minor units) into its credit wallet: one commission entry and one wallet credit. 422 above available. Answers the new balance',
    tags,
    body: Type.Object({ amount: Type.Integer({ minimum: 1, maximum: MAX_AMOUNT }) }),
    message: 'commission.transferred',
    handler: async ({ ctx, body }) => payouts.transferToWallet(ctx, body.amount),
  }),
  route({
    method: 'post',
    path: '/commission/adjust',
    access: HQ,
    summary: "HQ corrects an agent's commission balance: agentId, amount (signed minor units, not 0), note (required). Answers the agent's balance",
    tags,
    body: Type.Object({ agentId: Id, amount: Type.Integer({ minimum: -MAX_AMOUNT, maximum: MAX_AMOUNT }), note: Str(500, 1) }),
    message: 'commission.adjusted',
    handler: async ({ ctx, body }) => payouts.adjustBalance(ctx, body),
  }),
];
