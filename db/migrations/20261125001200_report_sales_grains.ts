import type { Knex } from 'knex';

/**
 * The company's sales and its payment methods per Kuala Lumpur month ('YYYY-MM') and year
 * ('YYYY'): `report_sales_monthly`, `report_sales_yearly` (report_sales_daily's rows: buyer's tier
 * × branch × state × age band) and `report_payment_monthly`, `report_payment_yearly`
 * (report_payment_daily's: payment type × order type × tier × branch × state), with the same
 * net sales figures. A busy company has nearly every combination of dimensions every day, so a
 * month or a year holds about as many rows as one day: the transaction cards, payment methods,
 * analytics' sales, states and age bands over a year read a year's or a month's rows and the days
 * at the edges (server/modules/reports/query.ts periodCover) instead of 365 days of them. Kept with
 * the other summaries in the payment's and the refund's transaction (summaries.ts); a database
 * that already held orders fills them with `npm run reports:rebuild`.
 */
const SALES_KEYS = ['tier_id', 'branch_id', 'state', 'age_band'];
const PAYMENT_KEYS = ['payment_type', 'order_type', 'tier_id', 'branch_id', 'state'];
const SALES_GRAINS = [
  ['report_sales_monthly', 'month', 7, SALES_KEYS],
  ['report_sales_yearly', 'year', 4, SALES_KEYS],
  ['report_payment_monthly', 'month', 7, PAYMENT_KEYS],
  ['report_payment_yearly', 'year', 4, PAYMENT_KEYS],
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const [table, period, length, keys] of SALES_GRAINS) {
    await knex.schema.createTable(table, (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string(period, length).notNullable();
      if (keys === PAYMENT_KEYS) {
        t.string('payment_type', 12).notNullable();
        t.string('order_type', 10).notNullable();
      }
      t.integer('tier_id').unsigned().notNullable().defaultTo(0);
      t.integer('branch_id').unsigned().notNullable().defaultTo(0);
      t.string('state', 100).notNullable().defaultTo('');
      if (keys === SALES_KEYS) t.string('age_band', 8).notNullable().defaultTo('');
      t.integer('orders').notNullable().defaultTo(0);
      t.bigInteger('amount').notNullable().defaultTo(0);
      t.bigInteger('sales_value').notNullable().defaultTo(0);
      t.integer('units').notNullable().defaultTo(0);
      t.integer('refunds').notNullable().defaultTo(0);
      t.bigInteger('refund_amount').notNullable().defaultTo(0);
      t.unique(['company_id', period, ...keys], { indexName: `${table}_key` });
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table] of [...SALES_GRAINS].reverse()) await knex.schema.dropTable(table);
}
