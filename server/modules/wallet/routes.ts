import { Type } from '@sinclair/typebox';
import { WALLET_KINDS } from '../../../common/catalog/wallet';
import { route, Reply, type RouteDef } from '../../platform/http/route';
import { Id, ListQueryProps, Str } from '../../platform/http/schemas';
import * as wallet from './service';

/**
 * Agents' credit wallet ("Wallet and top-up"): `GET /wallet` (balance and entries; an
 * agent its own, HQ and staff with "manage orders" an agent's by `userId`), `POST /wallet/adjust`
 * (HQ, idempotent by `requestId`); `GET /company-money/balance` is served by
 * commissions/routes-money.ts with the wallet's figures (companyMoney). Top-up
 * through the gateway, paying orders from credit and refunds call credit/debit of ./service.ts
 * inside their own transactions. Rules: service.ts.
 */

const tags = ['wallet'];
const HQ = { roles: ['hq'] } as const;
const READERS = { roles: ['hq', 'staff', 'agent'] } as const;

export const walletRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/wallet',
    access: READERS,
    summary:
      "The agent's credit wallet: { userId, balance (minor units), currency, entries, total, offset }. Agents: their own (another userId 403); HQ and staff with manage_orders: the agent named by userId (required). Entries newest first, list dialect (filter kind topup|order_payment|refund|adjustment|commission, orderId; search reference and note; sort id, createdAt, amount, kind)",
    tags,
    query: Type.Object({
      ...ListQueryProps,
      userId: Type.Optional(Id),
      kind: Type.Optional(Type.Union(WALLET_KINDS.map((k) => Type.Literal(k)))),
    }),
    handler: async ({ ctx, query }) => wallet.walletOf(ctx, query),
  }),
  route({
    method: 'post',
    path: '/wallet/adjust',
    access: HQ,
    summary:
      "HQ: corrects an agent's balance by a signed amount (minor units, not 0) with a note, as a new ledger entry of kind adjustment. requestId (client-chosen) makes it idempotent: the same requestId again returns the first entry. 409 wallet.insufficient when the balance would go below 0; 409 wallet.referenceReused for a requestId used with another agent or amount",
    tags,
    body: Type.Object({
      userId: Id,
      amount: Type.Integer({ minimum: -wallet.WALLET_LIMITS.maxAmount, maximum: wallet.WALLET_LIMITS.maxAmount }),
      note: Str(wallet.WALLET_LIMITS.maxNote, 1),
      requestId: Str(wallet.WALLET_LIMITS.maxReference, 1),
    }),
    handler: async ({ ctx, body }) => {
      const result = await wallet.adjust(ctx, body);
      return new Reply(result, 'wallet.adjusted', result.created ? 201 : 200);
    },
  }),
];
