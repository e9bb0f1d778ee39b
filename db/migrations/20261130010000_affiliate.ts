import type { Knex } from 'knex';

/**
 * The affiliate store (issue 28, docs/stores.md "Affiliate links"): agents with the add-on share
 * links to HQ's own store; a paid order the link brought earns them the products' affiliate commission.
 *
 * - `affiliates`: one row per agent that registered the add-on: its `code` (the link /s/a/<code>,
 *   unique within the company), `status` active | inactive.
 * - `affiliate_daily`: the summary kept as things happen — clicks of the agent's links, orders
 *   placed and paid through HQ's store within the attribution window, per agent and Kuala Lumpur day.
 *   (The commission is read from `commission_lines` of type affiliate.)
 * - `company_features.affiliate_window_days`: how long a click is remembered (1–365, default 30).
 */
const ms = { precision: 3 } as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('affiliates', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('agent_id').unsigned().notNullable();
    t.string('code', 40).notNullable();
    t.string('status', 10).notNullable().defaultTo('active');
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.unique(['company_id', 'agent_id'], { indexName: 'affiliates_agent_unique' });
    t.unique(['company_id', 'code'], { indexName: 'affiliates_code_unique' });
  });
  await knex.schema.createTable('affiliate_daily', (t) => {
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('agent_id').unsigned().notNullable();
    t.string('day', 10).notNullable();
    t.integer('clicks').notNullable().defaultTo(0);
    t.integer('orders').notNullable().defaultTo(0);
    t.integer('paid_orders').notNullable().defaultTo(0);
    t.primary(['company_id', 'agent_id', 'day']);
  });
  await knex.schema.alterTable('company_features', (t) => {
    t.integer('affiliate_window_days').notNullable().defaultTo(30);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('company_features', (t) => {
    t.dropColumn('affiliate_window_days');
  });
  await knex.schema.dropTableIfExists('affiliate_daily');
  await knex.schema.dropTableIfExists('affiliates');
}
