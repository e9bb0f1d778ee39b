import type { Knex } from 'knex';

/**
 * MySQL/MariaDB: each report summary table's rows are stored in the order of its key. InnoDB keeps
 * a table's rows in its primary key, and a secondary index holds only its columns and that key:
 * with the `id` the tables were created with, a period's range of the unique key (company, day or
 * month or year, …) found each row's figures by a look-up in the id order, one per row — 90,000
 * look-ups for a month of agents. Made the primary key, the unique key is the table: a range reads
 * its rows with their figures, one after the other. `id` is dropped (nothing reads it; rows are
 * found by their key). `report_agent_product_daily` is ordered item first (company, item, day,
 * agent, …): it is read for chosen products (the per-agent product list) or for one agent (its own
 * index), never for every item of a day, so a month of three products is three ranges (90 → 35 ms
 * at 5,000,000 orders); its item index, now the key's beginning, goes. SQLite keeps its tables as
 * they are (a row look-up there is a B-tree step in the same file, and its summaries answer within
 * their targets).
 */
const TABLES = [
  'report_sales_daily',
  'report_sales_monthly',
  'report_sales_yearly',
  'report_payment_daily',
  'report_payment_monthly',
  'report_payment_yearly',
  'report_agent_daily',
  'report_agent_monthly',
  'report_agent_yearly',
  'report_agent_month_totals',
  'report_agent_year_totals',
  'report_product_daily',
  'report_agent_product_daily',
  'report_agent_product_yearly',
  'report_item_daily',
  'report_item_monthly',
  'report_item_yearly',
  'report_recruits_daily',
  'report_customers_daily',
  'report_stock_daily',
];

const isMysql = (knex: Knex) => knex.client.config.client === 'mysql2';

/** The columns of the table's unique key `<table>_key`, in order. */
async function keyOf(knex: Knex, table: string): Promise<string[]> {
  const [rows] = (await knex.raw('SHOW INDEX FROM ?? WHERE Key_name = ?', [table, `${table}_key`])) as [{ Column_name: string; Seq_in_index: number }[]];
  if (!rows.length) throw new Error(`${table}: no index ${table}_key`);
  return [...rows].sort((a, b) => a.Seq_in_index - b.Seq_in_index).map((r) => r.Column_name);
}

/** Tables whose rows are stored in another order than their unique key's, and the index that order makes redundant. */
const ORDER: Record<string, { key: string[]; unique: string[]; drop: string; dropped: string[] }> = {
  report_agent_product_daily: {
    key: ['company_id', 'item_type', 'item_id', 'day', 'agent_id', 'tier_id', 'branch_id', 'state', 'age_band'],
    unique: ['company_id', 'day', 'agent_id', 'item_type', 'item_id', 'tier_id', 'branch_id', 'state', 'age_band'],
    drop: 'report_agent_product_daily_item',
    dropped: ['company_id', 'item_type', 'item_id', 'day'],
  },
};

export async function up(knex: Knex): Promise<void> {
  if (!isMysql(knex)) return;
  for (const table of TABLES) {
    const order = Object.hasOwn(ORDER, table) ? ORDER[table] : undefined;
    const key = order?.key ?? (await keyOf(knex, table));
    const drop = order ? ', DROP INDEX ??' : '';
    await knex.raw(`ALTER TABLE ?? DROP COLUMN id, DROP INDEX ??${drop}, ADD PRIMARY KEY (${key.map(() => '??').join(', ')})`, [
      table,
      `${table}_key`,
      ...(order ? [order.drop] : []),
      ...key,
    ]);
  }
}

export async function down(knex: Knex): Promise<void> {
  if (!isMysql(knex)) return;
  for (const table of TABLES) {
    const order = Object.hasOwn(ORDER, table) ? ORDER[table] : undefined;
    const [rows] = (await knex.raw('SHOW INDEX FROM ?? WHERE Key_name = ?', [table, 'PRIMARY'])) as [{ Column_name: string; Seq_in_index: number }[]];
    const key = order?.unique ?? [...rows].sort((a, b) => a.Seq_in_index - b.Seq_in_index).map((r) => r.Column_name);
    const list = (columns: string[]) => columns.map(() => '??').join(', ');
    await knex.raw(`ALTER TABLE ?? DROP PRIMARY KEY, ADD UNIQUE INDEX ?? (${list(key)}), ADD COLUMN id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY FIRST`, [table, `${table}_key`, ...key]);
    if (order) await knex.raw(`CREATE INDEX ?? ON ?? (${list(order.dropped)})`, [order.drop, table, ...order.dropped]);
  }
}
