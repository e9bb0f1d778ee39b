import type { Knex } from 'knex';
import { businessTime } from '../../platform/time';

/**
 * Recomputes one company's order counters (`order_counts`, kept by counters.ts) from its orders,
 * inside the caller's transaction: its rows are deleted and counted again with INSERT … SELECT …
 * GROUP BY, giving exactly what counters.ts keeps incrementally — every order not deleted counts
 * once under (all, its KL creation day), (all, ''), (buyer, its buyer) and (seller, its seller)
 * when it has one, each by stage and type. Plain knex (used by the migration that creates the
 * table and by `npm run reports:rebuild`); on MariaDB the reads lock the orders they read until
 * the end: an operator command for a quiet hour.
 */
export async function recountCompany(db: Knex | Knex.Transaction, companyId: number): Promise<void> {
  const mysql = db.client.config.client === 'mysql2';
  const hours = businessTime().utcOffset() / 60;
  const day = mysql ? `DATE_FORMAT(DATE_ADD(created_at, INTERVAL ${hours} HOUR), '%Y-%m-%d')` : `date(created_at, '+${hours} hours')`;
  await db('order_counts').where('company_id', companyId).delete();
  // [scope, scope_id, day, condition]; the grouping holds only the non-constant ones (a number there is a column position).
  const scopes: [string, string, string, string][] = [
    ["'all'", '0', "''", ''],
    ["'all'", '0', day, ''],
    ["'buyer'", 'buyer_id', "''", ''],
    ["'seller'", 'seller_id', "''", ' AND seller_id IS NOT NULL'],
  ];
  for (const [scope, id, when, where] of scopes) {
    const groups = [id, when].filter((e) => e !== '0' && e !== "''");
    await db.raw(
      `INSERT INTO order_counts (company_id, scope, scope_id, day, stage, type, n)
       SELECT company_id, ${scope}, ${id}, ${when}, stage, type, COUNT(*) FROM orders
       WHERE company_id = ? AND deleted_at IS NULL${where} GROUP BY ${[...groups, 'stage', 'type'].join(', ')}`,
      [companyId],
    );
  }
}
