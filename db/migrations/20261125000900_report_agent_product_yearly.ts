import type { Knex } from 'knex';

/**
 * `report_agent_product_yearly`: report_agent_product_daily's figures per Kuala Lumpur calendar
 * year ('YYYY') — buyer agent × item × the buyer's tier, branch, state and age band — keyed item
 * first, so that the per-agent product list of chosen products over a year reads one row per
 * agent and product in the order it groups them (server/modules/reports/query.ts itemSource),
 * instead of every day's. Kept with the other summaries in the payment's and the refund's
 * transaction (summaries.ts); a database that already held orders fills it with
 * `npm run reports:rebuild`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('report_agent_product_yearly', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.string('year', 4).notNullable();
    t.string('item_type', 8).notNullable();
    t.integer('item_id').unsigned().notNullable();
    t.integer('agent_id').unsigned().notNullable();
    t.integer('tier_id').unsigned().notNullable().defaultTo(0);
    t.integer('branch_id').unsigned().notNullable().defaultTo(0);
    t.string('state', 100).notNullable().defaultTo('');
    t.string('age_band', 8).notNullable().defaultTo('');
    t.integer('quantity').notNullable().defaultTo(0);
    t.integer('units').notNullable().defaultTo(0);
    t.bigInteger('sales_value').notNullable().defaultTo(0);
    t.integer('orders').notNullable().defaultTo(0);
    t.unique(['company_id', 'year', 'item_type', 'item_id', 'agent_id', 'tier_id', 'branch_id', 'state', 'age_band'], { indexName: 'report_agent_product_yearly_key' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('report_agent_product_yearly');
}
