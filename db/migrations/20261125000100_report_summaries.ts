import type { Knex } from 'knex';

/**
 * Report summaries: per-company tables of counts and sums (money in integer minor units,
 * never averages) that the master report, product sales, analytics and dashboards read instead of
 * scanning the live order tables. They are kept by server/modules/reports/summaries.ts in the same
 * transaction as the facts that change them, and `npm run reports:rebuild` recomputes them from
 * the facts (server/modules/reports/rebuild.ts). Days are 'YYYY-MM-DD' and months 'YYYY-MM', cut in
 * Asia/Kuala_Lumpur; every table's unique key starts with (company_id, day|month), so a period
 * filter is an index range. Dimensions use 0 / '' for "none" (NULLs never collide in a unique key):
 * `tier_id`, `branch_id` (the order's branch), `state`, `age_band` (common/reports.ts AGE_BANDS).
 *
 * Sales are counted on the day of payment; a paid order cancelled (refunded) later is taken off on
 * the day of the cancellation, under the same dimensions as its sale, so a closed month never
 * changes and the refund shows in the month it happens. `orders`, `amount` (grand total),
 * `sales_value` and `units` are net of refunds; `refunds` / `refund_amount` count the refunds of
 * the day.
 *
 * - `report_sales_daily`: day × buyer's tier × branch × state × age band (the buyer's as held when
 *   it paid): the company's sales, state / tier / age breakdowns and the transaction cards.
 * - `report_payment_daily`: day × payment type × order type × tier × branch × state: the
 *   transaction report's payment methods.
 * - `report_agent_daily`: day × buyer agent (× its dimensions then): one agent's figures, the
 *   edges of a period for agent lists. `report_agent_monthly`: the same per month, so that a
 *   one-year agent list sums months, not days.
 * - `report_product_daily`: day × item (item_type product | package | combo, item_id): product
 *   lists and charts. `report_agent_product_daily`: day × buyer agent × item × dimensions: product
 *   sales per agent and product lists filtered by tier, branch, state or agent.
 * - `report_recruits_daily`: day × recruiter × the recruit's tier, state and age band when it
 *   joined: recruitment figures (a recruit without recruiter has recruiter_id 0).
 * - `report_customers_daily`: day × agent: entries added to agents' customer books (deleting one
 *   takes it off the day it was added).
 * - `report_stock_daily`: day × store (0 HQ, else the agent) × product × movement type: units in
 *   and out (deleting a movement takes it off its own day).
 *
 * The facts carry the dimensions they were counted under, so a rebuild reproduces them exactly:
 * `orders.buyer_tier_id`, `buyer_state`, `buyer_age_band` are stamped at payment, and
 * `users.join_tier_id`, `join_state`, `join_age_band` at registration (backfilled here from the
 * current values). Two order indexes serve the transaction list (paid orders of a period, by page)
 * and one users index the agent database report (agents by joining date). Plain knex, no models.
 */
const DIMENSIONS = ['tier_id', 'branch_id', 'state', 'age_band'] as const;

function base(t: Knex.CreateTableBuilder, period: 'day' | 'month' = 'day') {
  t.increments('id');
  t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
  t.string(period, period === 'day' ? 10 : 7).notNullable();
}

function dimensions(t: Knex.CreateTableBuilder, branch = true) {
  t.integer('tier_id').unsigned().notNullable().defaultTo(0);
  if (branch) t.integer('branch_id').unsigned().notNullable().defaultTo(0);
  t.string('state', 100).notNullable().defaultTo('');
  t.string('age_band', 8).notNullable().defaultTo('');
}

function sales(t: Knex.CreateTableBuilder) {
  t.integer('orders').notNullable().defaultTo(0);
  t.bigInteger('amount').notNullable().defaultTo(0);
  t.bigInteger('sales_value').notNullable().defaultTo(0);
  t.integer('units').notNullable().defaultTo(0);
  t.integer('refunds').notNullable().defaultTo(0);
  t.bigInteger('refund_amount').notNullable().defaultTo(0);
}

