import type { Knex } from 'knex';

/**
 * Score ranking: `ranking_scores`, the summary the leaderboards read. One row per
 * company × period key × agent, where the period key is a Kuala Lumpur month (`M2026-11`), quarter
 * (`Q2026-4`) or year (`Y2026`): an agent with anything in a month has a row under that month, its
 * quarter and its year. Columns (amounts in integer minor units, counts in agents):
 * - `ps`: personal sales (the buyer's paid stock purchases, a cancellation after payment taken off
 *   in the month it happens: agent_period_sales' ps_amount);
 * - `gs`: group sales (the PS of the agent's group, breakaway leaders and their groups excluded,
 *   docs/compensation.md), `tpgs` = ps + gs;
 * - `commission`: the net of the agent's payable commission lines of the period;
 * - `team`: agents who joined the agent's downline (every level) in the period;
 * - `recruits`: agents registered under it (users.recruiter_id) in the period.
 * server/modules/ranking/scores.ts keeps the rows in the same transaction as the facts and can
 * rebuild them from the facts. One index per metric (value descending, then agent id: the order of
 * a leaderboard, ties to the earlier agent) serves both the top 10 and "how many agents are above
 * me". HQ's boards narrowed to a level or a state read those agents first when they are few:
 * users gets an index on each (company, tier) and (company, state). Plain knex, no models.
 */
const METRICS = ['ps', 'gs', 'tpgs', 'commission', 'team', 'recruits'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ranking_scores', (t) => {
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.string('period_key', 8).notNullable();
    t.integer('agent_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.bigInteger('ps').notNullable().defaultTo(0);
    t.bigInteger('gs').notNullable().defaultTo(0);
    t.bigInteger('tpgs').notNullable().defaultTo(0);
    t.bigInteger('commission').notNullable().defaultTo(0);
    t.integer('team').notNullable().defaultTo(0);
    t.integer('recruits').notNullable().defaultTo(0);
    t.primary(['company_id', 'period_key', 'agent_id']);
    t.index(['agent_id']);
  });
  for (const metric of METRICS) {
    await knex.raw(`CREATE INDEX ranking_scores_${metric} ON ranking_scores (company_id, period_key, ${metric} DESC, agent_id)`);
  }
  await knex.schema.alterTable('users', (t) => {
    t.index(['company_id', 'tier_id'], 'users_company_tier_index');
    t.index(['company_id', 'state'], 'users_company_state_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropIndex(['company_id', 'tier_id'], 'users_company_tier_index');
    t.dropIndex(['company_id', 'state'], 'users_company_state_index');
  });
  await knex.schema.dropTableIfExists('ranking_scores');
}
