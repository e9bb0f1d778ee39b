import { Model, raw, UniqueViolationError } from 'objection';
import { dialect } from './db';
import { platform } from './index';
import type { Ctx } from './context';

type Trx = NonNullable<Ctx['trx']>;

/** The work each transaction of inTransaction runs last, before its commit (beforeCommit). */
const commitHooks = new WeakMap<Trx, (() => Promise<void>)[]>();

/**
 * Runs `fn` in a transaction and hands it a context that carries it; services pass that
 * context on so every query of the unit of work shares the transaction. An enclosing
 * transaction is reused. When `fn` has resolved, the work registered with beforeCommit runs, in
 * the order registered, then the transaction commits.
 */
export async function inTransaction<C extends Pick<Ctx, 'trx'>, T>(ctx: C, fn: (ctx: C) => Promise<T>): Promise<T> {
  if (ctx.trx) return fn(ctx);
  return Model.knex().transaction(async (trx) => {
    const hooks: (() => Promise<void>)[] = [];
    commitHooks.set(trx, hooks);
    const result = await fn({ ...ctx, trx });
    for (let i = 0; i < hooks.length; i++) await hooks[i]!();
    return result;
  });
}

/**
 * Runs `work` in transaction `trx` after everything else the transaction does, just before it
 * commits (the last step of the lock order: rows many transactions update, held only for the
 * commit); a failure rolls the transaction back like any other. In a transaction that
 * inTransaction did not start (a script's own), `work` runs at once.
 */
export async function beforeCommit(trx: Trx, work: () => Promise<void>): Promise<void> {
  const hooks = commitHooks.get(trx);
  if (hooks) hooks.push(work);
  else await work();
}

/** SELECT … FOR UPDATE on MySQL/MariaDB (the rows stay locked until the transaction ends); SQLite runs one writer at a time and has no row locks. */
export function forUpdate<Q extends { forUpdate(): Q }>(query: Q): Q {
  return dialect(platform().db) === 'mysql' ? query.forUpdate() : query;
}

/** SELECT … LOCK IN SHARE MODE on MySQL/MariaDB (others may read-lock the rows too, nobody changes them until the transaction ends); as is on SQLite. */
export function forShare<Q extends { forShare(): Q }>(query: Q): Q {
  return dialect(platform().db) === 'mysql' ? query.forShare() : query;
}

/**
 * An UPDATE (or locking SELECT) that must touch its row only, addressed by primary key (MariaDB's
 * DELETE takes no index hint). On
 * MySQL/MariaDB the optimiser may read `id = ? AND company_id = ?` through the company index
 * instead (it ties on one row with a small company), and a scan of a secondary index leaves a
 * next-key lock and a gap lock on the neighbouring entry, which blocks other transactions' inserts
 * and lets unrelated checkouts deadlock. FORCE INDEX (PRIMARY) makes it a single record lock.
 */
export function byPrimaryKey<Q extends { from(table: ReturnType<typeof raw>): Q; modelClass(): { tableName: string } }>(query: Q): Q {
  return dialect(platform().db) === 'mysql' ? query.from(raw('?? FORCE INDEX (PRIMARY)', [query.modelClass().tableName])) : query;
}

/** Attempts of retryOnDeadlock: the first run and up to 7 more. */
export const DEADLOCK_ATTEMPTS = 8;

let deadlockRetries = 0;

/** How many transactions retryOnDeadlock has run again in this process (each retry is also logged). */
export const deadlockRetryCount = () => deadlockRetries;

/**
 * Runs `fn` (a whole transaction) again when MariaDB chose it as a deadlock victim or its lock wait
 * timed out: the transaction was rolled back, so running it again is safe. A safety net, not the
 * design: transactions take their locks in the order documented in orders/checkout.ts, so a retry
 * means a path broke the order (it is logged). Up to DEADLOCK_ATTEMPTS runs, waiting a random time
 * ("full jitter") under a bound that doubles from 10 ms up to 640 ms, so that victims of one
 * deadlock do not meet again. The error code is read from the driver error or from Objection's
 * wrapper (`nativeError`). `fn` must open its own transaction: a rolled-back enclosing one cannot
 * be continued.
 */
export async function retryOnDeadlock<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn();
    } catch (error) {
      const e = error as { code?: string; nativeError?: { code?: string } } | null;
      const code = e?.nativeError?.code ?? e?.code;
      if (attempt >= DEADLOCK_ATTEMPTS || (code !== 'ER_LOCK_DEADLOCK' && code !== 'ER_LOCK_WAIT_TIMEOUT')) throw error;
      deadlockRetries += 1;
      platform().logger.warn({ code, attempt }, 'transaction retried after a deadlock or lock wait timeout');
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** Math.min(attempt - 1, 6)));
    }
  }
}

/** Whether a write failed on a unique index (Objection's wrapper or the driver's own error, on SQLite and MySQL/MariaDB). */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof UniqueViolationError) return true;
  const e = error as { code?: string; nativeError?: { code?: string } } | null;
  const code = e?.nativeError?.code ?? e?.code ?? '';
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