function items(t: Knex.CreateTableBuilder) {
  t.string('item_type', 8).notNullable();
  t.integer('item_id').unsigned().notNullable();
}

function itemFigures(t: Knex.CreateTableBuilder) {
  t.integer('quantity').notNullable().defaultTo(0);
  t.integer('units').notNullable().defaultTo(0);
  t.bigInteger('sales_value').notNullable().defaultTo(0);
  t.integer('orders').notNullable().defaultTo(0);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('report_sales_daily', (t) => {
    base(t);
    dimensions(t);
    sales(t);
    t.unique(['company_id', 'day', ...DIMENSIONS], { indexName: 'report_sales_daily_key' });
  });

  await knex.schema.createTable('report_payment_daily', (t) => {
    base(t);
    t.string('payment_type', 12).notNullable();
    t.string('order_type', 10).notNullable();
    t.integer('tier_id').unsigned().notNullable().defaultTo(0);
    t.integer('branch_id').unsigned().notNullable().defaultTo(0);
    t.string('state', 100).notNullable().defaultTo('');
    sales(t);
    t.unique(['company_id', 'day', 'payment_type', 'order_type', 'tier_id', 'branch_id', 'state'], { indexName: 'report_payment_daily_key' });
  });

  await knex.schema.createTable('report_agent_daily', (t) => {
    base(t);
    t.integer('agent_id').unsigned().notNullable();
    dimensions(t);
    sales(t);
    t.unique(['company_id', 'day', 'agent_id', ...DIMENSIONS], { indexName: 'report_agent_daily_key' });
    t.index(['company_id', 'agent_id', 'day'], 'report_agent_daily_agent');
  });

  await knex.schema.createTable('report_agent_monthly', (t) => {
    base(t, 'month');
    t.integer('agent_id').unsigned().notNullable();
    dimensions(t);
    sales(t);
    t.unique(['company_id', 'month', 'agent_id', ...DIMENSIONS], { indexName: 'report_agent_monthly_key' });
    t.index(['company_id', 'agent_id', 'month'], 'report_agent_monthly_agent');
  });

  await knex.schema.createTable('report_product_daily', (t) => {
    base(t);
    items(t);
    itemFigures(t);
    t.unique(['company_id', 'day', 'item_type', 'item_id'], { indexName: 'report_product_daily_key' });
    t.index(['company_id', 'item_type', 'item_id', 'day'], 'report_product_daily_item');
  });

  await knex.schema.createTable('report_agent_product_daily', (t) => {
    base(t);
    t.integer('agent_id').unsigned().notNullable();
    items(t);
    dimensions(t);
    itemFigures(t);
    t.unique(['company_id', 'day', 'agent_id', 'item_type', 'item_id', ...DIMENSIONS], { indexName: 'report_agent_product_daily_key' });
    t.index(['company_id', 'item_type', 'item_id', 'day'], 'report_agent_product_daily_item');
    t.index(['company_id', 'agent_id', 'day'], 'report_agent_product_daily_agent');
  });

  await knex.schema.createTable('report_recruits_daily', (t) => {
    base(t);
    t.integer('recruiter_id').unsigned().notNullable().defaultTo(0);
    dimensions(t, false);
    t.integer('recruits').notNullable().defaultTo(0);
    t.unique(['company_id', 'day', 'recruiter_id', 'tier_id', 'state', 'age_band'], { indexName: 'report_recruits_daily_key' });
    t.index(['company_id', 'recruiter_id', 'day'], 'report_recruits_daily_recruiter');
  });

  await knex.schema.createTable('report_customers_daily', (t) => {
    base(t);
    t.integer('agent_id').unsigned().notNullable();
    t.integer('customers').notNullable().defaultTo(0);
    t.unique(['company_id', 'day', 'agent_id'], { indexName: 'report_customers_daily_key' });
    t.index(['company_id', 'agent_id', 'day'], 'report_customers_daily_agent');
  });

  await knex.schema.createTable('report_stock_daily', (t) => {
    base(t);
    t.integer('store_id').unsigned().notNullable().defaultTo(0);
    t.integer('product_id').unsigned().notNullable();
    t.string('inv_type', 32).notNullable();
    t.integer('qty_in').notNullable().defaultTo(0);
    t.integer('qty_out').notNullable().defaultTo(0);
    t.integer('movements').notNullable().defaultTo(0);
    t.unique(['company_id', 'day', 'store_id', 'product_id', 'inv_type'], { indexName: 'report_stock_daily_key' });
    t.index(['company_id', 'product_id', 'day'], 'report_stock_daily_product');
  });

  await knex.schema.alterTable('orders', (t) => {
    t.integer('buyer_tier_id').unsigned();
    t.string('buyer_state', 100);
    t.string('buyer_age_band', 8);
    // The transaction list: paid orders of a period, newest first (all, or one buyer's), a page at a time.
    t.index(['company_id', 'paid_at'], 'orders_company_paid_index');
    t.index(['company_id', 'buyer_id', 'paid_at'], 'orders_company_buyer_paid_index');
  });
  await knex.schema.alterTable('users', (t) => {
    t.integer('join_tier_id').unsigned();
    t.string('join_state', 100);
    t.string('join_age_band', 8);
    // The agent database report: agents by joining date.
    t.index(['company_id', 'role', 'created_at'], 'users_company_role_created_index');
  });

  // Backfill: what is known now stands for "at the time" of existing agents and paid orders.
  const isMysql = knex.client.config.client === 'mysql2';
  const band = (birth: string, at: string) => {
    const age = isMysql ? `TIMESTAMPDIFF(YEAR, ${birth}, DATE(DATE_ADD(${at}, INTERVAL 8 HOUR)))` : `CAST((julianday(date(${at}, '+8 hours')) - julianday(${birth})) / 365.2425 AS INTEGER)`;
    return `CASE WHEN ${birth} IS NULL THEN 'unknown' WHEN ${age} < 20 THEN 'u20' WHEN ${age} < 30 THEN '20_29' WHEN ${age} < 40 THEN '30_39'
      WHEN ${age} < 50 THEN '40_49' WHEN ${age} < 60 THEN '50_59' ELSE '60p' END`;
  };
  await knex.raw(
    `UPDATE users SET join_tier_id = tier_id, join_state = COALESCE(state, ''), join_age_band = ${band('birth_date', 'created_at')} WHERE role = 'agent'`,
  );
  await knex.raw(
    `UPDATE orders SET buyer_tier_id = (SELECT u.tier_id FROM users u WHERE u.id = orders.buyer_id),
       buyer_state = (SELECT COALESCE(u.state, '') FROM users u WHERE u.id = orders.buyer_id),
       buyer_age_band = (SELECT ${band('u.birth_date', 'orders.paid_at')} FROM users u WHERE u.id = orders.buyer_id)
     WHERE paid_at IS NOT NULL`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropIndex(['company_id', 'role', 'created_at'], 'users_company_role_created_index');
    t.dropColumn('join_tier_id');
    t.dropColumn('join_state');
    t.dropColumn('join_age_band');
  });
  await knex.schema.alterTable('orders', (t) => {
    t.dropIndex(['company_id', 'paid_at'], 'orders_company_paid_index');
    t.dropIndex(['company_id', 'buyer_id', 'paid_at'], 'orders_company_buyer_paid_index');
    t.dropColumn('buyer_tier_id');
    t.dropColumn('buyer_state');
    t.dropColumn('buyer_age_band');
  });
  for (const table of [
    'report_stock_daily', 'report_customers_daily', 'report_recruits_daily', 'report_agent_product_daily', 'report_product_daily',
    'report_agent_monthly', 'report_agent_daily', 'report_payment_daily', 'report_sales_daily',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
