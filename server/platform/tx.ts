import { Model } from 'objection';
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
