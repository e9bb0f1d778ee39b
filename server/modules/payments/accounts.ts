import type { Ctx } from '../../platform/context';
import { AppError, ValidationError } from '../../platform/errors';
import { BillplzError, getCollection } from './billplz';
import { platform } from '../../platform';
import { decryptJson, encryptJson, SecretsError } from '../../platform/secrets';
import { activeValues } from '../integrations';
import type { GatewayAccount, GatewayPayment } from './models';

/**
 * Which Billplz account takes a payment (docs/rules.md: "checkout with the company's own account"):
 * the company's active `payment_gateway` setup when it has one, else the product's default account
 * (BILLPLZ_* variables, or the local simulator in development and tests). Gateway payment is offered
 * only to MYR companies (Billplz is Malaysian: Indonesian companies never see it). Both accounts
 * call the same base URL (BILLPLZ_BASE_URL / the simulator).
 */
export interface Account {
  type: GatewayAccount;
  baseUrl: string;
  apiKey: string;
  collectionId: string;
  xSignatureKey: string;
  /** Minor units charged to the payer on top of the amount. */
  adminFee: number;
}

export function defaultAccount(): Account | null {
  const g = platform().config.gateway;
  if (!g.baseUrl || !g.apiKey || !g.collectionId || !g.xSignatureKey) return null;
  return { type: 'default', baseUrl: g.baseUrl, apiKey: g.apiKey, collectionId: g.collectionId, xSignatureKey: g.xSignatureKey, adminFee: g.adminFee };
}

function fromValues(values: Record<string, string>): Account {
  return {
    type: 'company',
    baseUrl: platform().config.gateway.baseUrl,
    apiKey: values.apiKey ?? '',
    collectionId: values.collectionId ?? '',
    xSignatureKey: values.xSignatureKey ?? '',
    adminFee: Number(values.adminFee ?? 0) || 0,
  };
}

export async function companyAccount(ctx: Ctx): Promise<Account | null> {
  if (!platform().config.gateway.baseUrl) return null;
  const values = await activeValues(ctx, 'payment_gateway');
  return values ? fromValues(values) : null;
}

/** The account online payment would use now, or null when it is not available (IDR company, nothing configured). */
export async function currentAccount(ctx: Ctx, force?: GatewayAccount): Promise<Account | null> {
  if (ctx.company.currency !== 'MYR') return null;
  if (force === 'default') return defaultAccount();
  const company = await companyAccount(ctx);
  if (force === 'company') return company;
  return company ?? defaultAccount();
}

/** Like currentAccount, refusing with 422 when there is none. */
export async function requireAccount(ctx: Ctx, force?: GatewayAccount): Promise<Account> {
  const account = await currentAccount(ctx, force);
  if (account) return account;
  if (force === 'company' && ctx.company.currency === 'MYR') throw new AppError(422, 'gateway.companyNotSet');
  throw new AppError(422, 'gateway.notAvailable');
}

/** The keys a bill is made with, kept (encrypted) on its payment row. */
export const billCredentials = (account: Account) => encryptJson({ apiKey: account.apiKey, collectionId: account.collectionId, xSignatureKey: account.xSignatureKey });

/**
 * The account a bill was made with: the keys kept on its payment row, so its callbacks and status
 * checks still work after HQ changes or disables the company's setup (or the default account's
 * variables change). Null when they cannot be read (SECRETS_KEY changed): logged, and the bill's
 * callbacks are refused until it is fixed.
 */
export function accountOfBill(payment: GatewayPayment): Account | null {
  try {
    const keys = decryptJson<Pick<Account, 'apiKey' | 'collectionId' | 'xSignatureKey'>>(payment.credentials ?? '');
    return { type: payment.account, baseUrl: platform().config.gateway.baseUrl, adminFee: payment.fee, ...keys };
  } catch (error) {
    if (!(error instanceof SecretsError)) throw error;
    platform().logger.error({ err: error, paymentId: payment.id }, 'gateway: the keys of a bill cannot be read (was SECRETS_KEY changed?)');
    return null;
  }
}

/** Whether gateway payment can be offered to this company now, and its admin fee (checkout's payment methods). */
export async function gatewayAvailability(ctx: Ctx): Promise<{ available: boolean; gatewayType: GatewayAccount | null; adminFee: number }> {
  const account = await currentAccount(ctx);
  return { available: Boolean(account), gatewayType: account?.type ?? null, adminFee: account?.adminFee ?? 0 };
}

/** Checks a gateway account at the gateway (GET collection); errors on the fields to correct (integrations' checkGateway port). */
export async function checkGatewayAccount(values: Record<string, string>): Promise<void> {
  try {
    await getCollection(values.apiKey!, values.collectionId!, { baseUrl: platform().config.gateway.baseUrl });
  } catch (error) {
    if (!(error instanceof BillplzError)) throw error;
    if (error.kind === 'unauthorized') throw ValidationError.field('apiKey', 'integrations.badApiKey');
    if (error.kind === 'notFound') throw ValidationError.field('collectionId', 'integrations.badCollection');
    if (error.kind === 'unavailable') throw new AppError(503, 'gateway.unavailable');
    throw new AppError(502, error.key, error.params);
  }
}
