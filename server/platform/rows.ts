/**
 * The rows of an aggregate or hand-picked select (`count`, `sum`, `select(raw(...))`, grouped
 * reads), in the shape that the query's own column aliases give them. knex and Objection type
 * such a result by the model queried (or not at all), not by the columns the query names, so the
 * caller states the shape here, once per query, instead of a double cast. Counts and sums may
 * arrive as strings (MySQL's DECIMAL and BIGINT): shapes say `number | string` where they can.
 */
export async function rowsOf<Row>(query: PromiseLike<unknown>): Promise<Row[]> {
  return (await query) as Row[];
}

/** The one row of such a query ended with `.first()`: undefined when nothing matched. */
export async function rowOf<Row>(query: PromiseLike<unknown>): Promise<Row | undefined> {
  return (await query) as Row | undefined;
}
