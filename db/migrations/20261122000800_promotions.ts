import type { Knex } from 'knex';

/**
 * Promote, demote, suspend and inactivity:
 * - `agent_level_changes`: the history of every promotion and demotion — the agent, its tier,
 *   upline and helper before and after, who made the change and when. Rows outlive the tiers and
 *   users they name (SET NULL), but go with the agent and the company (CASCADE).
 * - `users.last_purchase_at`: when the agent last paid an order (null: never; the inactivity job
 *   then counts from the date joined). Set by the orders module through `markActive`.
 * Plain knex, no models.
 */
const ms = { precision: 3 } as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('agent_level_changes', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('agent_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('type', 8).notNullable();
    t.integer('from_tier_id').unsigned().references('tiers.id').onDelete('SET NULL');
    t.integer('to_tier_id').unsigned().references('tiers.id').onDelete('SET NULL');
    t.integer('from_upline_id').unsigned().references('users.id').onDelete('SET NULL');
    t.integer('to_upline_id').unsigned().references('users.id').onDelete('SET NULL');
    t.integer('from_helper_id').unsigned().references('users.id').onDelete('SET NULL');
    t.integer('to_helper_id').unsigned().references('users.id').onDelete('SET NULL');
    t.integer('by_user_id').unsigned().references('users.id').onDelete('SET NULL');
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.index(['company_id']);
    t.index(['agent_id', 'created_at']);
  });

  await knex.schema.alterTable('users', (t) => {
    t.datetime('last_purchase_at', ms);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('last_purchase_at');
  });
  await knex.schema.dropTableIfExists('agent_level_changes');
}
