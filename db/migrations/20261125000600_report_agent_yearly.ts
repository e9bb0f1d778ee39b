import type { Knex } from 'knex';

/**
 * `report_agent_yearly`: report_agent_monthly's figures per Kuala Lumpur calendar year ('YYYY'),
 * so that an agent list over a whole year (or a year so far) sums one row per agent instead of
 * twelve (server/modules/reports/query.ts agentSalesSource). Kept with the other summaries in the
 * payment's and the refund's transaction (summaries.ts); a database that already held orders
 * fills it with `npm run reports:rebuild`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('report_agent_yearly', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.string('year', 4).notNullable();
    t.integer('agent_id').unsigned().notNullable();
    t.integer('tier_id').unsigned().notNullable().defaultTo(0);
    t.integer('branch_id').unsigned().notNullable().defaultTo(0);
    t.string('state', 100).notNullable().defaultTo('');
    t.string('age_band', 8).notNullable().defaultTo('');
    t.integer('orders').notNullable().defaultTo(0);
    t.bigInteger('amount').notNullable().defaultTo(0);
    t.bigInteger('sales_value').notNullable().defaultTo(0);
    t.integer('units').notNullable().defaultTo(0);
    t.integer('refunds').notNullable().defaultTo(0);
    t.bigInteger('refund_amount').notNullable().defaultTo(0);
    t.unique(['company_id', 'year', 'agent_id', 'tier_id', 'branch_id', 'state', 'age_band'], { indexName: 'report_agent_yearly_key' });
    t.index(['company_id', 'agent_id', 'year'], 'report_agent_yearly_agent');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('report_agent_yearly');
}
