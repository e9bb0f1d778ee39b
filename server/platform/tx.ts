import { Model } from 'objection';
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
