import { platform } from './harness';

/** What an injected failure looks like: a driver error, not an application one. */
export class InjectedDbError extends Error {
  readonly code = 'ER_INJECTED_FAILURE';
  constructor(sql: string) {
    super(`injected database failure: ${sql}`);
  }
}

interface QueryObject {
  sql: string;
  bindings?: readonly unknown[];
}

/**
 * Makes the database driver fail the statements `matches` picks (transactions included: their
 * clients share the dialect's prototype) until the returned function is called. Each failure
 * rejects as the driver would, with an InjectedDbError unless `error` makes another.
 */
export function failQueries(matches: (query: QueryObject) => boolean, error: (sql: string) => Error = (sql) => new InjectedDbError(sql)): () => void {
  const proto = Object.getPrototypeOf(platform().db.client) as { _query: (conn: unknown, obj: QueryObject) => Promise<unknown> };
  const own = Object.prototype.hasOwnProperty.call(proto, '_query');
  const original = proto._query;
  proto._query = function (this: unknown, conn: unknown, obj: QueryObject) {
    if (matches(obj)) return Promise.reject(error(obj.sql));
    return original.call(this, conn, obj);
  };
  return () => {
    // Put back as it was: the dialect's own method, or none where it came from a parent class.
    if (own) proto._query = original;
    else delete (proto as Partial<typeof proto>)._query;
  };
}
