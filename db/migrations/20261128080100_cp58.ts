import type { Knex } from 'knex';

/**
 * CP58 statements (docs/tax.md):
 * - `cp58_statements`: one per company, agent and calendar year; `status` draft (HQ's, regenerated
 *   at will) or issued (final, shown to the agent); the year's totals per category in minor units
 *   (commissions paid in money, bonuses and incentives in money, non-money rewards at cost, total);
 *   `particulars` the JSON snapshot of the company's and the agent's particulars and the figures'
 *   detail at generation; `pdf_key` the stored PDF (private storage folder `cp58`).
 * - `company_features.cp58_threshold`: the yearly total (minor units) a statement is generated
 *   above; RM5,000 by default (docs/decisions.md, "CP58 threshold").
 * - `campaigns.reward_cost`: what one reward of the campaign costs the company (minor units), the
 *   value a redeemed reward counts with on the CP58; null while unknown.
 */
const ms = { precision: 3 } as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('cp58_statements', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('agent_id').unsigned().notNullable().references('users.id');
    t.integer('year').unsigned().notNullable();
    t.string('status', 8).notNullable();
    t.bigInteger('commissions').notNullable().defaultTo(0);
    t.bigInteger('bonuses').notNullable().defaultTo(0);
    t.bigInteger('non_monetary').notNullable().defaultTo(0);
    t.bigInteger('total').notNullable().defaultTo(0);
    t.text('particulars').notNullable();
    t.string('pdf_key', 191).nullable();
    t.datetime('generated_at', ms).notNullable();
    t.integer('generated_by').unsigned().nullable();
    t.datetime('issued_at', ms).nullable();
    t.integer('issued_by').unsigned().nullable();
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.unique(['company_id', 'agent_id', 'year']);
    t.index(['company_id', 'year', 'status']);
  });
  await knex.schema.alterTable('company_features', (t) => {
    t.bigInteger('cp58_threshold').notNullable().defaultTo(500_000);
  });
  await knex.schema.alterTable('campaigns', (t) => {
    t.bigInteger('reward_cost').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('campaigns', (t) => {
    t.dropColumn('reward_cost');
  });
  await knex.schema.alterTable('company_features', (t) => {
    t.dropColumn('cp58_threshold');
  });
  await knex.schema.dropTable('cp58_statements');
}
