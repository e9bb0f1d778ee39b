import { issuesEinvoices } from '../../../common/tax';
import type { EinvoiceTinStatusView } from '../../../common/einvoice';
import { platform } from '../../platform';
import type { Ctx, UserCtx } from '../../platform/context';
import { AppError, ForbiddenError, NotFoundError } from '../../platform/errors';
import { rowsOf } from '../../platform/rows';
import { companySql } from '../../platform/scoped-sql';
import { clock, dbTimeToIso, nowDb, toDbTime } from '../../platform/time';
import { isUniqueViolation } from '../../platform/tx';
import { managesAgents, User } from '../users';
import type { MyInvoisClient } from './client';
import { MyInvoisError } from './client';
import { EinvoiceSettings, EinvoiceTinCheck } from './models';
import { clientFor, companyCtx, eachCompany, settingsOf } from './service';

/**
 * LHDN's TIN validation of agents (docs/einvoice.md, "TIN validation"): whether a TIN belongs to
 * the taxpayer with a given identification number, asked of MyInvois through the company's own
 * client (its rate-limit queue: 60 a minute) and kept in `einvoice_tin_checks`, as LHDN asks
 * callers to cache it.
 *
 * - An agent is asked about with its profile's TIN (upper case, trimmed) and its identity number as
 *   NRIC (spaces and dashes removed, upper case — the agents module's normal form of an identity
 *   number), the pair its self-billed documents carry.
 * - A valid answer holds 30 days, an invalid one 1 day (the agent may have been registered with
 *   LHDN since); after that the pair is asked again.
 * - Never inside a transaction: profiles are saved in several places (the agent's own profile, HQ's
 *   edits, registration, imports), so rather than an event from each, the `einvoice.tin` job finds
 *   every agent whose current pair has no answer or an expired one (one anti-join per company, on
 *   the cache's unique key) and asks MyInvois, at most `TIN_BATCH` pairs per company and run.
 * - An agent without a TIN (its documents carry LHDN's general TIN) or without an identity number
 *   (nothing to ask with) stays unchecked.
 */

export type TinIdType = 'NRIC' | 'PASSPORT' | 'BRN' | 'ARMY';

export const TIN_VALID_MS = 30 * 86_400_000;
export const TIN_INVALID_MS = 86_400_000;
/** Pairs asked per company and run of the job (the queue lets 60 through a minute). */
export const TIN_BATCH = 100;

/** A TIN as it is asked about: trimmed, upper case. */
export const normalTin = (tin: string | null | undefined): string => (tin ?? '').trim().toUpperCase();
/** An identification number as it is asked about: spaces and dashes removed, upper case (the same in SQL below). */
export const normalId = (value: string | null | undefined): string => (value ?? '').replace(/[ -]/g, '').toUpperCase();
const SQL_TIN = 'upper(trim(users.tin))';
const SQL_ID = "upper(replace(replace(users.identity_no, ' ', ''), '-', ''))";

/** Whether a company's setup can ask MyInvois: Malaysian, e-invoicing on, a client id and secret. */
function usable(ctx: Ctx, settings: EinvoiceSettings | undefined): settings is EinvoiceSettings {
  return issuesEinvoices(ctx.company.country) && Boolean(settings?.enabled) && Boolean(settings?.credentials);
}

/** The stored answer about a pair, or undefined. */
export async function storedCheck(ctx: Ctx, tin: string, idType: TinIdType, idValue: string): Promise<EinvoiceTinCheck | undefined> {
  return EinvoiceTinCheck.of(ctx)
    .where({ tin: normalTin(tin), idType, idValue: normalId(idValue) })
    .first();
}

/**
 * LHDN's answer about a pair: the stored one while it holds, otherwise MyInvois is asked (outside
 * any transaction) and the answer stored. A MyInvoisError (unreachable, rate-limited, credentials)
 * reaches the caller, nothing stored.
 */
export async function checkTin(ctx: Ctx, settings: EinvoiceSettings, pair: { tin: string; idType: TinIdType; idValue: string }, client?: MyInvoisClient): Promise<EinvoiceTinCheck> {
  const tin = normalTin(pair.tin);
  const idValue = normalId(pair.idValue);
  const stored = await storedCheck(ctx, tin, pair.idType, idValue);
  if (stored && stored.expiresAt > nowDb()) return stored;
  const answer = await (client ?? clientFor(settings)).checkTin(tin, pair.idType, idValue);
  const now = clock.now();
  const row = {
    status: answer.valid ? ('valid' as const) : ('invalid' as const),
    message: answer.message?.slice(0, 500) ?? null,
    checkedAt: toDbTime(now),
    expiresAt: toDbTime(new Date(now.getTime() + (answer.valid ? TIN_VALID_MS : TIN_INVALID_MS))),
  };
  if (stored) await EinvoiceTinCheck.of(ctx).findById(stored.id).patch(row);
  else {
    try {
      await EinvoiceTinCheck.of(ctx).insert({ tin, idType: pair.idType, idValue, ...row });
    } catch (error) {
      // Asked at the same time by another process: its row stands, updated with this answer.
      if (!isUniqueViolation(error)) throw error;
      await EinvoiceTinCheck.of(ctx).where({ tin, idType: pair.idType, idValue }).patch(row);
    }
  }
  return (await storedCheck(ctx, tin, pair.idType, idValue))!;
}

