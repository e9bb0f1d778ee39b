import type { Knex } from 'knex';

/**
 * Items sold per buyer segment: `report_item_daily`, `report_item_monthly`,
 * `report_item_yearly` — day (month, year) × item (item_type, item_id) × the buyer's tier, the
 * order's branch and the buyer's state as stamped at payment, with the item figures of
 * report_product_daily (quantity, units, sales_value, orders; net of refunds, taken off on the
 * refund's day). Product lists and charts narrowed by tier, branch or state read them by the
 * cheapest cut of the period into years, months and days (server/modules/reports/query.ts
 * periodCover) instead of every agent's purchases of every day. Kept in the payment's and the
 * refund's transaction with the other summaries (summaries.ts); a database that already held
 * orders fills them with `npm run reports:rebuild`.
 */
const GRAINS = [
  ['report_item_daily', 'day', 10],
  ['report_item_monthly', 'month', 7],
  ['report_item_yearly', 'year', 4],
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const [table, period, length] of GRAINS) {
    await knex.schema.createTable(table, (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string(period, length).notNullable();
      t.string('item_type', 8).notNullable();
      t.integer('item_id').unsigned().notNullable();
      t.integer('tier_id').unsigned().notNullable().defaultTo(0);
      t.integer('branch_id').unsigned().notNullable().defaultTo(0);
      t.string('state', 100).notNullable().defaultTo('');
      t.integer('quantity').notNullable().defaultTo(0);
      t.integer('units').notNullable().defaultTo(0);
      t.bigInteger('sales_value').notNullable().defaultTo(0);
      t.integer('orders').notNullable().defaultTo(0);
      t.unique(['company_id', period, 'item_type', 'item_id', 'tier_id', 'branch_id', 'state'], { indexName: `${table}_key` });
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table] of [...GRAINS].reverse()) await knex.schema.dropTable(table);
}
