import { Model, UniqueViolationError } from 'objection';
import { dialect } from './db';
import { platform } from './index';
import type { Ctx } from './context';

/**
 * Runs `fn` in a transaction and hands it a context that carries it; services pass that
 * context on so every query of the unit of work shares the transaction. An enclosing
 * transaction is reused.
 */
export async function inTransaction<C extends Pick<Ctx, 'trx'>, T>(ctx: C, fn: (ctx: C) => Promise<T>): Promise<T> {
  if (ctx.trx) return fn(ctx);
  return Model.knex().transaction((trx) => fn({ ...ctx, trx }));
}

/** SELECT … FOR UPDATE on MySQL/MariaDB (the rows stay locked until the transaction ends); SQLite runs one writer at a time and has no row locks. */
export function forUpdate<Q extends { forUpdate(): Q }>(query: Q): Q {
  return dialect(platform().db) === 'mysql' ? query.forUpdate() : query;
}

/**
 * Runs `fn` (a whole transaction) again, at most 4 times, when MariaDB chose it as a deadlock victim
 * or its lock wait timed out: the transaction was rolled back, so running it again is safe. The
 * error code is read from the driver error or from Objection's wrapper (`nativeError`).
 */
export async function retryOnDeadlock<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn();
    } catch (error) {
      const e = error as { code?: string; nativeError?: { code?: string } } | null;
      const code = e?.nativeError?.code ?? e?.code;
      if (attempt >= 4 || (code !== 'ER_LOCK_DEADLOCK' && code !== 'ER_LOCK_WAIT_TIMEOUT')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
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