/**
 * The agents of a company whose current TIN and identity number have no answer, or an expired
 * one, asked of MyInvois (at most `limit` pairs). Stops at the first MyInvois refusal of the company
 * (unreachable, rate-limited, credentials): the next run tries again. Returns how many were asked.
 */
export async function checkUncheckedTins(ctx: Ctx, options: { limit?: number; client?: MyInvoisClient } = {}): Promise<{ checked: number; valid: number; invalid: number }> {
  const out = { checked: 0, valid: 0, invalid: 0 };
  const settings = await settingsOf(ctx);
  if (!usable(ctx, settings)) return out;
  const limit = options.limit ?? TIN_BATCH;
  const [join, bindings] = companySql(ctx, `LEFT JOIN einvoice_tin_checks AS c ON {{company:c}} AND c.tin = ${SQL_TIN} AND c.id_type = 'NRIC' AND c.id_value = ${SQL_ID}`);
  const rows = await rowsOf<{ tin: string; identityNo: string }>(
    User.of(ctx)
      .joinRaw(join, bindings)
      .where('users.role', 'agent')
      .whereNotNull('users.tin')
      .whereRaw(`${SQL_TIN} <> ''`)
      .whereNotNull('users.identity_no')
      .whereRaw(`${SQL_ID} <> ''`)
      .where((q) => void q.whereNull('c.id').orWhere('c.expires_at', '<=', nowDb()))
      .orderBy('users.id')
      .limit(limit)
      .select('users.tin', 'users.identity_no as identityNo'),
  );
  const pairs = new Map<string, { tin: string; idValue: string }>();
  for (const r of rows) pairs.set(`${normalTin(r.tin)}|${normalId(r.identityNo)}`, { tin: normalTin(r.tin), idValue: normalId(r.identityNo) });
  const client = options.client ?? clientFor(settings);
  for (const pair of pairs.values()) {
    let check: EinvoiceTinCheck;
    try {
      check = await checkTin(ctx, settings, { ...pair, idType: 'NRIC' }, client);
    } catch (error) {
      if (!(error instanceof MyInvoisError)) throw error;
      platform().logger.warn({ err: error, companyId: ctx.companyId }, 'einvoice: TIN validation stopped');
      break;
    }
    out.checked++;
    out[check.status]++;
  }
  return out;
}

/** The job: every Malaysian company with e-invoicing on, its unchecked agents' TINs. */
export async function checkAllUncheckedTins(): Promise<{ checked: number; valid: number; invalid: number }> {
  const total = { checked: 0, valid: 0, invalid: 0 };
  await eachCompany('einvoice TIN validation failed', async (companyId) => {
    const on = await EinvoiceSettings.of({ companyId }).where('enabled', true).whereNotNull('credentials').select('id').first();
    if (!on) return;
    const r = await checkUncheckedTins(await companyCtx(companyId));
    total.checked += r.checked;
    total.valid += r.valid;
    total.invalid += r.invalid;
  });
  return total;
}

/**
 * GET /e-invoice/tin-status: an agent's TIN and LHDN's last answer about it. An agent reads its
 * own only (another's: 403); HQ, staff managing agents (who read agents' TINs) and staff with
 * "manage payouts" (who read them on the e-invoices) any agent's (`userId`; not an agent: 404).
 * `notConfigured` while the company's e-invoicing is off or has no MyInvois client.
 */
export async function tinStatus(ctx: UserCtx, userId?: number): Promise<EinvoiceTinStatusView> {
  if (!issuesEinvoices(ctx.company.country)) throw new AppError(422, 'einvoice.notAvailable');
  const me = ctx.user;
  if (me.role === 'agent') {
    if (userId !== undefined && userId !== me.id) throw new ForbiddenError();
  } else if (me.role === 'staff' && !managesAgents(ctx) && !me.permissions.has('manage_payouts')) throw new ForbiddenError();
  else if (me.role !== 'hq' && me.role !== 'staff') throw new ForbiddenError();
  const targetId = me.role === 'agent' ? me.id : userId;
  if (targetId === undefined) throw new NotFoundError();
  const agent = await User.of(ctx).findById(targetId).select('id', 'role', 'tin', 'identityNo');
  if (!agent || agent.role !== 'agent') throw new NotFoundError();
  const tin = normalTin(agent.tin) || null;
  if (!usable(ctx, await settingsOf(ctx))) return { tin, status: 'notConfigured', checkedAt: null };
  const idValue = normalId(agent.identityNo);
  const check = tin && idValue ? await storedCheck(ctx, tin, 'NRIC', idValue) : undefined;
  // The last answer about the agent's current pair (while the job asks again after it expires).
  return check ? { tin, status: check.status, checkedAt: dbTimeToIso(check.checkedAt) } : { tin, status: 'unchecked', checkedAt: null };
}
